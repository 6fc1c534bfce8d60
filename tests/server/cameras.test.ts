import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  AddressNotAllowedError,
  DEFAULT_DENIED_NETWORKS,
  denyList,
  isDeniedLiteral,
} from '../../server/cameras/address-policy';
import { offlineReasonOf, probeCamera, RTSP_STATUS_LINE_MAX_BYTES } from '../../server/cameras/probe';
import { openSecret, parseSecretKey, sealSecret } from '../../server/cameras/secrets';
import { readConfig } from '../../server/config';
import { cameraCheckWindows, cameras, serverKeys } from '../../server/db/schema';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-data';
import { cameraMessages } from '../../contract/camera';
import { errors, validation, withArgs } from '../../contract/messages';
import {
  closedPort,
  type FakeCamera,
  receivedCredentials,
  startGarbageServer,
  startHttpCamera,
  startRtspCamera,
  startSilentServer,
} from './support/fake-cameras';
import { createTestApp, type TestApp } from './support/test-app';
import { riversideSession } from './support/sessions';

/** The check's deadline in these tests: short, so a silent camera costs a fraction of a second. */
const TIMEOUT_MS = 400;
const PASSWORD = 'Kam3ra-pa55 word!';
const OTHER_PASSWORD = 'second-Secret-42';
/** The default address policy but for loopback, where the fake cameras listen. */
const LOOPBACK_ALLOWED = DEFAULT_DENIED_NETWORKS.filter((network) => !['127.0.0.0/8', '::1/128'].includes(network));
/** The test app's settings: fake cameras on loopback, and no throttle in the way of the other tests. */
const CAMERA_SETTINGS = {
  cameraCheckTimeoutMs: TIMEOUT_MS,
  cameraCheckDenyNetworks: LOOPBACK_ALLOWED,
  cameraChecksPerMinute: 1000,
};

let t: TestApp;
const logLines: string[] = [];
/** УК «Северный квартал» (six demo cameras) and Riverside Property Management (two). */
let companyA: Record<string, string>;
let companyB: Record<string, string>;
let rtsp: FakeCamera;
let protectedRtsp: FakeCamera;
let silent: FakeCamera;
let garbage: FakeCamera;
let httpCamera: FakeCamera;
let redirectTarget: FakeCamera;
let redirecting: FakeCamera;
let refusedPort: number;

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({ logger: { level: 'debug', stream }, settings: CAMERA_SETTINGS });
  companyA = (await t.signIn(DEMO_ACCOUNTS.companyAdmin, 'company')).headers;
  companyB = await riversideSession(t);

  [rtsp, protectedRtsp, silent, garbage, httpCamera, redirectTarget, refusedPort] = await Promise.all([
    startRtspCamera(),
    startRtspCamera({ protectedByPassword: true }),
    startSilentServer(),
    startGarbageServer(),
    startHttpCamera(401),
    startHttpCamera(200),
    closedPort(),
  ]);
  redirecting = await startHttpCamera(302, `http://127.0.0.1:${redirectTarget.port}/elsewhere`);
});
afterAll(async () => {
  await Promise.all(fakeCameras().map((server) => server?.close()));
  await t.close();
});

const fakeCameras = () => [rtsp, protectedRtsp, silent, garbage, httpCamera, redirectTarget, redirecting];

const add = async (params: Record<string, unknown>, headers = companyA) => {
  const response = await t.call('AddCamera', { Name: 'Тестовая камера', ...params }, { headers });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.id as string;
};
const getOne = async (id: string, headers = companyA) =>
  (await t.call('GetCameras', { CameraId: id }, { headers })).body.items[0];
const stored = async (id: string) => (await t.db.select().from(cameras).where(eq(cameras.id, id)))[0];
const check = (id: string, headers = companyA, app = t) => app.call('CheckCameraStatus', { CameraId: id }, { headers });
const EARLIER_CHECK = new Date('2026-01-15T10:00:00.000Z');
/**
 * A camera as if added before the address policy: straight into the database, past AddCamera's checks,
 * last found online at EARLIER_CHECK.
 */
const insertCamera = async (app: TestApp, headers: Record<string, string>, link: string) => {
  const [{ id }] = (await app.call('GetCameras', { Limit: 1 }, { headers })).body.items;
  const [{ companyId }] = await app.db.select({ companyId: cameras.companyId }).from(cameras).where(eq(cameras.id, id));
  const [row] = await app.db
    .insert(cameras)
    .values({ companyId, name: 'Старая камера', link, status: 'online', checkedAt: EARLIER_CHECK })
    .returning({ id: cameras.id });
  return row.id;
};
/** A check of a camera at an address the server may not connect to: offline, and why. */
const notAllowed = { status: 200, body: { status: 'offline', offlineReason: 'addressNotAllowed' } };
const deniedLinkField = {
  status: 400,
  body: { error: errors.invalidParams, fields: { CameraIp: cameraMessages.addressNotAllowed } },
};

