import { Readable } from 'node:stream';
import { parse } from 'csv-parse';

/**
 * An uploaded file's rows, read as a stream whatever its size: CSV with a comma, semicolon or tab
 * (text pasted from a spreadsheet is tab-separated), in UTF-8 with or without its BOM or in Windows-1251
 * (which Russian spreadsheets still export), or an XLSX workbook's first sheet. The bytes come part by
 * part from `open` (called once per pass), and only a part and a row at a time are held.
 *
 * CSV with csv-parse (a streaming parser with no dependencies, kept up by the CSV project for Node);
 * XLSX with exceljs's WorkbookReader, a dependency already: it streams the sheet's rows out of the zip,
 * keeping only the workbook's shared strings (its distinct texts) in memory, and parks a sheet that comes
 * before them in the zip in a temporary file rather than in memory.
 */

export type FileFormat = 'csv' | 'xlsx';
export type TextEncoding = 'utf-8' | 'windows-1251';
export type Delimiter = ',' | ';' | '\t';

export interface FileRow {
  /** The row's number as the file counts it: a sheet's row, a CSV's record (the header is 1). */
  line: number;
  cells: string[];
}

export interface FileRows {
  format: FileFormat;
  encoding: TextEncoding | null;
  delimiter: Delimiter | null;
  /** The rows, the header first, empty ones left out. */
  rows: AsyncIterable<FileRow>;
}

/** Why a file cannot be read: neither CSV nor a workbook we read (an old .xls, a damaged zip). */
export class UnreadableFile extends Error {}

type Bytes = () => AsyncIterable<Uint8Array>;

const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** An old binary Excel file (.xls), which only a full workbook reader could read. */
const OLE = [0xd0, 0xcf, 0x11, 0xe0];
const UTF8_BOM = [0xef, 0xbb, 0xbf];
const startsWith = (bytes: Uint8Array, prefix: number[]) => prefix.every((byte, index) => bytes[index] === byte);

/** The longest CSV record accepted: a row this long is no resident. */
const MAX_RECORD_CHARACTERS = 1024 * 1024;

async function firstBytes(open: Bytes): Promise<Uint8Array> {
  for await (const part of open()) if (part.length > 0) return part;
  return new Uint8Array();
}

/**
 * The file's text encoding: UTF-8 when it has the BOM or all of it is valid UTF-8 (a pass over the bytes,
 * a part at a time, stopping at the first byte that is not), else Windows-1251.
 */
async function encodingOf(open: Bytes, start: Uint8Array): Promise<TextEncoding> {
  if (startsWith(start, UTF8_BOM)) return 'utf-8';
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const part of open()) decoder.decode(part, { stream: true });
    decoder.decode();
    return 'utf-8';
  } catch {
    return 'windows-1251';
  }
}

/** The file's text, decoded part by part (a character split between two parts is joined). */
async function* textOf(open: Bytes, encoding: TextEncoding): AsyncIterable<string> {
  const decoder = new TextDecoder(encoding, { ignoreBOM: false });
  for await (const part of open()) yield decoder.decode(part, { stream: true });
  const rest = decoder.decode();
  if (rest) yield rest;
}

/**
 * The separator of the header: the one of comma, semicolon and tab it has most of outside quotes (a tie
 * goes to tab, then semicolon, which a name or an address holds less often than a comma); none when it
 * has none, a file of one column (whose values may hold any of them: "ул. Лесная, 5").
 */
export function delimiterOf(firstLine: string): Delimiter | null {
  const counts: Record<Delimiter, number> = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const character of firstLine) {
    if (character === '"') quoted = !quoted;
    else if (!quoted && character in counts) counts[character as Delimiter] += 1;
  }
  const ranked = (['\t', ';', ','] as const).slice().sort((a, b) => counts[b] - counts[a]);
  return counts[ranked[0]] > 0 ? ranked[0] : null;
}

/** A file of one column is read by lines: a line break is the only separator it has. */
const ONE_COLUMN = '\u0000';

async function firstLineOf(open: Bytes, encoding: TextEncoding): Promise<string> {
  let text = '';
  for await (const piece of textOf(open, encoding)) {
    text += piece;
    const end = text.search(/\r?\n/);
    if (end >= 0) return text.slice(0, end);
    if (text.length > MAX_RECORD_CHARACTERS) break;
  }
  return text;
}

const isEmpty = (cells: string[]) => cells.every((cell) => cell.trim() === '');

async function* csvRows(open: Bytes, encoding: TextEncoding, delimiter: Delimiter | null): AsyncIterable<FileRow> {
  const source = Readable.from(textOf(open, encoding));
  const parser = source.pipe(
    parse({
      delimiter: delimiter ?? ONE_COLUMN,
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      max_record_size: MAX_RECORD_CHARACTERS,
    }),
  );
  // A pipe does not pass an error on: the parser would wait for the rest of a file whose reading failed.
  source.once('error', (error) => parser.destroy(error));
  let line = 0;
  for await (const record of parser as AsyncIterable<string[]>) {
    line += 1;
    if (!isEmpty(record)) yield { line, cells: record };
  }
}

/** A cell of a sheet as text: a date as its day (ISO), a formula as its result, rich text as its text. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value !== 'object') return String(value);
  const cell = value as { result?: unknown; text?: unknown; richText?: { text: string }[]; error?: unknown };
  if (cell.richText) return cell.richText.map((run) => run.text).join('');
  if ('result' in cell) return cellText(cell.result);
  if ('text' in cell) return cellText(cell.text);
  return '';
}

async function* xlsxRows(open: Bytes): AsyncIterable<FileRow> {
  // Loaded by the first workbook, not at start-up (as the journal's XLSX export loads it).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(open()), {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  try {
    for await (const sheet of workbook) {
      for await (const row of sheet) {
        // row.values is 1-based and sparse: its first entry is always empty.
        const values = Array.isArray(row.values) ? row.values.slice(1) : [];
        const cells = Array.from(values, cellText);
        if (!isEmpty(cells)) yield { line: row.number, cells };
      }
      // The first sheet only: the rest of the zip is not read.
      return;
    }
  } catch (error) {
    throw error instanceof UnreadableFile ? error : new UnreadableFile(String(error));
  }
  throw new UnreadableFile('a workbook without a sheet');
}

/** How a file is written, and its rows. */
export async function readFileRows(open: Bytes): Promise<FileRows> {
  const start = await firstBytes(open);
  if (startsWith(start, ZIP)) return { format: 'xlsx', encoding: null, delimiter: null, rows: xlsxRows(open) };
  if (startsWith(start, OLE) || start.includes(0)) throw new UnreadableFile('not a text file');
  const encoding = await encodingOf(open, start);
  const delimiter = delimiterOf(await firstLineOf(open, encoding));
  return { format: 'csv', encoding, delimiter, rows: csvRows(open, encoding, delimiter) };
}
