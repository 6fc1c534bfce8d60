import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Database } from '../../server/db/open';
import { queryRows } from '../../server/db/rows';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-data';
import { MAX_REMEMBERED_IDS, rememberedIds, rememberIds } from '../../server/protocol/remembered';
import { createTestApp, type TestApp } from './support/test-app';

// A search of a whole counted scope asked again reads the order of its matches once and its pages by
// id (server/protocol/search-order.ts): the pages must be the direct query's, whatever changes between.
const MATCHES = 60;
const SEARCH = 'quill lane';
const LIMIT = 10;
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
  // Matches with repeated creation times (the tie-breaker decides among them) and rows the search skips.
  await t.db.execute(sql`insert into addresses (company_id, value, created_at)
    select ${companyId}::uuid, 'Quill Lane, ' || n, now() - (n % 7) * interval '1 minute' from generate_series(1, ${MATCHES}) n
    union all
    select ${companyId}::uuid, 'Quiet Road, ' || n, now() from generate_series(1, 20) n`);
});
afterAll(() => t.close());

type Order = { Sort: 'value' | 'created'; Order: 'ASC' | 'DESC' };
const BY_VALUE: Order = { Sort: 'value', Order: 'ASC' };

/** A page of the search as the API answers it. */
async function apiPage(offset: number, order: Order = BY_VALUE, limit = LIMIT) {
  const response = await t.call(
    'GetAddress',
    { Search: SEARCH, ...order, Offset: offset, Limit: limit },
    { headers: company },
  );
  expect(response.status).toBe(200);
  return {
    ids: response.body.items.map((item: { id: string }) => item.id) as string[],
    total: response.body.total as number,
  };
}

/** Every match straight from the table, in the list's order. */
async function sqlMatches(order: Order = BY_VALUE) {
  const column = order.Sort === 'value' ? sql`value` : sql`created_at`;
  const direction = order.Order === 'ASC' ? sql`asc` : sql`desc`;
  const rows = await queryRows<{ id: string }>(
    t.db,
    sql`select id from addresses where company_id = ${companyId} and lower(value) like '%quill%lane%'
      order by ${column} ${direction}, id ${direction}`,
  );
  return rows.map((row) => row.id);
}

/** Runs a write as something that bypasses the triggers would (no count, no `changes`). */
const unseen = (write: SQL) =>
  t.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(write);
  });

/** Adds a match that sorts first without the triggers seeing it, removed (unseen too) after the test. */
async function unseenFirstMatch(id: string) {
  await unseen(sql`insert into addresses (id, company_id, value) values (${id}, ${companyId}, 'Quill Lane, 0 unseen')`);
  onTestFinished(() => unseen(sql`delete from addresses where id = ${id}`));
}