describe('GetCameras', () => {
  it('lists the company’s cameras by name with the total, without any password', async () => {
    const response = await t.call('GetCameras', {}, { headers: companyA });
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(6);
    const names = response.body.items.map((item: { name: string }) => item.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : 1)));
    expect(response.body.items[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: expect.any(String),
      login: expect.toBeOneOf([expect.any(String), null]),
      hasPassword: false,
      link: expect.stringMatching(/^(rtsp|https?):\/\/192\.0\.2\./),
      companyId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      serviceCompany: 'УК «Северный квартал»',
      status: expect.toBeOneOf(['offline', null]),
      offlineReason: expect.toBeOneOf(['timeout', null]),
      checked: expect.toBeOneOf([expect.any(String), null]),
      created: expect.any(String),
    });
  });

  it('searches in name and link, and filters by Status', async () => {
    const byName = await t.call('GetCameras', { Search: 'паркинг' }, { headers: companyA });
    expect(byName.body.items.map((item: { name: string }) => item.name)).toEqual([
      'Паркинг — въезд',
      'Паркинг — шлагбаум',
    ]);
    const byLink = await t.call('GetCameras', { Search: '192.0.2.1' }, { headers: companyA });
    expect(byLink.body.total).toBe(2);
    // The demo's cameras were never checked: two are, and their links lead nowhere.
    expect((await t.call('GetCameras', { Status: 'offline' }, { headers: companyA })).body.total).toBe(0);
    for (const camera of byName.body.items as { id: string }[]) {
      const checked = await t.call('CheckCameraStatus', { CameraId: camera.id }, { headers: companyA });
      expect(checked.body.status).toBe('offline');
    }
    const offline = await t.call('GetCameras', { Status: 'offline' }, { headers: companyA });
    expect(offline.body.items.map((item: { name: string; status: string }) => [item.name, item.status])).toEqual([
      ['Паркинг — въезд', 'offline'],
      ['Паркинг — шлагбаум', 'offline'],
    ]);
    const unknownStatus = await t.call('GetCameras', { Status: 'broken' }, { headers: companyA });
    expect(unknownStatus).toMatchObject({ status: 400, body: { error: errors.invalidParams } });
  });

  it('pages and sorts by link', async () => {
    const all = await t.call('GetCameras', { Sort: 'link', Order: 'DESC', Limit: 100 }, { headers: companyA });
    const links = all.body.items.map((item: { link: string }) => item.link);
    expect(links).toEqual([...links].sort().reverse());
    const second = await t.call(
      'GetCameras',
      { Sort: 'link', Order: 'DESC', Offset: 2, Limit: 2 },
      { headers: companyA },
    );
    expect(second.body.items.map((item: { link: string }) => item.link)).toEqual(links.slice(2, 4));
    const badSort = await t.call('GetCameras', { Sort: 'passwordEncrypted' }, { headers: companyA });
    expect(badSort).toMatchObject({ status: 400, body: { fields: { Sort: validation.invalid } } });
  });

  it('never shows or fetches another company’s camera', async () => {
    const listB = await t.call('GetCameras', { Limit: 100 }, { headers: companyB });
    expect(
      listB.body.items.every(
        (item: { serviceCompany: string }) => item.serviceCompany === 'Riverside Property Management',
      ),
    ).toBe(true);
    const fetched = await t.call('GetCameras', { CameraId: listB.body.items[0].id }, { headers: companyA });
    expect(fetched.body).toEqual({ items: [], total: 0 });
  });

  it("is for a signed-in admin: a company's own cameras, the platform's every company's", async () => {
    const platform = await t.signIn(DEMO_ACCOUNTS.platformAdmin, 'platform');
    const own = await t.call('GetCameras', {}, { headers: companyA });
    const all = await t.call('GetCameras', { Limit: 200 }, { headers: platform.headers });
    expect(all.status).toBe(200);
    expect(all.body.total).toBeGreaterThan(own.body.total);
    expect((await t.call('GetCameras', {})).status).toBe(401);
  });
});

describe('AddCamera', () => {
  it.each([
    ['no name', { CameraIp: 'rtsp://127.0.0.1/a' }, { Name: validation.required }],
    ['a one-letter name', { Name: ' a ', CameraIp: 'rtsp://127.0.0.1/a' }, { Name: validation.minLength2 }],
    ['no link', { Name: 'Холл' }, { CameraIp: validation.required }],
    ['an ftp link', { Name: 'Холл', CameraIp: 'ftp://192.0.2.1/cam' }, { CameraIp: validation.cameraLink }],
    ['a link without a scheme', { Name: 'Холл', CameraIp: '192.0.2.1' }, { CameraIp: validation.cameraLink }],
    ['a link with a space', { Name: 'Холл', CameraIp: 'rtsp://192.0.2.1/a b' }, { CameraIp: validation.cameraLink }],
    ['a mistyped IP address', { Name: 'Холл', CameraIp: 'rtsp://192.168.1.300/live' }, { CameraIp: validation.ip }],
    [
      'credentials in the link',
      { Name: 'Холл', CameraIp: 'rtsp://admin:12345@192.0.2.1/live' },
      { CameraIp: validation.cameraLinkCredentials },
    ],
    [
      'a link of 501 characters',
      { Name: 'Холл', CameraIp: `rtsp://192.0.2.1/${'a'.repeat(484)}` },
      { CameraIp: withArgs(validation.maxLength, { max: 500 }) },
    ],
    [
      'a password of 201 characters',
      { Name: 'Холл', CameraIp: 'rtsp://192.0.2.1/', Password: 'p'.repeat(201) },
      { Password: validation.maxLength200 },
    ],
  ])('refuses %s with 400 and the field’s message', async (_case, params, fields) => {
    const response = await t.call('AddCamera', params, { headers: companyA });
    expect(response).toMatchObject({ status: 400, body: { error: errors.invalidParams, fields } });
  });

  it('adds a camera, trimmed, with its password stored encrypted and never returned', async () => {
    const id = await add({
      Name: '  Лесная, 16 — вход ',
      Login: ' admin ',
      Password: PASSWORD,
      CameraIp: ' rtsp://192.0.2.50:554/live ',
    });
    const record = await getOne(id);
    expect(record).toMatchObject({
      id,
      name: 'Лесная, 16 — вход',
      login: 'admin',
      hasPassword: true,
      link: 'rtsp://192.0.2.50:554/live',
      status: null,
      checked: null,
    });
    expect(record).not.toHaveProperty('password');
    const list = await t.call('GetCameras', { Limit: 100 }, { headers: companyA });
    expect(JSON.stringify(list.body)).not.toContain(PASSWORD);

    const row = await stored(id);
    expect(row.passwordEncrypted).toMatch(/^v1\./);
    expect(row.passwordEncrypted).not.toContain(PASSWORD);
    expect(row.passwordEncrypted).not.toContain(Buffer.from(PASSWORD).toString('base64'));
  });

  it('keeps no password or login when none is given, and ignores a company id sent by the client', async () => {
    const id = await add(
      { Login: '', Password: '', CameraIp: 'http://192.0.2.51/', CompanyId: '00000000-0000-4000-8000-000000000000' },
      companyB,
    );
    expect(await getOne(id, companyB)).toMatchObject({
      login: null,
      hasPassword: false,
      serviceCompany: 'Riverside Property Management',
    });
    expect(await getOne(id, companyA)).toBeUndefined();
  });
});

