import { sql } from 'drizzle-orm';
import { plateKey } from '../../contract/plate';
import { CODE_FIELDS, type ImportColumn, type ImportField, type ImportKind } from '../../contract/import-columns';
import {
  BATCH_ROWS,
  type ImportPlan,
  type ImportRowVerdict,
  type ImportVerdict,
  importMessages,
  type RowRefusal,
} from '../../contract/import-file';
import { storedValue } from '../../contract/import-values';
import { errors } from '../../contract/messages';
import type { Database } from '../db/open';
import { pgArray } from '../db/pg-array';
import { queryRows } from '../db/rows';
import { ApiError } from '../protocol/api-error';
import { perimeterPaths } from '../actions/access-zones';
import { type FileRow, readFileRows, UnreadableFile } from './read-file';

/**
 * The verdict of each row of a file, which the dry run (plan.ts) reports and the apply (apply.ts) writes:
 * one judge for both, so that applying does exactly what the dry run said. Rows are judged in batches,
 * each batch's residents, cards and addresses looked up in one query each; what a later row must know of
 * earlier ones (their residents, cards and addresses) is kept by key in a Memory: in the process for a
 * dry run, only the keys the file repeats (repeats.ts), in the database for an apply that resumes on any
 * server.
 *
 * A resident is the company's abonent of the same phone and name (a family sharing a phone stays
 * several residents); an import fills the fields its file gives, adds cards and cars, and never clears a
 * field or takes a card away, so that applying a file twice changes nothing the second time.
 */

export const BATCH = BATCH_ROWS;

/** A row's values by field: a field given by several columns (cards) has each column's codes together. */
export interface RowValues {
  text: Partial<Record<ImportField, string>>;
  codes: number[];
  refusal?: ImportRowVerdict['refusal'];
}

export interface Resident {
  id: string;
  name: string;
  phone_number: string;
  building: string | null;
  room: string | null;
  floor: number | null;
  address_id: string | null;
  comment: string | null;
  cars: { model?: string | null; number: string }[];
  access_object_id: string | null;
  access_perimeter_id: string | null;
}

export interface Zone {
  objectId: string | null;
  perimeterId: string | null;
}

/** What applying an accepted row writes: an address, or a resident created or updated. */
export type RowWrite =
  | { kind: 'address'; value: string }
  | {
      kind: 'resident';
      /** The resident updated; none when created. */
      resident: Resident | undefined;
      text: RowValues['text'];
      /** The cards nobody holds yet, which the resident is given. */
      newCodes: number[];
      zone: Zone | undefined;
      /** The address as the file writes it, with its id when the company has it already. */
      address: string | undefined;
      addressId: string | undefined;
    };

export interface Judged {
  verdict: ImportRowVerdict;
  /** What applying writes: only for a created or updated row. */
  write?: RowWrite;
  /** The zone whose doors learn of the row (a resident created, or its cards or zone changed). */
  doors?: Zone;
  /** The row is the file's first to create its address (counted once). */
  firstOfAddress: boolean;
  cardsAdded: number;
}

/**
 * What the rows judged before know, by key (`r:` a record, `c:` a card, `a:` an address created): the
 * line that had it first. `load` is called with a batch's keys before the batch is judged.
 */
export interface Memory {
  load(db: Database, keys: string[]): Promise<void>;
  get(key: string): number | undefined;
  set(key: string, line: number): void;
}

export type ImportTotals = ImportPlan['totals'];
export const noTotals = (): ImportTotals => ({
  rows: 0,
  created: 0,
  updated: 0,
  unchanged: 0,
  refused: 0,
  addressesCreated: 0,
  cardsAdded: 0,
});

/** Counts a judged row into the totals. */
export function tally(totals: ImportTotals, judged: Judged): void {
  totals.rows += 1;
  totals[judged.verdict.verdict] += 1;
  if (judged.firstOfAddress) totals.addressesCreated += 1;
  totals.cardsAdded += judged.cardsAdded;
}

