import { get } from 'node:http';
import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/rows';
import { accessPoints, passEvents } from '../../server/db/schema';
import { EXPORT_BATCH } from '../../server/journal/export';
import { ensurePassEventMonths } from '../../server/journal/partitions';
import { eventRows, storePassEvents } from '../../server/journal/store';
import { REPORT_POINTS_LIMIT } from '../../contract/journal';
import { API_PATH } from '../../contract/protocol';
import { csvCell } from '../../contract/csv';
import { demoSessions } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let companyA: Record<string, string>;
let companyAId: string;
const from = new Date(Date.now() - 14 * 86_400_000).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  ({ companyA } = await demoSessions(t));
  companyAId = (await t.call('GetProfiles', {}, { headers: companyA })).body.items[0].companyId;
}, 60_000);
afterAll(() => t?.close());

const directCount = async (extra = sql`true`, since = from) =>
  (
    await t.db
      .select({ n: count() })
      .from(passEvents)
      .where(and(eq(passEvents.companyId, companyAId), gte(passEvents.occurredAt, new Date(since)), extra))
  )[0].n;

// A period from a moment read from the events (from), or from a quarter of an hour, whose days are summed
// from the company's quarters (server/journal/report.ts): Moscow's midnight fifteen days ago.
const midnight = new Date(
  Math.floor((Date.now() + 3 * 3_600_000) / 86_400_000 - 15) * 86_400_000 - 3 * 3_600_000,
).toISOString();

describe.each([
  ['a moment', from],
  ['a local midnight', midnight],
])('GetPassEventReport of a period from %s', (_, since) => {
  it('counts by day and in all the passes, refusals and people that a direct count does', async () => {
    const { body, status } = await t.call(
      'GetPassEventReport',
      { From: since, TimeZone: 'Europe/Moscow' },
      { headers: companyA },
    );
    expect(status, JSON.stringify(body)).toBe(200);
    const who = sql`coalesce(${passEvents.abonentId}::text, ${passEvents.phone}, ${passEvents.cardId})`;
    const day = sql<string>`to_char((${passEvents.occurredAt} at time zone 'Europe/Moscow')::date, 'YYYY-MM-DD')`;
    const byDay = await t.db
      .select({
        day,
        passes: sql<number>`(count(*) filter (where ${passEvents.result} = 'opened'))::int`,
        denials: sql<number>`(count(*) filter (where ${passEvents.result} = 'denied'))::int`,
        people: sql<number>`count(distinct ${who})::int`,
      })
      .from(passEvents)
      .where(and(eq(passEvents.companyId, companyAId), gte(passEvents.occurredAt, new Date(since))))
      .groupBy(day)
      .orderBy(day);
    expect(body.days).toEqual(byDay);
    expect(body.days.length).toBeGreaterThanOrEqual(14);
    expect(body.totals.events).toBe(await directCount(sql`true`, since));
    const [total] = await t.db
      .select({ people: sql<number>`count(distinct ${who})::int` })
      .from(passEvents)
      .where(and(eq(passEvents.companyId, companyAId), gte(passEvents.occurredAt, new Date(since))));
    expect(body.totals.people).toBe(total.people);
    expect(total.people).toBeGreaterThan(10);
  });
});

describe('GetPassEventReport: sum by days and count of pass events', () => {
  it('adds up to a direct count, by day and by point', async () => {
    const { body, status } = await t.call(
      'GetPassEventReport',
      { From: from, TimeZone: 'Europe/Moscow' },
      { headers: companyA },
    );
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.totals.events).toBe(await directCount());
    expect(body.totals.events).toBeGreaterThan(100);
    expect(body.totals.denials).toBe(await directCount(sql`${passEvents.result} = 'denied'`));
    const sum = (rows: { passes: number; denials: number }[]) =>
      rows.reduce((total, row) => total + row.passes + row.denials, 0);
    expect(sum(body.days)).toBe(body.totals.events);
    const [{ points }] = await t.db
      .select({ points: sql<number>`count(distinct ${passEvents.accessPointId})::int` })
      .from(passEvents)
      .where(and(eq(passEvents.companyId, companyAId), gte(passEvents.occurredAt, new Date(from))));
    expect(body.pointsTotal).toBe(points);
    // The demo's points are fewer than the report names, so every event is in one of them.
    expect(body.points.length).toBe(Math.min(points, REPORT_POINTS_LIMIT));
    expect(points).toBeLessThan(REPORT_POINTS_LIMIT);
    expect(sum(body.points)).toBe(body.totals.events);
    expect(body.days.length).toBeGreaterThanOrEqual(14);
    expect(body.days.every((day: { people: number }) => day.people <= body.totals.people)).toBe(true);
  });

  it('reports what the filters select', async () => {
    const { body } = await t.call(
      'GetPassEventReport',
      { From: from, Result: 'denied', TimeZone: 'UTC' },
      { headers: companyA },
    );
    expect(body.totals).toMatchObject({ passes: 0, denials: await directCount(sql`${passEvents.result} = 'denied'`) });
  });

  it('refuses a time zone that does not exist', async () => {
    const response = await t.call('GetPassEventReport', { TimeZone: 'Mars/Olympus' }, { headers: companyA });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.fields)).toEqual(['TimeZone']);
  });
});

