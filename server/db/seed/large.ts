import { count, eq, type SQL, sql } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords';
import type { Database } from '../open';
import { accessPointDefaults } from '../../../contract/access-point';
import { lockTypes } from '../../../contract/platform-lock';
import { companies, companyProfiles, locks, users } from '../schema';
import { seedLargeKeysAndPayments } from './large-keys';

/** The company admin of the large data set: one profile, bound at sign-in to the 100,000 addresses. */
export const LARGE_ACCOUNTS = { companyAdmin: '70000000004' } as const;

const LARGE_SIZE = 100_000;
const BATCH = 10_000;
export const LARGE_COMPANY_NAME = 'УК «Большой город»';

export const MALE_FIRST = ['Александр', 'Дмитрий', 'Максим', 'Сергей', 'Андрей', 'Алексей', 'Иван', 'Михаил'];
export const MALE_LAST = [
  'Иванов',
  'Смирнов',
  'Кузнецов',
  'Попов',
  'Васильев',
  'Петров',
  'Соколов',
  'Морозов',
  'Волков',
];
export const FEMALE_FIRST = ['Анна', 'Мария', 'Елена', 'Ольга', 'Наталья', 'Татьяна', 'Ирина', 'Екатерина'];
export const FEMALE_LAST = MALE_LAST.map((name) => `${name}а`);
const STREETS = [
  'ул. Лесная',
  'ул. Садовая',
  'ул. Школьная',
  'ул. Молодёжная',
  'ул. Центральная',
  'ул. Советская',
  'ул. Новая',
  'ул. Набережная',
  'ул. Заречная',
  'ул. Зелёная',
  'пр. Мира',
  'ул. Гагарина',
  'ул. Пушкина',
  'ул. Лермонтова',
  'ул. Строителей',
  'ул. Полевая',
  'ул. Луговая',
  'ул. Парковая',
  'ул. Речная',
  'ул. Солнечная',
];
const HOUSES = 200;

/** The element of `values` at the SQL integer `index`, cycling: varied, realistic generated text. */
export const pick = (values: readonly string[], index: SQL): SQL =>
  sql`(array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[])[1 + (${index}) % ${values.length}]`;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The platform's locks list at the benchmark's size: locks in stock (no company yet), of every type,
 * a third of them seen by the platform in the last ten hours (some online, most offline).
 */
async function seedStockLocks(tx: Transaction, progress: (message: string) => void) {
  for (let first = 1; first <= LARGE_SIZE; first += BATCH) {
    const last = Math.min(first + BATCH - 1, LARGE_SIZE);
    await tx.execute(sql`
      insert into locks (pid, name, type, controller_phone, last_seen_at, created_at)
      select 'ST-' || lpad(n::text, 6, '0'), 'Замок на складе №' || n, ${pick(lockTypes, sql`n`)},
             '7957' || lpad(n::text, 7, '0'),
             case when n % 3 = 0 then now() - (n % 600) * interval '1 minute' end,
             now() - n * interval '1 minute'
      from generate_series(${first}::int, ${last}::int) as n`);
  }
  progress(`${LARGE_SIZE} locks in stock`);
}

/**
 * Adds the benchmark data set (`npm run seed -- --scale large`): a company with 100,000 addresses and
 * 100,000 users, some with keys, 100,000 each of registration keys, local keys and payments
 * (large-keys.ts) and 100,000 locks in the platform's stock, generated inside the database in batches.
 * Says whether it added it (it is added once). The generated users share one password hash: argon2 is deliberately too slow to
 * hash 100,000 passwords.
 */
export async function seedLarge(db: Database, password: string, progress: (message: string) => void): Promise<boolean> {
  const [{ existing }] = await db
    .select({ existing: count() })
    .from(users)
    .where(eq(users.phoneNumber, LARGE_ACCOUNTS.companyAdmin));
  if (existing > 0) return false;
  const passwordHash = await hashPassword(password);

  await db.transaction(async (tx) => {
    const [company] = await tx.insert(companies).values({ name: LARGE_COMPANY_NAME }).returning({ id: companies.id });
    const [admin] = await tx
      .insert(users)
      .values({
        displayName: 'Роман Белов',
        phoneNumber: LARGE_ACCOUNTS.companyAdmin,
        email: 'r.belov@bolshoy-gorod.ru',
        emailConfirmed: true,
        passwordHash,
      })
      .returning({ id: users.id });
    await tx.insert(companyProfiles).values({ userId: admin.id, companyId: company.id, role: 'director' });

    for (let first = 1; first <= LARGE_SIZE; first += BATCH) {
      const last = Math.min(first + BATCH - 1, LARGE_SIZE);
      await tx.execute(sql`
        insert into users (display_name, phone_number, email, email_confirmed, password_hash, created_at)
        select case when n % 2 = 0
                 then ${pick(MALE_FIRST, sql`n / 2`)} || ' ' || ${pick(MALE_LAST, sql`n / 16`)}
                 else ${pick(FEMALE_FIRST, sql`n / 2`)} || ' ' || ${pick(FEMALE_LAST, sql`n / 16`)} end,
               '7999' || lpad(n::text, 7, '0'),
               case when n % 4 = 0 then null else 'resident' || n || '@bolshoy-gorod.example' end,
               n % 3 = 0,
               ${passwordHash},
               now() - n * interval '1 minute'
        from generate_series(${first}::int, ${last}::int) as n`);
      await tx.execute(sql`
        insert into addresses (company_id, value, created_at)
        select ${company.id}::uuid,
               'г. Москва, ' || ${pick(STREETS, sql`n`)}
                 || ', д. ' || (1 + n / ${STREETS.length} % ${HOUSES})
                 || ', кв. ' || (1 + n / ${STREETS.length * HOUSES}),
               now() - n * interval '1 minute'
        from generate_series(${first}::int, ${last}::int) as n`);
      progress(`${last} of ${LARGE_SIZE} users and addresses`);
    }
    // Every third resident has a key, so sorting users by key count means something.
    await tx.execute(sql`
      insert into keys (user_id, company_id, phone_number, title, status)
      select id, ${company.id}::uuid, phone_number, 'Ключ от подъезда', 'approved' from users
      where phone_number like '7999%' and right(phone_number, 1) in ('0', '3', '7')`);
    await seedLargeKeysAndPayments(tx, company.id, progress);
    await seedStockLocks(tx, progress);
  });
  // What autovacuum would do in a while: fresh statistics, so the planner uses the list indexes at once;
  // the visibility map, so deep pages skip rows in their index alone; the GIN indexes' pending entries
  // merged, so searches do not scan them.
  await db.execute(sql`vacuum analyze`);
  return true;
}

