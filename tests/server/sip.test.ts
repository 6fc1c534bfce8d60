import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sipDevices } from '../../server/db/schema';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-data';
import { errors, validation, withArgs } from '../../contract/messages';
import { sipMessages } from '../../contract/sip';
import { configMessages, HIDDEN_SECRET, lintSipConfig } from '../../contract/sip-config';
import { createTestApp, type TestApp } from './support/test-app';
import { riversideSession } from './support/sessions';

let t: TestApp;
/** УК «Северный квартал» (company A, two SIP servers) and Riverside Property Management (company B). */
let companyA: Record<string, string>;
let companyB: Record<string, string>;
let serversA: { id: string; name: string }[];
let serverB: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  companyA = (await t.signIn(DEMO_ACCOUNTS.companyAdmin, 'company')).headers;
  companyB = await riversideSession(t);
  serversA = (await t.call('GetRegisteredSipServers', {}, { headers: companyA })).body.items;
  [serverB] = (await t.call('GetRegisteredSipServers', {}, { headers: companyB })).body.items;
});
afterAll(() => t.close());

const CONFIGURATION = `[sip]
username = panel-7
password = Sw0rdfish-7
transport = tls

[door]
dtmf_code = *7#
`;

/** A new device's parameters, valid unless overridden. */
const device = (overrides: Record<string, unknown> = {}) => ({
  Name: `Панель ${Math.random().toString(36).slice(2, 8)}`,
  ServerId: serversA[0].id,
  OpenMethod: 'dtmf',
  DtmfOpenCommand: '*7#',
  Configuration: CONFIGURATION,
  ...overrides,
});

const register = async (overrides: Record<string, unknown> = {}, headers = companyA) =>
  t.call('RegisterSipDevice', device(overrides), { headers });

/** The whole device as GetSipDevice answers it, or undefined when it answers 404. */
const fetchDevice = async (id: string, headers = companyA) => {
  const response = await t.call('GetSipDevice', { SipDeviceId: id }, { headers });
  expect([200, 404]).toContain(response.status);
  return response.status === 200 ? response.body : undefined;
};

/** What the database holds, secrets in clear (the API never returns them). */
const storedConfiguration = async (id: string) =>
  (await t.db.select({ configuration: sipDevices.configuration }).from(sipDevices).where(eq(sipDevices.id, id)))[0]
    .configuration;

/** The field message the server gives for a configuration problem: the key, with the line among its params. */
const atLine = (message: string, params: Record<string, string | number>) => withArgs(message, params);