/** A name as compared: case and ё aside. */
export const nameKey = (text: string) => text.trim().toLowerCase().replaceAll('ё', 'е');
/** An address as rows of the file are compared: letter case aside. */
export const addressKey = (text: string) => text.trim().toLowerCase();
const refusal = (reason: string, column: number | null, args: Record<string, string | number> = {}) => ({
  reason,
  column,
  args,
});

/** The row's values as its columns store them; the first refusal of a value stops the row. */
function valuesOf(columns: ImportColumn[], row: FileRow, kind: ImportKind): RowValues {
  const values: RowValues = { text: {}, codes: [] };
  for (const [index, column] of columns.entries()) {
    if (!column.field) continue;
    const stored = storedValue(column, row.cells[index] ?? '', kind);
    if (stored.refusal) return { ...values, refusal: refusal(`importFiles.refusals.${stored.refusal}`, index) };
    if (CODE_FIELDS.includes(column.field)) values.codes.push(...(stored.codes ?? []));
    else if (stored.value !== null && stored.value !== undefined) values.text[column.field] = String(stored.value);
  }
  return values;
}

/** Every zone of the company by its name in lower case: an access object's, a perimeter's whole path. */
async function zonesOf(db: Database, companyId: string): Promise<Map<string, Zone>> {
  const rows = await queryRows<{ id: string; name: string; object: boolean }>(
    db,
    sql`${perimeterPaths(companyId)}
      select id::text as id, name, false as object from zone_paths
      union all
      select id::text, display_name, true from access_objects where company_id = ${companyId}`,
  );
  return new Map(
    rows.map((row) => [
      nameKey(row.name),
      { objectId: row.object ? row.id : null, perimeterId: row.object ? null : row.id },
    ]),
  );
}

/**
 * The file's rows after its header, in batches, the header's columns checked; rows up to line `after`
 * (those an apply has written) are read past without being batched.
 */
export async function* batchesOf(bytes: () => AsyncIterable<Uint8Array>, columns: ImportColumn[], after = 0) {
  const read = await readFileRows(bytes);
  let header = true;
  let batch: FileRow[] = [];
  try {
    for await (const row of read.rows) {
      if (header) {
        header = false;
        if (row.cells.length !== columns.length) {
          throw new ApiError(400, errors.invalidParams, { Columns: importMessages.columns });
        }
        continue;
      }
      if (row.line <= after) continue;
      batch.push(row);
      if (batch.length === BATCH) {
        yield batch;
        batch = [];
      }
    }
  } catch (error) {
    if (error instanceof UnreadableFile || (error as { code?: string }).code?.startsWith('CSV_')) {
      throw new ApiError(400, importMessages.unreadable);
    }
    throw error;
  }
  if (header) throw new ApiError(400, importMessages.empty);
  if (batch.length > 0) yield batch;
}

