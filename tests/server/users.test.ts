import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, demoPeople } from '../../server/db/seed/demo-data';
import { errors, validation } from '../../contract/messages';
import { formatPhoneNumber } from '../../src/layout/fields/PhoneField';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let platform: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  platform = (await t.signIn(DEMO_ACCOUNTS.platformAdmin, 'platform')).headers;
});
afterAll(() => t.close());

type UserItem = { displayName: string; keysCount: number; email: string | null; phoneNumber: string };

describe('GetUsers', () => {
  it('lists users with their key counts and company names, never a password hash', async () => {
    const response = await t.call('GetUsers', { Limit: 100 }, { headers: platform });
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(demoPeople.length);
    const volkov = response.body.items.find((u: UserItem) => u.phoneNumber === DEMO_ACCOUNTS.multiCompanyAdmin);
    expect(volkov).toEqual({
      id: expect.any(String),
      displayName: 'Дмитрий Волков',
      phoneNumber: DEMO_ACCOUNTS.multiCompanyAdmin,
      email: 'd.volkov@tsg-parkovy.ru',
      emailConfirmed: true,
      keysCount: 0,
      companies: ['Riverside Property Management', 'ТСЖ «Парковый»'],
    });
    const maria = response.body.items.find((u: UserItem) => u.displayName === 'Мария Иванова');
    expect(maria.keysCount).toBe(3);
    expect(JSON.stringify(response.body)).not.toMatch(/argon2|password/i);
  });

  it('searches in name, phone and e-mail', async () => {
    const byName = await t.call('GetUsers', { Search: 'иванова' }, { headers: platform });
    expect(byName.body.items.map((u: UserItem) => u.displayName)).toEqual(['Мария Иванова']);
    const byPhone = await t.call('GetUsers', { Search: '4477009002' }, { headers: platform });
    expect(byPhone.body.total).toBe(demoPeople.filter((person) => person.phoneNumber.includes('4477009002')).length);
    const byEmail = await t.call('GetUsers', { Search: '@HARBOURGATE.co.uk' }, { headers: platform });
    expect(byEmail.body.items.map((u: UserItem) => u.displayName)).toEqual(['James Whitaker']);
  });

  it('finds a user by the phone number typed as the list shows it', async () => {
    const ivanova = demoPeople.find((person) => person.displayName === 'Мария Иванова')!;
    const shown = formatPhoneNumber(ivanova.phoneNumber);
    expect(shown).toBe('+7 905 777 33 44');
    for (const Search of [shown, '8 (905) 777-33-44']) {
      const response = await t.call('GetUsers', { Search }, { headers: platform });
      expect(
        response.body.items.map((u: UserItem) => u.displayName),
        Search,
      ).toEqual(['Мария Иванова']);
    }
  });

  it.each(['displayName', 'phoneNumber', 'keysCount'] as const)('sorts by %s in both orders', async (field) => {
    const ascending = await t.call('GetUsers', { Sort: field, Order: 'ASC', Limit: 100 }, { headers: platform });
    const descending = await t.call('GetUsers', { Sort: field, Order: 'DESC', Limit: 100 }, { headers: platform });
    const sorted = ascending.body.items.map((u: UserItem) => u[field]);
    expect(sorted).toEqual([...sorted].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(descending.body.items.map((u: UserItem) => u[field])).toEqual([...sorted].reverse());
  });

  it('pages with a stable order', async () => {
    const all = await t.call('GetUsers', { Sort: 'keysCount', Limit: 100 }, { headers: platform });
    const pages = [];
    for (let offset = 0; offset < all.body.total; offset += 7) {
      const page = await t.call('GetUsers', { Sort: 'keysCount', Offset: offset, Limit: 7 }, { headers: platform });
      expect(page.body.total).toBe(all.body.total);
      pages.push(...page.body.items);
    }
    expect(pages).toEqual(all.body.items);
  });

  it('refuses a Sort that is not a user field', async () => {
    const response = await t.call('GetUsers', { Sort: 'passwordHash' }, { headers: platform });
    expect(response).toMatchObject({
      status: 400,
      body: { error: errors.invalidParams, fields: { Sort: validation.invalid } },
    });
  });
});
