/**
 * The device mode of `npm run simulate` (scripts/simulate/device.ts) against a test app: a door
 * controller that keeps its own credential store through the device protocol, decides at the door from
 * it, and reports its passes with the version it decided with, also through a time the platform is out
 * of reach: it goes on deciding from what it holds, queues the events, and sends them once it is back.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { DeviceCall } from '../../scripts/simulate/credential-store';
import { DoorController, runDevice, type DeviceEvent } from '../../scripts/simulate/device';
import { deviceHeaders, demoSessions } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let companyId: string;
let serverId: string;
let device: Record<string, string>;
let admin: Record<string, string>;

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/** The platform as the device reaches it: out of reach while `offline` (as fetch fails), every call noted. */
const platform = { offline: false, calls: [] as { action: string; params: Record<string, unknown> }[] };
const call: DeviceCall = async (method, action, params = {}) => {
  if (platform.offline) throw new TypeError('fetch failed');
  platform.calls.push({ action, params });
  const { status, body } = await t.call(action, params, { headers: device, method });
  return { status, body };
};

/** A seeded random, so the simulated passes are the same each run. */
const seeded = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};

beforeAll(async () => {
  t = await createTestApp();
  const { companyA } = await demoSessions(t);
  admin = companyA;
  companyId = (await t.call('GetProfiles', {}, { headers: companyA })).body.items[0].companyId;
  device = await deviceHeaders(t, companyId);
  serverId = device.authorization.split(' ')[1].split(':')[0];
  await t.db.execute(sql`insert into device_points (company_id, local_server_id, access_point_id)
    select company_id, ${serverId}::uuid, id from access_points where company_id = ${companyId}::uuid`);
}, 60_000);
afterAll(() => t?.close());

/** The events the platform stored from this local server, by the device's event id. */
async function stored(eventIds: string[]) {
  const rows = rowsOf<{ device_event_id: string; result: string; denial_reason: string | null }>(
    await t.db.execute(sql`select device_event_id, result, denial_reason from pass_events
      where local_server_id = ${serverId}::uuid and device_event_id in ${eventIds}`),
  );
  return new Map(rows.map((row) => [row.device_event_id, row]));
}

/** The versions the device sent with each event it reported, by event id. */
const sentVersions = () =>
  new Map(
    platform.calls
      .filter(({ action }) => action === 'AddPassEvents')
      .flatMap(({ params }) => params.Events as DeviceEvent[])
      .map((event) => [event.eventId, event.credentialVersion]),
  );

