import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-data';
import { abonentMessages } from '../../contract/abonent';
import { keyMessages } from '../../contract/abonent-key';
import { errors, validation, withArgs } from '../../contract/messages';
import { createTestApp, type TestApp } from './support/test-app';
import { riversideSession } from './support/sessions';

let t: TestApp;
/** УК «Северный квартал» (company A, twelve demo abonents) and Riverside Property Management (company B, none). */
let companyA: Record<string, string>;
let companyB: Record<string, string>;
let platform: Record<string, string>;

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp();
  companyA = (await t.signIn(DEMO_ACCOUNTS.companyAdmin, 'company')).headers;
  companyB = await riversideSession(t);
  platform = (await t.signIn(DEMO_ACCOUNTS.platformAdmin, 'platform')).headers;
});
afterAll(() => t.close());

const names = (body: { items: { name: string }[] }) => body.items.map((item) => item.name);

/** Registers an abonent in company B (or `headers`') and returns its id. */
const addAbonent = async (params: Record<string, unknown> = {}, headers = companyB) => {
  const response = await t.call(
    'AddAbonent',
    { Name: 'Oliver Bennett', PhoneNumber: '+44 7911 123456', ...params },
    { headers },
  );
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.id as string;
};
const getAbonent = async (id: string, headers = companyB) =>
  (await t.call('GetAbonentDetails', { Id: id }, { headers })).body.items[0];

