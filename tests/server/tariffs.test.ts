import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-data';
import { errors, validation, withArgs } from '../../contract/messages';
import { createTestApp, type TestApp } from './support/test-app';
import { riversideSession } from './support/sessions';

let t: TestApp;
/** УК «Северный квартал» (company A, administered by Анна) and Riverside Property Management (company B). */
let companyA: Record<string, string>;
let companyB: Record<string, string>;
let adminOfA: string;

beforeAll(async () => {
  t = await createTestApp();
  const a = await t.signIn(DEMO_ACCOUNTS.companyAdmin, 'company');
  companyA = a.headers;
  adminOfA = a.user.displayName;
  companyB = await riversideSession(t);
});
afterAll(() => t.close());

/** A valid new tariff, as the console sends it. */
const tariff = (overrides: Record<string, unknown> = {}) => ({
  DisplayName: 'Тестовый тариф',
  UserDispalyName: 'Тариф для проверки',
  Categories: ['Жильцы'],
  CostPerMonth: '199.90',
  CostPerYear: '',
  KeysCountInPackage: '3',
  TrialPeriod: '14',
  TariffType: 'monthly',
  PricePerPackage: null,
  PricePerExtraKey: '45',
  EffectiveUntil: 'disabled',
  Services: ['access'],
  ...overrides,
});

const register = async (headers = companyA, overrides: Record<string, unknown> = {}) => {
  const response = await t.call('RegisterTariffPolicy', tariff(overrides), { headers });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.id as string;
};

const revisionOf = (id: string, revision: number, headers = companyA) =>
  t.call('GetTariffPolicyRevision', { id, revision }, { headers });
const historyOf = async (id: string, headers = companyA) =>
  (await t.call('GetTariffPolicyRevisions', { Id: id, Limit: 100 }, { headers })).body;
const names = (body: { items: { displayName: string }[] }) => body.items.map((item) => item.displayName);