describe('GetRegisteredSipServers', () => {
  it("lists the company's own servers with the spec's fields", async () => {
    const response = await t.call('GetRegisteredSipServers', {}, { headers: companyA });
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(2);
    expect(response.body.items.map((server: { name: string }) => server.name)).toEqual([
      'SIP-сервер Лесная',
      'SIP-сервер Новослободская',
    ]);
    expect(response.body.items[0]).toEqual({
      id: expect.any(String),
      sipServerId: response.body.items[0].id,
      name: 'SIP-сервер Лесная',
      host: 'sip.lesnaya.sevkvartal.ru',
      description: 'Основной сервер, дома 12 и 14',
      companyId: expect.any(String),
      companyName: 'УК «Северный квартал»',
      registered: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      modified: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('searches in the name and host, and fetches one by SipServerId', async () => {
    const searched = await t.call('GetRegisteredSipServers', { Search: 'sip2.' }, { headers: companyA });
    expect(searched.body.items.map((server: { name: string }) => server.name)).toEqual(['SIP-сервер Новослободская']);
    const one = await t.call('GetRegisteredSipServers', { SipServerId: serversA[1].id }, { headers: companyA });
    expect(one.body).toEqual({ items: [expect.objectContaining({ id: serversA[1].id })], total: 1 });
  });

  it("never shows another company's server", async () => {
    const response = await t.call('GetRegisteredSipServers', { SipServerId: serverB.id }, { headers: companyA });
    expect(response.body).toEqual({ items: [], total: 0 });
  });

  it('is for the company area only', async () => {
    const platform = (await t.signIn(DEMO_ACCOUNTS.platformAdmin, 'platform')).headers;
    const response = await t.call('GetRegisteredSipServers', {}, { headers: platform });
    expect(response).toMatchObject({ status: 403, body: { error: errors.forbiddenArea } });
  });
});

describe('GetSipServers (the platform area)', () => {
  const names = (body: { items: { companyName: string; name: string }[] }) =>
    body.items.map((server) => `${server.companyName}: ${server.name}`);

  it("lists every company's servers with their company, searched in the company's name too", async () => {
    const platform = (await t.signIn(DEMO_ACCOUNTS.platformAdmin, 'platform')).headers;
    const all = await t.call('GetSipServers', { Sort: 'companyName' }, { headers: platform });
    expect(all.status).toBe(200);
    expect(names(all.body)).toEqual(
      expect.arrayContaining([
        'УК «Северный квартал»: SIP-сервер Лесная',
        'УК «Северный квартал»: SIP-сервер Новослободская',
      ]),
    );
    expect(all.body.items.map((server: { id: string }) => server.id)).toContain(serverB.id);
    const companies = all.body.items.map((server: { companyName: string }) => server.companyName);
    expect(companies).toEqual([...companies].sort((a: string, b: string) => a.localeCompare(b)));

    const searched = await t.call('GetSipServers', { Search: 'Riverside' }, { headers: platform });
    expect(searched.body.total).toBeGreaterThan(0);
    expect(new Set(searched.body.items.map((server: { companyName: string }) => server.companyName))).toEqual(
      new Set(['Riverside Property Management']),
    );
  });

  it('filters by CompanyId', async () => {
    const platform = (await t.signIn(DEMO_ACCOUNTS.platformAdmin, 'platform')).headers;
    const [server] = serversA;
    const companyId = (await t.call('GetRegisteredSipServers', { SipServerId: server.id }, { headers: companyA })).body
      .items[0].companyId;
    const response = await t.call('GetSipServers', { CompanyId: companyId }, { headers: platform });
    expect(names(response.body)).toEqual([
      'УК «Северный квартал»: SIP-сервер Лесная',
      'УК «Северный квартал»: SIP-сервер Новослободская',
    ]);
  });

  it('is for the platform area only', async () => {
    const response = await t.call('GetSipServers', {}, { headers: companyA });
    expect(response).toMatchObject({ status: 403, body: { error: errors.forbiddenArea } });
  });
});

describe('GetSipDevices', () => {
  it("lists the company's devices by name with server, address and abonent count, without configurations", async () => {
    const response = await t.call('GetSipDevices', {}, { headers: companyA });
    expect(response.status).toBe(200);
    expect(response.body.total).toBeGreaterThanOrEqual(4);
    const names = response.body.items.map((item: { sipDeviceName: string }) => item.sipDeviceName);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    const panel = response.body.items.find(
      (item: { sipDeviceName: string }) => item.sipDeviceName === 'Панель Лесная 12, подъезд 1',
    );
    expect(panel).toEqual({
      id: expect.any(String),
      sipDeviceId: panel.id,
      sipDeviceName: 'Панель Лесная 12, подъезд 1',
      name: 'Панель Лесная 12, подъезд 1',
      companyId: expect.any(String),
      companyName: 'УК «Северный квартал»',
      abonentCount: 1, // Андреев Павел Сергеевич (demo-abonents.ts)
      added: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      addressId: expect.any(String),
      address: 'г. Москва, ул. Лесная, д. 12, подъезд 1',
      registered: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      description: 'Вход со двора',
      serverId: serversA[0].id,
      server: 'SIP-сервер Лесная',
      openMethod: 'dtmf',
      dtmfOpenCommand: '*1#',
    });
    expect(JSON.stringify(response.body)).not.toContain('Vx7-panel-12a');
  });

  it('GetSipDevice gives one device whole: its row and its configuration, secrets hidden', async () => {
    const [row] = (await t.call('GetSipDevices', { Search: 'Панель Лесная 12, подъезд 1' }, { headers: companyA })).body
      .items;
    const response = await t.call('GetSipDevice', { SipDeviceId: row.id }, { headers: companyA });
    expect(response).toMatchObject({
      status: 200,
      body: { ...row, configuration: expect.stringContaining(`password = ${HIDDEN_SECRET}`) },
    });
    expect(JSON.stringify(response.body)).not.toContain('Vx7-panel-12a');
  });

  it('has demo configurations that the linter accepts', async () => {
    const response = await t.call('GetSipDevices', { Limit: 100 }, { headers: companyA });
    for (const item of response.body.items)
      expect(lintSipConfig((await fetchDevice(item.id)).configuration).diagnostics).toEqual([]);
  });

  it('searches in the name, the address and the server', async () => {
    const byAddress = await t.call('GetSipDevices', { Search: 'новослободская, д. 33' }, { headers: companyA });
    expect(byAddress.body.items.map((item: { name: string }) => item.name)).toEqual(['Калитка Новослободская 33']);
    const byServer = await t.call('GetSipDevices', { Search: 'сервер новослободская' }, { headers: companyA });
    expect(byServer.body.items.map((item: { name: string }) => item.name)).toEqual(['Калитка Новослободская 33']);
  });

  it('filters by ServerId and OpenMethod, and sorts by server and added', async () => {
    const onSecond = await t.call('GetSipDevices', { ServerId: serversA[1].id }, { headers: companyA });
    expect(onSecond.body.items.every((item: { serverId: string }) => item.serverId === serversA[1].id)).toBe(true);
    expect(onSecond.body.total).toBeGreaterThanOrEqual(1);
    const relays = await t.call('GetSipDevices', { OpenMethod: 'relay' }, { headers: companyA });
    expect(relays.body.items.map((item: { name: string }) => item.name)).toEqual(['Панель Лесная 14, подъезд 1']);
    const byServer = await t.call(
      'GetSipDevices',
      { Sort: 'server', Order: 'DESC', Limit: 100 },
      { headers: companyA },
    );
    const servers = byServer.body.items.map((item: { server: string }) => item.server);
    expect(servers[0]).toBe('SIP-сервер Новослободская');
    const byAdded = await t.call('GetSipDevices', { Sort: 'added', Limit: 100 }, { headers: companyA });
    const added = byAdded.body.items.map((item: { added: string }) => item.added);
    expect(added).toEqual([...added].sort());
  });

  it('pages with a total', async () => {
    const first = await t.call('GetSipDevices', { Limit: 2 }, { headers: companyA });
    const second = await t.call('GetSipDevices', { Limit: 2, Offset: 2 }, { headers: companyA });
    expect(first.body.items).toHaveLength(2);
    expect(second.body.total).toBe(first.body.total);
    expect(second.body.items[0].id).not.toBe(first.body.items[1].id);
  });

  it('refuses an unknown Sort or OpenMethod with 400', async () => {
    expect((await t.call('GetSipDevices', { Sort: 'configuration' }, { headers: companyA })).status).toBe(400);
    const response = await t.call('GetSipDevices', { OpenMethod: 'telepathy' }, { headers: companyA });
    expect(response).toMatchObject({
      status: 400,
      body: { error: errors.invalidParams, fields: { OpenMethod: expect.any(String) } },
    });
  });
});

describe('RegisterSipDevice', () => {
  it('registers a device and returns its id; the list shows it', async () => {
    const response = await register({ Name: '  Панель Лесная 14, подъезд 2  ', Description: 'Новая панель' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(await fetchDevice(response.body.id)).toMatchObject({
      sipDeviceName: 'Панель Лесная 14, подъезд 2',
      server: serversA[0].name,
      address: null,
      registered: null,
      abonentCount: 0,
      openMethod: 'dtmf',
      dtmfOpenCommand: '*7#',
      description: 'Новая панель',
      configuration: CONFIGURATION.replace('Sw0rdfish-7', HIDDEN_SECRET).trimEnd() + '\n',
    });
  });

  it('requires a name, a server, an open method and a configuration', async () => {
    const response = await t.call('RegisterSipDevice', {}, { headers: companyA });
    expect(response).toMatchObject({
      status: 400,
      body: {
        error: errors.invalidParams,
        fields: {
          Name: validation.required,
          ServerId: validation.required,
          OpenMethod: validation.required,
          Configuration: validation.required,
        },
      },
    });
    expect((await register({ Name: ' a ' })).body.fields).toEqual({ Name: validation.minLength2 });
  });

  it.each(['12a', '1 2', '*#-', '٣'])('refuses the DTMF command %j', async (DtmfOpenCommand) => {
    const response = await register({ DtmfOpenCommand });
    expect(response).toMatchObject({ status: 400, body: { fields: { DtmfOpenCommand: validation.dtmf } } });
  });

  it('accepts digits, *, # and + as the DTMF command, and none at all', async () => {
    expect(
      (await register({ DtmfOpenCommand: '+12*#', Configuration: CONFIGURATION.replace('*7#', '+12*#') })).status,
    ).toBe(200);
    const without = await register({ DtmfOpenCommand: '', OpenMethod: 'relay' });
    expect(without.status).toBe(200);
    expect((await fetchDevice(without.body.id)).dtmfOpenCommand).toBeNull();
  });

  it('refuses a DTMF command other than the configuration’s dtmf_code, on the command, naming the code and its line', async () => {
    const response = await register({ DtmfOpenCommand: '*9#' });
    expect(response).toMatchObject({
      status: 400,
      body: {
        error: errors.invalidParams,
        fields: { DtmfOpenCommand: withArgs(sipMessages.dtmfDiffersFromConfiguration, { code: '*7#', line: 7 }) },
      },
    });
    // Spaces around the command are not a difference.
    expect((await register({ DtmfOpenCommand: ' *7# ' })).status).toBe(200);
  });

  it('accepts either one alone: a command with no dtmf_code in the configuration, or a dtmf_code with no command', async () => {
    const noCode = await register({
      DtmfOpenCommand: '*9#',
      Configuration: CONFIGURATION.replace('[door]\ndtmf_code = *7#\n', ''),
    });
    expect(noCode.status).toBe(200);
    expect(await fetchDevice(noCode.body.id)).toMatchObject({ dtmfOpenCommand: '*9#' });
    const noCommand = await register({ DtmfOpenCommand: '', OpenMethod: 'relay' });
    expect(noCommand.status).toBe(200);
    expect(await fetchDevice(noCommand.body.id)).toMatchObject({
      dtmfOpenCommand: null,
      configuration: expect.stringContaining('dtmf_code = *7#'),
    });
  });

  it('refuses an invalid configuration naming the line and the reason', async () => {
    const broken = CONFIGURATION.replace('transport = tls', 'transport = sctp');
    const response = await register({ Configuration: broken });
    expect(response).toMatchObject({
      status: 400,
      body: {
        error: errors.invalidParams,
        fields: {
          Configuration: atLine(configMessages.unknownValue, {
            key: 'transport',
            value: 'sctp',
            allowed: 'udp, tcp, tls',
            line: 4,
          }),
        },
      },
    });
  });

  it('refuses a configuration without the SIP account, and a DTMF code the rule refuses', async () => {
    const noAccount = await register({ Configuration: '[door]\nrelay_time_ms = 3000\n' });
    expect(noAccount.body.fields.Configuration).toBe(atLine(configMessages.missingGroup, { group: 'sip', line: 1 }));
    const badCode = await register({ Configuration: CONFIGURATION.replace('*7#', '*7-') });
    expect(badCode.body.fields.Configuration).toBe(atLine(validation.dtmf, { key: 'dtmf_code', line: 7 }));
  });

  it('refuses the hidden-secret placeholder on a new device: there is nothing to keep', async () => {
    const response = await register({ Configuration: CONFIGURATION.replace('Sw0rdfish-7', HIDDEN_SECRET) });
    expect(response).toMatchObject({
      status: 400,
      body: { fields: { Configuration: atLine(configMessages.hiddenSecret, { key: 'password', line: 3 }) } },
    });
  });

  it('refuses a server or an address of another company', async () => {
    const foreignServer = await register({ ServerId: serverB.id });
    expect(foreignServer).toMatchObject({ status: 400, body: { fields: { ServerId: errors.unknownSipServer } } });
    const [addressOfB] = (await t.call('GetAddress', { Limit: 1 }, { headers: companyB })).body.items;
    const foreignAddress = await register({ AddressId: addressOfB.id });
    expect(foreignAddress).toMatchObject({ status: 400, body: { fields: { AddressId: errors.unknownAddress } } });
  });

  it('refuses a name the company already uses, whatever the case, with 409; another company may use it', async () => {
    const response = await register({ Name: 'ПАНЕЛЬ ЛЕСНАЯ 12, ПОДЪЕЗД 1' });
    expect(response).toMatchObject({ status: 409, body: { error: errors.sipDeviceExists } });
    const inB = await register({ Name: 'Панель Лесная 12, подъезд 1', ServerId: serverB.id }, companyB);
    expect(inB.status).toBe(200);
  });

  it('ignores a company id sent by the client', async () => {
    const response = await register({ CompanyId: '00000000-0000-4000-8000-000000000000' });
    expect(response.status).toBe(200);
    expect((await fetchDevice(response.body.id)).companyName).toBe('УК «Северный квартал»');
  });
});

describe('EditSipDevice', () => {
  it('changes only what is sent and returns the stored record', async () => {
    const { body } = await register({ Description: 'Было' });
    const [address] = (await t.call('GetAddress', { Limit: 1 }, { headers: companyA })).body.items;
    const response = await t.call(
      'EditSipDevice',
      { SipDeviceId: body.id, ServerId: serversA[1].id, AddressId: address.id, Description: null },
      { headers: companyA },
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: body.id,
      server: serversA[1].name,
      address: address.value,
      description: null,
      dtmfOpenCommand: '*7#',
      openMethod: 'dtmf',
    });
  });

  it('keeps the stored password when the hidden placeholder comes back, and changes it when typed', async () => {
    const { body } = await register();
    const shown = (await fetchDevice(body.id)).configuration;
    const edited = shown.replace('transport = tls', 'transport = tcp');
    const response = await t.call(
      'EditSipDevice',
      { SipDeviceId: body.id, Configuration: edited },
      { headers: companyA },
    );
    expect(response.status).toBe(200);
    expect(response.body.configuration).toContain('transport = tcp');
    const stored = await storedConfiguration(body.id);
    expect(stored).toContain('password = Sw0rdfish-7');
    expect(stored).toContain('transport = tcp');

    await t.call(
      'EditSipDevice',
      { SipDeviceId: body.id, Configuration: edited.replace(HIDDEN_SECRET, 'N3w-secret') },
      { headers: companyA },
    );
    expect(await storedConfiguration(body.id)).toContain('password = N3w-secret');
  });

  it('refuses an invalid configuration naming the line and the reason, and changes nothing', async () => {
    const { body } = await register();
    const response = await t.call(
      'EditSipDevice',
      { SipDeviceId: body.id, Name: 'Другое имя', Configuration: `${CONFIGURATION}[audio]\nspeaker_volume = 11\n` },
      { headers: companyA },
    );
    expect(response).toMatchObject({
      status: 400,
      body: {
        fields: {
          Configuration: atLine(configMessages.outOfRange, { key: 'speaker_volume', min: 0, max: 10, line: 9 }),
        },
      },
    });
    expect((await fetchDevice(body.id)).name).not.toBe('Другое имя');
  });

  it('refuses a DTMF command the rule refuses, and a rename into a duplicate with 409', async () => {
    const { body } = await register();
    const dtmf = await t.call('EditSipDevice', { SipDeviceId: body.id, DtmfOpenCommand: '1-2' }, { headers: companyA });
    expect(dtmf).toMatchObject({ status: 400, body: { fields: { DtmfOpenCommand: validation.dtmf } } });
    const duplicate = await t.call(
      'EditSipDevice',
      { SipDeviceId: body.id, Name: 'Калитка Новослободская 33' },
      { headers: companyA },
    );
    expect(duplicate).toMatchObject({ status: 409, body: { error: errors.sipDeviceExists } });
  });

  it('refuses an edit that would make the DTMF command and dtmf_code differ, on the parameter sent, and changes nothing', async () => {
    const { body } = await register();
    const command = await t.call(
      'EditSipDevice',
      { SipDeviceId: body.id, DtmfOpenCommand: '*9#' },
      { headers: companyA },
    );
    expect(command).toMatchObject({
      status: 400,
      body: {
        fields: { DtmfOpenCommand: withArgs(sipMessages.dtmfDiffersFromConfiguration, { code: '*7#', line: 7 }) },
      },
    });
    const configuration = await t.call(
      'EditSipDevice',
      { SipDeviceId: body.id, Name: 'Другое имя', Configuration: CONFIGURATION.replace('*7#', '*9#') },
      { headers: companyA },
    );
    expect(configuration).toMatchObject({
      status: 400,
      body: {
        fields: { Configuration: withArgs(sipMessages.configurationDiffersFromDtmf, { command: '*7#', line: 7 }) },
      },
    });
    expect(await fetchDevice(body.id)).toMatchObject({
      dtmfOpenCommand: '*7#',
      configuration: expect.stringContaining('dtmf_code = *7#'),
    });
    expect((await fetchDevice(body.id)).name).not.toBe('Другое имя');

    // Both changed together agree, and are saved; clearing the command leaves the configuration's code alone.
    const both = await t.call(
      'EditSipDevice',
      { SipDeviceId: body.id, DtmfOpenCommand: '*9#', Configuration: CONFIGURATION.replace('*7#', '*9#') },
      { headers: companyA },
    );
    expect(both).toMatchObject({
      status: 200,
      body: { dtmfOpenCommand: '*9#', configuration: expect.stringContaining('dtmf_code = *9#') },
    });
    const cleared = await t.call(
      'EditSipDevice',
      { SipDeviceId: body.id, DtmfOpenCommand: null, OpenMethod: 'relay' },
      { headers: companyA },
    );
    expect(cleared).toMatchObject({ status: 200, body: { dtmfOpenCommand: null, openMethod: 'relay' } });
  });

  it("answers for another company's device or an unknown one with 404, and leaves it alone", async () => {
    const [deviceOfB] = (await t.call('GetSipDevices', {}, { headers: companyB })).body.items;
    const response = await t.call(
      'EditSipDevice',
      { SipDeviceId: deviceOfB.id, Name: 'Захвачено' },
      { headers: companyA },
    );
    expect(response).toMatchObject({ status: 404, body: { error: errors.notFound } });
    expect((await fetchDevice(deviceOfB.id, companyB)).name).toBe(deviceOfB.name);
    expect((await t.call('GetSipDevices', { SipDeviceId: deviceOfB.id }, { headers: companyA })).body).toEqual({
      items: [],
      total: 0,
    });
    expect(await t.call('GetSipDevice', { SipDeviceId: deviceOfB.id }, { headers: companyA })).toMatchObject({
      status: 404,
      body: { error: errors.notFound },
    });
    const unknown = await t.call(
      'EditSipDevice',
      { SipDeviceId: '00000000-0000-4000-8000-000000000000', Name: 'Нет' },
      { headers: companyA },
    );
    expect(unknown.status).toBe(404);
  });
});

describe('DeleteSipDevice', () => {
  it('deletes a device of the company', async () => {
    const { body } = await register();
    const response = await t.call('DeleteSipDevice', { SipDeviceId: body.id }, { headers: companyA });
    expect(response).toMatchObject({ status: 200, body: {} });
    expect(await fetchDevice(body.id)).toBeUndefined();
    const again = await t.call('DeleteSipDevice', { SipDeviceId: body.id }, { headers: companyA });
    expect(again).toMatchObject({ status: 404, body: { error: errors.notFound } });
  });

  it("never deletes another company's device", async () => {
    const [deviceOfB] = (await t.call('GetSipDevices', {}, { headers: companyB })).body.items;
    const response = await t.call('DeleteSipDevice', { SipDeviceId: deviceOfB.id }, { headers: companyA });
    expect(response.status).toBe(404);
    expect(await fetchDevice(deviceOfB.id, companyB)).toBeDefined();
  });
});