describe('GetAbonents', () => {
  /** The first abonent of company A by name: its own fields, then what it has and is linked to. */
  const ownFields = {
    id: expect.any(String),
    name: 'Андреев Павел Сергеевич',
    phoneNumber: '79161234501',
    building: 'Лесная, 12',
    room: '14',
    addressId: expect.any(String),
    address: 'г. Москва, ул. Лесная, д. 12, подъезд 1',
    floor: 4,
    lowerFloor: -1,
    allowedFloors: '-1, 1-4',
    digitalKeyId: null,
    comment: null,
    administrator: false,
    accessTimeInterval: null,
    openOnCall: true,
    cars: [{ model: 'Škoda Octavia', number: 'А123ВС777' }],
    accessZoneId: expect.any(String),
    tariffId: expect.any(String),
    created: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
  };
  const details = {
    accessCardAndBleTagId: [3301, 1045872],
    blockedCards: [],
    intercoms: [{ id: expect.any(String), intercomName: 'Подъезд 1, Лесная 12', apartment: 14 }],
    accessZone: 'ЖК «Северный квартал»',
    tariff: 'Семейный',
    cameraIds: [expect.any(String), expect.any(String)],
    cameras: [
      { id: expect.any(String), name: 'Лесная, 12 — подъезд 1, вход' },
      { id: expect.any(String), name: 'Паркинг — въезд' },
    ],
    sipDeviceIds: [expect.any(String)],
    sipDevices: [{ id: expect.any(String), name: 'Панель Лесная 12, подъезд 1' }],
    permanentKeys: 2,
    temporaryKeys: 0,
  };

  it('lists the company’s abonents by name, with the total and each abonent’s own fields', async () => {
    const response = await t.call('GetAbonents', { Limit: 5 }, { headers: companyA });
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(12);
    expect(names(response.body)).toEqual([...names(response.body)].sort((a, b) => a.localeCompare(b)));
    expect(response.body.items[0]).toStrictEqual(ownFields);
  });

  it('GetAbonentDetails lists the same pages as whole records, and reads one by Id', async () => {
    const query = { Search: 'Лесная', Sort: 'room', Order: 'DESC', Offset: 1, Limit: 3 };
    const rows = await t.call('GetAbonents', query, { headers: companyA });
    const records = await t.call('GetAbonentDetails', query, { headers: companyA });
    expect(records.status).toBe(200);
    expect(records.body.total).toBe(rows.body.total);
    expect(records.body.items.map((record: { id: string }) => record.id)).toEqual(
      rows.body.items.map((row: { id: string }) => row.id),
    );
    const first = (await t.call('GetAbonents', { Limit: 1 }, { headers: companyA })).body.items[0];
    const one = await t.call('GetAbonentDetails', { Id: first.id }, { headers: companyA });
    expect(one.body).toStrictEqual({ items: [{ ...ownFields, ...details, id: first.id }], total: 1 });
  });

  it('GetAbonentDetails is for the company area only, and shows no other company’s abonent', async () => {
    const [ofA] = (await t.call('GetAbonents', { Limit: 1 }, { headers: companyA })).body.items;
    expect((await t.call('GetAbonentDetails', { Id: ofA.id }, { headers: companyB })).body).toEqual({
      items: [],
      total: 0,
    });
    expect((await t.call('GetAbonentDetails', {}, { headers: platform })).status).toBe(403);
    expect((await t.call('GetAbonentDetails', {})).status).toBe(401);
  });

  it.each([
    ['a name', 'белова', ['Белова Наталья Игоревна']],
    ['a phone as people write it', '+7 (926) 123-45-06', ['Егорова Мария Алексеевна']],
    ['a Russian phone with the trunk prefix 8', '8 926 123-45-06', ['Егорова Мария Алексеевна']],
    ['a building', 'Палиха', ['Кузнецова Анна Владимировна', 'Лебедев Игорь Романович']],
    ['a room', 'м/м', ['Морозова Светлана Юрьевна']],
  ])('searches by %s', async (_, Search, expected) => {
    const response = await t.call('GetAbonents', { Search }, { headers: companyA });
    expect(names(response.body)).toEqual(expected);
    expect(response.body.total).toBe(expected.length);
  });

  it('a search of digits and dashes finds a building or room written so, and the phones with those digits', async () => {
    await addAbonent({ Name: 'Harriet Lane', PhoneNumber: '+44 7911 123470', Building: 'Block 14-2' });
    await addAbonent({ Name: 'Isaac Moore', PhoneNumber: '+44 7911 123471', Room: '14-2' });
    await addAbonent({ Name: 'Jack Reed', PhoneNumber: '+44 7911 142000' });
    const response = await t.call('GetAbonents', { Search: '14-2' }, { headers: companyB });
    expect(names(response.body)).toEqual(['Harriet Lane', 'Isaac Moore', 'Jack Reed']);
    expect(response.body.total).toBe(3);
  });

  it('finds an abonent by a card or BLE tag ID, and follows a change of the codes', async () => {
    const id = await addAbonent({ Name: 'Lucy Grant', PhoneNumber: '+44 7911 123480' });
    await t.call('UpdateAbonentCodes', { AbonentId: id, AccessCardAndBleTagId: [8801] }, { headers: companyB });
    const search = async (Search: string, headers = companyB) => {
      const { body } = await t.call('GetAbonents', { Search }, { headers });
      expect(body.total).toBe(body.items.length);
      return names(body);
    };
    expect(await search('8801')).toEqual(['Lucy Grant']);
    expect(await search(' 8801 ')).toEqual(['Lucy Grant']);
    // A search finds the codes as a whole: a part of one is not a code.
    expect(await search('880')).toEqual([]);
    expect((await t.call('GetAbonentDetails', { Search: '8801' }, { headers: companyB })).body.items).toMatchObject([
      { name: 'Lucy Grant', accessCardAndBleTagId: [8801] },
    ]);

    await t.call('UpdateAbonentCodes', { AbonentId: id, AccessCardAndBleTagId: [8802] }, { headers: companyB });
    expect(await search('8801')).toEqual([]);
    expect(await search('8802')).toEqual(['Lucy Grant']);
    // Another company's abonents are not searched.
    expect(await search('8802', companyA)).not.toContain('Lucy Grant');
  });

  it('sorts by room descending and pages without overlaps or gaps', async () => {
    const all = await t.call('GetAbonents', { Sort: 'room', Order: 'DESC', Limit: 100 }, { headers: companyA });
    const pages = [];
    for (let offset = 0; offset < 12; offset += 5) {
      const page = await t.call(
        'GetAbonents',
        { Sort: 'room', Order: 'DESC', Offset: offset, Limit: 5 },
        { headers: companyA },
      );
      pages.push(...names(page.body));
    }
    expect(pages).toEqual(names(all.body));
  });

  it('refuses an unknown Sort with 400', async () => {
    const response = await t.call('GetAbonents', { Sort: 'comment' }, { headers: companyA });
    expect(response).toMatchObject({ status: 400, body: { fields: { Sort: validation.invalid } } });
  });

  it('is for the company area only', async () => {
    expect((await t.call('GetAbonents', {}, { headers: platform })).status).toBe(403);
    expect((await t.call('GetAbonents', {})).status).toBe(401);
  });
});

