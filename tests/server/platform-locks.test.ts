import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locks } from '../../server/db/schema';
import { DEVICE_ONLINE_MINUTES } from '../../contract/device';
import { errors, validation, withArgs } from '../../contract/messages';
import { lockMessages, lockSettingsDefaults, platformLockRecord } from '../../contract/platform-lock';
import { demoSessions } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let platform: Record<string, string>;
let companyA: Record<string, string>;
let severny: string;
let riverside: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ platform, companyA } = await demoSessions(t));
  const companies = (await t.call('GetCompanies', { Limit: 100 }, { headers: platform })).body.items as {
    id: string;
    name: string;
  }[];
  severny = companies.find((company) => company.name === 'УК «Северный квартал»')!.id;
  riverside = companies.find((company) => company.name === 'Riverside Property Management')!.id;
});
afterAll(() => t.close());

const call = (action: string, params: Record<string, unknown> = {}) => t.call(action, params, { headers: platform });
/** The whole lock (GetPlatformLock) of the list's row found by its pid. */
const lockByPid = async (pid: string) => {
  const [row] = (await call('GetPlatformLocks', { Search: pid })).body.items;
  if (!row) return undefined;
  const response = await call('GetPlatformLock', { LockId: row.id });
  expect(response.status).toBe(200);
  return response.body;
};
const pids = (body: { items: { pid: string }[] }) => body.items.map((lock) => lock.pid);
const fieldError = (field: string, message: string) => ({
  status: 400,
  body: { error: errors.invalidParams, fields: { [field]: message } },
});
const register = (extra: Record<string, unknown> = {}) =>
  call('RegisterLock', { Pid: 'NEW-0001', Name: 'Новая калитка', Type: 'gate', ...extra });

/** A whole settings group with one value changed. */
const onMoving = (changes: Record<string, unknown>) => ({ ...lockSettingsDefaults.onMoving, ...changes });
const internet = (changes: Record<string, unknown>) => ({ ...lockSettingsDefaults.internet, ...changes });

describe('GetCompanies', () => {
  it('names the companies for the selectors, searched, and one by CompanyId; only for the platform', async () => {
    const named = (body: { items: { id: string; name: string }[] }) => body.items.map(({ id, name }) => ({ id, name }));
    const found = await call('GetCompanies', { Search: 'river' });
    expect(found.body.total).toBe(1);
    expect(named(found.body)).toEqual([{ id: riverside, name: 'Riverside Property Management' }]);
    expect(named((await call('GetCompanies', { Id: severny })).body)).toEqual([
      { id: severny, name: 'УК «Северный квартал»' },
    ]);
    expect((await t.call('GetCompanies', {}, { headers: companyA })).status).toBe(403);
  });
});