describe('GetTariffPolicies', () => {
  it('lists the company’s tariffs by name, each as its revision in force, with the total', async () => {
    const response = await t.call('GetTariffPolicies', { Search: '', Limit: 4 }, { headers: companyA });
    expect(response.status).toBe(200);
    expect(response.body.total).toBeGreaterThanOrEqual(4);
    expect(names(response.body)).toEqual([...names(response.body)].sort((a, b) => a.localeCompare(b, 'ru')));
    const basic = (await t.call('GetTariffPolicies', { Search: 'Базовый' }, { headers: companyA })).body.items[0];
    expect(basic).toEqual({
      id: expect.any(String),
      revision: 2,
      displayName: 'Базовый доступ',
      userDispalyName: 'Доступ в подъезд и во двор',
      tariffType: 'monthly',
      costPerMonth: '150.00',
      costPerYear: '1620.00',
      effectiveUntil: 'disabled',
      effectiveUntilDate: null,
      services: ['access'],
      modified: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('searches in the name and the user display name, case-insensitively', async () => {
    const byName = await t.call('GetTariffPolicies', { Search: 'СЕМЕЙН' }, { headers: companyA });
    expect(names(byName.body)).toEqual(['Семейный']);
    const byUserName = await t.call('GetTariffPolicies', { Search: 'подъезд и во двор' }, { headers: companyA });
    expect(names(byUserName.body)).toEqual(['Базовый доступ']);
  });

  it('sorts by cost per month in both orders and pages without overlaps', async () => {
    const ascending = await t.call(
      'GetTariffPolicies',
      { Sort: 'costPerMonth', Order: 'ASC', Limit: 100 },
      { headers: companyA },
    );
    const costs = ascending.body.items
      .map((item: { costPerMonth: string | null }) => item.costPerMonth)
      .filter((cost: string | null) => cost !== null)
      .map(Number);
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
    const pages = [];
    for (let offset = 0; offset < ascending.body.total; offset += 2) {
      const page = await t.call(
        'GetTariffPolicies',
        { Sort: 'costPerMonth', Offset: offset, Limit: 2 },
        { headers: companyA },
      );
      pages.push(...names(page.body));
    }
    expect(pages).toEqual(names(ascending.body));
  });

  it('refuses an unknown Sort with 400', async () => {
    const response = await t.call('GetTariffPolicies', { Sort: 'companyId' }, { headers: companyA });
    expect(response).toMatchObject({
      status: 400,
      body: { error: errors.invalidParams, fields: { Sort: validation.invalid } },
    });
  });

  it('is for company administrators only', async () => {
    const platform = await t.signIn(DEMO_ACCOUNTS.platformAdmin, 'platform');
    const response = await t.call('GetTariffPolicies', {}, { headers: platform.headers });
    expect(response).toMatchObject({ status: 403, body: { error: errors.forbiddenArea } });
    expect((await t.call('GetTariffPolicies', {})).status).toBe(401);
  });
});

describe('RegisterTariffPolicy', () => {
  it('creates revision 1 with every field, money as exact decimals, and returns the id', async () => {
    const id = await register(companyA, { DisplayName: '  Проверочный  ', CostPerMonth: '1 250,5', CostPerYear: 0.1 });
    const response = await revisionOf(id, 1);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id,
      revision: 1,
      currentRevision: 1,
      displayName: 'Проверочный',
      userDispalyName: 'Тариф для проверки',
      categories: ['Жильцы'],
      costPerMonth: '1250.50',
      costPerYear: '0.10',
      keysCountInPackage: 3,
      trialPeriod: 14,
      tariffType: 'monthly',
      pricePerPackage: null,
      pricePerExtraKey: '45.00',
      effectiveUntil: 'disabled',
      effectiveUntilDate: null,
      services: ['access'],
      rolledBackFrom: null,
      created: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      createdBy: adminOfA,
    });
  });

  it('keeps the largest amount exactly and computes the end of the month it is effective until', async () => {
    const id = await register(companyA, { CostPerMonth: '99999999.99', EffectiveUntil: 'endOfNextMonth' });
    const { body } = await revisionOf(id, 1);
    expect(body.costPerMonth).toBe('99999999.99');
    const made = new Date(body.created);
    const lastDayOfNextMonth = new Date(Date.UTC(made.getUTCFullYear(), made.getUTCMonth() + 2, 0));
    expect(body.effectiveUntilDate).toBe(lastDayOfNextMonth.toISOString().slice(0, 10));
  });

  it.each([
    ['a one-character name', { DisplayName: ' a ' }, 'DisplayName', validation.minLength2],
    ['a name of spaces', { DisplayName: '   ' }, 'DisplayName', validation.required],
    ['no name', { DisplayName: undefined }, 'DisplayName', validation.required],
    ['a 201-character name', { DisplayName: 'т'.repeat(201) }, 'DisplayName', validation.maxLength200],
    ['a cost that is not a number', { CostPerMonth: '12abc' }, 'CostPerMonth', validation.number],
    ['a negative cost', { CostPerMonth: '-5' }, 'CostPerMonth', withArgs(validation.moreThan, { min: 0 })],
    ['a cost of zero', { PricePerExtraKey: '0' }, 'PricePerExtraKey', withArgs(validation.moreThan, { min: 0 })],
    [
      'a cost of 100,000,000',
      { CostPerYear: '100000000' },
      'CostPerYear',
      withArgs(validation.lessThan, { max: 100000000 }),
    ],
    ['a cost with three decimals', { PricePerPackage: '9.999' }, 'PricePerPackage', validation.invalid],
    [
      'no keys in the package',
      { KeysCountInPackage: '0' },
      'KeysCountInPackage',
      withArgs(validation.moreThan, { min: 0 }),
    ],
    ['half a key', { KeysCountInPackage: '1.5' }, 'KeysCountInPackage', validation.invalid],
    ['an empty key count', { KeysCountInPackage: '' }, 'KeysCountInPackage', validation.required],
    ['a trial of 366 days', { TrialPeriod: 366 }, 'TrialPeriod', withArgs(validation.lessThan, { max: 366 })],
    ['an unknown tariff type', { TariffType: 'weekly' }, 'TariffType', validation.invalid],
    ['an unknown effectivity', { EffectiveUntil: 'forever' }, 'EffectiveUntil', validation.invalid],
    ['no services', { Services: [] }, 'Services', validation.required],
    ['an unknown service', { Services: ['parking'] }, 'Services', validation.invalid],
    ['the same category twice', { Categories: ['Жильцы', 'жильцы'] }, 'Categories', validation.unique],
    ['a monthly tariff without a cost per month', { CostPerMonth: '' }, 'CostPerMonth', validation.required],
    ['a yearly tariff without a cost per year', { TariffType: 'yearly' }, 'CostPerYear', validation.required],
  ])('refuses %s with 400 and the message on its parameter', async (_, overrides, param, message) => {
    const before = (await t.call('GetTariffPolicies', {}, { headers: companyA })).body.total;
    const response = await t.call('RegisterTariffPolicy', tariff(overrides), { headers: companyA });
    expect(response).toMatchObject({
      status: 400,
      body: { error: errors.invalidParams, fields: { [param]: message } },
    });
    expect((await t.call('GetTariffPolicies', {}, { headers: companyA })).body.total).toBe(before);
  });
});

describe('UpdateTariffPolicy and the revision history', () => {
  it('makes a new revision for every update and keeps the old ones unchanged', async () => {
    const id = await register(companyA, { DisplayName: 'Эконом' });

    const second = await t.call(
      'UpdateTariffPolicy',
      { Id: id, Revision: 1, CostPerMonth: '249' },
      { headers: companyA },
    );
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body).toMatchObject({
      id,
      revision: 2,
      currentRevision: 2,
      costPerMonth: '249.00',
      displayName: 'Эконом',
      categories: ['Жильцы'],
    });

    // Only what changed is sent; the rest comes from the revision in force. Clearing is a null.
    const third = await t.call(
      'UpdateTariffPolicy',
      { Id: id, Revision: 2, DisplayName: 'Эконом плюс', TrialPeriod: null },
      { headers: companyA },
    );
    expect(third.body).toMatchObject({
      revision: 3,
      currentRevision: 3,
      displayName: 'Эконом плюс',
      costPerMonth: '249.00',
      trialPeriod: null,
    });

    const first = await revisionOf(id, 1);
    expect(first.body).toMatchObject({
      revision: 1,
      currentRevision: 3,
      displayName: 'Эконом',
      costPerMonth: '199.90',
      trialPeriod: 14,
    });
    expect((await revisionOf(id, 2)).body).toMatchObject({
      displayName: 'Эконом',
      costPerMonth: '249.00',
      trialPeriod: 14,
    });

    const history = await historyOf(id);
    expect(history.total).toBe(3);
    expect(history.items.map((item: { revision: number }) => item.revision)).toEqual([3, 2, 1]);
    expect(history.items[0]).toEqual({
      id: expect.any(String),
      revision: 3,
      displayName: 'Эконом плюс',
      rolledBackFrom: null,
      created: expect.any(String),
      createdBy: adminOfA,
    });

    const listed = await t.call('GetTariffPolicies', { Id: id }, { headers: companyA });
    expect(listed.body.items).toEqual([expect.objectContaining({ id, revision: 3, displayName: 'Эконом плюс' })]);
  });

  it('adds no revision for an update that changes nothing, and returns the one in force', async () => {
    const id = await register();
    await t.call('UpdateTariffPolicy', { Id: id, Revision: 1, CostPerMonth: '249' }, { headers: companyA });
    const inForce = (await revisionOf(id, 2)).body;

    // The values in force, as the form would send them again (money typed differently, services reordered).
    const same = await t.call(
      'UpdateTariffPolicy',
      {
        Id: id,
        Revision: 2,
        DisplayName: 'Тестовый тариф',
        CostPerMonth: '249,00',
        Services: ['access'],
        Categories: ['Жильцы'],
      },
      { headers: companyA },
    );
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    expect(same.body).toEqual(inForce);
    expect(await revisionOf(id, 3)).toMatchObject({ status: 404 });
    const history = await historyOf(id);
    expect(history.items.map((item: { revision: number }) => item.revision)).toEqual([2, 1]);

    // Nothing given at all is no change either; a stale Revision is still refused.
    expect((await t.call('UpdateTariffPolicy', { Id: id }, { headers: companyA })).body).toEqual(inForce);
    const stale = await t.call(
      'UpdateTariffPolicy',
      { Id: id, Revision: 1, CostPerMonth: '249' },
      { headers: companyA },
    );
    expect(stale).toMatchObject({ status: 409, body: { error: errors.conflict } });
    expect((await historyOf(id)).total).toBe(2);
  });

  it('checks the whole tariff after the change: switching to yearly needs a cost per year, and nothing is added', async () => {
    const id = await register();
    const response = await t.call('UpdateTariffPolicy', { Id: id, TariffType: 'yearly' }, { headers: companyA });
    expect(response).toMatchObject({
      status: 400,
      body: { error: errors.invalidParams, fields: { CostPerYear: validation.required } },
    });
    expect((await historyOf(id)).total).toBe(1);
    expect((await revisionOf(id, 1)).body.currentRevision).toBe(1);

    const fixed = await t.call(
      'UpdateTariffPolicy',
      { Id: id, TariffType: 'yearly', CostPerYear: '1900' },
      { headers: companyA },
    );
    expect(fixed.body).toMatchObject({ revision: 2, tariffType: 'yearly', costPerYear: '1900.00' });
  });

  it('refuses a field that is invalid on its own', async () => {
    const id = await register();
    const response = await t.call('UpdateTariffPolicy', { Id: id, DisplayName: 'Я' }, { headers: companyA });
    expect(response).toMatchObject({ status: 400, body: { fields: { DisplayName: validation.minLength2 } } });
  });

  it('refuses a change made on a revision no longer in force with 409, adding nothing', async () => {
    const id = await register();
    await t.call('UpdateTariffPolicy', { Id: id, Revision: 1, CostPerMonth: '210' }, { headers: companyA });
    const stale = await t.call(
      'UpdateTariffPolicy',
      { Id: id, Revision: 1, CostPerMonth: '220' },
      { headers: companyA },
    );
    expect(stale).toMatchObject({ status: 409, body: { error: errors.conflict } });
    expect((await historyOf(id)).total).toBe(2);
  });

  it('gives concurrent updates distinct revision numbers, each kept', async () => {
    const id = await register();
    const updates = await Promise.all(
      ['301', '302', '303', '304'].map((cost) =>
        t.call('UpdateTariffPolicy', { Id: id, CostPerMonth: cost }, { headers: companyA }),
      ),
    );
    expect(updates.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    expect(updates.map((response) => response.body.revision).sort()).toEqual([2, 3, 4, 5]);
    const history = await historyOf(id);
    expect(history.items.map((item: { revision: number }) => item.revision)).toEqual([5, 4, 3, 2, 1]);
    const costs = await Promise.all(
      [2, 3, 4, 5].map(async (revision) => (await revisionOf(id, revision)).body.costPerMonth),
    );
    expect(costs.sort()).toEqual(['301.00', '302.00', '303.00', '304.00']);
  });

  it('lets only one of two concurrent updates made on the same revision through', async () => {
    const id = await register();
    const updates = await Promise.all(
      ['401', '402'].map((cost) =>
        t.call('UpdateTariffPolicy', { Id: id, Revision: 1, CostPerMonth: cost }, { headers: companyA }),
      ),
    );
    expect(updates.map((response) => response.status).sort()).toEqual([200, 409]);
    expect((await historyOf(id)).total).toBe(2);
  });

  it('answers an unknown revision with 404 and a revision that is not a number with 400', async () => {
    const id = await register();
    expect(await revisionOf(id, 7)).toMatchObject({ status: 404, body: { error: errors.notFound } });
    const bad = await t.call('GetTariffPolicyRevision', { id, revision: 'first' }, { headers: companyA });
    expect(bad).toMatchObject({ status: 400, body: { fields: { revision: validation.invalid } } });
  });
});

describe('RollbackTariffPolicy', () => {
  it('copies the earlier revision as a new one in force, keeping the whole history', async () => {
    const id = await register(companyA, { DisplayName: 'Откатный' });
    await t.call(
      'UpdateTariffPolicy',
      { Id: id, CostPerMonth: '300', Services: ['access', 'utilities'] },
      { headers: companyA },
    );
    await t.call(
      'UpdateTariffPolicy',
      { Id: id, DisplayName: 'Откатный 2', KeysCountInPackage: 9 },
      { headers: companyA },
    );

    const response = await t.call('RollbackTariffPolicy', { Id: id, Revision: 1 }, { headers: companyA });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const first = (await revisionOf(id, 1)).body;
    expect(response.body).toEqual({
      ...first,
      revision: 4,
      currentRevision: 4,
      rolledBackFrom: 1,
      created: expect.any(String),
    });

    const history = await historyOf(id);
    expect(
      history.items.map((item: { revision: number; rolledBackFrom: number | null }) => [
        item.revision,
        item.rolledBackFrom,
      ]),
    ).toEqual([
      [4, 1],
      [3, null],
      [2, null],
      [1, null],
    ]);
    expect((await revisionOf(id, 3)).body).toMatchObject({
      displayName: 'Откатный 2',
      keysCountInPackage: 9,
      currentRevision: 4,
    });
    const listed = await t.call('GetTariffPolicies', { Id: id }, { headers: companyA });
    expect(listed.body.items[0]).toMatchObject({ revision: 4, displayName: 'Откатный', costPerMonth: '199.90' });

    // An update after the rollback builds on the restored revision.
    const next = await t.call('UpdateTariffPolicy', { Id: id, Revision: 4, TrialPeriod: 30 }, { headers: companyA });
    expect(next.body).toMatchObject({
      revision: 5,
      displayName: 'Откатный',
      costPerMonth: '199.90',
      trialPeriod: 30,
      rolledBackFrom: null,
    });
  });

  it('refuses a rollback to the revision in force with 409, and to an unknown one with 404, adding nothing', async () => {
    const id = await register();
    await t.call('UpdateTariffPolicy', { Id: id, CostPerMonth: '300' }, { headers: companyA });
    const toCurrent = await t.call('RollbackTariffPolicy', { Id: id, Revision: 2 }, { headers: companyA });
    expect(toCurrent).toMatchObject({ status: 409, body: { error: errors.tariffRevisionInForce } });
    const toUnknown = await t.call('RollbackTariffPolicy', { Id: id, Revision: 9 }, { headers: companyA });
    expect(toUnknown).toMatchObject({ status: 404, body: { error: errors.notFound } });
    const toNothing = await t.call('RollbackTariffPolicy', { Id: id, Revision: 0 }, { headers: companyA });
    expect(toNothing).toMatchObject({ status: 400, body: { fields: { Revision: validation.invalid } } });
    expect((await historyOf(id)).total).toBe(2);
    expect((await revisionOf(id, 2)).body.currentRevision).toBe(2);
  });

  it('shows the demo policy that was rolled back', async () => {
    const multi = await t.signIn(DEMO_ACCOUNTS.multiCompanyAdmin, 'company');
    const parkovy = multi.user.profiles.find((p) => p.companyName === 'ТСЖ «Парковый»')!;
    await t.call('SelectProfile', { CompanyId: parkovy.companyId }, { headers: multi.headers });
    const [parking] = (await t.call('GetTariffPolicies', { Search: 'Паркинг' }, { headers: multi.headers })).body.items;
    expect(parking).toMatchObject({ revision: 3, costPerMonth: '500.00' });
    const history = await historyOf(parking.id, multi.headers);
    expect(history.items[0]).toMatchObject({ revision: 3, rolledBackFrom: 1 });
  });
});

describe('DeleteTariffPolicy', () => {
  it('deletes the policy with its history', async () => {
    const id = await register();
    await t.call('UpdateTariffPolicy', { Id: id, CostPerMonth: '300' }, { headers: companyA });
    const response = await t.call('DeleteTariffPolicy', { Id: id }, { headers: companyA });
    expect(response).toMatchObject({ status: 200, body: {} });
    expect((await t.call('GetTariffPolicies', { Id: id }, { headers: companyA })).body.total).toBe(0);
    expect(await revisionOf(id, 1)).toMatchObject({ status: 404 });
    expect(await t.call('GetTariffPolicyRevisions', { Id: id }, { headers: companyA })).toMatchObject({ status: 404 });
    expect(await t.call('DeleteTariffPolicy', { Id: id }, { headers: companyA })).toMatchObject({ status: 404 });
  });

  it('refuses while abonents are on the tariff, and says why; once they are not, deletes it', async () => {
    const id = await register(companyA, { DisplayName: 'Тариф с абонентом' });
    const abonent = await t.call(
      'AddAbonent',
      { Name: 'Смирнов Олег', PhoneNumber: '+79261112299', TariffId: id },
      { headers: companyA },
    );
    expect(abonent.status, JSON.stringify(abonent.body)).toBe(200);
    expect(await t.call('DeleteTariffPolicy', { Id: id }, { headers: companyA })).toMatchObject({
      status: 409,
      body: { error: errors.tariffInUse },
    });
    expect((await revisionOf(id, 1)).status).toBe(200);

    await t.call('EditAbonent', { AbonentId: abonent.body.id, TariffId: null }, { headers: companyA });
    expect(await t.call('DeleteTariffPolicy', { Id: id }, { headers: companyA })).toMatchObject({ status: 200 });
  });
});

describe('company scoping', () => {
  it('never lists, reads, changes, rolls back or deletes another company’s tariff', async () => {
    const id = await register(companyA, { DisplayName: 'Только для А' });
    await t.call('UpdateTariffPolicy', { Id: id, CostPerMonth: '300' }, { headers: companyA });

    const listB = await t.call('GetTariffPolicies', { Limit: 100 }, { headers: companyB });
    expect(names(listB.body)).toContain('Resident access');
    expect(names(listB.body)).not.toContain('Только для А');
    expect(names(listB.body)).not.toContain('Базовый доступ');
    expect((await t.call('GetTariffPolicies', { Id: id }, { headers: companyB })).body).toEqual({
      items: [],
      total: 0,
    });

    const asB = [
      await revisionOf(id, 1, companyB),
      await t.call('GetTariffPolicyRevisions', { Id: id }, { headers: companyB }),
      await t.call('UpdateTariffPolicy', { Id: id, DisplayName: 'Захвачен' }, { headers: companyB }),
      await t.call('UpdateTariffPolicy', { Id: id, Revision: 2, DisplayName: 'Захвачен' }, { headers: companyB }),
      await t.call('RollbackTariffPolicy', { Id: id, Revision: 1 }, { headers: companyB }),
      await t.call('DeleteTariffPolicy', { Id: id }, { headers: companyB }),
    ];
    for (const response of asB) expect(response).toMatchObject({ status: 404, body: { error: errors.notFound } });

    const history = await historyOf(id);
    expect(history.total).toBe(2);
    expect((await revisionOf(id, 2)).body).toMatchObject({ displayName: 'Только для А', currentRevision: 2 });
  });

  it('ignores a company id sent by the client', async () => {
    const response = await t.call(
      'RegisterTariffPolicy',
      tariff({ DisplayName: 'Riverside basic', CompanyId: '00000000-0000-4000-8000-000000000000' }),
      { headers: companyB },
    );
    expect(response.status).toBe(200);
    expect((await t.call('GetTariffPolicies', { Id: response.body.id }, { headers: companyB })).body.total).toBe(1);
    expect((await t.call('GetTariffPolicies', { Id: response.body.id }, { headers: companyA })).body.total).toBe(0);
  });
});
