/**
 * Join requests: the registration code (issued once, only its hash kept, replaced, withdrawn), the public
 * join page's Actions (right, wrong and replaced codes, the company's addresses only, the address limit),
 * and the administrators' decisions: approving registers the abonent (and a user when the company creates
 * users when registering abonents), refusing keeps the request with who and when; another company sees
 * and decides none of them.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinMessages } from '../../contract/join-request';
import { errors } from '../../contract/messages';
import { hashToken } from '../../server/auth/tokens';
import { abonents, auditLog, companies, joinRequests, users } from '../../server/db/schema';
import { JOIN_REQUESTS_PER_ADDRESS } from '../../server/guest/throttle';
import { demoSessions } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let companyA: Record<string, string>;
let companyB: Record<string, string>;
let companyAId: string;
let addressA: { id: string; value: string };
let addressB: { id: string; value: string };

/** Each test's public calls come from an address of its own, so that one test's count does not limit another's. */
let addressCounter = 10;
const nextAddress = () => `198.51.100.${addressCounter++}`;
const publicCall = (action: string, params: Record<string, unknown>, remoteAddress = nextAddress()) =>
  t.call(action, params, { remoteAddress });

beforeAll(async () => {
  t = await createTestApp();
  ({ companyA, companyB } = await demoSessions(t));
  companyAId = (await t.call('GetProfiles', {}, { headers: companyA })).body.items[0].companyId;
  addressA = (await t.call('GetAddress', { Limit: 1 }, { headers: companyA })).body.items[0];
  addressB = (await t.call('GetAddress', { Limit: 1 }, { headers: companyB })).body.items[0];
}, 60_000);
afterAll(() => t?.close());

const issueCode = async (headers = companyA) => {
  const response = await t.call('IssueRegistrationCode', {}, { headers });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.code as string;
};

let phoneCounter = 1000;
const submit = async (code: string, params: Record<string, unknown> = {}, remoteAddress = nextAddress()) =>
  publicCall(
    'SubmitJoinRequest',
    {
      Code: code,
      Name: 'Анна Смирнова',
      PhoneNumber: `+7 926 555-${String(phoneCounter++).padStart(4, '0')}`,
      Apartment: '14',
      AddressId: addressA.id,
      ...params,
    },
    remoteAddress,
  );

/** A pending request of company A, and its id. */
const pendingRequest = async (params: Record<string, unknown> = {}) => {
  const code = await issueCode();
  expect((await submit(code, params)).status).toBe(200);
  const list = await t.call(
    'GetJoinRequests',
    { Status: 'pending', Sort: 'created', Order: 'DESC' },
    {
      headers: companyA,
    },
  );
  return list.body.items[0] as { id: string; name: string; phoneNumber: string; apartment: string };
};

