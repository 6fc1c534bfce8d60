/**
 * The user page's Actions (Set A, users/edit/{id}): read one user with profiles, edit, change the
 * password (argon2id; every other session of that user ends), delete (never yourself, never the last
 * platform admin), and the user's keys (GetRegKeys by UserId, DeleteRegKey). Only a platform session.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keys, users } from '../../server/db/schema';
import { DEFAULT_DEMO_PASSWORD, DEMO_ACCOUNTS, DEMO_TOTP_SECRET } from '../../server/db/seed/demo-data';
import { totpCode } from '../../server/auth/two-factor';
import { errors, validation, withArgs } from '../../contract/messages';
import { userMessages } from '../../contract/user';
import { demoSessions } from './support/sessions';
import { authorization, createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let platform: Record<string, string>;
let companyA: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  ({ platform, companyA } = await demoSessions(t));
});
afterAll(() => t.close());

const call = (action: string, params: Record<string, unknown> = {}, headers = platform) =>
  t.call(action, params, { headers });
const userIdOf = async (phoneNumber: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, phoneNumber)))[0].id;
/** Login, and its second factor when it asks for one (the demo operator's secret, or an enrolment's). */
const signIn = async (PhoneNumber: string, Password: string, Area: 'platform' | 'company') => {
  const response = await t.call('Login', { PhoneNumber, Password, Area });
  if (response.status !== 200 || !response.body.twoFactor) return response;
  const { challenge, secret } = response.body as { challenge: string; secret?: string };
  return t.call('VerifyTwoFactor', { Challenge: challenge, Code: totpCode(secret ?? DEMO_TOTP_SECRET) });
};
const headersOf = authorization;
const fieldError = (field: string, message: string) => ({
  status: 400,
  body: { error: errors.invalidParams, fields: { [field]: message } },
});
/** A user of its own for a test, with the demo password and a profile in a company (so that it may sign in). */
async function newUser(phoneNumber: string, extra: Partial<typeof users.$inferInsert> = {}) {
  const [{ passwordHash }] = await t.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.phoneNumber, DEMO_ACCOUNTS.companyAdmin));
  const [row] = await t.db
    .insert(users)
    .values({ displayName: `Тест ${phoneNumber}`, phoneNumber, passwordHash, ...extra })
    .returning({ id: users.id });
  await t.db.execute(
    sql`insert into company_profiles (user_id, company_id) select ${row.id}, id from companies order by name limit 1`,
  );
  return row.id;
}

describe('GetUser', () => {
  it('reads a user with the companies and roles of the profiles, never the password hash', async () => {
    const id = await userIdOf(DEMO_ACCOUNTS.multiCompanyAdmin);
    const response = await call('GetUser', { UserId: id });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id,
      displayName: 'Дмитрий Волков',
      phoneNumber: DEMO_ACCOUNTS.multiCompanyAdmin,
      email: 'd.volkov@tsg-parkovy.ru',
      emailConfirmed: true,
      keysCount: 0,
      isPlatformAdmin: false,
      platformRole: 'operator',
      profiles: [
        {
          companyId: expect.any(String),
          companyName: 'Riverside Property Management',
          role: 'director',
          customRoleName: null,
        },
        { companyId: expect.any(String), companyName: 'ТСЖ «Парковый»', role: 'director', customRoleName: null },
      ],
      hasMoreProfiles: false,
    });
    expect(JSON.stringify(response.body)).not.toMatch(/argon2|password/i);
  });

  it('answers an unknown user with 404, and a company admin with 403', async () => {
    expect((await call('GetUser', { UserId: '00000000-0000-4000-8000-000000000097' })).status).toBe(404);
    expect(await call('GetUser', { UserId: await userIdOf(DEMO_ACCOUNTS.companyAdmin) }, companyA)).toMatchObject({
      status: 403,
      body: { error: errors.forbiddenArea },
    });
  });
});

