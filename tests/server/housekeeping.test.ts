import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { deleteStaleRows, startHousekeeping } from '../../server/housekeeping';
import { loginAttempts, sessions, users } from '../../server/db/schema';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-data';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let userId: string;

beforeAll(async () => {
  t = await createTestApp();
  const admin = eq(users.phoneNumber, DEMO_ACCOUNTS.companyAdmin);
  [{ id: userId }] = await t.db.select({ id: users.id }).from(users).where(admin);
});
afterAll(() => t.close());

/** Sessions and sign-in attempts of every age that matters, each named by what should happen to it. */
async function addRows() {
  await t.db.delete(sessions);
  await t.db.delete(loginAttempts);
  const session = (title: string, expiresAt: string, revokedAt: string | null = null) => ({
    tokenHash: title,
    userId,
    area: 'company' as const,
    expiresAt: sql`now() + ${expiresAt}::interval`,
    revokedAt: revokedAt === null ? null : sql`now() + ${revokedAt}::interval`,
  });
  await t.db
    .insert(sessions)
    .values([
      session('live', '12 hours'),
      session('expired an hour ago: kept', '-1 hour'),
      session('revoked an hour ago: kept', '11 hours', '-1 hour'),
      session('expired two days ago', '-2 days'),
      session('revoked two days ago', '5 days', '-2 days'),
    ]);
  const attempt = (phoneNumber: string, age: string) => ({
    phoneNumber,
    ip: '127.0.0.1',
    succeeded: false,
    attemptedAt: sql`now() - ${age}::interval`,
  });
  await t.db.insert(loginAttempts).values([attempt('within the window', '5 minutes'), attempt('older', '20 minutes')]);
}

const left = async () => ({
  sessions: (await t.db.select({ title: sessions.tokenHash }).from(sessions)).map((row) => row.title).sort(),
  attempts: (await t.db.select({ phone: loginAttempts.phoneNumber }).from(loginAttempts)).map((row) => row.phone),
});

const kept = {
  sessions: ['expired an hour ago: kept', 'live', 'revoked an hour ago: kept'],
  attempts: ['within the window'],
};

describe('housekeeping', () => {
  it('deletes sessions that ended over a day ago and attempts older than the throttling window', async () => {
    await addRows();
    await deleteStaleRows(t.db);
    expect(await left()).toEqual(kept);
  });

  it('is harmless when several servers run it at once', async () => {
    await addRows();
    await Promise.all([deleteStaleRows(t.db), deleteStaleRows(t.db), deleteStaleRows(t.db)]);
    expect(await left()).toEqual(kept);
  });

  it('runs on a timer that does not keep the process alive, until stopped', async () => {
    await addRows();
    const setInterval = vi.spyOn(globalThis, 'setInterval');
    const housekeeping = startHousekeeping(t.db, t.app.log, 20);
    const timer = setInterval.mock.results[0].value as NodeJS.Timeout;
    setInterval.mockRestore();
    try {
      expect(timer.hasRef()).toBe(false);
      await expect.poll(left, { timeout: 5_000 }).toEqual(kept);
    } finally {
      await housekeeping.stop();
    }
  });

  it('logs a failed pass and goes on', async () => {
    const warnings: unknown[] = [];
    const log = { warn: (...args: unknown[]) => warnings.push(args) } as unknown as FastifyBaseLogger;
    await t.db.execute(sql`alter table login_attempts rename to login_attempts_hidden`);
    const housekeeping = startHousekeeping(t.db, log, 20);
    try {
      await expect.poll(() => warnings.length, { timeout: 5_000 }).toBeGreaterThan(1);
    } finally {
      await housekeeping.stop();
      await t.db.execute(sql`alter table login_attempts_hidden rename to login_attempts`);
    }
  });
});
