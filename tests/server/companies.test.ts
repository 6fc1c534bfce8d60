/**
 * Companies: the platform's list with keys used counted from the keys, registering and editing with the
 * INN's check digits, deleting refused while records would go with the company; admins (sessions end
 * on removal), local servers and the API token (tokens shown once, stored hashed), payment methods
 * (secrets never returned nor kept in clear), and the company's own profile (contact details only).
 */
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-data';
import { companies, localServers, paymentMethods, sessions } from '../../server/db/schema';
import { authorize } from '../../server/protocol/authorize';
import type { SignedInUser } from '../../src/domain/auth';
import { companyMessages, type CompanyRecord } from '../../src/domain/company';
import { companyAdminMessages } from '../../src/domain/company-admin';
import { localServerMessages } from '../../src/domain/local-server';
import { errors, validation, withArgs } from '../../src/domain/messages';
import { DEVICE_AUTH_SCHEME } from '../../src/domain/protocol';
import { demoSessions } from './support/sessions';
import { authorization, createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let platform: Record<string, string>;
let companyA: Record<string, string>;
let severny: CompanyRecord;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const rowsOf = <Row>(result: unknown): Row[] => (Array.isArray(result) ? result : (result as { rows: Row[] }).rows);
const call = (action: string, params: Record<string, unknown> = {}) => t.call(action, params, { headers: platform });
const fieldError = (field: string, message: string) => ({ error: errors.invalidParams, fields: { [field]: message } });
const company = async (id: string) => (await call('GetCompanies', { Id: id })).body.items[0] as CompanyRecord;
const login = async (phone: string, password: string) => {
  const response = await t.call('Login', { PhoneNumber: phone, Password: password, Area: 'company' });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as SignedInUser;
};
const register = async (params: Record<string, unknown>) => {
  const response = await call('RegisterCompany', params);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.id as string;
};

beforeAll(async () => {
  t = await createTestApp();
  ({ platform, companyA } = await demoSessions(t));
  const found = await call('GetCompanies', { Search: 'Северный' });
  severny = found.body.items[0];
}, 60_000);
afterAll(() => t?.close());

describe('the companies list', () => {
  it('shows the details and counts keys used from the keys in use, never the API token', async () => {
    const [counted] = rowsOf<{ used: number; users: number }>(
      await t.db.execute(sql`select count(*)::int as used, count(distinct user_id)::int as users from keys
        where company_id = ${severny.id} and status in ('none', 'sent', 'approved', 'deleteUser', 'deleteAdmin')`),
    );
    expect(counted.used).toBeGreaterThan(0);
    expect(severny).toMatchObject({
      name: 'УК «Северный квартал»',
      inn: '7715123451',
      region: 'Москва',
      role: 'management',
      keysAvailable: 500,
      keysUsed: counted.used,
      keysRemaining: 500 - counted.used,
      users: counted.users,
      administrators: 2,
      apiTokenIssued: null,
    });
    expect(JSON.stringify(severny)).not.toMatch(/hash/i);
  });

  it('searches name, INN and region, and sorts', async () => {
    expect((await call('GetCompanies', { Search: '7714987650' })).body.items.map((c: CompanyRecord) => c.name)).toEqual(['ТСЖ «Парковый»']);
    expect((await call('GetCompanies', { Search: 'Bristol' })).body.items.map((c: CompanyRecord) => c.name)).toEqual(['Harbour Gate Residential']);
    const byQuota = (await call('GetCompanies', { Sort: 'keysAvailable', Order: 'DESC', Limit: 1 })).body;
    expect(byQuota.items[0].name).toBe('УК «Северный квартал»');
  });
});

describe('registering and editing a company', () => {
  it('checks the INN’s check digits (10 and 12 digits) and the e-mail, on the server as in the form', async () => {
    for (const inn of ['7707083894', '500100732258', '12345', '00000000000']) {
      const refused = await call('RegisterCompany', { Name: 'ООО «Проверка»', Inn: inn });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual(fieldError('Inn', validation.inn));
    }
    const email = await call('RegisterCompany', { Name: 'ООО «Проверка»', Email: 'office@' });
    expect(email.body).toEqual(fieldError('Email', validation.email));
    const phone = await call('RegisterCompany', { Name: 'ООО «Проверка»', Phones: ['+7 495 123-45-67', '12'] });
    expect(phone.body).toEqual(fieldError('Phones', validation.phone));
  });

  it('registers with defaults, refuses a taken INN on its field, and edits only what it is given', async () => {
    const id = await register({ Name: 'ООО «Домофон-Сервис»', Inn: '500100732259', Phones: ['8 (495) 123-45-67'], Email: 'info@domofon.example' });
    expect(await company(id)).toMatchObject({
      inn: '500100732259',
      phones: ['74951234567'],
      role: 'management',
      isParking: false,
      keysAvailable: 0,
      keysUsed: 0,
      keysRemaining: 0,
      administrators: 0,
    });
    const taken = await call('RegisterCompany', { Name: 'Другая', Inn: '500100732259' });
    expect(taken).toMatchObject({ status: 409, body: { fields: { Inn: companyMessages.innTaken } } });
    const edited = await call('EditCompany', { CompanyId: id, KeysAvailable: 10, IsParking: true, Inn: null });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'ООО «Домофон-Сервис»', keysAvailable: 10, keysRemaining: 10, isParking: true, inn: null, email: 'info@domofon.example' });
    expect((await call('EditCompany', { CompanyId: id, KeysAvailable: -1 })).status).toBe(400);
  });

  it('is the platform’s: a company admin is refused every platform Action', async () => {
    const [other] = (await call('GetCompanies', { Search: 'Riverside' })).body.items;
    for (const [action, params] of [
      ['GetCompanies', {}],
      ['RegisterCompany', { Name: 'Чужая' }],
      ['EditCompany', { CompanyId: other.id, Name: 'Чужая' }],
      ['DeleteCompany', { CompanyId: other.id }],
      ['IssueCompanyApiToken', { CompanyId: other.id }],
      ['GetCompanyAdmins', { CompanyId: other.id }],
      ['AddCompanyAdmin', { CompanyId: other.id, PhoneNumber: DEMO_ACCOUNTS.companyAdmin, Role: 'admin' }],
      ['GetLocalServers', { CompanyId: other.id }],
      ['AddLocalServer', { CompanyId: other.id, Name: 'Чужой' }],
      ['GetPaymentMethods', { CompanyId: other.id }],
    ] as const) {
      expect((await t.call(action, params, { headers: companyA })).status, action).toBe(403);
    }
  });
});

