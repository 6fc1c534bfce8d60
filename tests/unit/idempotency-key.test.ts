import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../src/dataProvider/dataProvider';
import { areaStores } from '../../src/session/areaStore';
import { saveSession } from '../../src/session/session';
import { stubServer } from './support/fakeServer';
import { makePlatformUser, makeUser } from './support/session';

/**
 * Every create submit carries an Idempotency-Key of its own, and the dataProvider's one retry of it (its
 * answer lost on the way) carries the same key, so the server creates the record once.
 */

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('Idempotency-Key', () => {
  it('is fresh for each create submit and absent from reads', async () => {
    const server = stubServer({
      AddAddress: { body: { id: 'a-1' } },
      GetAddress: { body: { items: [{ id: 'a-1', value: 'ул. Лесная, 1' }], total: 1 } },
    });
    saveSession(areaStores.company, makeUser());
    const dataProvider = createDataProvider(areaStores.company, 'company');
    await dataProvider.create('addresses', { data: { value: 'ул. Лесная, 1' } });
    await dataProvider.create('addresses', { data: { value: 'ул. Лесная, 1' } });
    const keys = server.requestsOf('AddAddress').map((request) => request.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(key).toMatch(KEY);
    expect(keys[0]).not.toBe(keys[1]);
    expect(server.requestsOf('GetAddress')[0].headers.get('Idempotency-Key')).toBeNull();
  });

  it('is sent with a creating Action called by a custom method, and not with others', async () => {
    const server = stubServer({
      AddCompanyAdmin: { body: { id: 'u-1', displayName: 'A', phoneNumber: '79990000000', role: 'administrator' } },
      RemoveCompanyAdmin: { body: {} },
    });
    saveSession(areaStores.platform, makePlatformUser());
    const dataProvider = createDataProvider(areaStores.platform, 'platform');
    await dataProvider.addCompanyAdmin({ CompanyId: 'c-1', PhoneNumber: '+79990000000', Role: 'administrator' });
    await dataProvider.removeCompanyAdmin({ CompanyId: 'c-1', UserId: 'u-1' });
    expect(server.requestsOf('AddCompanyAdmin')[0].headers.get('Idempotency-Key')).toMatch(KEY);
    expect(server.requestsOf('RemoveCompanyAdmin')[0].headers.get('Idempotency-Key')).toBeNull();
  });

  it('is sent again, the same, when the first answer was lost', async () => {
    let attempts = 0;
    const server = stubServer({
      AddAddress: () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return { body: { id: 'a-2' } };
      },
      GetAddress: { body: { items: [{ id: 'a-2', value: 'ул. Лесная, 2' }], total: 1 } },
    });
    saveSession(areaStores.company, makeUser());
    const { data } = await createDataProvider(areaStores.company, 'company').create('addresses', {
      data: { value: 'ул. Лесная, 2' },
    });
    expect(data.id).toBe('a-2');
    const [first, retry] = server.requestsOf('AddAddress').map((request) => request.headers.get('Idempotency-Key'));
    expect(first).toMatch(KEY);
    expect(retry).toBe(first);
  });
});
