/**
 * The devices list and resync (issue 42): each device's sync state as the list shows it (never synced,
 * in sync, behind with how many changes and since when, drifted, offline), one company's devices in its
 * area and every company's on the platform (filters, sort), and a resync that makes the device's next
 * call for changes answer 409, on the audit trail, after which a snapshot and its acknowledgement bring
 * it back in sync.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeviceRecord } from '../../contract/devices';
import type { Database } from '../../server/db/open';
import { CredentialStore, type DeviceCall } from '../../scripts/simulate/credential-store';
import { demoCompanyIds, demoSessions, deviceHeaders } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let companyA: Record<string, string>;
let companyB: Record<string, string>;
let platform: Record<string, string>;
let companyId: string;
let riverside: string;
let serverId: string;
let device: Record<string, string>;
let store: CredentialStore;
/** The access points the device serves. */
let points: string[];

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;
const query = async <Row>(db: Database, statement: ReturnType<typeof sql>) => rowsOf<Row>(await db.execute(statement));

/** The device's row as the company's list shows it. */
async function rowOf(headers = companyA, action = 'GetDevices'): Promise<DeviceRecord | undefined> {
  const { status, body } = await t.call(action, { Limit: 100 }, { headers });
  expect(status, JSON.stringify(body)).toBe(200);
  return (body.items as DeviceRecord[]).find((item) => item.id === serverId);
}

/** A change to a door the device serves (its opening time): one entry of the change log. */
const changeDoor = () =>
  t.db.execute(sql`update access_points set open_time = open_time + 1 where id = ${points[0]}::uuid`);

beforeAll(async () => {
  t = await createTestApp();
  ({ companyA, companyB, platform } = await demoSessions(t));
  ({ severny: companyId, riverside } = await demoCompanyIds(t, platform));
  device = await deviceHeaders(t, companyId);
  serverId = device.authorization.split(' ')[1].split(':')[0];
  const call: DeviceCall = async (method, action, params = {}) => {
    const { status, body } = await t.call(action, params, { headers: device, method });
    return { status, body };
  };
  store = new CredentialStore(call);
  points = (
    await query<{ id: string }>(
      t.db,
      sql`select id from access_points where company_id = ${companyId}::uuid order by display_name limit 3`,
    )
  ).map((row) => row.id);
  const assigned = await t.call(
    'SetLocalServerDoors',
    { LocalServerId: serverId, AccessPointIds: points },
    { headers: companyA },
  );
  expect(assigned.status).toBe(200);
}, 60_000);
afterAll(() => t?.close());

