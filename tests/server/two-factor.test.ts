import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../contract/messages';
import { RECOVERY_CODE_COUNT } from '../../contract/two-factor';
import { MAX_FAILED_ATTEMPTS } from '../../server/auth/login-attempts';
import { TOTP_PERIOD_SECONDS, totpCode } from '../../server/auth/two-factor';
import { auditLog, companies, recoveryCodes, userSecondFactors, users } from '../../server/db/schema';
import { DEFAULT_DEMO_PASSWORD, DEMO_ACCOUNTS, DEMO_TOTP_SECRET } from '../../server/db/seed/demo-data';
import { authorization, createTestApp, type TestApp } from './support/test-app';

/**
 * Two-factor sign-in on a server with the production default: a code of a time step already used is
 * refused (the shared test app accepts it, for the suites that sign the operator in many times).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ settings: { twoFactorAllowReplay: false } });
});
afterAll(() => t.close());

const STEP_MS = TOTP_PERIOD_SECONDS * 1000;
/**
 * The code of a secret `steps` steps from `base` (the server accepts one step either side of its clock).
 * A test counts its steps from one moment (its enrolment), so that a step boundary passing during the test
 * does not change which step a code is of.
 */
const codeAt = (secret: string, steps = 0, base = Date.now()) => totpCode(secret, base + steps * STEP_MS);
/** The demo operator's codes in this file, each of a later step than the one before (a used step is refused). */
let demoStart: number | undefined;
let demoSteps = 0;
const nextDemoCode = () => codeAt(DEMO_TOTP_SECRET, demoSteps++, (demoStart ??= Date.now()));

const login = (PhoneNumber: string, Area: 'platform' | 'company', remoteAddress?: string) =>
  t.call('Login', { PhoneNumber, Password: DEFAULT_DEMO_PASSWORD, Area }, { remoteAddress });
const verify = (Challenge: string, Code: string, remoteAddress?: string) =>
  t.call('VerifyTwoFactor', { Challenge, Code }, { remoteAddress });

let phoneCounter = 0;
/** A user of its own with the demo password: a company admin of the first company, or a platform admin. */
async function newUser(kind: 'company' | 'platform') {
  const phoneNumber = `4477009003${String(++phoneCounter).padStart(2, '0')}`;
  const [{ passwordHash }] = await t.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.phoneNumber, DEMO_ACCOUNTS.companyAdmin));
  const [row] = await t.db
    .insert(users)
    .values({ displayName: `2FA ${phoneNumber}`, phoneNumber, passwordHash, isPlatformAdmin: kind === 'platform' })
    .returning({ id: users.id });
  if (kind === 'company') {
    await t.db.execute(
      sql`insert into company_profiles (user_id, company_id, role)
        select ${row.id}, id, 'director' from companies order by name limit 1`,
    );
  }
  return { id: row.id, phoneNumber };
}

/** Signs a user without a second factor in, and enrols one from the session: its secret and recovery codes. */
async function enrol(user: { phoneNumber: string }) {
  const signedIn = await login(user.phoneNumber, 'company');
  expect(signedIn.status).toBe(200);
  const headers = authorization(signedIn.body);
  const started = await t.call('StartTwoFactorEnrolment', {}, { headers });
  expect(started.status).toBe(200);
  const { secret, otpauthUri } = started.body as { secret: string; otpauthUri: string };
  const at = Date.now();
  const confirmed = await t.call('ConfirmTwoFactorEnrolment', { Code: codeAt(secret, 0, at) }, { headers });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  /** The enrolment's step took `steps` 0: later codes count from it. */
  const code = (steps: number) => codeAt(secret, steps, at);
  return { secret, otpauthUri, headers, code, recoveryCodes: confirmed.body.recoveryCodes as string[] };
}

