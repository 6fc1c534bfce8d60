import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyMessages } from '../../src/domain/company';
import { errors, parseMessage, validation } from '../../src/domain/messages';
import { demoSessions } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let platform: Record<string, string>;
let companyA: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  ({ platform, companyA } = await demoSessions(t));
});
afterAll(() => t.close());

const call = (action: string, params: Record<string, unknown> = {}) => t.call(action, params, { headers: platform });
const fieldError = (field: string, message: string) => ({ status: 400, body: { error: errors.invalidParams, fields: { [field]: message } } });
const companyNamed = async (name: string) => (await call('GetPlatformCompanies', { Search: name })).body.items[0];

describe('RegisterCompany and EditCompany', () => {
  it('registers a company with its details and reads it back with counted keys', async () => {
    const created = await call('RegisterCompany', {
      Name: 'УК «Тестовая»',
      Inn: '7707083893',
      Region: 'Москва',
      Email: 'office@test.example',
      KeysAvailable: 10,
      IsParking: true,
    });
    expect(created.status).toBe(200);
    const read = await call('GetPlatformCompanies', { CompanyId: created.body.id });
    expect(read.body.items[0]).toMatchObject({
      name: 'УК «Тестовая»',
      inn: '7707083893',
      region: 'Москва',
      isParking: true,
      createUsersWhenRegisteringAbonents: false,
      keysAvailable: 10,
      keysUsed: 0,
      keysRemaining: 10,
      users: 0,
      administrators: 0,
    });
    expect((await call('GetPlatformCompanies', { Search: '7707083893' })).body.items.map((company: { id: string }) => company.id)).toEqual([
      created.body.id,
    ]);
  });

  it('refuses an INN with a wrong checksum or length, and a malformed e-mail', async () => {
    expect(await call('RegisterCompany', { Name: 'Плохой ИНН', Inn: '7707083894' })).toMatchObject(fieldError('Inn', validation.inn));
    expect(await call('RegisterCompany', { Name: 'Плохой ИНН', Inn: '77070838' })).toMatchObject(fieldError('Inn', validation.inn));
    expect(await call('RegisterCompany', { Name: 'Плохая почта', Email: 'office@' })).toMatchObject(fieldError('Email', validation.email));
    const company = await companyNamed('Riverside');
    expect(await call('EditCompany', { CompanyId: company.id, Inn: '500100732250' })).toMatchObject(fieldError('Inn', validation.inn));
  });

  it('counts keys used and remaining from the keys issued, whatever is sent', async () => {
    const severny = await companyNamed('Северный');
    expect(severny.keysUsed).toBeGreaterThan(0);
    const edited = await call('EditCompany', { CompanyId: severny.id, KeysAvailable: severny.keysUsed + 5, KeysUsed: 0 });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ keysUsed: severny.keysUsed, keysRemaining: 5, keysAvailable: severny.keysUsed + 5 });
  });

  it('is the platform’s: a company admin is refused every companies Action', async () => {
    for (const [action, params] of [
      ['GetPlatformCompanies', {}],
      ['RegisterCompany', { Name: 'Чужая' }],
      ['EditCompany', { CompanyId: (await companyNamed('Северный')).id, Name: 'Чужая' }],
      ['DeleteCompany', { CompanyId: (await companyNamed('Северный')).id }],
    ] as const) {
      expect((await t.call(action, params, { headers: companyA })).status, action).toBe(403);
    }
  });
});

describe('DeleteCompany', () => {
  it('refuses, with the counts, while the company has abonents, locks or keys', async () => {
    const severny = await companyNamed('Северный');
    const refused = await call('DeleteCompany', { CompanyId: severny.id });
    expect(refused.status).toBe(409);
    const { message, args } = parseMessage(refused.body.error);
    expect(message).toBe(companyMessages.inUse);
    expect(args).toMatchObject({ abonents: severny.users, keys: severny.keysUsed });
    expect(args.locks).toBeGreaterThan(0);
    expect((await call('GetPlatformCompanies', { CompanyId: severny.id })).body.total).toBe(1);
  });

  it('deletes a company without any', async () => {
    const { body } = await call('RegisterCompany', { Name: 'На удаление' });
    expect((await call('DeleteCompany', { CompanyId: body.id })).status).toBe(200);
    expect((await call('GetPlatformCompanies', { CompanyId: body.id })).body.total).toBe(0);
    expect((await call('DeleteCompany', { CompanyId: body.id })).status).toBe(404);
  });
});
