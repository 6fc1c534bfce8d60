import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppOptions, buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { loginAttempts } from '../../server/db/schema';
import { API_PATH } from '../../contract/protocol';
import { createTestApp, type TestApp } from './support/test-app';

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['true', true],
    ['10.0.0.0/8, 192.168.1.5', ['10.0.0.0/8', '192.168.1.5']],
    ['uniquelocal,fd00::/8', ['uniquelocal', 'fd00::/8']],
  ])('reads %j as %j', (value, expected) => {
    expect(readConfig({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it.each(['1', 'yes', '10.0.0.0/33', '10.0.0.1, proxy.internal'])('refuses %j with a message', (value) => {
    expect(() => readConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: expected true, false, or a/);
  });
});

// request.ip is what sign-in attempts record: behind a load balancer it must be the client's address.
describe('the client address of a sign-in attempt', () => {
  let t: TestApp;
  let attempts = 0;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Fails a sign-in as coming from `remoteAddress` with `forwardedFor`; the address it was recorded with. */
  async function recordedAddress(trustProxy: AppOptions['trustProxy'], remoteAddress: string, forwardedFor: string) {
    // Another app on the same database: only the Fastify option differs.
    const app = buildApp({ db: t.db, trustProxy });
    const phoneNumber = `447700900${700 + ++attempts}`;
    try {
      const response = await app.inject({
        method: 'POST',
        url: API_PATH,
        remoteAddress,
        headers: { timestamp: new Date().toISOString(), 'x-forwarded-for': forwardedFor },
        payload: { Action: 'Login', PhoneNumber: phoneNumber, Password: 'wrong-password', Area: 'company' },
      });
      expect(response.statusCode).toBe(401);
    } finally {
      await app.close();
    }
    const [attempt] = await t.db
      .select({ ip: loginAttempts.ip })
      .from(loginAttempts)
      .where(eq(loginAttempts.phoneNumber, phoneNumber));
    return attempt.ip;
  }

  it('is the peer by default, whatever X-Forwarded-For says', async () => {
    expect(await recordedAddress(undefined, '10.0.0.5', '203.0.113.7')).toBe('10.0.0.5');
  });

  it('is the client a trusted load balancer forwarded, not an address the client made up', async () => {
    const forwarded = '198.51.100.1, 203.0.113.7';
    expect(await recordedAddress(['10.0.0.0/8'], '10.0.0.5', forwarded)).toBe('203.0.113.7');
  });

  it('is the peer when the peer is not one of the trusted proxies', async () => {
    expect(await recordedAddress(['10.0.0.0/8'], '192.0.2.44', '203.0.113.7')).toBe('192.0.2.44');
  });
});
