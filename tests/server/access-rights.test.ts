/**
 * Access rights and who can pass: company scoping, status by date, plate search, the impact preview,
 * and the who-can-pass answer against a tree built here by hand.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessRightMessages } from '../../contract/access-right';
import { errors } from '../../contract/messages';
import { demoSessions } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let companyA: Record<string, string>;
let companyB: Record<string, string>;

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
/** Tomorrow at a wall-clock time in Moscow, as the console sends it. */
const tomorrowAt = (time: string) => `${new Date(Date.now() + DAY).toISOString().slice(0, 10)}T${time}:00+03:00`;

const callA = async (action: string, params: Record<string, unknown> = {}) => {
  const response = await t.call(action, params, { headers: companyA });
  expect(response.status, `${action} ${JSON.stringify(response.body)}`).toBe(200);
  return response.body;
};

/**
 * The hand-built tree: object «ЖК Тестовый» › «Квартал» (temporary keys refused) › «Дом 7» › point
 * «Дверь 7», and «Квартал» › point «Калитка»; a perimeter «Соседний» beside «Квартал».
 */
const tree = {} as Record<'object' | 'quarter' | 'house' | 'neighbour' | 'door' | 'gate', string>;

beforeAll(async () => {
  t = await createTestApp();
  ({ companyA, companyB } = await demoSessions(t));
  const lock = async (pid: string) => (await callA('GetLocks', { Search: pid })).items[0].id;
  tree.object = (await callA('CreateAccessObject', { DisplayName: 'ЖК Тестовый' })).id;
  const perimeter = async (DisplayName: string, ParentId: string, extra = {}) =>
    (await callA('CreateAccessPerimeter', { DisplayName, AccessObjectId: tree.object, ParentId, ...extra })).id;
  tree.quarter = await perimeter('Квартал', '00000000-0000-0000-0000-000000000000', {
    RestrictPassTemporaryKeys: true,
  });
  tree.house = await perimeter('Дом 7', tree.quarter);
  tree.neighbour = await perimeter('Соседний', '00000000-0000-0000-0000-000000000000');
  tree.door = (
    await callA('CreateAccessPoint', { DisplayName: 'Дверь 7', LockId: await lock('SK-9001'), PerimeterId: tree.house })
  ).id;
  tree.gate = (
    await callA('CreateAccessPoint', {
      DisplayName: 'Калитка',
      LockId: await lock('SK-9002'),
      PerimeterId: tree.quarter,
    })
  ).id;
}, 60_000);
afterAll(() => t?.close());

const grant = (params: Record<string, unknown>) =>
  callA('AddAccessRight', { Name: 'Гость', Type: 'permanent', TargetId: tree.door, ...params });
const readRight = async (Id: string) => (await callA('GetAccessRights', { Id })).items[0];