describe('the registration code', () => {
  it('is returned once, kept only as its hash, and never read back', async () => {
    expect((await t.call('CloseRegistration', {}, { headers: companyA })).status).toBe(200);
    expect((await t.call('GetRegistration', {}, { headers: companyA })).body).toEqual({ openSince: null });
    const code = await issueCode();
    const [stored] = await t.db
      .select({ hash: companies.registrationCodeHash })
      .from(companies)
      .where(eq(companies.id, companyAId));
    expect(stored.hash).toBe(hashToken(code));
    const registration = await t.call('GetRegistration', {}, { headers: companyA });
    expect(JSON.stringify(registration.body)).not.toContain(code);
    expect(registration.body.openSince).toEqual(expect.any(String));
    const own = await t.call('GetOwnCompany', { CompanyId: companyAId }, { headers: companyA });
    expect(JSON.stringify(own.body)).not.toContain(code);
    expect(JSON.stringify(own.body)).not.toContain(stored.hash!);
    // On the trail only as changed.
    const trail = await t.db
      .select({ changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.tableName, 'companies'), eq(auditLog.action, 'IssueRegistrationCode')));
    expect(JSON.stringify(trail)).not.toContain(stored.hash!);
    expect(JSON.stringify(trail)).toContain('masked');
  });

  it('opens the form with the company name and its own addresses only', async () => {
    const code = await issueCode();
    const form = await publicCall('GetJoinForm', { Code: code });
    expect(form.status).toBe(200);
    expect(Object.keys(form.body).sort()).toEqual(['addresses', 'company']);
    expect(form.body.company).toBe('УК «Северный квартал»');
    expect(form.body.addresses).toContainEqual({ id: addressA.id, label: addressA.value });
    expect(form.body.addresses.map((a: { id: string }) => a.id)).not.toContain(addressB.id);
  });

  it('refuses a wrong code, a replaced one and one of a closed registration', async () => {
    expect((await publicCall('GetJoinForm', { Code: 'not-a-code' })).body).toEqual({
      error: joinMessages.unknownCode,
    });
    const old = await issueCode();
    const current = await issueCode();
    const refused = await submit(old);
    expect(refused.status).toBe(404);
    expect(refused.body.error).toBe(joinMessages.unknownCode);
    expect((await publicCall('GetJoinForm', { Code: current })).status).toBe(200);
    await t.call('CloseRegistration', {}, { headers: companyA });
    expect((await publicCall('GetJoinForm', { Code: current })).status).toBe(404);
    expect((await t.call('GetRegistration', {}, { headers: companyA })).body.openSince).toBeNull();
  });

  it('is not accepted in a GET query', async () => {
    const code = await issueCode();
    const response = await t.call('GetJoinForm', { Code: code }, { method: 'GET', remoteAddress: nextAddress() });
    expect(response.status).toBe(405);
  });
});

describe('a resident’s request', () => {
  it('is stored pending for the company, the phone as the platform stores phones', async () => {
    const code = await issueCode();
    const response = await submit(code, { Name: 'Пётр Иванов', PhoneNumber: '8 (926) 111-22-33', Apartment: '7' });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body).toEqual({ company: 'УК «Северный квартал»' });
    const list = await t.call('GetJoinRequests', { Search: 'Пётр' }, { headers: companyA });
    expect(list.body.items[0]).toMatchObject({
      name: 'Пётр Иванов',
      phoneNumber: '79261112233',
      apartment: '7',
      addressId: addressA.id,
      address: addressA.value,
      status: 'pending',
      decidedAt: null,
      decidedBy: null,
      abonentId: null,
      userCreated: false,
    });
  });

  it('is checked by the contract’s rules, field by field', async () => {
    const code = await issueCode();
    const response = await submit(code, { Name: '', PhoneNumber: '12', Apartment: '' });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.fields).sort()).toEqual(['Apartment', 'Name', 'PhoneNumber']);
    const foreign = await submit(code, { AddressId: addressB.id });
    expect(foreign.status).toBe(400);
    expect(foreign.body.fields).toEqual({ AddressId: joinMessages.addressNotFound });
  });

  it('is limited per address', async () => {
    const code = await issueCode();
    const address = nextAddress();
    for (let call = 0; call < JOIN_REQUESTS_PER_ADDRESS; call += 1) {
      expect((await publicCall('GetJoinForm', { Code: code }, address)).status).toBe(200);
    }
    const over = await submit(code, {}, address);
    expect(over.status).toBe(429);
    expect(over.body.error).toBe(errors.tooManyRequests);
    expect((await publicCall('GetJoinForm', { Code: code })).status).toBe(200);
  });
});