/** The access tree of the large data set: objects x buildings x entrances x points, plus an empty room each. */
export const LARGE_ACCESS = { objects: 200, buildings: 5, entrances: 4, pointsPerEntrance: 4 } as const;

/**
 * Adds the access tree benchmark (`--scale large`) to the large company: 200 objects, each with five
 * buildings of four entrances with four points, and a technical room without points (about 21,400
 * nodes), and a lock per point. Says whether it added it (it is added once).
 */
export async function seedLargeAccess(db: Database, progress: (message: string) => void): Promise<boolean> {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, LARGE_COMPANY_NAME));
  if (!company) return false;
  const [{ existing }] = await db.select({ existing: count() }).from(locks).where(eq(locks.companyId, company.id));
  if (existing > 0) return false;
  const { objects, buildings, entrances, pointsPerEntrance } = LARGE_ACCESS;
  const companyId = sql`${company.id}::uuid`;

  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into access_objects (company_id, display_name, description, categories, created_at)
      select ${companyId}, 'ЖК «' || ${pick(STREETS, sql`n`)} || '» №' || n,
             ${`Жилой комплекс, корпусов: ${buildings}`}, array['residential'],
             now() - n * interval '1 day'
      from generate_series(1, ${objects}::int) as n`);
    await tx.execute(sql`
      insert into access_perimeters (company_id, access_object_id, display_name)
      select ${companyId}, o.id, 'Корпус ' || b
      from access_objects o cross join generate_series(1, ${buildings}::int) as b
      where o.company_id = ${companyId}
      union all
      select ${companyId}, o.id, 'Техническое помещение' from access_objects o where o.company_id = ${companyId}`);
    await tx.execute(sql`
      insert into access_perimeters (company_id, access_object_id, parent_id, display_name)
      select ${companyId}, p.access_object_id, p.id, 'Подъезд ' || e
      from access_perimeters p cross join generate_series(1, ${entrances}::int) as e
      where p.company_id = ${companyId} and p.parent_id is null and p.display_name like 'Корпус %'`);
    progress('access objects and perimeters');
    await tx.execute(sql`
      insert into locks (pid, name, type, company_id, settings)
      select 'BG-' || lpad(n::text, 6, '0'), 'Замок ' || n, 'door', ${companyId}, '{"ble": true}'::jsonb
      from generate_series(1, ${objects * buildings * entrances * pointsPerEntrance}::int) as n`);
    await tx.execute(sql`
      insert into access_points (company_id, access_object_id, perimeter_id, lock_id, display_name, type,
                                 open_time, distance, default_key_settings, key_restrictions)
      select ${companyId}, slot.access_object_id, slot.perimeter_id, l.id,
             (array['Дверь подъезда', 'Калитка', 'Лифт', 'Выход во двор'])[slot.k], 'Default',
             ${accessPointDefaults.openTime}, ${accessPointDefaults.distance},
             ${JSON.stringify(accessPointDefaults.defaultKeySettings)}::jsonb,
             ${JSON.stringify(accessPointDefaults.keyUsage.restrictions)}::jsonb
      from (
        select p.access_object_id, p.id as perimeter_id, k,
               row_number() over (order by p.id, k) as n
        from access_perimeters p cross join generate_series(1, ${pointsPerEntrance}::int) as k
        where p.company_id = ${companyId} and p.parent_id is not null
      ) slot
      join locks l on l.pid = 'BG-' || lpad(slot.n::text, 6, '0')`);
    progress('access points and locks');
  });
  await db.execute(sql`analyze access_objects, access_perimeters, access_points, locks`);
  return true;
}
