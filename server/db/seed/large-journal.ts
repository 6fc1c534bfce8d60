import { count, eq, sql } from 'drizzle-orm';
import { ensurePassEventMonths } from '../../journal/partitions';
import { storePassEvents } from '../../journal/store';
import type { Database } from '../open';
import { queryRows } from '../rows';
import { companies, passEvents } from '../schema';
import { FEMALE_FIRST, FEMALE_LAST, LARGE_COMPANY_NAME, MALE_FIRST, MALE_LAST, pick } from './large';

/** The journal's benchmark size (spec item 7): this many events over the last twelve months. */
export const LARGE_JOURNAL = { events: 5_000_000, months: 12 } as const;
const CHUNK = 250_000;

/**
 * Adds the journal's benchmark data (`--scale large`) to the large company after its access tree: five
 * million pass events over a year, spread over its 16,000 points and 100,000 residents, of every key
 * type, about one in fourteen refused, generated inside the database (generate_series) a chunk at a time
 * into the month partitions. Says whether it added them (once).
 */
export async function seedLargeJournal(db: Database, progress: (message: string) => void): Promise<boolean> {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, LARGE_COMPANY_NAME));
  if (!company) return false;
  const [{ existing }] = await db
    .select({ existing: count() })
    .from(passEvents)
    .where(eq(passEvents.companyId, company.id));
  if (existing > 0) return false;

  const end = Date.now() - 60_000;
  const span = LARGE_JOURNAL.months * 30.4 * 86_400_000;
  const start = end - span;
  const months: Date[] = [];
  for (let at = start; at < end + 31 * 86_400_000; at += 28 * 86_400_000) months.push(new Date(Math.min(at, end)));
  await ensurePassEventMonths(db, months);
  const companyId = sql`${company.id}::uuid`;
  const person = sql`((n * 7919) % 100000 + 1)::int`;

  await db.transaction(async (tx) => {
    await tx.execute(sql`
      create temporary table large_journal_points on commit drop as
      select row_number() over (order by id) - 1 as k, id, display_name from access_points where company_id = ${companyId}`);
    const [{ points }] = await queryRows<{ points: number }>(
      tx,
      sql`select count(*)::int as points from large_journal_points`,
    );
    const [server] = await queryRows<{ id: string }>(
      tx,
      sql`select id from local_servers where company_id = ${companyId} order by name limit 1`,
    );
    for (let first = 1; first <= LARGE_JOURNAL.events; first += CHUNK) {
      const last = Math.min(first + CHUNK - 1, LARGE_JOURNAL.events);
      // Event n falls at its share of the year, to the millisecond; its kind, person and point follow from n.
      // Stored as the devices' batches are (store.ts), so each event has its person's previous one.
      await storePassEvents(
        tx,
        company.id,
        sql`
        select date_trunc('milliseconds', to_timestamp(${start / 1000}::float8 + n * ${span / 1000 / LARGE_JOURNAL.events}::float8)) as occurred_at,
               ${companyId} as company_id, p.id as access_point_id, p.display_name as access_point_name, 'device' as source,
               ${server?.id ?? null}::uuid as local_server_id, 'large-' || n as device_event_id, e.key_type,
               case when e.key_type in ('card', 'ble') then (1000000 + ${person})::text end as card_id,
               case when e.key_type in ('mobile', 'gsm', 'remote') then '7999' || lpad(${person}::text, 7, '0') end as phone,
               case when e.key_type = 'gsm' and n % 3 = 0 then 'А' || lpad((${person} % 1000)::text, 3, '0') || 'ВС77' end as car_plate,
               case when e.denied then 'denied' else 'opened' end as result,
               case when e.denied then 'unknownKey' end as denial_reason,
               null::uuid as abonent_id,
               case when e.key_type <> 'button' and not e.denied then
                 case when ${person} % 2 = 0 then ${pick(MALE_FIRST, sql`${person} / 2`)} || ' ' || ${pick(MALE_LAST, sql`${person} / 16`)}
                      else ${pick(FEMALE_FIRST, sql`${person} / 2`)} || ' ' || ${pick(FEMALE_LAST, sql`${person} / 16`)} end end as user_name,
               case when e.key_type <> 'button' and not e.denied then 'Корпус ' || (1 + ${person} % 5) end as access_zone,
               jsonb_build_object('rule', case when e.key_type = 'button' then 'exitButton' when e.denied then 'unknownKey' else 'abonentAllowed' end) as decision
        from generate_series(${first}::bigint, ${last}::bigint) as n
        cross join lateral (
          select (array['card','card','card','card','card','card','mobile','mobile','mobile','mobile',
                        'button','button','button','button','gsm','gsm','gsm','remote','ble','ble'])[(1 + n % 20)::int] as key_type,
                 n % 14 = 0 and n % 20 not between 10 and 13 as denied
        ) e
        join large_journal_points p on p.k = (n * 104729) % ${points}`,
      );
      progress(`${last} of ${LARGE_JOURNAL.events} pass events`);
    }
  });
  await db.execute(sql`vacuum analyze pass_events`);
  return true;
}
