import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEFAULT_DEMO_PASSWORD } from '../../server/db/seed/demo-data';
import { MAX_FAILED_ATTEMPTS } from '../../server/auth/login-attempts';
import { IN_PROGRESS_RETRY_SECONDS } from '../../server/auth/sign-in-guard';
import { sessions } from '../../server/db/schema';
import { PROFILES_IN_SIGN_IN } from '../../contract/auth';
import { errors } from '../../contract/messages';
import { authorization, createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (PhoneNumber: string, Password: string, Area = 'company') =>
  t.call('Login', { PhoneNumber, Password, Area });

describe('Login', () => {
  it('signs a platform admin in to the platform area', async () => {
    const { user } = await t.signIn(DEMO_ACCOUNTS.platformAdmin, 'platform');
    expect(user).toMatchObject({ phoneNumber: DEMO_ACCOUNTS.platformAdmin, area: 'platform', companyId: null });
    expect(user.credentials.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(user.expiresAt).getTime()).toBeGreaterThan(Date.now() + 11 * 3_600_000);
  });

  it('accepts the phone number as people type it', async () => {
    const response = await login('+7 (000) 000-00-02', DEFAULT_DEMO_PASSWORD);
    expect(response.status).toBe(200);
  });

  it('binds a company admin with one profile to that company at once', async () => {
    const { user } = await t.signIn(DEMO_ACCOUNTS.companyAdmin, 'company');
    expect(user.profiles).toHaveLength(1);
    expect(user.companyId).toBe(user.profiles[0].companyId);
    expect(user.hasMoreProfiles).toBe(false);
  });

  it('leaves a company admin with several profiles unbound, profiles sorted by company name', async () => {
    const { user } = await t.signIn(DEMO_ACCOUNTS.multiCompanyAdmin, 'company');
    expect(user.companyId).toBeNull();
    expect(user.profiles.map((p: { companyName: string }) => p.companyName)).toEqual([
      'Riverside Property Management',
      'ТСЖ «Парковый»',
    ]);
  });

  it('gives an unknown phone and a wrong password the same answer', async () => {
    const unknown = await login('79990000000', DEFAULT_DEMO_PASSWORD);
    const wrong = await login(DEMO_ACCOUNTS.companyAdmin, 'not-the-password');
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual({ error: errors.invalidCredentials });
    expect(wrong.body).toEqual(unknown.body);
  });

  it('keeps people without platform rights out of the platform area', async () => {
    const response = await login(DEMO_ACCOUNTS.companyAdmin, DEFAULT_DEMO_PASSWORD, 'platform');
    expect(response).toMatchObject({ status: 403, body: { error: errors.noPlatformAccess } });
  });

  it('keeps people without a company profile out of the company area', async () => {
    const response = await login(DEMO_ACCOUNTS.platformAdmin, DEFAULT_DEMO_PASSWORD, 'company');
    expect(response).toMatchObject({ status: 403, body: { error: errors.noCompanyAccess } });
  });

  it(`refuses with 429 after ${MAX_FAILED_ATTEMPTS} failed attempts, even the right password`, async () => {
    const phone = '447700900201';
    for (let attempt = 0; attempt < MAX_FAILED_ATTEMPTS; attempt++) {
      expect((await login(phone, `guess-${attempt}`)).status).toBe(401);
    }
    const blocked = await login(phone, DEFAULT_DEMO_PASSWORD);
    expect(blocked).toMatchObject({ status: 429, body: { error: errors.tooManyAttempts } });
    // The limit is per phone number and address: others still sign in.
    expect((await login(DEMO_ACCOUNTS.companyAdmin, DEFAULT_DEMO_PASSWORD)).status).toBe(200);
  });

  it(`never tells sign-ins with the right password arriving at once to wait 15 minutes`, async () => {
    const attempts = MAX_FAILED_ATTEMPTS + 3;
    const responses = await Promise.all(
      Array.from({ length: attempts }, () => login(DEMO_ACCOUNTS.platformAdmin, DEFAULT_DEMO_PASSWORD, 'platform')),
    );
    // How many overlap depends on timing (the guard's own test holds checks open to make them overlap):
    // each is let in or told to try again in a moment.
    for (const response of responses.filter(({ status }) => status !== 200)) {
      expect(response).toMatchObject({ status: 429, body: { error: errors.attemptsInProgress } });
      expect(response.headers['retry-after']).toBe(String(IN_PROGRESS_RETRY_SECONDS));
    }
    expect((await login(DEMO_ACCOUNTS.platformAdmin, DEFAULT_DEMO_PASSWORD, 'platform')).status).toBe(200);
  });

  it('locks a phone number out only for the address that failed: its owner signs in from another', async () => {
    const phone = DEMO_ACCOUNTS.platformAdmin;
    const from = (remoteAddress: string, Password: string) =>
      t.call('Login', { PhoneNumber: phone, Password, Area: 'platform' }, { remoteAddress });
    for (let attempt = 0; attempt < MAX_FAILED_ATTEMPTS; attempt++) {
      expect((await from('203.0.113.66', `guess-${attempt}`)).status).toBe(401);
    }
    expect(await from('203.0.113.66', DEFAULT_DEMO_PASSWORD)).toMatchObject({
      status: 429,
      body: { error: errors.tooManyAttempts },
    });
    expect((await from('203.0.113.67', DEFAULT_DEMO_PASSWORD)).status).toBe(200);
  });

  it('forgets earlier failures after a successful sign-in', async () => {
    const phone = '447700900101';
    const almostAll = MAX_FAILED_ATTEMPTS - 1;
    for (let attempt = 0; attempt < almostAll; attempt++) await login(phone, `guess-${attempt}`);
    expect((await login(phone, DEFAULT_DEMO_PASSWORD)).status).toBe(200);
    for (let attempt = 0; attempt < almostAll; attempt++) await login(phone, `guess-${attempt}`);
    expect((await login(phone, DEFAULT_DEMO_PASSWORD)).status).toBe(200);
  });

  it('limits unknown phone numbers the same way', async () => {
    for (let attempt = 0; attempt < MAX_FAILED_ATTEMPTS; attempt++) await login('79990000001', `guess-${attempt}`);
    expect((await login('79990000001', 'another')).status).toBe(429);
  });

  it('stores only a hash of the token', async () => {
    const { user } = await t.signIn(DEMO_ACCOUNTS.companyAdmin, 'company');
    const rows = await t.db.select().from(sessions).where(eq(sessions.id, user.credentials.apiKeyId));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const everything = JSON.stringify(await t.db.select().from(sessions));
    expect(everything).not.toContain(user.credentials.token);
  });
});

describe('SAS-TOKEN', () => {
  it.each([
    ['missing', undefined],
    ['not SAS-TOKEN', 'Bearer abc'],
    ['without a colon', 'SAS-TOKEN abc'],
    ['with an id that is no UUID', 'SAS-TOKEN 1234:abcdef'],
    ['unknown', 'SAS-TOKEN 3f1c6a0e-2b5d-4c8e-9a7f-1e2d3c4b5a69:bm90LWEtcmVhbC10b2tlbi1hdC1hbGwtMTIzNDU2Nzg5MA'],
  ])('answers a %s token with 401', async (_case, header) => {
    const response = await t.call('GetAddress', {}, { headers: header ? { authorization: header } : {} });
    expect(response).toMatchObject({ status: 401, body: { error: errors.unauthorized } });
  });

  it('answers a right apiKeyId with a wrong token with 401', async () => {
    const { user } = await t.signIn(DEMO_ACCOUNTS.companyAdmin, 'company');
    // One character changed (a token ends in 'A' one time in 16, so that one becomes 'E').
    const { token } = user.credentials;
    const changed = `${token.slice(0, -1)}${token.endsWith('A') ? 'E' : 'A'}`;
    const forged = { ...user, credentials: { ...user.credentials, token: changed } };
    const response = await t.call('GetAddress', {}, { headers: authorization(forged) });
    expect(response.status).toBe(401);
  });

  it('answers an expired token with 401', async () => {
    const { user, headers } = await t.signIn(DEMO_ACCOUNTS.companyAdmin, 'company');
    expect((await t.call('GetAddress', {}, { headers })).status).toBe(200);
    await t.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.id, user.credentials.apiKeyId));
    expect((await t.call('GetAddress', {}, { headers })).status).toBe(401);
  });

  it('answers a token revoked by Logout with 401', async () => {
    const { headers } = await t.signIn(DEMO_ACCOUNTS.companyAdmin, 'company');
    expect((await t.call('Logout', {}, { headers })).body).toEqual({});
    expect((await t.call('GetAddress', {}, { headers })).status).toBe(401);
    expect((await t.call('Logout', {}, { headers })).status).toBe(401);
  });
});

