import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abonentCodes, abonents, accessPoints, passEvents } from '../../server/db/schema';
import { demoSessions, deviceHeaders } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let companyA: Record<string, string>;
let companyB: Record<string, string>;
let deviceA: Record<string, string>;
let companyAId: string;
let pointA: { id: string; name: string; accessObjectId: string };
let pointB: string;
let owner: { id: string; name: string; code: number };

beforeAll(async () => {
  t = await createTestApp();
  ({ companyA, companyB } = await demoSessions(t));
  companyAId = (await t.call('GetProfiles', {}, { headers: companyA })).body.items[0].companyId;
  deviceA = await deviceHeaders(t, companyAId);
  [pointA] = await t.db
    .select({ id: accessPoints.id, name: accessPoints.displayName, accessObjectId: accessPoints.accessObjectId })
    .from(accessPoints)
    .where(eq(accessPoints.companyId, companyAId))
    .orderBy(accessPoints.displayName)
    .limit(1);
  [{ id: pointB }] = await t.db
    .select({ id: accessPoints.id })
    .from(accessPoints)
    .where(sql`${accessPoints.companyId} <> ${companyAId}`)
    .limit(1);
  [owner] = await t.db
    .select({ id: abonents.id, name: abonents.name, code: abonentCodes.code })
    .from(abonentCodes)
    .innerJoin(abonents, eq(abonents.id, abonentCodes.abonentId))
    .where(and(eq(abonentCodes.companyId, companyAId), sql`${abonents.accessFrom} is null`))
    .orderBy(abonentCodes.code)
    .limit(1);
}, 60_000);
afterAll(() => t?.close());

let sequence = 0;
/** A card event a minute ago at company A's first point, unique by its event id. */
const cardEvent = (overrides: Record<string, unknown> = {}) => ({
  eventId: `ingest-${++sequence}`,
  accessPointId: pointA.id,
  occurredAt: new Date(Date.now() - 60_000 - sequence * 1000).toISOString(),
  keyType: 'card',
  cardId: String(owner.code),
  result: 'opened',
  ...overrides,
});
const send = (events: unknown[], headers = deviceA) => t.call('AddPassEvents', { Events: events }, { headers });
const storedOf = (eventIds: string[]) =>
  t.db
    .select()
    .from(passEvents)
    .where(sql`${passEvents.deviceEventId} = any(${`{${eventIds.join(',')}}`}::text[])`);

describe('AddPassEvents: a local server reports a batch', () => {
  it('stores each event once, however often the batch is sent', async () => {
    const batch = [
      cardEvent(),
      cardEvent({ keyType: 'button', cardId: null }),
      cardEvent({ result: 'denied', cardId: '999' }),
    ];
    expect((await send(batch)).body).toEqual({ accepted: 3, duplicates: 0 });
    expect((await send(batch)).body).toEqual({ accepted: 0, duplicates: 3 });
    // Half new, half seen, and one repeated within the batch.
    const fresh = cardEvent();
    expect((await send([batch[0], fresh, fresh])).body).toEqual({ accepted: 1, duplicates: 2 });
    expect(await storedOf([...batch, fresh].map((event) => event.eventId))).toHaveLength(4);
  });

  it('refuses a batch naming another company’s point, storing none of it', async () => {
    const mine = cardEvent();
    const response = await send([mine, cardEvent({ accessPointId: pointB })]);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({
      error: 'journal.errors.foreignAccessPoint',
      fields: { 'Events.1.accessPointId': 'journal.errors.foreignAccessPoint' },
    });
    expect(await storedOf([mine.eventId])).toHaveLength(0);
  });

  // The protocol names the parameter at fault (Events); the server's own checks name the event too.
  it('refuses bad batches with the field at fault', async () => {
    const bad = async (events: unknown) => {
      const response = await t.call('AddPassEvents', { Events: events }, { headers: deviceA });
      return [response.status, Object.keys(response.body.fields ?? {})];
    };
    expect(await bad([])).toEqual([400, ['Events']]);
    expect(await bad(Array.from({ length: 1001 }, () => cardEvent()))).toEqual([400, ['Events']]);
    expect(await bad([cardEvent({ keyType: 'finger' })])).toEqual([400, ['Events']]);
    expect(await bad([cardEvent({ result: 'maybe' })])).toEqual([400, ['Events']]);
    expect(await bad([cardEvent({ occurredAt: 'yesterday' })])).toEqual([400, ['Events']]);
    expect(await bad([cardEvent({ eventId: '' })])).toEqual([400, ['Events']]);
    expect(await bad([cardEvent(), cardEvent({ occurredAt: new Date(Date.now() + 3_600_000).toISOString() })])).toEqual(
      [400, ['Events.1.occurredAt']],
    );
    expect(await bad([cardEvent({ occurredAt: '2020-01-01T00:00:00Z' })])).toEqual([400, ['Events.0.occurredAt']]);
  });

  it('takes only a local server’s token, never a person’s session', async () => {
    expect((await send([cardEvent()], companyA)).status).toBe(401);
    expect((await send([cardEvent()], {})).status).toBe(401);
  });

  it('makes the month of an old event (a device back after weeks offline)', async () => {
    const old = cardEvent({ occurredAt: new Date(Date.now() - 200 * 86_400_000).toISOString() });
    expect((await send([old])).body.accepted).toBe(1);
  });
});

