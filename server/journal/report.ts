import { type SQL, sql } from 'drizzle-orm';
import { type PassEventReport, REPORT_POINTS_LIMIT } from '../../contract/journal';
import type { Database } from '../db/open';
import { pgArray } from '../db/pg-array';
import { queryRows } from '../db/rows';
import { passEventQuarters } from '../db/schema';
import { PERSON_PREV_DAYS, personOf, QUARTER_SECONDS, quartersBetween } from './store';

const person = personOf('pass_events');
/** `person is not null`, without building the person's text. */
const identified = sql`(abonent_id is not null or phone is not null or card_id is not null)`;

/**
 * What a report reads: the events `where` selects. `period` when that is every event of the company
 * from `from` (to `until`, when given) and nothing else: then its days are read from the company's
 * quarters (pass_event_quarters) when they fall on quarters, and its people from the events' stored
 * `person_prev_at`.
 */
export interface ReportSelection {
  where: SQL;
  period?: Period;
}

interface Period {
  companyId: string;
  from: string;
  until?: string;
}

interface DayRow {
  day: string;
  events: number;
  passes: number;
  denials: number;
  people: number;
}

/**
 * The journal's report of the selected events (spec: sum by days, count pass events): by day in
 * `timeZone` with the period's totals, and by access point (the busiest).
 */
export async function passEventReport(
  db: Database,
  selection: ReportSelection,
  timeZone: string,
): Promise<PassEventReport> {
  const { where, period } = selection;
  const { days, points, people } = period
    ? await reportOfPeriod(db, where, period, timeZone)
    : await Promise.all([daysOfSelection(db, where, timeZone), busiestPoints(db, where)]).then(
        ([selected, points]) => ({ ...selected, points }),
      );
  const sum = (key: 'events' | 'passes' | 'denials') => days.reduce((total, row) => total + row[key], 0);
  return {
    days: days.map(({ day, passes, denials, people }) => ({ day, passes, denials, people })),
    points: points.map((row) => ({
      accessPointId: row.access_point_id,
      accessPointName: row.access_point_name,
      passes: row.passes,
      denials: row.denials,
    })),
    pointsTotal: points[0]?.points_total ?? 0,
    totals: { events: sum('events'), passes: sum('passes'), denials: sum('denials'), people },
  };
}

/**
 * A company's events of a period. A person is counted on a day by their first event of it: the one whose
 * person had not passed earlier that day (nor earlier in the period), as `person_prev_at` says (schema/journal.ts,
 * store.ts); counting distinct (day, person) pairs instead hashed every one of them: 650-1,000 ms for a
 * month of 425,000 events. The period's people, while it is no longer than the look-back of
 * person_prev_at, are its events whose person had not passed earlier in it, counted in the same pass as
 * the points; over a longer period they are counted as distinct.
 */
async function reportOfPeriod(db: Database, where: SQL, period: Period, timeZone: string) {
  const midnights = await localMidnights(db, period, timeZone);
  const onQuarters = [Date.parse(period.from), ...(period.until ? [Date.parse(period.until)] : []), ...midnights].every(
    (time) => time % (QUARTER_SECONDS * 1000) === 0,
  );
  const length = (period.until ? Date.parse(period.until) : Date.now()) - Date.parse(period.from);
  const longerThanLookBack = length > PERSON_PREV_DAYS * 86_400_000;
  const [days, points, distinct] = await Promise.all([
    onQuarters ? daysOfQuarters(db, period, midnights, timeZone) : daysOfEvents(db, where, period, midnights, timeZone),
    busiestPoints(db, where, longerThanLookBack ? undefined : period.from),
    longerThanLookBack ? distinctPeople(db, where) : undefined,
  ]);
  return { days, points, people: distinct ?? points[0]?.people ?? 0 };
}

/**
 * The local midnights of the days of a period in `timeZone`, as epoch milliseconds, the first day's to
 * the last's. Without an end, up to a day ahead: devices may report events a few minutes in the future.
 */
async function localMidnights(db: Database, period: Period, timeZone: string): Promise<number[]> {
  const from = sql`${period.from}::timestamptz`;
  const until = period.until ? sql`${period.until}::timestamptz` : sql`(now() + interval '1 day')`;
  const [row] = await queryRows<{ midnights: number[] }>(
    db,
    sql`select array(
          select (extract(epoch from local_day::timestamp at time zone ${timeZone}) * 1000)::float8
            from generate_series((${from} at time zone ${timeZone})::date, (${until} at time zone ${timeZone})::date, interval '1 day') as local_day
        ) as midnights`,
  );
  return row.midnights.map(Number);
}

/** A join of each row to its day: the bucket of its `time` among the midnights, exact across daylight-saving changes. */
const daysOf = (midnights: number[]) => {
  const array = sql`${pgArray(midnights.map((time) => new Date(time).toISOString()))}::timestamptz[]`;
  // Joined to their list, whose size the planner knows, so that it aggregates in parallel workers
  // rather than planning for a group per row.
  return (time: SQL) =>
    sql`unnest(${array}) with ordinality as day(starts, n) on day.n = width_bucket(${time}, ${array})`;
};