describe('areas', () => {
  it('refuses a platform session on a company Action with 403', async () => {
    const { headers } = await t.signIn(DEMO_ACCOUNTS.platformAdmin, 'platform');
    const response = await t.call('GetAbonents', {}, { headers });
    expect(response).toMatchObject({ status: 403, body: { error: errors.forbiddenArea } });
  });

  it('refuses a company session on a platform Action with 403', async () => {
    const { headers } = await t.signIn(DEMO_ACCOUNTS.companyAdmin, 'company');
    const response = await t.call('GetUsers', {}, { headers });
    expect(response).toMatchObject({ status: 403, body: { error: errors.forbiddenArea } });
  });

  it('requires an unbound company session to select a profile, then lets it in', async () => {
    const { headers, user } = await t.signIn(DEMO_ACCOUNTS.multiCompanyAdmin, 'company');
    const before = await t.call('GetAddress', {}, { headers });
    expect(before).toMatchObject({ status: 403, body: { error: errors.profileRequired } });

    const riverside = user.profiles[0];
    const selected = await t.call('SelectProfile', { CompanyId: riverside.companyId }, { headers });
    expect(selected.status).toBe(200);
    expect(selected.body).toMatchObject({ companyId: riverside.companyId, credentials: user.credentials });

    const after = await t.call('GetAddress', { Limit: 100 }, { headers });
    expect(after.status).toBe(200);
    expect(after.body.items.map((a: { value: string }) => a.value)).toContain('12 Harbour Street, Entrance B');
  });

  it('refuses to select a company that is not one of the caller’s profiles with 404', async () => {
    const other = await t.signIn(DEMO_ACCOUNTS.companyAdmin, 'company');
    const { headers } = await t.signIn(DEMO_ACCOUNTS.multiCompanyAdmin, 'company');
    const response = await t.call('SelectProfile', { CompanyId: other.user.companyId }, { headers });
    expect(response).toMatchObject({ status: 404, body: { error: errors.notFound } });
    const nobody = await t.call('SelectProfile', { CompanyId: '00000000-0000-4000-8000-000000000000' }, { headers });
    expect(nobody.status).toBe(404);
  });

  it('refuses SelectProfile to a platform session', async () => {
    const { headers } = await t.signIn(DEMO_ACCOUNTS.platformAdmin, 'platform');
    const response = await t.call('SelectProfile', { CompanyId: '00000000-0000-4000-8000-000000000000' }, { headers });
    expect(response).toMatchObject({ status: 403, body: { error: errors.forbiddenArea } });
  });
});

