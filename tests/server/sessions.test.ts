/**
 * Sessions a person sees and ends: their own in either area (GetOwnSessions, EndOwnSession,
 * EndOtherOwnSessions), a user's for the platform (GetUserSessions, EndUserSessions), each ended one on
 * the audit trail, and the sign-in history beside them.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInUser } from '../../contract/auth';
import type { SessionRecord } from '../../contract/session';
import { describeUserAgent } from '../../contract/user-agent';
import { totpCode } from '../../server/auth/two-factor';
import { DEFAULT_DEMO_PASSWORD, DEMO_ACCOUNTS, DEMO_TOTP_SECRET } from '../../server/db/seed/demo-data';
import { authorization, createTestApp, type TestApp } from './support/test-app';

let t: TestApp;

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** Signs in from an address with a browser, as a person's device does. */
async function signInFrom(phoneNumber: string, area: 'company' | 'platform', ip: string, userAgent: string) {
  const from = { headers: { 'user-agent': userAgent }, remoteAddress: ip };
  let response = await t.call('Login', { PhoneNumber: phoneNumber, Password: DEFAULT_DEMO_PASSWORD, Area: area }, from);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  // The demo operator's second factor: the session starts with its code, from the same device.
  if (response.body.twoFactor) {
    const code = totpCode(DEMO_TOTP_SECRET);
    response = await t.call('VerifyTwoFactor', { Challenge: response.body.challenge, Code: code }, from);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
  }
  const user = response.body as SignedInUser;
  return { user, headers: authorization(user), id: user.credentials.apiKeyId };
}

const own = async (headers: Record<string, string>) => {
  const response = await t.call('GetOwnSessions', {}, { headers });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as { items: SessionRecord[]; total: number };
};

const rowsOf = <Row>(result: unknown): Row[] =>
  Array.isArray(result) ? (result as Row[]) : ((result as { rows: Row[] }).rows ?? []);

interface TrailRow {
  user_id: string | null;
  session_id: string | null;
  action: string;
  ip: string | null;
  record_id: string | null;
  operation: string;
  changes: Record<string, [unknown, unknown]>;
}

async function lastTrailId(): Promise<string> {
  const [row] = rowsOf<{ id: string }>(await t.db.execute(sql`select coalesce(max(id), 0)::text as id from audit_log`));
  return row.id;
}

