import { CARD_NOTATIONS, type CardNotation } from './card-notation';

/**
 * What an imported file's columns hold: each column is one field of the records imported (or skipped),
 * guessed from its header in English or Russian, or taken from what the company chose for the same header
 * before (its remembered mapping).
 */

export const IMPORT_KINDS = ['residents', 'addresses'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** The fields of each kind of import (translation keys under `resources.import_files.columns`). */
export const IMPORT_FIELDS = {
  residents: [
    'name',
    'phone',
    'address',
    'building',
    'apartment',
    'floor',
    'card',
    'ble',
    'car',
    'carModel',
    'zone',
    'comment',
  ],
  addresses: ['address'],
} as const satisfies Record<ImportKind, readonly string[]>;
export type ImportField = (typeof IMPORT_FIELDS)[ImportKind][number];

/** Fields that more than one column may fill (a second card column adds the resident's second card). */
export const REPEATED_FIELDS: readonly ImportField[] = ['card', 'ble'];
/** Fields whose values are card numbers, read in a notation. */
export const CODE_FIELDS: readonly ImportField[] = ['card', 'ble'];

/** One column's meaning: its field (null: skipped) and, for a card column, the notation chosen for it. */
export interface ImportColumn {
  field: ImportField | null;
  notation?: CardNotation;
}

/** A header as compared: lower case, ё as е, words separated by single spaces, padded with one. */
export const headerKey = (header: string) =>
  ` ${header
    .toLowerCase()
    .replaceAll('ё', 'е')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;

/**
 * The words that name each field in a header, tried in this order (the more specific first: "car model"
 * before "car", "phone number" before a bare "number"). Whole words are
 * padded with spaces, as headerKey pads them.
 */
const HEADER_WORDS: [ImportField, RegExp][] = [
  ['phone', / (phone|tel|telephone|mobile|cell) |телефон| тел | моб/],
  ['carModel', / (car )?(model|make) |марка|модель/],
  ['car', / (car|cars|vehicle|plate|plates|licence|license) |автомоб|машин|госномер|гос номер| грз |номерн/],
  ['ble', / ble |bluetooth|метк/],
  ['card', / (card|cards|rfid|fob|tag|key|keys) |карт|брелок|ключ/],
  ['zone', / zone |зона/],
  ['apartment', / (apartment|apt|flat|room|unit) |квартир| кв |помещен/],
  ['floor', / floor |этаж/],
  ['building', / (building|block|section) |корпус|строен|подъезд|секци/],
  ['address', / (address|street) |адрес|улиц/],
  ['name', / (name|full name|resident|owner|tenant) |фио|имя|фамил|жител|собственн|абонент|владел/],
  ['comment', / (comment|comments|note|notes|remark) |примечан|коммент|заметк/],
];

/** The field a header names for a kind of import, if any. */
export function fieldOfHeader(kind: ImportKind, header: string): ImportField | null {
  const key = headerKey(header);
  const fields: readonly ImportField[] = IMPORT_FIELDS[kind];
  const found = HEADER_WORDS.find(([field, words]) => fields.includes(field) && words.test(key));
  return found?.[0] ?? null;
}

/**
 * The mapping of a file's header: for each column, what the company chose for that header before
 * (`remembered`, by headerKey; a remembered null is a column it skips), else the field its words name.
 * A field is given to its first column only, unless it repeats (cards).
 */
export function guessColumns(
  kind: ImportKind,
  header: readonly string[],
  remembered: Readonly<Record<string, ImportField | null>> = {},
): (ImportField | null)[] {
  const taken = new Set<ImportField>();
  return header.map((title) => {
    const key = headerKey(title);
    const field = Object.hasOwn(remembered, key) ? remembered[key] : fieldOfHeader(kind, title);
    if (!field || !(IMPORT_FIELDS[kind] as readonly string[]).includes(field)) return null;
    if (taken.has(field) && !REPEATED_FIELDS.includes(field)) return null;
    taken.add(field);
    return field;
  });
}

/** The mapping to remember: each header's field, by headerKey (the last column of a header wins). */
export const columnsByHeader = (header: readonly string[], columns: readonly ImportColumn[]) =>
  Object.fromEntries(header.map((title, index) => [headerKey(title), columns[index]?.field ?? null]));

/** A column as the Actions' `Columns` parameter writes it: "name", "card:hex", "" (skipped). */
export const columnText = ({ field, notation }: ImportColumn) =>
  field ? (notation ? `${field}:${notation}` : field) : '';

/** One column of the `Columns` parameter read back, or undefined when it names no field of the kind. */
export function parseColumn(kind: ImportKind, text: string): ImportColumn | undefined {
  const [field, notation, extra] = text.trim().split(':');
  if (!field) return notation === undefined ? { field: null } : undefined;
  if (extra !== undefined || !(IMPORT_FIELDS[kind] as readonly string[]).includes(field)) return undefined;
  if (notation === undefined) return { field: field as ImportField };
  if (!CODE_FIELDS.includes(field as ImportField) || !(CARD_NOTATIONS as readonly string[]).includes(notation)) {
    return undefined;
  }
  return { field: field as ImportField, notation: notation as CardNotation };
}