describe('AddAbonent and EditAbonent', () => {
  it('registers an abonent with every field, the phone stored as E.164 digits', async () => {
    const [address] = (await t.call('GetAddress', { Limit: 1 }, { headers: companyB })).body.items;
    const id = await addAbonent({
      Name: '  Amelia Clarke ',
      PhoneNumber: '+44 7911 123457',
      Building: 'Harbour House',
      Room: '4B',
      AddressId: address.id,
      Floor: 4,
      LowerFloor: -1,
      AllowedFloors: '-1, 1-4',
      DigitalKeyId: 'DK-1001',
      Comment: 'Dog walker comes at noon',
      Administrator: true,
      AccessTimeInterval: { start: '06:30', end: '22:00' },
      OpenOnCall: true,
      Cars: [{ model: 'Mini Cooper', number: 'LD21 ABC' }],
    });
    expect(await getAbonent(id)).toMatchObject({
      name: 'Amelia Clarke',
      phoneNumber: '447911123457',
      building: 'Harbour House',
      room: '4B',
      addressId: address.id,
      address: address.value,
      floor: 4,
      lowerFloor: -1,
      allowedFloors: '-1, 1-4',
      digitalKeyId: 'DK-1001',
      comment: 'Dog walker comes at noon',
      administrator: true,
      accessTimeInterval: { start: '06:30', end: '22:00' },
      openOnCall: true,
      cars: [{ model: 'Mini Cooper', number: 'LD21 ABC' }],
      accessCardAndBleTagId: [],
      intercoms: [],
    });
  });

  it('reads a Russian number with the trunk prefix 8', async () => {
    const id = await addAbonent({ PhoneNumber: '8 (926) 555-12-34' });
    expect((await getAbonent(id)).phoneNumber).toBe('79265551234');
  });

  it.each([
    [{ Name: 'A' }, 'Name', validation.minLength2],
    [{ Name: '   ' }, 'Name', validation.required],
    [{ PhoneNumber: '12345' }, 'PhoneNumber', validation.phone],
    [{ PhoneNumber: '+7 926 abc 12 34' }, 'PhoneNumber', validation.phone],
    [{ Floor: 201 }, 'Floor', withArgs(validation.lessThan, { max: 201 })],
    [{ LowerFloor: -11 }, 'LowerFloor', withArgs(validation.moreThan, { min: -11 })],
    [{ Floor: 2.5 }, 'Floor', validation.integer],
    [{ AllowedFloors: '1 to 5' }, 'AllowedFloors', abonentMessages.floors],
    [{ AccessTimeInterval: { start: '22:00', end: '06:00' } }, 'AccessTimeInterval', abonentMessages.intervalOrder],
    [{ AccessTimeInterval: { start: '08:00', end: '08:00' } }, 'AccessTimeInterval', abonentMessages.intervalOrder],
    [{ AccessTimeInterval: { start: '08:00' } }, 'AccessTimeInterval', abonentMessages.intervalIncomplete],
    [{ AccessTimeInterval: { start: '25:00', end: '26:00' } }, 'AccessTimeInterval', abonentMessages.time],
    [{ Cars: [{ model: 'Lada' }] }, 'Cars', validation.required],
  ])('refuses %j with 400 and the message on its parameter', async (params, field, message) => {
    const response = await t.call(
      'AddAbonent',
      { Name: 'Oliver Bennett', PhoneNumber: '+447911123456', ...params },
      { headers: companyB },
    );
    expect(response).toMatchObject({
      status: 400,
      body: { error: errors.invalidParams, fields: { [field]: message } },
    });
  });

  it('refuses an address of another company, under the address', async () => {
    const [addressOfA] = (await t.call('GetAddress', { Limit: 1 }, { headers: companyA })).body.items;
    const response = await t.call(
      'AddAbonent',
      { Name: 'Oliver Bennett', PhoneNumber: '+447911123456', AddressId: addressOfA.id },
      { headers: companyB },
    );
    expect(response).toMatchObject({ status: 400, body: { fields: { AddressId: abonentMessages.addressNotFound } } });
  });

  it('edits only what it is given, clears emptied values and returns the stored record', async () => {
    const id = await addAbonent({
      Building: 'Harbour House',
      Room: '7',
      AccessTimeInterval: { start: '08:00', end: '20:00' },
    });
    const response = await t.call(
      'EditAbonent',
      { AbonentId: id, Room: '', Floor: 3, AccessTimeInterval: { start: '', end: '' } },
      { headers: companyB },
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id,
      name: 'Oliver Bennett',
      building: 'Harbour House',
      room: null,
      floor: 3,
      accessTimeInterval: null,
    });
  });

  it('validates an edit like an add', async () => {
    const id = await addAbonent();
    const response = await t.call('EditAbonent', { AbonentId: id, PhoneNumber: '000' }, { headers: companyB });
    expect(response).toMatchObject({ status: 400, body: { fields: { PhoneNumber: validation.phone } } });
  });
});

