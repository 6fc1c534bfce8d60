/**
 * Importing from a file, its first steps: a file read as a stream (CSV in its separators and encodings,
 * pasted text, XLSX), uploaded in parts and kept a day, and previewed with its columns' guessed meaning,
 * its first rows as they will be stored and its card columns' notations.
 */
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_COMPANY_MAX_BYTES, IMPORT_FILE_MAX_BYTES, type ImportPreview } from '../../contract/import-file';
import { queryRows } from '../../server/db/rows';
import { deleteStaleRows } from '../../server/housekeeping';
import { readFileRows } from '../../server/import/read-file';
import { demoSessions } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let companyA: Record<string, string>;
let companyB: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  ({ companyA, companyB } = await demoSessions(t));
}, 60_000);
afterAll(() => t?.close());

/** Text in Windows-1251: ASCII as it is, Russian letters in their single bytes. */
function windows1251(text: string): Uint8Array {
  return Uint8Array.from(text, (character) => {
    const code = character.charCodeAt(0);
    if (code < 0x80) return code;
    if (character === 'Ё') return 0xa8;
    if (character === 'ё') return 0xb8;
    if (code >= 0x410 && code <= 0x44f) return code - 0x410 + 0xc0;
    throw new Error(`no Windows-1251 byte for ${character}`);
  });
}

/** Bytes as the database hands them back: in parts of `size` bytes (a character may straddle two). */
const inParts = (bytes: Uint8Array, size: number) => () =>
  (async function* parts() {
    for (let start = 0; start < bytes.length; start += size) yield bytes.subarray(start, start + size);
  })();

async function rowsOf(bytes: Uint8Array, partSize = 7) {
  const read = await readFileRows(inParts(bytes, partSize));
  const rows: string[][] = [];
  for await (const row of read.rows) rows.push(row.cells);
  return { ...read, rows };
}

async function workbook(sheets: Record<string, unknown[][]>): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) book.addWorksheet(name).addRows(rows);
  return new Uint8Array(await book.xlsx.writeBuffer());
}

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('reading a file as a stream', () => {
  it('CSV in UTF-8 with its BOM: quoted separators, quotes and line breaks; empty lines left out', async () => {
    const text =
      '\uFEFFФИО,Адрес,Карта\r\n"Иванов, Иван","ул. ""Лесная"", 5",A1B2C3\r\n\r\n"Пётр\nПетров",,00D4E5F6\r\n';
    const read = await rowsOf(utf8(text));
    expect(read).toMatchObject({ format: 'csv', encoding: 'utf-8', delimiter: ',' });
    expect(read.rows).toEqual([
      ['ФИО', 'Адрес', 'Карта'],
      ['Иванов, Иван', 'ул. "Лесная", 5', 'A1B2C3'],
      ['Пётр\nПетров', '', '00D4E5F6'],
    ]);
  });

  it('CSV with semicolons in Windows-1251, as Russian spreadsheets save it', async () => {
    const read = await rowsOf(windows1251('ФИО;Телефон;Квартира\nСёмина Анна;+7 926 111-22-33;12\n'));
    expect(read).toMatchObject({ encoding: 'windows-1251', delimiter: ';' });
    expect(read.rows).toEqual([
      ['ФИО', 'Телефон', 'Квартира'],
      ['Сёмина Анна', '+7 926 111-22-33', '12'],
    ]);
  });

  it('text pasted from a spreadsheet: tab-separated, commas within cells', async () => {
    const read = await rowsOf(utf8('Name\tAddress\nAnna Smith\t1, Main Street'));
    expect(read).toMatchObject({ delimiter: '\t' });
    expect(read.rows).toEqual([
      ['Name', 'Address'],
      ['Anna Smith', '1, Main Street'],
    ]);
  });

  it('a file of one column, whose values hold commas', async () => {
    const read = await rowsOf(utf8('Адрес\nул. Лесная, 5\n"ул. Лесная, 7"\n'));
    expect(read).toMatchObject({ format: 'csv', delimiter: null });
    expect(read.rows).toEqual([['Адрес'], ['ул. Лесная, 5'], ['ул. Лесная, 7']]);
  });

  it('an XLSX workbook’s first sheet: numbers, days and formulas as text, empty rows left out', async () => {
    const bytes = await workbook({
      Residents: [
        ['Name', 'Card', 'Valid until', 'Cards'],
        ['Anna', 10597059, new Date(Date.UTC(2027, 11, 31)), { formula: '1+1', result: 2 }],
        [],
        ['Boris', 'A1B2C3'],
      ],
      Other: [['Not read']],
    });
    const read = await rowsOf(bytes, 1024);
    expect(read).toMatchObject({ format: 'xlsx', encoding: null, delimiter: null });
    expect(read.rows).toEqual([
      ['Name', 'Card', 'Valid until', 'Cards'],
      ['Anna', '10597059', '2027-12-31', '2'],
      ['Boris', 'A1B2C3'],
    ]);
  });
});

