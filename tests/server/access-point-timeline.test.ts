import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIMELINE_PASS_LIMIT, timelineMessages } from '../../contract/access-point-timeline';
import { errors } from '../../contract/messages';
import { createSession } from '../../server/auth/sessions';
import { queryRows } from '../../server/db/rows';
import {
  accessPoints,
  companyProfiles,
  controllers,
  deviceAcknowledgements,
  devicePoints,
  devicePresence,
  localServers,
  users,
} from '../../server/db/schema';
import { demoSessions, deviceHeaders } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let companyA: Record<string, string>;
let companyB: Record<string, string>;
let platform: Record<string, string>;
let companyAId: string;
/** Two of company A's points: the gate the timeline reads, and a busy door of more events than it shows. */
let gate: { id: string; lockId: string };
let busy: { id: string };

const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

type Entry = { kind: string; at: string; [field: string]: unknown };
const timeline = async (params: Record<string, unknown>, headers = companyA) =>
  t.call('GetAccessPointTimeline', { AccessPointId: gate.id, ...params }, { headers });

beforeAll(async () => {
  t = await createTestApp();
  ({ companyA, companyB, platform } = await demoSessions(t));
  companyAId = (await t.call('GetProfiles', {}, { headers: companyA })).body.items[0].companyId;
  // Two new points beside the demo's first (whose events the seed made), on its lock.
  const [first] = await t.db
    .select({ id: accessPoints.id })
    .from(accessPoints)
    .where(eq(accessPoints.companyId, companyAId))
    .orderBy(accessPoints.displayName)
    .limit(1);
  [gate, busy] = await queryRows<{ id: string; lockId: string }>(
    t.db,
    sql`insert into access_points (company_id, access_object_id, perimeter_id, lock_id, display_name, open_time, distance,
                                   default_key_settings, key_restrictions)
        select company_id, access_object_id, perimeter_id, lock_id, display_name || ' ' || n, open_time, distance,
               default_key_settings, key_restrictions
          from access_points, generate_series(1, 2) as n where id = ${first.id}
        returning id, lock_id as "lockId"`,
  );
  const event = (i: number, at: string, extra: Record<string, unknown> = {}) => ({
    eventId: `timeline-${i}`,
    accessPointId: gate.id,
    occurredAt: at,
    keyType: 'card',
    cardId: '700001',
    result: 'opened',
    ...extra,
  });
  const events = [
    event(1, ago(2 * HOUR), { result: 'denied', denialReason: 'outsideHours' }),
    event(2, ago(3 * HOUR)),
    // Three days ago: outside the default period.
    event(3, ago(72 * HOUR)),
    ...Array.from({ length: TIMELINE_PASS_LIMIT + 5 }, (_, i) =>
      event(100 + i, ago(HOUR + i * 1000), { accessPointId: busy.id }),
    ),
  ];
  const added = await t.call('AddPassEvents', { Events: events }, { headers: await deviceHeaders(t, companyAId) });
  expect(added.body.accepted).toBe(events.length);
  // A change to the point by the company, and one to its lock by the platform.
  expect((await t.call('EditAccessPoint', { Id: gate.id, Comment: 'Timeline' }, { headers: companyA })).status).toBe(
    200,
  );
  expect((await t.call('EditLock', { LockId: gate.lockId, Nfc: true }, { headers: platform })).status).toBe(200);
}, 60_000);
afterAll(() => t?.close());

