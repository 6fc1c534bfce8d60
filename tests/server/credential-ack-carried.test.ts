/**
 * The acknowledgement a device's call for changes carries (GetCredentialChanges with Digest): recorded as
 * AcknowledgeCredentials records it, so that every reader of acknowledgements (the devices' sync state, the
 * history of when each door learned a change, compaction) sees no difference. Two controllers serving the
 * same doors go through the same steps, one acknowledging alone, the other with its next call for changes,
 * and what the database keeps of each is compared after every step.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROLLER_AUTH_SCHEME } from '../../contract/protocol';
import { errors, validation } from '../../contract/messages';
import { controllers } from '../../server/db/schema';
import { issueDeviceToken } from '../../server/devices/tokens';
import { deviceStates } from '../../server/sync/device-state';
import { CredentialStore, type DeviceCall } from '../../scripts/simulate/credential-store';
import { demoCompanyIds, demoSessions } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let companyId: string;
let otherCompanyId: string;
let points: string[];

const rows = async <Row>(statement: ReturnType<typeof sql>) =>
  ((await t.db.execute(statement)) as unknown as { rows: Row[] }).rows;

interface Controller {
  id: string;
  headers: Record<string, string>;
  store: CredentialStore;
  /** The parameters of each call for changes it made. */
  asked: Record<string, unknown>[];
}

/** A controller of the company with a token issued now, serving `doors`. */
async function controller(company: string, index: number, doors: string[]): Promise<Controller> {
  const [{ id }] = await t.db
    .select({ id: controllers.id })
    .from(controllers)
    .where(eq(controllers.companyId, company))
    .orderBy(controllers.id)
    .limit(1)
    .offset(index);
  const token = await issueDeviceToken(t.db, 'controller', company, id);
  const headers = { authorization: `${CONTROLLER_AUTH_SCHEME} ${id}:${token}` };
  const asked: Record<string, unknown>[] = [];
  const call: DeviceCall = async (method, action, params = {}) => {
    if (action === 'GetCredentialChanges') asked.push(params);
    const asQuery = Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)]));
    const { status, body } = await t.call(action, method === 'GET' ? asQuery : params, { headers, method });
    return { status, body };
  };
  for (const door of doors)
    await t.db.execute(sql`insert into device_points (company_id, controller_id, access_point_id)
      values (${company}::uuid, ${id}::uuid, ${door}::uuid)`);
  return { id, headers, store: new CredentialStore(call), asked };
}

/** What the database keeps of a controller's acknowledgements, and the sync state the console reads. */
async function recordOf(device: Controller) {
  const [sync] = await rows<{ acked_version: string; acked_digest: string; drift: boolean }>(
    sql`select acked_version, acked_digest, drift from device_sync where controller_id = ${device.id}::uuid`,
  );
  const history = await rows<{ version: string; behind_since: string | null }>(
    sql`select version, behind_since from device_acknowledgements where controller_id = ${device.id}::uuid
         order by acked_at, version`,
  );
  const [state] = await rows<{ sync_state: string; acked_version: string; pending: number; oldest: string | null }>(
    sql`select d.sync_state, d.acked_version, d.pending_changes as pending, d.oldest_pending_at as oldest
          from ${deviceStates} as d where d.id = ${device.id}::uuid`,
  );
  return { sync, history, state };
}

/** A change at the first shared door: its open time. */
const changeDoor = () =>
  t.db.execute(sql`update access_points set open_time = open_time + 1 where id = ${points[0]}::uuid`);

const changes = (device: Controller, params: Record<string, unknown>) =>
  t.call('GetCredentialChanges', params, { headers: device.headers });
const acknowledgeAlone = (device: Controller, version: number, digest: string) =>
  t.call('AcknowledgeCredentials', { Version: version, Digest: digest }, { headers: device.headers });

let alone: Controller;
let carried: Controller;

beforeAll(async () => {
  t = await createTestApp();
  const { companyA, platform } = await demoSessions(t);
  companyId = (await t.call('GetProfiles', {}, { headers: companyA })).body.items[0].companyId;
  otherCompanyId = (await demoCompanyIds(t, platform)).riverside;
  points = (
    await rows<{ id: string }>(
      sql`select id from access_points where company_id = ${companyId}::uuid order by display_name limit 3`,
    )
  ).map((row) => row.id);
  alone = await controller(companyId, 0, points);
  carried = await controller(companyId, 1, points);
}, 60_000);
afterAll(() => t?.close());