describe('enrolment', () => {
  it('gives an otpauth URI and secret, confirms with a code, and answers the recovery codes once', async () => {
    const user = await newUser('company');
    const { secret, otpauthUri, headers, recoveryCodes: codes } = await enrol(user);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/.*\?.*secret=[A-Z2-7]+/);
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);

    // Stored sealed and hashed: neither the secret nor a code is in the database in clear.
    const [stored] = await t.db.select().from(userSecondFactors).where(eq(userSecondFactors.userId, user.id));
    expect(stored.secret).not.toContain(secret);
    expect(stored.confirmedAt).not.toBeNull();
    const hashes = await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(hashes).toHaveLength(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(hashes.map((row) => row.codeHash)).not.toContain(code);

    const status = await t.call('GetTwoFactor', {}, { headers });
    expect(status.body).toEqual({ enabled: true, required: false, recoveryCodesLeft: RECOVERY_CODE_COUNT });
    // Enrolled: no second enrolment, and the secret is never answered again.
    expect((await t.call('StartTwoFactorEnrolment', {}, { headers })).status).toBe(409);
  });

  it('refuses a wrong confirmation code and keeps sign-in as it was', async () => {
    const user = await newUser('company');
    const signedIn = await login(user.phoneNumber, 'company');
    const headers = authorization(signedIn.body);
    const { secret } = (await t.call('StartTwoFactorEnrolment', {}, { headers })).body;
    const wrong = String((Number(codeAt(secret)) + 1) % 1_000_000).padStart(6, '0');
    const refused = await t.call('ConfirmTwoFactorEnrolment', { Code: wrong }, { headers });
    expect(refused).toMatchObject({ status: 401, body: { error: errors.invalidTwoFactorCode } });
    // An unconfirmed enrolment asks nothing at sign-in.
    expect((await login(user.phoneNumber, 'company')).body.credentials).toBeDefined();
  });
});

describe('signing in with a second factor', () => {
  it('answers a challenge instead of a session, and a code finishes the sign-in', async () => {
    const user = await newUser('company');
    const { code } = await enrol(user);
    const first = await login(user.phoneNumber, 'company');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ twoFactor: 'verify', challenge: expect.any(String) });
    const done = await verify(first.body.challenge, code(1));
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ phoneNumber: user.phoneNumber, area: 'company' });
    expect((await t.call('GetTwoFactor', {}, { headers: authorization(done.body) })).status).toBe(200);
    // A challenge serves once.
    expect(await verify(first.body.challenge, code(2))).toMatchObject({
      status: 401,
      body: { error: errors.twoFactorChallengeExpired },
    });
    const [event] = await t.db
      .select({ operation: auditLog.operation, changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.userId, user.id), eq(auditLog.action, 'VerifyTwoFactor')));
    expect(event).toMatchObject({ operation: 'SIGN_IN', changes: { second_factor: [null, 'verified'] } });
  });

  it('refuses a code of a time step already used (no replay), and of an earlier one', async () => {
    const user = await newUser('company');
    const { code } = await enrol(user);
    // The enrolment's confirmation took its step.
    const again = await login(user.phoneNumber, 'company');
    expect(await verify(again.body.challenge, code(0))).toMatchObject({
      status: 401,
      body: { error: errors.invalidTwoFactorCode },
    });
    expect((await verify(again.body.challenge, code(1))).status).toBe(200);
    const third = await login(user.phoneNumber, 'company');
    expect((await verify(third.body.challenge, code(1))).status).toBe(401);
    expect((await verify(third.body.challenge, code(0))).status).toBe(401);
  });

  it('counts wrong codes as wrong passwords: locked out for the address after the limit', async () => {
    const user = await newUser('company');
    const { code } = await enrol(user);
    const address = '203.0.113.91';
    const { challenge } = (await login(user.phoneNumber, 'company', address)).body;
    for (let attempt = 0; attempt < MAX_FAILED_ATTEMPTS; attempt++) {
      expect((await verify(challenge, `00000${attempt}`, address)).status).toBe(401);
    }
    // Even the right code is refused now, from this address.
    expect(await verify(challenge, code(1), address)).toMatchObject({
      status: 429,
      body: { error: errors.tooManyAttempts },
    });
    // The failures are on the trail.
    const failures = await t.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.userId, user.id), eq(auditLog.operation, 'SIGN_IN_FAILED')));
    expect(failures.length).toBeGreaterThanOrEqual(MAX_FAILED_ATTEMPTS);
  });

  it('counts wrong codes of a signed-in session too (disabling, new recovery codes)', async () => {
    const user = await newUser('company');
    const { headers } = await enrol(user);
    for (let attempt = 0; attempt < MAX_FAILED_ATTEMPTS; attempt++) {
      expect((await t.call('DisableTwoFactor', { Code: `11111${attempt}` }, { headers })).status).toBe(401);
    }
    expect((await t.call('RegenerateRecoveryCodes', { Code: '222222' }, { headers })).status).toBe(429);
  });

  it('takes each recovery code once', async () => {
    const user = await newUser('company');
    const { recoveryCodes: codes, headers } = await enrol(user);
    const first = await login(user.phoneNumber, 'company');
    // Typed in capitals and without the dash: the same code.
    expect((await verify(first.body.challenge, codes[0].replace('-', '').toUpperCase())).status).toBe(200);
    const second = await login(user.phoneNumber, 'company');
    expect((await verify(second.body.challenge, codes[0])).status).toBe(401);
    expect((await verify(second.body.challenge, codes[1])).status).toBe(200);
    expect((await t.call('GetTwoFactor', {}, { headers })).body.recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT - 2);
  });

  it('disables with a current code, and new recovery codes replace the old ones', async () => {
    const user = await newUser('company');
    const { code, headers, recoveryCodes: old } = await enrol(user);
    const renewed = await t.call('RegenerateRecoveryCodes', { Code: code(1) }, { headers });
    expect(renewed.status).toBe(200);
    expect(renewed.body.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    const challenge = (await login(user.phoneNumber, 'company')).body.challenge;
    expect((await verify(challenge, old[0])).status).toBe(401);
    expect((await t.call('DisableTwoFactor', { Code: renewed.body.recoveryCodes[0] }, { headers })).status).toBe(200);
    expect((await login(user.phoneNumber, 'company')).body.credentials).toBeDefined();
  });
});