describe('UpdateCamera', () => {
  it('keeps the stored password when Password is absent or empty, replaces it when given', async () => {
    const id = await add({ Login: 'admin', Password: PASSWORD, CameraIp: 'rtsp://192.0.2.60/live' });
    const sealed = (await stored(id)).passwordEncrypted;

    const renamed = await t.call('UpdateCamera', { CameraId: id, Name: 'Новое имя' }, { headers: companyA });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id, name: 'Новое имя', hasPassword: true });
    expect(renamed.body).not.toHaveProperty('password');
    expect((await stored(id)).passwordEncrypted).toBe(sealed);

    await t.call('UpdateCamera', { CameraId: id, Password: '' }, { headers: companyA });
    await t.call('UpdateCamera', { CameraId: id, Password: null }, { headers: companyA });
    expect((await stored(id)).passwordEncrypted).toBe(sealed);

    const replaced = await t.call('UpdateCamera', { CameraId: id, Password: OTHER_PASSWORD }, { headers: companyA });
    expect(JSON.stringify(replaced.body)).not.toContain(OTHER_PASSWORD);
    expect((await stored(id)).passwordEncrypted).not.toBe(sealed);
  });

  it('refuses a link to another host or port while a password is stored, unless the password comes again', async () => {
    const id = await add({ Login: 'admin', Password: PASSWORD, CameraIp: 'rtsp://cam-62.example/live' });
    const sealed = (await stored(id)).passwordEncrypted;
    for (const link of [
      'rtsp://elsewhere.example/live',
      'rtsp://cam-62.example:8554/live',
      'http://cam-62.example/live',
    ]) {
      const response = await t.call(
        'UpdateCamera',
        { CameraId: id, Name: 'Перенесена', CameraIp: link },
        { headers: companyA },
      );
      expect(response, link).toMatchObject({
        status: 400,
        body: { error: errors.invalidParams, fields: { Password: cameraMessages.passwordForNewAddress } },
      });
    }
    expect(await stored(id)).toMatchObject({
      name: 'Тестовая камера',
      link: 'rtsp://cam-62.example/live',
      passwordEncrypted: sealed,
    });

    // The same address written otherwise, with another path: the password stays with it.
    const samePlace = await t.call(
      'UpdateCamera',
      { CameraId: id, CameraIp: 'RTSP://CAM-62.example:554/other' },
      { headers: companyA },
    );
    expect(samePlace).toMatchObject({
      status: 200,
      body: { link: 'RTSP://CAM-62.example:554/other', hasPassword: true },
    });
    expect((await stored(id)).passwordEncrypted).toBe(sealed);

    const moved = await t.call(
      'UpdateCamera',
      { CameraId: id, CameraIp: 'rtsp://cam-63.example/live', Password: OTHER_PASSWORD },
      { headers: companyA },
    );
    expect(moved).toMatchObject({ status: 200, body: { link: 'rtsp://cam-63.example/live', hasPassword: true } });
    expect((await stored(id)).passwordEncrypted).not.toBe(sealed);
  });

  it('clears the login when it is sent empty, and the status when the link changes', async () => {
    const id = await add({ Login: 'admin', CameraIp: `rtsp://127.0.0.1:${rtsp.port}/live` });
    expect((await check(id)).body.status).toBe('online');
    const same = await t.call(
      'UpdateCamera',
      { CameraId: id, CameraIp: `rtsp://127.0.0.1:${rtsp.port}/live` },
      { headers: companyA },
    );
    expect(same.body.status).toBe('online');

    const response = await t.call(
      'UpdateCamera',
      { CameraId: id, Login: '', CameraIp: 'rtsp://192.0.2.61/live' },
      { headers: companyA },
    );
    expect(response.body).toMatchObject({ login: null, link: 'rtsp://192.0.2.61/live', status: null, checked: null });
  });

  it('validates like AddCamera', async () => {
    const [camera] = (await t.call('GetCameras', { Limit: 1 }, { headers: companyA })).body.items;
    const response = await t.call(
      'UpdateCamera',
      { CameraId: camera.id, Name: 'x', CameraIp: 'rtsp://u:p@h/' },
      { headers: companyA },
    );
    expect(response).toMatchObject({
      status: 400,
      body: { fields: { Name: validation.minLength2, CameraIp: validation.cameraLinkCredentials } },
    });
  });

  it('answers another company’s camera, or an unknown one, with 404 and changes nothing', async () => {
    const [cameraOfB] = (await t.call('GetCameras', { Limit: 1 }, { headers: companyB })).body.items;
    const response = await t.call('UpdateCamera', { CameraId: cameraOfB.id, Name: 'Захвачено' }, { headers: companyA });
    expect(response).toMatchObject({ status: 404, body: { error: errors.notFound } });
    expect((await getOne(cameraOfB.id, companyB)).name).toBe(cameraOfB.name);
    const unknown = await t.call(
      'UpdateCamera',
      { CameraId: '00000000-0000-4000-8000-000000000000', Name: 'Нет' },
      { headers: companyA },
    );
    expect(unknown.status).toBe(404);
  });
});

