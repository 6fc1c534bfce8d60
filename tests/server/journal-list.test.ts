import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgArray } from '../../server/db/pg-array';
import { queryRows } from '../../server/db/rows';
import { accessPoints, passEvents } from '../../server/db/schema';
import { demoSessions, deviceHeaders } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let companyA: Record<string, string>;
let companyB: Record<string, string>;
let companyAId: string;
let points: { id: string; accessObjectId: string; perimeterId: string }[];
/** The window the test's events fall in: two hours, two days ago. */
const from = new Date(Date.now() - 2 * 86_400_000);
const until = new Date(from.getTime() + 2 * 3_600_000);
const keyTypes = ['card', 'mobile', 'button', 'gsm'] as const;

beforeAll(async () => {
  t = await createTestApp();
  ({ companyA, companyB } = await demoSessions(t));
  companyAId = (await t.call('GetProfiles', {}, { headers: companyA })).body.items[0].companyId;
  points = await t.db
    .select({ id: accessPoints.id, accessObjectId: accessPoints.accessObjectId, perimeterId: accessPoints.perimeterId })
    .from(accessPoints)
    .where(eq(accessPoints.companyId, companyAId))
    .orderBy(accessPoints.displayName);
  // 130 events, some at the very same moment (the id breaks the tie), of every filtered kind.
  const events = Array.from({ length: 130 }, (_, i) => ({
    eventId: `list-${i}`,
    accessPointId: points[i % points.length].id,
    occurredAt: new Date(from.getTime() + Math.floor(i / 2) * 60_000).toISOString(),
    keyType: keyTypes[i % keyTypes.length],
    cardId: i % 4 === 0 ? String(500_000 + (i % 3)) : null,
    phone: i % 4 === 1 || i % 4 === 3 ? `7926${String(1_000_000 + (i % 5)).padStart(7, '0')}` : null,
    result: i % 7 === 0 ? 'denied' : 'opened',
  }));
  // And one by an abonent's phone, which the journal names them by (the name filter's case).
  const [abonent] = await queryRows<{ phone: string }>(
    t.db,
    sql`select phone_number as phone from abonents where company_id = ${companyAId} order by name limit 1`,
  );
  events.push({ ...events[1], eventId: 'list-named', phone: abonent.phone });
  const response = await t.call('AddPassEvents', { Events: events }, { headers: await deviceHeaders(t, companyAId) });
  expect(response.body.accepted).toBe(131);
}, 60_000);
afterAll(() => t?.close());

const window = { From: from.toISOString(), Until: until.toISOString() };

/** Every page of the journal with the filters, following `next`. */
async function allPages(filters: Record<string, unknown>, limit = 50) {
  const pages: { id: string; occurredAt: string }[][] = [];
  let after: string | null | undefined;
  do {
    const { body, status } = await t.call(
      'GetPassEvents',
      { ...window, ...filters, Limit: limit, ...(after && { After: after }) },
      { headers: companyA },
    );
    expect(status, JSON.stringify(body)).toBe(200);
    pages.push(body.items);
    after = body.next;
  } while (after);
  return pages;
}

/** `count` copies of a point, in its perimeter (and object) with its lock, named "<its name> <n>". */
const copiesOf = (pointId: string, count: number) =>
  queryRows<{ id: string }>(
    t.db,
    sql`insert into access_points (company_id, access_object_id, perimeter_id, lock_id, display_name, open_time, distance,
                                   default_key_settings, key_restrictions)
        select company_id, access_object_id, perimeter_id, lock_id, display_name || ' ' || n, open_time, distance,
               default_key_settings, key_restrictions
          from access_points, generate_series(1, ${count}) as n where id = ${pointId}
        returning id`,
  );

/** The window's events straight from the table, newest first, for checking the Action against. */
const direct = () =>
  t.db
    .select()
    .from(passEvents)
    .where(
      and(eq(passEvents.companyId, companyAId), gte(passEvents.occurredAt, from), lt(passEvents.occurredAt, until)),
    )
    .then((rows) => rows.sort((a, b) => b.occurredAt.getTime() - a.occurredAt.getTime() || (b.id > a.id ? 1 : -1)));

