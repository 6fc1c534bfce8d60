/**
 * The platform's SIP servers (Set A, /sip_servers): registered, edited and deleted for any company; the
 * modified time moves on every change; a server with devices on it is neither deleted nor moved to
 * another company; the company area's selector (GetRegisteredSipServers) reads the same records.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors, validation, withArgs } from '../../contract/messages';
import { sipServerMessages } from '../../contract/sip';
import { demoCompanyIds, demoSessions } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let platform: Record<string, string>;
let companyA: Record<string, string>;
let companyB: Record<string, string>;
let severny: string;
let riverside: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ platform, companyA, companyB } = await demoSessions(t));
  ({ severny, riverside } = await demoCompanyIds(t, platform));
});
afterAll(() => t.close());

const call = (action: string, params: Record<string, unknown> = {}, headers = platform) =>
  t.call(action, params, { headers });
const register = (extra: Record<string, unknown> = {}) =>
  call('RegisterSipServer', {
    CompanyId: riverside,
    Name: 'SIP Docklands',
    Host: 'sip.docklands.example:5061',
    ...extra,
  });
const readServer = async (id: string) => (await call('GetSipServers', { SipServerId: id })).body.items[0];
const fieldError = (field: string, message: string) => ({
  status: 400,
  body: { error: errors.invalidParams, fields: { [field]: message } },
});
/** A server of company A that its devices use. */
const serverWithDevices = async () => {
  const [device] = (await call('GetSipDevices', {}, companyA)).body.items;
  return { id: device.serverId as string };
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('RegisterSipServer', () => {
  it("registers a server for a company; the platform's list and the company's selector both show it", async () => {
    const created = await register({ Description: 'Registrar of the Docklands towers' });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const stored = await readServer(created.body.id);
    expect(stored).toMatchObject({
      id: created.body.id,
      sipServerId: created.body.id,
      name: 'SIP Docklands',
      host: 'sip.docklands.example:5061',
      description: 'Registrar of the Docklands towers',
      companyId: riverside,
      companyName: 'Riverside Property Management',
    });
    expect(stored.modified).toBe(stored.registered);
    const selector = await call('GetRegisteredSipServers', { SipServerId: created.body.id }, companyB);
    expect(selector.body.items).toEqual([stored]);
    // Another company's selector does not offer it.
    expect((await call('GetRegisteredSipServers', { SipServerId: created.body.id }, companyA)).body.items).toEqual([]);
  });

  it('validates the company, the name and the host', async () => {
    expect(await register({ Name: ' ' })).toMatchObject(fieldError('Name', validation.required));
    expect(await register({ Host: 'sip server.example' })).toMatchObject(fieldError('Host', sipServerMessages.host));
    expect(await register({ Host: '[2001:db8::5]:5060' })).toMatchObject({ status: 200 });
    expect(await register({ CompanyId: undefined })).toMatchObject(fieldError('CompanyId', validation.required));
    expect(await register({ CompanyId: '00000000-0000-4000-8000-000000000099' })).toMatchObject(
      fieldError('CompanyId', sipServerMessages.unknownCompany),
    );
  });

  it('is the platform’s: a company admin is refused', async () => {
    expect(
      await call('RegisterSipServer', { CompanyId: severny, Name: 'Своя АТС', Host: 'pbx.local' }, companyA),
    ).toMatchObject({
      status: 403,
      body: { error: errors.forbiddenArea },
    });
  });
});

describe('EditSipServer', () => {
  it('changes what is sent and moves the modified time on every change, the registered one never', async () => {
    const { id } = (await register({ Name: 'SIP Canary Wharf' })).body;
    const before = await readServer(id);
    await pause(5);
    const renamed = await call('EditSipServer', { SipServerId: id, Name: 'SIP Canary Wharf 2' });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body).toMatchObject({
      name: 'SIP Canary Wharf 2',
      host: before.host,
      registered: before.registered,
    });
    expect(Date.parse(renamed.body.modified)).toBeGreaterThan(Date.parse(before.modified));
    await pause(5);
    const described = await call('EditSipServer', { SipServerId: id, Description: 'Second registrar' });
    expect(Date.parse(described.body.modified)).toBeGreaterThan(Date.parse(renamed.body.modified));
    // Nothing changed: nothing moves.
    const same = await call('EditSipServer', { SipServerId: id, Name: 'SIP Canary Wharf 2' });
    expect(same.body.modified).toBe(described.body.modified);
  });

  it('moves a server without devices to another company', async () => {
    const { id } = (await register({ Name: 'SIP для переезда' })).body;
    const moved = await call('EditSipServer', { SipServerId: id, CompanyId: severny });
    expect(moved.body).toMatchObject({ companyId: severny, companyName: 'УК «Северный квартал»' });
  });

  it('keeps a server whose devices use it in its company, naming them', async () => {
    const used = await serverWithDevices();
    const devices = (await call('GetSipDevices', { ServerId: used.id, Limit: 100 }, companyA)).body;
    const refused = await call('EditSipServer', { SipServerId: used.id, CompanyId: riverside });
    expect(refused.status).toBe(409);
    expect(refused.body.fields.CompanyId).toBe(refused.body.error);
    expect(refused.body.error).toContain(`«${devices.items[0].sipDeviceName}»`);
    expect((await readServer(used.id)).companyId).toBe(severny);
  });

  it('answers an unknown server with 404, and is refused to a company admin', async () => {
    expect(
      (await call('EditSipServer', { SipServerId: '00000000-0000-4000-8000-000000000098', Name: 'Никакой' })).status,
    ).toBe(404);
    const [own] = (await call('GetRegisteredSipServers', {}, companyA)).body.items;
    expect(
      (await call('EditSipServer', { SipServerId: own.id, Name: 'Переименован компанией' }, companyA)).status,
    ).toBe(403);
  });
});

describe('DeleteSipServer', () => {
  it('deletes a server no device uses', async () => {
    const { id } = (await register({ Name: 'SIP на удаление' })).body;
    expect((await call('DeleteSipServer', { SipServerId: id })).status).toBe(200);
    expect(await readServer(id)).toBeUndefined();
    expect((await call('DeleteSipServer', { SipServerId: id })).status).toBe(404);
  });

  it('refuses while SIP devices use it, naming them and how many', async () => {
    const used = await serverWithDevices();
    const devices = (await call('GetSipDevices', { ServerId: used.id, Limit: 100 }, companyA)).body;
    const refused = await call('DeleteSipServer', { SipServerId: used.id });
    expect(refused.status).toBe(409);
    const names = devices.items
      .map((device: { sipDeviceName: string }) => device.sipDeviceName)
      .sort()
      .slice(0, 5)
      .map((name: string) => `«${name}»`)
      .join(', ');
    expect(refused.body.error).toBe(withArgs(sipServerMessages.inUse, { devices: names, smart_count: devices.total }));
    expect(await readServer(used.id)).toBeDefined();
  });

  it('is refused to a company admin', async () => {
    const [own] = (await call('GetRegisteredSipServers', {}, companyA)).body.items;
    expect((await call('DeleteSipServer', { SipServerId: own.id }, companyA)).status).toBe(403);
  });
});