describe('access rights', () => {
  it('stores a vehicle right over a perimeter and reads it with its path, owner and status', async () => {
    const { id } = await grant({
      Name: 'Курьер',
      Type: 'vehicle',
      TargetId: tree.quarter,
      CarModel: 'Lada Largus',
      CarNumber: 'а 123 вс 77',
      Phone: '+7 926 111-22-33',
    });
    expect(await readRight(id)).toMatchObject({
      name: 'Курьер',
      type: 'vehicle',
      targetKind: 'perimeter',
      target: 'ЖК Тестовый › Квартал',
      phone: '79261112233',
      carNumber: 'а 123 вс 77',
      status: 'active',
    });
  });

  it('finds a car number typed in the other alphabet', async () => {
    const found = await callA('GetAccessRights', { Search: 'A123BC' });
    expect(found.items.map((right: { name: string }) => right.name)).toContain('Курьер');
  });

  it('reads the status from the dates and the revocation, and filters by it', async () => {
    const scheduled = await grant({ Name: 'Будущий', Type: 'temporary', ActiveFrom: inDays(2), ActiveTo: inDays(5) });
    const expired = await grant({ Name: 'Прошлый', Type: 'temporary', ActiveFrom: inDays(-5), ActiveTo: inDays(-1) });
    const revoked = await grant({ Name: 'Отозванный' });
    expect((await callA('RevokeAccessRight', { AccessRightId: revoked.id })).status).toBe('revoked');
    expect((await t.call('RevokeAccessRight', { AccessRightId: revoked.id }, { headers: companyA })).status).toBe(409);
    expect((await readRight(scheduled.id)).status).toBe('scheduled');
    expect((await readRight(expired.id)).status).toBe('expired');
    const names = async (Status: string) =>
      (await callA('GetAccessRights', { Status, Limit: 100 })).items.map((right: { name: string }) => right.name);
    const mine = ['Будущий', 'Прошлый', 'Отозванный'];
    const ofMine = async (Status: string) => (await names(Status)).filter((name: string) => mine.includes(name));
    expect(await ofMine('scheduled')).toEqual(['Будущий']);
    expect(await ofMine('expired')).toEqual(['Прошлый']);
    expect(await ofMine('revoked')).toEqual(['Отозванный']);
    expect(await ofMine('active')).toEqual([]);
  });

  it('filters by a point: the rights over it and over every perimeter and object above it', async () => {
    const overObject = await grant({ Name: 'Весь комплекс', TargetId: tree.object });
    const overNeighbour = await grant({ Name: 'Соседи', TargetId: tree.neighbour });
    const covering = (await callA('GetAccessRights', { AccessPointId: tree.door, Limit: 100 })).items.map(
      (right: { id: string }) => right.id,
    );
    expect(covering).toContain(overObject.id);
    expect(covering).not.toContain(overNeighbour.id);
  });

  it('refuses what does not fit together, on create and on edit', async () => {
    const noCar = await t.call(
      'AddAccessRight',
      { Name: 'Машина', Type: 'vehicle', TargetId: tree.door },
      { headers: companyA },
    );
    expect(noCar.body.fields).toEqual({ CarNumber: accessRightMessages.carNumberRequired });
    const noEnd = await t.call(
      'AddAccessRight',
      { Name: 'Гость', Type: 'guest', TargetId: tree.door },
      { headers: companyA },
    );
    expect(noEnd.body.fields).toEqual({ ActiveTo: accessRightMessages.activeToRequired });
    const { id } = await grant({ Name: 'Станет машиной' });
    const edited = await t.call('EditAccessRight', { AccessRightId: id, Type: 'vehicle' }, { headers: companyA });
    expect(edited.body.fields).toEqual({ CarNumber: accessRightMessages.carNumberRequired });
    const fixed = await callA('EditAccessRight', { AccessRightId: id, Type: 'vehicle', CarNumber: 'В 777 ОР 99' });
    expect(fixed).toMatchObject({ type: 'vehicle', carNumber: 'В 777 ОР 99' });
  });

  it('keeps each company to its own rights, targets, owners and addresses', async () => {
    const { id } = await grant({ Name: 'Только для A' });
    expect((await t.call('GetAccessRights', { Id: id }, { headers: companyB })).body.items).toEqual([]);
    expect((await t.call('EditAccessRight', { AccessRightId: id, Name: 'Чужой' }, { headers: companyB })).status).toBe(
      404,
    );
    expect((await t.call('RevokeAccessRight', { AccessRightId: id }, { headers: companyB })).status).toBe(404);
    const foreignTarget = await t.call(
      'AddAccessRight',
      { Name: 'Чужая дверь', Type: 'permanent', TargetId: tree.door },
      { headers: companyB },
    );
    expect(foreignTarget.status).toBe(400);
    expect(foreignTarget.body.fields).toEqual({ TargetId: accessRightMessages.targetNotFound });
    const ownerOfB = (
      await t.call('AddAbonent', { Name: 'Resident of B', PhoneNumber: '+447911000111' }, { headers: companyB })
    ).body.id;
    expect(
      (await t.call('EditAccessRight', { AccessRightId: id, OwnerId: ownerOfB }, { headers: companyA })).body.fields,
    ).toEqual({
      OwnerId: accessRightMessages.ownerNotFound,
    });
    expect((await t.call('GetAccessImpact', { TargetId: tree.object }, { headers: companyB })).status).toBe(404);
  });

  it('previews the impact: every point below a perimeter or object, a few by name', async () => {
    expect(await callA('GetAccessImpact', { TargetId: tree.object })).toEqual({
      kind: 'object',
      points: 2,
      examples: ['Дверь 7', 'Калитка'],
      people: 1,
    });
    expect(await callA('GetAccessImpact', { TargetId: tree.quarter })).toMatchObject({ kind: 'perimeter', points: 2 });
    expect(await callA('GetAccessImpact', { TargetId: tree.house })).toMatchObject({
      points: 1,
      examples: ['Дверь 7'],
    });
    expect(await callA('GetAccessImpact', { TargetId: tree.neighbour })).toMatchObject({ points: 0, examples: [] });
  });

  it('lists the targets by path, points among them', async () => {
    const targets = await callA('GetAccessTargets', { Search: 'Тестовый дверь', Kind: 'point' });
    expect(targets.items).toEqual([{ id: tree.door, kind: 'point', name: 'ЖК Тестовый › Квартал › Дом 7 › Дверь 7' }]);
  });
});

