import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../server/db/schema';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-data';
import { companyAdminForm, companyAdminMessages } from '../../contract/company-admin';
import { newPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../contract/user';
import { errors, validation } from '../../contract/messages';
import { demoSessions } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let platform: Record<string, string>;
let companyA: Record<string, string>;
let companyB: Record<string, string>;
let riverside: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ platform, companyA, companyB } = await demoSessions(t));
  riverside = (await call('GetCompanies', { Search: 'Riverside' })).body.items[0].id;
});
afterAll(() => t.close());

const call = (action: string, params: Record<string, unknown> = {}) => t.call(action, params, { headers: platform });
const admins = async () =>
  (await call('GetCompanyAdmins', { CompanyId: riverside, Limit: 100 })).body.items as {
    id: string;
    phoneNumber: string;
    role: string;
  }[];

describe('company admins', () => {
  it('adds an existing user by phone, and creates a user for a new phone only with a name and password', async () => {
    const existing = await call('AddCompanyAdmin', {
      CompanyId: riverside,
      PhoneNumber: `+${DEMO_ACCOUNTS.companyAdmin}`,
      Role: 'administrator',
    });
    expect(existing.status, JSON.stringify(existing.body)).toBe(200);
    expect(existing.body).toMatchObject({ phoneNumber: DEMO_ACCOUNTS.companyAdmin, role: 'administrator' });

    const missing = await call('AddCompanyAdmin', {
      CompanyId: riverside,
      PhoneNumber: '+447700900123',
      Role: 'administrator',
    });
    expect(missing).toMatchObject({
      status: 400,
      body: {
        error: errors.invalidParams,
        fields: {
          DisplayName: companyAdminMessages.newUserNeedsName,
          Password: companyAdminMessages.newUserNeedsPassword,
        },
      },
    });
    const created = await call('AddCompanyAdmin', {
      CompanyId: riverside,
      PhoneNumber: '+447700900123',
      Role: 'concierge',
      DisplayName: 'Amelia Hart',
      Password: 'new-admin-2026',
    });
    expect(created.body).toMatchObject({ displayName: 'Amelia Hart', phoneNumber: '447700900123', role: 'concierge' });
    const signedIn = await t.call('Login', {
      PhoneNumber: '447700900123',
      Password: 'new-admin-2026',
      Area: 'company',
    });
    expect(signedIn.body.profiles.map((profile: { companyName: string }) => profile.companyName)).toEqual([
      'Riverside Property Management',
    ]);

    expect(
      await call('AddCompanyAdmin', { CompanyId: riverside, PhoneNumber: '+447700900123', Role: 'administrator' }),
    ).toMatchObject({
      status: 409,
      body: { fields: { PhoneNumber: companyAdminMessages.alreadyAdmin } },
    });
    expect(
      await call('AddCompanyAdmin', { CompanyId: riverside, PhoneNumber: '12', Role: 'administrator' }),
    ).toMatchObject({
      status: 400,
      body: { fields: { PhoneNumber: validation.phone } },
    });
  });

  it('creates a user only with a password under the rule of every password set (8 to 256 characters)', async () => {
    const add = (Password: string) =>
      call('AddCompanyAdmin', {
        CompanyId: riverside,
        PhoneNumber: '+447700900124',
        Role: 'administrator',
        DisplayName: 'Short Password',
        Password,
      });
    for (const Password of ['x', 'a'.repeat(PASSWORD_MIN_LENGTH - 1), 'a'.repeat(PASSWORD_MAX_LENGTH + 1)]) {
      const refused = await add(Password);
      expect(refused.status, Password).toBe(400);
      expect(refused.body.fields.Password).toBe(newPassword().safeParse(Password).error!.issues[0].message);
    }
    expect(await admins()).not.toContainEqual(expect.objectContaining({ phoneNumber: '447700900124' }));
    expect((await add('a'.repeat(PASSWORD_MIN_LENGTH))).status).toBe(200);
    // The form takes the same rule.
    expect(
      companyAdminForm.safeParse({ phoneNumber: '+447700900125', role: 'administrator', password: 'x' }).success,
    ).toBe(false);
    expect(
      companyAdminForm.safeParse({ phoneNumber: '+447700900125', role: 'administrator', password: '' }).success,
    ).toBe(true);
  });

  it("changes an admin's role", async () => {
    const admin = (await admins()).find((row) => row.phoneNumber === '447700900123')!;
    expect(
      (await call('EditCompanyAdmin', { CompanyId: riverside, UserId: admin.id, Role: 'security' })).body.role,
    ).toBe('security');
  });

  it("removes an admin: the user's sessions for that company end at once", async () => {
    const multi = (await admins()).find((row) => row.phoneNumber === DEMO_ACCOUNTS.multiCompanyAdmin)!;
    const before = await t.call('GetAddress', {}, { headers: companyB });
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    expect((await call('RemoveCompanyAdmin', { CompanyId: riverside, UserId: multi.id })).status).toBe(200);
    expect((await t.call('GetAddress', {}, { headers: companyB })).status).toBe(401);
    const live = await t.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.userId, multi.id), eq(sessions.companyId, riverside), isNull(sessions.revokedAt)));
    expect(live).toEqual([]);
    expect((await admins()).map((row) => row.id)).not.toContain(multi.id);
  });

  it('is the platform’s: a company admin is refused', async () => {
    for (const action of ['GetCompanyAdmins', 'AddCompanyAdmin', 'EditCompanyAdmin', 'RemoveCompanyAdmin']) {
      expect((await t.call(action, { CompanyId: riverside }, { headers: companyA })).status, action).toBe(403);
    }
  });
});
