/**
 * Which device serves which doors, as the company's administrators assign them: the Actions' scoping and
 * validation, the device's fresh snapshot after its doors change, the access point list that says who
 * serves each point, the controllers' own tokens, and device status from the devices' calls.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../contract/messages';
import { CONTROLLER_AUTH_SCHEME } from '../../contract/protocol';
import { CredentialStore, type DeviceCall } from '../../scripts/simulate/credential-store';
import { accessPoints, controllers, localServers, locks } from '../../server/db/schema';
import { demoSessions, deviceHeaders } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let companyA: Record<string, string>;
let companyB: Record<string, string>;
let companyId: string;
let controllerId: string;
let serverId: string;
let points: { id: string; lockId: string }[];
let foreignPoint: string;

const call = (action: string, params: Record<string, unknown> = {}, headers = companyA) =>
  t.call(action, params, { headers });
const idsOf = (body: { items: { id: string }[] }) => body.items.map((item) => item.id).sort();

beforeAll(async () => {
  t = await createTestApp();
  ({ companyA, companyB } = await demoSessions(t));
  companyId = (await t.call('GetProfiles', {}, { headers: companyA })).body.items[0].companyId;
  [{ id: controllerId }] = await t.db
    .select({ id: controllers.id })
    .from(controllers)
    .where(eq(controllers.companyId, companyId))
    .orderBy(controllers.secureId)
    .limit(1);
  [{ id: serverId }] = await t.db
    .select({ id: localServers.id })
    .from(localServers)
    .where(eq(localServers.companyId, companyId))
    .orderBy(localServers.name)
    .limit(1);
  points = await t.db
    .select({ id: accessPoints.id, lockId: accessPoints.lockId })
    .from(accessPoints)
    .where(eq(accessPoints.companyId, companyId))
    .orderBy(accessPoints.displayName);
  const [other] = await t.db
    .select({ id: accessPoints.id })
    .from(accessPoints)
    .where(sql`${accessPoints.companyId} <> ${companyId}`)
    .limit(1);
  foreignPoint = other.id;
}, 60_000);
afterAll(() => t?.close());

describe('SetControllerDoors / GetControllerDoors', () => {
  it('assigns the company’s points to a controller and reads them back by path', async () => {
    expect(points.length).toBeGreaterThan(2);
    const chosen = [points[0].id, points[1].id];
    const set = await call('SetControllerDoors', { ControllerId: controllerId, AccessPointIds: chosen });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(idsOf(set.body)).toEqual([...chosen].sort());
    expect(set.body.items[0].name).toMatch(/ \/ .+ \/ /);
    const read = await call('GetControllerDoors', { ControllerId: controllerId });
    expect(read.body).toEqual(set.body);
    // Replaced, not added to: the second set is what it serves.
    const replaced = await call('SetControllerDoors', { ControllerId: controllerId, AccessPointIds: [points[2].id] });
    expect(idsOf(replaced.body)).toEqual([points[2].id]);
    const cleared = await call('SetControllerDoors', { ControllerId: controllerId, AccessPointIds: [] });
    expect(cleared.body).toEqual({ items: [] });
  });

  it('refuses another company’s device (404) and point (400 on AccessPointIds), changing nothing', async () => {
    await call('SetControllerDoors', { ControllerId: controllerId, AccessPointIds: [points[0].id] });
    const notFound = { status: 404, body: { error: errors.notFound } };
    expect(await call('GetControllerDoors', { ControllerId: controllerId }, companyB)).toMatchObject(notFound);
    expect(
      await call('SetControllerDoors', { ControllerId: controllerId, AccessPointIds: [] }, companyB),
    ).toMatchObject(notFound);
    expect(await call('SetLocalServerDoors', { LocalServerId: serverId, AccessPointIds: [] }, companyB)).toMatchObject(
      notFound,
    );
    const foreign = await call('SetControllerDoors', {
      ControllerId: controllerId,
      AccessPointIds: [points[1].id, foreignPoint],
    });
    expect(foreign).toMatchObject({ status: 400, body: { fields: { AccessPointIds: errors.notFound } } });
    expect(idsOf((await call('GetControllerDoors', { ControllerId: controllerId })).body)).toEqual([points[0].id]);
  });

  it('validates the parameters with the contract', async () => {
    const bad = await call('SetControllerDoors', { ControllerId: controllerId, AccessPointIds: ['not-an-id'] });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('AccessPointIds');
    const tooMany = Array.from({ length: 1001 }, () => points[0].id);
    expect((await call('SetControllerDoors', { ControllerId: controllerId, AccessPointIds: tooMany })).status).toBe(
      400,
    );
    expect((await call('SetLocalServerDoors', { LocalServerId: serverId })).status).toBe(400);
  });

  it('is on the audit trail, as the Action that changed it', async () => {
    await call('SetControllerDoors', { ControllerId: controllerId, AccessPointIds: [points[3].id] });
    const rows = await t.db.execute<{ action: string }>(
      sql`select action from audit_log where table_name = 'device_points' order by id desc limit 1`,
    );
    const [row] = Array.isArray(rows) ? rows : (rows as unknown as { rows: { action: string }[] }).rows;
    expect(row.action).toBe('SetControllerDoors');
  });
});

describe('a device whose doors change takes a fresh snapshot', () => {
  const callAs =
    (headers: Record<string, string>): DeviceCall =>
    async (method, action, params = {}) => {
      const { status, body } = await t.call(action, params, { headers, method });
      return { status, body };
    };

  it.each(['controller', 'localServer'] as const)(
    '%s: its old version answers 409 after its doors are set',
    async (kind) => {
      const set = (ids: string[]) =>
        kind === 'controller'
          ? call('SetControllerDoors', { ControllerId: controllerId, AccessPointIds: ids })
          : call('SetLocalServerDoors', { LocalServerId: serverId, AccessPointIds: ids });
      let device: Record<string, string>;
      if (kind === 'controller') {
        const { token } = (await call('IssueControllerToken', { ControllerId: controllerId })).body as {
          token: string;
        };
        device = { authorization: `${CONTROLLER_AUTH_SCHEME} ${controllerId}:${token}` };
      } else {
        device = await deviceHeaders(t, companyId);
        expect(device.authorization).toContain(serverId);
      }
      await set([points[0].id]);
      const store = new CredentialStore(callAs(device));
      await store.snapshot();
      expect(store.points).toEqual([points[0].id]);
      expect((await t.call('GetCredentialChanges', { Since: store.version }, { headers: device })).status).toBe(200);
      // Saved unchanged: no snapshot needed.
      await set([points[0].id]);
      expect((await t.call('GetCredentialChanges', { Since: store.version }, { headers: device })).status).toBe(200);
      await set([points[0].id, points[1].id]);
      const stale = await t.call('GetCredentialChanges', { Since: store.version }, { headers: device });
      expect(stale).toMatchObject({ status: 409, body: { error: 'common.errors.snapshotRequired' } });
      await store.snapshot();
      expect([...store.points].sort()).toEqual([points[0].id, points[1].id].sort());
    },
  );
});

describe('controller tokens', () => {
  it('issues a token that authenticates the controller, replaces it, and revokes it', async () => {
    const first = (await call('IssueControllerToken', { ControllerId: controllerId })).body.token as string;
    const asDevice = (token: string) => ({ authorization: `${CONTROLLER_AUTH_SCHEME} ${controllerId}:${token}` });
    expect((await t.call('GetCredentialSnapshot', {}, { headers: asDevice(first) })).status).toBe(200);
    const controller = (await call('GetControllers', { ControllerId: controllerId })).body.items[0];
    expect(controller.tokenIssued).toEqual(expect.any(String));
    expect(controller).not.toHaveProperty('tokenHash');
    const second = (await call('IssueControllerToken', { ControllerId: controllerId })).body.token as string;
    expect((await t.call('GetCredentialSnapshot', {}, { headers: asDevice(first) })).status).toBe(401);
    expect((await t.call('GetCredentialSnapshot', {}, { headers: asDevice(second) })).status).toBe(200);
    expect((await call('RevokeControllerToken', { ControllerId: controllerId })).status).toBe(200);
    expect((await t.call('GetCredentialSnapshot', {}, { headers: asDevice(second) })).status).toBe(401);
    expect((await call('GetControllers', { ControllerId: controllerId })).body.items[0].tokenIssued).toBeNull();
  });

  it('a token changed or a device deleted by any server stops working here once the database tells', async () => {
    const headersOf = async (id: string) => {
      const token = (await call('IssueControllerToken', { ControllerId: id })).body.token as string;
      return { authorization: `${CONTROLLER_AUTH_SCHEME} ${id}:${token}` };
    };
    const status = async (headers: Record<string, string>) =>
      (await t.call('GetCredentialSnapshot', {}, { headers })).status;
    /** Asked until refused: another server's write reaches this one by a notification, just after its commit. */
    const refusedWithin = async (headers: Record<string, string>, ms: number) => {
      const until = Date.now() + ms;
      while ((await status(headers)) !== 401 && Date.now() < until)
        await new Promise((resolve) => setTimeout(resolve, 20));
      return status(headers);
    };
    const revoked = await headersOf(controllerId);
    // Verified once, then kept by this server.
    expect(await status(revoked)).toBe(200);
    expect(await status(revoked)).toBe(200);
    // Written as another API server would: only the notification tells this one.
    await t.db.update(controllers).set({ tokenHash: null }).where(eq(controllers.id, controllerId));
    expect(await refusedWithin(revoked, 2_000)).toBe(401);

    const [other] = await t.db
      .insert(controllers)
      .values({ companyId, secureId: '00000000000000DE', installationLocation: 'Deleted by another server' })
      .returning({ id: controllers.id });
    const deleted = await headersOf(other.id);
    expect(await status(deleted)).toBe(200);
    await t.db.delete(controllers).where(eq(controllers.id, other.id));
    expect(await refusedWithin(deleted, 2_000)).toBe(401);
  });

  it('refuses another company’s controller', async () => {
    expect(await call('IssueControllerToken', { ControllerId: controllerId }, companyB)).toMatchObject({ status: 404 });
    expect(await call('RevokeControllerToken', { ControllerId: controllerId }, companyB)).toMatchObject({
      status: 404,
    });
  });
});

