/**
 * The journal's anomalies: a card at two complexes too close in time, bursts of refusals at one point,
 * cards unused for 90 days since issued, and removed or blocked cards that still opened a door; each kind
 * checked on both sides of its threshold, and for one company only.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abonentCodeRemovals, abonentCodes, abonents, accessPoints } from '../../server/db/schema';
import { demoSessions, deviceHeaders } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let companyA: Record<string, string>;
let companyB: Record<string, string>;
let companyAId: string;
let device: Record<string, string>;
/** Two points of one access object, and one of another. */
let home: { id: string; name: string };
let homeToo: { id: string; name: string };
let elsewhere: { id: string; name: string };
/** A window before the demo journal's weeks: only this test's events fall in it. */
const start = Date.now() - 40 * 86_400_000;
const window = { From: new Date(start).toISOString(), Until: new Date(start + 86_400_000).toISOString() };
const at = (minutes: number) => new Date(start + 3_600_000 + minutes * 60_000).toISOString();

let eventCount = 0;
async function report(
  events: { point: { id: string }; at: string; cardId?: string; phone?: string; result?: 'opened' | 'denied' }[],
) {
  const response = await t.call(
    'AddPassEvents',
    {
      Events: events.map((event) => ({
        eventId: `anomaly-${(eventCount += 1)}`,
        accessPointId: event.point.id,
        occurredAt: event.at,
        keyType: event.cardId ? 'card' : 'gsm',
        cardId: event.cardId ?? null,
        phone: event.phone ?? null,
        result: event.result ?? 'opened',
      })),
    },
    { headers: device },
  );
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

const anomalies = async (headers = companyA, period: Record<string, string> = window) => {
  const response = await t.call('GetJournalAnomalies', period, { headers });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
};

beforeAll(async () => {
  t = await createTestApp();
  ({ companyA, companyB } = await demoSessions(t));
  companyAId = (await t.call('GetProfiles', {}, { headers: companyA })).body.items[0].companyId;
  device = await deviceHeaders(t, companyAId);
  const points = await t.db
    .select({ id: accessPoints.id, name: accessPoints.displayName, objectId: accessPoints.accessObjectId })
    .from(accessPoints)
    .where(eq(accessPoints.companyId, companyAId))
    .orderBy(accessPoints.displayName);
  const objects = [...new Set(points.map((point) => point.objectId))].map((objectId) =>
    points.filter((point) => point.objectId === objectId),
  );
  const [first, second] = objects.sort((a, b) => b.length - a.length);
  [home, homeToo] = first;
  [elsewhere] = second;
}, 60_000);
afterAll(() => t?.close());

describe('GetJournalAnomalies: a card at two complexes too close in time', () => {
  it('flags a card read at another access object within 5 minutes, and names both events', async () => {
    await report([
      { point: home, at: at(0), cardId: '7100001' },
      { point: elsewhere, at: at(2), cardId: '7100001', result: 'denied' },
      // The same complex twice in a minute: a resident going through two doors.
      { point: home, at: at(10), cardId: '7100002' },
      { point: homeToo, at: at(11), cardId: '7100002' },
      // Another complex, but ten minutes later: time enough to drive there.
      { point: home, at: at(20), cardId: '7100003' },
      { point: elsewhere, at: at(30), cardId: '7100003' },
    ]);
    const { clonedCards } = await anomalies();
    expect(clonedCards.total).toBe(1);
    expect(clonedCards.items).toEqual([
      {
        cardId: '7100001',
        userName: null,
        first: {
          id: expect.any(String),
          occurredAt: at(0),
          accessPointName: home.name,
          accessObjectName: expect.any(String),
          result: 'opened',
        },
        second: {
          id: expect.any(String),
          occurredAt: at(2),
          accessPointName: elsewhere.name,
          accessObjectName: expect.any(String),
          result: 'denied',
        },
        seconds: 120,
      },
    ]);
    expect(clonedCards.items[0].first.accessObjectName).not.toBe(clonedCards.items[0].second.accessObjectName);
  });
});

describe('GetJournalAnomalies: bursts of refusals at one point', () => {
  it('flags five or more refusals with at most 10 minutes between them, counting the cards tried', async () => {
    const refused = (point: { id: string }, minute: number, cardId: string) => ({
      point,
      at: at(minute),
      cardId,
      result: 'denied' as const,
    });
    await report([
      // Six tries, 30 s apart, four different cards.
      ...[0, 0.5, 1, 1.5, 2, 2.5].map((minute, i) => refused(homeToo, 100 + minute, String(7200000 + (i % 4)))),
      // Four refusals: not yet a burst.
      ...[0, 1, 2, 3].map((minute) => refused(elsewhere, 100 + minute, '7200009')),
      // Five refusals, each 11 minutes after the one before: five bursts of one.
      ...[0, 11, 22, 33, 44].map((minute) => refused(home, 200 + minute, '7200010')),
    ]);
    const { denialBursts } = await anomalies();
    expect(denialBursts).toEqual({
      items: [
        {
          accessPointId: homeToo.id,
          accessPointName: homeToo.name,
          from: at(100),
          until: at(102.5),
          denials: 6,
          keys: 4,
        },
      ],
      total: 1,
    });
  });

  it('looks only within the period asked', async () => {
    const before = { From: new Date(start - 86_400_000).toISOString(), Until: new Date(start).toISOString() };
    const { clonedCards, denialBursts } = await anomalies(companyA, before);
    expect(clonedCards.total).toBe(0);
    expect(denialBursts.total).toBe(0);
  });

  it("shows another company none of this company's events", async () => {
    const { clonedCards, denialBursts } = await anomalies(companyB);
    expect(clonedCards.total).toBe(0);
    expect(denialBursts.total).toBe(0);
  });
});

describe('GetJournalAnomalies: cards unused for 90 days', () => {
  it('lists a card issued long ago that no event has named for 90 days, with its last use; not one issued minutes ago', async () => {
    const [abonent] = await t.db
      .select({ id: abonents.id, name: abonents.name })
      .from(abonents)
      .where(eq(abonents.companyId, companyAId))
      .orderBy(abonents.name)
      .limit(1);
    // An abonent of long standing, given new cards minutes ago.
    await t.db
      .update(abonents)
      .set({ createdAt: sql`now() - interval '400 days'` })
      .where(eq(abonents.id, abonent.id));
    await t.db.insert(abonentCodes).values([
      { companyId: companyAId, abonentId: abonent.id, code: 16_000_001 },
      { companyId: companyAId, abonentId: abonent.id, code: 16_000_002 },
      { companyId: companyAId, abonentId: abonent.id, code: 16_000_003 },
      { companyId: companyAId, abonentId: abonent.id, code: 16_000_004 },
    ]);
    const issued = (days: number) =>
      t.db
        .update(abonentCodes)
        .set({ issuedAt: sql`now() - make_interval(days => ${days})` })
        .where(and(eq(abonentCodes.companyId, companyAId), sql`${abonentCodes.code} >= 16000001`));
    const ours = async () =>
      (await anomalies()).unusedCards.items.filter((card: { cardId: string }) => card.cardId.startsWith('1600000'));

    // Issued minutes ago: not had the time to go unused, however old the abonent.
    expect(await ours()).toEqual([]);

    await issued(200);
    // A lost card, blocked: not expected to be used.
    await t.db
      .update(abonentCodes)
      .set({ blockedAt: sql`now()` })
      .where(and(eq(abonentCodes.companyId, companyAId), eq(abonentCodes.code, 16_000_004)));
    const lastUsed = new Date(Date.now() - 95 * 86_400_000).toISOString();
    await report([
      { point: home, at: lastUsed, cardId: '16000002' },
      { point: home, at: new Date(Date.now() - 10 * 86_400_000).toISOString(), cardId: '16000003' },
    ]);
    const unused = await ours();
    // Used ten days ago: not unused. The one used 95 days ago comes first (last used, newest first).
    expect(unused).toEqual([
      { cardId: '16000002', abonentId: abonent.id, abonentName: abonent.name, lastUsed },
      { cardId: '16000001', abonentId: abonent.id, abonentName: abonent.name, lastUsed: null },
    ]);
    // Another company sees none of them.
    const ofB = (await anomalies(companyB)).unusedCards.items.map((card: { abonentId: string }) => card.abonentId);
    expect(ofB).not.toContain(abonent.id);
    await t.db
      .delete(abonentCodes)
      .where(and(eq(abonentCodes.companyId, companyAId), sql`${abonentCodes.code} >= 16000001`));
  });
});

describe('GetJournalAnomalies: removed or blocked cards that still opened a door', () => {
  it('lists the passes opened by a card while it was removed or blocked, and no other', async () => {
    const holders = await t.db
      .select({ id: abonents.id, name: abonents.name })
      .from(abonents)
      .where(eq(abonents.companyId, companyAId))
      .orderBy(abonents.name)
      .limit(2);
    const [x, y] = holders;
    const codes = (abonentId: string, list: number[]) =>
      t.call('UpdateAbonentCodes', { AbonentId: abonentId, AccessCardAndBleTagId: list }, { headers: companyA });
    const kept = (await t.call('GetAbonentDetails', { Id: x.id }, { headers: companyA })).body.items[0]
      .accessCardAndBleTagId as number[];
    // 16100001: removed at 300. 16100003: removed from x at 500, issued to y at 600.
    await codes(x.id, [...kept, 16_100_001, 16_100_002, 16_100_003]);
    await codes(x.id, [...kept, 16_100_002]);
    await codes(y.id, [16_100_003]);
    const removal = (code: number, minute: number) =>
      t.db
        .update(abonentCodeRemovals)
        .set({ issuedAt: new Date(at(-100)), removedAt: new Date(at(minute)) })
        .where(and(eq(abonentCodeRemovals.companyId, companyAId), eq(abonentCodeRemovals.code, code)));
    await removal(16_100_001, 300);
    await removal(16_100_003, 500);
    await t.db
      .update(abonentCodes)
      .set({ issuedAt: new Date(at(600)) })
      .where(and(eq(abonentCodes.companyId, companyAId), eq(abonentCodes.code, 16_100_003)));
    // 16100002: blocked as lost at 400.
    await t.db
      .update(abonentCodes)
      .set({ issuedAt: new Date(at(-100)) })
      .where(and(eq(abonentCodes.companyId, companyAId), eq(abonentCodes.code, 16_100_002)));
    expect(
      (await t.call('BlockAbonentCard', { AbonentId: x.id, Code: 16_100_002 }, { headers: companyA })).status,
    ).toBe(200);
    await t.db
      .update(abonentCodes)
      .set({ blockedAt: new Date(at(400)) })
      .where(and(eq(abonentCodes.companyId, companyAId), eq(abonentCodes.code, 16_100_002)));

    await report([
      { point: home, at: at(290), cardId: '16100001' },
      { point: home, at: at(310), cardId: '16100001' },
      { point: home, at: at(320), cardId: '16100001', result: 'denied' },
      { point: homeToo, at: at(390), cardId: '16100002' },
      { point: homeToo, at: at(410), cardId: '16100002' },
      { point: home, at: at(550), cardId: '16100003' },
      { point: home, at: at(650), cardId: '16100003' },
    ]);
    const { retiredCardPasses } = await anomalies();
    const pass = (
      cardId: string,
      minute: number,
      point: { name: string },
      state: string,
      since: number,
      holder: typeof x,
    ) => ({
      id: expect.any(String),
      occurredAt: at(minute),
      accessPointName: point.name,
      cardId,
      state,
      since: at(since),
      abonentId: holder.id,
      abonentName: holder.name,
    });
    expect(retiredCardPasses).toEqual({
      items: [
        pass('16100003', 550, home, 'removed', 500, x),
        pass('16100002', 410, homeToo, 'blocked', 400, x),
        pass('16100001', 310, home, 'removed', 300, x),
      ],
      total: 3,
    });
    expect((await anomalies(companyB)).retiredCardPasses.total).toBe(0);
    await codes(x.id, kept);
    await codes(y.id, []);
  });
});