describe('who can pass', () => {
  let people: Record<'resident' | 'restricted' | 'pending' | 'neighbour', string>;

  beforeAll(async () => {
    const abonent = async (Name: string, AccessZoneId: string, extra = {}) =>
      (
        await callA('AddAbonent', {
          Name,
          PhoneNumber: `+7926${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
          AccessZoneId,
          ...extra,
        })
      ).id;
    people = {
      resident: await abonent('Жилец комплекса', tree.object, { AccessTimeInterval: { start: '08:00', end: '20:00' } }),
      restricted: await abonent('Жилец с временным ключом', tree.house),
      pending: await abonent('Жилец без ключа', tree.quarter),
      neighbour: await abonent('Сосед', tree.neighbour),
    };
    const key = async (AbonentId: string, KeyType: string, Status?: string, period = {}) => {
      const { id } = await callA('AddAbonentKey', { AbonentId, Title: `${KeyType} key`, KeyType, ...period });
      if (Status) await callA('ChangeAbonentKeyStatus', { KeyId: id, Status });
    };
    await key(people.resident, 'permanent', 'approved');
    await key(people.restricted, 'temporary', 'approved', { ValidFrom: inDays(-1), ValidUntil: inDays(10) });
    await callA('UpdateAbonentCodes', { AbonentId: people.restricted, AccessCardAndBleTagId: [424242] });
    await key(people.pending, 'permanent');
    await key(people.neighbour, 'permanent', 'approved');
    const courier = await grant({
      Name: 'Доставка воды',
      Type: 'vehicle',
      TargetId: tree.quarter,
      CarNumber: 'Е 001 КХ 50',
      ActiveTo: inDays(30),
    });
    const revoked = await grant({ Name: 'Бывший подрядчик', TargetId: tree.door });
    await callA('RevokeAccessRight', { AccessRightId: revoked.id });
    await grant({ Name: 'Только калитка', TargetId: tree.gate });
    await callA('IssueGuestPass', {
      Name: 'Гость Анна',
      AccessPointIds: [tree.door],
      ValidFrom: inDays(-1),
      ValidTo: inDays(3),
      MaxUses: 2,
    });
    expect(courier.id).toBeTruthy();
  });

  const answer = async (At: string) => {
    const body = await callA('GetWhoCanPass', { AccessPointId: tree.door, At });
    return Object.fromEntries(
      body.items.map((item: { name: string; passes: boolean; reasons: { key: string }[] }) => [
        item.name,
        {
          passes: item.passes,
          why: item.reasons.map((reason) => reason.key.replace('resources.access_rights.why.', '')),
        },
      ]),
    );
  };

  it('names everyone the point lets through at noon, and why, and those it stops', async () => {
    const at = await answer(tomorrowAt('12:00'));
    expect(at['Доставка воды']).toEqual({ passes: true, why: ['right.vehicle', 'until'] });
    expect(at['Бывший подрядчик']).toEqual({ passes: false, why: ['right.permanent', 'revoked'] });
    expect(at['Гость Анна']).toEqual({ passes: true, why: ['guestPass'] });
    expect(at['Жилец комплекса']).toEqual({ passes: true, why: ['zone', 'key.permanent', 'phone', 'hours'] });
    // «Квартал» refuses temporary keys at every point below it: the card and the phone still open.
    expect(at['Жилец с временным ключом']).toEqual({
      passes: true,
      why: ['zone', 'restricted.temporary', 'phone', 'cards'],
    });
    // A key not yet accepted opens nothing; the phone (calls and GSM) does.
    expect(at['Жилец без ключа']).toEqual({ passes: true, why: ['zone', 'phone'] });
    expect(at['Сосед']).toBeUndefined();
    expect(at['Только калитка']).toBeUndefined();
    const body = await callA('GetWhoCanPass', { AccessPointId: tree.door, At: tomorrowAt('12:00') });
    expect(body.point).toBe('ЖК Тестовый › Квартал › Дом 7 › Дверь 7');
    expect(body.items.find((item: { name: string }) => item.name === 'Доставка воды').carNumber).toBe('Е 001 КХ 50');
  });

  it('reads the daily hours on the clock the moment was given in', async () => {
    const late = await answer(tomorrowAt('22:30'));
    expect(late['Жилец комплекса']).toEqual({ passes: false, why: ['zone', 'key.permanent', 'phone', 'outsideHours'] });
  });

  it('leaves out rights and passes whose period does not hold the moment', async () => {
    const later = await answer(inDays(60).replace('Z', '+00:00'));
    expect(later['Доставка воды']).toBeUndefined();
    expect(later['Гость Анна']).toBeUndefined();
  });

  it('answers only for the company’s own points', async () => {
    const response = await t.call(
      'GetWhoCanPass',
      { AccessPointId: tree.door, At: tomorrowAt('12:00') },
      { headers: companyB },
    );
    expect(response.status).toBe(404);
    expect(response.body.error).toBe(errors.notFound);
  });
});
