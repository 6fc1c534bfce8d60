import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessPoints, passEvents } from '../../server/db/schema';
import { queryRows } from '../../server/db/rows';
import { PERSON_PREV_DAYS, QUARTER_LOOK_BACK } from '../../server/journal/store';
import { demoSessions, deviceHeaders } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

// pass_events.person_prev_at is kept by every insert of events (server/journal/store.ts), whatever order
// they arrive in; the report counts each day's people from it. Checked against what it must equal: the
// time of the same person's previous event within PERSON_PREV_DAYS, by a window over the company's events.

let t: TestApp;
let companyA: Record<string, string>;
let deviceA: Record<string, string>;
let companyAId: string;
let pointId: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ companyA } = await demoSessions(t));
  companyAId = (await t.call('GetProfiles', {}, { headers: companyA })).body.items[0].companyId;
  deviceA = await deviceHeaders(t, companyAId);
  [{ id: pointId }] = await t.db
    .select({ id: accessPoints.id })
    .from(accessPoints)
    .where(eq(accessPoints.companyId, companyAId))
    .limit(1);
}, 60_000);
afterAll(() => t?.close());

const HOUR = 3_600_000;
/** A moment this many hours before a fixed point two days ago, so the tests' events stay in the past. */
const base = Math.floor(Date.now() / HOUR) * HOUR - 48 * HOUR;
const at = (hoursBefore: number) => new Date(base - hoursBefore * HOUR).toISOString();

let sequence = 0;
const event = (cardId: string | null, hoursBefore: number, extra: Record<string, unknown> = {}) => ({
  eventId: `person-prev-${++sequence}`,
  accessPointId: pointId,
  occurredAt: at(hoursBefore),
  keyType: cardId ? 'card' : 'button',
  cardId,
  result: 'opened',
  ...extra,
});
const send = async (events: unknown[]) => {
  const response = await t.call('AddPassEvents', { Events: events }, { headers: deviceA });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as { accepted: number; duplicates: number };
};

/** The company's events whose person_prev_at is not their person's previous event's time. */
const wrongPrevious = () =>
  queryRows<{ id: string; person: string | null; person_prev_at: string | null; expected: string | null }>(
    t.db,
    sql`select id, person, person_prev_at, expected from (
          select id, person_prev_at, coalesce(abonent_id::text, phone, card_id) as person,
                 case when coalesce(abonent_id::text, phone, card_id) is not null
                      then lag(occurred_at) over (partition by coalesce(abonent_id::text, phone, card_id) order by occurred_at, id) end as previous,
                 occurred_at
            from pass_events where company_id = ${companyAId}) as checked
         cross join lateral (
           select case when previous >= occurred_at - make_interval(days => ${PERSON_PREV_DAYS}) then previous end as expected) as rule
         where person_prev_at is distinct from expected`,
  );

/**
 * The company's quarters (pass_event_quarters) that differ from what its events say: per quarter of an
 * hour, the events, passes and refusals, and for k = 0…99 the events of people who had not passed since
 * k quarters before the quarter's start.
 */
const wrongQuarters = () =>
  queryRows<{ quarter: string }>(
    t.db,
    sql`with events as (
          select date_bin('15 minutes', occurred_at, timestamptz '1970-01-01 00:00:00+00') as quarter, result, person_prev_at,
                 coalesce(abonent_id::text, phone, card_id) is not null as identified
            from pass_events where company_id = ${companyAId}),
        expected as (
          select quarter, count(*)::int as events, (count(*) filter (where result = 'opened'))::int as passes,
                 (count(*) filter (where result = 'denied'))::int as denials,
                 array(select (count(*) filter (where later.identified and (later.person_prev_at is null
                                 or later.person_prev_at < later.quarter - make_interval(mins => 15 * k))))::int
                         from generate_series(0, ${QUARTER_LOOK_BACK - 1}) as k cross join events as later
                        where later.quarter = events.quarter group by k order by k) as firsts
            from events group by quarter),
        kept as (select quarter, events, passes, denials, firsts from pass_event_quarters where company_id = ${companyAId})
        select coalesce(expected.quarter, kept.quarter) as quarter from expected full join kept on kept.quarter = expected.quarter
         where (expected.events, expected.passes, expected.denials, expected.firsts) is distinct from (kept.events, kept.passes, kept.denials, kept.firsts)`,
  );

