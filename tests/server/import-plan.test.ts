/**
 * The dry run of an import (PlanImport): each row's verdict against the company's data, with its reason
 * when refused, the totals, the doors whose credentials change, paged verdicts; nothing written.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportPlan } from '../../contract/import-file';
import { queryRows } from '../../server/db/rows';
import { type ImportableResident, importableResidents } from './support/import-residents';
import { demoSessions } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let companyA: Record<string, string>;
let companyId: string;
/** Two of the company's abonents, a card a third holds, and an access object with doors. */
let first: ImportableResident;
let second: { id: string; name: string; phone: string };
let takenCode: number;
let zone: { id: string; name: string; doors: number };
let address: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ companyA } = await demoSessions(t));
  ({
    companyId,
    residents: [first, second],
  } = await importableResidents(t, companyA, 2));
  [{ code: takenCode }] = await queryRows<{ code: number }>(
    t.db,
    sql`select code from abonent_codes where company_id = ${companyId}
      and abonent_id <> all(${`{${first.id},${second.id}}`}::uuid[]) and blocked_at is null limit 1`,
  );
  // The cards the file gives are nobody's yet.
  expect(
    await queryRows(
      t.db,
      sql`select code from abonent_codes where company_id = ${companyId} and code in (9000001, 9000002)`,
    ),
  ).toEqual([]);
  [zone] = await queryRows<{ id: string; name: string; doors: number }>(
    t.db,
    sql`select o.id::text as id, o.display_name as name, count(p.id)::int as doors
      from access_objects o join access_points p on p.access_object_id = o.id
      where o.company_id = ${companyId} group by o.id order by count(p.id), o.id limit 1`,
  );
  [{ value: address }] = await queryRows<{ value: string }>(
    t.db,
    sql`select value from addresses where company_id = ${companyId} order by value limit 1`,
  );
}, 60_000);
afterAll(() => t?.close());

