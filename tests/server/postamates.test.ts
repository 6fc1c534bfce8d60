import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DENIED_NETWORKS } from '../../server/cameras/address-policy';
import { postamateCells, postamates } from '../../server/db/schema';
import { cameraMessages } from '../../contract/camera';
import { errors, validation, withArgs } from '../../contract/messages';
import { postamateMessages } from '../../contract/postamate';
import { closedPort, type FakeCamera, startRtspCamera } from './support/fake-cameras';
import { demoSessions } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

/** The default address policy but for loopback, where the fake camera listens; two checks a minute. */
const SETTINGS = {
  cameraCheckTimeoutMs: 400,
  cameraCheckDenyNetworks: DEFAULT_DENIED_NETWORKS.filter((network) => !['127.0.0.0/8', '::1/128'].includes(network)),
  cameraChecksPerMinute: 2,
};

let t: TestApp;
let strict: TestApp;
let platform: Record<string, string>;
let companyA: Record<string, string>;
let severny: string;
let riverside: string;
let camera: FakeCamera;
let refusedPort: number;

beforeAll(async () => {
  [t, strict, camera, refusedPort] = await Promise.all([
    createTestApp({ settings: SETTINGS }),
    createTestApp(),
    startRtspCamera(),
    closedPort(),
  ]);
  ({ platform, companyA } = await demoSessions(t));
  const companies = (await t.call('GetCompanies', {}, { headers: platform })).body.items as {
    id: string;
    name: string;
  }[];
  severny = companies.find((company) => company.name === 'УК «Северный квартал»')!.id;
  riverside = companies.find((company) => company.name === 'Riverside Property Management')!.id;
});
afterAll(async () => {
  await camera.close();
  await Promise.all([t.close(), strict.close()]);
});

const call = (action: string, params: Record<string, unknown> = {}) => t.call(action, params, { headers: platform });
const byPostamatId = async (postamatId: string) => (await call('GetPostamates', { Search: postamatId })).body.items[0];
const cells = (...specs: [number, string, string][]) => specs.map(([number, size, state]) => ({ number, size, state }));
const register = (extra: Record<string, unknown> = {}) =>
  call('RegisterPostamate', { PostamatId: 'PST-0100', PublicId: 'NEW-PUBLIC-1', CompanyId: severny, ...extra });

describe('GetPostamates', () => {
  it('lists the postamates with company, online state, camera and cells; filters and searches', async () => {
    // The seed's times are those of the run's start: seen just now, and more than DEVICE_ONLINE_MINUTES ago.
    await t.db
      .update(postamates)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(postamates.postamatId, 'PST-0001'));
    await t.db
      .update(postamates)
      .set({ lastSeenAt: sql`now() - interval '1 day'` })
      .where(eq(postamates.postamatId, 'PST-0002'));
    const all = await call('GetPostamates');
    expect(all.body.total).toBe(2);
    const first = all.body.items[0];
    expect(first).toMatchObject({
      postamatId: 'PST-0001',
      publicId: 'SK-LESNAYA-12',
      companyName: 'УК «Северный квартал»',
      status: 'online',
      remoteCameraRtspAddress: 'rtsp://192.168.10.21:554/postamat',
      cameraStatus: null,
    });
    expect(first.cells).toHaveLength(12);
    expect(first.cells[10]).toEqual({ number: 11, size: 'S', state: 'outOfOrder' });
    expect(all.body.items[1]).toMatchObject({
      postamatId: 'PST-0002',
      status: 'offline',
      lastSeen: expect.any(String),
    });
    const ids = (params: Record<string, unknown>) =>
      call('GetPostamates', params).then((r) => r.body.items.map((p: { postamatId: string }) => p.postamatId));
    expect(await ids({ Status: 'offline' })).toEqual(['PST-0002']);
    expect(await ids({ Status: 'online' })).toEqual(['PST-0001']);
    expect(await ids({ CompanyId: riverside })).toEqual(['PST-0002']);
    expect(await ids({ Search: 'wharf' })).toEqual(['PST-0002']);
  });
});

