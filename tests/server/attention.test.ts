/**
 * What needs attention (GetAttention): each group's item appears from what the data says and leaves when
 * its record is fixed; a company sees only its own; a role sees only the groups of what it may view.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Attention, AttentionGroup, AttentionItem } from '../../contract/attention';
import type { CompanyRoleName } from '../../contract/permissions';
import { createSession } from '../../server/auth/sessions';
import { recentAnomalies } from '../../server/attention/anomalies';
import {
  abonentKeys,
  abonents,
  accessPoints,
  accessRights,
  cameras,
  companyProfiles,
  controllers,
  credentialVersions,
  devicePoints,
  deviceSync,
  ipBans,
  loginAttempts,
  payments,
  simCards,
  tariffPolicies,
  users,
} from '../../server/db/schema';
import { demoCompanyIds, demoSessions, deviceHeaders } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let companyA: Record<string, string>;
let companyB: Record<string, string>;
let platform: Record<string, string>;
let severny: string;
let riverside: string;

const DAY = 86_400_000;
const fromNow = (ms: number) => new Date(Date.now() + ms);

async function attention(headers: Record<string, string>): Promise<Attention> {
  const response = await t.call('GetAttention', {}, { headers });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}
const group = (result: Attention, name: AttentionGroup['name']) => result.groups.find((g) => g.name === name);
/** The item of the group with this key, if the group shows it. */
const itemOf = async (headers: Record<string, string>, name: AttentionGroup['name'], key: string) =>
  group(await attention(headers), name)?.items.find((item: AttentionItem) => item.key === key);