describe('the decision kept with each event', () => {
  it('names the card’s abonent and zone, and still does after the abonent changed', async () => {
    const event = cardEvent();
    await send([event]);
    const [stored] = await storedOf([event.eventId]);
    expect(stored).toMatchObject({
      abonentId: owner.id,
      userName: owner.name,
      accessPointName: pointA.name,
      denialReason: null,
    });
    expect(stored.decision).toMatchObject({
      rule: expect.stringMatching(/^(abonentAllowed|outsideZone)$/),
      abonent: { id: owner.id, name: owner.name },
    });

    await t.db
      .update(abonents)
      .set({ name: 'Renamed Later', accessObjectId: pointA.accessObjectId, accessPerimeterId: null })
      .where(eq(abonents.id, owner.id));
    const later = cardEvent();
    await send([later]);
    const [after] = await storedOf([later.eventId]);
    expect(after.decision).toMatchObject({
      rule: 'abonentAllowed',
      zone: { kind: 'object', id: pointA.accessObjectId, coversPoint: true },
    });

    const shown = await t.call('GetPassEvent', { PassEventId: stored.id }, { headers: companyA });
    expect(shown.body).toMatchObject({ userName: owner.name, decision: { abonent: { name: owner.name } } });
  });

  it('explains a refusal: an unknown card, a zone elsewhere, hours', async () => {
    const [otherObject] = await t.db
      .execute<{ id: string }>(
        sql`select id from access_objects where company_id = ${companyAId} and id <> ${pointA.accessObjectId} limit 1`,
      )
      .then((result) => (result as unknown as { rows: { id: string }[] }).rows);
    const unknown = cardEvent({ cardId: '16777215', result: 'denied' });
    await t.db
      .update(abonents)
      .set({ accessObjectId: otherObject.id, accessPerimeterId: null })
      .where(eq(abonents.id, owner.id));
    const elsewhere = cardEvent({ result: 'denied' });
    await send([unknown, elsewhere]);
    await t.db
      .update(abonents)
      .set({ accessObjectId: pointA.accessObjectId, accessFrom: '00:00', accessUntil: '00:01' })
      .where(eq(abonents.id, owner.id));
    const lateHour = cardEvent({
      occurredAt: new Date(Date.now() - 86_400_000).toISOString().replace(/T\d\d:\d\d/, 'T12:30'),
      result: 'denied',
      denialReason: 'other',
    });
    await send([lateHour]);
    // No zone, no door: the doors are never given such an abonent's cards.
    await t.db
      .update(abonents)
      .set({ accessObjectId: null, accessPerimeterId: null, accessFrom: null, accessUntil: null })
      .where(eq(abonents.id, owner.id));
    const zoneless = cardEvent({ result: 'denied' });
    await send([zoneless]);
    const byId = new Map(
      (await storedOf([unknown.eventId, elsewhere.eventId, lateHour.eventId, zoneless.eventId])).map((row) => [
        row.deviceEventId,
        row,
      ]),
    );
    expect(byId.get(zoneless.eventId)).toMatchObject({
      denialReason: 'outsideZone',
      decision: { rule: 'noZone', zone: null },
    });
    expect(byId.get(unknown.eventId)).toMatchObject({
      abonentId: null,
      denialReason: 'unknownKey',
      decision: { rule: 'unknownKey', abonent: null },
    });
    expect(byId.get(elsewhere.eventId)).toMatchObject({
      denialReason: 'outsideZone',
      decision: { rule: 'outsideZone', zone: { coversPoint: false } },
    });
    // The device's own reason is kept; the server's reading is in the decision.
    expect(byId.get(lateHour.eventId)).toMatchObject({
      denialReason: 'other',
      decision: { rule: 'outsideHours', hours: { within: false } },
    });
  });

  it('is not shown to another company', async () => {
    const [stored] = await t.db
      .select({ id: passEvents.id })
      .from(passEvents)
      .where(eq(passEvents.companyId, companyAId))
      .limit(1);
    expect((await t.call('GetPassEvent', { PassEventId: stored.id }, { headers: companyB })).status).toBe(404);
  });
});