describe('EditUser', () => {
  it('changes what is sent; a new e-mail is not confirmed, the same one stays confirmed', async () => {
    const id = await userIdOf(DEMO_ACCOUNTS.multiCompanyAdmin);
    const same = await call('EditUser', {
      UserId: id,
      DisplayName: 'Дмитрий Волков-Старший',
      Email: 'd.volkov@tsg-parkovy.ru',
    });
    expect(same.body).toMatchObject({ displayName: 'Дмитрий Волков-Старший', emailConfirmed: true });
    const changed = await call('EditUser', {
      UserId: id,
      Email: 'volkov@example.ru',
      PhoneNumber: '+7 (916) 000-11-22',
    });
    expect(changed.body).toMatchObject({
      email: 'volkov@example.ru',
      emailConfirmed: false,
      phoneNumber: '79160001122',
    });
    const cleared = await call('EditUser', { UserId: id, Email: '' });
    expect(cleared.body).toMatchObject({ email: null, emailConfirmed: false });
  });

  it('validates the name, e-mail and phone, and refuses a phone another user has', async () => {
    const id = await userIdOf('79057773344');
    expect(await call('EditUser', { UserId: id, DisplayName: 'Я' })).toMatchObject(
      fieldError('DisplayName', validation.minLength2),
    );
    expect(await call('EditUser', { UserId: id, Email: 'maria@' })).toMatchObject(
      fieldError('Email', validation.email),
    );
    expect(await call('EditUser', { UserId: id, PhoneNumber: '123' })).toMatchObject(
      fieldError('PhoneNumber', validation.phone),
    );
    expect(await call('EditUser', { UserId: id, PhoneNumber: '+7 903 555-01-12' })).toMatchObject({
      status: 409,
      body: { error: userMessages.phoneTaken, fields: { PhoneNumber: userMessages.phoneTaken } },
    });
  });

  it('makes a user a platform admin, who may then sign in to the platform; never takes the right from yourself', async () => {
    const id = await newUser('79160002233');
    expect((await signIn('79160002233', DEFAULT_DEMO_PASSWORD, 'platform')).status).toBe(403);
    expect((await call('EditUser', { UserId: id, IsPlatformAdmin: true })).body.isPlatformAdmin).toBe(true);
    expect((await signIn('79160002233', DEFAULT_DEMO_PASSWORD, 'platform')).status).toBe(200);
    expect((await call('EditUser', { UserId: id, IsPlatformAdmin: false })).body.isPlatformAdmin).toBe(false);
    const self = await userIdOf(DEMO_ACCOUNTS.platformAdmin);
    expect(await call('EditUser', { UserId: self, IsPlatformAdmin: false })).toMatchObject({
      status: 409,
      body: { error: userMessages.demoteSelf, fields: { IsPlatformAdmin: userMessages.demoteSelf } },
    });
  });

  it('is refused to a company admin', async () => {
    const id = await userIdOf(DEMO_ACCOUNTS.companyAdmin);
    expect((await call('EditUser', { UserId: id, DisplayName: 'Сам себе платформа' }, companyA)).status).toBe(403);
    expect((await call('EditUser', { UserId: id, IsPlatformAdmin: true }, companyA)).status).toBe(403);
  });
});

describe('ChangeUserPassword', () => {
  it('stores an argon2id hash and ends every session of that user; the old password no longer signs in', async () => {
    const id = await newUser('79160003344');
    const first = headersOf((await signIn('79160003344', DEFAULT_DEMO_PASSWORD, 'company')).body);
    const second = headersOf((await signIn('79160003344', DEFAULT_DEMO_PASSWORD, 'company')).body);
    const changed = await call('ChangeUserPassword', { UserId: id, Password: 'new-secret-2026' });
    expect(changed).toMatchObject({ status: 200, body: {} });
    const [{ passwordHash }] = await t.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, id));
    expect(passwordHash).toMatch(/^\$argon2id\$/);
    for (const session of [first, second]) expect((await call('GetProfiles', {}, session)).status).toBe(401);
    expect((await signIn('79160003344', DEFAULT_DEMO_PASSWORD, 'company')).status).toBe(401);
    expect((await signIn('79160003344', 'new-secret-2026', 'company')).status).toBe(200);
  });

  it("ends the admin's own other sessions, and keeps the one that made the change", async () => {
    const self = await userIdOf(DEMO_ACCOUNTS.platformAdmin);
    const other = headersOf((await signIn(DEMO_ACCOUNTS.platformAdmin, DEFAULT_DEMO_PASSWORD, 'platform')).body);
    expect((await call('GetUser', { UserId: self }, other)).status).toBe(200);
    expect((await call('ChangeUserPassword', { UserId: self, Password: DEFAULT_DEMO_PASSWORD })).status).toBe(200);
    expect((await call('GetUser', { UserId: self }, other)).status).toBe(401);
    expect((await call('GetUser', { UserId: self })).status).toBe(200);
  });

  it('validates the password, and is refused to a company admin', async () => {
    const id = await userIdOf(DEMO_ACCOUNTS.companyAdmin);
    expect(await call('ChangeUserPassword', { UserId: id, Password: 'short' })).toMatchObject(
      fieldError('Password', withArgs(validation.minLength, { min: 8 })),
    );
    expect(await call('ChangeUserPassword', { UserId: id, Password: '' })).toMatchObject(
      fieldError('Password', validation.required),
    );
    expect((await call('ChangeUserPassword', { UserId: id, Password: 'taken-over-1' }, companyA)).status).toBe(403);
    expect(
      (await call('ChangeUserPassword', { UserId: '00000000-0000-4000-8000-000000000096', Password: 'whatever-123' }))
        .status,
    ).toBe(404);
  });
});

