import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords';
import { addresses, companies, keys, users } from '../../server/db/schema';
import { DEMO_ACCOUNTS, DEFAULT_DEMO_PASSWORD } from '../../server/db/seed/demo-data';
import { seedDemo } from '../../server/db/seed/demo';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const counts = async () => ({
  users: (await t.db.select({ n: count() }).from(users))[0].n,
  companies: (await t.db.select({ n: count() }).from(companies))[0].n,
  addresses: (await t.db.select({ n: count() }).from(addresses))[0].n,
  keys: (await t.db.select({ n: count() }).from(keys))[0].n,
});

describe('the demo seed', () => {
  it('adds nothing to a database that has data, and leaves changed passwords alone', async () => {
    const before = await counts();
    const changed = await hashPassword('a-password-someone-chose');
    await t.db.update(users).set({ passwordHash: changed }).where(eq(users.phoneNumber, DEMO_ACCOUNTS.companyAdmin));

    expect(await seedDemo(t.db, DEFAULT_DEMO_PASSWORD)).toBe(false);

    expect(await counts()).toEqual(before);
    const [admin] = await t.db.select().from(users).where(eq(users.phoneNumber, DEMO_ACCOUNTS.companyAdmin));
    expect(admin.passwordHash).toBe(changed);
  });

  it('stores argon2id hashes, never the password', async () => {
    const rows = await t.db.select({ passwordHash: users.passwordHash }).from(users);
    for (const { passwordHash } of rows) expect(passwordHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(rows)).not.toContain(DEFAULT_DEMO_PASSWORD);
  });
});
