import { type SQL, sql } from 'drizzle-orm';
import { type PassEventReport, REPORT_POINTS_LIMIT } from '../../src/domain/journal';
import type { Database } from '../db/open';
import { queryRows } from '../db/rows';
import { PERSON_PREV_DAYS, personOf } from './store';

const person = personOf('pass_events');
/** `person is not null`, without building the person's text. */
const identified = sql`(abonent_id is not null or phone is not null or card_id is not null)`;

/**
 * What a report reads: the events `where` selects. `period` when that is every event of the company
 * from `from` (to `until`, when given) and nothing else: then the people of each day are counted from
 * the events' stored `person_prev_at`.
 */
export interface ReportSelection {
  where: SQL;
  period?: { from: string; until?: string };
}

interface DayRow {
  day: string | null;
  events: number;
  passes: number;
  denials: number;
  people: number;
}

/**
 * The journal's report of the selected events (spec: sum by days, count pass events): by day in
 * `timeZone` with the period's totals, and by access point (the busiest).
 */
export async function passEventReport(db: Database, selection: ReportSelection, timeZone: string): Promise<PassEventReport> {
  const [days, points] = await Promise.all([
    selection.period ? daysOfPeriod(db, selection.where, selection.period, timeZone) : daysOfSelection(db, selection.where, timeZone),
    busiestPoints(db, selection.where),
  ]);
  const total = days.find((row) => row.day === null) ?? { events: 0, passes: 0, denials: 0, people: 0 };
  return {
    days: days.filter((row) => row.day !== null).map(({ day, passes, denials, people }) => ({ day: day!, passes, denials, people })),
    points: points.map((row) => ({ accessPointId: row.access_point_id, accessPointName: row.access_point_name, passes: row.passes, denials: row.denials })),
    pointsTotal: points[0]?.points_total ?? 0,
    totals: { events: total.events, passes: total.passes, denials: total.denials, people: total.people },
  };
}

/**
 * A company's events of a period by day, in one pass that parallel workers share. A person is counted
 * on a day by their first event of it: the one whose person had not passed earlier that day (nor earlier
 * in the period), as `person_prev_at` says (schema.ts, store.ts). Counting distinct (day, person) pairs
 * instead hashed every one of them: 650–1,000 ms for a month of 425,000 events, against 250 ms.
 * The day of an event is its bucket among the period's local midnights (`width_bucket`, exact across
 * daylight-saving changes); joined to their list, whose size the planner knows, so that it aggregates
 * in the workers rather than planning for a group per event.
 */
async function daysOfPeriod(db: Database, where: SQL, period: { from: string; until?: string }, timeZone: string): Promise<DayRow[]> {
  const from = sql`${period.from}::timestamptz`;
  // Without an end, up to a day ahead: devices may report events a few minutes in the future.
  const until = period.until ? sql`${period.until}::timestamptz` : sql`(now() + interval '1 day')`;
  const midnights = sql`(select array(
      select local_day::timestamp at time zone ${timeZone}
        from generate_series((${from} at time zone ${timeZone})::date, (${until} at time zone ${timeZone})::date, interval '1 day') as local_day))`;
  // The period's people are the events whose person had not passed earlier in it, while it is no longer
  // than the look-back of person_prev_at; over a longer one, they are counted as distinct, beside the days.
  const length = (period.until ? Date.parse(period.until) : Date.now()) - Date.parse(period.from);
  const [rows, distinct] = await Promise.all([
    queryRows<DayRow & { starts_people: number }>(
      db,
      sql`select to_char(day.starts at time zone ${timeZone}, 'YYYY-MM-DD') as day,
                 count(*)::int as events,
                 count(*) filter (where result = 'opened')::int as passes,
                 count(*) filter (where result = 'denied')::int as denials,
                 count(*) filter (where ${identified} and (person_prev_at is null or person_prev_at < greatest(day.starts, ${from})))::int as people,
                 count(*) filter (where ${identified} and (person_prev_at is null or person_prev_at < ${from}))::int as starts_people
            from pass_events
            join unnest(${midnights}) with ordinality as day(starts, n) on day.n = width_bucket(occurred_at, ${midnights})
           where ${where}
           group by day.n, day.starts
           order by day.n`,
    ),
    length > PERSON_PREV_DAYS * 86_400_000 ? distinctPeople(db, where) : undefined,
  ]);
  const sum = (key: 'events' | 'passes' | 'denials' | 'starts_people') => rows.reduce((total, row) => total + row[key], 0);
  const people = distinct ?? sum('starts_people');
  const total = { day: null, events: sum('events'), passes: sum('passes'), denials: sum('denials'), people };
  return [total, ...rows.map(({ starts_people: _, ...row }) => row)];
}

async function distinctPeople(db: Database, where: SQL): Promise<number> {
  const [row] = await queryRows<{ people: number }>(db, sql`select count(distinct ${person})::int as people from pass_events where ${where}`);
  return row.people;
}

/** Any selection of events by day, the people counted as distinct (day, person) pairs; a total row first. */
function daysOfSelection(db: Database, where: SQL, timeZone: string): Promise<DayRow[]> {
  return queryRows<DayRow>(
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
}

/**
 * The busiest points of the selection, each named as at its newest event in it (read from the point's
 * own index for these few); events of deleted points are one row. Grouping by the point alone: taking
 * the smallest name of every group compared the names of all the events.
 */
function busiestPoints(db: Database, where: SQL) {
  return queryRows<{ access_point_id: string | null; access_point_name: string; passes: number; denials: number; points_total: number }>(
    db,
    sql`select busiest.access_point_id, busiest.passes, busiest.denials, busiest.points_total,
               coalesce((select access_point_name from pass_events
                          where access_point_id = busiest.access_point_id and ${where}
                          order by occurred_at desc, id desc limit 1), busiest.deleted_name) as access_point_name
          from (select access_point_id,
                       count(*)::int as events,
                       count(*) filter (where result = 'opened')::int as passes,
                       count(*) filter (where result = 'denied')::int as denials,
                       min(access_point_name) filter (where access_point_id is null) as deleted_name,
                       (count(*) over ())::int as points_total
                  from pass_events where ${where}
                 group by access_point_id order by count(*) desc, access_point_id limit ${REPORT_POINTS_LIMIT}) as busiest
         order by busiest.events desc, access_point_name`,
  );
}
