import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../contract/messages';
import { DEFAULT_DENIED_NETWORKS } from '../../server/cameras/address-policy';
import { queryRows } from '../../server/db/rows';
import { accessPoints, auditLog, cameraChecks } from '../../server/db/schema';
import { closedPort, type FakeCamera, startRtspCamera } from './support/fake-cameras';
import { demoSessions } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

/** Fake cameras listen on loopback: the policy allows it here, and no throttle gets in the way. */
const CAMERA_SETTINGS = {
  cameraCheckTimeoutMs: 400,
  cameraCheckDenyNetworks: DEFAULT_DENIED_NETWORKS.filter((network) => !['127.0.0.0/8', '::1/128'].includes(network)),
  cameraChecksPerMinute: 1000,
};

let t: TestApp;
let companyA: Record<string, string>;
let companyB: Record<string, string>;
let rtsp: FakeCamera;
let refusedLink: string;
/** Company A's gate (its first point) and a camera of its own; one of company B's cameras. */
let gate: string;
let ownCamera: string;
let foreignCamera: string;

type Entry = { kind: string; type?: string; at: string; [field: string]: unknown };

beforeAll(async () => {
  t = await createTestApp({ settings: CAMERA_SETTINGS });
  ({ companyA, companyB } = await demoSessions(t));
  rtsp = await startRtspCamera();
  refusedLink = `rtsp://127.0.0.1:${await closedPort()}/live`;
  gate = (await t.call('GetAllAccessPoints', { Limit: 1 }, { headers: companyA })).body.items[0].id;
  const added = await t.call('AddCamera', { Name: 'Камера у ворот', CameraIp: refusedLink }, { headers: companyA });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  ownCamera = added.body.id;
  foreignCamera = (await t.call('GetCameras', { Limit: 1 }, { headers: companyB })).body.items[0].id;
}, 60_000);
afterAll(async () => {
  await rtsp?.close();
  await t?.close();
});

const edit = (params: Record<string, unknown>) =>
  t.call('EditAccessPoint', { Id: gate, ...params }, { headers: companyA });
const cameraTimeline = async (params: Record<string, unknown> = {}) => {
  const response = await t.call(
    'GetAccessPointTimeline',
    { AccessPointId: gate, Kinds: 'camera', ...params },
    { headers: companyA },
  );
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as { items: Entry[]; camera: unknown; checkTotal: number };
};
const check = async (expected: 'online' | 'offline') => {
  const response = await t.call('CheckCameraStatus', { CameraId: ownCamera }, { headers: companyA });
  expect(response.body.status).toBe(expected);
  return response.body.checked as string;
};
const moveCamera = async (link: string) =>
  expect((await t.call('UpdateCamera', { CameraId: ownCamera, CameraIp: link }, { headers: companyA })).status).toBe(
    200,
  );

describe('a door’s camera', () => {
  it('is one of the company’s cameras: another company’s is refused on the field', async () => {
    const refused = await edit({ CameraId: foreignCamera });
    expect(refused).toMatchObject({ status: 400, body: { fields: { CameraId: errors.cameraNotAvailable } } });
    const point = await t.call('GetAccessPoint', { AccessPointId: gate }, { headers: companyA });
    expect(point.body).toMatchObject({ cameraId: null, cameraName: null });

    const [perimeterId, lockId] = [point.body.perimeterId, point.body.lockId];
    const created = await t.call(
      'CreateAccessPoint',
      { DisplayName: 'Калитка с чужой камерой', PerimeterId: perimeterId, LockId: lockId, CameraId: foreignCamera },
      { headers: companyA },
    );
    expect(created).toMatchObject({ status: 400, body: { fields: { CameraId: errors.cameraNotAvailable } } });
  });

  it('is set and cleared by the point’s edit, named on the point, and on the trail', async () => {
    const linked = await edit({ CameraId: ownCamera });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    expect(linked.body).toMatchObject({ cameraId: ownCamera, cameraName: 'Камера у ворот' });
    const [trail] = await t.db
      .select({ changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.recordId, gate), eq(auditLog.action, 'EditAccessPoint')))
      .orderBy(sql`${auditLog.at} desc`)
      .limit(1);
    expect(trail.changes).toEqual({ camera_id: [null, ownCamera] });

    expect((await edit({ CameraId: null })).body).toMatchObject({ cameraId: null, cameraName: null });
    expect((await cameraTimeline()).camera).toBeNull();
  });

  it('goes from the point when the camera is deleted', async () => {
    const spare = await t.call('AddCamera', { Name: 'Запасная', CameraIp: refusedLink }, { headers: companyA });
    expect((await edit({ CameraId: spare.body.id })).status).toBe(200);
    expect((await t.call('DeleteCamera', { CameraId: spare.body.id }, { headers: companyA })).status).toBe(200);
    const [point] = await t.db
      .select({ cameraId: accessPoints.cameraId })
      .from(accessPoints)
      .where(eq(accessPoints.id, gate));
    expect(point.cameraId).toBeNull();
  });
});

