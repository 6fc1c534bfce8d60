import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors, validation, withArgs } from '../../contract/messages';
import { idOf } from './support/access';
import { demoSessions } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let companyA: Record<string, string>;
let companyB: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  ({ companyA, companyB } = await demoSessions(t));
});
afterAll(() => t.close());

const names = (body: { items: { displayName: string }[] }) => body.items.map((item) => item.displayName);

describe('GetAccessObjects', () => {
  it('lists all of the company’s objects by name without a Limit, with the total', async () => {
    const response = await t.call('GetAccessObjects', {}, { headers: companyA });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      items: [expect.objectContaining({ displayName: 'ЖК «Новослободский»' }), expect.any(Object)],
      total: 2,
    });
    expect(names(response.body)).toEqual(['ЖК «Новослободский»', 'ЖК «Северный квартал»']);
    expect(response.body.items[1]).toEqual({
      id: expect.any(String),
      displayName: 'ЖК «Северный квартал»',
      description: 'Три корпуса на Лесной улице, закрытый двор и подземный паркинг',
      categories: ['residential', 'parking'],
      image: null,
      userDisplayName: 'Северный квартал',
      additionalInfo: 'Диспетчерская: +7 495 120-45-67, круглосуточно',
      heading: 'Добро пожаловать домой',
      comment: null,
      created: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('searches, sorts and pages when asked', async () => {
    const searched = await t.call('GetAccessObjects', { Search: 'северный' }, { headers: companyA });
    expect(names(searched.body)).toEqual(['ЖК «Северный квартал»']);
    expect(searched.body.total).toBe(1);
    const paged = await t.call(
      'GetAccessObjects',
      { Sort: 'displayName', Order: 'DESC', Limit: 1 },
      { headers: companyA },
    );
    expect(names(paged.body)).toEqual(['ЖК «Северный квартал»']);
    expect(paged.body.total).toBe(2);
  });

  it('shows only the session’s company', async () => {
    const response = await t.call('GetAccessObjects', {}, { headers: companyB });
    expect(names(response.body)).toEqual(['Riverside Quarter', 'Wharf Road Apartments']);
  });
});

describe('CreateAccessObject, GetAccessObject, EditAccessObject', () => {
  it('creates with the required name only, reads it back, and edits only the fields given', async () => {
    const created = await t.call('CreateAccessObject', { DisplayName: '  ЖК «Лесной»  ' }, { headers: companyA });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ id: expect.any(String) });
    const read = await t.call('GetAccessObject', { AccessObjectId: created.body.id }, { headers: companyA });
    expect(read.body).toMatchObject({ displayName: 'ЖК «Лесной»', description: null, categories: [] });

    const edited = await t.call(
      'EditAccessObject',
      { Id: created.body.id, Description: 'Два дома у леса', Categories: ['residential'] },
      { headers: companyA },
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      id: created.body.id,
      displayName: 'ЖК «Лесной»',
      description: 'Два дома у леса',
      categories: ['residential'],
    });
    // An empty text clears the field; what is not named stays.
    const cleared = await t.call('EditAccessObject', { Id: created.body.id, Description: '' }, { headers: companyA });
    expect(cleared.body).toMatchObject({ description: null, categories: ['residential'] });
  });

  it('validates the name: required, at least 2 characters after trimming, at most 200', async () => {
    const cases: [unknown, string][] = [
      [undefined, validation.required],
      ['   ', validation.required],
      [' Ж ', validation.minLength2],
      ['Ж'.repeat(201), validation.maxLength200],
    ];
    for (const [DisplayName, message] of cases) {
      const response = await t.call('CreateAccessObject', { DisplayName }, { headers: companyA });
      expect(response).toMatchObject({
        status: 400,
        body: { error: errors.invalidParams, fields: { DisplayName: message } },
      });
    }
    const tooManyCategories = await t.call(
      'CreateAccessObject',
      { DisplayName: 'ЖК', Categories: Array.from({ length: 21 }, (_, i) => `c${i}`) },
      { headers: companyA },
    );
    expect(tooManyCategories.body.fields).toEqual({ Categories: withArgs(validation.maxLength, { max: 20 }) });
    const duplicateCategory = await t.call(
      'CreateAccessObject',
      { DisplayName: 'ЖК', Categories: ['parking', 'Parking'] },
      { headers: companyA },
    );
    expect(duplicateCategory.body.fields).toEqual({ Categories: validation.unique });
  });

  it('treats another company’s object as not found', async () => {
    const riverside = idOf((await t.call('GetAccessObjects', {}, { headers: companyB })).body, 'Riverside Quarter');
    const notFound = { status: 404, body: { error: errors.notFound } };
    expect(await t.call('GetAccessObject', { AccessObjectId: riverside }, { headers: companyA })).toMatchObject(
      notFound,
    );
    expect(
      await t.call('EditAccessObject', { Id: riverside, DisplayName: 'Чужой' }, { headers: companyA }),
    ).toMatchObject(notFound);
    expect(await t.call('DeleteAccessObject', { Id: riverside }, { headers: companyA })).toMatchObject(notFound);
    const still = await t.call('GetAccessObject', { AccessObjectId: riverside }, { headers: companyB });
    expect(still.body.displayName).toBe('Riverside Quarter');
  });

  it('is company-area only', async () => {
    const { platform } = await demoSessions(t);
    const response = await t.call('GetAccessObjects', {}, { headers: platform });
    expect(response).toMatchObject({ status: 403, body: { error: errors.forbiddenArea } });
  });
});

describe('DeleteAccessObject', () => {
  it('deletes an object without perimeters', async () => {
    const { body } = await t.call('CreateAccessObject', { DisplayName: 'Временный объект' }, { headers: companyA });
    expect(await t.call('DeleteAccessObject', { Id: body.id }, { headers: companyA })).toMatchObject({
      status: 200,
      body: {},
    });
    expect((await t.call('GetAccessObject', { AccessObjectId: body.id }, { headers: companyA })).status).toBe(404);
  });

  it('refuses to delete an object that still has perimeters, and says why', async () => {
    const objectId = idOf((await t.call('GetAccessObjects', {}, { headers: companyA })).body, 'ЖК «Новослободский»');
    const response = await t.call('DeleteAccessObject', { Id: objectId }, { headers: companyA });
    expect(response).toMatchObject({ status: 409, body: { error: errors.accessObjectHasPerimeters } });
    expect((await t.call('GetAccessObject', { AccessObjectId: objectId }, { headers: companyA })).status).toBe(200);
  });
});