describe("pass_events.person_prev_at: the person's previous event, and the quarters", () => {
  it('is right for the demo journal and for events reported in time order', async () => {
    await send([event('prev-a', 30), event('prev-a', 20), event(null, 19), event('prev-b', 18), event('prev-a', 10)]);
    expect(await wrongPrevious()).toEqual([]);
    expect(await wrongQuarters()).toEqual([]);
  });

  it('is right when events arrive late, out of order, twice, and within one batch newest first', async () => {
    const late = [event('late-a', 5), event('late-a', 1), event('late-b', 3)];
    const older = [event('late-a', 9), event('late-b', 8), event('late-a', 7)];
    const between = [event('late-a', 3), event('late-a', 3.5), event('late-b', 2)];
    await send(late);
    await send(older.reverse());
    await send([...between, ...late]);
    // The same moment twice for one card: ordered by id, the second's previous is that same moment.
    await send([event('late-a', 6), event('late-a', 6)]);
    // Further apart than the look-back: none, whichever arrives first.
    await send([event('far', 10), event('far', 10 + PERSON_PREV_DAYS * 24 + 5)]);
    await send([event('far', 10 + PERSON_PREV_DAYS * 24 - 5)]);
    expect(await wrongPrevious()).toEqual([]);
    expect(await wrongQuarters()).toEqual([]);
  });

  it('is right when batches of the same people arrive at once', async () => {
    // Interleaved times across eight batches for three cards; on PostgreSQL they are inserted concurrently.
    const batches = Array.from({ length: 8 }, (_, batch) =>
      Array.from({ length: 12 }, (_, index) => event(`together-${index % 3}`, 40 - (index * 8 + batch) * 0.05)),
    );
    const results = await Promise.all(batches.map(send));
    expect(results.reduce((total, result) => total + result.accepted, 0)).toBe(96);
    expect(await wrongPrevious()).toEqual([]);
    expect(await wrongQuarters()).toEqual([]);
  });
});

describe('the report counts people from it', () => {
  it('as a direct count of distinct people does, by day in a time zone, from a period starting mid-day', async () => {
    for (const TimeZone of ['Europe/Moscow', 'Asia/Kathmandu', 'America/New_York']) {
      // The period starts at noon, local time; a person who passed that morning still counts on that day.
      // Someone passes ten minutes before the next midnight and five after: a person of both days.
      const [{ noon, midnight }] = await queryRows<{ noon: Date; midnight: Date }>(
        t.db,
        sql`select (date_trunc('day', ${at(24)}::timestamptz at time zone ${TimeZone}) + interval '12 hours') at time zone ${TimeZone} as noon,
                   (date_trunc('day', ${at(24)}::timestamptz at time zone ${TimeZone}) + interval '1 day') at time zone ${TimeZone} as midnight`,
      );
      const hoursBeforeNoon = (base - new Date(noon).getTime()) / HOUR;
      const hoursBeforeMidnight = (base - new Date(midnight).getTime()) / HOUR;
      await send([
        event(`mid-day ${TimeZone}`, hoursBeforeNoon + 1),
        event(`mid-day ${TimeZone}`, hoursBeforeNoon - 1),
      ]);
      await send([
        event(`midnight ${TimeZone}`, hoursBeforeMidnight + 10 / 60),
        event(`midnight ${TimeZone}`, hoursBeforeMidnight - 5 / 60),
      ]);
      const From = new Date(noon).toISOString();
      const Until = new Date(new Date(noon).getTime() + 30 * HOUR).toISOString();
      await expectPeopleAsCounted(From, Until, TimeZone);
    }
  });

  it('over a period longer than the look-back too', async () => {
    await expectPeopleAsCounted(at(24 * (PERSON_PREV_DAYS + 14)), new Date(base).toISOString(), 'Europe/Moscow');
  });
});

/** The report's people by day and in all equal a direct count of distinct people over the same events. */
async function expectPeopleAsCounted(From: string, Until: string, TimeZone: string) {
  const { body, status } = await t.call('GetPassEventReport', { From, Until, TimeZone }, { headers: companyA });
  expect(status, JSON.stringify(body)).toBe(200);
  const who = sql`coalesce(${passEvents.abonentId}::text, ${passEvents.phone}, ${passEvents.cardId})`;
  // The zone written into the SQL (the tests' own): as a parameter, GROUP BY and SELECT would differ.
  const day = sql<string>`to_char((${passEvents.occurredAt} at time zone ${sql.raw(`'${TimeZone}'`)})::date, 'YYYY-MM-DD')`;
  const selected = and(
    eq(passEvents.companyId, companyAId),
    gte(passEvents.occurredAt, new Date(From)),
    lt(passEvents.occurredAt, new Date(Until)),
  );
  const byDay = await t.db
    .select({ day, people: sql<number>`count(distinct ${who})::int` })
    .from(passEvents)
    .where(selected)
    .groupBy(day)
    .orderBy(day);
  const [total] = await t.db
    .select({ people: sql<number>`count(distinct ${who})::int` })
    .from(passEvents)
    .where(selected);
  expect(body.days.map((row: { day: string; people: number }) => ({ day: row.day, people: row.people }))).toEqual(
    byDay,
  );
  expect(body.totals.people).toBe(total.people);
  expect(total.people).toBeGreaterThan(0);
}
