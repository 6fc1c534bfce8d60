import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/open';
import { queryRows } from '../db/rows';
import type { passEvents } from '../db/schema';

/**
 * How far back an event's `person_prev_at` looks (schema/journal.ts): the person's previous event within this
 * many days, else none. A day's people need only the same day; a report's total people are counted
 * from it for periods up to this long (server/journal/report.ts). Bounded so that finding it reads at
 * most two month partitions.
 */
export const PERSON_PREV_DAYS = 31;

/** An event as stored, less what the database fills in. */
export type NewPassEvent = Omit<
  typeof passEvents.$inferInsert,
  'id' | 'accessObjectId' | 'personPrevAt' | 'receivedAt'
>;

/** The stored columns and their types, in the order every source of storePassEvents selects them. */
const COLUMNS = [
  ['occurred_at', 'timestamptz', 'occurredAt'],
  ['company_id', 'uuid', 'companyId'],
  ['access_point_id', 'uuid', 'accessPointId'],
  ['access_point_name', 'text', 'accessPointName'],
  ['source', 'text', 'source'],
  ['local_server_id', 'uuid', 'localServerId'],
  ['device_event_id', 'text', 'deviceEventId'],
  ['key_type', 'text', 'keyType'],
  ['card_id', 'text', 'cardId'],
  ['phone', 'text', 'phone'],
  ['car_plate', 'text', 'carPlate'],
  ['result', 'text', 'result'],
  ['denial_reason', 'text', 'denialReason'],
  ['abonent_id', 'uuid', 'abonentId'],
  ['user_name', 'text', 'userName'],
  ['access_zone', 'text', 'accessZone'],
  ['decision', 'jsonb', 'decision'],
] as const satisfies readonly (readonly [string, string, keyof NewPassEvent])[];

/**
 * Who passed, as the journal tells people apart: the abonent, else the phone or card shown (null when
 * none was). The person index (schema/journal.ts) is on this expression, with `table` as the events' own name.
 */
export const personOf = (table: string): SQL =>
  sql.raw(`coalesce(${table}.abonent_id::text, ${table}.phone, ${table}.card_id)`);

const columnNames = sql.raw(COLUMNS.map(([name]) => name).join(', '));
const PERSON_LOCK = 734_022;

/**
 * How many quarters of an hour back `pass_event_quarters.firsts` tells (schema/journal.ts): 25 hours, the longest
 * day (a change from summer time), so that a day's first events are known from any of its quarters.
 */
export const QUARTER_LOOK_BACK = 100;

/** A quarter of an hour in seconds: the span of a row of pass_event_quarters. */
export const QUARTER_SECONDS = 900;

/** The start of the quarter of an hour that `time` falls in. */
const quarterOf = (time: SQL): SQL =>
  sql`date_bin(make_interval(secs => ${QUARTER_SECONDS}), ${time}, timestamptz '1970-01-01 00:00:00+00')`;

/** How many whole quarters of an hour lie from `earlier` to `later`. */
export const quartersBetween = (later: SQL, earlier: SQL): SQL =>
  sql`(date_part('epoch', ${later} - ${earlier})::int / ${QUARTER_SECONDS})`;

/**
 * How many quarters before the event's the quarter of its person's previous event began, up to
 * QUARTER_LOOK_BACK (also when there was none): its `firsts` elements are those of k below this.
 */
const quarterGap = (time: SQL, previous: SQL): SQL =>
  sql`coalesce(least(${quartersBetween(quarterOf(time), quarterOf(previous))}, ${QUARTER_LOOK_BACK}), ${QUARTER_LOOK_BACK})`;

/** `firsts` of the rows grouped, from their `gap` and `people` (how many events of people at that gap). */
const firstsOfGaps = sql.raw(
  `array[${Array.from({ length: QUARTER_LOOK_BACK }, (_, k) => `coalesce(sum(people) filter (where gap > ${k}), 0)`).join(', ')}]::int[]`,
);

/** Events made in the server as a source of storePassEvents: one JSON parameter, however many rows. */
export function eventRows(events: readonly NewPassEvent[]): SQL {
  const rows = events.map((event) =>
    Object.fromEntries(COLUMNS.map(([name, , field]) => [name, event[field] ?? null])),
  );
  const types = sql.raw(COLUMNS.map(([name, type]) => `${name} ${type}`).join(', '));
  return sql`select ${columnNames} from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as event(${types})`;
}