describe('GetPassEvents: the journal, newest first, a page at a time', () => {
  it('pages on (time, id): every event once, in order, with no offset', async () => {
    const pages = await allPages({});
    const expected = (await direct()).map((row) => row.id);
    // The window holds the test's 130 events and whatever the demo journal put there.
    expect(expected.length).toBeGreaterThanOrEqual(130);
    expect(pages.map((page) => page.length)).toEqual([50, 50, expected.length - 100].filter((size) => size > 0));
    expect(pages.flat().map((event) => event.id)).toEqual(expected);
  });

  it('filters by result, key type, point, object, perimeter, card, phone and user as a direct count does', async () => {
    const rows = await direct();
    const pointOf = new Map(points.map((point) => [point.id, point]));
    const named = rows.find((row) => row.userName)!.userName!.split(' ')[0];
    const cases: [Record<string, string>, (row: (typeof rows)[number]) => boolean][] = [
      [{ Result: 'denied' }, (row) => row.result === 'denied'],
      // The same filters with other values: a page's statement holds a result or key type as a constant.
      [{ Result: 'opened' }, (row) => row.result === 'opened'],
      [{ KeyType: 'gsm' }, (row) => row.keyType === 'gsm'],
      [{ KeyType: 'card', Result: 'opened' }, (row) => row.keyType === 'card' && row.result === 'opened'],
      [{ AccessPointId: points[1].id }, (row) => row.accessPointId === points[1].id],
      [
        { AccessObjectId: points[0].accessObjectId },
        (row) => pointOf.get(row.accessPointId!)?.accessObjectId === points[0].accessObjectId,
      ],
      [
        { PerimeterId: points[2].perimeterId },
        (row) => pointOf.get(row.accessPointId!)?.perimeterId === points[2].perimeterId,
      ],
      [{ CardId: '500001' }, (row) => row.cardId === '500001'],
      [{ User: '+7 926 100-00-02' }, (row) => row.phone === '79261000002'],
      // A name from its start, whatever the case: the first word of a name the window's events have.
      [{ User: named.toUpperCase() }, (row) => !!row.userName?.toLowerCase().startsWith(named.toLowerCase())],
    ];
    for (const [filters, expected] of cases) {
      const ids = (await allPages(filters, 7)).flat().map((event) => event.id);
      expect(ids, JSON.stringify(filters)).toEqual(rows.filter(expected).map((row) => row.id));
      expect(ids.length, JSON.stringify(filters)).toBeGreaterThan(0);
    }
  });

  it("pages a perimeter's events point by point, bounded by its points' newest events, as a direct count does", async () => {
    // A page (which reads Limit + 1 events) no larger than the number of the perimeter's points with
    // events: each point then reads only its events from the bound on (the page size's newest of the
    // points' newest events). The demo's perimeters have two points, so Limit 1 is where theirs is bounded.
    const rows = await direct();
    const pointOf = new Map(points.map((point) => [point.id, point]));
    // The perimeter with the most points.
    const perimeterSize = (perimeterId: string) => points.filter((point) => point.perimeterId === perimeterId).length;
    const perimeterId = points.map((point) => point.perimeterId).sort((a, b) => perimeterSize(b) - perimeterSize(a))[0];
    const expected = rows.filter((row) => pointOf.get(row.accessPointId!)?.perimeterId === perimeterId);
    expect(new Set(expected.map((row) => row.accessPointId)).size).toBeGreaterThanOrEqual(2);
    for (const limit of [1, 2, 3]) {
      const ids = (await allPages({ PerimeterId: perimeterId }, limit)).flat().map((event) => event.id);
      expect(ids, `Limit ${limit}`).toEqual(expected.map((row) => row.id));
    }
  });

  it("keeps an object's events with its points as the tree moves them, and a removed point's with its object", async () => {
    const objectIds = async (AccessObjectId: string) =>
      new Set((await allPages({ AccessObjectId })).flat().map((event) => event.id));
    const eventsAt = async (pointId: string) =>
      (await direct()).filter((row) => row.accessPointId === pointId).map((row) => row.id);
    const moved = points[0];
    const elsewhere = points.find((point) => point.accessObjectId !== moved.accessObjectId)!;
    const movedEvents = await eventsAt(moved.id);
    expect(movedEvents.length).toBeGreaterThan(0);
    const edit = (PerimeterId: string) =>
      t.call('EditAccessPoint', { Id: moved.id, PerimeterId }, { headers: companyA });
    expect((await edit(elsewhere.perimeterId)).status).toBe(200);
    try {
      const [there, left] = [await objectIds(elsewhere.accessObjectId), await objectIds(moved.accessObjectId)];
      expect(movedEvents.filter((id) => !there.has(id) || left.has(id))).toEqual([]);
    } finally {
      expect((await edit(moved.perimeterId)).status).toBe(200);
    }
    const back = await objectIds(moved.accessObjectId);
    expect(movedEvents.filter((id) => !back.has(id))).toEqual([]);

    // A copy of the point, with an event, removed: its event stays in its object's journal.
    const [copy] = await copiesOf(moved.id, 1);
    const event = {
      eventId: 'removed-point',
      accessPointId: copy.id,
      occurredAt: new Date(from.getTime() + 45_000).toISOString(),
      keyType: 'button',
      result: 'opened',
    };
    expect(
      (await t.call('AddPassEvents', { Events: [event] }, { headers: await deviceHeaders(t, companyAId) })).body
        .accepted,
    ).toBe(1);
    expect((await t.call('DeleteAccessPoint', { Id: copy.id }, { headers: companyA })).status).toBe(200);
    const [removedEvent] = await eventsAt(copy.id);
    expect((await objectIds(moved.accessObjectId)).has(removedEvent)).toBe(true);
    await t.db.execute(sql`delete from pass_events where device_event_id = 'removed-point'`);
  });

  it("pages a place of more points than it reads one by one through the company's events, as a direct count does", async () => {
    // 300 more points in the first point's perimeter (and object), copies of it, with events at some.
    const [first] = points;
    const added = await copiesOf(first.id, 300);
    const events = added.slice(0, 40).map((point, i) => ({
      eventId: `large-place-${i}`,
      accessPointId: point.id,
      occurredAt: new Date(from.getTime() + 30_000 + i * 60_000).toISOString(),
      keyType: 'button',
      result: 'opened',
    }));
    expect(
      (await t.call('AddPassEvents', { Events: events }, { headers: await deviceHeaders(t, companyAId) })).body
        .accepted,
    ).toBe(40);
    const inPlace = new Set([
      first.id,
      ...added.map((point) => point.id),
      ...points.filter((point) => point.perimeterId === first.perimeterId).map((point) => point.id),
    ]);
    const expected = (await direct()).filter((row) => inPlace.has(row.accessPointId!)).map((row) => row.id);
    expect(expected.length).toBeGreaterThan(40);
    for (const limit of [7, 50]) {
      const ids = (await allPages({ PerimeterId: first.perimeterId }, limit)).flat().map((event) => event.id);
      expect(ids, `Limit ${limit}`).toEqual(expected);
    }
    await t.db.execute(sql`delete from pass_events where device_event_id like 'large-place-%'`);
    await t.db.execute(
      sql`delete from access_points where id = any(${pgArray(added.map((point) => point.id))}::uuid[])`,
    );
  });

  it('refuses a cursor it did not make', async () => {
    const response = await t.call('GetPassEvents', { After: 'yesterday' }, { headers: companyA });
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ After: 'journal.errors.badCursor' });
  });

  it("does not find another company's point, object or perimeter", async () => {
    const [point] = points;
    for (const place of [
      { AccessPointId: point.id },
      { AccessObjectId: point.accessObjectId },
      { PerimeterId: point.perimeterId },
    ]) {
      const response = await t.call('GetPassEvents', place, { headers: companyB });
      expect(response.status, JSON.stringify(place)).toBe(404);
    }
  });

  it('shows a company only its own events', async () => {
    const { body } = await t.call('GetPassEvents', window, { headers: companyB });
    expect(
      body.items.filter((event: { accessPointId: string }) => points.some((point) => point.id === event.accessPointId)),
    ).toEqual([]);
  });
});