describe('in the company area', () => {
  const asCompany = (action: string, params: Record<string, unknown> = {}) =>
    t.call(action, params, { headers: companyA });
  const stateOf = (postamate: { cells: { number: number; state: string }[] }, number: number) =>
    postamate.cells.find((cell) => cell.number === number)?.state;

  it("lists its own company's postamates only, whatever CompanyId says", async () => {
    const own = await asCompany('GetPostamates');
    expect(own.body.items.map((p: { postamatId: string }) => p.postamatId)).toEqual(['PST-0001']);
    expect((await asCompany('GetPostamates', { CompanyId: riverside })).body).toEqual({ items: [], total: 0 });
    const theirs = await byPostamatId('PST-0002');
    expect((await asCompany('GetPostamates', { PostamateId: theirs.id })).body.total).toBe(0);
    expect((await asCompany('GetPostamates', { Search: 'wharf' })).body.total).toBe(0);
  });

  it("sets its cells' states by number; the other cells and every size stay", async () => {
    const postamate = await byPostamatId('PST-0001');
    const edited = await asCompany('SetPostamateCellStates', {
      PostamateId: postamate.id,
      Cells: [
        { number: 11, state: 'free' },
        { number: 2, state: 'opened', size: 'XL' },
      ],
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(stateOf(edited.body, 11)).toBe('free');
    expect(stateOf(edited.body, 2)).toBe('opened');
    expect(edited.body.cells.map((cell: { size: string }) => cell.size)).toEqual(
      postamate.cells.map((cell: { size: string }) => cell.size),
    );
    const untouched = postamate.cells.filter((cell: { number: number }) => ![2, 11].includes(cell.number));
    expect(edited.body.cells.filter((cell: { number: number }) => ![2, 11].includes(cell.number))).toEqual(untouched);
  });

  it('refuses a cell the postamate does not have, a number twice and a state that is none, changing nothing', async () => {
    const postamate = await byPostamatId('PST-0001');
    const attempt = (Cells: unknown) => asCompany('SetPostamateCellStates', { PostamateId: postamate.id, Cells });
    expect(
      await attempt([
        { number: 1, state: 'occupied' },
        { number: 99, state: 'free' },
      ]),
    ).toMatchObject({
      status: 400,
      body: { fields: { Cells: withArgs(postamateMessages.noSuchCell, { numbers: '99' }) } },
    });
    expect(
      await attempt([
        { number: 1, state: 'occupied' },
        { number: 1, state: 'free' },
      ]),
    ).toMatchObject({ status: 400, body: { fields: { Cells: validation.unique } } });
    expect((await attempt([{ number: 1, state: 'broken' }])).status).toBe(400);
    expect(stateOf(await byPostamatId('PST-0001'), 1)).toBe(postamate.cells[0].state);
  });

  it("finds nothing of another company's postamate, and changes nothing of it", async () => {
    const theirs = await byPostamatId('PST-0002');
    expect(
      (
        await asCompany('SetPostamateCellStates', {
          PostamateId: theirs.id,
          Cells: [{ number: 1, state: 'outOfOrder' }],
        })
      ).status,
    ).toBe(404);
    expect((await asCompany('CheckPostamateCamera', { PostamateId: theirs.id })).status).toBe(404);
    expect(await byPostamatId('PST-0002')).toEqual(theirs);
  });

  it('registers, edits and deletes nothing: those are the platform’s', async () => {
    const postamate = await byPostamatId('PST-0001');
    expect(
      (await asCompany('RegisterPostamate', { PostamatId: 'C-1', PublicId: 'C-1', CompanyId: severny })).status,
    ).toBe(403);
    expect((await asCompany('EditPostamate', { PostamateId: postamate.id, PublicId: 'C-2' })).status).toBe(403);
    expect((await asCompany('DeletePostamate', { PostamateId: postamate.id })).status).toBe(403);
  });
});

describe('RegisterPostamate', () => {
  it('registers a postamate with its cells in one call', async () => {
    const created = await register({ Cells: cells([1, 'S', 'free'], [2, 'XL', 'occupied'], [3, 'M', 'opened']) });
    expect(created.body).toEqual({ id: expect.any(String) });
    expect(await byPostamatId('PST-0100')).toEqual({
      id: created.body.id,
      postamatId: 'PST-0100',
      publicId: 'NEW-PUBLIC-1',
      companyId: severny,
      companyName: 'УК «Северный квартал»',
      remoteCameraRtspAddress: null,
      cameraStatus: null,
      cameraOfflineReason: null,
      cameraChecked: null,
      cells: cells([1, 'S', 'free'], [2, 'XL', 'occupied'], [3, 'M', 'opened']),
      status: 'offline',
      lastSeen: null,
      created: expect.any(String),
    });
  });

  it('refuses a cell number twice, an unknown size or state, and keeps nothing', async () => {
    const twice = await register({
      PostamatId: 'PST-0101',
      PublicId: 'P-0101',
      Cells: cells([1, 'S', 'free'], [1, 'M', 'free']),
    });
    expect(twice).toMatchObject({ status: 400, body: { fields: { Cells: validation.unique } } });
    expect(
      (await register({ PostamatId: 'PST-0101', PublicId: 'P-0101', Cells: cells([1, 'XXL', 'free']) })).status,
    ).toBe(400);
    expect(
      (await register({ PostamatId: 'PST-0101', PublicId: 'P-0101', Cells: cells([1, 'S', 'broken']) })).status,
    ).toBe(400);
    expect(
      (await register({ PostamatId: 'PST-0101', PublicId: 'P-0101', Cells: cells([0, 'S', 'free']) })).body.fields
        .Cells,
    ).toBe(withArgs(validation.atLeast, { min: 1 }));
    expect((await call('GetPostamates', { Search: 'PST-0101' })).body.total).toBe(0);
  });

  it('refuses a postamat ID or public ID already taken, naming which, and an unknown company', async () => {
    expect(await register({ PostamatId: 'PST-0001', PublicId: 'UNIQUE-9' })).toMatchObject({
      status: 409,
      body: { fields: { PostamatId: postamateMessages.idTaken } },
    });
    expect(await register({ PostamatId: 'PST-0999', PublicId: 'SK-LESNAYA-12' })).toMatchObject({
      status: 409,
      body: { fields: { PublicId: postamateMessages.publicIdTaken } },
    });
    expect(
      await register({ PostamatId: 'PST-0998', PublicId: 'P-998', CompanyId: '00000000-0000-4000-8000-000000000404' }),
    ).toMatchObject({
      status: 400,
      body: { fields: { CompanyId: postamateMessages.unknownCompany } },
    });
  });

  it('takes only an RTSP camera address, under the cameras’ address policy', async () => {
    const field = (response: { body: { fields?: Record<string, string> } }) =>
      response.body.fields?.RemoteCameraRtspAddress;
    expect(
      field(await register({ PostamatId: 'C-1', PublicId: 'C-1', RemoteCameraRtspAddress: 'http://cam.local/x' })),
    ).toBe(postamateMessages.rtspOnly);
    expect(
      field(
        await register({ PostamatId: 'C-1', PublicId: 'C-1', RemoteCameraRtspAddress: 'rtsp://admin:pw@cam.local/x' }),
      ),
    ).toBe(validation.cameraLinkCredentials);
    const loopback = await strict.call(
      'RegisterPostamate',
      { PostamatId: 'C-1', PublicId: 'C-1', CompanyId: severny, RemoteCameraRtspAddress: 'rtsp://127.0.0.1:554/x' },
      { headers: (await demoSessions(strict)).platform },
    );
    expect(loopback).toMatchObject({
      status: 400,
      body: { error: errors.invalidParams, fields: { RemoteCameraRtspAddress: cameraMessages.addressNotAllowed } },
    });
  });
});

describe('EditPostamate', () => {
  it('replaces the grid when given (cells left out go) and keeps it when not', async () => {
    const postamate = await byPostamatId('PST-0002');
    const edited = await call('EditPostamate', {
      PostamateId: postamate.id,
      Cells: cells([1, 'M', 'occupied'], [7, 'L', 'free']),
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toEqual({ ...postamate, cells: cells([1, 'M', 'occupied'], [7, 'L', 'free']) });
    const renamed = await call('EditPostamate', { PostamateId: postamate.id, PublicId: 'RV-WHARF-2' });
    expect(renamed.body).toMatchObject({
      publicId: 'RV-WHARF-2',
      cells: cells([1, 'M', 'occupied'], [7, 'L', 'free']),
    });
  });

  it('changes nothing when a part is refused (one transaction)', async () => {
    const postamate = await byPostamatId('PST-0002');
    const refused = await call('EditPostamate', { PostamateId: postamate.id, PostamatId: 'PST-0001', Cells: [] });
    expect(refused).toMatchObject({ status: 409, body: { fields: { PostamatId: postamateMessages.idTaken } } });
    expect(await byPostamatId('PST-0002')).toEqual(postamate);
  });

  it('says 404 for a postamate that does not exist', async () => {
    expect(
      (await call('EditPostamate', { PostamateId: '00000000-0000-4000-8000-000000000404', PublicId: 'X-1' })).status,
    ).toBe(404);
  });
});

describe('CheckPostamateCamera', () => {
  it('checks the camera as a camera is checked, records it, and a new address clears it', async () => {
    const postamate = await byPostamatId('PST-0001');
    await call('EditPostamate', {
      PostamateId: postamate.id,
      RemoteCameraRtspAddress: `rtsp://127.0.0.1:${camera.port}/cells`,
    });
    const online = await call('CheckPostamateCamera', { PostamateId: postamate.id });
    expect(online.body).toEqual({
      id: postamate.id,
      status: 'online',
      offlineReason: null,
      checked: expect.any(String),
    });
    expect(camera.requests.at(-1)).toMatch(/^OPTIONS rtsp:\/\/127\.0\.0\.1:\d+\/cells RTSP\/1\.0/);
    expect(await byPostamatId('PST-0001')).toMatchObject({
      cameraStatus: 'online',
      cameraChecked: online.body.checked,
    });

    const moved = await call('EditPostamate', {
      PostamateId: postamate.id,
      RemoteCameraRtspAddress: `rtsp://127.0.0.1:${refusedPort}/cells`,
    });
    expect(moved.body).toMatchObject({ cameraStatus: null, cameraChecked: null });
    const offline = await call('CheckPostamateCamera', { PostamateId: postamate.id });
    expect(offline.body).toMatchObject({ status: 'offline', offlineReason: 'refused' });
    // Two checks a minute for the company in these tests: the third is refused, nothing recorded.
    expect(await call('CheckPostamateCamera', { PostamateId: postamate.id })).toMatchObject({
      status: 429,
      body: { error: cameraMessages.tooManyChecks },
    });
  });

  it('says so when there is no camera address', async () => {
    const created = await register({ PostamatId: 'PST-0200', PublicId: 'P-0200' });
    expect(await call('CheckPostamateCamera', { PostamateId: created.body.id })).toMatchObject({
      status: 409,
      body: { error: postamateMessages.noCamera },
    });
  });
});

describe('DeletePostamate', () => {
  it('deletes a postamate with its cells', async () => {
    const postamate = await byPostamatId('PST-0100');
    expect((await call('DeletePostamate', { PostamateId: postamate.id })).body).toEqual({});
    expect((await call('GetPostamates', { PostamateId: postamate.id })).body.total).toBe(0);
    expect(await t.db.select().from(postamateCells).where(eq(postamateCells.postamateId, postamate.id))).toEqual([]);
    expect((await call('DeletePostamate', { PostamateId: postamate.id })).status).toBe(404);
    expect(await t.db.select().from(postamates).where(eq(postamates.id, postamate.id))).toEqual([]);
  });
});
