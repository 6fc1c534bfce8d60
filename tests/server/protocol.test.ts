import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors, validation } from '../../contract/messages';
import { API_PATH } from '../../contract/protocol';
import { createRegistry } from '../../server/protocol/registry';
import { actions } from '../../contract/actions';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-data';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let company: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  company = (await t.signIn(DEMO_ACCOUNTS.companyAdmin, 'company')).headers;
});
afterAll(() => t.close());

const minutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();

describe('Timestamp header', () => {
  it.each([
    ['missing', null],
    ['not a date', 'yesterday'],
    ['a date without time', '2026-01-01'],
    ['7 minutes behind', minutes(-7)],
    ['7 minutes ahead', minutes(7)],
  ])('refuses a request whose Timestamp is %s with 400', async (_case, timestamp) => {
    const response = await t.call('GetAddress', {}, { headers: company, timestamp });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: errors.invalidTimestamp });
  });

  it('accepts one a few minutes off, with an offset', async () => {
    const fourMinutesAgo = new Date(Date.now() - 4 * 60_000 + 3 * 3_600_000).toISOString().replace('Z', '+03:00');
    const response = await t.call('GetAddress', {}, { headers: company, timestamp: fourMinutesAgo });
    expect(response.status).toBe(200);
  });

  it('is checked before anything else', async () => {
    const response = await t.call('NoSuchAction', {}, { timestamp: null });
    expect(response.body).toEqual({ error: errors.invalidTimestamp });
  });
});

describe('Action and method', () => {
  it('refuses an unknown Action with 400', async () => {
    const response = await t.call('DropDatabase', {}, { method: 'POST' });
    expect(response).toMatchObject({ status: 400, body: { error: errors.unknownAction } });
  });

  it('refuses a request without an Action with 400', async () => {
    const timestamp = new Date().toISOString();
    const response = await t.app.inject({ method: 'GET', url: API_PATH, headers: { timestamp } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: errors.unknownAction });
  });

  it('refuses the wrong HTTP method with 405 and says which one is right', async () => {
    const response = await t.call('GetAddress', {}, { headers: company, method: 'POST' });
    expect(response).toMatchObject({ status: 405, body: { error: errors.methodNotAllowed } });
    expect(response.headers.allow).toBe('GET');
    const post = await t.call('AddAddress', { Value: 'ул. Лесная, д. 99' }, { headers: company, method: 'GET' });
    expect(post.status).toBe(405);
  });

  it('answers at the path without the trailing slash too', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: API_PATH.replace(/\/$/, ''),
      query: { Action: 'GetAddress' },
      headers: { timestamp: new Date().toISOString(), ...company },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('parameters', () => {
  it('answers invalid parameters with 400 and a message per parameter', async () => {
    const response = await t.call('GetAddress', { Limit: 'many', Offset: -1, Id: 'not-a-uuid' }, { headers: company });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(errors.invalidParams);
    expect(Object.keys(response.body.fields).sort()).toEqual(['Id', 'Limit', 'Offset']);
    expect(response.body.fields.Id).toBe(validation.invalid);
  });

  it('sends the contract’s translation keys as field messages', async () => {
    const response = await t.call('AddAddress', { Value: '  x ' }, { headers: company });
    expect(response).toMatchObject({ status: 400, body: { fields: { Value: validation.minLength2 } } });
    const missing = await t.call('AddAddress', {}, { headers: company });
    expect(missing.body.fields).toEqual({ Value: validation.required });
  });

  it('answers malformed JSON with 400 invalidParams', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: API_PATH,
      headers: { timestamp: new Date().toISOString(), 'content-type': 'application/json', ...company },
      payload: '{"Action": "AddAddress", "Value": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: errors.invalidParams });
  });

  it('answers a body that is too large with 400 invalidParams', async () => {
    const response = await t.call('AddAddress', { Value: 'x'.repeat(2 * 1024 * 1024) }, { headers: company });
    expect(response).toMatchObject({ status: 400, body: { error: errors.invalidParams } });
  });
});

describe('errors', () => {
  it('answers an unexpected failure with 500 and nothing of its details', async () => {
    // A missing table makes the driver fail with SQL in its message; none of it may reach the client.
    await t.db.execute(sql`alter table addresses rename to addresses_hidden`);
    try {
      const response = await t.call('GetAddress', { Search: 'Лесная' }, { headers: company });
      expect(response.status).toBe(500);
      expect(response.body).toEqual({ error: errors.internal });
    } finally {
      await t.db.execute(sql`alter table addresses_hidden rename to addresses`);
    }
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/web/other' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: errors.notFound });
  });

  it.each([
    ['an answer', () => t.call('GetAddress', {}, { headers: company })],
    ['a refusal', () => t.call('GetAddress', {})],
    ['an unknown path of the API', () => t.app.inject({ method: 'GET', url: '/api/web/unknown' })],
  ])('does not let %s be cached', async (_case, request) => {
    const { headers } = await request();
    expect(headers['cache-control']).toBe('no-store');
  });
});

describe('registry', () => {
  it('refuses to start when a contract has no handler', () => {
    const { GetUsers: _, ...handlersWithoutOne } = Object.fromEntries(
      Object.keys(actions).map((name) => [name, async () => ({})]),
    );
    expect(() => createRegistry(actions, handlersWithoutOne)).toThrow(/GetUsers/);
  });
});

describe('health', () => {
  it('says ok when the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('security headers', () => {
  it.each([
    ['an answer', () => t.call('GetAddress', {}, { headers: company })],
    ['an error', () => t.call('GetAddress', {}, { headers: company, timestamp: null })],
    [
      'an answer at the path without its trailing slash',
      () => t.app.inject({ method: 'GET', url: `${API_PATH.slice(0, -1)}?Action=GetAddress` }),
    ],
    // Refused before the route's handler runs: the error handler sets them.
    [
      'a body that is not JSON',
      () =>
        t.app.inject({
          method: 'POST',
          url: API_PATH,
          headers: { 'content-type': 'application/json' },
          payload: '{"Action":',
        }),
    ],
    ['an unknown path of the API', () => t.app.inject({ method: 'GET', url: '/api/web/unknown' })],
    // The same paths, spelled with escapes: the router decodes them, and so does the choice of headers.
    [
      'an answer at an escaped path',
      () =>
        t.app.inject({
          method: 'GET',
          url: '/%61pi/web/intercoms/?Action=GetAddress',
          headers: { ...company, timestamp: new Date().toISOString() },
        }),
    ],
    [
      'an escaped path without its trailing slash',
      () => t.app.inject({ method: 'GET', url: '/%61%70%69/web/intercoms?Action=GetAddress' }),
    ],
    ['an unknown escaped path of the API', () => t.app.inject({ method: 'GET', url: '/%61pi/web/unknown' })],
  ])("come with %s of the Action API: an API's, stricter than a page's", async (_case, request) => {
    const { headers } = await request();
    expect(headers['cache-control']).toBe('no-store');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(headers['strict-transport-security']).toContain('max-age=');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['x-powered-by']).toBeUndefined();
  });
});
