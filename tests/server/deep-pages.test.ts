import { sql } from 'drizzle-orm';
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

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await t.signIn(DEMO_ACCOUNTS.companyAdmin, 'company');
  company = signedIn.headers;
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
