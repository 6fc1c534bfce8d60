import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessPointDefaults, defaultKeyRestrictions } from '../../contract/access-point';
import { errors, validation, withArgs } from '../../contract/messages';
import { idOf } from './support/access';
import { demoSessions } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let companyA: Record<string, string>;
let companyB: Record<string, string>;
let platform: Record<string, string>;
/** Company A's perimeter «Закрытый двор», a free lock of A (SK-9001), and B's lock RV-0001. */
let courtyard: string;
let severny: string;
let lockA: string;
let lockB: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ companyA, companyB, platform } = await demoSessions(t));
  severny = idOf((await t.call('GetAccessObjects', {}, { headers: companyA })).body, 'ЖК «Северный квартал»');
  const perimeters = (await t.call('GetAccessPerimeters', { AccessObjectId: severny }, { headers: companyA })).body;
  courtyard = idOf(perimeters, 'Закрытый двор');
  lockA = (await t.call('GetLocks', { Search: 'SK-9001' }, { headers: companyA })).body.items[0].id;
  lockB = (await t.call('GetLocks', { Search: 'RV-0001' }, { headers: companyB })).body.items[0].id;
});
afterAll(() => t.close());

const create = (params: Record<string, unknown>) => t.call('CreateAccessPoint', params, { headers: companyA });
const edit = (params: Record<string, unknown>) => t.call('EditAccessPoint', params, { headers: companyA });
const read = async (AccessPointId: string) =>
  (await t.call('GetAccessPoint', { AccessPointId }, { headers: companyA })).body;
const fieldError = (field: string, message: string) => ({
  status: 400,
  body: { error: errors.invalidParams, fields: { [field]: message } },
});
const point = (extra: Record<string, unknown> = {}) => ({
  DisplayName: 'Калитка к детской площадке',
  LockId: lockA,
  PerimeterId: courtyard,
  ...extra,
});

describe('GetAllAccessPoints', () => {
  it('lists every point of the company with what the tree needs', async () => {
    const response = await t.call('GetAllAccessPoints', {}, { headers: companyA });
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(12);
    expect(response.body.items).toHaveLength(12);
    const gate = response.body.items.find((p: { displayName: string }) => p.displayName === 'Въездные ворота');
    expect(gate).toEqual({
      id: expect.any(String),
      displayName: 'Въездные ворота',
      perimeterId: courtyard,
      accessObjectId: severny,
      lockId: expect.any(String),
      type: 'entrance',
    });
    const other = await t.call('GetAllAccessPoints', {}, { headers: companyB });
    expect(other.body.items.map((p: { displayName: string }) => p.displayName)).toEqual([
      'Car park barrier',
      'Main gate',
    ]);
  });

  it('searches and pages when asked', async () => {
    const response = await t.call('GetAllAccessPoints', { Search: 'шлагбаум', Limit: 1 }, { headers: companyA });
    expect(response.body.total).toBe(2);
    expect(response.body.items.map((p: { displayName: string }) => p.displayName)).toEqual(['Шлагбаум, въезд']);
  });
});

