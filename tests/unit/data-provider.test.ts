import { HttpError } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from '../../src/authProvider/authProvider';
import { ActionError, callAction, errorMessageOf, PartialDeleteError } from '../../src/dataProvider/actionClient';
import { createDataProvider } from '../../src/dataProvider/dataProvider';
import { changedValues } from '../../src/dataProvider/params';
import { createAreaStore } from '../../src/session/areaStore';
import { SESSION_KEY } from '../../src/session/session';
import { stubServer } from './support/fakeServer';
import { makeUser } from './support/session';

/** The dataProvider over the Action protocol, with only `fetch` stubbed. */

const ADDRESS = {
  id: '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c',
  value: 'ул. Лесная, д. 20',
  created: '2024-03-01T10:00:00.000Z',
};

let store: ReturnType<typeof createAreaStore>;
beforeEach(() => {
  store = createAreaStore('company');
});

const signIn = (overrides = {}) => {
  const user = makeUser(overrides);
  store.setItem(SESSION_KEY, user);
  return user;
};

/** Rejections as values, to assert on their fields. */
const failureOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error as HttpError;
  }
  throw new Error('expected the call to fail');
};

describe('getList', () => {
  it('sends GET /api/web/intercoms/?Action=GetAddress with Search, Sort, Order, Offset and Limit', async () => {
    const server = stubServer({ GetAddress: { body: { items: [ADDRESS], total: 51 } } });
    signIn();
    const result = await createDataProvider(store, 'company').getList('addresses', {
      pagination: { page: 3, perPage: 25 },
      sort: { field: 'value', order: 'ASC' },
      filter: { q: 'Лесная' },
    });

    expect(result).toEqual({ data: [ADDRESS], total: 51 });
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request.method).toBe('GET');
    const url = new URL(request.url, 'http://console.test');
    expect(url.pathname).toBe('/api/web/intercoms/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      Action: 'GetAddress',
      Search: 'Лесная',
      Sort: 'value',
      Order: 'ASC',
      Offset: '50',
      Limit: '25',
    });
    expect(request.body).toBeUndefined();
    expect(request.credentials).toBe('include');
  });

  it('leaves the order to the Action when react-admin asks for its default sort by id', async () => {
    const server = stubServer({ GetAddress: { body: { items: [], total: 0 } } });
    signIn();
    await createDataProvider(store, 'company').getList('addresses', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    const params = new URL(server.requests[0].url, 'http://console.test').searchParams;
    expect(params.has('Sort')).toBe(false);
    expect(params.has('Order')).toBe(false);
  });

  it('leaves out a search that is empty', async () => {
    const server = stubServer({ GetAddress: { body: { items: [], total: 0 } } });
    signIn();
    await createDataProvider(store, 'company').getList('addresses', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'created', order: 'DESC' },
      filter: {},
    });
    const params = new URL(server.requests[0].url, 'http://console.test').searchParams;
    expect(params.has('Search')).toBe(false);
    expect(params.get('Offset')).toBe('0');
    expect(params.get('Limit')).toBe('10');
  });

  it('serves a resource with no Actions declared with an error, without calling the server', async () => {
    const server = stubServer();
    await expect(
      createDataProvider(store, 'company').getList('nothing_here', {
        pagination: { page: 1, perPage: 1 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      }),
    ).rejects.toThrow();
    expect(server.requests).toEqual([]);
  });
});