/** A session of a new person of company A with a built-in role. */
async function sessionWithRole(role: CompanyRoleName): Promise<Record<string, string>> {
  const [user] = await t.db
    .insert(users)
    .values({
      displayName: `Attention ${role}`,
      phoneNumber: `7998${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
      passwordHash: 'unused',
    })
    .returning({ id: users.id });
  await t.db.insert(companyProfiles).values({ userId: user.id, companyId: severny, role });
  const session = await createSession(t.db, { userId: user.id, area: 'company', companyId: severny, ttlMinutes: 60 });
  return { authorization: `SAS-TOKEN ${session.id}:${session.token}` };
}

const firstOf = async <Row>(rows: Promise<Row[]>) => (await rows)[0];

beforeAll(async () => {
  t = await createTestApp();
  ({ companyA, companyB, platform } = await demoSessions(t));
  ({ severny, riverside } = await demoCompanyIds(t, platform));
}, 60_000);
afterAll(() => t?.close());

describe('GetAttention: the groups', () => {
  it('answers each group with its total and at most five items, and the total of them all', async () => {
    const result = await attention(companyA);
    expect(result.groups.map((g) => g.name)).toEqual(['devices', 'cameras', 'anomalies', 'keys', 'rights', 'payments']);
    for (const g of result.groups) expect(g.items.length).toBeLessThanOrEqual(Math.min(5, g.total));
    expect(result.total).toBe(result.groups.reduce((sum, g) => sum + g.total, 0));
    const platformResult = await attention(platform);
    expect(platformResult.groups.map((g) => g.name)).toEqual(['signIns', 'addressBans', 'cameras', 'simCards']);
  });
});

describe('GetAttention: devices offline or out of sync', () => {
  it('lists a controller not heard from for an hour, in its company only, until it is heard from again', async () => {
    const [controller] = await t.db
      .insert(controllers)
      .values({
        companyId: severny,
        secureId: 'A77E000000000001',
        installationLocation: 'Attention, gate 1',
        lastSeenAt: fromNow(-3_600_000),
      })
      .returning({ id: controllers.id, lastSeenAt: controllers.lastSeenAt });
    expect(await itemOf(companyA, 'devices', controller.id)).toEqual({
      key: controller.id,
      title: 'Attention, gate 1',
      why: 'offline',
      details: {},
      since: controller.lastSeenAt!.toISOString(),
      companyName: null,
      target: { to: 'record', resource: 'controllers', id: controller.id },
    });
    expect(await itemOf(companyB, 'devices', controller.id)).toBeUndefined();

    // Serving no doors, it has nothing to be out of sync with: heard from, it is fine.
    await t.db.update(controllers).set({ lastSeenAt: new Date() }).where(eq(controllers.id, controller.id));
    expect(await itemOf(companyA, 'devices', controller.id)).toBeUndefined();
  });

  it('lists an online device whose set drifted only after a grace, and not once it is in sync', async () => {
    const [controller] = await t.db
      .insert(controllers)
      .values({
        companyId: severny,
        secureId: 'A77E000000000003',
        installationLocation: 'Attention, gate 3',
        lastSeenAt: new Date(),
      })
      .returning({ id: controllers.id });
    const point = await firstOf(
      t.db.select({ id: accessPoints.id }).from(accessPoints).where(eq(accessPoints.companyId, severny)),
    );
    await t.db
      .insert(devicePoints)
      .values({ companyId: severny, controllerId: controller.id, accessPointId: point.id });
    // Giving it the door made its sync row: it acknowledges the version its doors and its company are at.
    const current = await firstOf(
      t.db
        .select({ version: credentialVersions.version })
        .from(credentialVersions)
        .where(eq(credentialVersions.companyId, severny)),
    );
    const ackedAt = fromNow(-10 * 60_000);
    await t.db
      .update(deviceSync)
      .set({ ackedVersion: sql`greatest(${deviceSync.pointsVersion}, ${current?.version ?? 0})`, ackedAt, drift: true })
      .where(eq(deviceSync.controllerId, controller.id));
    expect(await itemOf(companyA, 'devices', controller.id)).toMatchObject({
      why: 'drift',
      since: ackedAt.toISOString(),
    });
    // Just acknowledged: an online device gets a moment to catch up.
    await t.db.update(deviceSync).set({ ackedAt: new Date() }).where(eq(deviceSync.controllerId, controller.id));
    expect(await itemOf(companyA, 'devices', controller.id)).toBeUndefined();
    await t.db.update(deviceSync).set({ ackedAt, drift: false }).where(eq(deviceSync.controllerId, controller.id));
    expect(await itemOf(companyA, 'devices', controller.id)).toBeUndefined();
  });

  it('says a device never heard from never connected, since it was added', async () => {
    const [controller] = await t.db
      .insert(controllers)
      .values({ companyId: severny, secureId: 'A77E000000000002', installationLocation: 'Attention, gate 2' })
      .returning({ id: controllers.id, createdAt: controllers.createdAt });
    expect(await itemOf(companyA, 'devices', controller.id)).toMatchObject({
      why: 'neverSeen',
      since: controller.createdAt.toISOString(),
    });
  });
});

describe('GetAttention: cameras offline', () => {
  it('lists a camera found offline with why, in its company only, until a check finds it online', async () => {
    const camera = await firstOf(
      t.db.select({ id: cameras.id, name: cameras.name }).from(cameras).where(eq(cameras.companyId, severny)),
    );
    await t.db
      .update(cameras)
      .set({ status: 'offline', offlineReason: 'timeout', checkedAt: new Date() })
      .where(eq(cameras.id, camera.id));
    expect(await itemOf(companyA, 'cameras', camera.id)).toMatchObject({
      title: camera.name,
      why: 'timeout',
      companyName: null,
      target: { to: 'record', resource: 'cameras', id: camera.id },
    });
    expect(await itemOf(companyB, 'cameras', camera.id)).toBeUndefined();
    expect(await itemOf(platform, 'cameras', camera.id)).toMatchObject({ companyName: 'УК «Северный квартал»' });

    await t.db
      .update(cameras)
      .set({ status: 'online', offlineReason: null, checkedAt: new Date() })
      .where(eq(cameras.id, camera.id));
    expect(await itemOf(companyA, 'cameras', camera.id)).toBeUndefined();
    expect(await itemOf(platform, 'cameras', camera.id)).toBeUndefined();
  });
});

describe('GetAttention: keys and rights that end within 7 days', () => {
  it("lists a resident's temporary key ending in two days, until its period is moved on", async () => {
    const abonent = await firstOf(
      t.db.select({ id: abonents.id, name: abonents.name }).from(abonents).where(eq(abonents.companyId, severny)),
    );
    const [key] = await t.db
      .insert(abonentKeys)
      .values({
        companyId: severny,
        abonentId: abonent.id,
        title: 'Ключ гостя',
        keyType: 'temporary',
        validFrom: fromNow(-DAY),
        validUntil: fromNow(2 * DAY),
      })
      .returning({ id: abonentKeys.id });
    expect(await itemOf(companyA, 'keys', key.id)).toMatchObject({
      title: abonent.name,
      why: 'keyEnds',
      details: { key: 'Ключ гостя' },
      target: { to: 'record', resource: 'abonents', id: abonent.id },
    });
    expect(await itemOf(companyB, 'keys', key.id)).toBeUndefined();
    await t.db
      .update(abonentKeys)
      .set({ validUntil: fromNow(30 * DAY) })
      .where(eq(abonentKeys.id, key.id));
    expect(await itemOf(companyA, 'keys', key.id)).toBeUndefined();
  });

  it('lists an access right ending in three days, until it is revoked', async () => {
    const point = await firstOf(
      t.db.select({ id: accessPoints.id }).from(accessPoints).where(eq(accessPoints.companyId, severny)),
    );
    const [right] = await t.db
      .insert(accessRights)
      .values({
        companyId: severny,
        name: 'Курьер до пятницы',
        type: 'temporary',
        accessPointId: point.id,
        activeFrom: fromNow(-DAY),
        activeTo: fromNow(3 * DAY),
      })
      .returning({ id: accessRights.id });
    expect(await itemOf(companyA, 'rights', right.id)).toMatchObject({
      title: 'Курьер до пятницы',
      why: 'rightEnds',
      target: { to: 'record', resource: 'access_rights', id: right.id },
    });
    expect(await itemOf(companyB, 'rights', right.id)).toBeUndefined();
    await t.db.update(accessRights).set({ revokedAt: new Date() }).where(eq(accessRights.id, right.id));
    expect(await itemOf(companyA, 'rights', right.id)).toBeUndefined();
  });
});

describe('GetAttention: payments overdue', () => {
  it('lists a resident on a tariff whose paid period ended, until a payment moves it past today', async () => {
    const [tariff] = await t.db
      .insert(tariffPolicies)
      .values({ companyId: severny })
      .returning({ id: tariffPolicies.id });
    const [abonent] = await t.db
      .insert(abonents)
      .values({ companyId: severny, name: 'Должников Пётр', phoneNumber: '79990001122', tariffId: tariff.id })
      .returning({ id: abonents.id });
    const yesterday = fromNow(-DAY).toISOString().slice(0, 10);
    await t.db.insert(payments).values({
      companyId: severny,
      abonentId: abonent.id,
      abonentName: 'Должников Пётр',
      phoneNumber: '79990001122',
      paymentDate: fromNow(-31 * DAY),
      periodTill: yesterday,
      amount: '500.00',
      paymentType: 'cash',
    });
    expect(await itemOf(companyA, 'payments', abonent.id)).toMatchObject({
      title: 'Должников Пётр',
      why: 'paidTill',
      details: { day: yesterday },
      target: { to: 'record', resource: 'abonents', id: abonent.id },
    });
    expect(await itemOf(companyB, 'payments', abonent.id)).toBeUndefined();
    const paid = await t.call(
      'AddPayment',
      {
        AbonentId: abonent.id,
        Amount: '500',
        PaymentType: 'cash',
        PeriodTill: fromNow(30 * DAY)
          .toISOString()
          .slice(0, 10),
      },
      { headers: companyA },
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(await itemOf(companyA, 'payments', abonent.id)).toBeUndefined();
    // A payment taken back (no Action does; the database may) brings the earlier period back.
    await t.db.delete(payments).where(eq(payments.id, paid.body.id as string));
    expect(await itemOf(companyA, 'payments', abonent.id)).toMatchObject({ details: { day: yesterday } });
    // Taken off the tariff, they leave the list; put back on it, they return.
    await t.db.update(abonents).set({ tariffId: null }).where(eq(abonents.id, abonent.id));
    expect(await itemOf(companyA, 'payments', abonent.id)).toBeUndefined();
    await t.db.update(abonents).set({ tariffId: tariff.id }).where(eq(abonents.id, abonent.id));
    expect(await itemOf(companyA, 'payments', abonent.id)).toMatchObject({ details: { day: yesterday } });
    // The resident deleted: their payments stay, without them, and nothing is overdue.
    expect((await t.call('DeleteAbonent', { AbonentId: abonent.id }, { headers: companyA })).status).toBe(200);
    expect(await itemOf(companyA, 'payments', abonent.id)).toBeUndefined();
  });
});

describe('GetAttention: the journal’s anomalies', () => {
  it('lists a burst of refusals at a point within the last day, leading to the journal, and not later', async () => {
    const point = await firstOf(
      t.db
        .select({ id: accessPoints.id, name: accessPoints.displayName })
        .from(accessPoints)
        .where(eq(accessPoints.companyId, severny)),
    );
    const device = await deviceHeaders(t, severny);
    const start = Date.now() - 3_600_000;
    const reported = await t.call(
      'AddPassEvents',
      {
        Events: Array.from({ length: 6 }, (_, i) => ({
          eventId: `attention-burst-${i}`,
          accessPointId: point.id,
          occurredAt: new Date(start + i * 60_000).toISOString(),
          keyType: 'card',
          cardId: `72000${i}`,
          phone: null,
          result: 'denied',
        })),
      },
      { headers: device },
    );
    expect(reported.status, JSON.stringify(reported.body)).toBe(200);
    const from = new Date(start).toISOString();
    const key = `burst-${point.id}-${from}`;
    expect(await itemOf(companyA, 'anomalies', key)).toMatchObject({
      title: point.name,
      why: 'denialBurst',
      details: { denials: 6, keys: 6 },
      since: from,
      target: { to: 'journal', from, result: 'denied', accessPointId: point.id },
    });
    expect(await itemOf(companyB, 'anomalies', key)).toBeUndefined();
    // A day on, it is the journal's past: no longer on the list.
    const later = await recentAnomalies(t.db, severny, fromNow(DAY + 3_600_000));
    expect(later.items.find((item) => item.key === key)).toBeUndefined();
  });
});

describe('GetAttention: the platform', () => {
  it('lists a phone number with a burst of failed sign-ins while the window lasts', async () => {
    const phone = '79990007777';
    await t.db
      .insert(loginAttempts)
      .values(Array.from({ length: 5 }, (_, i) => ({ phoneNumber: phone, ip: `198.51.100.${i}`, succeeded: false })));
    expect(await itemOf(platform, 'signIns', phone)).toMatchObject({
      title: phone,
      why: 'failedSignIns',
      details: { failures: 5, phone },
      target: { to: 'list', resource: 'users', search: phone },
    });
    await t.db
      .update(loginAttempts)
      .set({ attemptedAt: sql`now() - interval '1 hour'` })
      .where(eq(loginAttempts.phoneNumber, phone));
    expect(await itemOf(platform, 'signIns', phone)).toBeUndefined();
  });

  it('lists an address banned automatically until the ban ends', async () => {
    const [ban] = await t.db
      .insert(ipBans)
      .values({ network: '203.0.113.77', automatic: true, endsAt: fromNow(15 * 60_000), failures: 3 })
      .returning({ id: ipBans.id });
    expect(await itemOf(platform, 'addressBans', ban.id)).toMatchObject({
      title: '203.0.113.77',
      why: 'bannedUntil',
      details: { refused: 3 },
      target: { to: 'list', resource: 'bans', search: '203.0.113.77' },
    });
    await t.db
      .update(ipBans)
      .set({ endsAt: fromNow(-60_000) })
      .where(eq(ipBans.id, ban.id));
    expect(await itemOf(platform, 'addressBans', ban.id)).toBeUndefined();
  });

  it('lists a SIM card paid up to a day gone by, until a payment moves it on', async () => {
    const [card] = await t.db
      .insert(simCards)
      .values({
        companyId: riverside,
        place: 'Riverside, cabinet 9',
        phoneNumber: '447700900999',
        paidUpTo: fromNow(-3 * DAY)
          .toISOString()
          .slice(0, 10),
      })
      .returning({ id: simCards.id });
    expect(await itemOf(platform, 'simCards', card.id)).toMatchObject({
      title: 'Riverside, cabinet 9',
      why: 'simPaidUpTo',
      companyName: 'Riverside Property Management',
      target: { to: 'list', resource: 'sim_payments', search: '447700900999' },
    });
    const paid = await t.call(
      'AddSimPayment',
      {
        SimCardId: card.id,
        Amount: '300',
        PaidUpTo: fromNow(60 * DAY)
          .toISOString()
          .slice(0, 10),
      },
      { headers: platform },
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(await itemOf(platform, 'simCards', card.id)).toBeUndefined();
  });
});

describe('GetAttention: roles', () => {
  it.each([
    ['concierge', ['keys', 'rights']],
    ['accountant', ['keys', 'payments']],
    ['security', ['devices', 'cameras', 'anomalies', 'keys', 'rights']],
    ['director', ['devices', 'cameras', 'anomalies', 'keys', 'rights', 'payments']],
  ] as const)('a %s sees only the groups of what it may view', async (role, names) => {
    const result = await attention(await sessionWithRole(role));
    expect(result.groups.map((g) => g.name)).toEqual(names);
    expect(result.total).toBe(result.groups.reduce((sum, g) => sum + g.total, 0));
  });
});
