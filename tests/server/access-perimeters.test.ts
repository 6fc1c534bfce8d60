import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ZERO_ID } from '../../contract/fields';
import { errors, validation } from '../../contract/messages';
import { idOf } from './support/access';
import { demoSessions } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let companyA: Record<string, string>;
let companyB: Record<string, string>;
/** ЖК «Северный квартал», ЖК «Новослободский» (company A) and Riverside Quarter (company B). */
let severny: string;
let novoslobodsky: string;
let riverside: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ companyA, companyB } = await demoSessions(t));
  const objectsA = (await t.call('GetAccessObjects', {}, { headers: companyA })).body;
  severny = idOf(objectsA, 'ЖК «Северный квартал»');
  novoslobodsky = idOf(objectsA, 'ЖК «Новослободский»');
  riverside = idOf((await t.call('GetAccessObjects', {}, { headers: companyB })).body, 'Riverside Quarter');
});
afterAll(() => t.close());

const perimetersOf = async (AccessObjectId: string) =>
  (await t.call('GetAccessPerimeters', { AccessObjectId }, { headers: companyA })).body;
const create = (params: Record<string, unknown>) => t.call('CreateAccessPerimeter', params, { headers: companyA });
const edit = (params: Record<string, unknown>) => t.call('EditAccessPerimeter', params, { headers: companyA });
const fieldError = (field: string, message: string) => ({
  status: 400,
  body: { error: errors.invalidParams, fields: { [field]: message } },
});

describe('GetAccessPerimeters', () => {
  it('lists every level of one object’s perimeters, roots with the all-zero parent', async () => {
    const body = await perimetersOf(severny);
    expect(body.total).toBe(11);
    expect(body.items).toHaveLength(11);
    const building = body.items.find((p: { displayName: string }) => p.displayName === 'Корпус 1');
    expect(building).toEqual({
      id: expect.any(String),
      displayName: 'Корпус 1',
      accessObjectId: severny,
      parentId: ALL_ZERO_ID,
      description: null,
      restrictPassPermanentKeys: false,
      restrictPassTemporaryKeys: false,
      created: expect.any(String),
    });
    const entrances = body.items.filter((p: { parentId: string }) => p.parentId === building.id);
    expect(entrances.map((p: { displayName: string }) => p.displayName)).toEqual(['Подъезд 1', 'Подъезд 2']);
  });

  it('searches and pages when asked', async () => {
    const searched = await t.call(
      'GetAccessPerimeters',
      { AccessObjectId: severny, Search: 'паркинг' },
      { headers: companyA },
    );
    expect(searched.body.items.map((p: { displayName: string }) => p.displayName)).toEqual([
      'Лифтовой холл паркинга',
      'Подземный паркинг',
    ]);
    const paged = await t.call('GetAccessPerimeters', { AccessObjectId: severny, Limit: 3 }, { headers: companyA });
    expect(paged.body.items).toHaveLength(3);
    expect(paged.body.total).toBe(11);
  });

  it('is 404 for another company’s object and requires AccessObjectId', async () => {
    expect(await t.call('GetAccessPerimeters', { AccessObjectId: riverside }, { headers: companyA })).toMatchObject({
      status: 404,
      body: { error: errors.notFound },
    });
    expect(await t.call('GetAccessPerimeters', {}, { headers: companyA })).toMatchObject({
      status: 400,
      body: { fields: { AccessObjectId: validation.invalid } },
    });
  });
});