describe('an acknowledgement carried by the call for changes', () => {
  it('is recorded exactly as one sent alone: first, after a change, again, stale, drifted, and back', async () => {
    const same = async () => expect(await recordOf(carried)).toEqual(await recordOf(alone));

    await alone.store.snapshot();
    await carried.store.snapshot();
    const first = alone.store.version;
    const firstDigest = alone.store.digest();
    expect(carried.store.digest()).toBe(firstDigest);
    expect(await alone.store.acknowledge()).toMatchObject({ inSync: true, drift: false });
    expect(await carried.store.pull()).toBe(0);
    expect(carried.asked.at(-1)).toMatchObject({ Since: first, Digest: firstDigest });
    await same();
    expect((await recordOf(carried)).state.sync_state).toBe('inSync');

    // A change: applied, then acknowledged alone, or with the next call (which finds nothing new).
    await changeDoor();
    expect(await alone.store.pull()).toBeGreaterThan(0);
    await alone.store.acknowledge();
    expect(await carried.store.pull()).toBeGreaterThan(0);
    expect(carried.asked.at(-1)).not.toHaveProperty('Digest');
    // Behind until the next call tells the platform.
    expect((await recordOf(carried)).state.sync_state).toBe('behind');
    await carried.store.pull();
    const second = carried.store.version;
    expect(carried.asked.at(-1)).toMatchObject({ Since: second, Digest: carried.store.digest() });
    await same();
    const { history, state } = await recordOf(carried);
    expect(history.map((row) => Number(row.version))).toEqual([first, second]);
    // When the door learned the change: it waited since the change was made.
    expect(history[1].behind_since).not.toBeNull();
    expect(state.sync_state).toBe('inSync');

    // The same acknowledgement again (a retried call): answered alike, nothing new in the history.
    const digest = carried.store.digest();
    expect((await changes(carried, { Since: second, Digest: digest })).status).toBe(200);
    expect((await acknowledgeAlone(alone, second, digest)).body).toMatchObject({ inSync: true });
    await same();
    expect((await recordOf(carried)).history).toHaveLength(2);

    // A stale one, of the first version: behind (changes came after it), not drifted; the call answers them.
    const stale = await changes(carried, { Since: first, Digest: firstDigest });
    expect(stale.status).toBe(200);
    expect(stale.body.items.length).toBeGreaterThan(0);
    expect((await acknowledgeAlone(alone, first, firstDigest)).body).toMatchObject({ inSync: false, drift: false });
    await same();
    expect((await recordOf(carried)).state.sync_state).toBe('behind');

    // A digest that is not ours at the latest version: drift, and the call asks for a snapshot.
    const wrong = 'ffffffffffffffff';
    const drifted = await changes(carried, { Since: second, Digest: wrong, Wait: 2 });
    expect(drifted.status).toBe(409);
    expect(drifted.body.error).toBe(errors.snapshotRequired);
    expect((await acknowledgeAlone(alone, second, wrong)).body).toMatchObject({ drift: true });
    await same();
    expect((await recordOf(carried)).state.sync_state).toBe('drift');

    // The snapshot the device takes then, acknowledged by its next call: in sync again, as the other.
    await carried.store.snapshot();
    await carried.store.pull();
    expect(carried.asked.at(-1)).toMatchObject({ Since: second, Digest: digest });
    await alone.store.acknowledge();
    await same();
    expect((await recordOf(carried)).state.sync_state).toBe('inSync');
  });

  it('is recorded when the long poll starts, not when it ends', async () => {
    await carried.store.pull();
    await changeDoor();
    await carried.store.pull();
    const version = carried.store.version;
    const waiting = carried.store.pull(5);
    await expect
      .poll(async () => (await recordOf(carried)).history.map((row) => Number(row.version)), { timeout: 3_000 })
      .toContain(version);
    expect((await recordOf(carried)).state.sync_state).toBe('inSync');
    // Still waiting: a change wakes it.
    await changeDoor();
    expect(await waiting).toBeGreaterThan(0);
    expect(carried.store.version).toBeGreaterThan(version);
  });

  it('is refused beside After: between the pages of one set of changes the device holds no version', async () => {
    const answer = await changes(carried, {
      Since: carried.store.version,
      After: `${carried.store.version}/${points[0]}/point`,
      Digest: carried.store.digest(),
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: errors.invalidParams, fields: { Digest: validation.invalid } });
  });

  it('records the calling device only: another company’s controller acknowledges its own empty set', async () => {
    const before = await recordOf(carried);
    const stranger = await controller(otherCompanyId, 0, []);
    await stranger.store.snapshot();
    expect(stranger.store.points).toEqual([]);
    expect(await stranger.store.pull()).toBe(0);
    expect(stranger.asked.at(-1)).toMatchObject({ Digest: '0000000000000000' });
    const [sync] = await rows<{ company_id: string; acked_digest: string; drift: boolean }>(
      sql`select company_id, acked_digest, drift from device_sync where controller_id = ${stranger.id}::uuid`,
    );
    expect(sync).toEqual({ company_id: otherCompanyId, acked_digest: '0000000000000000', drift: false });
    // Our digest claimed by it is a drift of its own set, and changes nothing of ours.
    const claimed = await changes(stranger, { Since: stranger.store.version, Digest: carried.store.digest() });
    expect(claimed.status).toBe(409);
    expect(await recordOf(carried)).toEqual(before);
  });
});
