import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeCamera, RTSP_STATUS_LINE_MAX_BYTES } from '../../server/cameras/probe';
import { openSecret, parseSecretKey, sealSecret } from '../../server/cameras/secrets';
import { readConfig } from '../../server/config';
import { cameras, serverKeys } from '../../server/db/schema';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-data';
import { errors, validation, withArgs } from '../../src/domain/messages';
import {
  closedPort,
  type FakeCamera,
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

let t: TestApp;
const logLines: string[] = [];
/** УК «Северный квартал» (six demo cameras) and Riverside Property Management (two). */
let companyA: Record<string, string>;
let companyB: Record<string, string>;
let rtsp: FakeCamera;
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
  t = await createTestApp({ logger: { level: 'debug', stream }, settings: { cameraCheckTimeoutMs: TIMEOUT_MS } });
  companyA = (await t.signIn(DEMO_ACCOUNTS.companyAdmin, 'company')).headers;
  companyB = await riversideSession(t);

  [rtsp, silent, garbage, httpCamera, redirectTarget, refusedPort] = await Promise.all([
    startRtspCamera(),
    startSilentServer(),
    startGarbageServer(),
    startHttpCamera(401),
    startHttpCamera(200),
    closedPort(),
  ]);
  redirecting = await startHttpCamera(302, `http://127.0.0.1:${redirectTarget.port}/elsewhere`);
});
afterAll(async () => {
  await Promise.all([rtsp, silent, garbage, httpCamera, redirectTarget, redirecting].map((server) => server?.close()));
  await t.close();
});

const add = async (params: Record<string, unknown>, headers = companyA) => {
  const response = await t.call('AddCamera', { Name: 'Тестовая камера', ...params }, { headers });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.id as string;
};
const getOne = async (id: string, headers = companyA) =>
  (await t.call('GetCameras', { CameraId: id }, { headers })).body.items[0];
