import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_PASSWORD, DEMO_ACCOUNTS } from '../../server/db/seed/demo-data';
import { API_PATH } from '../../contract/protocol';
import { redactUrl } from '../../server/logging';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({ logger: { level: 'debug', stream } });
});
afterAll(() => t.close());

describe('logging', () => {
  it('logs requests and failures with their stack, never a password or a token', async () => {
    const { user, headers } = await t.signIn(DEMO_ACCOUNTS.companyAdmin, 'company');
    await t.db.execute(sql`alter table addresses rename to addresses_hidden`);
    try {
      expect((await t.call('GetAddress', {}, { headers })).status).toBe(500);
    } finally {
      await t.db.execute(sql`alter table addresses_hidden rename to addresses`);
    }
    const log = lines.join('');
    expect(log).toContain('request failed');
    expect(log).toMatch(/"stack":/);
    expect(log).not.toContain(user.credentials.token);
    expect(log).not.toContain(DEFAULT_DEMO_PASSWORD);
  });
});

describe('secrets in request URLs', () => {
  it('redacts a guest link’s token and other secret parameters in a logged URL, a page’s or the API’s', async () => {
    const secret = 'guest-link-secret-7f3a9c';
    await t.app.inject({ method: 'GET', url: `/lock?pass=${secret}` });
    await t.app.inject({ method: 'GET', url: `/lock/open?point=1&PASS=${secret}-upper` });
    await t.app.inject({
      method: 'GET',
      url: `${API_PATH}?Action=GetGuestDoors&Pass=${secret}-api&Token=${secret}-token&Code=${secret}-code&Password=${secret}-pw`,
      headers: { timestamp: new Date().toISOString() },
    });
    const log = lines.join('');
    expect(log).toContain('/lock?pass=[redacted]');
    expect(log).toContain('Action=GetGuestDoors');
    expect(log).not.toContain(secret);
  });

  it('takes a guest link’s token only in a POST body', async () => {
    const response = await t.call('GetGuestDoors', { Pass: 'some-token' }, { method: 'GET' });
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe('POST');
  });
});

describe('redactUrl', () => {
  it('replaces only the values of secret parameters, whatever their case or escaping', () => {
    expect(redactUrl('/lock?pass=abc&point=2')).toBe('/lock?pass=[redacted]&point=2');
    expect(redactUrl('/x?%50ass=abc')).toBe('/x?%50ass=[redacted]');
    expect(redactUrl('/x?a=1&code=9#frag')).toBe('/x?a=1&code=[redacted]#frag');
    expect(redactUrl('/x?passage=1')).toBe('/x?passage=1');
    expect(redactUrl('/plain')).toBe('/plain');
  });
});