describe('CreateAccessPerimeter and GetAccessPerimeter', () => {
  it('creates directly under the object (all-zero parent) and under a perimeter', async () => {
    const root = await create({ DisplayName: 'Корпус 4', AccessObjectId: severny, ParentId: ALL_ZERO_ID });
    expect(root.body).toEqual({ id: expect.any(String) });
    const child = await create({
      DisplayName: 'Подъезд 1',
      AccessObjectId: severny,
      ParentId: root.body.id,
      RestrictPassTemporaryKeys: true,
    });
    const read = await t.call('GetAccessPerimeter', { AccessPerimeterId: child.body.id }, { headers: companyA });
    expect(read.body).toMatchObject({
      displayName: 'Подъезд 1',
      accessObjectId: severny,
      parentId: root.body.id,
      restrictPassPermanentKeys: false,
      restrictPassTemporaryKeys: true,
    });
    const rootRead = await t.call('GetAccessPerimeter', { AccessPerimeterId: root.body.id }, { headers: companyA });
    expect(rootRead.body.parentId).toBe(ALL_ZERO_ID);
  });

  it('validates the name and requires the object and the parent', async () => {
    expect(await create({ DisplayName: 'К', AccessObjectId: severny, ParentId: ALL_ZERO_ID })).toMatchObject(
      fieldError('DisplayName', validation.minLength2),
    );
    expect(await create({ DisplayName: '', AccessObjectId: severny, ParentId: ALL_ZERO_ID })).toMatchObject(
      fieldError('DisplayName', validation.required),
    );
    expect(await create({ DisplayName: 'Корпус', ParentId: ALL_ZERO_ID })).toMatchObject(
      fieldError('AccessObjectId', validation.required),
    );
    expect(await create({ DisplayName: 'Корпус', AccessObjectId: severny, ParentId: '' })).toMatchObject(
      fieldError('ParentId', validation.required),
    );
    expect(await create({ DisplayName: 'Корпус', AccessObjectId: severny, ParentId: 'root' })).toMatchObject(
      fieldError('ParentId', validation.invalid),
    );
  });

  it('refuses an object or a parent of another company, and a parent in another object', async () => {
    expect(await create({ DisplayName: 'Чужой', AccessObjectId: riverside, ParentId: ALL_ZERO_ID })).toMatchObject(
      fieldError('AccessObjectId', errors.accessObjectNotFound),
    );
    const courtyard = idOf(
      (await t.call('GetAccessPerimeters', { AccessObjectId: riverside }, { headers: companyB })).body,
      'Courtyard',
    );
    expect(await create({ DisplayName: 'Чужой', AccessObjectId: severny, ParentId: courtyard })).toMatchObject(
      fieldError('ParentId', errors.parentPerimeterNotFound),
    );
    const hall = idOf(await perimetersOf(novoslobodsky), 'Холл');
    expect(await create({ DisplayName: 'Не тот объект', AccessObjectId: severny, ParentId: hall })).toMatchObject(
      fieldError('ParentId', errors.parentInOtherObject),
    );
  });

  it('treats another company’s perimeter as not found', async () => {
    const courtyard = idOf(
      (await t.call('GetAccessPerimeters', { AccessObjectId: riverside }, { headers: companyB })).body,
      'Courtyard',
    );
    const notFound = { status: 404, body: { error: errors.notFound } };
    expect(await t.call('GetAccessPerimeter', { AccessPerimeterId: courtyard }, { headers: companyA })).toMatchObject(
      notFound,
    );
    expect(await edit({ Id: courtyard, DisplayName: 'Чужой' })).toMatchObject(notFound);
    expect(await t.call('DeleteAccessPerimeter', { Id: courtyard }, { headers: companyA })).toMatchObject(notFound);
  });
});