describe('headers', () => {
  it('every request carries a Timestamp in ISO format, close to now', async () => {
    const server = stubServer({
      GetAddress: { body: { items: [ADDRESS], total: 1 } },
      AddAddress: { body: { id: ADDRESS.id } },
    });
    signIn();
    const provider = createDataProvider(store, 'company');
    const before = Date.now();
    await provider.getOne('addresses', { id: ADDRESS.id });
    await provider.create('addresses', { data: { value: 'ул. Садовая, д. 1' } });
    const after = Date.now();

    // The create reads the stored record back.
    expect(server.requests.map((request) => request.action)).toEqual(['GetAddress', 'AddAddress', 'GetAddress']);
    for (const request of server.requests) {
      const timestamp = request.headers.get('Timestamp');
      expect(timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/);
      const time = Date.parse(timestamp!);
      expect(time).toBeGreaterThanOrEqual(before - 1000);
      expect(time).toBeLessThanOrEqual(after + 1000);
    }
  });

  it('a create returns the record as stored, read back by its id (with the names of what it refers to)', async () => {
    const stored = {
      id: 'b0000000-0000-4000-8000-000000000001',
      name: 'Тестова Алина',
      addressId: ADDRESS.id,
      address: ADDRESS.value,
    };
    const server = stubServer({
      AddAbonent: { body: { id: stored.id } },
      GetAbonentDetails: ({ params }) => ({ body: { items: params.Id === stored.id ? [stored] : [], total: 1 } }),
    });
    signIn();
    const { data } = await createDataProvider(store, 'company').create('abonents', {
      data: { name: 'Тестова Алина', addressId: ADDRESS.id },
    });
    expect(data).toEqual(stored);
    expect(server.requests.map((request) => [request.action, request.params])).toEqual([
      ['AddAbonent', { Name: 'Тестова Алина', AddressId: ADDRESS.id }],
      ['GetAbonentDetails', { Id: stored.id }],
    ]);
  });

  it('a create whose record cannot be read back still succeeds, with what was sent and the new id', async () => {
    stubServer({
      AddAddress: { body: { id: ADDRESS.id } },
      GetAddress: { status: 500, body: { error: 'common.errors.generic' } },
    });
    signIn();
    const { data } = await createDataProvider(store, 'company').create('addresses', {
      data: { value: 'ул. Садовая, д. 1' },
    });
    expect(data).toEqual({ value: 'ул. Садовая, д. 1', id: ADDRESS.id });
  });

  it('a signed-in request carries Authorization: SAS-TOKEN <apiKeyId>:<token>', async () => {
    const server = stubServer({ GetAddress: { body: { items: [], total: 0 } } });
    signIn({ credentials: { apiKeyId: 'key-7', token: 's3cr3t' } });
    await createDataProvider(store, 'company').getList('addresses', {
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'value', order: 'ASC' },
      filter: {},
    });
    expect(server.requests[0].headers.get('Authorization')).toBe('SAS-TOKEN key-7:s3cr3t');
  });

  it('a signed-out request carries no Authorization header', async () => {
    const server = stubServer({ GetAddress: { body: { items: [], total: 0 } } });
    await createDataProvider(store, 'company').getList('addresses', {
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'value', order: 'ASC' },
      filter: {},
    });
    expect(server.requests[0].headers.has('Authorization')).toBe(false);
    expect(server.requests[0].headers.has('Timestamp')).toBe(true);
  });

  it('an expired session counts as signed out: no Authorization header', async () => {
    const server = stubServer({ GetAddress: { body: { items: [], total: 0 } } });
    signIn({ expiresAt: new Date(Date.now() - 1000).toISOString() });
    await createDataProvider(store, 'company').getList('addresses', {
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'value', order: 'ASC' },
      filter: {},
    });
    expect(server.requests[0].headers.has('Authorization')).toBe(false);
  });
});

describe('create, update and getOne', () => {
  it('create POSTs a JSON body with the Action and PascalCase parameters, and returns the new id', async () => {
    const server = stubServer({ AddAddress: { body: { id: ADDRESS.id } } });
    signIn();
    const result = await createDataProvider(store, 'company').create('addresses', {
      data: { value: 'ул. Садовая, д. 1' },
    });

    expect(result.data).toEqual({ id: ADDRESS.id, value: 'ул. Садовая, д. 1' });
    const [request] = server.requests;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/web/intercoms/');
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(request.body).toEqual({ Action: 'AddAddress', Value: 'ул. Садовая, д. 1' });
  });

  it('update POSTs the id parameter and only the values that changed, and returns the stored record', async () => {
    const stored = { ...ADDRESS, value: 'ул. Лесная, д. 20, кв. 5' };
    const server = stubServer({ EditAddress: { body: stored } });
    signIn();
    const result = await createDataProvider(store, 'company').update('addresses', {
      id: ADDRESS.id,
      data: { ...ADDRESS, value: 'ул. Лесная, д. 20, кв. 5' },
      previousData: ADDRESS,
    });

    expect(result.data).toEqual(stored);
    expect(server.requests[0].body).toEqual({
      Action: 'EditAddress',
      Id: ADDRESS.id,
      Value: 'ул. Лесная, д. 20, кв. 5',
    });
  });

  it('update with nothing changed sends the id alone', async () => {
    const server = stubServer({ EditAddress: { body: ADDRESS } });
    signIn();
    await createDataProvider(store, 'company').update('addresses', {
      id: ADDRESS.id,
      data: { ...ADDRESS },
      previousData: ADDRESS,
    });
    expect(server.requests[0].body).toEqual({ Action: 'EditAddress', Id: ADDRESS.id });
  });

  it('getOne asks the list Action for the Id and returns its first item; none is a 404', async () => {
    const server = stubServer({
      GetAddress: ({ params }) => ({
        body: params.Id === ADDRESS.id ? { items: [ADDRESS], total: 1 } : { items: [], total: 0 },
      }),
    });
    signIn();
    const provider = createDataProvider(store, 'company');
    expect((await provider.getOne('addresses', { id: ADDRESS.id })).data).toEqual(ADDRESS);
    expect(new URL(server.requests[0].url, 'http://console.test').searchParams.get('Id')).toBe(ADDRESS.id);

    const missing = await failureOf(provider.getOne('addresses', { id: '00000000-0000-4000-8000-000000000000' }));
    expect(missing).toBeInstanceOf(HttpError);
    expect(missing.status).toBe(404);
    expect(missing.message).toBe('common.errors.notFound');
  });
});