describe('GetPlatformLocks', () => {
  it("lists every company's locks and the stock with their company and points; GetPlatformLock adds the settings", async () => {
    const all = await call('GetPlatformLocks', { Limit: 100 });
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(18);
    const barrier = all.body.items.find((lock: { pid: string }) => lock.pid === 'SK-3001');
    expect(barrier).toMatchObject({
      name: 'Шлагбаум, въезд в паркинг',
      type: 'barrier',
      companyId: severny,
      companyName: 'УК «Северный квартал»',
      pointsCount: 1,
    });
    expect(barrier).not.toHaveProperty('gsm');
    const whole = (await call('GetPlatformLock', { LockId: barrier.id })).body;
    expect(Object.keys(whole).sort()).toEqual(Object.keys(platformLockRecord.shape).sort());
    expect(whole).toMatchObject({
      ...barrier,
      gsm: { integratedSim: true, phoneNumber: expect.stringMatching(/^7926\d{7}$/) },
      internet: { geoRestriction: true, radius: 150, latitude: 55.7963, longitude: 37.5933 },
    });
    const stock = all.body.items.find((lock: { pid: string }) => lock.pid === 'PL-0001');
    expect(stock).toMatchObject({
      companyId: null,
      companyName: null,
      pointsCount: 0,
      status: 'offline',
      lastSeen: null,
    });
    expect((await call('GetPlatformLock', { LockId: stock.id })).body).toMatchObject({ ...stock, ble: true });
  });

  it(`counts a lock online for ${DEVICE_ONLINE_MINUTES} minutes after it was last seen, in its status and the Status filter`, async () => {
    const seenAgo = async (pid: string, minutes: number) =>
      t.db
        .update(locks)
        .set({ lastSeenAt: sql`now() - ${minutes} * interval '1 minute'` })
        .where(eq(locks.pid, pid));
    await seenAgo('RV-0001', DEVICE_ONLINE_MINUTES - 1);
    await seenAgo('RV-0002', DEVICE_ONLINE_MINUTES + 1);
    const statusOf = async (pid: string) => (await call('GetPlatformLocks', { Search: pid })).body.items[0].status;
    expect([await statusOf('RV-0001'), await statusOf('RV-0002')]).toEqual(['online', 'offline']);
    expect(pids((await call('GetPlatformLocks', { CompanyId: riverside, Status: 'online' })).body)).toEqual([
      'RV-0001',
    ]);
    expect(pids((await call('GetPlatformLocks', { CompanyId: riverside, Status: 'offline' })).body)).toEqual([
      'RV-0002',
    ]);
  });

  it('filters by company, type and online state, and searches the controller phone', async () => {
    expect(pids((await call('GetPlatformLocks', { CompanyId: riverside })).body)).toEqual(['RV-0001', 'RV-0002']);
    expect(pids((await call('GetPlatformLocks', { Type: 'barrier' })).body)).toEqual(['RV-0002', 'SK-3001', 'SK-3002']);
    await t.db
      .update(locks)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(locks.pid, 'PL-0002'));
    await t.db
      .update(locks)
      .set({ lastSeenAt: sql`now() - interval '6 minutes'` })
      .where(eq(locks.pid, 'SK-1001'));
    const online = pids((await call('GetPlatformLocks', { Status: 'online', Limit: 100 })).body);
    const offline = pids((await call('GetPlatformLocks', { Status: 'offline', Limit: 100 })).body);
    expect(online).toContain('PL-0002');
    expect(offline).toEqual(expect.arrayContaining(['SK-1001', 'PL-0001']));
    expect(online.length + offline.length).toBe(18);
    expect(online.filter((pid: string) => offline.includes(pid))).toEqual([]);
    const phone = (await lockByPid('SK-2002')).controllerPhone as string;
    expect(pids((await call('GetPlatformLocks', { Search: `+${phone}` })).body)).toEqual(['SK-2002']);
  });

  it('reads a setting the lock has not stored (registered before it existed) as its default', async () => {
    await register();
    await t.db
      .update(locks)
      .set({ settings: { ssid: 'gate-wifi' } })
      .where(eq(locks.pid, 'NEW-0001'));
    expect(await lockByPid('NEW-0001')).toMatchObject({ ...lockSettingsDefaults, ssid: 'gate-wifi' });
    await t.db.delete(locks).where(eq(locks.pid, 'NEW-0001'));
  });

  it('is the platform’s: a company session is refused', async () => {
    expect((await t.call('GetPlatformLocks', {}, { headers: companyA })).status).toBe(403);
    const [lock] = (await call('GetPlatformLocks', { Limit: 1 })).body.items;
    expect((await t.call('GetPlatformLock', { LockId: lock.id }, { headers: companyA })).status).toBe(403);
    expect(await call('GetPlatformLock', { LockId: '00000000-0000-4000-8000-000000000000' })).toMatchObject({
      status: 404,
      body: { error: errors.notFound },
    });
  });
});