describe('EditAccessPerimeter', () => {
  it('changes only the given fields', async () => {
    const { body } = await create({ DisplayName: 'Велосипедная', AccessObjectId: severny, ParentId: ALL_ZERO_ID });
    const edited = await edit({ Id: body.id, Description: 'Во дворе корпуса 2', RestrictPassPermanentKeys: true });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      id: body.id,
      displayName: 'Велосипедная',
      parentId: ALL_ZERO_ID,
      description: 'Во дворе корпуса 2',
      restrictPassPermanentKeys: true,
    });
    expect(await edit({ Id: body.id, DisplayName: ' x ' })).toMatchObject(
      fieldError('DisplayName', validation.minLength2),
    );
  });

  it('moves a perimeter under another one and back to the object', async () => {
    const { body: a } = await create({ DisplayName: 'Блок А', AccessObjectId: severny, ParentId: ALL_ZERO_ID });
    const { body: b } = await create({ DisplayName: 'Блок Б', AccessObjectId: severny, ParentId: ALL_ZERO_ID });
    expect((await edit({ Id: b.id, ParentId: a.id })).body.parentId).toBe(a.id);
    expect((await edit({ Id: b.id, ParentId: ALL_ZERO_ID })).body.parentId).toBe(ALL_ZERO_ID);
  });

  it('refuses to make a perimeter its own ancestor', async () => {
    const { body: top } = await create({ DisplayName: 'Уровень 1', AccessObjectId: severny, ParentId: ALL_ZERO_ID });
    const { body: middle } = await create({ DisplayName: 'Уровень 2', AccessObjectId: severny, ParentId: top.id });
    const { body: bottom } = await create({ DisplayName: 'Уровень 3', AccessObjectId: severny, ParentId: middle.id });
    expect(await edit({ Id: top.id, ParentId: bottom.id })).toMatchObject(fieldError('ParentId', errors.parentCycle));
    expect(await edit({ Id: top.id, ParentId: top.id })).toMatchObject(fieldError('ParentId', errors.parentCycle));
    const unchanged = await t.call('GetAccessPerimeter', { AccessPerimeterId: top.id }, { headers: companyA });
    expect(unchanged.body.parentId).toBe(ALL_ZERO_ID);
  });

  it('moves a subtree with its points to another object', async () => {
    const { body: wing } = await create({ DisplayName: 'Крыло', AccessObjectId: severny, ParentId: ALL_ZERO_ID });
    const { body: door } = await create({ DisplayName: 'Дверь крыла', AccessObjectId: severny, ParentId: wing.id });
    const locks = (await t.call('GetLocks', { Search: 'SK-9001' }, { headers: companyA })).body.items;
    const point = await t.call(
      'CreateAccessPoint',
      { DisplayName: 'Замок крыла', LockId: locks[0].id, PerimeterId: door.id },
      { headers: companyA },
    );
    expect(point.status).toBe(200);

    const moved = await edit({ Id: wing.id, AccessObjectId: novoslobodsky, ParentId: ALL_ZERO_ID });
    expect(moved.body).toMatchObject({ accessObjectId: novoslobodsky, parentId: ALL_ZERO_ID });
    const child = await t.call('GetAccessPerimeter', { AccessPerimeterId: door.id }, { headers: companyA });
    expect(child.body).toMatchObject({ accessObjectId: novoslobodsky, parentId: wing.id });
    const movedPoint = await t.call('GetAccessPoint', { AccessPointId: point.body.id }, { headers: companyA });
    expect(movedPoint.body.accessObjectId).toBe(novoslobodsky);
  });

  it('refuses a new object while the parent stays in the old one, and another company’s object', async () => {
    const entrance = (await perimetersOf(severny)).items.find(
      (p: { displayName: string; parentId: string }) => p.displayName === 'Подъезд 1' && p.parentId !== ALL_ZERO_ID,
    );
    expect(await edit({ Id: entrance.id, AccessObjectId: novoslobodsky })).toMatchObject(
      fieldError('ParentId', errors.parentInOtherObject),
    );
    expect(await edit({ Id: entrance.id, AccessObjectId: riverside, ParentId: ALL_ZERO_ID })).toMatchObject(
      fieldError('AccessObjectId', errors.accessObjectNotFound),
    );
  });
});

describe('DeleteAccessPerimeter', () => {
  it('deletes an empty perimeter', async () => {
    const { body } = await create({ DisplayName: 'Пустой', AccessObjectId: severny, ParentId: ALL_ZERO_ID });
    expect(await t.call('DeleteAccessPerimeter', { Id: body.id }, { headers: companyA })).toMatchObject({
      status: 200,
      body: {},
    });
    expect((await t.call('GetAccessPerimeter', { AccessPerimeterId: body.id }, { headers: companyA })).status).toBe(
      404,
    );
  });

  it('refuses while it has child perimeters or access points, and says which', async () => {
    const perimeters = await perimetersOf(severny);
    expect(
      await t.call('DeleteAccessPerimeter', { Id: idOf(perimeters, 'Корпус 1') }, { headers: companyA }),
    ).toMatchObject({ status: 409, body: { error: errors.perimeterHasChildren } });
    expect(
      await t.call('DeleteAccessPerimeter', { Id: idOf(perimeters, 'Закрытый двор') }, { headers: companyA }),
    ).toMatchObject({ status: 409, body: { error: errors.perimeterHasPoints } });
    expect((await perimetersOf(severny)).total).toBe(perimeters.total);
  });
});