describe('GetNewPassEventCount: the live journal', () => {
  it('counts what came after the newest event shown, within the filters', async () => {
    const first = await t.call('GetPassEvents', { KeyType: 'card' }, { headers: companyA });
    const since = first.body.newest as string;
    const count = (filters: Record<string, string>) =>
      t
        .call('GetNewPassEventCount', { ...filters, Since: since }, { headers: companyA })
        .then((response) => response.body.count);
    expect(await count({ KeyType: 'card' })).toBe(0);
    const now = Date.now();
    const fresh = [0, 1, 2].map((i) => ({
      eventId: `live-${i}`,
      accessPointId: points[0].id,
      occurredAt: new Date(now - i * 1000).toISOString(),
      keyType: i === 2 ? 'button' : 'card',
      cardId: '42',
      result: 'opened',
    }));
    await t.call('AddPassEvents', { Events: fresh }, { headers: await deviceHeaders(t, companyAId) });
    expect(await count({ KeyType: 'card' })).toBe(2);
    expect(await count({ KeyType: 'card', Result: 'denied' })).toBe(0);
    // The two cards at the point, its object and its perimeter; none at another point.
    expect(await count({ KeyType: 'card', AccessPointId: points[0].id })).toBe(2);
    expect(await count({ KeyType: 'card', AccessObjectId: points[0].accessObjectId })).toBe(2);
    expect(await count({ KeyType: 'card', PerimeterId: points[0].perimeterId })).toBe(2);
    const elsewhere = points.find((point) => point.perimeterId !== points[0].perimeterId)!;
    expect(await count({ KeyType: 'card', AccessPointId: elsewhere.id })).toBe(0);
  });
});