/** The judge of one pass over a file of the company's, with the columns given. */
export async function judgeOf(
  db: Database,
  companyId: string,
  kind: ImportKind,
  columns: ImportColumn[],
  memory: Memory,
) {
  const fields = new Set(columns.map((column) => column.field));
  const columnOf = (field: ImportField) => columns.findIndex((column) => column.field === field);
  const zones = kind === 'residents' && fields.has('zone') ? await zonesOf(db, companyId) : new Map<string, Zone>();

  /** The company's addresses of the batch, by addressKey; compared by the database's lower(), as its unique index compares them. */
  const addressIdsOf = async (tx: Database, rows: { values: RowValues }[]) => {
    const given = [...new Set(rows.flatMap(({ values }) => (values.text.address ? [values.text.address] : [])))];
    const found = await queryRows<{ id: string; value: string }>(
      tx,
      sql`select a.id::text as id, f.value from unnest(${pgArray(given)}::text[]) as f(value)
        join addresses a on a.company_id = ${companyId} and lower(a.value) = lower(f.value)`,
    );
    return new Map(found.map((row) => [addressKey(row.value), row.id]));
  };

  function judgeAddresses(rows: { row: FileRow; values: RowValues }[], addressIds: Map<string, string>): Judged[] {
    return rows.map(({ row, values }) => {
      const value = values.text.address ?? '';
      const base = { line: row.line, name: value, changes: [], createsAddress: false };
      const first = memory.get(`r:${addressKey(value)}`);
      const why =
        values.refusal ??
        (!value ? refusal('importFiles.refusals.required', columnOf('address')) : null) ??
        (first === undefined
          ? null
          : refusal('importFiles.rowRefusals.duplicateRow', columnOf('address'), { line: first }));
      const judged = { firstOfAddress: false, cardsAdded: 0 };
      if (why) return { ...judged, verdict: { ...base, verdict: 'refused', recordId: null, refusal: why } };
      memory.set(`r:${addressKey(value)}`, row.line);
      const id = addressIds.get(addressKey(value)) ?? null;
      return {
        firstOfAddress: !id,
        cardsAdded: 0,
        verdict: { ...base, verdict: id ? 'unchanged' : 'created', recordId: id, refusal: null },
        ...(id ? {} : { write: { kind: 'address', value } }),
      };
    });
  }

  async function judgeResidents(
    tx: Database,
    rows: { row: FileRow; values: RowValues }[],
    addressIds: Map<string, string>,
  ): Promise<Judged[]> {
    const phones = [...new Set(rows.flatMap(({ values }) => (values.text.phone ? [values.text.phone] : [])))];
    const residents = await queryRows<Resident>(
      tx,
      sql`select id::text as id, name, phone_number, building, room, floor, address_id::text as address_id, comment,
          cars, access_object_id::text as access_object_id, access_perimeter_id::text as access_perimeter_id
        from abonents where company_id = ${companyId} and phone_number = any(${pgArray(phones)}::text[])`,
    );
    const residentOf = new Map(
      residents.map((resident) => [`${resident.phone_number}|${nameKey(resident.name)}`, resident]),
    );
    const codes = [...new Set(rows.flatMap(({ values }) => values.codes))];
    const holders = new Map(
      (
        await queryRows<{ code: number; abonent_id: string; blocked: boolean }>(
          tx,
          sql`select code, abonent_id::text as abonent_id, blocked_at is not null as blocked from abonent_codes
            where company_id = ${companyId} and code = any(${pgArray(codes)}::int[])`,
        )
      ).map((row) => [row.code, row]),
    );

    return rows.map(({ row, values }): Judged => {
      const { text } = values;
      const name = text.name ?? '';
      const identity = `${text.phone}|${nameKey(name)}`;
      const resident = residentOf.get(identity);
      const base = { line: row.line, name, recordId: resident?.id ?? null, changes: [] as string[] };
      const refuse = (why: NonNullable<ImportRowVerdict['refusal']>): Judged => ({
        verdict: { ...base, verdict: 'refused', recordId: null, refusal: why, createsAddress: false },
        firstOfAddress: false,
        cardsAdded: 0,
      });
      if (values.refusal) return refuse(values.refusal);
      const firstLine = memory.get(`r:${identity}`);
      if (firstLine !== undefined) {
        return refuse(refusal('importFiles.rowRefusals.duplicateRow', columnOf('name'), { line: firstLine }));
      }
      const cardRefusal = (): ImportRowVerdict['refusal'] => {
        const column = columns.findIndex((column) => column.field && CODE_FIELDS.includes(column.field));
        for (const code of values.codes) {
          const line = memory.get(`c:${code}`);
          const holder = holders.get(code);
          const why = (reason: RowRefusal, args: Record<string, number>) =>
            refusal(`importFiles.rowRefusals.${reason}`, column, { code, ...args });
          if (line !== undefined) return why('duplicateCard', { line });
          if (holder && holder.abonent_id !== resident?.id) return why('cardTaken', {});
          if (holder?.blocked) return why('cardBlocked', {});
        }
        return null;
      };
      const cards = cardRefusal();
      if (cards) return refuse(cards);
      const zone = text.zone === undefined ? undefined : zones.get(nameKey(text.zone));
      if (text.zone !== undefined && !zone) {
        return refuse(refusal('importFiles.rowRefusals.unknownZone', columnOf('zone'), { zone: text.zone }));
      }
      memory.set(`r:${identity}`, row.line);
      for (const code of values.codes) memory.set(`c:${code}`, row.line);

      const address = text.address === undefined ? undefined : addressKey(text.address);
      const addressId = address === undefined ? undefined : addressIds.get(address);
      const createsAddress = address !== undefined && !addressId;
      const firstOfAddress = createsAddress && memory.get(`a:${address}`) === undefined;
      if (firstOfAddress) memory.set(`a:${address}`, row.line);
      const newCodes = values.codes.filter((code) => !holders.has(code));
      const changes = resident ? changedFields(resident, text, { addressId, createsAddress, zone, newCodes }) : [];
      const verdict: ImportVerdict = !resident ? 'created' : changes.length > 0 ? 'updated' : 'unchanged';
      const doorZone =
        zone ?? (resident && { objectId: resident.access_object_id, perimeterId: resident.access_perimeter_id });
      const reachesDoors =
        doorZone && (verdict === 'created' || changes.some((field) => field === 'card' || field === 'zone'));
      return {
        verdict: { ...base, verdict, changes, refusal: null, createsAddress },
        firstOfAddress,
        cardsAdded: newCodes.length,
        ...(reachesDoors ? { doors: doorZone } : {}),
        ...(verdict === 'unchanged'
          ? {}
          : { write: { kind: 'resident', resident, text, newCodes, zone, address: text.address, addressId } }),
      };
    });
  }

  /** The verdicts of a batch, in the file's order, judged against the company's data as `tx` sees it. */
  return async function judge(tx: Database, batch: FileRow[]): Promise<Judged[]> {
    const rows = batch.map((row) => ({ row, values: valuesOf(columns, row, kind) }));
    await memory.load(tx, keysOf(kind, rows));
    const addressIds = await addressIdsOf(tx, rows);
    return kind === 'addresses' ? judgeAddresses(rows, addressIds) : judgeResidents(tx, rows, addressIds);
  };
}