describe('a second factor required', () => {
  it('makes the platform’s operator sign in with the demo secret, and keeps it on', async () => {
    const challenge = await login(DEMO_ACCOUNTS.platformAdmin, 'platform');
    expect(challenge.body).toEqual({ twoFactor: 'verify', challenge: expect.any(String) });
    const done = await verify(challenge.body.challenge, nextDemoCode());
    expect(done.status).toBe(200);
    const headers = authorization(done.body);
    expect((await t.call('GetTwoFactor', {}, { headers })).body).toMatchObject({ enabled: true, required: true });
    expect(await t.call('DisableTwoFactor', { Code: '000000' }, { headers })).toMatchObject({
      status: 409,
      body: { error: errors.twoFactorRequired },
    });
  });

  it('sends an operator without one to enrol: no session exists until the first right code', async () => {
    const operator = await newUser('platform');
    const first = await login(operator.phoneNumber, 'platform');
    expect(first.body).toMatchObject({ twoFactor: 'enrol', otpauthUri: expect.stringMatching(/^otpauth:/) });
    expect(first.body.credentials).toBeUndefined();
    const { challenge, secret } = first.body as { challenge: string; secret: string };
    // Nothing but the challenge: a made-up session is no session.
    expect((await t.call('GetUsers', {}, { headers: { authorization: `SAS-TOKEN ${challenge}` } })).status).toBe(401);
    const done = await verify(challenge, codeAt(secret));
    expect(done.status).toBe(200);
    expect(done.body.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect((await t.call('GetUsers', {}, { headers: authorization(done.body) })).status).toBe(200);
    // Enrolled: the next sign-in verifies.
    expect((await login(operator.phoneNumber, 'platform')).body.twoFactor).toBe('verify');
  });

  it('applies a company’s requirement to its administrators', async () => {
    const admin = await newUser('company');
    const signedIn = await login(admin.phoneNumber, 'company');
    const headers = authorization(signedIn.body);
    const company = signedIn.body.companyId as string;
    const edited = await t.call('EditOwnCompany', { CompanyId: company, RequireTwoFactor: true }, { headers });
    expect(edited.status).toBe(200);
    expect(edited.body.requireTwoFactor).toBe(true);
    const next = await login(admin.phoneNumber, 'company');
    expect(next.body.twoFactor).toBe('enrol');
    await t.db.update(companies).set({ requireTwoFactor: false }).where(eq(companies.id, company));
  });
});

describe('the platform’s reset (a lost phone)', () => {
  it('removes a user’s second factor on the trail; they sign in with the password and enrol again', async () => {
    const operator = await newUser('platform');
    const first = await login(operator.phoneNumber, 'platform');
    const enrolled = await verify(first.body.challenge, codeAt(first.body.secret));
    expect(enrolled.status).toBe(200);

    const platform = await login(DEMO_ACCOUNTS.platformAdmin, 'platform');
    const platformHeaders = authorization((await verify(platform.body.challenge, nextDemoCode())).body);
    const reset = await t.call('ResetUserTwoFactor', { UserId: operator.id }, { headers: platformHeaders });
    expect(reset.status).toBe(200);
    const [entry] = await t.db
      .select({ operation: auditLog.operation, action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.tableName, 'user_second_factors'), eq(auditLog.recordId, operator.id)))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(entry).toEqual({ operation: 'DELETE', action: 'ResetUserTwoFactor' });
    expect((await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, operator.id))).length).toBe(0);
    expect((await login(operator.phoneNumber, 'platform')).body.twoFactor).toBe('enrol');

    // A company session may not reset anyone's.
    const company = (await t.signIn(DEMO_ACCOUNTS.companyAdmin, 'company')).headers;
    expect((await t.call('ResetUserTwoFactor', { UserId: operator.id }, { headers: company })).status).toBe(403);
  });
});