/**
 * A period's days, summed from the company's quarters (schema/journal.ts, store.ts): some 3,000 rows for a month,
 * where reading its events took 250-300 ms. A quarter's people are the element of its `firsts` that
 * reaches back to its day's start, or to the period's.
 */
function daysOfQuarters(db: Database, period: Period, midnights: number[], timeZone: string): Promise<DayRow[]> {
  const from = sql`${period.from}::timestamptz`;
  const join = daysOf(midnights);
  return queryRows<DayRow>(
    db,
    sql`select to_char(day.starts at time zone ${timeZone}, 'YYYY-MM-DD') as day,
               sum(events)::int as events, sum(passes)::int as passes, sum(denials)::int as denials,
               sum(firsts[${quartersBetween(sql`quarter`, sql`greatest(day.starts, ${from})`)} + 1])::int as people
          from ${passEventQuarters} join ${join(sql`quarter`)}
         where company_id = ${period.companyId} and quarter >= ${from} ${period.until ? sql`and quarter < ${period.until}::timestamptz` : sql``}
         group by day.n, day.starts
         order by day.n`,
  );
}

/** A period's days read from its events: a period that does not start or end on a quarter of an hour. */
function daysOfEvents(
  db: Database,
  where: SQL,
  period: Period,
  midnights: number[],
  timeZone: string,
): Promise<DayRow[]> {
  const join = daysOf(midnights);
  return queryRows<DayRow>(
    db,
    sql`select to_char(day.starts at time zone ${timeZone}, 'YYYY-MM-DD') as day,
               count(*)::int as events,
               count(*) filter (where result = 'opened')::int as passes,
               count(*) filter (where result = 'denied')::int as denials,
               count(*) filter (where ${identified} and (person_prev_at is null or person_prev_at < greatest(day.starts, ${period.from}::timestamptz)))::int as people
          from pass_events join ${join(sql`occurred_at`)}
         where ${where}
         group by day.n, day.starts
         order by day.n`,
  );
}

async function distinctPeople(db: Database, where: SQL): Promise<number> {
  const [row] = await queryRows<{ people: number }>(
    db,
    sql`select count(distinct ${person})::int as people from pass_events where ${where}`,
  );
  return row.people;
}

/** Any selection of events by day, the people counted as distinct (day, person) pairs, and in all. */
async function daysOfSelection(
  db: Database,
  where: SQL,
  timeZone: string,
): Promise<{ days: DayRow[]; people: number }> {
  const rows = await queryRows<Omit<DayRow, 'day'> & { day: string | null }>(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day,
               count(*)::int as events,
               count(*) filter (where result = 'opened')::int as passes,
               count(*) filter (where result = 'denied')::int as denials,
               count(distinct who)::int as people
          from (select (occurred_at at time zone ${timeZone})::date as day, result, ${person} as who
                  from pass_events where ${where}) as selected
         group by grouping sets ((day), ())
         order by 1 nulls first`,
  );
  return { days: rows.filter((row): row is DayRow => row.day !== null), people: rows[0]?.people ?? 0 };
}

/**
 * The busiest points of the selection, each named as at its newest event in it (read from the point's
 * own index for these few); events of deleted points are one row. Grouping by the point alone: taking
 * the smallest name of every group compared the names of all the events. With `peopleSince`, each row
 * also has the selection's people: its events whose person had not passed since then (person_prev_at).
 */
function busiestPoints(db: Database, where: SQL, peopleSince?: string) {
  const people = peopleSince
    ? sql`(sum(count(*) filter (where ${identified} and (person_prev_at is null or person_prev_at < ${peopleSince}::timestamptz))) over ())::int`
    : sql`0`;
  return queryRows<{
    access_point_id: string | null;
    access_point_name: string;
    passes: number;
    denials: number;
    points_total: number;
    people: number;
  }>(
    db,
    sql`select busiest.access_point_id, busiest.passes, busiest.denials, busiest.points_total, busiest.people,
               coalesce((select access_point_name from pass_events
                          where access_point_id = busiest.access_point_id and ${where}
                          order by occurred_at desc, id desc limit 1), busiest.deleted_name) as access_point_name
          from (select access_point_id,
                       count(*)::int as events,
                       count(*) filter (where result = 'opened')::int as passes,
                       count(*) filter (where result = 'denied')::int as denials,
                       min(access_point_name) filter (where access_point_id is null) as deleted_name,
                       (count(*) over ())::int as points_total,
                       ${people} as people
                  from pass_events where ${where}
                 group by access_point_id order by count(*) desc, access_point_id limit ${REPORT_POINTS_LIMIT}) as busiest
         order by busiest.events desc, access_point_name`,
  );
}