describe("a user's keys", () => {
  it('lists the keys of one user, searched, and deletes them one by one', async () => {
    const id = await userIdOf('79057773344');
    const listed = await call('GetRegKeys', { UserId: id, Limit: 100 });
    expect(listed.body.items.map((key: { title: string }) => key.title).sort()).toEqual(
      ['Гостевой ключ для няни', 'Калитка со двора', 'Подъезд 1, кв. 8'].sort(),
    );
    expect(new Set(listed.body.items.map((key: { userId: string }) => key.userId))).toEqual(new Set([id]));
    expect((await call('GetRegKeys', { UserId: id, Search: 'няни' })).body.total).toBe(1);
    const [first] = listed.body.items;
    expect((await call('DeleteRegKey', { KeyId: first.id })).status).toBe(200);
    expect((await call('GetUser', { UserId: id })).body.keysCount).toBe(2);
    expect((await call('DeleteRegKey', { KeyId: first.id })).status).toBe(404);
    const [second] = (await call('GetRegKeys', { UserId: id })).body.items;
    expect((await call('DeleteRegKey', { KeyId: second.id }, companyA)).status).toBe(403);
  });
});

describe('DeleteUser', () => {
  it('deletes a user with profiles and sessions; the keys stay, without a user', async () => {
    const id = await newUser('79160004455');
    const [company] = (await call('GetCompanies')).body.items;
    await t.db
      .insert(keys)
      .values({ companyId: company.id, userId: id, phoneNumber: '79160004455', title: 'Ключ удаляемого' });
    const session = headersOf((await signIn('79160004455', DEFAULT_DEMO_PASSWORD, 'company')).body);
    expect((await call('DeleteUser', { UserId: id })).status).toBe(200);
    expect((await call('GetUser', { UserId: id })).status).toBe(404);
    expect((await call('GetProfiles', {}, session)).status).toBe(401);
    const [key] = await t.db.select({ userId: keys.userId }).from(keys).where(eq(keys.title, 'Ключ удаляемого'));
    expect(key).toEqual({ userId: null });
    expect((await call('DeleteUser', { UserId: id })).status).toBe(404);
  });

  it('never deletes yourself', async () => {
    const self = await userIdOf(DEMO_ACCOUNTS.platformAdmin);
    expect(await call('DeleteUser', { UserId: self })).toMatchObject({
      status: 409,
      body: { error: userMessages.deleteSelf },
    });
  });

  it('leaves a platform admin when two admins delete each other at once', async () => {
    const other = await newUser('79160005566', { isPlatformAdmin: true });
    const self = await userIdOf(DEMO_ACCOUNTS.platformAdmin);
    const otherSession = headersOf((await signIn('79160005566', DEFAULT_DEMO_PASSWORD, 'platform')).body);
    const results = await Promise.all([
      call('DeleteUser', { UserId: other }),
      call('DeleteUser', { UserId: self }, otherSession),
    ]);
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    // The loser finds its own account gone (401) or the winner the last admin (409, the lock's answer).
    for (const result of results.filter((result) => result.status !== 200)) {
      expect([401, 409]).toContain(result.status);
      if (result.status === 409) expect(result.body.error).toBe(userMessages.lastPlatformAdmin);
    }
    const admins = await t.db.select({ id: users.id }).from(users).where(eq(users.isPlatformAdmin, true));
    expect(admins).toHaveLength(1);
  });

  it('is refused to a company admin', async () => {
    expect((await call('DeleteUser', { UserId: await userIdOf('79057773344') }, companyA)).status).toBe(403);
  });
});