describe('DeleteAbonent', () => {
  it('deletes the abonent with its codes, so the codes are free again', async () => {
    const id = await addAbonent();
    await t.call('UpdateAbonentCodes', { AbonentId: id, AccessCardAndBleTagId: [777001] }, { headers: companyB });
    expect((await t.call('DeleteAbonent', { AbonentId: id }, { headers: companyB })).body).toEqual({});
    expect(await getAbonent(id)).toBeUndefined();
    const other = await addAbonent();
    const response = await t.call(
      'UpdateAbonentCodes',
      { AbonentId: other, AccessCardAndBleTagId: [777001] },
      { headers: companyB },
    );
    expect(response.status).toBe(200);
  });

  it('answers an unknown abonent with 404', async () => {
    const response = await t.call('DeleteAbonent', { AbonentId: UNKNOWN_ID }, { headers: companyB });
    expect(response).toMatchObject({ status: 404, body: { error: errors.notFound } });
  });
});

describe('UpdateAbonentCodes', () => {
  it('replaces the codes, numbers or digit strings, and returns them sorted', async () => {
    const id = await addAbonent();
    await t.call('UpdateAbonentCodes', { AbonentId: id, AccessCardAndBleTagId: [5, 6] }, { headers: companyB });
    const response = await t.call(
      'UpdateAbonentCodes',
      { AbonentId: id, AccessCardAndBleTagId: ['16777215', 0, ' 42 '] },
      { headers: companyB },
    );
    expect(response.body).toEqual({ id, accessCardAndBleTagId: [0, 42, 16777215] });
    expect((await getAbonent(id)).accessCardAndBleTagId).toEqual([0, 42, 16777215]);
  });

  it.each([
    [[16777216], validation.accessCode],
    [[99999999999], validation.accessCode],
    [['12a'], validation.codeFormat],
    [[-1], validation.codeFormat],
    [[1.5], validation.codeFormat],
    [[''], validation.codeFormat],
    [[100, 200, 100], validation.unique],
  ])('refuses %j with 400: %s', async (codes, message) => {
    const id = await addAbonent();
    const response = await t.call(
      'UpdateAbonentCodes',
      { AbonentId: id, AccessCardAndBleTagId: codes },
      { headers: companyB },
    );
    expect(response).toMatchObject({ status: 400, body: { fields: { AccessCardAndBleTagId: message } } });
  });

  it('refuses a code another abonent of the company holds with 409, naming the code', async () => {
    const first = await addAbonent();
    const second = await addAbonent();
    await t.call('UpdateAbonentCodes', { AbonentId: first, AccessCardAndBleTagId: [550001] }, { headers: companyB });
    const response = await t.call(
      'UpdateAbonentCodes',
      { AbonentId: second, AccessCardAndBleTagId: [12, 550001] },
      { headers: companyB },
    );
    expect(response).toMatchObject({
      status: 409,
      body: { fields: { AccessCardAndBleTagId: withArgs(abonentMessages.codeTaken, { code: 550001 }) } },
    });
    expect((await getAbonent(second)).accessCardAndBleTagId).toEqual([]);
  });

  it('allows the same code in another company', async () => {
    // 1045872 is a demo code of УК «Северный квартал».
    const id = await addAbonent();
    const response = await t.call(
      'UpdateAbonentCodes',
      { AbonentId: id, AccessCardAndBleTagId: [1045872] },
      { headers: companyB },
    );
    expect(response.status).toBe(200);
  });

  it('the database refuses a duplicate or an out-of-range code whoever writes it', async () => {
    const [abonent] = (await t.call('GetAbonents', { Search: 'Андреев' }, { headers: companyA })).body.items;
    const insertCode = (code: number) =>
      t.db.execute(
        sql`insert into abonent_codes (company_id, abonent_id, code) select company_id, id, ${code} from abonents where id = ${abonent.id}`,
      );
    await insertCode(1045999);
    await expect(insertCode(1045872)).rejects.toThrow();
    await expect(insertCode(16777216)).rejects.toThrow();
    expect((await getAbonent(abonent.id, companyA)).accessCardAndBleTagId).toEqual([3301, 1045872, 1045999]);
  });
});

