import { and, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import { errors } from '../../contract/messages';
import type { journalAnomalyActions } from '../../contract/journal-anomalies';
import { type journalActions, MAX_SHIFT_HOURS, NEW_EVENTS_CAP, type PassEventRecord } from '../../contract/journal';
import type { Database } from '../db/open';
import { prepared } from '../db/prepared';
import { accessPoints, passEvents } from '../db/schema';
import { journalAnomalies } from '../journal/anomalies';
import {
  assertPlaceOwned,
  EVENT_TIME,
  journalCondition,
  journalStatement,
  selectsOnlyPeriod,
} from '../journal/filters';
import { ingestPassEvents } from '../journal/ingest';
import { passEventReport } from '../journal/report';
import { requireKnownTimeZone } from '../journal/time-zones';
import { workingTime } from '../journal/working-time';
import { ApiError } from '../protocol/api-error';
import { companyOf, localServerOf, type HandlersOf } from '../protocol/context';

/**
 * The journal's columns named as the contract names them, read as they are (the time as text to the
 * microsecond): mapping 50 rows of 14 columns through Drizzle's own row mapping was the largest share of
 * a page's time in the server after the network; a statement built once maps them directly
 * (server/db/prepared.ts).
 */
const recordColumns = {
  id: passEvents.id,
  occurredAt: sql<string>`${sql.raw(EVENT_TIME)}`,
  accessPointId: passEvents.accessPointId,
  accessPointName: passEvents.accessPointName,
  source: passEvents.source,
  keyType: passEvents.keyType,
  cardId: passEvents.cardId,
  phone: passEvents.phone,
  carPlate: passEvents.carPlate,
  result: passEvents.result,
  denialReason: passEvents.denialReason,
  abonentId: passEvents.abonentId,
  userName: passEvents.userName,
  accessZone: passEvents.accessZone,
};

/** A page of the journal, built once per shape of its filters (journalStatement). */
const selectPage = (db: Database, where: SQL) =>
  db
    .select(recordColumns)
    .from(passEvents)
    .where(where)
    .orderBy(sql`occurred_at desc, id desc`)
    .limit(sql.placeholder('limit'));

/**
 * How many events came after the newest one shown, built once per shape of the filters
 * (journalStatement): counted through a capped subquery, so that a flood of new events costs at most
 * NEW_EVENTS_CAP rows read.
 */
const countNewEvents = (db: Database, where: SQL) =>
  db.select({ count: sql<number>`count(*)::int` }).from(
    db
      .select({ one: sql`1` })
      .from(passEvents)
      .where(where)
      .limit(sql.placeholder('limit'))
      .as('new_events'),
  );

const cursorOf = (event: PassEventRecord) => `${event.occurredAt}_${event.id}`;

export const journalHandlers = {
  async AddPassEvents(input, ctx) {
    return ingestPassEvents(ctx.db, localServerOf(ctx), input.Events);
  },

  async GetPassEvents(input, ctx) {
    const companyId = companyOf(ctx);
    // One event more than the page: whether there is a next one.
    const page = await journalStatement(ctx.db, companyId, input, { after: input.After, limit: input.Limit + 1 });
    const rows: PassEventRecord[] = await prepared(
      ctx.db,
      selectPage,
      page.shape,
      () => selectPage(ctx.db, page.where()),
      {
        named: page.named,
      },
    ).execute(page.values);
    if (rows.length === 0) await assertPlaceOwned(ctx.db, companyId, input);
    const items = rows.slice(0, input.Limit);
    return {
      items,
      next: rows.length > input.Limit ? cursorOf(items[items.length - 1]) : null,
      newest: input.After || items.length === 0 ? null : cursorOf(items[0]),
    };
  },

  async GetNewPassEventCount(input, ctx) {
    const companyId = companyOf(ctx);
    // A journal that showed nothing has no cursor yet: it reloads rather than counts. Its place is
    // still checked (another company's is not found).
    if (!input.Since) {
      await journalCondition(ctx.db, companyId, input);
      return { count: 0 };
    }
    const statement = await journalStatement(ctx.db, companyId, input, { since: input.Since, limit: NEW_EVENTS_CAP });
    const [row] = await prepared(
      ctx.db,
      countNewEvents,
      statement.shape,
      () => countNewEvents(ctx.db, statement.where()),
      {
        named: statement.named,
      },
    ).execute(statement.values);
    if (row.count === 0) await assertPlaceOwned(ctx.db, companyId, input);
    return { count: row.count };
  },

  async GetPassEventReport({ TimeZone, ...filters }, ctx) {
    const companyId = companyOf(ctx);
    await requireKnownTimeZone(ctx.db, TimeZone);
    const where = await journalCondition(ctx.db, companyId, filters);
    const period =
      filters.From && selectsOnlyPeriod(filters) ? { companyId, from: filters.From, until: filters.Until } : undefined;
    return passEventReport(ctx.db, { where, period }, TimeZone);
  },

  async GetWorkingTime(input, ctx) {
    const { From, To, TimeZone, ...place } = input;
    const companyId = companyOf(ctx);
    await requireKnownTimeZone(ctx.db, TimeZone);
    // Punches a shift's length either side of the period: a night that began on its last day ends after it.
    const margin = sql`interval '${sql.raw(String(MAX_SHIFT_HOURS))} hours'`;
    const where = await journalCondition(ctx.db, companyId, place);
    const punches = await ctx.db
      .select({
        abonentId: sql<string>`${passEvents.abonentId}`,
        name: sql<string>`coalesce(${passEvents.userName}, '')`,
        at: passEvents.occurredAt,
        kind: sql<'entrance' | 'exit'>`${accessPoints.type}`,
      })
      .from(passEvents)
      .innerJoin(accessPoints, eq(accessPoints.id, passEvents.accessPointId))
      .where(
        and(
          where,
          eq(passEvents.result, 'opened'),
          isNotNull(passEvents.abonentId),
          inArray(accessPoints.type, ['entrance', 'exit']),
          sql`${passEvents.occurredAt} >= (${From}::date::timestamp at time zone ${TimeZone}) - ${margin}`,
          sql`${passEvents.occurredAt} < ((${To}::date + 1)::timestamp at time zone ${TimeZone}) + ${margin}`,
        ),
      )
      .orderBy(passEvents.abonentId, passEvents.occurredAt);
    const [doors] = await ctx.db
      .select({
        entrances: sql<number>`(count(*) filter (where ${accessPoints.type} = 'entrance'))::int`,
        exits: sql<number>`(count(*) filter (where ${accessPoints.type} = 'exit'))::int`,
      })
      .from(accessPoints)
      .where(and(eq(accessPoints.companyId, companyId), inArray(accessPoints.type, ['entrance', 'exit'])));
    return {
      people: workingTime(punches, TimeZone, From, To, { anyone: Boolean(place.User?.trim()) }),
      doors,
    };
  },

  async GetPassEvent(input, ctx) {
    const [row] = await ctx.db
      .select({
        ...recordColumns,
        decision: passEvents.decision,
        receivedAt: sql<string>`to_char(${passEvents.receivedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
        deviceEventId: passEvents.deviceEventId,
      })
      .from(passEvents)
      .where(and(eq(passEvents.companyId, companyOf(ctx)), eq(passEvents.id, input.PassEventId)))
      .limit(1);
    if (!row) throw new ApiError(404, errors.notFound);
    return row;
  },
} satisfies HandlersOf<typeof journalActions>;

export const journalAnomalyHandlers = {
  async GetJournalAnomalies(input, ctx) {
    return journalAnomalies(ctx.db, companyOf(ctx), input);
  },
} satisfies HandlersOf<typeof journalAnomalyActions>;