describe('a device’s state', () => {
  it('before its first snapshot: never synced, with its doors named', async () => {
    const row = (await rowOf())!;
    expect(row).toMatchObject({
      kind: 'localServer',
      companyId,
      doors: 3,
      ackedVersion: null,
      acked: null,
      sync: 'neverSynced',
      pending: null,
      status: 'offline',
    });
    expect(row.doorNames).toHaveLength(3);
    expect(row.doorNames[0]).toMatch(/ \/ /);
    // Never seen: wrong since it was made.
    expect(row.wrongSince).not.toBeNull();
  });

  it('in sync after a snapshot and its acknowledgement', async () => {
    await store.pull();
    expect(await store.acknowledge()).toMatchObject({ inSync: true });
    const row = (await rowOf())!;
    expect(row).toMatchObject({
      sync: 'inSync',
      ackedVersion: row.currentVersion,
      pending: null,
      oldestPending: null,
      wrongSince: null,
      status: 'online',
    });
    expect(row.acked).not.toBeNull();
  });

  it('behind after a change to its doors: how many changes, since when; in sync again once it applied them', async () => {
    const before = Date.now();
    await changeDoor();
    await changeDoor();
    const behind = (await rowOf())!;
    expect(behind).toMatchObject({ sync: 'behind', pending: 2, ackedVersion: store.version });
    expect(behind.currentVersion).toBe(store.version + 2);
    expect(new Date(behind.oldestPending!).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(behind.wrongSince).toBe(behind.oldestPending);
    await store.pull();
    await store.acknowledge();
    expect(await rowOf()).toMatchObject({ sync: 'inSync', pending: null, ackedVersion: behind.currentVersion });
  });

  it('drifted when its digest is not ours, since that acknowledgement; in sync again with ours', async () => {
    const { body } = await t.call(
      'AcknowledgeCredentials',
      { Version: store.version, Digest: '0000000000000001' },
      { headers: device },
    );
    expect(body).toMatchObject({ inSync: false, drift: true });
    const row = (await rowOf())!;
    expect(row).toMatchObject({ sync: 'drift', pending: null, wrongSince: row.acked });
    await store.acknowledge();
    expect(await rowOf()).toMatchObject({ sync: 'inSync', wrongSince: null });
  });

  it('offline when not seen within the online window, and filtered so', async () => {
    await t.db.execute(
      sql`update local_servers set last_seen_at = now() - interval '1 hour' where id = ${serverId}::uuid`,
    );
    const row = (await rowOf())!;
    // In sync, but not online: wrong since it was last seen.
    expect(row).toMatchObject({ status: 'offline', sync: 'inSync', wrongSince: row.lastSeen });
    const offline = await t.call('GetDevices', { Status: 'offline', Limit: 100 }, { headers: companyA });
    expect((offline.body.items as DeviceRecord[]).map((item) => item.id)).toContain(serverId);
    const online = await t.call('GetDevices', { Status: 'online', Limit: 100 }, { headers: companyA });
    expect((online.body.items as DeviceRecord[]).map((item) => item.id)).not.toContain(serverId);
  });
});

describe('one company’s devices, every company’s on the platform', () => {
  const ids = (items: DeviceRecord[]) => items.map((item) => item.id);

  it('a company sees only its own, the platform every company’s with its name', async () => {
    const own = (await t.call('GetDevices', { Limit: 100 }, { headers: companyB })).body.items as DeviceRecord[];
    expect(own.length).toBeGreaterThan(0);
    expect(new Set(own.map((item) => item.companyId))).toEqual(new Set([riverside]));
    expect(ids(own)).not.toContain(serverId);
    const all = (await t.call('GetPlatformDevices', { Limit: 100 }, { headers: platform })).body
      .items as DeviceRecord[];
    expect(all.map((item) => item.companyId)).toEqual(expect.arrayContaining([companyId, riverside]));
    expect(all.find((item) => item.id === serverId)!.companyName).toBe('УК «Северный квартал»');
    const ofRiverside = await t.call('GetPlatformDevices', { CompanyId: riverside, Limit: 100 }, { headers: platform });
    expect(ids(ofRiverside.body.items).sort()).toEqual(ids(own).sort());
  });

  it('filters by kind, state and name', async () => {
    const call = async (params: Record<string, unknown>) =>
      (await t.call('GetPlatformDevices', { Limit: 100, ...params }, { headers: platform })).body
        .items as DeviceRecord[];
    expect((await call({ Kind: 'controller' })).every((item) => item.kind === 'controller')).toBe(true);
    expect(ids(await call({ Kind: 'localServer' }))).toContain(serverId);
    await changeDoor();
    expect(ids(await call({ Sync: 'behind' }))).toContain(serverId);
    expect(ids(await call({ Sync: 'inSync' }))).not.toContain(serverId);
    await store.pull();
    await store.acknowledge();
    expect(ids(await call({ Sync: 'inSync' }))).toContain(serverId);
    expect(ids(await call({ Sync: 'behind' }))).not.toContain(serverId);
    const named = (await rowOf())!.name;
    expect(ids(await call({ Search: named }))).toContain(serverId);
    expect(await call({ Search: 'no device is called this' })).toEqual([]);
  });

  it('sorts the longest out of sync first, then by name; in sync last', async () => {
    await changeDoor();
    const { body } = await t.call('GetPlatformDevices', { Limit: 100 }, { headers: platform });
    const items = body.items as DeviceRecord[];
    expect(body.total).toBe(items.length);
    const wrong = items.filter((item) => item.wrongSince !== null);
    expect(items.slice(0, wrong.length)).toEqual(wrong);
    const times = wrong.map((item) => Date.parse(item.wrongSince!));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const rest = items.slice(wrong.length).map((item) => item.name);
    expect(rest).toEqual([...rest].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(ids(wrong)).toContain(serverId);
    await store.pull();
    await store.acknowledge();
  });

  it('pages: a page and the next hold no device twice', async () => {
    const page = (offset: number) =>
      t.call('GetPlatformDevices', { Limit: 2, Offset: offset, Sort: 'name' }, { headers: platform });
    const [first, second] = await Promise.all([page(0), page(2)]);
    expect(first.body.items).toHaveLength(2);
    expect(first.body.total).toBeGreaterThan(3);
    expect(ids(first.body.items).filter((id) => ids(second.body.items).includes(id))).toEqual([]);
  });
});

describe('resync', () => {
  const trailOf = (action: string) =>
    query<{ operation: string; table_name: string; record_id: string; company_id: string; changes: object }>(
      t.db,
      sql`select operation, table_name, record_id, company_id::text as company_id, changes from audit_log
           where action = ${action} order by id`,
    );

  it('is refused for another company’s device, which is left as it was', async () => {
    const before = await rowOf();
    const refused = await t.call('ResyncDevice', { Kind: 'localServer', DeviceId: serverId }, { headers: companyB });
    expect(refused.status).toBe(404);
    expect(await rowOf()).toEqual(before);
    expect(await trailOf('ResyncDevice')).toEqual([]);
  });

  it('makes the device’s next call for changes take a snapshot, on the trail; in sync once it did', async () => {
    const inSync = (await rowOf())!;
    expect(inSync.sync).toBe('inSync');
    const answer = await t.call('ResyncDevice', { Kind: 'localServer', DeviceId: serverId }, { headers: companyA });
    expect(answer).toMatchObject({ status: 200, body: { neverSynced: false } });
    const changes = await t.call('GetCredentialChanges', { Since: store.version, Wait: 0 }, { headers: device });
    expect(changes.status).toBe(409);
    expect(await rowOf()).toMatchObject({ sync: 'snapshotRequired' });
    const [entry] = await trailOf('ResyncDevice');
    const resynced = (await rowOf())!.currentVersion;
    expect(entry).toMatchObject({
      operation: 'RESYNC_DEVICE',
      table_name: 'local_servers',
      record_id: serverId,
      company_id: companyId,
      changes: { points_version: [expect.any(Number), resynced] },
    });
    await store.pull();
    expect(store.version).toBe(resynced);
    expect(await store.acknowledge()).toMatchObject({ inSync: true });
    expect(await rowOf()).toMatchObject({ sync: 'inSync', ackedVersion: resynced });
  });

  it('on the platform, any company’s; a device that never synced says so', async () => {
    const [controller] = (
      await t.call('GetPlatformDevices', { CompanyId: riverside, Kind: 'controller', Limit: 1 }, { headers: platform })
    ).body.items as DeviceRecord[];
    expect(controller.ackedVersion).toBeNull();
    const answer = await t.call(
      'ResyncPlatformDevice',
      { Kind: 'controller', DeviceId: controller.id },
      { headers: platform },
    );
    expect(answer).toMatchObject({ status: 200, body: { neverSynced: true } });
    expect(await trailOf('ResyncPlatformDevice')).toEqual([
      expect.objectContaining({ table_name: 'controllers', record_id: controller.id, company_id: riverside }),
    ]);
    const missing = await t.call(
      'ResyncPlatformDevice',
      { Kind: 'localServer', DeviceId: controller.id },
      { headers: platform },
    );
    expect(missing.status).toBe(404);
  });
});
