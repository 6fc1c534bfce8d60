import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, localServers, passEvents } from '../../server/db/schema';
import { issueLocalServerToken, revokeLocalServerToken } from '../../server/devices/tokens';
import { ensurePassEventMonths } from '../../server/journal/partitions';
import { type ApiError } from '../../server/protocol/api-error';
import { authorize } from '../../server/protocol/authorize';
import { DEVICE_AUTH_SCHEME } from '../../contract/protocol';
import { demoSessions } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let companyA: Record<string, string>;
let platform: Record<string, string>;
let companyAId: string;
let server: { id: string; companyId: string };

beforeAll(async () => {
  t = await createTestApp();
  ({ companyA, platform } = await demoSessions(t));
  companyAId = (await t.call('GetProfiles', {}, { headers: companyA })).body.items[0].companyId;
  [server] = await t.db
    .select({ id: localServers.id, companyId: localServers.companyId })
    .from(localServers)
    .where(eq(localServers.companyId, companyAId))
    .limit(1);
}, 60_000);
afterAll(() => t?.close());

const deviceHeader = (id: string, token: string) => `${DEVICE_AUTH_SCHEME} ${id}:${token}`;
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: ApiError) => error.status,
  );

describe('the device side: a local server with its token', () => {
  it('is let in with its token, only while that token is its latest, and never with a session', async () => {
    const first = (await issueLocalServerToken(t.db, companyAId, server.id))!;
    expect(await authorize(t.db, { area: 'device' }, deviceHeader(server.id, first))).toEqual({
      session: null,
      device: { kind: 'localServer', localServerId: server.id, companyId: companyAId },
      permissions: new Set(),
    });
    const second = (await issueLocalServerToken(t.db, companyAId, server.id))!;
    expect(second).not.toBe(first);
    expect(await refusal(authorize(t.db, { area: 'device' }, deviceHeader(server.id, first)))).toBe(401);
    expect(await refusal(authorize(t.db, { area: 'device' }, companyA.authorization))).toBe(401);
    // A device's credentials open no person's Action.
    expect(await refusal(authorize(t.db, { area: 'company' }, deviceHeader(server.id, second)))).toBe(401);
    await revokeLocalServerToken(t.db, companyAId, server.id);
    expect(await refusal(authorize(t.db, { area: 'device' }, deviceHeader(server.id, second)))).toBe(401);
  });

  it('stores only a hash of the token, and marks the server as seen', async () => {
    await t.db.update(localServers).set({ lastSeenAt: null }).where(eq(localServers.id, server.id));
    const token = (await issueLocalServerToken(t.db, companyAId, server.id))!;
    await authorize(t.db, { area: 'device' }, deviceHeader(server.id, token));
    const [row] = await t.db.select().from(localServers).where(eq(localServers.id, server.id));
    expect(row.tokenHash).not.toContain(token);
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.lastSeenAt).toBeInstanceOf(Date);
  });

  it('does not issue a token for another company’s server', async () => {
    const [other] = await t.db
      .select({ id: localServers.id, companyId: localServers.companyId })
      .from(localServers)
      .where(sql`${localServers.companyId} <> ${companyAId}`)
      .limit(1);
    expect(await issueLocalServerToken(t.db, companyAId, other.id)).toBeUndefined();
  });

  it('puts a new token on the audit trail masked, and being seen not at all', async () => {
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('audit.action', 'RegenerateLocalServerToken', true)`);
      await issueLocalServerToken(tx, companyAId, server.id);
      await tx
        .update(localServers)
        .set({ lastSeenAt: sql`now()` })
        .where(eq(localServers.id, server.id));
    });
    const trail = await t.db.select().from(auditLog).where(eq(auditLog.tableName, 'local_servers'));
    expect(trail.map((row) => row.changes)).toEqual([
      { token_hash: 'masked', token_issued_at: [expect.any(String), expect.any(String)] },
    ]);
  });
});

describe('the console area: Actions both admin areas share', () => {
  it('lets in a platform session and a company session bound to a profile', async () => {
    expect((await authorize(t.db, { area: 'console' }, platform.authorization)).session?.area).toBe('platform');
    expect((await authorize(t.db, { area: 'console' }, companyA.authorization)).session?.companyId).toBe(companyAId);
  });
});

describe('pass events: partitioned by month', () => {
  const event = (occurredAt: Date) => ({
    occurredAt,
    companyId: companyAId,
    accessPointName: 'Подъезд 1',
    source: 'device' as const,
    localServerId: server.id,
    deviceEventId: `e-${occurredAt.toISOString()}`,
    keyType: 'card' as const,
    cardId: '00A1B2C3',
    result: 'opened' as const,
  });

  it('has this month ready, and makes a past month when an event of it comes', async () => {
    await t.db.insert(passEvents).values(event(new Date()));
    const old = new Date(Date.UTC(2024, 1, 29, 23, 59, 59));
    await expect(t.db.insert(passEvents).values(event(old))).rejects.toThrow();
    await ensurePassEventMonths(t.db, [old, old]);
    await t.db.insert(passEvents).values(event(old));
    const [stored] = await t.db
      .select({ partition: sql<string>`tableoid::regclass::text` })
      .from(passEvents)
      .where(eq(passEvents.occurredAt, old));
    expect(stored.partition).toBe('pass_events_2024_02');
  });

  it('stores an event of one local server once, however often it is sent', async () => {
    const twice = event(new Date(Date.UTC(2024, 1, 10, 8)));
    await t.db.insert(passEvents).values(twice).onConflictDoNothing();
    await t.db.insert(passEvents).values(twice).onConflictDoNothing();
    const stored = await t.db.select().from(passEvents).where(eq(passEvents.deviceEventId, twice.deviceEventId));
    expect(stored).toHaveLength(1);
  });
});