describe('refusals', () => {
  it('a 400 with {error, fields: {Value}} becomes an HttpError with the error as message and body.errors.value', async () => {
    stubServer({
      AddAddress: {
        status: 400,
        body: { error: 'common.errors.invalidParams', fields: { Value: 'common.validation.minLength2' } },
      },
    });
    signIn();
    const error = await failureOf(createDataProvider(store, 'company').create('addresses', { data: { value: 'a' } }));

    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(400);
    expect(error.message).toBe('common.errors.invalidParams');
    expect(error.body.errors).toEqual({ value: 'common.validation.minLength2' });
    expect(error.body.error).toBe('common.errors.invalidParams');
  });

  it('a refusal without fields carries no errors (so react-admin shows a toast, not field errors)', async () => {
    stubServer({ EditAddress: { status: 409, body: { error: 'common.errors.conflict' } } });
    signIn();
    const error = await failureOf(
      createDataProvider(store, 'company').update('addresses', {
        id: ADDRESS.id,
        data: { value: 'x y' },
        previousData: ADDRESS,
      }),
    );
    expect(error.status).toBe(409);
    expect(error.message).toBe('common.errors.conflict');
    expect(error.body.errors).toBeUndefined();
  });

  it("a 401 rejects with status 401, and the authProvider's checkError then rejects (react-admin signs out)", async () => {
    stubServer({ GetAddress: { status: 401, body: { error: 'common.errors.unauthorized' } } });
    signIn();
    const error = await failureOf(
      createDataProvider(store, 'company').getList('addresses', {
        pagination: { page: 1, perPage: 5 },
        sort: { field: 'value', order: 'ASC' },
        filter: {},
      }),
    );
    expect(error.status).toBe(401);

    const authProvider = createAuthProvider('company', store);
    await expect(authProvider.checkError(error)).rejects.toBeDefined();
    await expect(authProvider.checkError(new HttpError('common.errors.conflict', 409))).resolves.toBeUndefined();
    await expect(authProvider.checkError(new HttpError('common.errors.forbiddenArea', 403))).resolves.toBeUndefined();
  });

  it('a network failure becomes an HttpError with the generic message', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failureOf(
      createDataProvider(store, 'company').create('addresses', { data: { value: 'ул. Садовая' } }),
    );
    expect(error).toBeInstanceOf(HttpError);
    expect(error.message).toBe('common.errors.generic');
  });

  it('an answer that is not JSON still rejects with its status', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const error = await failureOf(
      createDataProvider(store, 'company').create('addresses', { data: { value: 'ул. Садовая' } }),
    );
    expect(error.status).toBe(502);
    expect(error.message).toBe('common.errors.generic');
  });
});

describe('errorMessageOf', () => {
  it("gives the response's error string", () => {
    expect(errorMessageOf(new ActionError('x', 409, { error: 'addresses.errors.duplicate' }))).toBe(
      'addresses.errors.duplicate',
    );
  });

  it('else the generic message for an Error', () => {
    expect(errorMessageOf(new ActionError('Bad Gateway', 502, {}))).toBe('common.errors.generic');
    expect(errorMessageOf(new TypeError('Failed to fetch'))).toBe('common.errors.generic');
  });

  it("else 'Unknown error'", () => {
    expect(errorMessageOf('boom')).toBe('common.errors.unknown');
    expect(errorMessageOf(undefined)).toBe('common.errors.unknown');
    expect(errorMessageOf({ error: 'not an Error' })).toBe('common.errors.unknown');
  });
});