describe('CreateAccessPoint and GetAccessPoint', () => {
  it('creates with the required fields and fills the rest with the spec’s defaults', async () => {
    const created = await create(point());
    expect(created.body).toEqual({ id: expect.any(String) });
    const record = await read(created.body.id);
    expect(record).toEqual({
      ...accessPointDefaults,
      id: created.body.id,
      displayName: 'Калитка к детской площадке',
      lockId: lockA,
      lockPid: 'SK-9001',
      cameraName: null,
      perimeterId: courtyard,
      accessObjectId: severny,
      created: expect.any(String),
    });
    expect(record.defaultKeySettings.keepDoorOpened).toBe(3000);
    expect(record.keyUsage.restrictions).toEqual(defaultKeyRestrictions);
    expect(record.type).toBe('Default');
  });

  it('stores every field of the extended form', async () => {
    const extended = {
      IsPostamatAccessPoint: true,
      Type: 'exit',
      Sid: 'A1-77',
      Elevator: 'Лифт 2',
      OpenTime: 5000,
      AutoOpen: true,
      Distance: 25,
      IsOpeningByPhone: true,
      IsOpeningByInternet: true,
      GeoRestriction: { radius: 150, latitude: 55.7963, longitude: 37.5921 },
      DefaultKeySettings: {
        keepDoorOpened: 4000,
        gestures: { useMethod1: true, useMethod2: false },
        onMoving: {
          activeDistance: 20,
          autoOpen: true,
          autoClose: true,
          keepOpenedWhileStayingNear: true,
          openWhileTooCloseToLock: false,
          tooCloseToLockDistance: 2,
        },
      },
      KeyUsage: {
        restrictions: [
          { key: 'AutoOpenEnabled', value: 'false', type: 'boolean' },
          { key: 'MaxOpenedTime', value: '30000', type: 'timeSpan' },
        ],
      },
      IsLift: true,
      Transports: ['car', 'bicycle'],
      PaymentDate: '2026-12-31',
      Comment: 'Смонтирован подрядчиком',
    };
    const created = await create(point(extended));
    expect(created.status).toBe(200);
    const record = await read(created.body.id);
    expect(record).toMatchObject({
      isPostamatAccessPoint: true,
      type: 'exit',
      sid: 'A1-77',
      elevator: 'Лифт 2',
      openTime: 5000,
      autoOpen: true,
      distance: 25,
      isOpeningByPhone: true,
      isOpeningByInternet: true,
      geoRestriction: extended.GeoRestriction,
      defaultKeySettings: extended.DefaultKeySettings,
      // 'false' is stored as the platform writes it.
      keyUsage: {
        restrictions: [{ key: 'AutoOpenEnabled', value: 'False', type: 'boolean' }, extended.KeyUsage.restrictions[1]],
      },
      isLift: true,
      transports: ['car', 'bicycle'],
      paymentDate: '2026-12-31',
      comment: 'Смонтирован подрядчиком',
    });
  });

  it('validates names, required references and physical ranges', async () => {
    expect(await create(point({ DisplayName: ' К ' }))).toMatchObject(fieldError('DisplayName', validation.minLength2));
    expect(await create(point({ LockId: '' }))).toMatchObject(fieldError('LockId', validation.required));
    expect(await create(point({ PerimeterId: undefined }))).toMatchObject(
      fieldError('PerimeterId', validation.required),
    );
    expect(await create(point({ Type: 'side' }))).toMatchObject(fieldError('Type', validation.invalid));
    expect(await create(point({ OpenTime: -1 }))).toMatchObject(
      fieldError('OpenTime', withArgs(validation.moreThan, { min: -1 })),
    );
    expect(await create(point({ Distance: 'far' }))).toMatchObject(fieldError('Distance', validation.number));
    expect(await create(point({ GeoRestriction: { radius: 100, latitude: 91, longitude: 37 } }))).toMatchObject(
      fieldError('GeoRestriction', withArgs(validation.atMost, { max: 90 })),
    );
    expect(await create(point({ GeoRestriction: { radius: 100, latitude: 55, longitude: -181 } }))).toMatchObject(
      fieldError('GeoRestriction', withArgs(validation.atLeast, { min: -180 })),
    );
    // The bounds themselves are places on Earth.
    expect((await create(point({ GeoRestriction: { radius: 100, latitude: 90, longitude: -180 } }))).status).toBe(200);
    expect(await create(point({ GeoRestriction: { radius: null, latitude: 55, longitude: 37 } }))).toMatchObject(
      fieldError('GeoRestriction', validation.required),
    );
    const tooClose = structuredClone(accessPointDefaults.defaultKeySettings);
    tooClose.onMoving.tooCloseToLockDistance = 50;
    expect(await create(point({ DefaultKeySettings: tooClose }))).toMatchObject(
      fieldError('DefaultKeySettings', withArgs(validation.lessThan, { max: 11 })),
    );
    expect(await create(point({ PaymentDate: '2026-02-30' }))).toMatchObject(
      fieldError('PaymentDate', validation.invalid),
    );
  });

  it('validates key restrictions: types, values, unique keys, min not above max', async () => {
    const withRestrictions = (restrictions: object[]) => create(point({ KeyUsage: { restrictions } }));
    expect(await withRestrictions([{ key: 'MaxOpenedTime', value: '-5', type: 'timeSpan' }])).toMatchObject(
      fieldError('KeyUsage', withArgs(validation.moreThan, { min: -1 })),
    );
    expect(await withRestrictions([{ key: 'MaxActiveDistance', value: 'ten', type: 'int' }])).toMatchObject(
      fieldError('KeyUsage', validation.number),
    );
    expect(await withRestrictions([{ key: 'AutoOpenEnabled', value: 'yes', type: 'boolean' }])).toMatchObject(
      fieldError('KeyUsage', validation.invalid),
    );
    expect(await withRestrictions([{ key: 'AutoOpenEnabled', value: '1', type: 'int' }])).toMatchObject(
      fieldError('KeyUsage', validation.invalid),
    );
    expect(
      await withRestrictions([
        { key: 'MinOpenedTime', value: '1000', type: 'timeSpan' },
        { key: 'MinOpenedTime', value: '2000', type: 'timeSpan' },
      ]),
    ).toMatchObject(fieldError('KeyUsage', validation.unique));
    expect(
      await withRestrictions([
        { key: 'MinActiveDistance', value: '200', type: 'int' },
        { key: 'MaxActiveDistance', value: '100', type: 'int' },
      ]),
    ).toMatchObject(fieldError('KeyUsage', withArgs(validation.lessThan, { max: 101 })));
    // Numbers within the physical limits of the point's own fields, others within a 32-bit integer.
    expect(await withRestrictions([{ key: 'MaxActiveDistance', value: '9999999999', type: 'int' }])).toMatchObject(
      fieldError('KeyUsage', withArgs(validation.lessThan, { max: 1001 })),
    );
    expect(await withRestrictions([{ key: 'MaxOpenedTime', value: '600001', type: 'timeSpan' }])).toMatchObject(
      fieldError('KeyUsage', withArgs(validation.lessThan, { max: 600_001 })),
    );
    expect(await withRestrictions([{ key: 'MaxRetries', value: '2147483648', type: 'int' }])).toMatchObject(
      fieldError('KeyUsage', withArgs(validation.lessThan, { max: 2_147_483_648 })),
    );
    expect((await withRestrictions([{ key: 'MaxRetries', value: '2147483647', type: 'int' }])).status).toBe(200);
  });

  it('refuses a lock the company may not use, and a perimeter of another company', async () => {
    expect(await create(point({ LockId: lockB }))).toMatchObject(fieldError('LockId', errors.lockNotAvailable));
    const riversideObject = idOf(
      (await t.call('GetAccessObjects', {}, { headers: companyB })).body,
      'Riverside Quarter',
    );
    const riversideCourtyard = idOf(
      (await t.call('GetAccessPerimeters', { AccessObjectId: riversideObject }, { headers: companyB })).body,
      'Courtyard',
    );
    expect(await create(point({ PerimeterId: riversideCourtyard }))).toMatchObject(
      fieldError('PerimeterId', errors.perimeterNotFound),
    );
  });
});