describe('AddAbonentIntercom and DeleteAbonentIntercom', () => {
  it('adds an intercom, shows it in the record, and deletes it', async () => {
    const id = await addAbonent();
    const added = await t.call(
      'AddAbonentIntercom',
      { AbonentId: id, IntercomName: 'Main gate', Apartment: 9999 },
      { headers: companyB },
    );
    expect(added.body).toEqual({ id: expect.any(String) });
    expect((await getAbonent(id)).intercoms).toEqual([
      { id: added.body.id, intercomName: 'Main gate', apartment: 9999 },
    ]);
    const deleted = await t.call('DeleteAbonentIntercom', { IntercomId: added.body.id }, { headers: companyB });
    expect(deleted).toMatchObject({ status: 200, body: {} });
    expect((await getAbonent(id)).intercoms).toEqual([]);
  });

  it.each([
    [{ Apartment: 10000 }, 'Apartment', validation.sipApartment],
    [{ Apartment: 0 }, 'Apartment', withArgs(validation.moreThan, { min: 0 })],
    [{ Apartment: 'twelve' }, 'Apartment', validation.number],
    [{ IntercomName: ' ' }, 'IntercomName', validation.required],
  ])('refuses %j with 400', async (params, field, message) => {
    const id = await addAbonent();
    const response = await t.call(
      'AddAbonentIntercom',
      { AbonentId: id, IntercomName: 'Main gate', Apartment: 12, ...params },
      { headers: companyB },
    );
    expect(response).toMatchObject({ status: 400, body: { fields: { [field]: message } } });
  });
});

describe('abonent keys', () => {
  it('pages an abonent’s keys newest first, filters by type, and counts them on the abonent', async () => {
    const id = await addAbonent();
    for (let index = 1; index <= 7; index += 1) {
      const response = await t.call(
        'AddAbonentKey',
        { AbonentId: id, Title: `Key ${index}`, KeyType: 'permanent' },
        { headers: companyB },
      );
      expect(response.status).toBe(200);
    }
    const temporary = await t.call(
      'AddAbonentKey',
      {
        AbonentId: id,
        Title: 'Guest',
        KeyType: 'temporary',
        ValidFrom: '2026-12-01T09:00:00.000Z',
        ValidUntil: '2026-12-08T09:00:00.000Z',
      },
      { headers: companyB },
    );
    expect(temporary.status).toBe(200);

    const first = await t.call('GetAbonentKeys', { AbonentId: id, Limit: 3 }, { headers: companyB });
    expect(first.body.total).toBe(8);
    expect(first.body.items.map((key: { title: string }) => key.title)).toEqual(['Guest', 'Key 7', 'Key 6']);
    expect(first.body.items[0]).toEqual({
      id: temporary.body.id,
      abonentId: id,
      title: 'Guest',
      keyType: 'temporary',
      status: 'sent',
      validFrom: '2026-12-01T09:00:00.000Z',
      validUntil: '2026-12-08T09:00:00.000Z',
      created: expect.any(String),
    });
    const pages = [];
    for (let offset = 0; offset < 8; offset += 3) {
      const page = await t.call('GetAbonentKeys', { AbonentId: id, Offset: offset, Limit: 3 }, { headers: companyB });
      pages.push(...page.body.items.map((key: { id: string }) => key.id));
    }
    expect(new Set(pages).size).toBe(8);

    const onlyTemporary = await t.call(
      'GetAbonentKeys',
      { AbonentId: id, KeyType: 'temporary' },
      { headers: companyB },
    );
    expect(onlyTemporary.body.total).toBe(1);
    expect(await getAbonent(id)).toMatchObject({ permanentKeys: 7, temporaryKeys: 1 });
  });

  it.each([
    [{ KeyType: 'temporary' }, 'ValidFrom', keyMessages.periodRequired],
    [
      { KeyType: 'temporary', ValidFrom: '2026-12-08T09:00:00Z', ValidUntil: '2026-12-01T09:00:00Z' },
      'ValidUntil',
      keyMessages.periodOrder,
    ],
    [{ KeyType: 'weekly' }, 'KeyType', validation.required],
    [{ Title: 'K' }, 'Title', validation.minLength2],
  ])('refuses %j with 400', async (params, field, message) => {
    const id = await addAbonent();
    const response = await t.call(
      'AddAbonentKey',
      { AbonentId: id, Title: 'Guest', KeyType: 'permanent', ...params },
      { headers: companyB },
    );
    expect(response).toMatchObject({ status: 400, body: { fields: { [field]: message } } });
  });

  it('a permanent key keeps no period even when one is sent', async () => {
    const id = await addAbonent();
    const params = {
      AbonentId: id,
      Title: 'Front door',
      KeyType: 'permanent',
      ValidFrom: '2026-12-01T09:00:00Z',
      ValidUntil: '2026-12-08T09:00:00Z',
    };
    await t.call('AddAbonentKey', params, { headers: companyB });
    const [key] = (await t.call('GetAbonentKeys', { AbonentId: id }, { headers: companyB })).body.items;
    expect(key).toMatchObject({ keyType: 'permanent', validFrom: null, validUntil: null });
  });

  it('deletes a key', async () => {
    const id = await addAbonent();
    const added = await t.call(
      'AddAbonentKey',
      { AbonentId: id, Title: 'Front door', KeyType: 'permanent' },
      { headers: companyB },
    );
    expect((await t.call('DeleteAbonentKey', { KeyId: added.body.id }, { headers: companyB })).status).toBe(200);
    expect((await t.call('GetAbonentKeys', { AbonentId: id }, { headers: companyB })).body.total).toBe(0);
    expect((await t.call('DeleteAbonentKey', { KeyId: added.body.id }, { headers: companyB })).status).toBe(404);
  });
});

