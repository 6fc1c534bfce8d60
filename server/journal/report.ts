import { type SQL, sql } from 'drizzle-orm';
import { type PassEventReport, REPORT_POINTS_LIMIT } from '../../src/domain/journal';
import type { Database } from '../db/open';
import { queryRows } from '../db/rows';

/** Who passed, for counting people: the abonent, else the phone or card that was shown. */
const person = sql`coalesce(abonent_id::text, phone, card_id)`;

/**
 * The journal's report of the events `where` selects (spec: sum by days, count pass events): by day in
 * `timeZone` with a total row (grouping sets, one pass over the events), and by access point (the busiest).
 */
export async function passEventReport(db: Database, where: SQL, timeZone: string): Promise<PassEventReport> {
  const [days, points] = await Promise.all([
    queryRows<{ day: string | null; events: number; passes: number; denials: number; people: number }>(
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
    ),
    queryRows<{ access_point_id: string | null; access_point_name: string; passes: number; denials: number; points_total: number }>(
      db,
      sql`select access_point_id, min(access_point_name) as access_point_name,
                 count(*) filter (where result = 'opened')::int as passes,
                 count(*) filter (where result = 'denied')::int as denials,
                 (count(*) over ())::int as points_total
            from pass_events where ${where}
           group by access_point_id order by count(*) desc, 2 limit ${REPORT_POINTS_LIMIT}`,
    ),
  ]);
  const total = days.find((row) => row.day === null) ?? { events: 0, passes: 0, denials: 0, people: 0 };
  return {
    days: days.filter((row) => row.day !== null).map(({ day, passes, denials, people }) => ({ day: day!, passes, denials, people })),
    points: points.map((row) => ({ accessPointId: row.access_point_id, accessPointName: row.access_point_name, passes: row.passes, denials: row.denials })),
    pointsTotal: points[0]?.points_total ?? 0,
    totals: { events: total.events, passes: total.passes, denials: total.denials, people: total.people },
  };
}
