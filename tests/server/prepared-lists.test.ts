import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, locks } from '../../server/db/schema';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-data';
import { searchCondition } from '../../server/protocol/list';
import { createTestApp, type TestApp } from './support/test-app';

// Prepared lists build a query once per shape and take every value of a request from a placeholder,
// searches included; addresses are searched in their stored lower-cased copy. What a search finds must be
// exactly what ILIKE on the address itself, with the patterns written into the query, finds (the query
// before both changes), whatever searches of the same shape came before.
let t: TestApp;
let company: Record<string, string>;
let companyId: string;

const VALUES = [
  'ул. Лесная, д. 12',
  'ЛЕСНАЯ улица, дом 12',
  'Лесная 120, корпус 2',
  'пр. Мира, д. 12',
  'Мира 7 / Лесная',
  '100% Lane, 12',
  '100 Lane_12',
  'Riverside 12-2',
];

beforeAll(async () => {
  t = await createTestApp();
  const signedIn = await t.signIn(DEMO_ACCOUNTS.companyAdmin, 'company');
  company = signedIn.headers;
  companyId = signedIn.user.companyId as string;
  await t.db.insert(addresses).values(VALUES.map((value) => ({ companyId, value })));
});
afterAll(() => t.close());

/** The ids a search finds with ILIKE on the address, its patterns written into the query, in the list's order. */
async function foundInline(search: string) {
  const rows = await t.db
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.companyId, companyId), searchCondition(search, [addresses.value])))
    .orderBy(asc(addresses.value), asc(addresses.id));
  return rows.map((row) => row.id);
}

describe('prepared list searches', () => {
  // Searches of the same shape one after another (one pattern; then several words), so a query made
  // for the first is reused with the values of the next.
  it.each(['лесная', 'Лесная, д. 12', 'мира 12', '100%', 'lane_12', 'д', '12-2', 'nothing like it', 'ЛЕСНАЯ 12'])(
    'GetAddress Search %j finds what the inline condition finds',
    async (Search) => {
      const response = await t.call('GetAddress', { Search, Limit: 100 }, { headers: company });
      expect(response.status).toBe(200);
      const expected = await foundInline(Search);
      expect(response.body.items.map((item: { id: string }) => item.id)).toEqual(expected);
      expect(response.body.total).toBe(expected.length);
    },
  );

  it('pages a search with its total, the same on every page', async () => {
    const expected = await foundInline('лесная');
    expect(expected.length).toBeGreaterThan(2);
    const first = await t.call('GetAddress', { Search: 'лесная', Limit: 2 }, { headers: company });
    const rest = await t.call('GetAddress', { Search: 'лесная', Offset: 2, Limit: 100 }, { headers: company });
    expect([...first.body.items, ...rest.body.items].map((item: { id: string }) => item.id)).toEqual(expected);
    expect([first.body.total, rest.body.total]).toEqual([expected.length, expected.length]);
  });

  it('keeps a filter chosen by its value apart from the other value (locks online, then offline)', async () => {
    const { headers } = await t.signIn(DEMO_ACCOUNTS.platformAdmin, 'platform');
    // Two locks that sort first by pid: one seen just now, one never seen.
    const [seen, never] = await t.db
      .insert(locks)
      .values([
        { pid: '0000-PREPARED-1', name: 'Seen', type: 'door', lastSeenAt: new Date() },
        { pid: '0000-PREPARED-2', name: 'Never seen', type: 'door' },
      ])
      .returning({ id: locks.id });
    const ids = async (Status: string) =>
      ((await t.call('GetPlatformLocks', { Status, Sort: 'pid', Limit: 5 }, { headers })).body.items as { id: string }[]).map((lock) => lock.id);
    for (const round of [1, 2]) {
      const [online, offline] = [await ids('online'), await ids('offline')];
      expect({ round, seen: online.includes(seen.id), never: offline.includes(never.id) }).toEqual({ round, seen: true, never: true });
      expect(online.some((id) => offline.includes(id))).toBe(false);
    }
  });
});