describe('DeleteCamera', () => {
  it('deletes one of the company’s cameras with an empty result; again is 404', async () => {
    const id = await add({ CameraIp: 'rtsp://192.0.2.70/live' });
    const response = await t.call('DeleteCamera', { CameraId: id }, { headers: companyA });
    expect(response).toMatchObject({ status: 200, body: {} });
    expect(await getOne(id)).toBeUndefined();
    expect((await t.call('DeleteCamera', { CameraId: id }, { headers: companyA })).status).toBe(404);
  });

  it('never deletes another company’s camera', async () => {
    const [cameraOfB] = (await t.call('GetCameras', { Limit: 1 }, { headers: companyB })).body.items;
    const response = await t.call('DeleteCamera', { CameraId: cameraOfB.id }, { headers: companyA });
    expect(response).toMatchObject({ status: 404, body: { error: errors.notFound } });
    expect(await getOne(cameraOfB.id, companyB)).toBeDefined();
  });

  it('refuses an id that is not one with 400', async () => {
    const response = await t.call('DeleteCamera', { CameraId: 'camera-1' }, { headers: companyA });
    expect(response).toMatchObject({ status: 400, body: { fields: { CameraId: validation.invalid } } });
  });
});

describe('CheckCameraStatus', () => {
  it('finds an RTSP camera that answers OPTIONS online, never sending its login or password', async () => {
    const id = await add({
      Login: 'viewer',
      Password: PASSWORD,
      CameraIp: `rtsp://127.0.0.1:${rtsp.port}/Streaming/101`,
    });
    const before = Date.now();
    const response = await check(id);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ id, status: 'online', offlineReason: null, checked: expect.any(String) });
    expect(Date.parse(response.body.checked)).toBeGreaterThanOrEqual(before - 1000);

    const request = rtsp.requests.at(-1)!;
    expect(request.split('\r\n')[0]).toBe(`OPTIONS rtsp://127.0.0.1:${rtsp.port}/Streaming/101 RTSP/1.0`);
    expect(request).toMatch(/^CSeq: 1$/m);
    expect(request).not.toMatch(/authorization/i);

    // Recorded: the list shows it with the time of the check.
    expect(await getOne(id)).toMatchObject({ status: 'online', offlineReason: null, checked: response.body.checked });
  });

  it('finds a camera that asks for a password (401) online: it answered, and is not sent the password', async () => {
    const id = await add({ Login: 'viewer', Password: PASSWORD, CameraIp: `rtsp://127.0.0.1:${protectedRtsp.port}/a` });
    await t.call('UpdateCamera', { CameraId: id, Password: OTHER_PASSWORD }, { headers: companyA });
    expect((await check(id)).body.status).toBe('online');
    expect(protectedRtsp.requests).toHaveLength(1);
    expect(receivedCredentials(protectedRtsp)).toBe(false);
  });

  it('never lets a stored password reach a host the camera is pointed at', async () => {
    const id = await add({ Login: 'viewer', Password: PASSWORD, CameraIp: 'rtsp://192.0.2.90/live' });
    const elsewhere = `rtsp://127.0.0.1:${rtsp.port}/elsewhere`;
    const moved = await t.call('UpdateCamera', { CameraId: id, CameraIp: elsewhere }, { headers: companyA });
    expect(moved).toMatchObject({ status: 400, body: { fields: { Password: cameraMessages.passwordForNewAddress } } });

    // With a password entered for the new address the camera moves, and the check still sends none.
    const retyped = await t.call(
      'UpdateCamera',
      { CameraId: id, CameraIp: elsewhere, Password: OTHER_PASSWORD },
      { headers: companyA },
    );
    expect(retyped.status).toBe(200);
    expect((await check(id)).body.status).toBe('online');
    expect(rtsp.requests.at(-1)).toMatch(/^OPTIONS rtsp:\/\/127\.0\.0\.1:\d+\/elsewhere /);
    expect(rtsp.requests.at(-1)).not.toMatch(/authorization/i);
  });

  it('finds a camera at a denied address offline because the address is not allowed, connecting to nothing', async () => {
    const id = await insertCamera(t, companyA, 'http://169.254.169.254/latest/meta-data/');
    const response = await check(id);
    expect(response).toMatchObject(notAllowed);
    expect(Date.parse(response.body.checked)).toBeGreaterThan(EARLIER_CHECK.getTime());
    expect(await getOne(id)).toMatchObject({
      status: 'offline',
      offlineReason: 'addressNotAllowed',
      checked: response.body.checked,
    });
  });

  it('finds a closed port offline because the connection was refused, and records why and when', async () => {
    const id = await add({ CameraIp: `rtsp://127.0.0.1:${refusedPort}/live` });
    const response = await check(id);
    expect(response.body).toEqual({ id, status: 'offline', offlineReason: 'refused', checked: expect.any(String) });
    expect(await getOne(id)).toMatchObject({
      status: 'offline',
      offlineReason: 'refused',
      checked: response.body.checked,
    });
  });

  it('forgets the reason when the camera answers again, and when its link changes', async () => {
    const id = await add({ CameraIp: `rtsp://127.0.0.1:${refusedPort}/live` });
    expect((await check(id)).body.offlineReason).toBe('refused');
    await t.call(
      'UpdateCamera',
      { CameraId: id, CameraIp: `rtsp://127.0.0.1:${rtsp.port}/live` },
      { headers: companyA },
    );
    expect(await getOne(id)).toMatchObject({ status: null, offlineReason: null, checked: null });
    expect((await check(id)).body).toMatchObject({ status: 'online', offlineReason: null });
    expect(await getOne(id)).toMatchObject({ status: 'online', offlineReason: null });
  });

  it('gives up on a camera that never answers after the timeout: offline', async () => {
    const id = await add({ CameraIp: `rtsp://127.0.0.1:${silent.port}/live` });
    const started = performance.now();
    const response = await check(id);
    const elapsed = performance.now() - started;
    expect(response.body).toMatchObject({ status: 'offline', offlineReason: 'timeout' });
    expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(elapsed).toBeLessThan(TIMEOUT_MS + 2000);
    expect(silent.requests.at(-1)).toMatch(/^OPTIONS /);
  });

  it('finds a server that answers something other than RTSP or HTTP offline: not a camera', async () => {
    const id = await add({ CameraIp: `rtsp://127.0.0.1:${garbage.port}/live` });
    expect((await check(id)).body).toMatchObject({ status: 'offline', offlineReason: 'notCamera' });
    const overHttp = await add({ CameraIp: `http://127.0.0.1:${garbage.port}/` });
    expect((await check(overHttp)).body).toMatchObject({ status: 'offline', offlineReason: 'notCamera' });
    expect(await getOne(overHttp)).toMatchObject({ status: 'offline', offlineReason: 'notCamera' });
  });

  it('says why an HTTP camera is offline too: refused, or silent until the timeout', async () => {
    const refused = await add({ CameraIp: `http://127.0.0.1:${refusedPort}/` });
    expect((await check(refused)).body).toMatchObject({ status: 'offline', offlineReason: 'refused' });
    const quiet = await add({ CameraIp: `http://127.0.0.1:${silent.port}/` });
    expect((await check(quiet)).body).toMatchObject({ status: 'offline', offlineReason: 'timeout' });
  });

  it('finds an HTTP camera online when it answers at all (even 401), without sending credentials', async () => {
    const id = await add({
      Login: 'admin',
      Password: PASSWORD,
      CameraIp: `http://127.0.0.1:${httpCamera.port}/snapshot.jpg`,
    });
    expect((await check(id)).body.status).toBe('online');
    const request = httpCamera.requests.at(-1)!;
    expect(request).toMatch(/^HEAD \/snapshot\.jpg /);
    expect(request).not.toMatch(/authorization/i);

    const closed = await add({ CameraIp: `http://127.0.0.1:${refusedPort}/` });
    expect((await check(closed)).body.status).toBe('offline');
  });

  it('does not follow a redirect: the answer itself counts', async () => {
    const id = await add({ CameraIp: `http://127.0.0.1:${redirecting.port}/` });
    expect((await check(id)).body.status).toBe('online');
    expect(redirecting.requests).toHaveLength(1);
    expect(redirectTarget.requests).toHaveLength(0);
  });

  it('checks only the company’s own cameras', async () => {
    const id = await add({ CameraIp: `rtsp://127.0.0.1:${rtsp.port}/mine` });
    const seen = rtsp.requests.length;
    const response = await check(id, companyB);
    expect(response).toMatchObject({ status: 404, body: { error: errors.notFound } });
    expect(rtsp.requests).toHaveLength(seen);
    expect((await getOne(id)).status).toBeNull();
    expect((await t.call('CheckCameraStatus', { CameraId: 'x' }, { headers: companyA })).status).toBe(400);
  });

  it('says so when the stored password cannot be decrypted with the server’s key (409), and probes nothing', async () => {
    const id = await add({ Login: 'viewer', Password: PASSWORD, CameraIp: `rtsp://127.0.0.1:${rtsp.port}/lost` });
    await t.db
      .update(cameras)
      .set({ passwordEncrypted: sealSecret(randomBytes(32), PASSWORD, id) })
      .where(eq(cameras.id, id));
    const seen = rtsp.requests.length;
    const response = await check(id);
    expect(response).toMatchObject({ status: 409, body: { error: errors.cameraPasswordUnreadable } });
    expect(rtsp.requests).toHaveLength(seen);
  });
});