describe('the journal download', () => {
  const download = (query: Record<string, string>, headers: Record<string, string> = companyA) =>
    t.app.inject({
      method: 'GET',
      url: `${API_PATH}export/journal`,
      query,
      headers: { timestamp: new Date().toISOString(), ...headers },
    });

  it('streams the filtered events as CSV, every row, with their count announced first', async () => {
    const response = await download({ Format: 'csv', From: from, Locale: 'ru', TimeZone: 'Europe/Moscow' });
    expect(response.statusCode).toBe(200);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'Дата и время,Точка доступа,ID карты,Телефон,Автомобили,Пользователь,Тип ключа,Результат доступа,Причина,Зона доступа',
    );
    expect(lines.length - 1).toBe(await directCount());
    expect(Number(response.headers['x-row-count'])).toBe(lines.length - 1);
  });

  it('streams a download of several batches whole and in order', async () => {
    // Events a second apart three weeks ago, outside the other tests' periods.
    const start = Math.floor(Date.now() / 1000 - 21 * 86_400) * 1000;
    const times = Array.from({ length: 2 * EXPORT_BATCH + 1 }, (_, index) => new Date(start + index * 1000));
    await ensurePassEventMonths(t.db, times);
    const events = times.map((occurredAt) => ({
      occurredAt,
      companyId: companyAId,
      accessPointName: 'Batches',
      source: 'device' as const,
      keyType: 'button' as const,
      result: 'opened' as const,
      decision: {},
    }));
    await storePassEvents(t.db, companyAId, eventRows(events));
    const response = await download({
      Format: 'csv',
      From: times[0].toISOString(),
      Until: new Date(start + times.length * 1000).toISOString(),
      Locale: 'en',
      TimeZone: 'UTC',
    });
    expect(response.statusCode).toBe(200);
    const stamps = response.body
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split(',')[0]);
    expect(stamps).toEqual(times.map((time) => time.toISOString().slice(0, 19).replace('T', ' ')).reverse());
  });

  it('writes every cell as the console’s own CSV does: quoted, defused, empty', async () => {
    // Texts a device or a person may send, each on its own event a second apart four weeks ago.
    const texts = [
      'Gate, north',
      'say "hi"',
      'two\nlines',
      'cr\rhere',
      '=1+2',
      '@SUM(A1)',
      '-5',
      '+7 926 123-45-67',
      '-a',
      '+x',
      '\tTab',
      "O'Brien \\ back",
      'Дверь №1',
    ];
    const start = Math.floor(Date.now() / 1000 - 28 * 86_400) * 1000;
    const events = texts.map((text, index) => ({
      occurredAt: new Date(start + index * 1000),
      companyId: companyAId,
      accessPointName: text,
      cardId: text,
      phone: index % 2 ? text : null,
      carPlate: index % 3 ? null : text,
      userName: text,
      accessZone: index % 2 ? '' : text,
      source: 'device' as const,
      keyType: 'card' as const,
      result: index % 2 ? ('denied' as const) : ('opened' as const),
      denialReason: index % 2 ? 'unknownKey' : null,
      decision: {},
    }));
    await ensurePassEventMonths(
      t.db,
      events.map((event) => event.occurredAt),
    );
    await storePassEvents(t.db, companyAId, eventRows(events));
    const response = await download({
      Format: 'csv',
      From: events[0].occurredAt.toISOString(),
      Until: new Date(start + texts.length * 1000).toISOString(),
      Locale: 'en',
      TimeZone: 'UTC',
    });
    expect(response.statusCode).toBe(200);
    const expected = events
      .map((event) =>
        [
          event.occurredAt.toISOString().slice(0, 19).replace('T', ' '),
          event.accessPointName,
          event.cardId,
          event.phone && `+${event.phone}`,
          event.carPlate,
          event.userName,
          'Card',
          event.result === 'opened' ? 'Opened' : 'Access denied',
          event.denialReason && 'Unknown key or card',
          event.accessZone,
        ]
          .map(csvCell)
          .join(','),
      )
      .reverse();
    expect(response.body.replace(/^\uFEFF[^\n]*\n/, '')).toBe(expected.map((line) => `${line}\n`).join(''));
  });

  it('lets go of the database when the reader stops halfway', async () => {
    // More downloads closed after their first part than the pool has connections: on PostgreSQL each
    // holds one inside COPY until its reader goes, and the journal must still answer afterwards.
    const url = `${await t.app.listen({ host: '127.0.0.1', port: 0 })}${API_PATH}export/journal?${new URLSearchParams({ Format: 'csv', Locale: 'en', TimeZone: 'UTC' })}`;
    for (let closed = 0; closed < 12; closed += 1) {
      await new Promise<void>((resolve, reject) => {
        const request = get(url, { headers: { timestamp: new Date().toISOString(), ...companyA } }, (response) => {
          expect(response.statusCode).toBe(200);
          response.once('data', () => resolve(void request.destroy()));
        });
        request.once('error', reject);
      });
    }
    // As many reports at once as the pool has connections, and more: none may wait on a stopped download.
    const reports = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.call('GetPassEventReport', { From: from, TimeZone: 'UTC' }, { headers: companyA }),
      ),
    );
    expect(reports.map((report) => report.status)).toEqual(Array(12).fill(200));
    await expect
      .poll(
        async () =>
          (
            await queryRows<{ copying: number }>(
              t.db,
              sql`select count(*)::int as copying from pg_stat_activity where datname = current_database() and query like 'copy (%' and state = 'active'`,
            )
          )[0].copying,
      )
      .toBe(0);
  });

  it('streams XLSX a spreadsheet opens', async () => {
    const response = await download({ Format: 'xlsx', From: from });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).getCell(1).value).toBe('Date and time');
    expect(sheet.actualRowCount - 1).toBe(await directCount());
    // Times are dates a spreadsheet sorts and filters by, the reader's wall clock (UTC asked here), shown
    // as a date and time; the CSV's text of the same row says the same.
    const csvRows = (await download({ Format: 'csv', From: from })).body.split('\n');
    const firstTime = csvRows[1].slice(0, 19);
    const cell = sheet.getRow(2).getCell(1);
    expect(cell.value).toBeInstanceOf(Date);
    expect((cell.value as Date).toISOString().slice(0, 19).replace('T', ' ')).toBe(firstTime);
    expect(cell.numFmt).toBe('yyyy-mm-dd hh:mm:ss');
  });

  it('selects by a filter whose text holds quotes and backslashes, as the journal does', async () => {
    // On PostgreSQL the filters' values are written into COPY's text (server/db/inline.ts).
    const name = "O'Brien \\' or true --";
    const start = Math.floor(Date.now() / 1000 - 35 * 86_400) * 1000;
    const events = [name, 'Someone else'].map((userName, index) => ({
      occurredAt: new Date(start + index * 1000),
      companyId: companyAId,
      accessPointName: 'Quotes',
      userName,
      source: 'device' as const,
      keyType: 'button' as const,
      result: 'opened' as const,
      decision: {},
    }));
    await ensurePassEventMonths(
      t.db,
      events.map((event) => event.occurredAt),
    );
    await storePassEvents(t.db, companyAId, eventRows(events));
    const response = await download({ Format: 'csv', User: name, Locale: 'en', TimeZone: 'UTC' });
    expect(response.statusCode).toBe(200);
    const rows = response.body.trim().split('\n').slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(csvCell(name));
    expect(response.headers['x-row-count']).toBe('1');
  });

  it('is a company session’s only', async () => {
    expect((await download({ Format: 'csv' }, {})).statusCode).toBe(401);
    expect((await download({ Format: 'pdf' })).statusCode).toBe(400);
  });
});

