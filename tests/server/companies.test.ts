import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localServers } from '../../server/db/schema';
import { authorize } from '../../server/protocol/authorize';
import { isValidInn } from '../../contract/inn';
import { DEVICE_AUTH_SCHEME } from '../../contract/protocol';
import { demoSessions } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let platform: Record<string, string>;
let companyA: Record<string, string>;
let companyAId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ platform, companyA } = await demoSessions(t));
  companyAId = (await t.call('GetProfiles', {}, { headers: companyA })).body.items[0].companyId;
}, 60_000);
afterAll(() => t?.close());

const register = (params: Record<string, unknown>) => t.call('RegisterCompany', params, { headers: platform });
const read = async (id: string) => (await t.call('GetCompanies', { Id: id }, { headers: platform })).body.items[0];

describe('the INN check digits', () => {
  it('accepts real INNs and refuses a changed digit or a wrong length', () => {
    for (const inn of ['7707083893', '7830002293', '500100732259', '773370857141'])
      expect(isValidInn(inn), inn).toBe(true);
    for (const inn of ['7707083894', '7707083839', '500100732258', '50010073225', '77070838931', 'ABCDEFGHIJ'])
      expect(isValidInn(inn), inn).toBe(false);
  });
});

describe('companies (platform)', () => {
  it('registers a company, checking its INN and e-mail, and reads it back with counts', async () => {
    const refused = await register({ Name: 'ООО «Тест»', Inn: '7707083894', Email: 'not-an-email' });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ Inn: 'common.validation.innCheckDigit', Email: 'common.validation.email' });
    const misshapen = await register({ Name: 'ООО «Тест»', Inn: '77070838' });
    expect(misshapen.body.fields).toEqual({ Inn: 'common.validation.inn' });
    const created = await register({
      Name: 'ООО «Тест»',
      Inn: '7707083893',
      Email: 'office@test.ru',
      KeysAvailable: 10,
      IsParking: true,
    });
    expect(created.status).toBe(200);
    expect(await read(created.body.id)).toMatchObject({
      name: 'ООО «Тест»',
      inn: '7707083893',
      email: 'office@test.ru',
      isParking: true,
      keysAvailable: 10,
      keysUsed: 0,
      keysRemaining: 10,
      users: 0,
      administrators: 0,
    });
  });

  it('counts keys used from the company’s live keys, not from anything typed', async () => {
    const company = await read(companyAId);
    const keys = await t.call('GetRegKeys', { CompanyId: companyAId, Limit: 100 }, { headers: platform });
    const live = keys.body.items.filter(
      (key: { status: string }) => !['deleteByAdmin', 'deleteByUser', 'deleteBySender', 'expired'].includes(key.status),
    );
    expect(company.keysUsed).toBe(live.length);
    expect(company.keysRemaining).toBe(Math.max(0, company.keysAvailable - live.length));
  });

  it('edits only what is sent', async () => {
    const { body } = await register({ Name: 'Edit me', Region: 'Москва' });
    const edited = await t.call('EditCompany', { CompanyId: body.id, Brand: 'Домофон+' }, { headers: platform });
    expect(edited.body).toMatchObject({ name: 'Edit me', region: 'Москва', brand: 'Домофон+' });
  });

  it('refuses to delete a company that has abonents, locks or keys, saying what it has; deletes an empty one', async () => {
    const refused = await t.call('DeleteCompany', { CompanyId: companyAId }, { headers: platform });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/^@@react-admin@@/);
    expect(refused.body.error).toContain('resources.companies.errors.inUse');
    expect(await read(companyAId)).toBeDefined();
    const { body } = await register({ Name: 'Empty company' });
    expect((await t.call('DeleteCompany', { CompanyId: body.id }, { headers: platform })).status).toBe(200);
    expect(await read(body.id)).toBeUndefined();
  });

  it('is the platform’s: a company admin is refused', async () => {
    expect((await t.call('GetCompanies', {}, { headers: companyA })).status).toBe(403);
    expect((await t.call('RegisterCompany', { Name: 'Nope' }, { headers: companyA })).status).toBe(403);
    expect((await t.call('DeleteCompany', { CompanyId: companyAId }, { headers: companyA })).status).toBe(403);
  });
});

describe('tokens: shown once, stored as a hash', () => {
  it('adds a local server with a token that lets its device side in, until a new one is issued', async () => {
    const added = await t.call('AddLocalServer', { CompanyId: companyAId, Name: 'КПП Садовая' }, { headers: platform });
    expect(added.status).toBe(200);
    const header = (token: string) => `${DEVICE_AUTH_SCHEME} ${added.body.id}:${token}`;
    expect((await authorize(t.db, { area: 'device' }, header(added.body.token))).device).toEqual({
      kind: 'localServer',
      localServerId: added.body.id,
      companyId: companyAId,
    });
    const listed = await t.call('GetLocalServers', { CompanyId: companyAId, Search: 'Садовая' }, { headers: platform });
    expect(listed.body.items).toEqual([
      expect.objectContaining({ name: 'КПП Садовая', status: 'online', tokenIssued: expect.any(String) }),
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(added.body.token);
    const renewed = await t.call(
      'RegenerateLocalServerToken',
      { CompanyId: companyAId, LocalServerId: added.body.id },
      { headers: platform },
    );
    await expect(authorize(t.db, { area: 'device' }, header(added.body.token))).rejects.toMatchObject({ status: 401 });
    expect((await authorize(t.db, { area: 'device' }, header(renewed.body.token))).device).toMatchObject({
      localServerId: added.body.id,
    });
    expect(
      (
        await t.call(
          'DeleteLocalServer',
          { CompanyId: companyAId, LocalServerId: added.body.id },
          { headers: platform },
        )
      ).status,
    ).toBe(200);
  });

  it('refuses to delete a local server that has local keys, and one of another company', async () => {
    const [withKeys] = await t.db
      .select({ id: localServers.id, companyId: localServers.companyId })
      .from(localServers)
      .where(eq(localServers.companyId, companyAId));
    const refused = await t.call(
      'DeleteLocalServer',
      { CompanyId: withKeys.companyId, LocalServerId: withKeys.id },
      { headers: platform },
    );
    expect(refused.status).toBe(409);
    const { body } = await register({ Name: 'Other' });
    expect(
      (await t.call('DeleteLocalServer', { CompanyId: body.id, LocalServerId: withKeys.id }, { headers: platform }))
        .status,
    ).toBe(404);
  });
});

describe('the company’s own profile (company area)', () => {
  it('reads and changes its own contact details only', async () => {
    const own = await t.call('GetOwnCompany', { CompanyId: companyAId }, { headers: companyA });
    expect(own.status).toBe(200);
    const edited = await t.call(
      'EditOwnCompany',
      { CompanyId: companyAId, Support: '+7 800 555-35-35', Name: 'Renamed' },
      { headers: companyA },
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ support: '+7 800 555-35-35', name: own.body.name });
    const { body } = await register({ Name: 'Someone else' });
    expect((await t.call('GetOwnCompany', { CompanyId: body.id }, { headers: companyA })).status).toBe(404);
    expect((await t.call('EditOwnCompany', { CompanyId: body.id, Support: 'x' }, { headers: companyA })).status).toBe(
      404,
    );
  });
});