const stored = async (id: string) => (await t.db.select().from(cameras).where(eq(cameras.id, id)))[0];
const check = (id: string, headers = companyA) => t.call('CheckCameraStatus', { CameraId: id }, { headers });

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
      serviceCompany: 'УК «Северный квартал»',
      status: expect.toBeOneOf(['offline', null]),
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
    const offline = await t.call('GetCameras', { Status: 'offline' }, { headers: companyA });
    expect(offline.body.items.every((item: { status: string }) => item.status === 'offline')).toBe(true);
    expect(offline.body.total).toBe(2);
    const unknownStatus = await t.call('GetCameras', { Status: 'broken' }, { headers: companyA });
    expect(unknownStatus).toMatchObject({ status: 400, body: { error: errors.invalidParams } });
  });

  it('pages and sorts by link', async () => {
    const all = await t.call('GetCameras', { Sort: 'link', Order: 'DESC', Limit: 100 }, { headers: companyA });
    const links = all.body.items.map((item: { link: string }) => item.link);
    expect(links).toEqual([...links].sort().reverse());
    const second = await t.call('GetCameras', { Sort: 'link', Order: 'DESC', Offset: 2, Limit: 2 }, { headers: companyA });
    expect(second.body.items.map((item: { link: string }) => item.link)).toEqual(links.slice(2, 4));
    const badSort = await t.call('GetCameras', { Sort: 'passwordEncrypted' }, { headers: companyA });
    expect(badSort).toMatchObject({ status: 400, body: { fields: { Sort: validation.invalid } } });
  });

  it('never shows or fetches another company’s camera', async () => {
    const listB = await t.call('GetCameras', { Limit: 100 }, { headers: companyB });
    expect(listB.body.items.every((item: { serviceCompany: string }) => item.serviceCompany === 'Riverside Property Management')).toBe(true);
    const fetched = await t.call('GetCameras', { CameraId: listB.body.items[0].id }, { headers: companyA });
    expect(fetched.body).toEqual({ items: [], total: 0 });
  });

  it('is only for the company area', async () => {
    const platform = await t.signIn(DEMO_ACCOUNTS.platformAdmin, 'platform');
    expect((await t.call('GetCameras', {}, { headers: platform.headers })).status).toBe(403);
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
    ['credentials in the link', { Name: 'Холл', CameraIp: 'rtsp://admin:12345@192.0.2.1/live' }, { CameraIp: validation.cameraLinkCredentials }],
    ['a link of 501 characters', { Name: 'Холл', CameraIp: `rtsp://192.0.2.1/${'a'.repeat(484)}` }, { CameraIp: withArgs(validation.maxLength, { max: 500 }) }],
    ['a password of 201 characters', { Name: 'Холл', CameraIp: 'rtsp://192.0.2.1/', Password: 'p'.repeat(201) }, { Password: validation.maxLength200 }],
  ])('refuses %s with 400 and the field’s message', async (_case, params, fields) => {
    const response = await t.call('AddCamera', params, { headers: companyA });
    expect(response).toMatchObject({ status: 400, body: { error: errors.invalidParams, fields } });
  });

  it('adds a camera, trimmed, with its password stored encrypted and never returned', async () => {
    const id = await add({ Name: '  Лесная, 16 — вход ', Login: ' admin ', Password: PASSWORD, CameraIp: ' rtsp://192.0.2.50:554/live ' });
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
    expect(await getOne(id, companyB)).toMatchObject({ login: null, hasPassword: false, serviceCompany: 'Riverside Property Management' });
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

  it('clears the login when it is sent empty, and the status when the link changes', async () => {
    const id = await add({ Login: 'admin', CameraIp: `rtsp://127.0.0.1:${rtsp.port}/live` });
    expect((await check(id)).body.status).toBe('online');
    const same = await t.call('UpdateCamera', { CameraId: id, CameraIp: `rtsp://127.0.0.1:${rtsp.port}/live` }, { headers: companyA });
    expect(same.body.status).toBe('online');

    const response = await t.call('UpdateCamera', { CameraId: id, Login: '', CameraIp: 'rtsp://192.0.2.61/live' }, { headers: companyA });
    expect(response.body).toMatchObject({ login: null, link: 'rtsp://192.0.2.61/live', status: null, checked: null });
  });

  it('validates like AddCamera', async () => {
    const [camera] = (await t.call('GetCameras', { Limit: 1 }, { headers: companyA })).body.items;
    const response = await t.call('UpdateCamera', { CameraId: camera.id, Name: 'x', CameraIp: 'rtsp://u:p@h/' }, { headers: companyA });
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
    const unknown = await t.call('UpdateCamera', { CameraId: '00000000-0000-4000-8000-000000000000', Name: 'Нет' }, { headers: companyA });
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
  it('finds an RTSP camera that answers OPTIONS online, signing in with the stored login and password', async () => {
    const id = await add({ Login: 'viewer', Password: PASSWORD, CameraIp: `rtsp://127.0.0.1:${rtsp.port}/Streaming/101` });
    const before = Date.now();
    const response = await check(id);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ id, status: 'online', checked: expect.any(String) });
    expect(Date.parse(response.body.checked)).toBeGreaterThanOrEqual(before - 1000);

    const request = rtsp.requests.at(-1)!;
    expect(request.split('\r\n')[0]).toBe(`OPTIONS rtsp://127.0.0.1:${rtsp.port}/Streaming/101 RTSP/1.0`);
    expect(request).toMatch(/^CSeq: 1$/m);
    expect(request).toContain(`Authorization: Basic ${Buffer.from(`viewer:${PASSWORD}`).toString('base64')}`);

    // Recorded: the list shows it with the time of the check.
    expect(await getOne(id)).toMatchObject({ status: 'online', checked: response.body.checked });
  });

  it('sends the new password after it was replaced, and none for a camera without credentials', async () => {
    const id = await add({ Login: 'viewer', Password: PASSWORD, CameraIp: `rtsp://127.0.0.1:${rtsp.port}/a` });
    await t.call('UpdateCamera', { CameraId: id, Password: OTHER_PASSWORD }, { headers: companyA });
    await check(id);
    expect(rtsp.requests.at(-1)).toContain(`Basic ${Buffer.from(`viewer:${OTHER_PASSWORD}`).toString('base64')}`);

    const open = await add({ CameraIp: `rtsp://127.0.0.1:${rtsp.port}/b` });
    await check(open);
    expect(rtsp.requests.at(-1)).not.toMatch(/Authorization/i);
  });

  it('finds a closed port offline, and records it', async () => {
    const id = await add({ CameraIp: `rtsp://127.0.0.1:${refusedPort}/live` });
    const response = await check(id);
    expect(response.body).toMatchObject({ id, status: 'offline' });
    expect(await getOne(id)).toMatchObject({ status: 'offline', checked: response.body.checked });
  });

  it('gives up on a camera that never answers after the timeout: offline', async () => {
    const id = await add({ CameraIp: `rtsp://127.0.0.1:${silent.port}/live` });
    const started = performance.now();
    const response = await check(id);
    const elapsed = performance.now() - started;
    expect(response.body.status).toBe('offline');
    expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(elapsed).toBeLessThan(TIMEOUT_MS + 2000);
    expect(silent.requests.at(-1)).toMatch(/^OPTIONS /);
  });

  it('finds a server that answers something other than RTSP offline', async () => {
    const id = await add({ CameraIp: `rtsp://127.0.0.1:${garbage.port}/live` });
    expect((await check(id)).body.status).toBe('offline');
  });

  it('finds an HTTP camera online when it answers at all (even 401), without sending credentials', async () => {
    const id = await add({ Login: 'admin', Password: PASSWORD, CameraIp: `http://127.0.0.1:${httpCamera.port}/snapshot.jpg` });
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
      const { headers } = await other.signIn(DEMO_ACCOUNTS.companyAdmin, 'company');
      const response = await other.call('AddCamera', { Name: 'Ключ', Password: PASSWORD, CameraIp: 'rtsp://192.0.2.81/' }, { headers });
      const [row] = await other.db.select().from(cameras).where(eq(cameras.id, response.body.id));
      expect(openSecret(configured, row.passwordEncrypted!, response.body.id)).toBe(PASSWORD);
      expect(await other.db.select().from(serverKeys)).toEqual([]);
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
  it('reads at most a small part of a reply that never ends its first line', async () => {
    const { createServer } = await import('node:net');
    const server = createServer((socket) => {
      socket.on('error', () => {});
      socket.write('RTSP/1.0 200 '.padEnd(RTSP_STATUS_LINE_MAX_BYTES * 4, 'x'));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      expect(await probeCamera(`rtsp://127.0.0.1:${port}/`, { timeoutMs: 2000 })).toEqual({
        status: 'offline',
        reason: 'no status line',
      });
    } finally {
      server.close();
    }
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
