import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-data';
import { errors, validation, withArgs } from '../../contract/messages';
import { createTestApp, type TestApp } from './support/test-app';
import { riversideSession } from './support/sessions';

let t: TestApp;
/** УК «Северный квартал» (company A) and Riverside Property Management (company B). */
let companyA: Record<string, string>;
let companyB: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  companyA = (await t.signIn(DEMO_ACCOUNTS.companyAdmin, 'company')).headers;
  companyB = await riversideSession(t);
});
afterAll(() => t.close());

const values = (body: { items: { value: string }[] }) => body.items.map((item) => item.value);

describe('GetAddress', () => {
  it('lists the company’s addresses sorted by value, with the total', async () => {
    const response = await t.call('GetAddress', { Limit: 5 }, { headers: companyA });
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(15);
    expect(response.body.items).toHaveLength(5);
    expect(values(response.body)).toEqual([...values(response.body)].sort());
    expect(response.body.items[0]).toEqual({
      id: expect.any(String),
      value: expect.any(String),
      created: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
  });

  it('searches case-insensitively anywhere in the value', async () => {
    const response = await t.call('GetAddress', { Search: 'лесная, д. 12' }, { headers: companyA });
    expect(response.body.total).toBe(3);
    expect(values(response.body).every((value) => value.includes('Лесная, д. 12'))).toBe(true);
  });

  it('ignores punctuation and repeated spaces: its words are found in order', async () => {
    const exact = await t.call('GetAddress', { Search: 'лесная, д. 12' }, { headers: companyA });
    for (const Search of ['Лесная 12', 'ЛЕСНАЯ   12', 'лесная,12', 'ул Лесная 12']) {
      const response = await t.call('GetAddress', { Search }, { headers: companyA });
      expect(values(response.body), Search).toEqual(values(exact.body));
    }
    const none = await t.call('GetAddress', { Search: 'Лесная 99999' }, { headers: companyA });
    expect(none.body).toEqual({ items: [], total: 0 });
  });

  it('sorts by created in both orders', async () => {
    const byCreated = (Order: string) =>
      t.call('GetAddress', { Sort: 'created', Order, Limit: 100 }, { headers: companyA });
    const ascending = await byCreated('ASC');
    const descending = await byCreated('DESC');
    const created = ascending.body.items.map((item: { created: string }) => item.created);
    expect(created).toEqual([...created].sort());
    expect(values(descending.body)).toEqual(values(ascending.body).reverse());
  });

  it('pages without overlaps or gaps', async () => {
    const all = await t.call('GetAddress', { Limit: 100 }, { headers: companyA });
    const pages = [];
    for (let offset = 0; offset < 15; offset += 4) {
      pages.push(...values((await t.call('GetAddress', { Offset: offset, Limit: 4 }, { headers: companyA })).body));
    }
    expect(pages).toEqual(values(all.body));
  });

  it('refuses an unknown Sort with 400 and says which parameter', async () => {
    const response = await t.call('GetAddress', { Sort: 'companyId' }, { headers: companyA });
    expect(response).toMatchObject({
      status: 400,
      body: { error: errors.invalidParams, fields: { Sort: validation.invalid } },
    });
  });

  it('names every bad paging parameter with a translated message, never zod’s English', async () => {
    const response = await t.call('GetAddress', { Limit: 5000, Offset: 'many', Order: 'UP' }, { headers: companyA });
    expect(response).toMatchObject({
      status: 400,
      body: {
        error: errors.invalidParams,
        fields: {
          Limit: withArgs(validation.atMost, { max: 1000 }),
          Offset: validation.number,
          Order: validation.invalid,
        },
      },
    });
  });

  it('fetches one address by Id', async () => {
    const [first] = (await t.call('GetAddress', { Limit: 1 }, { headers: companyA })).body.items;
    const response = await t.call('GetAddress', { Id: first.id }, { headers: companyA });
    expect(response.body).toEqual({ items: [first], total: 1 });
  });
});

describe('company scoping', () => {
  it('never shows, fetches or edits another company’s address', async () => {
    const listA = await t.call('GetAddress', { Limit: 100 }, { headers: companyA });
    const listB = await t.call('GetAddress', { Limit: 100 }, { headers: companyB });
    const idsA = new Set(listA.body.items.map((item: { id: string }) => item.id));
    expect(listB.body.items.some((item: { id: string }) => idsA.has(item.id))).toBe(false);
    expect(values(listB.body)).toContain('12 Harbour Street, Entrance A');
    expect(values(listA.body)).not.toContain('12 Harbour Street, Entrance A');

    const addressOfB = listB.body.items[0];
    const fetched = await t.call('GetAddress', { Id: addressOfB.id }, { headers: companyA });
    expect(fetched.body).toEqual({ items: [], total: 0 });

    const edited = await t.call('EditAddress', { Id: addressOfB.id, Value: 'Taken over' }, { headers: companyA });
    expect(edited).toMatchObject({ status: 404, body: { error: errors.notFound } });
    const unchanged = await t.call('GetAddress', { Id: addressOfB.id }, { headers: companyB });
    expect(unchanged.body.items[0].value).toBe(addressOfB.value);
  });

  it('ignores a company id sent by the client', async () => {
    const response = await t.call(
      'AddAddress',
      { Value: '1 Intruder Lane', CompanyId: '00000000-0000-4000-8000-000000000000' },
      { headers: companyB },
    );
    expect(response.status).toBe(200);
    const found = await t.call('GetAddress', { Id: response.body.id }, { headers: companyB });
    expect(found.body.total).toBe(1);
  });
});

describe('AddAddress and EditAddress', () => {
  it('adds a trimmed address and returns its id', async () => {
    const response = await t.call('AddAddress', { Value: '  г. Москва, ул. Лесная, д. 16  ' }, { headers: companyA });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const stored = await t.call('GetAddress', { Id: response.body.id }, { headers: companyA });
    expect(stored.body.items[0].value).toBe('г. Москва, ул. Лесная, д. 16');
  });

  it('refuses a duplicate in the same company, whatever the case, with 409', async () => {
    const shouted = 'Г. МОСКВА, УЛ. ЛЕСНАЯ, Д. 12, ПОДЪЕЗД 1';
    const response = await t.call('AddAddress', { Value: shouted }, { headers: companyA });
    expect(response).toMatchObject({ status: 409, body: { error: errors.addressExists } });
  });

  it('allows the same address in another company', async () => {
    const ofCompanyA = 'г. Москва, ул. Лесная, д. 12, подъезд 1';
    const response = await t.call('AddAddress', { Value: ofCompanyA }, { headers: companyB });
    expect(response.status).toBe(200);
  });

  it('edits an address and returns the stored record', async () => {
    const added = await t.call('AddAddress', { Value: '8 Towpath Walk, Boathouse' }, { headers: companyB });
    const edit = { Id: added.body.id, Value: ' 8 Towpath Walk, Boat House ' };
    const response = await t.call('EditAddress', edit, { headers: companyB });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ id: edit.Id, value: '8 Towpath Walk, Boat House', created: expect.any(String) });
  });

  it('lets an edit change only the letter case', async () => {
    const added = await t.call('AddAddress', { Value: '9 towpath walk' }, { headers: companyB });
    const response = await t.call('EditAddress', { Id: added.body.id, Value: '9 Towpath Walk' }, { headers: companyB });
    expect(response.status).toBe(200);
  });

  it('refuses an edit into a duplicate with 409', async () => {
    const added = await t.call('AddAddress', { Value: '10 Towpath Walk, Annex' }, { headers: companyB });
    const edit = { Id: added.body.id, Value: '10 towpath walk' };
    const response = await t.call('EditAddress', edit, { headers: companyB });
    expect(response).toMatchObject({ status: 409, body: { error: errors.addressExists } });
  });

  it('answers an edit of an unknown address with 404', async () => {
    const response = await t.call(
      'EditAddress',
      { Id: '00000000-0000-4000-8000-000000000000', Value: 'Nowhere 1' },
      { headers: companyA },
    );
    expect(response).toMatchObject({ status: 404, body: { error: errors.notFound } });
  });
});