describe('GetCompanyAccessPoints', () => {
  it('lists the company’s points by path with the devices serving each, and those no device serves', async () => {
    await call('SetControllerDoors', { ControllerId: controllerId, AccessPointIds: [points[0].id] });
    await call('SetLocalServerDoors', { LocalServerId: serverId, AccessPointIds: [points[0].id, points[1].id] });
    const all = await call('GetCompanyAccessPoints', { Limit: 500 });
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(points.length);
    const first = all.body.items.find((item: { id: string }) => item.id === points[0].id);
    expect(first.devices.map((device: { kind: string }) => device.kind)).toEqual(['controller', 'localServer']);
    // Named as everywhere in the console: a controller by where it is installed.
    const [controller] = await t.db
      .select({ location: controllers.installationLocation })
      .from(controllers)
      .where(eq(controllers.id, controllerId));
    expect(first.devices[0].name).toBe(controller.location);
    const none = await call('GetCompanyAccessPoints', { Served: 'none', Limit: 500 });
    expect(none.body.total).toBe(points.length - 2);
    expect(none.body.items.every((item: { devices: unknown[] }) => item.devices.length === 0)).toBe(true);
    const some = await call('GetCompanyAccessPoints', { Served: 'some', Limit: 500 });
    expect(idsOf(some.body)).toEqual([points[0].id, points[1].id].sort());
    const search = await call('GetCompanyAccessPoints', { Search: first.path.split(' / ')[2] });
    expect(idsOf(search.body)).toContain(points[0].id);
    expect((await call('GetCompanyAccessPoints', { AccessPointId: points[0].id }, companyB)).body.items).toEqual([]);
  });
});

