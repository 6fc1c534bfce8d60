/**
 * A new company's setup checklist (GetSetupProgress): nothing done for a company just registered, each
 * step done as its data appears, whatever the company's admin or the platform adds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_PASSWORD } from '../../server/db/seed/demo-data';
import { demoSessions } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let platform: Record<string, string>;
let companyA: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  ({ platform, companyA } = await demoSessions(t));
}, 60_000);
afterAll(() => t?.close());

const progressOf = async (headers: Record<string, string>) => {
  const answer = await t.call('GetSetupProgress', {}, { headers });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};

describe('a new company’s first steps', () => {
  it('start undone, and each is done once its data exists', async () => {
    const company = (await t.call('RegisterCompany', { Name: 'ООО «Первые шаги»' }, { headers: platform })).body.id;
    const phone = '79160000042';
    const added = await t.call(
      'AddCompanyAdmin',
      {
        CompanyId: company,
        PhoneNumber: phone,
        Role: 'administrator',
        DisplayName: 'Ольга Новикова',
        Password: DEFAULT_DEMO_PASSWORD,
      },
      { headers: platform },
    );
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const admin = (await t.signIn(phone, 'company')).headers;
    const none = { address: false, locks: false, doors: false, tariff: false, abonent: false, localServer: false };
    expect(await progressOf(admin)).toEqual(none);

    expect((await t.call('AddAddress', { Value: 'г. Москва, ул. Первая, д. 1' }, { headers: admin })).status).toBe(200);
    expect(
      (await t.call('AddLocalServer', { CompanyId: company, Name: 'Проходная' }, { headers: platform })).status,
    ).toBe(200);
    expect(await progressOf(admin)).toEqual({ ...none, address: true, localServer: true });
    // Another company's data counts for nobody else.
    expect(await progressOf(companyA)).toEqual({
      address: true,
      locks: true,
      doors: true,
      tariff: true,
      abonent: true,
      localServer: true,
    });
  });

  it('is the company area’s: the platform is refused', async () => {
    expect((await t.call('GetSetupProgress', {}, { headers: platform })).status).toBe(403);
  });
});
