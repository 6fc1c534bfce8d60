import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors, validation } from '../../contract/messages';
import { API_PATH } from '../../contract/protocol';
import { primed } from '../../server/journal/export';
import { demoSessions } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * A time zone JavaScript takes and PostgreSQL does not know (`US/Pacific-New`, dropped from the tz data):
 * a 400 on the parameter, not a 500, and no download cut off after its headers.
 */

const UNKNOWN_TO_DATABASE = 'US/Pacific-New';
let t: TestApp;
let companyA: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  ({ companyA } = await demoSessions(t));
}, 60_000);
afterAll(() => t?.close());

const download = (query: Record<string, string>) =>
  t.app.inject({
    method: 'GET',
    url: `${API_PATH}export/journal`,
    query,
    headers: { timestamp: new Date().toISOString(), ...companyA },
  });

const today = new Date().toISOString().slice(0, 10);

describe('a time zone the database does not know', () => {
  it('is one JavaScript takes', () => {
    expect(() => new Intl.DateTimeFormat('en', { timeZone: UNKNOWN_TO_DATABASE })).not.toThrow();
  });

  it.each([
    ['GetPassEventReport', {}],
    ['GetWorkingTime', { From: today, To: today }],
  ])('is refused by %s with 400 on TimeZone', async (action, params) => {
    const response = await t.call(action, { ...params, TimeZone: UNKNOWN_TO_DATABASE }, { headers: companyA });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: validation.timeZone, fields: { TimeZone: validation.timeZone } });
    // The zones it knows, in any case, are taken.
    const known = await t.call(action, { ...params, TimeZone: 'europe/moscow' }, { headers: companyA });
    expect(known.status).toBe(200);
  });

  it.each(['csv', 'xlsx'])('refuses the %s download before any header of a file', async (Format) => {
    const response = await download({ Format, Locale: 'en', TimeZone: UNKNOWN_TO_DATABASE });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-disposition']).toBeUndefined();
    expect(response.json()).toEqual({ error: validation.timeZone, fields: { TimeZone: validation.timeZone } });
  });
});

describe('a download whose query fails', () => {
  it.each(['csv', 'xlsx'])('fails (%s) before its headers are sent: an error, not a cut-off file', async (Format) => {
    // The count reads no column; the file's rows read this one.
    await t.db.execute(sql`alter table pass_events rename column access_zone to access_zone_hidden`);
    try {
      const response = await download({ Format, Locale: 'en', TimeZone: 'UTC' });
      expect(response.statusCode).toBe(500);
      expect(response.headers['content-disposition']).toBeUndefined();
      expect(response.json()).toEqual({ error: errors.internal });
    } finally {
      await t.db.execute(sql`alter table pass_events rename column access_zone_hidden to access_zone`);
    }
  });

  it('reads the first items at once, the rest as they are taken, and stops the source when stopped', async () => {
    let finished = false;
    async function* source() {
      try {
        yield 1;
        yield 2;
        yield 3;
      } finally {
        finished = true;
      }
    }
    const items = await primed(source(), 2);
    expect(await items.next()).toEqual({ value: 1, done: false });
    await items.return(undefined);
    expect(finished).toBe(true);
    async function* failing() {
      yield 1;
      throw new Error('query failed');
    }
    await expect(primed(failing(), 2)).rejects.toThrow('query failed');
  });
});
