/**
 * A device's sync state as the console reads it (server/sync/device-state.ts), and the history the
 * device leaves as it calls: its contact spans, its acknowledgements, the times of the versions.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CredentialStore } from '../../scripts/simulate/credential-store';
import { markSeen } from '../../server/devices/seen';
import { deleteOldDeviceHistory } from '../../server/sync/compaction';
import { deviceStates } from '../../server/sync/device-state';
import { doorDevice } from './support/door-device';
import { demoSessions } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let companyId: string;
let serverId: string;
let store: CredentialStore;
let abonentId: string;
let device: Record<string, string>;

const rows = async <Row>(statement: ReturnType<typeof sql>) =>
  (await t.db.execute(statement)) as unknown as { rows: Row[] };

interface State {
  sync_state: string;
  online: boolean;
  doors: number;
  acked_version: string | null;
  current_version: string;
  pending_changes: number | null;
  oldest_pending_at: string | null;
  wrong_since: string | null;
}

const stateOfServer = async () =>
  (await rows<State>(sql`select * from ${deviceStates} as d where d.id = ${serverId}::uuid`)).rows[0];

/** A card given to the abonent: a change at every door the abonent may open. */
let nextCode = 917_000;
const giveCard = () =>
  t.db.execute(sql`insert into abonent_codes (company_id, abonent_id, code)
                   values (${companyId}::uuid, ${abonentId}::uuid, ${nextCode++})`);

beforeAll(async () => {
  t = await createTestApp();
  const { companyA } = await demoSessions(t);
  companyId = (await t.call('GetProfiles', {}, { headers: companyA })).body.items[0].companyId;
  ({ id: serverId, headers: device, store } = await doorDevice(t, companyId));
}, 60_000);
afterAll(() => t?.close());

describe('a device sync state', () => {
  it('serves no door, then has never synced', async () => {
    expect((await stateOfServer()).sync_state).toBe('noDoors');
    await t.db.execute(sql`insert into device_points (company_id, local_server_id, access_point_id)
      select company_id, ${serverId}::uuid, id from access_points where company_id = ${companyId}::uuid`);
    const state = await stateOfServer();
    expect(state.sync_state).toBe('neverSynced');
    expect(state.doors).toBeGreaterThan(0);
    expect(state.wrong_since).not.toBeNull();
  });

  it('is in sync after a snapshot and its acknowledgement, and online from its calls', async () => {
    await store.pull();
    expect((await store.acknowledge()).inSync).toBe(true);
    const state = await stateOfServer();
    expect(state).toMatchObject({ sync_state: 'inSync', online: true, pending_changes: null, wrong_since: null });
    expect(Number(state.acked_version)).toBe(Number(state.current_version));
    const spans = await rows<{ since: string; until: string }>(
      sql`select since, until from device_presence where local_server_id = ${serverId}::uuid`,
    );
    expect(spans.rows).toHaveLength(1);
    // The first acknowledgement follows a snapshot: it waited for no change.
    const acks = await rows<{ behind_since: string | null }>(
      sql`select behind_since from device_acknowledgements where local_server_id = ${serverId}::uuid`,
    );
    expect(acks.rows).toEqual([{ behind_since: null }]);
  });

  it('is behind by the changes to its doors since, and catches up', async () => {
    const [holder] = (
      await rows<{ abonent_id: string }>(sql`select abonent_id from door_credentials
        where company_id = ${companyId}::uuid and abonent_id is not null limit 1`)
    ).rows;
    abonentId = holder.abonent_id;
    await giveCard();
    await giveCard();
    const behind = await stateOfServer();
    expect(behind.sync_state).toBe('behind');
    expect(behind.pending_changes).toBeGreaterThanOrEqual(2);
    expect(behind.oldest_pending_at).not.toBeNull();
    expect(behind.wrong_since).toEqual(behind.oldest_pending_at);

    await store.pull();
    await store.acknowledge();
    expect((await stateOfServer()).sync_state).toBe('inSync');
    const acks = await rows<{ version: string; behind_since: string | null }>(
      sql`select version, behind_since from device_acknowledgements
           where local_server_id = ${serverId}::uuid order by version`,
    );
    expect(acks.rows).toHaveLength(2);
    expect(acks.rows[1].behind_since).not.toBeNull();
    // Each version was made at a known time: the two cards' writes.
    const times = await rows<{ version: string }>(
      sql`select version from credential_version_times where company_id = ${companyId}::uuid
           and version > ${acks.rows[0].version}::bigint`,
    );
    expect(times.rows.length).toBeGreaterThanOrEqual(2);
  });

  it('drifts when its digest is not ours', async () => {
    const answer = await t.call(
      'AcknowledgeCredentials',
      { Version: store.version, Digest: '0123456789abcdef' },
      { headers: device, method: 'POST' },
    );
    expect(answer.body.drift).toBe(true);
    const state = await stateOfServer();
    expect(state.sync_state).toBe('drift');
    expect(state.wrong_since).not.toBeNull();
    await store.acknowledge();
  });

  it('is offline since it was last seen, and a call after the gap starts a new contact span', async () => {
    await t.db.execute(sql`update local_servers set last_seen_at = now() - interval '1 hour'
                            where id = ${serverId}::uuid`);
    await t.db
      .execute(sql`update device_presence set since = now() - interval '2 hours', until = now() - interval '1 hour'
                            where local_server_id = ${serverId}::uuid`);
    const offline = await stateOfServer();
    expect(offline.online).toBe(false);
    expect(offline.sync_state).toBe('inSync');
    expect(offline.wrong_since).not.toBeNull();

    // What a call does once the device's last contact is older than the resolution (server/devices/tokens.ts).
    await markSeen(t.db, 'localServer', serverId);
    const spans = await rows<{ n: number }>(
      sql`select count(*)::int as n from device_presence where local_server_id = ${serverId}::uuid`,
    );
    expect(spans.rows[0].n).toBe(2);
    expect((await stateOfServer()).online).toBe(true);
  });

  it('must take a snapshot when its doors change', async () => {
    await t.db.execute(sql`delete from device_points where local_server_id = ${serverId}::uuid
      and access_point_id = (select access_point_id from device_points where local_server_id = ${serverId}::uuid limit 1)`);
    const state = await stateOfServer();
    expect(state.sync_state).toBe('snapshotRequired');
    expect(state.wrong_since).not.toBeNull();
  });
});

describe('the devices history', () => {
  it('is deleted past the change log retention, and kept within it', async () => {
    await t.db.execute(sql`update device_acknowledgements set acked_at = now() - interval '31 days'
      where version = (select min(version) from device_acknowledgements where local_server_id = ${serverId}::uuid)
        and local_server_id = ${serverId}::uuid`);
    const count = async () =>
      (
        await rows<{ n: number }>(
          sql`select count(*)::int as n from device_acknowledgements where local_server_id = ${serverId}::uuid`,
        )
      ).rows[0].n;
    const before = await count();
    await deleteOldDeviceHistory(t.db);
    expect(await count()).toBe(before - 1);
  });
});