/** The memory keys of a batch's rows, each row's in turn (a key twice when two rows have it). */
export const keysOfBatch = (kind: ImportKind, columns: ImportColumn[], batch: FileRow[]): string[] =>
  keysOf(
    kind,
    batch.map((row) => ({ values: valuesOf(columns, row, kind) })),
  );

/** The keys of the memory a batch's rows may ask for. */
function keysOf(kind: ImportKind, rows: { values: RowValues }[]): string[] {
  return rows.flatMap(({ values: { text, codes } }) => {
    if (kind === 'addresses') return text.address ? [`r:${addressKey(text.address)}`] : [];
    const keys = [`r:${text.phone}|${nameKey(text.name ?? '')}`, ...codes.map((code) => `c:${code}`)];
    if (text.address) keys.push(`a:${addressKey(text.address)}`);
    return keys;
  });
}

/** The fields of an existing resident the row changes: those it gives another value, cards and cars it adds. */
function changedFields(
  resident: Resident,
  text: RowValues['text'],
  found: { addressId: string | undefined; createsAddress: boolean; zone: Zone | undefined; newCodes: number[] },
): ImportField[] {
  const changed: ImportField[] = [];
  const differs = (field: ImportField, stored: string | number | null) =>
    text[field] !== undefined && text[field] !== (stored === null ? null : String(stored));
  if (differs('building', resident.building)) changed.push('building');
  if (differs('apartment', resident.room)) changed.push('apartment');
  if (differs('floor', resident.floor)) changed.push('floor');
  if (differs('comment', resident.comment)) changed.push('comment');
  if (found.createsAddress || (found.addressId !== undefined && found.addressId !== resident.address_id)) {
    changed.push('address');
  }
  const { zone } = found;
  if (zone && (zone.objectId !== resident.access_object_id || zone.perimeterId !== resident.access_perimeter_id)) {
    changed.push('zone');
  }
  if (found.newCodes.length > 0) changed.push('card');
  if (text.car && !resident.cars.some((car) => plateKey(car.number) === plateKey(text.car!))) changed.push('car');
  return changed;
}