describe('callAction', () => {
  it("uses each Action's method from the contract: GET with a query string, POST with a JSON body", async () => {
    const server = stubServer({
      GetProfiles: { body: { items: [], total: 0 } },
      SelectProfile: { body: makeUser() },
    });
    const session = makeUser({ companyId: null });
    await callAction('GetProfiles', { Search: 'Лес', Limit: 50 }, session);
    await callAction('SelectProfile', { CompanyId: session.profiles[0].companyId }, session);

    const [get, post] = server.requests;
    expect(get.method).toBe('GET');
    expect(get.url).toBe(`/api/web/intercoms/?Action=GetProfiles&Search=${encodeURIComponent('Лес')}&Limit=50`);
    expect(post.method).toBe('POST');
    expect(post.body).toEqual({ Action: 'SelectProfile', CompanyId: session.profiles[0].companyId });
  });

  it('rejects with an ActionError carrying the status and the body', async () => {
    stubServer({ Login: { status: 401, body: { error: 'auth.errors.invalidCredentials' } } });
    const failure = await failureOf(
      callAction('Login', { PhoneNumber: '79001234567', Password: 'x', Area: 'company' }),
    );
    expect(failure).toBeInstanceOf(ActionError);
    expect(failure.status).toBe(401);
    expect((failure as unknown as ActionError).body).toEqual({ error: 'auth.errors.invalidCredentials' });
  });
});

describe('changedValues', () => {
  it('keeps only what differs from the previous record, never the id', () => {
    expect(changedValues({ id: 'a', value: 'new', created: 'c' }, { id: 'a', value: 'old', created: 'c' })).toEqual({
      value: 'new',
    });
    expect(changedValues({ id: 'a', value: 'same' }, { id: 'a', value: 'same' })).toEqual({});
  });

  it('compares arrays and objects by value: an array is sent when one of its items changed', () => {
    const previous = { phones: ['79001112233', '79004445566'], settings: { autoOpen: true } };
    expect(changedValues({ phones: ['79001112233', '79004445566'], settings: { autoOpen: true } }, previous)).toEqual(
      {},
    );
    expect(changedValues({ phones: ['79001112233', '79009999999'], settings: { autoOpen: true } }, previous)).toEqual({
      phones: ['79001112233', '79009999999'],
    });
    expect(changedValues({ phones: previous.phones, settings: { autoOpen: false } }, previous)).toEqual({
      settings: { autoOpen: false },
    });
  });

  it('sends a value that was added or cleared', () => {
    expect(changedValues({ comment: 'new' }, {})).toEqual({ comment: 'new' });
    expect(changedValues({ comment: null }, { comment: 'old' })).toEqual({ comment: null });
  });
});

describe('deleteMany', () => {
  const ids = ['c1', 'c2', 'c3'];

  it('deletes each record with its own call', async () => {
    const server = stubServer({ DeleteCamera: { body: {} } });
    signIn();
    expect(await createDataProvider(store, 'company').deleteMany('cameras', { ids })).toEqual({ data: ids });
    expect(server.requestsOf('DeleteCamera').map((request) => request.params.CameraId)).toEqual(ids);
  });

  it('when only some go, says how many and why the others did not', async () => {
    stubServer({
      DeleteCamera: ({ params }) =>
        params.CameraId === 'c2' ? { status: 404, body: { error: 'common.errors.notFound' } } : { body: {} },
    });
    signIn();
    const error = await failureOf(createDataProvider(store, 'company').deleteMany('cameras', { ids }));
    expect(error).toBeInstanceOf(PartialDeleteError);
    expect(error).toMatchObject({ message: 'common.errors.partialDelete', deleted: 2, total: 3 });
    expect((error as unknown as PartialDeleteError).cause).toMatchObject({
      status: 404,
      message: 'common.errors.notFound',
    });
  });

  it('when none go, the refusal is passed on as it is (a 401 still signs out)', async () => {
    stubServer({ DeleteCamera: { status: 401, body: { error: 'common.errors.unauthorized' } } });
    signIn();
    const error = await failureOf(createDataProvider(store, 'company').deleteMany('cameras', { ids }));
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(401);
  });
});