describe('searched pages from the remembered order of the matches', () => {
  it('are read from the order while nothing in the scope changed', async () => {
    const before = await sqlMatches();
    // The first request counts; the second reads the order, from which later pages are read.
    expect(await apiPage(0)).toEqual({ ids: before.slice(0, LIMIT), total: before.length });
    expect(await apiPage(LIMIT)).toEqual({ ids: before.slice(LIMIT, 2 * LIMIT), total: before.length });
    // A match the triggers did not see sorts first: only the direct query finds it.
    await unseenFirstMatch('00000000-0000-4000-8000-00000000b001');
    const direct = await sqlMatches();
    expect(direct[0]).toBe('00000000-0000-4000-8000-00000000b001');
    expect(await apiPage(0)).toEqual({ ids: before.slice(0, LIMIT), total: before.length });
    expect(await apiPage(2 * LIMIT)).toEqual({ ids: before.slice(2 * LIMIT, 3 * LIMIT), total: before.length });
  });

  it('stay exact after an insert, a rename and a delete, by the API or by SQL', async () => {
    const expectExact = async () => {
      const matches = await sqlMatches();
      // Three requests: a new search, the order read, a page from it.
      for (const offset of [0, LIMIT, 5 * LIMIT]) {
        expect(await apiPage(offset)).toEqual({ ids: matches.slice(offset, offset + LIMIT), total: matches.length });
      }
    };
    await expectExact();
    const added = await t.call('AddAddress', { Value: 'Quill Lane, 0 first' }, { headers: company });
    expect(added.status).toBe(200);
    await expectExact();
    // Within the search, from the first page to a later one; out of it; back in by SQL.
    expect(
      (await t.call('EditAddress', { Id: added.body.id, Value: 'Quill Lane, 35a' }, { headers: company })).status,
    ).toBe(200);
    await expectExact();
    expect(
      (await t.call('EditAddress', { Id: added.body.id, Value: 'Elsewhere Street, 1' }, { headers: company })).status,
    ).toBe(200);
    await expectExact();
    await t.db.execute(sql`update addresses set value = 'Quill Lane, 0 again' where id = ${added.body.id}`);
    await expectExact();
    await t.db.execute(sql`insert into addresses (company_id, value) values (${companyId}, 'Quill Lane, 12b')`);
    await expectExact();
    await t.db.execute(sql`delete from addresses where id = ${added.body.id}`);
    await expectExact();
  });

  it.each([BY_VALUE, { Sort: 'value', Order: 'DESC' } as Order, { Sort: 'created', Order: 'DESC' } as Order])(
    'return each match once and in order when paged through (%o)',
    async (order) => {
      const limit = 7;
      const matches = await sqlMatches(order);
      const seen: string[] = [];
      for (let offset = 0; ; offset += limit) {
        const page = await apiPage(offset, order, limit);
        expect(page.total).toBe(matches.length);
        if (page.ids.length === 0) break;
        seen.push(...page.ids);
      }
      expect(seen).toEqual(matches);
      expect(new Set(seen).size).toBe(seen.length);
      // Past the end, again from the remembered order.
      expect(await apiPage(matches.length + 100, order)).toEqual({ ids: [], total: matches.length });
    },
  );

  it('are read the direct way in a sort that `changes` does not follow (users by key count)', async () => {
    await t.db.execute(sql`insert into users (display_name, phone_number, password_hash, keys_count)
      select 'Quill Resident ' || n, '7556' || lpad(n::text, 7, '0'), 'x', n % 5 from generate_series(1, 30) n`);
    const params = { Search: 'quill resident', Sort: 'keysCount', Order: 'DESC', Limit: LIMIT };
    const firstIds = async () =>
      (await t.call('GetUsers', { ...params, Offset: 0 }, { headers: platform })).body.items.map(
        (item: { id: string }) => item.id,
      );
    await firstIds();
    await firstIds();
    // keys_count moves without moving the users' `changes` (migration 0041).
    const [last] = await queryRows<{ id: string }>(
      t.db,
      sql`select id from users where display_name = 'Quill Resident 5'`,
    );
    await t.db.execute(sql`update users set keys_count = 100 where id = ${last.id}`);
    expect((await firstIds())[0]).toBe(last.id);
  });
});

describe('remembered orders', () => {
  const db = {} as Database;
  const owner = {};
  const ids = (list: string, count: number) => Array.from({ length: count }, (_, index) => `${list}-${index}`);

  it('are forgotten least recently used first beyond MAX_REMEMBERED_IDS, across lists', () => {
    const share = MAX_REMEMBERED_IDS / 20;
    rememberIds(db, owner, 'a', 1, ids('a', share));
    rememberIds(db, owner, 'b', 1, ids('b', share));
    expect(rememberedIds(db, owner, 'a', 1)).toHaveLength(share);
    // Up to the cap, all are kept; one id more forgets the list used longest ago: 'b', kept after 'a'
    // but not used since.
    for (let list = 0; list < 18; list++) rememberIds(db, owner, `c${list}`, 1, ids(`c${list}`, share));
    rememberIds(db, owner, 'd', 1, ids('d', 1));
    expect(rememberedIds(db, owner, 'b', 1)).toBeUndefined();
    expect(rememberedIds(db, owner, 'a', 1)).toHaveLength(share);
    expect(rememberedIds(db, owner, 'c0', 1)).toHaveLength(share);
    expect(rememberedIds(db, owner, 'd', 1)).toHaveLength(1);
    // At other changes, the list's order is not the one kept.
    expect(rememberedIds(db, owner, 'd', 2)).toBeUndefined();
  });

  it("of a search are forgotten when other lists' fill the cap, and its pages read afresh", async () => {
    const before = await sqlMatches();
    await apiPage(0);
    expect(await apiPage(LIMIT)).toEqual({ ids: before.slice(LIMIT, 2 * LIMIT), total: before.length });
    await unseenFirstMatch('00000000-0000-4000-8000-00000000b002');
    expect((await apiPage(0)).ids).toEqual(before.slice(0, LIMIT));
    rememberIds(db, owner, 'all', 1, ids('all', MAX_REMEMBERED_IDS));
    // Forgotten, the order is read again; it now holds the unseen match too, one more than the
    // remembered total, so it is not kept and the page is the direct query's.
    expect((await apiPage(0)).ids).toEqual((await sqlMatches()).slice(0, LIMIT));
  });
});