/**
 * Stores the events `source` selects (its columns as COLUMNS, all of one company), each at most once
 * (ON CONFLICT DO NOTHING on the device's event id), with `person_prev_at`: the time of the same person's
 * previous event within PERSON_PREV_DAYS, from the batch itself or the journal. An event older than
 * one already stored for its person (a device back online, a batch out of order) becomes that one's
 * previous event. One statement, planned once for the batch: a trigger looking up each row on the
 * partitioned table cost 125 µs a row on PostgreSQL 15, which locks every partition at each lookup.
 * A company's batches take turns (an advisory lock to the end of the transaction), so each one sees what
 * the one before it stored. Each event gets its point's object (`access_object_id`); the points are locked
 * against a move until the events are stored, so that the move's trigger (which takes a moved point's
 * events along) sees them. The same statement adds the events to their quarters (pass_event_quarters),
 * and moves a follower whose previous event changed to its new place in its quarter's `firsts`.
 * Says how many were stored.
 */
export async function storePassEvents(db: Database, companyId: string, source: SQL): Promise<number> {
  const window = sql.raw(`interval '${PERSON_PREV_DAYS} days'`);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PERSON_LOCK}, hashtext(${companyId}))`);
    // The lookups must read the person index whatever the statistics say: a month partition analysed
    // while empty, or being filled by one long transaction (the large seed), looks empty to the planner,
    // which then scanned it whole for every event (the seed stalled at its seventh chunk).
    await tx.execute(sql`set local enable_seqscan = off`);
    const [{ stored }] = await queryRows<{ stored: number }>(
      tx,
      sql`with batch as (
            select gen_random_uuid() as id, source.*, ${personOf('source')} as person from (${source}) as source),
          points as (
            select id, access_object_id from access_points where id in (select access_point_id from batch) for share),
          ordered as (
            select batch.*, points.access_object_id, lag(occurred_at) over (partition by person order by occurred_at, batch.id) as batch_prev
              from batch left join points on points.id = batch.access_point_id),
          stored as (
            insert into pass_events (id, ${columnNames}, access_object_id, person_prev_at)
            select id, ${columnNames}, access_object_id,
                   case when person is not null then greatest(
                     case when batch_prev >= occurred_at - ${window} then batch_prev end,
                     (select earlier.occurred_at from pass_events as earlier
                       where earlier.company_id = ordered.company_id and ${personOf('earlier')} = ordered.person
                         and earlier.occurred_at between ordered.occurred_at - ${window} and ordered.occurred_at
                         and (earlier.occurred_at, earlier.id) < (ordered.occurred_at, ordered.id)
                       order by earlier.occurred_at desc, earlier.id desc limit 1)) end
              from ordered
            on conflict do nothing
            returning id, occurred_at, company_id, result, person_prev_at, ${personOf('pass_events')} as person),
          followers as (
            select later.id, later.occurred_at, later.company_id, later.was, max(stored.occurred_at) as prev
              from stored cross join lateral (
                select next.id, next.occurred_at, next.company_id, next.person_prev_at as was from pass_events as next
                 where next.company_id = stored.company_id and ${personOf('next')} = stored.person
                   and next.occurred_at between stored.occurred_at and stored.occurred_at + ${window}
                   and (next.occurred_at, next.id) > (stored.occurred_at, stored.id)
                 order by next.occurred_at, next.id limit 1) as later
             where stored.person is not null
             group by later.id, later.occurred_at, later.company_id, later.was),
          fixed as (
            update pass_events set person_prev_at = followers.prev from followers
             where pass_events.id = followers.id and pass_events.occurred_at = followers.occurred_at
               and (pass_events.person_prev_at is null or pass_events.person_prev_at < followers.prev)
            returning followers.company_id, followers.occurred_at, followers.was, followers.prev),
          marks (company_id, occurred_at, previous, events, passes, denials, people) as (
            select company_id, occurred_at, person_prev_at, 1, (result = 'opened')::int, (result = 'denied')::int, (person is not null)::int from stored
            union all select company_id, occurred_at, was, 0, 0, 0, -1 from fixed
            union all select company_id, occurred_at, prev, 0, 0, 0, 1 from fixed),
          gaps as (
            select company_id, ${quarterOf(sql.raw('occurred_at'))} as quarter, ${quarterGap(sql.raw('occurred_at'), sql.raw('previous'))} as gap,
                   sum(events) as events, sum(passes) as passes, sum(denials) as denials, sum(people) as people
              from marks group by 1, 2, 3),
          counted as (
            insert into pass_event_quarters as counts (company_id, quarter, events, passes, denials, firsts)
            select company_id, quarter, sum(events), sum(passes), sum(denials), ${firstsOfGaps}
              from gaps group by company_id, quarter
            on conflict (company_id, quarter) do update set
              events = counts.events + excluded.events, passes = counts.passes + excluded.passes, denials = counts.denials + excluded.denials,
              firsts = (select array_agg(was + added order by n) from unnest(counts.firsts, excluded.firsts) with ordinality as sums(was, added, n))
            returning 1)
          select count(*)::int as stored from stored`,
    );
    // Back to the default for the rest of a caller's transaction (the seeds store inside theirs).
    await tx.execute(sql`set local enable_seqscan = on`);
    return stored;
  });
}