describe('deleting a company', () => {
  it('is refused, saying what is left, while it has abonents, locks or keys', async () => {
    const refused = await call('DeleteCompany', { CompanyId: severny.id });
    expect(refused.status).toBe(409);
    const [left] = rowsOf<{ abonents: number; locks: number; keys: number }>(
      await t.db.execute(sql`select (select count(*)::int from abonents where company_id = ${severny.id}) as abonents,
        (select count(*)::int from locks where company_id = ${severny.id}) as locks,
        (select count(*)::int from keys where company_id = ${severny.id}) as keys`),
    );
    expect(refused.body.error).toBe(withArgs(companyMessages.hasRecords, left));
    expect(await company(severny.id)).toBeDefined();
  });

  it('takes its admins’ profiles, local servers and payment methods with it', async () => {
    const id = await register({ Name: 'ООО «Временная»' });
    await call('AddCompanyAdmin', { CompanyId: id, PhoneNumber: DEMO_ACCOUNTS.companyAdmin, Role: 'operator' });
    await call('AddLocalServer', { CompanyId: id, Name: 'Сервер' });
    await call('AddPaymentMethod', { CompanyId: id, Name: 'Касса', Username: 'kassa' });
    expect((await call('DeleteCompany', { CompanyId: id })).status).toBe(200);
    expect((await call('GetCompanies', { Id: id })).body.total).toBe(0);
    expect(await t.db.select().from(localServers).where(eq(localServers.companyId, id))).toEqual([]);
    expect((await call('DeleteCompany', { CompanyId: id })).status).toBe(404);
  });
});

describe('the API token', () => {
  it('is shown once, kept only as its SHA-256, replaced by a new one and revoked', async () => {
    const id = await register({ Name: 'ООО «Интеграция»' });
    const first = (await call('IssueCompanyApiToken', { CompanyId: id })).body.token as string;
    expect(first).toMatch(/^[\w-]{43}$/);
    const [stored] = await t.db.select({ hash: companies.apiTokenHash }).from(companies).where(eq(companies.id, id));
    expect(stored.hash).toBe(sha256(first));
    const record = await company(id);
    expect(record.apiTokenIssued).not.toBeNull();
    expect(JSON.stringify(record)).not.toContain(first);
    const second = (await call('IssueCompanyApiToken', { CompanyId: id })).body.token as string;
    expect(second).not.toBe(first);
    const trail = JSON.stringify(rowsOf(await t.db.execute(sql`select changes from audit_log where record_id = ${id}`)));
    expect(trail).not.toContain(sha256(first));
    expect(trail).not.toContain(first);
    expect((await call('RevokeCompanyApiToken', { CompanyId: id })).status).toBe(200);
    expect((await company(id)).apiTokenIssued).toBeNull();
  });
});