describe('the password key', () => {
  it('without CAMERA_SECRET_KEY: one generated key kept in the database seals every password', async () => {
    const id = await add({ Password: PASSWORD, CameraIp: 'rtsp://192.0.2.80/' });
    const keys = await t.db.select().from(serverKeys);
    expect(keys).toHaveLength(1);
    const key = Buffer.from(keys[0].value, 'base64');
    expect(key).toHaveLength(32);
    expect(openSecret(key, (await stored(id)).passwordEncrypted!, id)).toBe(PASSWORD);
    // Bound to its camera: the same sealed text does not open as another camera's.
    expect(() => openSecret(key, sealSecret(key, PASSWORD, id), '00000000-0000-4000-8000-000000000000')).toThrow();
  });

  it('with CAMERA_SECRET_KEY: that key seals them and none is generated', async () => {
    const configured = randomBytes(32);
    const other = await createTestApp({ settings: { cameraSecretKey: configured } });
    try {
      // The demo data's own (the operators' second factor was sealed when it was seeded, without a setting).
      const keptBefore = await other.db.select().from(serverKeys);
      const { headers } = await other.signIn(DEMO_ACCOUNTS.companyAdmin, 'company');
      const response = await other.call(
        'AddCamera',
        { Name: 'Ключ', Password: PASSWORD, CameraIp: 'rtsp://192.0.2.81/' },
        { headers },
      );
      const [row] = await other.db.select().from(cameras).where(eq(cameras.id, response.body.id));
      expect(openSecret(configured, row.passwordEncrypted!, response.body.id)).toBe(PASSWORD);
      expect(await other.db.select().from(serverKeys)).toEqual(keptBefore);
    } finally {
      await other.close();
    }
  });

  it('accepts CAMERA_SECRET_KEY as 64 hex digits or base64 of 32 bytes, nothing else', () => {
    const key = randomBytes(32);
    expect(parseSecretKey(key.toString('hex'))).toEqual(key);
    expect(parseSecretKey(key.toString('base64'))).toEqual(key);
    expect(parseSecretKey(randomBytes(16).toString('hex'))).toBeUndefined();
    expect(parseSecretKey('not a key at all, but long enough to be one?!')).toBeUndefined();
  });

  it('a malformed CAMERA_SECRET_KEY stops the start with a reason that does not repeat it', () => {
    const malformed = 'my-camera-key-that-is-too-short';
    expect(() => readConfig({ CAMERA_SECRET_KEY: malformed })).toThrow(/CAMERA_SECRET_KEY: expected 32 bytes/);
    expect(() => readConfig({ CAMERA_SECRET_KEY: malformed })).not.toThrow(new RegExp(malformed));
    const key = randomBytes(32);
    expect(readConfig({ CAMERA_SECRET_KEY: key.toString('hex') }).CAMERA_SECRET_KEY).toEqual(key);
    expect(readConfig({}).CAMERA_CHECK_TIMEOUT_MS).toBe(3000);
  });
});

