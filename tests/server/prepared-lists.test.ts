import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, locks } from '../../server/db/schema';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-data';
import { searchCondition } from '../../server/protocol/list';
import { riversideSession } from './support/sessions';
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

const SEARCHES = ['лесная', 'Лесная, д. 12', 'мира 12', '100%', 'lane_12', 'д', '12-2', 'nothing like it', 'ЛЕСНАЯ 12'];

async function expectFoundInline(Search: string) {
  const response = await t.call('GetAddress', { Search, Limit: 100 }, { headers: company });
  expect(response.status).toBe(200);
  const expected = await foundInline(Search);
  expect(response.body.items.map((item: { id: string }) => item.id)).toEqual(expected);
  expect(response.body.total).toBe(expected.length);
}

describe('prepared list searches', () => {
  // Searches of the same shape one after another (one pattern; then several words), so a query made
  // for the first is reused with the values of the next.
  it.each(SEARCHES)('GetAddress Search %j finds what the inline condition finds', expectFoundInline);

  it("finds the same when a search is asked again: after more other searches than a list keeps, after another list's", async () => {
    for (const Search of SEARCHES) await expectFoundInline(Search);
    for (let other = 0; other < 80; other++) {
      expect((await t.call('GetAddress', { Search: `other ${other}` }, { headers: company })).body).toEqual({
        items: [],
        total: 0,
      });
    }
    for (const Search of SEARCHES) {
      expect((await t.call('GetAbonents', { Search }, { headers: company })).status).toBe(200);
      await expectFoundInline(Search);
    }
  });

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
      (
        (await t.call('GetPlatformLocks', { Status, Sort: 'pid', Limit: 5 }, { headers })).body.items as {
          id: string;
        }[]
      ).map((lock) => lock.id);
    for (const round of [1, 2]) {
      const [online, offline] = [await ids('online'), await ids('offline')];
      expect({ round, seen: online.includes(seen.id), never: offline.includes(never.id) }).toEqual({
        round,
        seen: true,
        never: true,
      });
      expect(online.some((id) => offline.includes(id))).toBe(false);
    }
  });
});

/** The SQL each query of `during` sent, whichever driver runs the tests. */
async function queriesOf(during: () => Promise<unknown>): Promise<string[]> {
  const client = (t.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const texts: string[] = [];
  const query = client.query;
  client.query = function (this: unknown, ...args: unknown[]) {
    texts.push(typeof args[0] === 'string' ? args[0] : (args[0] as { text: string }).text);
    return query.apply(this, args);
  };
  try {
    await during();
  } finally {
    client.query = query;
  }
  return texts;
}

/** A list call's answer and whether it counted its rows (a `count(` query among those it sent). */
async function callCounting(action: 'GetCameras', params: Record<string, unknown>) {
  let body: { items: unknown[]; total: number } | undefined;
  const sent = await queriesOf(async () => (body = (await t.call(action, params, { headers: company })).body));
  return { items: body!.items.length, total: body!.total, counted: sent.some((text) => /count\(/i.test(text)) };
}

describe('a page without a stored total (the company’s cameras)', () => {
  it('is its own total when it is shorter than its limit, and is counted when it is full or past the end', async () => {
    const all = (await t.call('GetCameras', {}, { headers: company })).body.total as number;
    expect(all).toBeGreaterThan(3);
    // One short page: every row, without a count.
    expect(await callCounting('GetCameras', {})).toEqual({ items: all, total: all, counted: false });
    // A full page does not know what follows it: counted.
    expect(await callCounting('GetCameras', { Limit: 2 })).toEqual({ items: 2, total: all, counted: true });
    // The last, short page of several: its offset and its rows.
    expect(await callCounting('GetCameras', { Limit: 2, Offset: all - 1 })).toEqual({
      items: 1,
      total: all,
      counted: false,
    });
    // Past the end nothing is found, which says nothing of how many there are: counted.
    expect(await callCounting('GetCameras', { Offset: all + 5 })).toEqual({ items: 0, total: all, counted: true });
  });
});

describe('a record read by its Id', () => {
  it('is its own total on its first page, without a count; a later page is counted', async () => {
    const [address] = (await t.call('GetAddress', { Search: 'Riverside' }, { headers: company })).body.items;
    let response: Awaited<ReturnType<TestApp['call']>> | undefined;
    const sent = await queriesOf(
      async () => (response = await t.call('GetAddress', { Id: address.id }, { headers: company })),
    );
    expect(response?.body).toEqual({ items: [address], total: 1 });
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.filter((text) => /count\(/i.test(text))).toEqual([]);
    expect((await t.call('GetAddress', { Id: address.id, Offset: 1 }, { headers: company })).body).toEqual({
      items: [],
      total: 1,
    });
    const other = await riversideSession(t);
    expect((await t.call('GetAddress', { Id: address.id }, { headers: other })).body).toEqual({ items: [], total: 0 });
  });
});