describe('the camera on the door’s timeline', () => {
  it('says a camera never checked was never checked: the demo’s cameras have no status and no checks', async () => {
    const seeded = await queryRows<{ statuses: number | string; checks: number | string }>(
      t.db,
      sql`select (select count(*) from cameras where status is not null or checked_at is not null) as statuses,
                 (select count(*) from camera_checks) as checks`,
    );
    expect([Number(seeded[0].statuses), Number(seeded[0].checks)]).toEqual([0, 0]);
    expect((await edit({ CameraId: ownCamera })).status).toBe(200);
    const { items, camera, checkTotal } = await cameraTimeline();
    expect(camera).toEqual({ id: ownCamera, name: 'Камера у ворот', lastCheck: null });
    expect([items, checkTotal]).toEqual([[], 0]);
  });

  it('shows each check and the periods they found the camera offline, one not ended up to its last check', async () => {
    expect((await edit({ CameraId: ownCamera })).status).toBe(200);
    // Refused twice, answering once moved to a live address, refused again when moved back.
    const down = await check('offline');
    const stillDown = await check('offline');
    await moveCamera(`rtsp://127.0.0.1:${rtsp.port}/live`);
    const up = await check('online');
    await moveCamera(refusedLink);
    const downAgain = await check('offline');

    // The checks are kept one by one; the audit trail holds none of them (a read Action, status skipped).
    expect(await t.db.select().from(cameraChecks).where(eq(cameraChecks.cameraId, ownCamera))).toHaveLength(4);
    const statusRows = await queryRows(
      t.db,
      sql`select 1 from audit_log where table_name = 'cameras' and record_id = ${ownCamera} and changes ? 'status'`,
    );
    expect(statusRows).toHaveLength(0);

    const { items, camera, checkTotal } = await cameraTimeline();
    expect(camera).toEqual({ id: ownCamera, name: 'Камера у ворот', lastCheck: downAgain });
    // The checks that opened a period are that period's entries (its `at`), not a second row each.
    expect(checkTotal).toBe(2);
    const checks = items.filter((item) => item.type === 'check');
    expect(checks.map((item) => [item.at, item.status, item.offlineReason])).toEqual([
      [up, 'online', null],
      [stillDown, 'offline', 'refused'],
    ]);
    const periods = items.filter((item) => item.type === 'offline');
    const named = { id: ownCamera, name: 'Камера у ворот' };
    expect(periods).toEqual([
      {
        kind: 'camera',
        type: 'offline',
        at: downAgain,
        until: null,
        lastCheck: downAgain,
        offlineReason: 'refused',
        camera: named,
      },
      {
        kind: 'camera',
        type: 'offline',
        at: down,
        until: up,
        lastCheck: stillDown,
        offlineReason: 'refused',
        camera: named,
      },
    ]);
    // Each check is on the line once: as a check, or as the period it opened.
    expect(new Set(items.map((item) => item.at)).size).toBe(items.length);
    expect(items.map((item) => item.at)).toEqual([...items.map((item) => item.at)].sort().reverse());
  });

  it('keeps a period that began before the period asked for, and leaves out one that ended before it', async () => {
    const [first] = await queryRows<{ at: Date }>(
      t.db,
      sql`select min(checked_at) as at from camera_checks where camera_id = ${ownCamera}`,
    );
    // From just after the last check: no checks in it, only the unended period that goes on over it.
    const from = new Date(Date.now() + 1000).toISOString();
    const until = new Date(Date.now() + 60_000).toISOString();
    const later = await cameraTimeline({ From: from, Until: until });
    expect(later.items.map((item) => [item.type, item.until])).toEqual([['offline', null]]);
    expect(later.checkTotal).toBe(0);
    // Until the first check: nothing known yet, nothing said.
    const before = await cameraTimeline({ Until: new Date(first.at).toISOString() });
    expect(before.items).toEqual([]);
  });
});
