import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controllers } from '../../server/db/schema';
import { controllerMessages } from '../../contract/controller';
import { errors, validation, withArgs } from '../../contract/messages';
import { demoSessions } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let companyA: Record<string, string>;
let companyB: Record<string, string>;
let platform: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  ({ companyA, companyB, platform } = await demoSessions(t));
  // The seed's times are those of the run's start: seen just now, one silent for hours, one never seen.
  await t.db.execute(sql`update controllers set last_seen_at = case
    when secure_id = '4C1A00000000A201' then now() - interval '7 hours'
    when secure_id = '4C1A00000000C401' then null else now() end`);
});
afterAll(() => t.close());

const call = (action: string, params: Record<string, unknown> = {}, headers = companyA) =>
  t.call(action, params, { headers });
const secureIds = (body: { items: { secureId: string }[] }) => body.items.map((controller) => controller.secureId);
const bySecureId = async (secureId: string, headers = companyA) =>
  (await call('GetControllers', { Search: secureId }, headers)).body.items[0];
const fieldError = (status: number, field: string, message: string) => ({
  status,
  body: { error: status === 409 ? errors.conflict : errors.invalidParams, fields: { [field]: message } },
});
const add = async (secureId: string, extra: Record<string, unknown> = {}) => {
  const response = await call('AddController', {
    SecureId: secureId,
    InstallationLocation: `Test ${secureId}`,
    ...extra,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.id as string;
};

describe('GetControllers', () => {
  it("lists the company's controllers with their backside, who names them as backside, and online state", async () => {
    const all = await call('GetControllers', { Limit: 100 });
    expect(all.status).toBe(200);
    expect(secureIds(all.body)).toEqual([
      '4C1A00000000A101',
      '4C1A00000000A102',
      '4C1A00000000A201',
      '4C1A00000000A202',
      '4C1A00000000B301',
      '4C1A00000000C401',
    ]);
    const hall = all.body.items[0];
    const street = all.body.items[1];
    expect(street).toMatchObject({
      installationLocation: 'Лесная, 12 — подъезд 1, с улицы',
      controllerPhoneNumber: '79265550101',
      installationDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      backsideControllerId: hall.id,
      backsideSecureId: '4C1A00000000A101',
      backsideOf: [],
      status: 'online',
    });
    expect(hall.backsideOf).toEqual([
      { id: street.id, secureId: '4C1A00000000A102', installationLocation: 'Лесная, 12 — подъезд 1, с улицы' },
    ]);
    const silent = all.body.items.find((item: { secureId: string }) => item.secureId === '4C1A00000000A201');
    expect(silent).toMatchObject({ status: 'offline', lastSeen: expect.any(String) });
    expect(all.body.items.find((item: { secureId: string }) => item.secureId === '4C1A00000000C401')).toMatchObject({
      status: 'offline',
      lastSeen: null,
    });
  });

  it('searches secure ID, location and phone; filters by state; fetches one', async () => {
    expect(secureIds((await call('GetControllers', { Search: 'шлагбаум' })).body)).toEqual(['4C1A00000000B301']);
    expect(secureIds((await call('GetControllers', { Search: 'a20' })).body)).toEqual([
      '4C1A00000000A201',
      '4C1A00000000A202',
    ]);
    expect(secureIds((await call('GetControllers', { Search: '+7 926 555-01-03' })).body)).toEqual([
      '4C1A00000000B301',
    ]);
    const offline = secureIds((await call('GetControllers', { Status: 'offline' })).body);
    expect(offline).toEqual(['4C1A00000000A201', '4C1A00000000C401']);
    const online = secureIds((await call('GetControllers', { Status: 'online' })).body);
    expect(online).toHaveLength(4);
    const one = await bySecureId('4C1A00000000B301');
    expect((await call('GetControllers', { ControllerId: one.id })).body).toEqual({ items: [one], total: 1 });
  });

  it("shows only the session's company; the platform area is refused", async () => {
    expect(secureIds((await call('GetControllers', {}, companyB)).body)).toEqual([
      '7E2B00000000D101',
      '7E2B00000000D102',
    ]);
    const theirs = await bySecureId('7E2B00000000D101', companyB);
    expect((await call('GetControllers', { ControllerId: theirs.id })).body).toEqual({ items: [], total: 0 });
    expect((await call('GetControllers', { Search: '7E2B' })).body.total).toBe(0);
    expect((await call('GetControllers', {}, platform)).status).toBe(403);
  });
});

describe('AddController', () => {
  it('registers a controller with every field; the secure ID is stored in one spelling, the phone as digits', async () => {
    const hall = await bySecureId('4C1A00000000C401');
    const id = await add('ab12 cd34-ef56:7890', {
      InstallationLocation: 'Лесная, 14 — калитка, с улицы',
      ControllerPhoneNumber: '8 (926) 555-77-88',
      InstallationDate: '2026-03-15',
      Comment: 'Первая строка\nвторая',
      BacksideControllerId: hall.id,
    });
    expect((await call('GetControllers', { ControllerId: id })).body.items[0]).toEqual({
      id,
      secureId: 'AB12CD34EF567890',
      installationLocation: 'Лесная, 14 — калитка, с улицы',
      controllerPhoneNumber: '79265557788',
      installationDate: '2026-03-15',
      comment: 'Первая строка\nвторая',
      backsideControllerId: hall.id,
      backsideSecureId: '4C1A00000000C401',
      backsideOf: [],
      status: 'offline',
      lastSeen: null,
      tokenIssued: null,
      created: expect.any(String),
    });
  });

  it('validates the secure ID, the location, the phone and the date', async () => {
    const attempt = (params: Record<string, unknown>) =>
      call('AddController', { SecureId: '00000000000000F1', InstallationLocation: 'Где-то', ...params });
    expect(await attempt({ SecureId: '12345' })).toMatchObject(
      fieldError(400, 'SecureId', controllerMessages.secureId),
    );
    expect(await attempt({ SecureId: '0123456789ABCDEG' })).toMatchObject(
      fieldError(400, 'SecureId', controllerMessages.secureId),
    );
    expect(await attempt({ SecureId: '' })).toMatchObject(fieldError(400, 'SecureId', validation.required));
    expect(await attempt({ InstallationLocation: ' ' })).toMatchObject(
      fieldError(400, 'InstallationLocation', validation.required),
    );
    expect(await attempt({ ControllerPhoneNumber: '12' })).toMatchObject(
      fieldError(400, 'ControllerPhoneNumber', validation.phone),
    );
    expect(await attempt({ InstallationDate: '2026-02-30' })).toMatchObject(
      fieldError(400, 'InstallationDate', validation.invalid),
    );
    expect((await call('GetControllers', { Search: '00000000000000F1' })).body.total).toBe(0);
  });

  it('refuses a secure ID already registered, in any company and any spelling', async () => {
    expect(
      await call('AddController', { SecureId: '4c1a-0000-0000-a101', InstallationLocation: 'Дубль' }),
    ).toMatchObject(fieldError(409, 'SecureId', controllerMessages.secureIdTaken));
    // Another company's: the same answer, and nothing about whose it is.
    expect(await call('AddController', { SecureId: '7E2B00000000D101', InstallationLocation: 'Дубль' })).toMatchObject(
      fieldError(409, 'SecureId', controllerMessages.secureIdTaken),
    );
  });

  it("refuses another company's controller as the backside", async () => {
    const theirs = await bySecureId('7E2B00000000D101', companyB);
    expect(
      await call('AddController', {
        SecureId: '00000000000000F2',
        InstallationLocation: 'Где-то',
        BacksideControllerId: theirs.id,
      }),
    ).toMatchObject(fieldError(400, 'BacksideControllerId', controllerMessages.unknownBackside));
    expect((await call('GetControllers', { Search: '00000000000000F2' })).body.total).toBe(0);
  });
});

describe('EditController', () => {
  it('changes only the fields given and returns the record; null clears', async () => {
    const id = await add('00000000000000E1', { Comment: 'был', ControllerPhoneNumber: '79265550199' });
    const edited = await call('EditController', {
      ControllerId: id,
      InstallationLocation: 'Новое место',
      Comment: null,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      id,
      installationLocation: 'Новое место',
      comment: null,
      controllerPhoneNumber: '79265550199',
    });
  });

  it('refuses the controller itself as its backside', async () => {
    const id = await add('00000000000000E2');
    expect(await call('EditController', { ControllerId: id, BacksideControllerId: id })).toMatchObject(
      fieldError(400, 'BacksideControllerId', controllerMessages.backsideSelf),
    );
  });

  it('refuses a backside that would close a loop, naming it, and offers only those that would not', async () => {
    // C -> B -> A (each names the next as its backside).
    const a = await add('00000000000000C1');
    const b = await add('00000000000000C2', { BacksideControllerId: a });
    const c = await add('00000000000000C3', { BacksideControllerId: b });
    const other = await add('00000000000000C4');
    // A pair naming each other is a loop of two.
    expect(await call('EditController', { ControllerId: b, BacksideControllerId: c })).toMatchObject(
      fieldError(
        400,
        'BacksideControllerId',
        withArgs(controllerMessages.backsideCycle, { chain: '00000000000000C2 → 00000000000000C3 → 00000000000000C2' }),
      ),
    );
    expect(await call('EditController', { ControllerId: a, BacksideControllerId: c })).toMatchObject(
      fieldError(
        400,
        'BacksideControllerId',
        withArgs(controllerMessages.backsideCycle, {
          chain: '00000000000000C1 → 00000000000000C3 → 00000000000000C2 → 00000000000000C1',
        }),
      ),
    );
    expect((await bySecureId('00000000000000C1')).backsideControllerId).toBeNull();
    // The selector's candidates for A: neither A nor those whose chain leads to it.
    const candidates = secureIds((await call('GetControllers', { BacksideFor: a, Search: '00000000000000C' })).body);
    expect(candidates).toEqual(['00000000000000C4']);
    // Not a loop: A's backside becomes another controller, and C's is moved off B onto A directly.
    expect((await call('EditController', { ControllerId: a, BacksideControllerId: other })).body.backsideSecureId).toBe(
      '00000000000000C4',
    );
    expect((await call('EditController', { ControllerId: c, BacksideControllerId: a })).body.backsideSecureId).toBe(
      '00000000000000C1',
    );
    expect(secureIds((await call('GetControllers', { BacksideFor: b, Search: '00000000000000C' })).body)).toEqual([
      '00000000000000C1',
      '00000000000000C3',
      '00000000000000C4',
    ]);
  });

  it('two edits racing to close a loop: one of them is refused', async () => {
    const a = await add('00000000000000D1');
    const b = await add('00000000000000D2');
    const results = await Promise.all([
      call('EditController', { ControllerId: a, BacksideControllerId: b }),
      call('EditController', { ControllerId: b, BacksideControllerId: a }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 400]);
  });

  it("refuses a secure ID taken and another company's controller, as backside or as the one edited", async () => {
    const id = await add('00000000000000E3');
    expect(await call('EditController', { ControllerId: id, SecureId: '4C1A00000000A101' })).toMatchObject(
      fieldError(409, 'SecureId', controllerMessages.secureIdTaken),
    );
    const theirs = await bySecureId('7E2B00000000D102', companyB);
    expect(await call('EditController', { ControllerId: id, BacksideControllerId: theirs.id })).toMatchObject(
      fieldError(400, 'BacksideControllerId', controllerMessages.unknownBackside),
    );
    expect((await call('EditController', { ControllerId: theirs.id, Comment: 'чужой' })).status).toBe(404);
    expect((await bySecureId('7E2B00000000D102', companyB)).comment).toBeNull();
  });
});

describe('DeleteController', () => {
  it('deletes a controller no other names as its backside', async () => {
    const id = await add('00000000000000F3');
    expect((await call('DeleteController', { ControllerId: id })).status).toBe(200);
    expect((await call('GetControllers', { ControllerId: id })).body.total).toBe(0);
  });

  it('refuses while another controller has it as its backside, naming that one', async () => {
    const hall = await bySecureId('4C1A00000000A201');
    const refused = await call('DeleteController', { ControllerId: hall.id });
    expect(refused).toMatchObject({
      status: 409,
      body: { error: withArgs(controllerMessages.isBackside, { controllers: '4C1A00000000A202', smart_count: 1 }) },
    });
    expect((await call('GetControllers', { ControllerId: hall.id })).body.total).toBe(1);
    // Once that one names no backside, it goes.
    const street = await bySecureId('4C1A00000000A202');
    await call('EditController', { ControllerId: street.id, BacksideControllerId: null });
    expect((await call('DeleteController', { ControllerId: hall.id })).status).toBe(200);
  });

  it("another company's controller is not found and stays", async () => {
    const theirs = await bySecureId('7E2B00000000D101', companyB);
    expect((await call('DeleteController', { ControllerId: theirs.id })).status).toBe(404);
    const [row] = await t.db.select({ id: controllers.id }).from(controllers).where(eq(controllers.id, theirs.id));
    expect(row).toBeDefined();
  });
});

describe('the database itself', () => {
  it('keeps a backside in its company and never the controller itself', async () => {
    const [mine] = await t.db
      .select({ id: controllers.id, companyId: controllers.companyId })
      .from(controllers)
      .where(eq(controllers.secureId, '4C1A00000000B301'));
    const [theirs] = await t.db
      .select({ id: controllers.id })
      .from(controllers)
      .where(eq(controllers.secureId, '7E2B00000000D101'));
    await expect(
      t.db.execute(sql`update controllers set backside_controller_id = ${theirs.id} where id = ${mine.id}`),
    ).rejects.toThrow();
    await expect(
      t.db.execute(sql`update controllers set backside_controller_id = id where id = ${mine.id}`),
    ).rejects.toThrow();
  });
});