async function upload(text: string, kind = 'residents'): Promise<string> {
  const Part = Buffer.from(text).toString('base64');
  const size = Buffer.byteLength(text);
  const answer = await t.call(
    'AddImportFile',
    { Kind: kind, FileName: 'plan.csv', Size: size, Part },
    { headers: companyA },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.id;
}

const plan = (id: string, Columns: string, params: Record<string, unknown> = {}) =>
  t.call('PlanImport', { ImportFileId: id, Columns, ...params }, { headers: companyA });

const COLUMNS = 'name,phone,address,apartment,card:decimal,zone';

async function counts() {
  const [row] = await queryRows<Record<string, number>>(
    t.db,
    sql`select (select count(*) from abonents)::int as abonents, (select count(*) from abonent_codes)::int as codes,
      (select count(*) from addresses)::int as addresses, (select count(*) from audit_log)::int as trail`,
  );
  return row;
}

describe('the dry run of a residents file', () => {
  it('says of each row what applying it would do, and why a row is refused', async () => {
    const lines = [
      'ФИО;Телефон;Адрес;Кв.;Карта;Зона доступа',
      `Новый Житель;+7 926 500-00-01;ул. Импортная, 1;5;9000001;${zone.name}`,
      `${first.name};+${first.phone};;${first.room === '777' ? '778' : '777'};9000002;`,
      `${second.name};+${second.phone};;;;`,
      'Без Телефона;12345;;;;',
      'Второй Житель;+7 926 500-00-02;ул. Импортная, 1;6;9000001;',
      `Третий Житель;+7 926 500-00-03;;;${takenCode};`,
      'Четвёртый Житель;+7 926 500-00-04;;;;Нет такой зоны',
      'новый житель;8 926 500-00-01;;;;',
    ];
    const id = await upload(lines.join('\n'));
    const before = await counts();
    const { status, body } = await plan(id, COLUMNS, { Limit: 100 });
    expect(status, JSON.stringify(body)).toBe(200);
    const result = body as ImportPlan;
    expect(result.totals).toEqual({
      rows: 8,
      created: 1,
      updated: 1,
      unchanged: 1,
      refused: 5,
      addressesCreated: 1,
      cardsAdded: 2,
    });
    const verdicts = result.rows.items;
    expect(verdicts.map((row) => [row.line, row.verdict])).toEqual([
      [2, 'created'],
      [3, 'updated'],
      [4, 'unchanged'],
      [5, 'refused'],
      [6, 'refused'],
      [7, 'refused'],
      [8, 'refused'],
      [9, 'refused'],
    ]);
    expect(verdicts[0]).toMatchObject({ name: 'Новый Житель', recordId: null, createsAddress: true, refusal: null });
    expect(verdicts[1]).toMatchObject({ recordId: first.id, changes: ['apartment', 'card'], createsAddress: false });
    expect(verdicts[2]).toMatchObject({ recordId: second.id, changes: [] });
    expect(verdicts.slice(3).map((row) => row.refusal)).toEqual([
      { reason: 'importFiles.refusals.invalidPhone', column: 1, args: {} },
      { reason: 'importFiles.rowRefusals.duplicateCard', column: 4, args: { code: 9_000_001, line: 2 } },
      { reason: 'importFiles.rowRefusals.cardTaken', column: 4, args: { code: takenCode } },
      { reason: 'importFiles.rowRefusals.unknownZone', column: 5, args: { zone: 'Нет такой зоны' } },
      { reason: 'importFiles.rowRefusals.duplicateRow', column: 0, args: { line: 2 } },
    ]);
    // The new resident's zone: its object's doors; the updated one's cards: its own zone's doors, if any.
    expect(result.doors.total).toBeGreaterThanOrEqual(zone.doors);
    expect(result.doors.items.length).toBe(Math.min(result.doors.total, 50));
    expect(await counts()).toEqual(before);
  });

  it('finds a repeat a batch later, and tells apart two cards whose keys hash alike', async () => {
    // 'c:1165246' and 'c:2424780' share their 32-bit hash (server/import/repeats.ts): both are remembered
    // exactly, and neither is taken for the other.
    const [cardA, cardB] = [1_165_246, 2_424_780];
    const held = await queryRows(
      t.db,
      sql`select code from abonent_codes where company_id = ${companyId} and code in (${cardA}, ${cardB})`,
    );
    expect(held).toEqual([]);
    const filler = Array.from({ length: 1_000 }, (_, n) => `Житель ${n};+7 926 610-${String(n).padStart(4, '0')};`);
    const lines = [
      'Name;Phone;Card',
      `Первая Карта;+7 926 620-00-01;${cardA}`,
      `Вторая Карта;+7 926 620-00-02;${cardB}`,
      ...filler,
      `Повтор Карты;+7 926 620-00-03;${cardA}`,
    ];
    const id = await upload(lines.join('\n'));
    const { body } = await plan(id, 'name,phone,card:decimal', { Verdict: 'refused' });
    expect(body.totals).toMatchObject({ rows: 1_003, created: 1_002, refused: 1, cardsAdded: 2 });
    expect(body.rows.items).toEqual([
      expect.objectContaining({
        line: 1_004,
        refusal: { reason: 'importFiles.rowRefusals.duplicateCard', column: 2, args: { code: cardA, line: 2 } },
      }),
    ]);
  });

  it('pages the verdicts, one kind of them when asked', async () => {
    const rows = Array.from({ length: 30 }, (_, n) => `Житель ${n};+7 926 600-00-${String(n).padStart(2, '0')}`);
    const id = await upload(['Name;Phone', ...rows, 'Broken;1'].join('\n'));
    const page = await plan(id, 'name,phone', { Offset: 25, Limit: 10 });
    expect(page.body.rows.total).toBe(31);
    expect(page.body.rows.items.map((row: { line: number }) => row.line)).toEqual([27, 28, 29, 30, 31, 32]);
    const refused = await plan(id, 'name,phone', { Verdict: 'refused' });
    expect(refused.body.rows).toMatchObject({ total: 1, items: [{ line: 32, verdict: 'refused' }] });
    expect(refused.body.totals).toMatchObject({ rows: 31, created: 30, refused: 1 });
  });

  it('needs the columns that name a resident', async () => {
    const id = await upload('Name;Phone\nAnna;+7 926 600-01-01');
    expect((await plan(id, 'name,')).body).toMatchObject({ fields: { Columns: 'importFiles.errors.keyColumns' } });
    expect((await plan(id, 'name,phone,name')).body).toMatchObject({
      fields: { Columns: 'importFiles.errors.columns' },
    });
  });
});

describe('the dry run of an addresses file', () => {
  it('creates the new addresses once, leaves the known ones as they are', async () => {
    const id = await upload(['Адрес', address, 'ул. Новая, 1', 'ул. новая, 1', ''].join('\n'), 'addresses');
    const { body } = await plan(id, 'address');
    expect(body.totals).toMatchObject({ rows: 3, created: 1, unchanged: 1, refused: 1, addressesCreated: 1 });
    expect(body.rows.items.map((row: { verdict: string }) => row.verdict)).toEqual(['unchanged', 'created', 'refused']);
    expect(body.rows.items[2].refusal).toEqual({
      reason: 'importFiles.rowRefusals.duplicateRow',
      column: 0,
      args: { line: 3 },
    });
  });
});