describe('EditAccessPoint', () => {
  it('changes only the given fields and returns the record', async () => {
    const { body } = await create(point({ Comment: 'Первый монтаж' }));
    const edited = await edit({ Id: body.id, DisplayName: 'Калитка у площадки', IsLift: true });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      id: body.id,
      displayName: 'Калитка у площадки',
      isLift: true,
      comment: 'Первый монтаж',
    });
    const geo = await edit({ Id: body.id, GeoRestriction: { radius: 50, latitude: -33.86, longitude: 151.21 } });
    expect(geo.body.geoRestriction).toEqual({ radius: 50, latitude: -33.86, longitude: 151.21 });
    expect(geo.body.displayName).toBe('Калитка у площадки');
  });

  it('moves a point to another perimeter and checks a new lock', async () => {
    const { body } = await create(point());
    const parking = idOf(
      (await t.call('GetAccessPerimeters', { AccessObjectId: severny }, { headers: companyA })).body,
      'Подземный паркинг',
    );
    expect((await edit({ Id: body.id, PerimeterId: parking })).body.perimeterId).toBe(parking);
    expect(await edit({ Id: body.id, LockId: lockB })).toMatchObject(fieldError('LockId', errors.lockNotAvailable));
    expect(await edit({ Id: body.id, Distance: 5000 })).toMatchObject(
      fieldError('Distance', withArgs(validation.lessThan, { max: 1001 })),
    );
  });

  it('treats another company’s point as not found', async () => {
    const [foreign] = (await t.call('GetAllAccessPoints', {}, { headers: companyB })).body.items;
    const notFound = { status: 404, body: { error: errors.notFound } };
    expect(await t.call('GetAccessPoint', { AccessPointId: foreign.id }, { headers: companyA })).toMatchObject(
      notFound,
    );
    expect(await edit({ Id: foreign.id, DisplayName: 'Чужая' })).toMatchObject(notFound);
    expect(await t.call('DeleteAccessPoint', { Id: foreign.id }, { headers: companyA })).toMatchObject(notFound);
  });
});