/** Uploads a file in parts of `partSize` bytes, as the wizard does. */
async function upload(
  bytes: Uint8Array,
  { headers = companyA, kind = 'residents', fileName = 'residents.csv', partSize = 64 } = {},
): Promise<string> {
  const part = (start: number) => Buffer.from(bytes.subarray(start, start + partSize)).toString('base64');
  const first = await t.call(
    'AddImportFile',
    { Kind: kind, FileName: fileName, Size: bytes.length, Part: part(0) },
    { headers },
  );
  expect(first.status, JSON.stringify(first.body)).toBe(200);
  for (let offset = partSize; offset < bytes.length; offset += partSize) {
    const next = await t.call(
      'AddImportFilePart',
      { ImportFileId: first.body.id, Offset: offset, Part: part(offset) },
      { headers },
    );
    expect(next.body).toEqual({
      id: first.body.id,
      received: Math.min(offset + partSize, bytes.length),
      size: bytes.length,
    });
  }
  return first.body.id;
}

const preview = async (id: string, params: Record<string, unknown> = {}, headers = companyA) =>
  t.call('GetImportPreview', { ImportFileId: id, ...params }, { headers });

const RESIDENTS = [
  'ФИО;Телефон;Кв.;Карта;Карта 2;Примечание',
  'Иванов Иван;8 (926) 111-22-33;12;123456;A1B2C3;',
  'Петрова Анна;+7 926 111-22-44;13;654321;00D4E5F6;Новая',
  'Без телефона;12345;14;;;',
].join('\n');

describe('uploading a file in parts', () => {
  it('takes the parts in order, a part sent again changing nothing, and refuses one out of place', async () => {
    const bytes = utf8('a'.repeat(100));
    const part = (text: string) => Buffer.from(text).toString('base64');
    const { body: file } = await t.call(
      'AddImportFile',
      { Kind: 'addresses', FileName: 'a.csv', Size: 100, Part: part('a'.repeat(40)) },
      { headers: companyA },
    );
    expect(file).toMatchObject({ received: 40, size: 100 });
    const add = (offset: number, length: number) =>
      t.call(
        'AddImportFilePart',
        { ImportFileId: file.id, Offset: offset, Part: part('a'.repeat(length)) },
        { headers: companyA },
      );
    expect((await add(50, 10)).status).toBe(409);
    expect((await preview(file.id)).status).toBe(409);
    expect((await add(40, 40)).body).toMatchObject({ received: 80 });
    expect((await add(40, 40)).body).toMatchObject({ received: 80 });
    expect((await add(80, 30)).status).toBe(409);
    expect((await add(80, 20)).body).toMatchObject({ received: 100 });
    const [{ bytes: stored }] = await queryRows<{ bytes: number }>(
      t.db,
      sql`select sum(length(data))::int as bytes from import_file_parts where file_id = ${file.id}`,
    );
    expect(stored).toBe(bytes.length);
  });

  it('keeps each company’s files its own', async () => {
    const id = await upload(utf8(RESIDENTS));
    expect((await preview(id, {}, companyB)).status).toBe(404);
    const part = Buffer.from('x').toString('base64');
    const other = await t.call('AddImportFilePart', { ImportFileId: id, Offset: 0, Part: part }, { headers: companyB });
    expect(other.status).toBe(404);
  });

  it('refuses a file past what the company may keep', async () => {
    const add = () =>
      t.call(
        'AddImportFile',
        { Kind: 'residents', FileName: 'big.csv', Size: IMPORT_FILE_MAX_BYTES, Part: 'YQ==' },
        { headers: companyB },
      );
    for (let n = 0; n < IMPORT_COMPANY_MAX_BYTES / IMPORT_FILE_MAX_BYTES; n += 1)
      expect((await add()).status).toBe(200);
    expect((await add()).body).toEqual({ error: 'importFiles.errors.storageFull' });
    await t.db.execute(sql`delete from import_files where file_name = 'big.csv'`);
  });

  it('is on the audit trail without the file’s bytes, which housekeeping deletes a day on', async () => {
    const id = await upload(utf8(RESIDENTS));
    const trail = await queryRows<{ action: string; table_name: string }>(
      t.db,
      sql`select action, table_name from audit_log where record_id = ${id} order by id`,
    );
    expect(trail[0]).toEqual({ action: 'AddImportFile', table_name: 'import_files' });
    expect(trail.every((row) => row.table_name === 'import_files')).toBe(true);
    await t.db.execute(sql`update import_files set created_at = now() - interval '25 hours' where id = ${id}`);
    expect((await preview(id)).status).toBe(404);
    await deleteStaleRows(t.db);
    const left = await queryRows<{ n: number }>(
      t.db,
      sql`select (select count(*) from import_files where id = ${id})::int
        + (select count(*) from import_file_parts where file_id = ${id})::int as n`,
    );
    expect(left).toEqual([{ n: 0 }]);
  });
});