describe('RegisterLock', () => {
  it('registers with pid, name and type; every setting takes the spec’s default', async () => {
    const created = await register();
    expect(created.body).toEqual({ id: expect.any(String) });
    const lock = await lockByPid('NEW-0001');
    expect(lock).toEqual({
      ...lockSettingsDefaults,
      id: created.body.id,
      pid: 'NEW-0001',
      name: 'Новая калитка',
      type: 'gate',
      companyId: null,
      companyName: null,
      controllerPhone: null,
      status: 'offline',
      lastSeen: null,
      pointsCount: 0,
      created: expect.any(String),
    });
    expect(lock.activeTime).toBe(3000);
  });

  it('keeps gestures, GSM and every other group as given, phones as digits', async () => {
    const created = await register({
      Pid: 'NEW-0002',
      CompanyId: riverside,
      ControllerPhone: '+7 (926) 111-22-33',
      ActiveTime: 60000,
      Gestures: { method1: true, method2: false },
      OnMoving: onMoving({ activeDistance: 100, tooCloseDistance: 99, autoOpen: true }),
      Gsm: { integratedSim: true, phoneNumber: '8 926 555-44-33' },
      Internet: internet({
        url: 'https://lock.example.net/a',
        geoRestriction: true,
        radius: 300,
        latitude: 55.75,
        longitude: 37.62,
      }),
      Metadata: { ...lockSettingsDefaults.metadata, hardwareType: 'IC-GSM' },
    });
    expect(created.status).toBe(200);
    const lock = await lockByPid('NEW-0002');
    expect(lock).toMatchObject({
      companyName: 'Riverside Property Management',
      controllerPhone: '79261112233',
      activeTime: 60000,
      gestures: { method1: true, method2: false },
      onMoving: { activeDistance: 100, tooCloseDistance: 99, autoOpen: true },
      gsm: { integratedSim: true, phoneNumber: '79265554433' },
      internet: { url: 'https://lock.example.net/a', radius: 300 },
      metadata: { hardwareType: 'IC-GSM', version: null },
    });
    // Another company's selector does not offer it.
    const offered = await t.call('GetLocks', { Search: 'NEW-0002' }, { headers: companyA });
    expect(offered.body.total).toBe(0);
  });

  it('holds the key restriction bounds and the cross-field rules', async () => {
    expect(await register({ Pid: 'B-1', ActiveTime: 2999 })).toMatchObject(
      fieldError('ActiveTime', withArgs(validation.moreThan, { min: 2999 })),
    );
    expect(await register({ Pid: 'B-1', ActiveTime: 60001 })).toMatchObject(
      fieldError('ActiveTime', withArgs(validation.lessThan, { max: 60001 })),
    );
    expect(await register({ Pid: 'B-1', OnMoving: onMoving({ activeDistance: 101 }) })).toMatchObject(
      fieldError('OnMoving', withArgs(validation.lessThan, { max: 101 })),
    );
    expect(
      await register({ Pid: 'B-1', OnMoving: onMoving({ activeDistance: 5, tooCloseDistance: 5 }) }),
    ).toMatchObject(fieldError('OnMoving', withArgs(lockMessages.tooCloseWithinActive, { max: 5 })));
    expect(await register({ Pid: 'B-1', Internet: internet({ latitude: 55.7 }) })).toMatchObject(
      fieldError('Internet', lockMessages.coordinatesTogether),
    );
    expect(await register({ Pid: 'B-1', Internet: internet({ geoRestriction: true }) })).toMatchObject(
      fieldError('Internet', lockMessages.geoNeedsPlace),
    );
    expect(await register({ Pid: 'B-1', Internet: internet({ url: 'ftp://x' }) })).toMatchObject(
      fieldError('Internet', lockMessages.url),
    );
    expect(await register({ Pid: 'B-1', Type: 'BLE + GSM' })).toMatchObject({
      status: 400,
      body: { fields: { Type: expect.any(String) } },
    });
    expect(await register({ Pid: 'B-1', Gsm: { integratedSim: true, phoneNumber: '12' } })).toMatchObject(
      fieldError('Gsm', validation.phone),
    );
    expect((await call('GetPlatformLocks', { Search: 'B-1' })).body.total).toBe(0);
  });

  it('refuses a pid already registered and a company that does not exist', async () => {
    expect(await register({ Pid: 'SK-1001' })).toMatchObject({
      status: 409,
      body: { fields: { Pid: lockMessages.pidTaken } },
    });
    expect(await register({ Pid: 'X-404', CompanyId: '00000000-0000-4000-8000-000000000404' })).toMatchObject(
      fieldError('CompanyId', lockMessages.unknownCompany),
    );
  });
});

