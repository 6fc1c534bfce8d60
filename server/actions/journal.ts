import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { errors } from '../../src/domain/messages';
import type { journalAnomalyActions } from '../../src/domain/journal-anomalies';
import { type journalActions, MAX_SHIFT_HOURS, NEW_EVENTS_CAP, type PassEventDetail, type PassEventRecord } from '../../src/domain/journal';
import { queryRows } from '../db/rows';
import { accessPoints, passEvents } from '../db/schema';
import { journalAnomalies } from '../journal/anomalies';
import { EVENT_TIME, journalCondition, journalSelection, newerThan, olderThan, pageCondition, selectsOnlyPeriod } from '../journal/filters';
import { ingestPassEvents } from '../journal/ingest';
import { passEventReport } from '../journal/report';
import { workingTime } from '../journal/working-time';
import { ApiError } from '../protocol/api-error';
import { companyOf, deviceOf, type HandlersOf } from '../protocol/context';

/**
 * The journal's columns named as the contract names them, read as they are: mapping 50 rows of 14
 * columns through Drizzle's select was the largest share of a page's time in the server after the network.
 */
const recordColumns = sql.raw(
  `id, ${EVENT_TIME} as "occurredAt", access_point_id as "accessPointId", access_point_name as "accessPointName", source,
   key_type as "keyType", card_id as "cardId", phone, car_plate as "carPlate", result, denial_reason as "denialReason",
   abonent_id as "abonentId", user_name as "userName", access_zone as "accessZone"`,
);

const cursorOf = (event: PassEventRecord) => `${event.occurredAt}_${event.id}`;

export const journalHandlers = {
  async AddPassEvents(input, ctx) {
    return ingestPassEvents(ctx.db, deviceOf(ctx), input.Events);
  },

  async GetPassEvents(input, ctx) {
    const selection = await journalSelection(ctx.db, companyOf(ctx), input);
    const after = input.After ? olderThan(input.After) : undefined;
    const rows = await queryRows<PassEventRecord>(
      ctx.db,
      sql`select ${recordColumns} from pass_events where ${pageCondition(selection, input.Limit + 1, after)}
           order by occurred_at desc, id desc limit ${input.Limit + 1}`,
    );
    const items = rows.slice(0, input.Limit);
    return {
      items,
      next: rows.length > input.Limit ? cursorOf(items[items.length - 1]) : null,
      newest: input.After || items.length === 0 ? null : cursorOf(items[0]),
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

  async GetPassEventReport({ TimeZone, ...filters }, ctx) {
    const companyId = companyOf(ctx);
    const where = await journalCondition(ctx.db, companyId, filters);
    const period = filters.From && selectsOnlyPeriod(filters) ? { companyId, from: filters.From, until: filters.Until } : undefined;
    return passEventReport(ctx.db, { where, period }, TimeZone);
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
    const [row] = await queryRows<PassEventDetail>(
      ctx.db,
      sql`select ${recordColumns}, decision, to_char(received_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "receivedAt",
                 device_event_id as "deviceEventId"
            from pass_events where company_id = ${companyOf(ctx)} and id = ${input.PassEventId} limit 1`,
    );
    if (!row) throw new ApiError(404, errors.notFound);
    return row;
  },
} satisfies HandlersOf<typeof journalActions>;

export const journalAnomalyHandlers = {
  async GetJournalAnomalies(input, ctx) {
    return journalAnomalies(ctx.db, companyOf(ctx), input);
  },
} satisfies HandlersOf<typeof journalAnomalyActions>;