describe('SIP devices of an abonent', () => {
  const devicesOf = async (headers: Record<string, string>) =>
    (await t.call('GetSipDevices', { Limit: 100 }, { headers })).body.items as {
      sipDeviceId: string;
      sipDeviceName: string;
      abonentCount: number;
    }[];
  const countOf = async (sipDeviceId: string) =>
    (await t.call('GetSipDevices', { SipDeviceId: sipDeviceId }, { headers: companyB })).body.items[0].abonentCount;

  it('links the company’s devices, shows them in the record and counts the abonents on each device', async () => {
    const [panel] = await devicesOf(companyB);
    const before = await countOf(panel.sipDeviceId);
    const id = await addAbonent({ SipDeviceIds: [panel.sipDeviceId, panel.sipDeviceId] });
    expect(await getAbonent(id)).toMatchObject({
      sipDeviceIds: [panel.sipDeviceId],
      sipDevices: [{ id: panel.sipDeviceId, name: panel.sipDeviceName }],
    });
    expect(await countOf(panel.sipDeviceId)).toBe(before + 1);

    const unlinked = await t.call('EditAbonent', { AbonentId: id, SipDeviceIds: [] }, { headers: companyB });
    expect(unlinked.body.sipDevices).toEqual([]);
    expect(await countOf(panel.sipDeviceId)).toBe(before);

    await t.call('EditAbonent', { AbonentId: id, SipDeviceIds: [panel.sipDeviceId] }, { headers: companyB });
    await t.call('DeleteAbonent', { AbonentId: id }, { headers: companyB });
    expect(await countOf(panel.sipDeviceId)).toBe(before);
  });

  it('an edit without SipDeviceIds keeps the links', async () => {
    const [panel] = await devicesOf(companyB);
    const id = await addAbonent({ SipDeviceIds: [panel.sipDeviceId] });
    const response = await t.call('EditAbonent', { AbonentId: id, Room: '9' }, { headers: companyB });
    expect(response.body.sipDeviceIds).toEqual([panel.sipDeviceId]);
  });

  it('refuses another company’s device under SipDeviceIds, and links nothing', async () => {
    const [panelOfA] = await devicesOf(companyA);
    const response = await t.call(
      'AddAbonent',
      { Name: 'Oliver Bennett', PhoneNumber: '+447911123456', SipDeviceIds: [panelOfA.sipDeviceId] },
      { headers: companyB },
    );
    expect(response).toMatchObject({
      status: 400,
      body: { fields: { SipDeviceIds: abonentMessages.sipDeviceNotFound } },
    });
  });

  it('a device can still be deleted with abonents linked; they lose the link', async () => {
    const [panel] = await devicesOf(companyB);
    const id = await addAbonent({ SipDeviceIds: [panel.sipDeviceId] });
    const deleted = await t.call('DeleteSipDevice', { SipDeviceId: panel.sipDeviceId }, { headers: companyB });
    expect(deleted.status).toBe(200);
    expect((await getAbonent(id)).sipDevices).toEqual([]);
  });
});

