/**
 * Cameras and SIP devices across companies (Set A, /cameras and /sip_devices): the company area's
 * Actions serve the platform too, the session deciding the scope. A platform session sees, filters,
 * edits, checks and deletes any company's; a company session still only its own, whatever CompanyId it sends.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../contract/messages';
import { HIDDEN_SECRET } from '../../contract/sip-config';
import { demoCompanyIds, demoSessions } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let platform: Record<string, string>;
let companyA: Record<string, string>;
let companyB: Record<string, string>;
let severny: string;
let riverside: string;

beforeAll(async () => {
  t = await createTestApp({ settings: { cameraCheckTimeoutMs: 50 } });
  ({ platform, companyA, companyB } = await demoSessions(t));
  ({ severny, riverside } = await demoCompanyIds(t, platform));
});
afterAll(() => t.close());

const call = (action: string, params: Record<string, unknown> = {}, headers = platform) =>
  t.call(action, params, { headers });
const companiesOf = (items: { companyId: string }[]) => new Set(items.map((item) => item.companyId));

describe('cameras across companies', () => {
  it("lists every company's cameras for the platform, with their company, and filters by CompanyId", async () => {
    const all = await call('GetCameras', { Limit: 200 });
    expect(all.status).toBe(200);
    expect([...companiesOf(all.body.items)]).toEqual(expect.arrayContaining([severny, riverside]));
    const ofRiverside = await call('GetCameras', { CompanyId: riverside, Limit: 200 });
    expect(ofRiverside.body.total).toBeGreaterThan(0);
    expect(companiesOf(ofRiverside.body.items)).toEqual(new Set([riverside]));
    expect(ofRiverside.body.items[0].serviceCompany).toBe('Riverside Property Management');
    const own = await call('GetCameras', { Limit: 200 }, companyB);
    expect(own.body.total).toBe(ofRiverside.body.total);
  });

  it("keeps a company session to its own cameras: another company's CompanyId finds none, its cameras are not found", async () => {
    const own = await call('GetCameras', { Limit: 200 }, companyA);
    expect(companiesOf(own.body.items)).toEqual(new Set([severny]));
    expect((await call('GetCameras', { CompanyId: riverside }, companyA)).body).toEqual({ items: [], total: 0 });
    const [theirs] = (await call('GetCameras', { CompanyId: riverside })).body.items;
    expect((await call('GetCameras', { CameraId: theirs.id }, companyA)).body.total).toBe(0);
    expect((await call('UpdateCamera', { CameraId: theirs.id, Name: 'Чужая камера' }, companyA)).status).toBe(404);
    expect((await call('CheckCameraStatus', { CameraId: theirs.id }, companyA)).status).toBe(404);
    expect((await call('DeleteCamera', { CameraId: theirs.id }, companyA)).status).toBe(404);
  });

  it("edits and checks another company's camera from the platform with the same rules, never showing the password", async () => {
    const [theirs] = (await call('GetCameras', { CompanyId: riverside })).body.items;
    const renamed = await call('UpdateCamera', { CameraId: theirs.id, Name: 'Docklands gate camera' });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Docklands gate camera', companyId: riverside });
    expect(JSON.stringify(renamed.body)).not.toMatch(/"password"/);
    // The same link rule as the company's: a stored password does not follow the camera to another host.
    if (theirs.hasPassword) {
      const moved = await call('UpdateCamera', { CameraId: theirs.id, CameraIp: 'rtsp://198.51.100.77/live' });
      expect(moved.status).toBe(400);
    }
    const checked = await call('CheckCameraStatus', { CameraId: theirs.id });
    expect(checked.status).toBe(200);
    expect(checked.body.status).toMatch(/^(online|offline)$/);
  });

  it('does not let the platform add a camera: a company adds its own', async () => {
    expect((await call('AddCamera', { Name: 'Платформенная', CameraIp: 'rtsp://198.51.100.5/live' })).status).toBe(403);
  });
});

describe('SIP devices across companies', () => {
  it("lists every company's devices for the platform, with the company, filtered by CompanyId", async () => {
    const all = await call('GetSipDevices', { Limit: 200 });
    expect([...companiesOf(all.body.items)]).toEqual(expect.arrayContaining([severny, riverside]));
    const ofSeverny = await call('GetSipDevices', { CompanyId: severny, Limit: 200 });
    expect(companiesOf(ofSeverny.body.items)).toEqual(new Set([severny]));
    expect(ofSeverny.body.items[0].companyName).toBe('УК «Северный квартал»');
    expect(JSON.stringify(all.body)).not.toMatch(/Sw0rdfish|password = (?!\*)/);
  });

  it("edits another company's device with the same rules: its password kept when hidden, servers only of its company", async () => {
    const [row] = (await call('GetSipDevices', { CompanyId: riverside })).body.items;
    const { body: device } = await call('GetSipDevice', { SipDeviceId: row.id });
    expect(device.configuration).toContain(HIDDEN_SECRET);
    const edited = await call('EditSipDevice', {
      SipDeviceId: device.id,
      Description: 'Checked by the platform',
      Configuration: device.configuration,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({
      description: 'Checked by the platform',
      companyId: riverside,
      configuration: device.configuration,
    });
    const [serverOfSeverny] = (await call('GetSipServers', { CompanyId: severny })).body.items;
    expect(await call('EditSipDevice', { SipDeviceId: device.id, ServerId: serverOfSeverny.id })).toMatchObject({
      status: 400,
      body: { error: errors.invalidParams, fields: { ServerId: errors.unknownSipServer } },
    });
    // The platform's address selector reads that company's addresses.
    const addresses = await call('GetAddress', { CompanyId: riverside, Limit: 5 });
    expect(addresses.status).toBe(200);
  });

  it('keeps a company session to its own devices', async () => {
    const [theirs] = (await call('GetSipDevices', { CompanyId: riverside })).body.items;
    expect((await call('GetSipDevices', { CompanyId: riverside }, companyA)).body).toEqual({ items: [], total: 0 });
    expect((await call('GetSipDevices', { SipDeviceId: theirs.id }, companyA)).body.total).toBe(0);
    expect((await call('EditSipDevice', { SipDeviceId: theirs.id, Description: 'Чужое' }, companyA)).status).toBe(404);
    expect((await call('DeleteSipDevice', { SipDeviceId: theirs.id }, companyA)).status).toBe(404);
    expect((await call('GetAddress', { CompanyId: riverside }, companyA)).body).toEqual({ items: [], total: 0 });
  });

  it('does not let the platform register a device: a company registers its own', async () => {
    expect((await call('RegisterSipDevice', { Name: 'Платформенная панель' })).status).toBe(403);
  });
});