describe('admins', () => {
  it('adds an existing user by phone, creates a new one with a name and a password, and refuses a second time', async () => {
    const id = await register({ Name: 'ООО «Админы»' });
    const existing = await call('AddCompanyAdmin', { CompanyId: id, PhoneNumber: '+7 000 000-00-02'.replace(/\D/g, ''), Role: 'admin' });
    expect(existing.status, JSON.stringify(existing.body)).toBe(200);
    const needs = await call('AddCompanyAdmin', { CompanyId: id, PhoneNumber: '+7 (916) 555-00-01', Role: 'operator' });
    expect(needs).toMatchObject({
      status: 400,
      body: { fields: { DisplayName: companyAdminMessages.newUserNeedsName, Password: companyAdminMessages.newUserNeedsPassword } },
    });
    const created = await call('AddCompanyAdmin', {
      CompanyId: id,
      PhoneNumber: '+7 (916) 555-00-01',
      Role: 'operator',
      DisplayName: 'Ольга Новикова',
      Password: 'new-admin-2026',
    });
    expect(created.status).toBe(200);
    const again = await call('AddCompanyAdmin', { CompanyId: id, PhoneNumber: '79165550001', Role: 'admin' });
    expect(again).toMatchObject({ status: 409, body: { fields: { PhoneNumber: companyAdminMessages.alreadyAdmin } } });
    const admins = (await call('GetCompanyAdmins', { CompanyId: id })).body;
    expect(admins.total).toBe(2);
    expect(admins.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ phoneNumber: '70000000002', role: 'admin' }),
        expect.objectContaining({ displayName: 'Ольга Новикова', phoneNumber: '79165550001', role: 'operator' }),
      ]),
    );
    // The new admin signs in to the company area with the password given.
    const signedIn = await login('79165550001', 'new-admin-2026');
    expect(signedIn.profiles.map((profile) => profile.companyName)).toEqual(['ООО «Админы»']);
    const promoted = await call('EditCompanyAdmin', { CompanyId: id, UserId: created.body.id, Role: 'admin' });
    expect(promoted.body).toMatchObject({ displayName: 'Ольга Новикова', phoneNumber: '79165550001', role: 'admin' });
  });

  it('removing one ends that admin’s sessions for the company at once, and only those', async () => {
    const id = await register({ Name: 'ООО «Сеансы»' });
    const added = await call('AddCompanyAdmin', {
      CompanyId: id,
      PhoneNumber: '+7 (916) 555-00-02',
      Role: 'admin',
      DisplayName: 'Пётр Сеансов',
      Password: 'sessions-2026',
    });
    const headers = authorization(await login('79165550002', 'sessions-2026'));
    expect((await t.call('GetCompanyProfile', {}, { headers })).body.name).toBe('ООО «Сеансы»');
    const platformSession = await t.db.select({ id: sessions.id }).from(sessions).where(sql`${sessions.area} = 'platform'`);
    expect((await call('RemoveCompanyAdmin', { CompanyId: id, UserId: added.body.id })).status).toBe(200);
    expect((await t.call('GetCompanyProfile', {}, { headers })).status).toBe(401);
    const [ended] = await t.db.select({ revokedAt: sessions.revokedAt }).from(sessions).where(eq(sessions.userId, added.body.id));
    expect(ended.revokedAt).not.toBeNull();
    // Nobody else's session ended.
    const stillOpen = await t.db.select({ id: sessions.id }).from(sessions).where(sql`${sessions.area} = 'platform' and ${sessions.revokedAt} is null`);
    expect(stillOpen.length).toBe(platformSession.length);
    expect((await call('RemoveCompanyAdmin', { CompanyId: id, UserId: added.body.id })).status).toBe(404);
  });
});

