import { type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../../server/db/rows';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-data';
import { DEEP_OFFSET } from '../../server/protocol/list';
import { createTestApp, type TestApp } from './support/test-app';

// Pages from DEEP_OFFSET on are read another way (keys first, then their rows): they must continue the
// near pages exactly, in every sort and with a search.
const EXTRA = DEEP_OFFSET + 50;
let t: TestApp;
let company: Record<string, string>;
let platform: Record<string, string>;
let companyId: string;

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await t.signIn(DEMO_ACCOUNTS.companyAdmin, 'company');
  company = signedIn.headers;
  companyId = signedIn.user.companyId!;
  platform = (await t.signIn(DEMO_ACCOUNTS.platformAdmin, 'platform')).headers;
  // Repeated sort values, so that the tie-breaker decides the order too.
  await t.db.execute(sql`insert into addresses (company_id, value, created_at)
    select ${signedIn.user.companyId}, 'Deep Lane, ' || n, now() - (n % 400) * interval '1 minute'
    from generate_series(1, ${EXTRA}) n`);
  await t.db.execute(sql`insert into users (display_name, phone_number, password_hash, keys_count)
    select 'Deep Resident ' || (n % 300), '7555' || lpad(n::text, 7, '0'), 'x', n % 7
    from generate_series(1, ${EXTRA}) n`);
  // Locks in stock and given to the company, so sorting by company name has repeats and empties.
  await t.db.execute(sql`insert into locks (pid, name, type, company_id)
    select 'DEEP-' || lpad(n::text, 5, '0'), 'Deep lock ' || (n % 200), 'door',
           case when n % 3 = 0 then ${signedIn.user.companyId}::uuid end
    from generate_series(1, ${EXTRA}) n`);
});
afterAll(() => t.close());

/** The ids at positions [from, from + 20) read as near pages, and as one deep page from DEEP_OFFSET. */
async function acrossTheBoundary(action: string, headers: Record<string, string>, params: Record<string, unknown>) {
  const ids = (body: { items: { id: string }[] }) => body.items.map((item) => item.id);
  const near = await t.call(action, { ...params, Offset: DEEP_OFFSET - 10, Limit: 20 }, { headers });
  const deep = await t.call(action, { ...params, Offset: DEEP_OFFSET, Limit: 10 }, { headers });
  expect(deep.status).toBe(200);
  expect(deep.body.total).toBe(near.body.total);
  return { near: ids(near.body).slice(10), deep: ids(deep.body) };
}

describe('deep pages', () => {
  it.each([
    { Sort: 'value', Order: 'ASC' },
    { Sort: 'created', Order: 'DESC' },
    { Search: 'deep lane', Sort: 'value', Order: 'DESC' },
  ])('continue the near pages of GetAddress (%o)', async (params) => {
    const { near, deep } = await acrossTheBoundary('GetAddress', company, params);
    expect(deep).toHaveLength(10);
    expect(deep).toEqual(near);
  });

  it.each([
    { Sort: 'keysCount', Order: 'DESC' },
    { Sort: 'displayName', Order: 'ASC' },
    { Search: 'resident', Sort: 'phoneNumber', Order: 'ASC' },
  ])('continue the near pages of GetUsers (%o)', async (params) => {
    const { near, deep } = await acrossTheBoundary('GetUsers', platform, params);
    expect(deep).toHaveLength(10);
    expect(deep).toEqual(near);
  });

  it.each([
    { Sort: 'pid', Order: 'ASC' },
    { Sort: 'companyName', Order: 'DESC' },
    { Search: 'deep lock', Sort: 'name', Order: 'ASC' },
  ])('continue the near pages of GetPlatformLocks (%o)', async (params) => {
    const { near, deep } = await acrossTheBoundary('GetPlatformLocks', platform, params);
    expect(deep).toHaveLength(10);
    expect(deep).toEqual(near);
  });
});

/** Runs a write as something that bypasses the triggers would (no count, no `changes`). */
const unseen = (write: SQL) =>
  t.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(write);
  });