describe('GetProfiles', () => {
  it('lists the caller’s own profiles with search and paging', async () => {
    const { headers } = await t.signIn(DEMO_ACCOUNTS.multiCompanyAdmin, 'company');
    const all = await t.call('GetProfiles', {}, { headers });
    expect(all.body.total).toBe(2);
    const searched = await t.call('GetProfiles', { Search: 'парк' }, { headers });
    expect(searched.body).toMatchObject({ total: 1, items: [{ companyName: 'ТСЖ «Парковый»', role: 'director' }] });
    const paged = await t.call('GetProfiles', { Limit: 1, Offset: 1 }, { headers });
    expect(paged.body).toMatchObject({ total: 2, items: [{ companyName: 'ТСЖ «Парковый»' }] });
  });

  it('takes % and _ in the search literally', async () => {
    const { headers } = await t.signIn(DEMO_ACCOUNTS.multiCompanyAdmin, 'company');
    expect((await t.call('GetProfiles', { Search: '%' }, { headers })).body.total).toBe(0);
    expect((await t.call('GetProfiles', { Search: '_' }, { headers })).body.total).toBe(0);
  });

  it(`signs in with the first ${PROFILES_IN_SIGN_IN} profiles and says when there are more`, async () => {
    const { user } = await t.signIn(DEMO_ACCOUNTS.multiCompanyAdmin, 'company');
    await t.db.execute(sql`
      with created as (
        insert into companies (name) select 'Test company ' || lpad(n::text, 2, '0') from generate_series(1, 12) n
        returning id)
      insert into company_profiles (user_id, company_id) select ${user.id}, id from created`);
    const { user: again } = await t.signIn(DEMO_ACCOUNTS.multiCompanyAdmin, 'company');
    expect(again.profiles).toHaveLength(PROFILES_IN_SIGN_IN);
    expect(again.hasMoreProfiles).toBe(true);
    expect(again.profiles[0].companyName).toBe('Riverside Property Management');
  });
});