describe('EditLock', () => {
  it('changes only the groups given and returns the stored record', async () => {
    const lock = await lockByPid('SK-9002');
    const edited = await call('EditLock', { LockId: lock.id, Gestures: { method1: true, method2: true }, Nfc: true });
    expect(edited.status).toBe(200);
    expect(edited.body).toEqual({ ...lock, gestures: { method1: true, method2: true }, nfc: true });
  });

  it('gives an unused lock to another company, whose selector then offers it', async () => {
    const lock = await lockByPid('SK-9002');
    const moved = await call('EditLock', { LockId: lock.id, CompanyId: riverside });
    expect(moved.body).toMatchObject({ companyId: riverside, companyName: 'Riverside Property Management' });
    expect((await t.call('GetLocks', { Id: lock.id }, { headers: companyA })).body.total).toBe(0);
  });

  it("refuses to give away a lock while its company's points use it, naming them", async () => {
    const lock = await lockByPid('SK-3001');
    const refused = await call('EditLock', { LockId: lock.id, CompanyId: riverside, Name: 'Другое имя' });
    const reason = withArgs(lockMessages.inUse, {
      company: 'УК «Северный квартал»',
      points: '«Шлагбаум, въезд»',
      smart_count: 1,
    });
    expect(refused).toMatchObject({ status: 409, body: { error: reason, fields: { CompanyId: reason } } });
    expect((await call('EditLock', { LockId: lock.id, CompanyId: null })).status).toBe(409);
    // Nothing of the refused edit was kept.
    expect(await lockByPid('SK-3001')).toEqual(lock);
  });

  it('is refused by the database itself, whoever writes', async () => {
    await expect(t.db.update(locks).set({ companyId: riverside }).where(eq(locks.pid, 'SK-1001'))).rejects.toThrow();
  });

  it('says 404 for a lock that does not exist and 409 for a pid taken', async () => {
    expect((await call('EditLock', { LockId: '00000000-0000-4000-8000-000000000404', Name: 'Нет' })).status).toBe(404);
    const lock = await lockByPid('SK-9001');
    expect(await call('EditLock', { LockId: lock.id, Pid: 'SK-1002' })).toMatchObject({
      status: 409,
      body: { fields: { Pid: lockMessages.pidTaken } },
    });
  });
});

describe('DeleteLock', () => {
  it('refuses while points use it, naming them, and deletes an unused one', async () => {
    const used = await lockByPid('SK-1002');
    const refused = await call('DeleteLock', { LockId: used.id });
    expect(refused).toMatchObject({
      status: 409,
      body: {
        error: withArgs(lockMessages.inUse, {
          company: 'УК «Северный квартал»',
          points: '«Дверь подъезда 2, корпус 1»',
          smart_count: 1,
        }),
      },
    });
    const unused = await lockByPid('PL-0001');
    expect((await call('DeleteLock', { LockId: unused.id })).body).toEqual({});
    expect((await call('GetPlatformLocks', { LockId: unused.id })).body.total).toBe(0);
    expect((await call('DeleteLock', { LockId: unused.id })).status).toBe(404);
  });
});

describe('a company deleted', () => {
  it('takes its points along and leaves its locks in stock', async () => {
    await t.db.execute(sql`delete from companies where id = ${riverside}`);
    const lock = await lockByPid('RV-0001');
    expect(lock).toMatchObject({ companyId: null, pointsCount: 0 });
  });
});