describe('deep pages from remembered positions', () => {
  const OFFSET = DEEP_OFFSET + 7;
  const deepIds = async () =>
    (
      await t.call('GetAddress', { Sort: 'value', Order: 'ASC', Offset: OFFSET, Limit: 10 }, { headers: company })
    ).body.items.map((item: { id: string }) => item.id);
  /** The same page straight from the table, as OFFSET means it. */
  const expectedIds = async () =>
    (
      await queryRows<{ id: string }>(
        t.db,
        sql`select id from addresses where company_id = ${companyId} order by value, id offset ${OFFSET} limit 10`,
      )
    ).map((row) => row.id);

  it('are read from the position remembered while nothing in the scope changed', async () => {
    expect(await deepIds()).toEqual(await expectedIds());
    // A row the triggers did not see moves every later row by one; the remembered position does not
    // know, which shows the page came from it.
    await unseen(
      sql`insert into addresses (id, company_id, value) values ('00000000-0000-4000-8000-00000000a001', ${companyId}, 'Aaa first')`,
    );
    const fromPosition = await deepIds();
    const direct = await expectedIds();
    expect(fromPosition).not.toEqual(direct);
    expect(fromPosition.slice(0, 9)).toEqual(direct.slice(1));
    await unseen(sql`delete from addresses where id = '00000000-0000-4000-8000-00000000a001'`);
    expect(await deepIds()).toEqual(await expectedIds());
  });

  it('stay exact after an insert, a new value and a delete before them, by the API or by SQL', async () => {
    expect(await deepIds()).toEqual(await expectedIds());
    const added = await t.call('AddAddress', { Value: 'Aaa Street, 1' }, { headers: company });
    expect(added.status).toBe(200);
    expect(await deepIds()).toEqual(await expectedIds());
    // A value that moves the row from the start to after the page.
    expect(
      (await t.call('EditAddress', { Id: added.body.id, Value: 'Zzz Street, 1' }, { headers: company })).status,
    ).toBe(200);
    expect(await deepIds()).toEqual(await expectedIds());
    await t.db.execute(sql`update addresses set value = 'Aaa Street, 2' where id = ${added.body.id}`);
    expect(await deepIds()).toEqual(await expectedIds());
    await t.db.execute(sql`delete from addresses where id = ${added.body.id}`);
    expect(await deepIds()).toEqual(await expectedIds());
  });

  it('answer an empty page past the end', async () => {
    const past = await t.call('GetAddress', { Offset: 100_000, Limit: 10 }, { headers: company });
    expect(past.status).toBe(200);
    expect(past.body.items).toEqual([]);
    expect(past.body.total).toBeGreaterThan(DEEP_OFFSET);
  });
});

describe('search totals', () => {
  const searchTotal = async () =>
    (await t.call('GetAddress', { Search: 'deep lane, 10', Limit: 5 }, { headers: company })).body.total as number;
  const counted = async () =>
    (
      await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from addresses where company_id = ${companyId} and value ilike '%deep lane%10%'`,
      )
    )[0].n;

  it('are counted once and read again while nothing in the scope changed, and counted anew after a change', async () => {
    const first = await searchTotal();
    expect(first).toBe(await counted());
    // A row the triggers did not see is not counted: the total was remembered.
    await unseen(
      sql`insert into addresses (id, company_id, value) values ('00000000-0000-4000-8000-00000000a002', ${companyId}, 'Deep Lane, 10 bis')`,
    );
    expect(await searchTotal()).toBe(first);
    await unseen(sql`delete from addresses where id = '00000000-0000-4000-8000-00000000a002'`);
    // A match added, renamed away and back, by the API and by SQL: each is counted.
    const added = await t.call('AddAddress', { Value: 'Deep Lane, 10 annex' }, { headers: company });
    expect(await searchTotal()).toBe(first + 1);
    await t.call('EditAddress', { Id: added.body.id, Value: 'Shallow Lane, 1' }, { headers: company });
    expect(await searchTotal()).toBe(first);
    await t.db.execute(sql`update addresses set value = 'Deep Lane, 10 annex' where id = ${added.body.id}`);
    expect(await searchTotal()).toBe(first + 1);
    await t.db.execute(sql`delete from addresses where id = ${added.body.id}`);
    expect(await searchTotal()).toBe(await counted());
  });
});