async function trailAfter(id: string): Promise<TrailRow[]> {
  return rowsOf<TrailRow>(
    await t.db.execute(sql`select user_id::text as user_id, session_id::text as session_id, action, ip,
      record_id, operation, changes from audit_log where id > ${id}::bigint order by id`),
  );
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('own sessions', () => {
  it('lists the user’s own sessions with address, browser, company and times, the calling one marked', async () => {
    const office = await signInFrom(DEMO_ACCOUNTS.companyAdmin, 'company', '203.0.113.10', CHROME_WINDOWS);
    const home = await signInFrom(DEMO_ACCOUNTS.companyAdmin, 'company', '198.51.100.7', FIREFOX_LINUX);
    const { items, total } = await own(office.headers);
    expect(total).toBe(items.length);
    // The calling session first, the one signed in since after it.
    expect(items.slice(0, 2).map((item) => item.id)).toEqual([office.id, home.id]);
    const mine = items.find((item) => item.id === office.id)!;
    expect(mine).toMatchObject({
      area: 'company',
      ip: '203.0.113.10',
      userAgent: CHROME_WINDOWS,
      companyId: office.user.companyId,
      companyName: 'УК «Северный квартал»',
      current: true,
    });
    expect(Date.parse(mine.created)).toBeGreaterThan(Date.now() - 60_000);
    expect(Date.parse(mine.expires)).toBeGreaterThan(Date.now());
    expect(mine.lastUsed).not.toBeNull();
    expect(items.find((item) => item.id === home.id)).toMatchObject({
      ip: '198.51.100.7',
      current: false,
    });
    expect(describeUserAgent(mine.userAgent)).toEqual({ browser: 'Chrome', version: '131', system: 'Windows' });
    // No token, nor its hash, ever leaves the server.
    const text = JSON.stringify(items);
    expect(text).not.toContain(office.user.credentials.token);
    expect(text).not.toContain(home.user.credentials.token);
    expect(text).not.toMatch(/token/i);
  });

  it('shows nobody else’s sessions', async () => {
    const mine = await signInFrom(DEMO_ACCOUNTS.companyAdmin, 'company', '203.0.113.11', CHROME_WINDOWS);
    const theirs = await signInFrom(DEMO_ACCOUNTS.multiCompanyAdmin, 'company', '203.0.113.12', FIREFOX_LINUX);
    const ids = (await own(mine.headers)).items.map((item) => item.id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(theirs.id);
  });

  it('ends one: it is refused from its next call on, the others go on', async () => {
    const phone = await signInFrom(DEMO_ACCOUNTS.companyAdmin, 'company', '203.0.113.20', FIREFOX_LINUX);
    const laptop = await signInFrom(DEMO_ACCOUNTS.companyAdmin, 'company', '203.0.113.21', CHROME_WINDOWS);
    const ended = await t.call('EndOwnSession', { SessionId: phone.id }, { headers: laptop.headers });
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    expect((await t.call('GetAddress', {}, { headers: phone.headers })).status).toBe(401);
    expect((await t.call('GetAddress', {}, { headers: laptop.headers })).status).toBe(200);
    expect((await own(laptop.headers)).items.map((item) => item.id)).not.toContain(phone.id);
    // Ended already: nothing to end.
    expect((await t.call('EndOwnSession', { SessionId: phone.id }, { headers: laptop.headers })).status).toBe(404);
  });

  it('ending the calling session is signing out', async () => {
    const session = await signInFrom(DEMO_ACCOUNTS.companyAdmin, 'company', '203.0.113.22', CHROME_WINDOWS);
    expect((await t.call('EndOwnSession', { SessionId: session.id }, { headers: session.headers })).status).toBe(200);
    expect((await t.call('GetOwnSessions', {}, { headers: session.headers })).status).toBe(401);
  });

  it('cannot end another user’s session: 404, and it goes on', async () => {
    const mine = await signInFrom(DEMO_ACCOUNTS.companyAdmin, 'company', '203.0.113.30', CHROME_WINDOWS);
    const theirs = await signInFrom(DEMO_ACCOUNTS.platformAdmin, 'platform', '203.0.113.31', FIREFOX_LINUX);
    const refused = await t.call('EndOwnSession', { SessionId: theirs.id }, { headers: mine.headers });
    expect(refused.status).toBe(404);
    const all = await t.call('EndOtherOwnSessions', {}, { headers: mine.headers });
    expect(all.status).toBe(200);
    expect((await t.call('GetOwnSessions', {}, { headers: theirs.headers })).status).toBe(200);
    // The platform's Actions are not a company admin's.
    expect((await t.call('GetUserSessions', { UserId: theirs.user.id }, { headers: mine.headers })).status).toBe(403);
    expect((await t.call('EndUserSessions', { UserId: theirs.user.id }, { headers: mine.headers })).status).toBe(403);
  });

  it('signs out everywhere else, keeping the calling session', async () => {
    const first = await signInFrom(DEMO_ACCOUNTS.multiCompanyAdmin, 'company', '203.0.113.40', CHROME_WINDOWS);
    const second = await signInFrom(DEMO_ACCOUNTS.multiCompanyAdmin, 'company', '203.0.113.41', FIREFOX_LINUX);
    const response = await t.call('EndOtherOwnSessions', {}, { headers: second.headers });
    expect(response.status).toBe(200);
    expect(response.body.ended).toBeGreaterThanOrEqual(1);
    expect((await t.call('GetOwnSessions', {}, { headers: first.headers })).status).toBe(401);
    const left = await own(second.headers);
    expect(left.items.map((item) => item.id)).toEqual([second.id]);
  });

  it('writes `last used` at most once a minute, not at every call', async () => {
    const session = await signInFrom(DEMO_ACCOUNTS.companyAdmin, 'company', '203.0.113.50', CHROME_WINDOWS);
    const lastUsed = async () =>
      rowsOf<{ at: string }>(
        await t.db.execute(sql`select last_used_at::text as at from sessions where id = ${session.id}::uuid`),
      )[0].at;
    const first = await lastUsed();
    await t.call('GetAddress', {}, { headers: session.headers });
    expect(await lastUsed()).toBe(first);
    await t.db.execute(
      sql`update sessions set last_used_at = now() - interval '5 minutes' where id = ${session.id}::uuid`,
    );
    const stale = await lastUsed();
    await t.call('GetAddress', {}, { headers: session.headers });
    expect(Date.parse(await lastUsed())).toBeGreaterThan(Date.parse(stale));
  });
});

describe('a user’s sessions, for the platform', () => {
  it('lists a user’s sessions and ends them all, or one', async () => {
    const { headers: platform } = await signInFrom(
      DEMO_ACCOUNTS.platformAdmin,
      'platform',
      '192.0.2.1',
      CHROME_WINDOWS,
    );
    const a = await signInFrom(DEMO_ACCOUNTS.multiCompanyAdmin, 'company', '203.0.113.60', CHROME_WINDOWS);
    const b = await signInFrom(DEMO_ACCOUNTS.multiCompanyAdmin, 'company', '203.0.113.61', FIREFOX_LINUX);
    const listed = await t.call('GetUserSessions', { UserId: a.user.id }, { headers: platform });
    expect(listed.status).toBe(200);
    const ids = (listed.body.items as SessionRecord[]).map((item) => item.id);
    expect(ids).toEqual(expect.arrayContaining([a.id, b.id]));
    expect((listed.body.items as SessionRecord[]).every((item) => !item.current)).toBe(true);

    const one = await t.call('EndUserSessions', { UserId: a.user.id, SessionId: a.id }, { headers: platform });
    expect(one.body).toEqual({ ended: 1 });
    expect((await t.call('GetOwnSessions', {}, { headers: a.headers })).status).toBe(401);
    expect((await t.call('GetOwnSessions', {}, { headers: b.headers })).status).toBe(200);

    const all = await t.call('EndUserSessions', { UserId: a.user.id }, { headers: platform });
    expect(all.status).toBe(200);
    expect(all.body.ended).toBeGreaterThanOrEqual(1);
    expect((await t.call('GetOwnSessions', {}, { headers: b.headers })).status).toBe(401);
    expect((await t.call('GetUserSessions', { UserId: a.user.id }, { headers: platform })).body.total).toBe(0);
  });

  it('ends only the named user’s session: another’s id is 404', async () => {
    const { headers: platform } = await signInFrom(
      DEMO_ACCOUNTS.platformAdmin,
      'platform',
      '192.0.2.2',
      CHROME_WINDOWS,
    );
    const a = await signInFrom(DEMO_ACCOUNTS.companyAdmin, 'company', '203.0.113.70', CHROME_WINDOWS);
    const b = await signInFrom(DEMO_ACCOUNTS.multiCompanyAdmin, 'company', '203.0.113.71', FIREFOX_LINUX);
    const refused = await t.call('EndUserSessions', { UserId: a.user.id, SessionId: b.id }, { headers: platform });
    expect(refused.status).toBe(404);
    expect((await t.call('GetOwnSessions', {}, { headers: b.headers })).status).toBe(200);
  });
});

describe('sign-in history on the audit trail', () => {
  it('records sign-ins and sign-outs with the address and the browser', async () => {
    const before = await lastTrailId();
    const session = await signInFrom(DEMO_ACCOUNTS.companyAdmin, 'company', '203.0.113.80', FIREFOX_LINUX);
    await t.call(
      'Logout',
      {},
      { headers: { ...session.headers, 'user-agent': FIREFOX_LINUX }, remoteAddress: '203.0.113.80' },
    );
    const rows = await trailAfter(before);
    expect(rows.map((row) => row.operation)).toEqual(['SIGN_IN', 'SIGN_OUT']);
    for (const row of rows) {
      expect(row).toMatchObject({ ip: '203.0.113.80', session_id: session.id });
      expect(row.changes.user_agent).toEqual([null, FIREFOX_LINUX]);
    }
  });

  it('records a failed sign-in with its address and browser, but not the throttle’s refusals after it', async () => {
    const before = await lastTrailId();
    const guess = (n: number) =>
      t.call(
        'Login',
        { PhoneNumber: DEMO_ACCOUNTS.multiCompanyAdmin, Password: `wrong-password-${n}`, Area: 'company' },
        { headers: { 'user-agent': CHROME_WINDOWS }, remoteAddress: '203.0.113.90' },
      );
    const statuses = [];
    for (let n = 0; n < 8; n++) statuses.push((await guess(n)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    const rows = await trailAfter(before);
    // One row for each password checked; a locked-out guess adds none, however many come.
    expect(rows).toHaveLength(5);
    expect(rows[0]).toMatchObject({
      operation: 'SIGN_IN_FAILED',
      ip: '203.0.113.90',
      changes: { user_agent: [null, CHROME_WINDOWS], reason: [null, 'auth.errors.invalidCredentials'] },
    });
  });

  it('records each ended session: who ended it, and its address, browser and company', async () => {
    const { headers: platform, user: operator } = await signInFrom(
      DEMO_ACCOUNTS.platformAdmin,
      'platform',
      '192.0.2.3',
      CHROME_WINDOWS,
    );
    const laptop = await signInFrom(DEMO_ACCOUNTS.companyAdmin, 'company', '203.0.113.100', CHROME_WINDOWS);
    const phone = await signInFrom(DEMO_ACCOUNTS.companyAdmin, 'company', '203.0.113.101', FIREFOX_LINUX);
    const before = await lastTrailId();
    await t.call('EndOwnSession', { SessionId: phone.id }, { headers: laptop.headers, remoteAddress: '203.0.113.100' });
    await t.call('EndUserSessions', { UserId: laptop.user.id, SessionId: laptop.id }, { headers: platform });
    const rows = await trailAfter(before);
    expect(rows).toEqual([
      expect.objectContaining({
        operation: 'END_SESSION',
        action: 'EndOwnSession',
        user_id: laptop.user.id,
        session_id: laptop.id,
        ip: '203.0.113.100',
        record_id: laptop.user.id,
        changes: {
          session_ip: [null, '203.0.113.101'],
          user_agent: [null, FIREFOX_LINUX],
          company_id: [null, phone.user.companyId],
        },
      }),
      expect.objectContaining({
        operation: 'END_SESSION',
        action: 'EndUserSessions',
        user_id: operator.id,
        record_id: laptop.user.id,
        changes: expect.objectContaining({ session_ip: [null, '203.0.113.100'] }),
      }),
    ]);
  });

  it('shows them on the platform’s Audit screen, filed under the user', async () => {
    const { headers: platform } = await signInFrom(
      DEMO_ACCOUNTS.platformAdmin,
      'platform',
      '192.0.2.4',
      CHROME_WINDOWS,
    );
    const session = await signInFrom(DEMO_ACCOUNTS.companyAdmin, 'company', '203.0.113.110', FIREFOX_LINUX);
    await t.call('EndOwnSession', { SessionId: session.id }, { headers: session.headers });
    const response = await t.call(
      'GetAudit',
      { RecordId: session.user.id, ActionName: 'EndOwnSession', Limit: 1 },
      { headers: platform },
    );
    expect(response.status).toBe(200);
    expect(response.body.items[0]).toMatchObject({
      operation: 'END_SESSION',
      changes: { session_ip: [null, '203.0.113.110'] },
      references: { [session.user.companyId!]: { kind: 'companies', name: 'УК «Северный квартал»' } },
    });
  });
});