describe('the simulator as a door controller', () => {
  it('decides from its own store, offline too, and reports each pass with its version when back', async () => {
    onTestFinished(() => void (platform.offline = false));
    const lines: string[] = [];
    const controller = new DoorController({ call, log: (line) => lines.push(line), random: seeded(7) });
    expect(await controller.sync()).toBe(true);
    expect(controller.store.version).toBeGreaterThan(0);
    expect(lines.join('\n')).toMatch(/Acknowledged version \d+ .*: in sync/);

    // A resident's card, at a door of theirs, from the store's own entries: no admin session needed.
    const card = controller.store
      .personCredentials()
      .find(({ credential }) => credential.kind === 'card' && !credential.hours && !credential.from);
    expect(card).toBeDefined();
    const { accessPointId, credential } = card!;
    const abonentId = credential.holder.id;
    const first = controller.pass(accessPointId, credential);
    expect(first.decision).toMatchObject({ opened: true, denialReason: null, version: controller.store.version });
    expect(await controller.flush()).toEqual({ sent: 1, left: 0 });

    // The platform goes out of reach; meanwhile the administrator takes the card away.
    platform.offline = true;
    const heldVersion = controller.store.version;
    expect(await controller.sync()).toBe(false);
    expect(controller.reachable).toBe(false);
    const codes = (await t.call('GetAbonentDetails', { Id: abonentId }, { headers: admin })).body.items[0]
      .accessCardAndBleTagId as number[];
    const removed = await t.call(
      'UpdateAbonentCodes',
      { AbonentId: abonentId, AccessCardAndBleTagId: codes.filter((code) => String(code) !== credential.value) },
      { headers: admin },
    );
    expect(removed.status).toBe(200);

    // Still deciding, from what it holds: the card opens (the door cannot know yet), others are decided too.
    const offline = [controller.pass(accessPointId, credential), controller.randomPass()!, controller.randomPass()!];
    expect(offline[0].decision).toMatchObject({ opened: true, version: heldVersion });
    expect(offline.every(({ event }) => event.credentialVersion === heldVersion)).toBe(true);
    expect(await controller.flush()).toEqual({ sent: 0, left: 3 });
    expect(controller.queue.map((event) => event.eventId)).toEqual(offline.map(({ event }) => event.eventId));

    // Back: the queue goes out as it was decided, then the store learns of the card.
    platform.offline = false;
    expect(await controller.flush()).toEqual({ sent: 3, left: 0 });
    const ids = offline.map(({ event }) => event.eventId);
    expect([...(await stored(ids)).keys()].sort()).toEqual([...ids].sort());
    expect(await controller.sync()).toBe(true);
    expect(controller.store.version).toBeGreaterThan(heldVersion);

    // The next pass with the card is refused, and reported with the version that knew.
    const refused = controller.pass(accessPointId, credential);
    expect(refused.decision).toMatchObject({ opened: false, denialReason: 'unknownKey' });
    await controller.flush();
    expect((await stored([refused.event.eventId])).get(refused.event.eventId)).toMatchObject({
      result: 'denied',
      denial_reason: 'unknownKey',
    });
    // The journal tells that the card opened offline on a version from before its removal.
    const [{ decided_on: decidedOn }] = rowsOf<{ decided_on: { version: number; laterChange: unknown } }>(
      await t.db.execute(sql`select decision -> 'decidedOn' as decided_on from pass_events
        where local_server_id = ${serverId}::uuid and device_event_id = ${offline[0].event.eventId}`),
    );
    expect(decidedOn).toMatchObject({ version: heldVersion, laterChange: { removed: true } });
    const versions = sentVersions();
    expect(versions.get(first.event.eventId)).toBe(heldVersion);
    for (const { event } of offline) expect(versions.get(event.eventId)).toBe(heldVersion);
    expect(versions.get(refused.event.eventId)).toBe(controller.store.version);

    // What it printed: out of reach, back, and the refusal.
    const printed = lines.join('\n');
    expect(printed).toContain('The platform is out of reach (fetch failed)');
    expect(printed).toContain('The platform answers again');
    expect(printed).toMatch(/Sent 3 queued events: 3 stored/);
    expect(printed).toMatch(/refused, unknownKey/);
  });

  it('its loops run by themselves: long-polled changes, passes queued while out of reach and sent after', async () => {
    const stop = new AbortController();
    const controller = new DoorController({ call, random: seeded(11) });
    const running = runDevice({ controller, signal: stop.signal, wait: 1, passEveryMs: () => 50, retryMs: 50 });
    try {
      await vi.waitFor(() => expect(controller.store.version).toBeGreaterThan(0), { timeout: 10_000 });
      const before = controller.store.version;
      // A change reaches the waiting device by itself.
      await t.db.execute(sql`update abonents set name = name || ' (moved)'
        where id = (select abonent_id from door_credentials d
                      join device_points dp on dp.access_point_id = d.access_point_id
                     where dp.local_server_id = ${serverId}::uuid and d.abonent_id is not null limit 1)`);
      await vi.waitFor(() => expect(controller.store.version).toBeGreaterThan(before), { timeout: 10_000 });

      platform.offline = true;
      await vi.waitFor(() => expect(controller.queue.length).toBeGreaterThanOrEqual(5), { timeout: 10_000 });
      expect(controller.reachable).toBe(false);
      const queued = controller.queue.map((event) => event.eventId);

      platform.offline = false;
      await vi.waitFor(() => expect(controller.reachable).toBe(true), { timeout: 10_000 });
      await vi.waitFor(async () => expect((await stored(queued)).size).toBe(queued.length), { timeout: 10_000 });
      const acknowledged = rowsOf<{ acked_version: string }>(
        await t.db.execute(sql`select acked_version from device_sync where local_server_id = ${serverId}::uuid`),
      );
      expect(Number(acknowledged[0].acked_version)).toBe(controller.store.version);
      // Its calls keep its local server seen (online).
      const seen = rowsOf<{ online: boolean }>(
        await t.db.execute(sql`select last_seen_at > now() - interval '1 minute' as online from local_servers
          where id = ${serverId}::uuid`),
      );
      expect(seen[0].online).toBe(true);
    } finally {
      platform.offline = false;
      stop.abort();
      await running;
    }
  }, 30_000);
});
