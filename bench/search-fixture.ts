import { eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../server/db/open';
import { companies } from '../server/db/schema';
import { FEMALE_FIRST, FEMALE_LAST, LARGE_COMPANY_NAME, MALE_FIRST, MALE_LAST, pick } from '../server/db/seed/large';

/**
 * The residents of the large company for the search benchmark: 100,000 abonents, each at one of its
 * addresses with a phone, a card (a second one for every third) and, for every fifth, a car. The large
 * data set has its addresses and doors but no abonents; the search's main kind needs them at that size.
 */
export const SEARCH_ABONENTS = 100_000;
const BATCH = 10_000;
/** Abonent n's first card: unique within the company, below 2^24. */
export const cardOf = (n: number) => 1_000_000 + n * 7;
/** Abonent n's phone: 7926 and n in seven digits. */
export const phoneOf = (n: number) => `7926${String(n).padStart(7, '0')}`;
/** The Cyrillic letters of Russian plates, and abonent n's (every fifth has a car). */
const PLATE_LETTERS = ['А', 'В', 'Е', 'К', 'М', 'Н', 'О', 'Р', 'С', 'Т', 'У', 'Х'];
const REGIONS = ['77', '97', '99', '177', '197', '199', '777', '799', '50', '750'];
const PATRONYMICS = ['Сергеевич', 'Андреевич', 'Иванович', 'Дмитриевич', 'Алексеевич', 'Михайлович'];
const letter = (n: number) => PLATE_LETTERS[n % PLATE_LETTERS.length];
export const plateOf = (n: number) =>
  `${letter(n)}${String(n % 1000).padStart(3, '0')}${letter(Math.floor(n / 12))}${letter(Math.floor(n / 144))}${REGIONS[n % REGIONS.length]}`;

/**
 * Added in one transaction with the triggers off (the cluster's superuser): the credential triggers would
 * have every door's set recomputed at commit for these abonents, which take no part in a search and hold
 * no access zone, and that took longer than the whole benchmark. Their stored count is set after.
 */
export async function seedSearchAbonents(db: Database, progress: (message: string) => void): Promise<void> {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, LARGE_COMPANY_NAME));
  await db.transaction((tx) => addAbonents(tx, company.id, progress));
  await db.execute(sql`vacuum analyze abonents, abonent_codes`);
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

async function addAbonents(tx: Transaction, id: string, progress: (message: string) => void) {
  await tx.execute(sql`set local session_replication_role = replica`);
  const companyId = sql`${id}::uuid`;
  const letters = (index: SQL) => pick(PLATE_LETTERS, index);
  for (let first = 1; first <= SEARCH_ABONENTS; first += BATCH) {
    const last = Math.min(first + BATCH - 1, SEARCH_ABONENTS);
    await tx.execute(sql`
      with numbered as (
        select id as address_id, row_number() over (order by id) as n from addresses where company_id = ${companyId}
      )
      insert into abonents (company_id, name, phone_number, address_id, cars, created_at)
      select ${companyId},
             case when n % 2 = 0
               then ${pick(MALE_LAST, sql`n / 16`)} || ' ' || ${pick(MALE_FIRST, sql`n / 2`)} || ' ' || ${pick(PATRONYMICS, sql`n / 3`)}
               else ${pick(FEMALE_LAST, sql`n / 16`)} || ' ' || ${pick(FEMALE_FIRST, sql`n / 2`)} end,
             '7926' || lpad(n::text, 7, '0'),
             address_id,
             case when n % 5 = 0 then jsonb_build_array(jsonb_build_object('number',
               ${letters(sql`n`)} || lpad((n % 1000)::text, 3, '0') || ${letters(sql`n / 12`)} || ${letters(sql`n / 144`)}
                 || ${pick(REGIONS, sql`n`)})) else '[]'::jsonb end,
             now() - n * interval '1 minute'
      from generate_series(${first}::int, ${last}::int) as s(n) left join numbered using (n)`);
    progress(`${last} of ${SEARCH_ABONENTS} abonents`);
  }
  // Their cards: abonent n (by phone) has cardOf(n), every third a second one too.
  await tx.execute(sql`
    insert into abonent_codes (company_id, abonent_id, code)
    select ${companyId}, id, 1000000 + substr(phone_number, 5)::int * 7 from abonents
    where company_id = ${companyId} and phone_number like '7926%'
    union all
    select ${companyId}, id, 8000000 + substr(phone_number, 5)::int from abonents
    where company_id = ${companyId} and phone_number like '7926%' and substr(phone_number, 5)::int % 3 = 0`);
  progress('their cards');
  await tx.execute(sql`
    insert into row_counts (table_name, scope_id, row_count)
    select 'abonents', ${companyId}, count(*) from abonents where company_id = ${companyId}
    on conflict (table_name, scope_id) do update set row_count = excluded.row_count`);
}