describe('a file’s preview', () => {
  it('guesses the columns from the header, shows the rows as they will be stored, and asks about an ambiguous card column', async () => {
    const id = await upload(utf8(RESIDENTS));
    const { status, body } = await preview(id);
    expect(status).toBe(200);
    const file = body as ImportPreview;
    expect(file).toMatchObject({
      kind: 'residents',
      format: 'csv',
      delimiter: ';',
      header: ['ФИО', 'Телефон', 'Кв.', 'Карта', 'Карта 2', 'Примечание'],
      columns: ['name', 'phone', 'apartment', 'card', 'card:hex', 'comment'],
      remembered: [false, false, false, false, false, false],
      rowCount: 3,
    });
    expect(file.cards).toEqual([
      expect.objectContaining({ column: 3, values: 2, notation: null, ambiguous: true, between: ['decimal', 'hex'] }),
      expect.objectContaining({ column: 4, values: 2, notation: 'hex', ambiguous: false }),
    ]);
    expect(file.rows[0]).toEqual({
      line: 2,
      cells: [
        { text: 'Иванов Иван', value: 'Иванов Иван' },
        { text: '8 (926) 111-22-33', value: '79261112233' },
        { text: '12', value: '12' },
        { text: '123456', refusal: 'notationNotChosen' },
        { text: 'A1B2C3', codes: [10_597_059] },
        { text: '', value: null },
      ],
    });
    expect(file.rows[2].cells[1]).toEqual({ text: '12345', refusal: 'invalidPhone' });
    expect(file.rows[2].cells[3]).toEqual({ text: '', codes: [] });
  });

  it('reads the columns as chosen: a notation for the ambiguous column, a column skipped', async () => {
    const id = await upload(utf8(RESIDENTS));
    const { body } = await preview(id, { Columns: 'name,phone,,card:decimal,card:hexReversed,' });
    expect(body.columns).toEqual(['name', 'phone', '', 'card:decimal', 'card:hexReversed', '']);
    expect(body.rows[0].cells.slice(2, 5)).toEqual([
      { text: '12' },
      { text: '123456', codes: [123_456] },
      { text: 'A1B2C3', codes: [0xc3b2a1] },
    ]);
    expect(body.rows[1].cells[4]).toEqual({ text: '00D4E5F6', refusal: 'tooLarge' });
    const wrong = await preview(id, { Columns: 'name,phone' });
    expect(wrong).toMatchObject({ status: 400, body: { fields: { Columns: 'importFiles.errors.columns' } } });
    expect((await preview(id, { Columns: 'name,phone,,address:hex,,' })).status).toBe(400);
  });

  it('maps a later file’s header as the company chose before', async () => {
    const saved = await t.call(
      'SetImportMapping',
      { Kind: 'residents', Header: ['ФИО', 'Кв.', 'Примечание'], Columns: ['name', 'building', ''] },
      { headers: companyA },
    );
    expect(saved.status).toBe(200);
    const id = await upload(utf8(RESIDENTS));
    const { body } = await preview(id);
    expect(body.columns).toEqual(['name', 'phone', 'building', 'card', 'card:hex', '']);
    expect(body.remembered).toEqual([true, false, true, false, false, true]);
    // Another company's files are guessed as before.
    const other = await upload(utf8(RESIDENTS), { headers: companyB });
    expect((await preview(other, {}, companyB)).body.columns[2]).toBe('apartment');
  });

  it('reads an XLSX workbook, and says when a file is no table', async () => {
    const xlsx = await workbook({ Addresses: [['Адрес'], ['ул. Лесная, 5'], ['ул. Лесная, 7']] });
    const id = await upload(xlsx, { kind: 'addresses', fileName: 'addresses.xlsx', partSize: 4096 });
    expect((await preview(id)).body).toMatchObject({
      format: 'xlsx',
      columns: ['address'],
      rowCount: 2,
      rows: [{ line: 2, cells: [{ text: 'ул. Лесная, 5', value: 'ул. Лесная, 5' }] }, expect.anything()],
    });
    const xls = await upload(Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 1, 2, 3]), { fileName: 'old.xls' });
    expect((await preview(xls)).body).toEqual({ error: 'importFiles.errors.unreadable' });
    const zip = await upload(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), { fileName: 'broken.xlsx' });
    expect((await preview(zip)).body).toEqual({ error: 'importFiles.errors.unreadable' });
  });
});