describe('access zones', () => {
  const zones = async (params: Record<string, unknown> = {}, headers = companyA) =>
    (await t.call('GetAccessZones', { Limit: 100, ...params }, { headers })).body as {
      items: { id: string; kind: string; name: string }[];
      total: number;
    };

  it('lists the company’s access objects and perimeters together by name, a perimeter after its object', async () => {
    const all = await zones();
    expect(all.total).toBe(all.items.length);
    expect(all.items.some((zone) => zone.kind === 'object')).toBe(true);
    const perimeter = all.items.find((zone) => zone.kind === 'perimeter')!;
    expect(perimeter.name).toMatch(/^ЖК .+ › .+/);
    const names = all.items.map((zone) => zone.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const pages = [];
    for (let offset = 0; offset < all.total; offset += 3)
      pages.push(...(await zones({ Offset: offset, Limit: 3 })).items);
    expect(pages).toEqual(all.items);
  });

  it('searches in the name, also in a perimeter’s object name', async () => {
    const found = await zones({ Search: 'северный квартал' });
    expect(found.items.length).toBeGreaterThan(1);
    expect(found.items.every((zone) => zone.name.includes('Северный квартал'))).toBe(true);
    expect((await zones({}, companyB)).items.some((zone) => zone.name.includes('Северный'))).toBe(false);
  });

  it('gives an abonent a perimeter or an object as its zone, and clears it', async () => {
    const [object] = (await zones({}, companyB)).items.filter((zone) => zone.kind === 'object');
    const [perimeter] = (await zones({}, companyB)).items.filter((zone) => zone.kind === 'perimeter');
    const id = await addAbonent({ AccessZoneId: perimeter.id });
    expect(await getAbonent(id)).toMatchObject({ accessZoneId: perimeter.id, accessZone: perimeter.name });
    const toObject = await t.call('EditAbonent', { AbonentId: id, AccessZoneId: object.id }, { headers: companyB });
    expect(toObject.body).toMatchObject({ accessZoneId: object.id, accessZone: object.name });
    const cleared = await t.call('EditAbonent', { AbonentId: id, AccessZoneId: null }, { headers: companyB });
    expect(cleared.body).toMatchObject({ accessZoneId: null, accessZone: null });
  });

  it('names a nested perimeter by its whole path, and finds it by any part of the path', async () => {
    const ROOT = '00000000-0000-0000-0000-000000000000';
    const [object] = (await zones({ Search: 'Riverside Quarter' }, companyB)).items.filter(
      (zone) => zone.kind === 'object',
    );
    const perimeter = async (DisplayName: string, ParentId: string) => {
      const response = await t.call(
        'CreateAccessPerimeter',
        { DisplayName, AccessObjectId: object.id, ParentId },
        { headers: companyB },
      );
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.id as string;
    };
    const blockA = await perimeter('North block', ROOT);
    const blockB = await perimeter('South block', ROOT);
    const entranceA = await perimeter('Entrance 1', blockA);
    await perimeter('Entrance 1', blockB);

    const entrances = await zones({ Search: 'entrance 1' }, companyB);
    expect(names(entrances)).toEqual([
      'Riverside Quarter › North block › Entrance 1',
      'Riverside Quarter › South block › Entrance 1',
    ]);
    expect(entrances.total).toBe(2);
    // A middle part of the path finds the perimeter and those under it; words in any order.
    expect(names(await zones({ Search: 'north' }, companyB))).toEqual([
      'Riverside Quarter › North block',
      'Riverside Quarter › North block › Entrance 1',
    ]);
    expect(names(await zones({ Search: 'entrance south' }, companyB))).toEqual([
      'Riverside Quarter › South block › Entrance 1',
    ]);
    // One zone by id has its path too, and so has the abonent given it.
    expect((await zones({ Id: entranceA }, companyB)).items).toEqual([
      { id: entranceA, kind: 'perimeter', name: 'Riverside Quarter › North block › Entrance 1' },
    ]);
    const id = await addAbonent({ AccessZoneId: entranceA });
    expect(await getAbonent(id)).toMatchObject({
      accessZoneId: entranceA,
      accessZone: 'Riverside Quarter › North block › Entrance 1',
    });
  });

  it('refuses another company’s object as a zone', async () => {
    const [objectOfA] = (await zones()).items;
    const response = await t.call(
      'AddAbonent',
      { Name: 'Oliver Bennett', PhoneNumber: '+447911123456', AccessZoneId: objectOfA.id },
      { headers: companyB },
    );
    expect(response).toMatchObject({
      status: 400,
      body: { fields: { AccessZoneId: abonentMessages.accessZoneNotFound } },
    });
  });
});

describe('tariff and cameras of an abonent', () => {
  it('puts the abonent on a company tariff, named by its revision in force, and links cameras', async () => {
    const [tariff] = (await t.call('GetTariffPolicies', { Limit: 1 }, { headers: companyB })).body.items;
    const cameraList = (await t.call('GetCameras', { Limit: 2 }, { headers: companyB })).body.items;
    const id = await addAbonent({
      TariffId: tariff.id,
      CameraIds: cameraList.map((camera: { id: string }) => camera.id),
    });
    const stored = await getAbonent(id);
    expect(stored).toMatchObject({ tariffId: tariff.id, tariff: tariff.displayName });
    expect(stored.cameras.map((camera: { name: string }) => camera.name).sort()).toEqual(
      cameraList.map((camera: { name: string }) => camera.name).sort(),
    );

    const edited = await t.call('EditAbonent', { AbonentId: id, TariffId: null, CameraIds: [] }, { headers: companyB });
    expect(edited.body).toMatchObject({ tariffId: null, tariff: null, cameraIds: [], cameras: [] });
  });

  it('refuses a tariff or a camera of another company', async () => {
    const [tariffOfA] = (await t.call('GetTariffPolicies', { Limit: 1 }, { headers: companyA })).body.items;
    const [cameraOfA] = (await t.call('GetCameras', { Limit: 1 }, { headers: companyA })).body.items;
    const base = { Name: 'Oliver Bennett', PhoneNumber: '+447911123456' };
    const withTariff = await t.call('AddAbonent', { ...base, TariffId: tariffOfA.id }, { headers: companyB });
    expect(withTariff).toMatchObject({ status: 400, body: { fields: { TariffId: abonentMessages.tariffNotFound } } });
    const withCamera = await t.call('AddAbonent', { ...base, CameraIds: [cameraOfA.id] }, { headers: companyB });
    expect(withCamera).toMatchObject({ status: 400, body: { fields: { CameraIds: abonentMessages.cameraNotFound } } });
  });
});

describe('company scoping', () => {
  it('never shows, edits or deletes another company’s abonent or its children', async () => {
    const [ofA] = (await t.call('GetAbonentDetails', { Search: 'Андреев' }, { headers: companyA })).body.items;
    const listB = await t.call('GetAbonents', { Limit: 1000 }, { headers: companyB });
    expect(listB.body.items.some((item: { id: string }) => item.id === ofA.id)).toBe(false);
    expect((await t.call('GetAbonentDetails', { Id: ofA.id }, { headers: companyB })).body).toEqual({
      items: [],
      total: 0,
    });

    const attempts = [
      t.call('EditAbonent', { AbonentId: ofA.id, Name: 'Taken over' }, { headers: companyB }),
      t.call('DeleteAbonent', { AbonentId: ofA.id }, { headers: companyB }),
      t.call('UpdateAbonentCodes', { AbonentId: ofA.id, AccessCardAndBleTagId: [] }, { headers: companyB }),
      t.call('AddAbonentIntercom', { AbonentId: ofA.id, IntercomName: 'Gate', Apartment: 1 }, { headers: companyB }),
      t.call('DeleteAbonentIntercom', { IntercomId: ofA.intercoms[0].id }, { headers: companyB }),
      t.call('GetAbonentKeys', { AbonentId: ofA.id }, { headers: companyB }),
      t.call('AddAbonentKey', { AbonentId: ofA.id, Title: 'Copy', KeyType: 'permanent' }, { headers: companyB }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response).toMatchObject({ status: 404, body: { error: errors.notFound } });
    }
    const [keyOfA] = (await t.call('GetAbonentKeys', { AbonentId: ofA.id }, { headers: companyA })).body.items;
    expect((await t.call('DeleteAbonentKey', { KeyId: keyOfA.id }, { headers: companyB })).status).toBe(404);

    const unchanged = await t.call('GetAbonentDetails', { Id: ofA.id }, { headers: companyA });
    expect(unchanged.body.items[0]).toEqual(ofA);
  });

  it('ignores a company id sent by the client', async () => {
    const id = await addAbonent({ CompanyId: UNKNOWN_ID });
    expect(await getAbonent(id)).toBeDefined();
  });
});