describe('GetAccessPointTimeline', () => {
  it('shows the period’s passes, refusals with their reason, and the changes to the point and its lock', async () => {
    const { status, body } = await timeline({});
    expect(status, JSON.stringify(body)).toBe(200);
    expect(new Date(body.until).getTime() - new Date(body.from).getTime()).toBe(24 * HOUR);
    const items = body.items as Entry[];
    expect(items.map((item) => item.at)).toEqual([...items.map((item) => item.at)].sort().reverse());
    const passes = items.filter((item) => item.kind === 'pass');
    expect(passes).toHaveLength(2);
    expect(passes[0]).toMatchObject({ result: 'denied', denialReason: 'outsideHours', keyType: 'card' });
    expect(passes[1]).toMatchObject({ result: 'opened', denialReason: null });
    expect(body.passTotal).toBe(2);
    const changes = items.filter((item) => item.kind === 'config') as unknown as {
      target: string;
      entry: { tableName: string; changes: Record<string, unknown>; userName: string | null; companyId: unknown };
    }[];
    const pointChange = changes.find((change) => change.target === 'point')!;
    expect(pointChange.entry).toMatchObject({ tableName: 'access_points', changes: { comment: [null, 'Timeline'] } });
    expect(pointChange.entry.userName).toBeTruthy();
    // The platform's change to the lock's settings is the company's lock's history too.
    const lockChange = changes.find((change) => change.target === 'lock')!;
    expect(lockChange.entry).toMatchObject({ tableName: 'locks', action: 'EditLock', companyId: companyAId });
    expect(body.configTotal).toBe(changes.length);
    expect(body.hidden).toEqual([]);
  });

  it('reads the kinds asked for', async () => {
    const passes = (await timeline({ Kinds: 'pass' })).body;
    expect(new Set(passes.items.map((item: Entry) => item.kind))).toEqual(new Set(['pass']));
    expect(passes.configTotal).toBe(0);
    const changes = (await timeline({ Kinds: 'config' })).body;
    expect(new Set(changes.items.map((item: Entry) => item.kind))).toEqual(new Set(['config']));
    expect(changes.passTotal).toBe(0);
    expect((await timeline({ Kinds: 'pass,nothing' })).status).toBe(400);
  });

  it('reads the period asked for, at most 31 days, From before Until', async () => {
    const week = (await timeline({ From: ago(7 * 24 * HOUR), Kinds: 'pass' })).body;
    expect(week.passTotal).toBe(3);
    const older = (await timeline({ From: ago(80 * HOUR), Until: ago(48 * HOUR), Kinds: 'pass' })).body;
    expect(older.items).toHaveLength(1);
    expect((await timeline({ From: ago(HOUR), Until: ago(2 * HOUR) })).body).toEqual({
      error: errors.invalidParams,
      fields: { From: timelineMessages.periodOrder },
    });
    expect((await timeline({ From: ago(32 * 24 * HOUR) })).body).toEqual({
      error: errors.invalidParams,
      fields: { From: timelineMessages.periodTooLong },
    });
  });

  it('shows the newest passes of a busy door and counts them all', async () => {
    const { body } = await timeline({ AccessPointId: busy.id, Kinds: 'pass' });
    expect(body.items).toHaveLength(TIMELINE_PASS_LIMIT);
    expect(body.passTotal).toBe(TIMELINE_PASS_LIMIT + 5);
  });

  it('shows the periods the devices serving the point were offline or behind', async () => {
    const [server] = await t.db
      .select({ id: localServers.id })
      .from(localServers)
      .where(eq(localServers.companyId, companyAId))
      .orderBy(localServers.name)
      .limit(1);
    const [controller] = await t.db
      .select({ id: controllers.id })
      .from(controllers)
      .where(eq(controllers.companyId, companyAId))
      .limit(1);
    await t.db.insert(devicePoints).values([
      { companyId: companyAId, localServerId: server.id, accessPointId: gate.id },
      { companyId: companyAId, controllerId: controller.id, accessPointId: gate.id },
    ]);
    const now = Date.now();
    const at = (hours: number) => new Date(now - hours * HOUR);
    // The server: two spans with an hour's gap, and its contact of the test's own calls (now) after them.
    await t.db.insert(devicePresence).values([
      { companyId: companyAId, localServerId: server.id, since: at(10), until: at(6) },
      { companyId: companyAId, localServerId: server.id, since: at(5), until: at(3) },
    ]);
    // The controller: one span that ended two hours ago; it is offline still.
    await t.db
      .insert(devicePresence)
      .values({ companyId: companyAId, controllerId: controller.id, since: at(4), until: at(2) });
    // The server took an hour to apply a change; another it applied within seconds, which is no gap.
    await t.db.insert(deviceAcknowledgements).values([
      { companyId: companyAId, localServerId: server.id, version: 1, behindSince: at(8), ackedAt: at(7) },
      {
        companyId: companyAId,
        localServerId: server.id,
        version: 2,
        behindSince: at(1),
        ackedAt: new Date(at(1).getTime() + 5000),
      },
    ]);
    const { body } = await timeline({ Kinds: 'device' });
    const periods = (body.items as { state: string; at: string; until: string | null; device: { id: string } }[]).map(
      (period) => ({
        ...period,
        at: new Date(period.at).getTime(),
        until: period.until && new Date(period.until).getTime(),
      }),
    );
    expect(periods.every((period) => ['offline', 'behind'].includes(period.state))).toBe(true);
    const of = (id: string, state: string) =>
      periods.filter((period) => period.device.id === id && period.state === state);
    expect(of(controller.id, 'offline')).toEqual([
      expect.objectContaining({
        at: at(2).getTime(),
        until: null,
        device: { kind: 'controller', id: controller.id, name: expect.any(String) },
      }),
    ]);
    const serverOffline = of(server.id, 'offline').sort((a, b) => a.at - b.at);
    expect(serverOffline[0]).toMatchObject({ at: at(6).getTime(), until: at(5).getTime() });
    // From its last span to its contact now, where the test's calls started a new one.
    expect(serverOffline[1]).toMatchObject({ at: at(3).getTime() });
    expect(serverOffline[1].until).toBeGreaterThan(at(3).getTime());
    expect(serverOffline).toHaveLength(2);
    expect(of(server.id, 'behind')).toEqual([expect.objectContaining({ at: at(8).getTime(), until: at(7).getTime() })]);
    // A period that ended before the period asked for is not in it.
    expect((await timeline({ Kinds: 'device', From: at(2.5).toISOString() })).body.items).toHaveLength(2);
  });

  it('does not find another company’s point', async () => {
    expect((await timeline({}, companyB)).status).toBe(404);
  });

  it('leaves out what the role may not read, and says so', async () => {
    // Security watches the journal and the doors, not the audit trail.
    const [user] = await t.db
      .insert(users)
      .values({ displayName: 'Охрана', phoneNumber: '79990001122', passwordHash: 'unused' })
      .returning({ id: users.id });
    await t.db.insert(companyProfiles).values({ userId: user.id, companyId: companyAId, role: 'security' });
    const session = await createSession(t.db, {
      userId: user.id,
      area: 'company',
      companyId: companyAId,
      ttlMinutes: 60,
    });
    const { body } = await timeline({}, { authorization: `SAS-TOKEN ${session.id}:${session.token}` });
    expect(body.hidden).toEqual(['config']);
    expect(body.items.every((item: Entry) => item.kind !== 'config')).toBe(true);
    expect(body.passTotal).toBe(2);
  });
});
