import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../open';

/** Rows of each list the benchmark measures (registration keys, local keys, payments). */
export const LARGE_KEYS_SIZE = 100_000;
const BATCH = 10_000;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** `values[index % length]` of an SQL integer, as SQL text. */
const cycle = (values: readonly string[], index: SQL): SQL =>
  sql`(array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[])[1 + (${index}) % ${values.length}]`;

const STATUSES = [
  'approved',
  'approved',
  'approved',
  'sent',
  'none',
  'rejected',
  'deleteUser',
  'deleteByAdmin',
  'expired',
];
const TITLES = ['Ключ от подъезда', 'Калитка', 'Паркинг', 'Гостевой ключ', 'Лифт'];
const PAYMENT_TYPES = ['card', 'card', 'sbp', 'cash', 'bankTransfer'];

/**
 * The key and payment lists of the large data set (`--scale large`), in `companyId`: 100,000 registration
 * keys (one more for each generated resident, with their phones; every seventh temporary, some of
 * those past their period), 100,000 local keys on ten local servers, 100,000 payments over two years
 * and 10,000 SIM cards. Generated inside the database in batches; amounts are whole kopecks, exact.
 */
export async function seedLargeKeysAndPayments(
  tx: Transaction,
  companyId: string,
  progress: (message: string) => void,
) {
  const company = sql`${companyId}::uuid`;
  await tx.execute(sql`
    insert into local_servers (company_id, name)
    select ${company}, 'Локальный сервер ' || n from generate_series(1, 10) as n`);
  for (let first = 1; first <= LARGE_KEYS_SIZE; first += BATCH) {
    const last = Math.min(first + BATCH - 1, LARGE_KEYS_SIZE);
    const range = sql`generate_series(${first}::int, ${last}::int) as n`;
    await tx.execute(sql`
      insert into keys (user_id, company_id, phone_number, title, status, key_type, valid_from, valid_until, created_at)
      select u.id, ${company}, '7999' || lpad(n::text, 7, '0'), ${cycle(TITLES, sql`n`)},
             case when n % 7 = 0 then 'sent' else ${cycle(STATUSES, sql`n / 7`)} end,
             case when n % 7 = 0 then 'temporary' else 'permanent' end,
             case when n % 7 = 0 then now() - (n % 60) * interval '1 day' end,
             case when n % 7 = 0 then now() + (30 - n % 60) * interval '1 day' end,
             now() - n * interval '1 minute'
      from ${range} left join users u on u.phone_number = '7999' || lpad(n::text, 7, '0')`);
    await tx.execute(sql`
      insert into local_keys (company_id, local_server_id, phone_number, title, status, date, created_at)
      select ${company}, s.id, '7998' || lpad(n::text, 7, '0'), ${cycle(TITLES, sql`n`)},
             ${cycle(STATUSES, sql`n / 3`)}, (now() - n * interval '10 minutes')::date, now() - n * interval '10 minutes'
      from ${range}
      join (select id, row_number() over (order by name) - 1 as k from local_servers where company_id = ${company}) s
        on s.k = n % 10`);
    await tx.execute(sql`
      insert into payments (company_id, abonent_name, phone_number, perimeter_name, payment_date, period_till,
                            amount, payment_type, description, account_number)
      select ${company}, 'Абонент ' || n, '7999' || lpad(n::text, 7, '0'), 'Корпус ' || (1 + n % 5),
             now() - n * interval '10 minutes', ((now() - n * interval '10 minutes') + interval '1 month')::date,
             (100 + (n * 7919) % 490000) / 100.0, ${cycle(PAYMENT_TYPES, sql`n`)}, 'Оплата доступа',
             'ЛС-' || lpad((n % 40000)::text, 8, '0')
      from ${range}`);
    progress(`${last} of ${LARGE_KEYS_SIZE} registration keys, local keys and payments`);
  }
  await tx.execute(sql`
    insert into sim_cards (company_id, place, phone_number, paid_up_to)
    select ${company}, 'Шкаф связи, корпус ' || (1 + n % 5) || ', подъезд ' || (1 + n % 4) || ' №' || n,
           '7958' || lpad(n::text, 7, '0'), (now() + (n % 400 - 30) * interval '1 day')::date
    from generate_series(1, ${LARGE_KEYS_SIZE / 10}::int) as n`);
}
