import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_PASSWORD, DEMO_ACCOUNTS } from '../../server/db/seed/demo-data';
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