describe('GetOwnLocalServers', () => {
  it('lists the company’s own local servers with their doors, never another company’s', async () => {
    await call('SetLocalServerDoors', { LocalServerId: serverId, AccessPointIds: [points[1].id] });
    const own = await call('GetOwnLocalServers', { LocalServerId: serverId });
    expect(own.status).toBe(200);
    expect(own.body.items[0]).toMatchObject({ id: serverId, doors: [{ id: points[1].id }] });
    expect(own.body.items[0]).not.toHaveProperty('tokenHash');
    expect((await call('GetOwnLocalServers', { LocalServerId: serverId }, companyB)).body.items).toEqual([]);
  });
});

describe('device status from the devices’ calls', () => {
  it('a lock is online when a device serving one of its doors has called, never seen before', async () => {
    const lockId = points[2].lockId;
    await t.db.update(locks).set({ lastSeenAt: null }).where(eq(locks.id, lockId));
    await t.db.update(controllers).set({ lastSeenAt: null }).where(eq(controllers.id, controllerId));
    await call('SetControllerDoors', { ControllerId: controllerId, AccessPointIds: [points[2].id] });
    const [before] = await t.db.select({ seen: locks.lastSeenAt }).from(locks).where(eq(locks.id, lockId));
    expect(before.seen).toBeNull();
    const { token } = (await call('IssueControllerToken', { ControllerId: controllerId })).body as { token: string };
    const device = { authorization: `${CONTROLLER_AUTH_SCHEME} ${controllerId}:${token}` };
    expect((await t.call('GetCredentialSnapshot', {}, { headers: device })).status).toBe(200);
    const [after] = await t.db.select({ seen: locks.lastSeenAt }).from(locks).where(eq(locks.id, lockId));
    expect(after.seen).not.toBeNull();
    const controller = (await call('GetControllers', { ControllerId: controllerId })).body.items[0];
    expect(controller.status).toBe('online');
    const online = await call('GetControllers', { Status: 'online' });
    expect(idsOf(online.body)).toEqual([controllerId]);
    // A point newly given to a device that has called counts its lock as reached then.
    const otherLock = points[3].lockId;
    await t.db.update(locks).set({ lastSeenAt: null }).where(eq(locks.id, otherLock));
    await call('SetControllerDoors', { ControllerId: controllerId, AccessPointIds: [points[2].id, points[3].id] });
    const [given] = await t.db.select({ seen: locks.lastSeenAt }).from(locks).where(eq(locks.id, otherLock));
    expect(given.seen).not.toBeNull();
  });
});
