/**
 * One search (Search): each kind of record by what a person would type — a name, a phone in any format,
 * a card in decimal or hexadecimal as printed, a car number in either alphabet — within the session's
 * company only, every company's on the platform (each result naming its company), and only the kinds
 * the caller's role may list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResult } from '../../contract/search';
import { createSession } from '../../server/auth/sessions';
import { companyProfiles, users } from '../../server/db/schema';
import { demoCompanyIds, demoSessions } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let companyA: Record<string, string>;
let companyB: Record<string, string>;
let platform: Record<string, string>;

const search = async (Query: string, headers = companyA, Limit?: number) => {
  const answer = await t.call('Search', { Query, ...(Limit && { Limit }) }, { headers });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.results as SearchResult[];
};
const titles = (results: SearchResult[], kind: SearchResult['kind']) =>
  results.filter((result) => result.kind === kind).map((result) => result.title);
const ANDREEV = 'Андреев Павел Сергеевич';

beforeAll(async () => {
  t = await createTestApp();
  ({ companyA, companyB, platform } = await demoSessions(t));
}, 60_000);
afterAll(() => t?.close());

describe('Search in a company', () => {
  it('finds an abonent by a part of the name, the title saying the rest', async () => {
    const results = await search('андреев');
    const found = results.find((result) => result.title === ANDREEV);
    expect(found).toMatchObject({ kind: 'abonent', matched: null, company: null });
    expect(found?.detail).toBeTruthy();
  });

  it('finds each text its own records, one after another of the same shape', async () => {
    // On PostgreSQL a shape's statement is built once and kept: only the values are the text's.
    expect(titles(await search('андреев'), 'abonent')).toContain(ANDREEV);
    const belova = titles(await search('белова'), 'abonent');
    expect(belova).toContain('Белова Наталья Игоревна');
    expect(belova).not.toContain(ANDREEV);
  });

  it('finds an abonent by the phone however it is written', async () => {
    for (const typed of ['+7 916 123-45-01', '8 (916) 123-45-01', '79161234501', '123-45-01']) {
      const found = (await search(typed)).find((result) => result.title === ANDREEV);
      expect(found?.matched, typed).toEqual({ field: 'phone', value: '+79161234501' });
    }
  });

  it('finds an abonent by a card in decimal, or in hexadecimal as printed on it', async () => {
    // 1045872 is 0x0FF570.
    for (const [typed, printed] of [
      ['1045872', '1045872'],
      ['000FF570', '000FF570'],
      ['0ff570', '000FF570'],
      ['0x0FF570', '000FF570'],
      ['00 0F F5 70', '000FF570'],
    ]) {
      const results = await search(typed);
      expect(results[0], typed).toMatchObject({ kind: 'abonent', title: ANDREEV });
      expect(results[0].matched, typed).toEqual({ field: 'card', value: printed });
    }
    // A short code finds its card as well: texts under three characters look for nothing else.
    expect(await search('3301')).toEqual([expect.objectContaining({ title: ANDREEV })]);
  });

  it('finds a car number typed in Latin or Cyrillic letters, with or without spaces', async () => {
    for (const typed of ['a123bc', 'А 123 ВС', 'A123BC777']) {
      const found = (await search(typed)).find((result) => result.title === ANDREEV);
      expect(found?.matched, typed).toEqual({ field: 'plate', value: 'А123ВС777' });
    }
    // An access right's car ('Е 217 КХ 750'), typed in Latin.
    const right = (await search('e217kx')).find((result) => result.kind === 'accessRight');
    expect(right?.matched).toEqual({ field: 'plate', value: 'Е 217 КХ 750' });
  });

  it('finds addresses, doors and devices', async () => {
    const lesnaya = await search('Лесная 12', companyA, 10);
    expect(titles(lesnaya, 'address').length).toBeGreaterThan(0);
    expect(titles(lesnaya, 'address').every((title) => /Лесная.*12/.test(title))).toBe(true);
    expect(titles(lesnaya, 'controller').length).toBeGreaterThan(0);
    expect(titles(lesnaya, 'camera').length).toBeGreaterThan(0);
    expect(titles(lesnaya, 'sipDevice').length).toBeGreaterThan(0);

    const controller = (await search('4C1A00000000A101')).find((result) => result.kind === 'controller');
    expect(controller?.matched).toEqual({ field: 'identifier', value: '4C1A00000000A101' });

    const points = (await t.call('GetAllAccessPoints', {}, { headers: companyA })).body.items as {
      id: string;
      displayName: string;
    }[];
    const door = (await search(points[0].displayName, companyA, 10)).filter((result) => result.kind === 'accessPoint');
    expect(door.map((result) => result.title)).toContain(points[0].displayName);
    expect(door[0].detail).toBeTruthy();
  });

  it('keeps each group to the limit and finds each record once', async () => {
    const results = await search('Лесная', companyA, 2);
    const counts = new Map<string, number>();
    for (const result of results) counts.set(result.kind, (counts.get(result.kind) ?? 0) + 1);
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(2);
    const keys = results.map((result) => `${result.kind}:${result.id}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("keeps to the session's company: another company's records are not found", async () => {
    expect(titles(await search('андреев', companyB), 'abonent')).toEqual([]);
    expect(await search('1045872', companyB)).toEqual([]);
    const riverside = await search('Riverside', companyB);
    expect(riverside.length).toBeGreaterThan(0);
    expect(await search('Riverside', companyA)).toEqual([]);
  });

  it('searches only the kinds the role may list: no residents without residents.view', async () => {
    const role = await t.call(
      'AddCompanyRole',
      { Name: 'Doors only', Permissions: ['property.view'] },
      { headers: companyA },
    );
    expect(role.status, JSON.stringify(role.body)).toBe(200);
    const company = (await demoCompanyIds(t, platform)).severny;
    const [user] = await t.db
      .insert(users)
      .values({ displayName: 'Doors only', phoneNumber: '79990001122', passwordHash: 'unused' })
      .returning({ id: users.id });
    await t.db
      .insert(companyProfiles)
      .values({ userId: user.id, companyId: company, role: null, customRoleId: role.body.id });
    const session = await createSession(t.db, { userId: user.id, area: 'company', companyId: company, ttlMinutes: 60 });
    const headers = { authorization: `SAS-TOKEN ${session.id}:${session.token}` };

    expect(await search('1045872', headers)).toEqual([]);
    const lesnaya = await search('Лесная', headers);
    expect(lesnaya.map((result) => result.kind).every((kind) => ['address', 'accessPoint'].includes(kind))).toBe(true);
    expect(titles(lesnaya, 'address').length).toBeGreaterThan(0);
  });
});

describe('Search on the platform', () => {
  it("finds every company's doors and devices, each naming its company", async () => {
    const results = await search('Лесная', platform, 10);
    const devices = results.filter((result) => ['camera', 'sipDevice', 'accessPoint'].includes(result.kind));
    expect(devices.length).toBeGreaterThan(0);
    expect(devices.every((result) => result.company === 'УК «Северный квартал»')).toBe(true);
    // Residents and addresses are the companies' own screens, not the platform's.
    expect(results.some((result) => ['abonent', 'address'].includes(result.kind))).toBe(false);
  });

  it('finds users by phone and companies by name', async () => {
    const companies = await search('Riverside', platform);
    expect(companies.find((result) => result.kind === 'company')?.title).toBe('Riverside Property Management');
    const [user] = (await t.call('GetUsers', { Limit: 1 }, { headers: platform })).body.items as {
      displayName: string;
      phoneNumber: string;
    }[];
    const digits = user.phoneNumber.replace(/\D/g, '');
    const byPhone = await search(`+${digits.slice(0, 1)} ${digits.slice(1)}`, platform);
    expect(byPhone.find((result) => result.kind === 'user')).toMatchObject({
      title: user.displayName,
      matched: { field: 'phone', value: `+${digits}` },
    });
  });
});
