import { and, count, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedCount } from '../../server/db/row-counts';
import { addresses, companies, keys, locks, users } from '../../server/db/schema';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-data';
import { createTestApp, type TestApp } from './support/test-app';

// The counts the triggers keep must equal counting, whatever writes the rows: an Action, a bulk insert,
// a delete, a cascade.
let t: TestApp;
let company: Record<string, string>;
let companyId: string;
let platform: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await t.signIn(DEMO_ACCOUNTS.companyAdmin, 'company');
  company = signedIn.headers;
  companyId = signedIn.user.companyId!;
  platform = (await t.signIn(DEMO_ACCOUNTS.platformAdmin, 'platform')).headers;
});
afterAll(() => t.close());

const counted = async (table: typeof addresses | typeof users | typeof locks, where?: ReturnType<typeof eq>) =>
  (await t.db.select({ n: count() }).from(table).where(where))[0].n;
const addressTotal = async () => (await t.call('GetAddress', { Limit: 1 }, { headers: company })).body.total;
const userTotal = async () => (await t.call('GetUsers', { Limit: 1 }, { headers: platform })).body.total;

/** Every user's stored keys_count next to their keys, counted. */
const keyCounts = () =>
  t.db
    .select({
      stored: users.keysCount,
      actual: sql<number>`(select count(*)::int from keys where keys.user_id = users.id)`,
    })
    .from(users);

describe('stored row counts', () => {
  it('give each company’s address total, through Actions, bulk inserts and deletes', async () => {
    expect(await addressTotal()).toBe(await counted(addresses, eq(addresses.companyId, companyId)));

    await t.call('AddAddress', { Value: 'г. Москва, ул. Лесная, д. 30' }, { headers: company });
    await t.db.execute(sql`insert into addresses (company_id, value)
      select ${companyId}, 'г. Москва, ул. Лесная, д. ' || n from generate_series(40, 49) n`);
    await t.db.delete(addresses).where(and(eq(addresses.companyId, companyId), like(addresses.value, '%д. 4_')));

    const actual = await counted(addresses, eq(addresses.companyId, companyId));
    expect(actual).toBe(16);
    expect(await addressTotal()).toBe(actual);
  });

  it('give the user total, and follow a cascade', async () => {
    expect(await userTotal()).toBe(await counted(users));
    const [added] = await t.db
      .insert(users)
      .values({ displayName: 'Проверка Счётчиков', phoneNumber: '70000009999', passwordHash: 'x' })
      .returning({ id: users.id });
    expect(await userTotal()).toBe(await counted(users));

    const [other] = await t.db.insert(companies).values({ name: 'Deleted Ltd' }).returning({ id: companies.id });
    await t.db.insert(addresses).values([1, 2, 3].map((n) => ({ companyId: other.id, value: `${n} Gone Street` })));
    expect((await storedCount(t.db, { table: 'addresses', scopeId: other.id })).total).toBe(3);
    await t.db.delete(companies).where(eq(companies.id, other.id));
    expect((await storedCount(t.db, { table: 'addresses', scopeId: other.id })).total).toBe(0);

    await t.db.delete(users).where(eq(users.id, added.id));
    expect(await userTotal()).toBe(await counted(users));
  });

  it('give the locks total through Actions and bulk writes; a filtered list counts its own', async () => {
    const lockTotal = async (params: Record<string, unknown> = {}) =>
      (await t.call('GetPlatformLocks', { Limit: 1, ...params }, { headers: platform })).body.total;
    expect(await lockTotal()).toBe(await counted(locks));

    const added = await t.call(
      'RegisterLock',
      { Pid: 'COUNT-1', Name: 'Counted lock', Type: 'gate' },
      { headers: platform },
    );
    expect(added.status).toBe(200);
    await t.db.execute(sql`insert into locks (pid, name, type)
      select 'COUNT-BULK-' || n, 'Bulk lock', 'door' from generate_series(1, 10) n`);
    await t.db.delete(locks).where(like(locks.pid, 'COUNT-BULK-%'));
    expect(await t.call('DeleteLock', { LockId: added.body.id }, { headers: platform })).toMatchObject({ status: 200 });

    expect(await lockTotal()).toBe(await counted(locks));
    expect(await lockTotal({ Type: 'gate' })).toBe(await counted(locks, eq(locks.type, 'gate')));
  });

  it('is zero for a company without addresses', async () => {
    expect(
      (await storedCount(t.db, { table: 'addresses', scopeId: '00000000-0000-4000-8000-000000000000' })).total,
    ).toBe(0);
  });
});

describe('users.keys_count', () => {
  it('follows keys added, moved to another user and deleted, and sorts GetUsers', async () => {
    const [first, second] = await t.db.select({ id: users.id }).from(users).orderBy(users.phoneNumber).limit(2);
    await t.db.insert(keys).values(
      [1, 2, 3].map((n) => ({
        userId: first.id,
        phoneNumber: '79990000000',
        companyId,
        title: `Тестовый ключ ${n}`,
      })),
    );
    const [moved] = await t.db.select({ id: keys.id }).from(keys).where(eq(keys.userId, first.id)).limit(1);
    await t.db.update(keys).set({ userId: second.id }).where(eq(keys.id, moved.id));
    await t.db.delete(keys).where(eq(keys.title, 'Тестовый ключ 3'));

    const rows = await keyCounts();
    expect(rows.every((row) => row.stored === row.actual)).toBe(true);
    expect(rows.some((row) => row.stored > 0)).toBe(true);

    const most = await t.call('GetUsers', { Sort: 'keysCount', Order: 'DESC', Limit: 1 }, { headers: platform });
    expect(most.body.items[0].keysCount).toBe(Math.max(...rows.map((row) => row.actual)));
  });
});