describe('local servers', () => {
  const device = (id: string, token: string) => `${DEVICE_AUTH_SCHEME} ${id}:${token}`;

  it('are added with a token made by the server, shown once and stored hashed; a new token replaces it at once', async () => {
    const added = await call('AddLocalServer', { CompanyId: severny.id, Name: 'Сервер корпуса 3' });
    expect(added.status).toBe(200);
    const { id, token } = added.body as { id: string; token: string };
    const [stored] = await t.db.select({ hash: localServers.tokenHash }).from(localServers).where(eq(localServers.id, id));
    expect(stored.hash).toBe(sha256(token));
    expect(await authorize(t.db, 'device', device(id, token))).toMatchObject({ device: { localServerId: id, companyId: severny.id } });
    const listed = (await call('GetLocalServers', { CompanyId: severny.id, Search: 'корпуса 3' })).body.items;
    expect(listed).toEqual([
      expect.objectContaining({ id, name: 'Сервер корпуса 3', status: 'online', lastSeen: expect.any(String), tokenIssued: expect.any(String) }),
    ]);
    expect(JSON.stringify(listed)).not.toContain(token);
    const renewed = (await call('IssueLocalServerToken', { LocalServerId: id })).body.token as string;
    expect(renewed).not.toBe(token);
    await expect(authorize(t.db, 'device', device(id, token))).rejects.toMatchObject({ status: 401 });
    expect((await call('EditLocalServer', { LocalServerId: id, Name: 'Корпус 3' })).body).toMatchObject({ name: 'Корпус 3' });
    expect((await call('DeleteLocalServer', { LocalServerId: id })).status).toBe(200);
  });

  it('one that issued local keys is not deleted with them', async () => {
    const [server] = rowsOf<{ id: string; keys: number }>(
      await t.db.execute(sql`select local_server_id as id, count(*)::int as keys from local_keys group by local_server_id limit 1`),
    );
    const refused = await call('DeleteLocalServer', { LocalServerId: server.id });
    expect(refused).toMatchObject({ status: 409, body: { error: withArgs(localServerMessages.hasKeys, { smart_count: server.keys }) } });
  });
});

describe('payment methods', () => {
  it('keep the password and API token encrypted and never return them; an edit without them keeps them', async () => {
    const added = await call('AddPaymentMethod', {
      CompanyId: severny.id,
      Name: 'Тинькофф Касса',
      Username: 'severny-tinkoff',
      Password: 'pay-secret-1',
      ApiToken: 'pay-token-1',
      Enabled: true,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const [stored] = await t.db.select().from(paymentMethods).where(eq(paymentMethods.id, added.body.id));
    expect(JSON.stringify(stored)).not.toMatch(/pay-secret-1|pay-token-1/);
    expect(stored.passwordEncrypted).toMatch(/^v1\./);
    const edited = await call('EditPaymentMethod', { PaymentMethodId: added.body.id, Enabled: false });
    expect(edited.body).toEqual({
      id: added.body.id,
      companyId: severny.id,
      name: 'Тинькофф Касса',
      username: 'severny-tinkoff',
      hasPassword: true,
      hasApiToken: true,
      enabled: false,
      created: expect.any(String),
    });
    const [kept] = await t.db.select().from(paymentMethods).where(eq(paymentMethods.id, added.body.id));
    expect(kept.passwordEncrypted).toBe(stored.passwordEncrypted);
    const listed = await call('GetPaymentMethods', { CompanyId: severny.id });
    expect(listed.body.items.map((method: { name: string }) => method.name)).toEqual(['СБП', 'Тинькофф Касса', 'Эквайринг Сбербанка']);
    expect(JSON.stringify(listed.body)).not.toMatch(/pay-secret|pay-token|v1\./);
    const trail = JSON.stringify(rowsOf(await t.db.execute(sql`select changes from audit_log where record_id = ${added.body.id}`)));
    expect(trail).not.toMatch(/pay-secret|pay-token|v1\./);
    expect((await call('DeletePaymentMethod', { PaymentMethodId: added.body.id })).status).toBe(200);
  });
});

describe('the company’s own profile', () => {
  it('is the session’s company; its admins change the contact details and nothing else', async () => {
    const own = await t.call('GetCompanyProfile', {}, { headers: companyA });
    expect(own.body).toMatchObject({ id: severny.id, name: 'УК «Северный квартал»' });
    const edited = await t.call(
      'EditCompanyProfile',
      { Phones: ['+7 495 120-45-69'], Support: 'Диспетчер, круглосуточно', Email: 'help@severny.example', Name: 'Захват', Inn: '7707083893', KeysAvailable: 100000 },
      { headers: companyA },
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      phones: ['74951204569'],
      support: 'Диспетчер, круглосуточно',
      email: 'help@severny.example',
      name: 'УК «Северный квартал»',
      inn: '7715123451',
      keysAvailable: 500,
    });
    expect((await t.call('EditCompanyProfile', { Email: 'not-an-email' }, { headers: companyA })).body).toEqual(fieldError('Email', validation.email));
  });

  it('never another company’s, and not the platform’s to call', async () => {
    const [other] = (await call('GetCompanies', { Search: 'Riverside' })).body.items;
    expect((await t.call('GetCompanyProfile', { Id: other.id }, { headers: companyA })).status).toBe(404);
    expect((await t.call('EditCompanyProfile', { Id: other.id, Support: 'x' }, { headers: companyA })).status).toBe(404);
    expect((await company(other.id)).support).toBe('Concierge desk, 24/7');
    expect((await call('GetCompanyProfile')).status).toBe(403);
  });
});