describe('DeleteAccessPoint', () => {
  it('deletes a point, after which its perimeter can go', async () => {
    const perimeter = await t.call(
      'CreateAccessPerimeter',
      { DisplayName: 'Спортплощадка', AccessObjectId: severny, ParentId: courtyard },
      { headers: companyA },
    );
    const { body } = await create(point({ PerimeterId: perimeter.body.id }));
    const refused = await t.call('DeleteAccessPerimeter', { Id: perimeter.body.id }, { headers: companyA });
    expect(refused).toMatchObject({ status: 409, body: { error: errors.perimeterHasPoints } });
    expect(await t.call('DeleteAccessPoint', { Id: body.id }, { headers: companyA })).toMatchObject({
      status: 200,
      body: {},
    });
    expect((await t.call('GetAccessPoint', { AccessPointId: body.id }, { headers: companyA })).status).toBe(404);
    expect((await t.call('DeleteAccessPerimeter', { Id: perimeter.body.id }, { headers: companyA })).status).toBe(200);
  });
});

describe('GetLocks', () => {
  it('lists the locks the company may use, with search, paging and one by Id', async () => {
    const all = await t.call('GetLocks', { Limit: 100 }, { headers: companyA });
    expect(all.body.total).toBe(14);
    expect(all.body.items.every((lock: { pid: string }) => lock.pid.startsWith('SK-'))).toBe(true);
    expect(all.body.items[0]).toEqual({
      id: expect.any(String),
      pid: 'SK-1001',
      name: 'Корпус 1, подъезд 1',
      type: 'door',
      usedBy: [{ id: expect.any(String), name: 'Дверь подъезда 1, корпус 1' }],
    });
    const searched = await t.call('GetLocks', { Search: 'шлагбаум' }, { headers: companyA });
    expect(searched.body.items.map((lock: { pid: string }) => lock.pid)).toEqual(['SK-3001', 'SK-3002']);
    const one = await t.call('GetLocks', { Id: lockA }, { headers: companyA });
    expect(one.body).toEqual({ items: [expect.objectContaining({ pid: 'SK-9001' })], total: 1 });
    expect((await t.call('GetLocks', { Id: lockB }, { headers: companyA })).body).toEqual({ items: [], total: 0 });
  });

  it("names the company's points already on each lock: a new point on it shows up there", async () => {
    const before = (await t.call('GetLocks', { Id: lockA }, { headers: companyA })).body.items[0].usedBy;
    const created = await create(point({ DisplayName: 'Вторая дверь на замке' }));
    expect(created.status).toBe(200);
    const after = (await t.call('GetLocks', { Id: lockA }, { headers: companyA })).body.items[0].usedBy;
    expect(after).toEqual(expect.arrayContaining([...before, { id: created.body.id, name: 'Вторая дверь на замке' }]));
    expect(after).toHaveLength(before.length + 1);
  });
});

describe('GetAccessPoints (platform)', () => {
  it('lists every company’s points with company, lock ID, installation site, date and comment', async () => {
    const response = await t.call('GetAccessPoints', { Search: 'Лесной', Limit: 10 }, { headers: platform });
    expect(response.status).toBe(200);
    expect(response.body.items).toEqual([
      {
        id: expect.any(String),
        company: 'УК «Северный квартал»',
        lockPid: 'SK-2001',
        installationSite: 'ЖК «Северный квартал» / Закрытый двор / Калитка со стороны Лесной',
        installationDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        comment: 'Доводчик заменён в октябре',
      },
    ]);
    const byCompany = await t.call('GetAccessPoints', { Sort: 'company', Limit: 100 }, { headers: platform });
    const companies = byCompany.body.items.map((item: { company: string }) => item.company);
    expect(companies).toEqual([...companies].sort((a, b) => a.localeCompare(b)));
    expect(new Set(companies)).toEqual(new Set(['Riverside Property Management', 'УК «Северный квартал»']));
    const paged = await t.call('GetAccessPoints', { Search: 'RV-', Limit: 1 }, { headers: platform });
    expect(paged.body).toMatchObject({
      total: 2,
      items: [expect.objectContaining({ company: 'Riverside Property Management' })],
    });
  });

  it('is platform-area only', async () => {
    expect(await t.call('GetAccessPoints', {}, { headers: companyA })).toMatchObject({
      status: 403,
      body: { error: errors.forbiddenArea },
    });
  });
});