describe('the administrators’ decision', () => {
  it('lists pending requests first', async () => {
    const request = await pendingRequest({ Name: 'Ожидающий Первый' });
    await t.call('RefuseJoinRequest', { JoinRequestId: request.id }, { headers: companyA });
    await pendingRequest({ Name: 'Ожидающий Второй' });
    const list = await t.call('GetJoinRequests', { Sort: 'pendingFirst', Order: 'DESC' }, { headers: companyA });
    const statuses = list.body.items.map((item: { status: string }) => item.status);
    expect(statuses[0]).toBe('pending');
    expect(statuses.indexOf('refused')).toBeGreaterThan(statuses.lastIndexOf('pending'));
  });

  it('approving registers the abonent and, as the company says, a user', async () => {
    const request = await pendingRequest({ Name: 'Новый Житель' });
    const approved = await t.call('ApproveJoinRequest', { JoinRequestId: request.id }, { headers: companyA });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', decidedBy: expect.any(String), userCreated: true });
    const abonent = await t.call('GetAbonentDetails', { Id: approved.body.abonentId }, { headers: companyA });
    expect(abonent.body.items[0]).toMatchObject({
      name: 'Новый Житель',
      phoneNumber: request.phoneNumber,
      room: '14',
      addressId: addressA.id,
    });
    const [user] = await t.db.select().from(users).where(eq(users.phoneNumber, request.phoneNumber));
    expect(user.displayName).toBe('Новый Житель');
    // On the trail as the approval's.
    const trail = await t.db
      .select({ table: auditLog.tableName })
      .from(auditLog)
      .where(eq(auditLog.action, 'ApproveJoinRequest'));
    expect(trail.map((row) => row.table)).toEqual(expect.arrayContaining(['abonents', 'users', 'join_requests']));
    const again = await t.call('ApproveJoinRequest', { JoinRequestId: request.id }, { headers: companyA });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(joinMessages.decided);
  });

  it('approving creates no user when the company does not create users', async () => {
    await t.db.update(companies).set({ createUsersOnRegistration: false }).where(eq(companies.id, companyAId));
    try {
      const request = await pendingRequest();
      const approved = await t.call('ApproveJoinRequest', { JoinRequestId: request.id }, { headers: companyA });
      expect(approved.body).toMatchObject({ status: 'approved', userCreated: false });
      expect(await t.db.select().from(users).where(eq(users.phoneNumber, request.phoneNumber))).toEqual([]);
      const [abonent] = await t.db.select().from(abonents).where(eq(abonents.id, approved.body.abonentId));
      expect(abonent.phoneNumber).toBe(request.phoneNumber);
    } finally {
      await t.db.update(companies).set({ createUsersOnRegistration: true }).where(eq(companies.id, companyAId));
    }
  });

  it('refusing keeps the request, marked refused with who and when', async () => {
    const request = await pendingRequest();
    const refused = await t.call('RefuseJoinRequest', { JoinRequestId: request.id }, { headers: companyA });
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({ status: 'refused', abonentId: null, decidedAt: expect.any(String) });
    expect(refused.body.decidedBy).toEqual(expect.any(String));
    expect((await t.call('ApproveJoinRequest', { JoinRequestId: request.id }, { headers: companyA })).status).toBe(409);
    const count = await t.db.execute(
      sql`select count(*)::int as n from abonents where phone_number = ${request.phoneNumber}`,
    );
    const rows = Array.isArray(count) ? count : (count as unknown as { rows: { n: number }[] }).rows;
    expect(rows[0].n).toBe(0);
  });

  it('another company neither sees nor decides them', async () => {
    const request = await pendingRequest({ Name: 'Чужой Заявитель' });
    const seen = await t.call('GetJoinRequests', { Id: request.id }, { headers: companyB });
    expect(seen.body).toEqual({ items: [], total: 0 });
    const searched = await t.call('GetJoinRequests', { Search: 'Чужой' }, { headers: companyB });
    expect(searched.body.total).toBe(0);
    for (const action of ['ApproveJoinRequest', 'RefuseJoinRequest']) {
      const response = await t.call(action, { JoinRequestId: request.id }, { headers: companyB });
      expect(response.status).toBe(404);
    }
    const [stored] = await t.db.select().from(joinRequests).where(eq(joinRequests.id, request.id));
    expect(stored.status).toBe('pending');
  });
});
