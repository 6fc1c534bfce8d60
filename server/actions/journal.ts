import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { errors } from '../../src/domain/messages';
import type { journalAnomalyActions } from '../../src/domain/journal-anomalies';
import { type journalActions, MAX_SHIFT_HOURS, NEW_EVENTS_CAP, type PassEventRecord } from '../../src/domain/journal';
import { accessPoints, passEvents } from '../db/schema';
import { journalAnomalies } from '../journal/anomalies';
import { cursorColumn, journalCondition, newerThan, olderThan } from '../journal/filters';
import { ingestPassEvents } from '../journal/ingest';
import { passEventReport } from '../journal/report';
import { workingTime } from '../journal/working-time';
import { ApiError } from '../protocol/api-error';
import { companyOf, deviceOf, type HandlersOf } from '../protocol/context';

const recordColumns = {
  id: passEvents.id,
  cursor: cursorColumn,
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

/** The time of a cursor ("<ISO time>_<id>") is the event's time to the microsecond. */
const toRecord = ({ cursor, ...row }: Omit<PassEventRecord, 'occurredAt'> & { cursor: string }): PassEventRecord => ({
  ...row,
  occurredAt: cursor.slice(0, cursor.indexOf('_')),
});

export const journalHandlers = {
  async AddPassEvents(input, ctx) {
    return ingestPassEvents(ctx.db, deviceOf(ctx), input.Events);
  },

  async GetPassEvents(input, ctx) {
    const where = await journalCondition(ctx.db, companyOf(ctx), input);
    const rows = await ctx.db
      .select(recordColumns)
      .from(passEvents)
      .where(and(where, input.After ? olderThan(input.After) : undefined))
      .orderBy(desc(passEvents.occurredAt), desc(passEvents.id))
      .limit(input.Limit + 1);
    const page = rows.slice(0, input.Limit);
    return {
      items: page.map(toRecord),
      next: rows.length > input.Limit ? page[page.length - 1].cursor : null,
      newest: input.After ? null : (page[0]?.cursor ?? null),
    };
  },

  async GetNewPassEventCount(input, ctx) {
    const where = await journalCondition(ctx.db, companyOf(ctx), input);
    // A journal that showed nothing has no cursor yet: it reloads rather than counts.
    if (!input.Since) return { count: 0 };
    // Counted through a capped subquery: a flood of new events costs at most NEW_EVENTS_CAP rows read.
    const [row] = await ctx.db
      .select({ count: sql<number>`count(*)::int` })
      .from(
        ctx.db
          .select({ one: sql`1` })
          .from(passEvents)
          .where(and(where, newerThan(input.Since)))
          .limit(NEW_EVENTS_CAP)
          .as('new_events'),
      );
    return { count: row.count };
  },

  async GetPassEventReport(input, ctx) {
    return passEventReport(ctx.db, await journalCondition(ctx.db, companyOf(ctx), input), input.TimeZone);
  },

  async GetWorkingTime(input, ctx) {
    const { From, To, TimeZone, ...place } = input;
    // Punches a shift's length either side of the period: a night that began on its last day ends after it.
    const margin = sql`interval '${sql.raw(String(MAX_SHIFT_HOURS))} hours'`;
    const where = await journalCondition(ctx.db, companyOf(ctx), place);
    const punches = await ctx.db
      .select({ abonentId: sql<string>`${passEvents.abonentId}`, name: sql<string>`coalesce(${passEvents.userName}, '')`, at: passEvents.occurredAt, kind: sql<'entrance' | 'exit'>`${accessPoints.type}` })
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
    return { people: workingTime(punches, TimeZone, From, To, { anyone: Boolean(place.User?.trim()) }) };
  },

  async GetPassEvent(input, ctx) {
    const [row] = await ctx.db
      .select({ ...recordColumns, decision: passEvents.decision, receivedAt: passEvents.receivedAt, deviceEventId: passEvents.deviceEventId })
      .from(passEvents)
      .where(and(eq(passEvents.companyId, companyOf(ctx)), eq(passEvents.id, input.PassEventId)))
      .limit(1);
    if (!row) throw new ApiError(404, errors.notFound);
    const { decision, receivedAt, deviceEventId, ...record } = row;
    return { ...toRecord(record), decision, receivedAt: receivedAt.toISOString(), deviceEventId };
  },
} satisfies HandlersOf<typeof journalActions>;

export const journalAnomalyHandlers = {
  async GetJournalAnomalies(input, ctx) {
    return journalAnomalies(ctx.db, companyOf(ctx), input);
  },
} satisfies HandlersOf<typeof journalAnomalyActions>;