describe('GetWorkingTime on the demo journal', () => {
  it('shows the staff who drove in and out, with the missing punches', async () => {
    const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
    const { body, status } = await t.call(
      'GetWorkingTime',
      { From: day(20), To: day(0), TimeZone: 'Europe/Moscow' },
      { headers: companyA },
    );
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.people.length).toBe(3);
    for (const person of body.people) expect(person.totalSeconds).toBeGreaterThan(5 * 8 * 3600);
    expect(
      body.people.reduce((total: number, person: { missingPunches: number }) => total + person.missingPunches, 0),
    ).toBeGreaterThanOrEqual(2);
  });

  it('counts the company’s doors typed entrance and exit, so that an empty page can say why', async () => {
    const day = new Date().toISOString().slice(0, 10);
    const typed = await t.db
      .select({ type: accessPoints.type, n: count() })
      .from(accessPoints)
      .where(eq(accessPoints.companyId, companyAId))
      .groupBy(accessPoints.type);
    const countOf = (type: string) => typed.find((row) => row.type === type)?.n ?? 0;
    const { body } = await t.call('GetWorkingTime', { From: day, To: day }, { headers: companyA });
    expect(body.doors).toEqual({ entrances: countOf('entrance'), exits: countOf('exit') });
    expect(body.doors.entrances).toBeGreaterThan(0);

    // With no exit typed, nobody's time is counted, and the answer says there is no exit.
    const exits = await t.db
      .update(accessPoints)
      .set({ type: 'default' })
      .where(and(eq(accessPoints.companyId, companyAId), eq(accessPoints.type, 'exit')))
      .returning({ id: accessPoints.id });
    try {
      const none = await t.call('GetWorkingTime', { From: day, To: day }, { headers: companyA });
      expect(none.body).toEqual({ people: [], doors: { entrances: countOf('entrance'), exits: 0 } });
    } finally {
      await t.db
        .update(accessPoints)
        .set({ type: 'exit' })
        .where(
          inArray(
            accessPoints.id,
            exits.map((point) => point.id),
          ),
        );
    }
  });
});