describe('the probe', () => {
  const loopbackAllowed = denyList(LOOPBACK_ALLOWED);
  const toLoopback = async () => [{ address: '127.0.0.1', family: 4 }];

  it('resolves a name once and connects to the address it checked (no DNS rebinding)', async () => {
    const answers = [[{ address: '127.0.0.1', family: 4 }], [{ address: '169.254.169.254', family: 4 }]];
    const resolve = vi.fn(async () => answers.shift()!);
    const rtspResult = await probeCamera(`rtsp://camera.test:${rtsp.port}/rebind`, {
      timeoutMs: 2000,
      denied: loopbackAllowed,
      resolve,
    });
    expect(rtspResult.status).toBe('online');
    expect(resolve).toHaveBeenCalledTimes(1);
    expect(rtsp.requests.at(-1)!.split('\r\n')[0]).toBe(`OPTIONS rtsp://camera.test:${rtsp.port}/rebind RTSP/1.0`);

    const httpResult = await probeCamera(`http://camera.test:${httpCamera.port}/snapshot`, {
      timeoutMs: 2000,
      denied: loopbackAllowed,
      resolve: toLoopback,
    });
    expect(httpResult.status).toBe('online');
    expect(httpCamera.requests.at(-1)).toContain(`"host":"camera.test:${httpCamera.port}"`);
  });

  it('refuses a name when any of its addresses is denied, and connects to none', async () => {
    const seen = rtsp.requests.length;
    const resolve = async () => [
      { address: '192.0.2.10', family: 4 },
      { address: '127.0.0.1', family: 4 },
    ];
    const probe = probeCamera(`rtsp://camera.test:${rtsp.port}/`, {
      timeoutMs: 2000,
      denied: denyList(DEFAULT_DENIED_NETWORKS),
      resolve,
    });
    await expect(probe).rejects.toThrow(AddressNotAllowedError);
    expect(rtsp.requests).toHaveLength(seen);
  });

  it('finds a name that does not resolve offline because of that, and one not resolved before the deadline timed out', async () => {
    for (const code of ['ENOTFOUND', 'EAI_AGAIN']) {
      const notFound = async () => Promise.reject(Object.assign(new Error('not found'), { code }));
      expect(
        await probeCamera('rtsp://camera.test/', { timeoutMs: 2000, denied: loopbackAllowed, resolve: notFound }),
      ).toEqual({
        status: 'offline',
        offlineReason: 'notResolved',
        detail: code,
      });
    }
    const never = () => new Promise<never>(() => {});
    expect(
      await probeCamera('rtsp://camera.test/', { timeoutMs: TIMEOUT_MS, denied: loopbackAllowed, resolve: never }),
    ).toEqual({
      status: 'offline',
      offlineReason: 'timeout',
      detail: 'timeout',
    });
  });

  it('names every failure by one of the reasons an administrator is shown', () => {
    expect(
      [
        'ECONNREFUSED',
        'ETIMEDOUT',
        'ENOTFOUND',
        'EHOSTUNREACH',
        'ENETUNREACH',
        'ECONNRESET',
        'closed without a reply',
        'HPE_INVALID_CONSTANT',
        'not an RTSP reply',
        'CERT_HAS_EXPIRED',
      ].map(offlineReasonOf),
    ).toEqual([
      'refused',
      'timeout',
      'notResolved',
      'unreachable',
      'unreachable',
      'closed',
      'closed',
      'notCamera',
      'notCamera',
      'failed',
    ]);
  });

  it('reads at most a small part of a reply that never ends its first line', async () => {
    const { createServer } = await import('node:net');
    const server = createServer((socket) => {
      socket.on('error', () => {});
      socket.write('RTSP/1.0 200 '.padEnd(RTSP_STATUS_LINE_MAX_BYTES * 4, 'x'));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      expect(
        await probeCamera(`rtsp://127.0.0.1:${port}/`, { timeoutMs: 2000, denied: denyList(LOOPBACK_ALLOWED) }),
      ).toEqual({
        status: 'offline',
        offlineReason: 'notCamera',
        detail: 'no status line',
      });
    } finally {
      server.close();
    }
  });
});

describe('the address policy', () => {
  it('AddCamera and UpdateCamera refuse a link naming a denied IP address, but not a LAN or public one', async () => {
    for (const link of [
      'http://169.254.169.254/latest/meta-data/',
      'rtsp://[::ffff:169.254.169.254]/',
      'rtsp://0.0.0.0:554/',
      'rtsp://[fe80::1]/',
      'rtsp://224.0.0.1/',
    ]) {
      const response = await t.call('AddCamera', { Name: 'Метаданные', CameraIp: link }, { headers: companyA });
      expect(response, link).toMatchObject(deniedLinkField);
    }
    for (const link of [
      'rtsp://10.1.2.3/',
      'rtsp://172.16.0.9/',
      'rtsp://192.168.1.20:554/stream1',
      'rtsp://203.0.113.7/',
      'rtsp://cam.example/',
    ]) {
      await add({ CameraIp: link });
    }
    const id = await add({ CameraIp: 'rtsp://192.168.1.21/' });
    const response = await t.call(
      'UpdateCamera',
      { CameraId: id, CameraIp: 'http://169.254.169.254/' },
      { headers: companyA },
    );
    expect(response).toMatchObject(deniedLinkField);
    expect((await stored(id)).link).toBe('rtsp://192.168.1.21/');
  });

  it('by default denies loopback, link-local, unspecified, multicast and broadcast addresses, also written as IPv6', () => {
    const denied = denyList(DEFAULT_DENIED_NETWORKS);
    const deniedHosts = [
      '127.0.0.1',
      '127.8.9.10',
      '[::1]',
      '169.254.169.254',
      '[fe80::1]',
      '0.0.0.0',
      '[::]',
      '224.0.0.1',
      '239.255.255.250',
      '[ff02::1]',
      '255.255.255.255',
      '[::ffff:127.0.0.1]',
      '[::ffff:169.254.169.254]',
      '[::ffff:0.0.0.0]',
    ];
    for (const host of deniedHosts) expect(isDeniedLiteral(`rtsp://${host}/`, denied), host).toBe(true);
    // Host names are resolved when checked, not when saved.
    const allowedHosts = [
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.20',
      '203.0.113.7',
      '[2001:db8::1]',
      '[fd00::5]',
      '[::ffff:192.168.1.20]',
      'localhost',
    ];
    for (const host of allowedHosts) expect(isDeniedLiteral(`rtsp://${host}/`, denied), host).toBe(false);
  });

  it('CAMERA_CHECK_DENY_NETWORKS replaces the default list; a malformed one stops the start', () => {
    expect(readConfig({}).CAMERA_CHECK_DENY_NETWORKS).toEqual(DEFAULT_DENIED_NETWORKS);
    expect(
      readConfig({ CAMERA_CHECK_DENY_NETWORKS: '169.254.0.0/16, fd00::/8,192.0.2.7' }).CAMERA_CHECK_DENY_NETWORKS,
    ).toEqual(['169.254.0.0/16', 'fd00::/8', '192.0.2.7/32']);
    for (const malformed of ['10.0.0.0/33', 'cam.example', '10.0.0.0/8,', 'fe80::/129', '10.0.0.0/8/1', '10.0.0.0/x']) {
      expect(() => readConfig({ CAMERA_CHECK_DENY_NETWORKS: malformed }), malformed).toThrow(
        /CAMERA_CHECK_DENY_NETWORKS: expected/,
      );
    }
  });

  describe('with the default list', () => {
    let d: TestApp;
    let headers: Record<string, string>;
    beforeAll(async () => {
      d = await createTestApp({ settings: { cameraCheckTimeoutMs: TIMEOUT_MS } });
      headers = (await d.signIn(DEMO_ACCOUNTS.companyAdmin, 'company')).headers;
    });
    afterAll(() => d?.close());

    it('refuses loopback and the cloud metadata address when saved; when checked, they are offline as not allowed, never connected to', async () => {
      for (const link of [
        `rtsp://127.0.0.1:${rtsp.port}/`,
        `rtsp://[::ffff:127.0.0.1]:${rtsp.port}/`,
        'rtsp://[::1]/',
        'http://169.254.169.254/',
      ]) {
        const response = await d.call('AddCamera', { Name: 'Своя', CameraIp: link }, { headers });
        expect(response, link).toMatchObject(deniedLinkField);
      }
      const seen = rtsp.requests.length;
      for (const link of [`rtsp://127.0.0.1:${rtsp.port}/old`, 'http://169.254.169.254/latest/meta-data/']) {
        const id = await insertCamera(d, headers, link);
        expect(await check(id, headers, d), link).toMatchObject(notAllowed);
        const [row] = await d.db.select().from(cameras).where(eq(cameras.id, id));
        expect(row).toMatchObject({ status: 'offline', offlineReason: 'addressNotAllowed' });
      }
      expect(rtsp.requests).toHaveLength(seen);
    });

    it('never connects to a host name that resolves to a denied address: offline, address not allowed', async () => {
      const added = await d.call(
        'AddCamera',
        { Name: 'Локальная', CameraIp: `rtsp://localhost:${rtsp.port}/live` },
        { headers },
      );
      expect(added.status).toBe(200);
      const seen = rtsp.requests.length;
      expect(await check(added.body.id, headers, d)).toMatchObject(notAllowed);
      expect(rtsp.requests).toHaveLength(seen);
      const [camera] = (await d.call('GetCameras', { CameraId: added.body.id }, { headers })).body.items;
      expect(camera).toMatchObject({
        status: 'offline',
        offlineReason: 'addressNotAllowed',
        checked: expect.any(String),
      });
    });
  });
});

describe('the throttle of status checks', () => {
  it('allows so many checks per company a minute, then answers 429 without checking, until the minute is over', async () => {
    const limited = await createTestApp({ settings: { ...CAMERA_SETTINGS, cameraChecksPerMinute: 3 } });
    try {
      const headersA = (await limited.signIn(DEMO_ACCOUNTS.companyAdmin, 'company')).headers;
      const headersB = await riversideSession(limited);
      const addTo = async (headers: Record<string, string>) =>
        (
          await limited.call(
            'AddCamera',
            { Name: 'Частая', CameraIp: `rtsp://127.0.0.1:${rtsp.port}/often` },
            { headers },
          )
        ).body.id as string;
      const [cameraA, cameraB] = [await addTo(headersA), await addTo(headersB)];

      for (let i = 0; i < 3; i += 1) expect((await check(cameraA, headersA, limited)).status).toBe(200);
      const seen = rtsp.requests.length;
      expect(await check(cameraA, headersA, limited)).toMatchObject({
        status: 429,
        body: { error: cameraMessages.tooManyChecks },
      });
      expect(rtsp.requests).toHaveLength(seen);
      // Per company: another one still checks.
      expect((await check(cameraB, headersB, limited)).status).toBe(200);

      // As if the minute were over.
      await limited.db.update(cameraCheckWindows).set({ startedAt: sql`now() - interval '61 seconds'` });
      expect((await check(cameraA, headersA, limited)).status).toBe(200);
      expect(await limited.db.select({ checks: cameraCheckWindows.checks }).from(cameraCheckWindows)).toEqual([
        { checks: 1 },
        { checks: 1 },
      ]);
    } finally {
      await limited.close();
    }
  });

  it('counts checks asked for at the same time, all of them', async () => {
    const limited = await createTestApp({ settings: { ...CAMERA_SETTINGS, cameraChecksPerMinute: 5 } });
    try {
      const headers = (await limited.signIn(DEMO_ACCOUNTS.companyAdmin, 'company')).headers;
      const added = await limited.call(
        'AddCamera',
        { Name: 'Разом', CameraIp: `rtsp://127.0.0.1:${rtsp.port}/burst` },
        { headers },
      );
      const statuses = await Promise.all(
        Array.from({ length: 8 }, () => check(added.body.id, headers, limited).then((r) => r.status)),
      );
      expect(statuses.filter((status) => status === 200)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(3);
    } finally {
      await limited.close();
    }
  });

  it('CAMERA_CHECKS_PER_MINUTE: 30 unless set', () => {
    expect(readConfig({}).CAMERA_CHECKS_PER_MINUTE).toBe(30);
    expect(readConfig({ CAMERA_CHECKS_PER_MINUTE: '120' }).CAMERA_CHECKS_PER_MINUTE).toBe(120);
    expect(() => readConfig({ CAMERA_CHECKS_PER_MINUTE: '0' })).toThrow(/CAMERA_CHECKS_PER_MINUTE/);
  });
});

describe('logs', () => {
  it('never hold a camera password or the generated key', async () => {
    const log = logLines.join('');
    expect(log).toContain('camera status checked');
    expect(log).not.toContain(PASSWORD);
    expect(log).not.toContain(OTHER_PASSWORD);
    expect(log).not.toContain(Buffer.from(`viewer:${PASSWORD}`).toString('base64'));
    const [key] = await t.db.select().from(serverKeys);
    expect(log).not.toContain(key.value);
  });
});

describe('the fake cameras', () => {
  it('never received a login or password from any check', () => {
    for (const camera of fakeCameras()) expect(receivedCredentials(camera)).toBe(false);
  });
});
