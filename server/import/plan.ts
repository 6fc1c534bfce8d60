import { sql } from 'drizzle-orm';
import { plateKey } from '../../contract/plate';
import { CODE_FIELDS, type ImportColumn, type ImportField, type ImportKind } from '../../contract/import-columns';
import {
  IMPORT_PLAN_DOORS,
  type ImportPlan,
  type ImportRowVerdict,
  type ImportVerdict,
  importMessages,
  type RowRefusal,
} from '../../contract/import-file';
import { REQUIRED_FIELDS, storedValue } from '../../contract/import-values';
import { errors } from '../../contract/messages';
import type { Database } from '../db/open';
import { pgArray } from '../db/pg-array';
import { queryRows } from '../db/rows';
import { ApiError } from '../protocol/api-error';
import { perimeterPaths } from '../actions/access-zones';
import { type FileRow, readFileRows, UnreadableFile } from './read-file';
import type { StoredFile } from './stored-files';

/**
 * The dry run (PlanImport): the whole file read with its columns, row by row against the company's data,
 * nothing written. Rows are judged in batches, each batch's residents, cards and addresses looked up in
 * one query each; what a later row must know of earlier ones (their cards, residents and addresses) is
 * kept as keys only, and of the verdicts only the page asked for.
 *
 * A resident is the company's abonent of the same phone and name (a family sharing a phone stays
 * several residents); an import fills the fields its file gives, adds cards and cars, and never clears a
 * field or takes a card away, so that applying a file twice changes nothing the second time.
 */

const BATCH = 1_000;

interface Page {
  verdict?: ImportVerdict;
  offset: number;
  limit: number;
}

/** A row's values by field: a field given by several columns (cards) has each column's codes together. */
interface RowValues {
  text: Partial<Record<ImportField, string>>;
  codes: number[];
  refusal?: ImportRowVerdict['refusal'];
}

interface Resident {
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

interface Zone {
  objectId: string | null;
  perimeterId: string | null;
}

/** A name as compared: case and ё aside. */
const key = (text: string) => text.trim().toLowerCase().replaceAll('ё', 'е');
/** An address as rows of the file are compared: letter case aside. */
const addressKey = (text: string) => text.trim().toLowerCase();
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
      key(row.name),
      { objectId: row.object ? row.id : null, perimeterId: row.object ? null : row.id },
    ]),
  );
}

/** The doors of the given zones: an object's every door, a perimeter's and those of the perimeters in it. */
async function doorsOf(db: Database, companyId: string, objects: Set<string>, perimeters: Set<string>) {
  const [counted] = await queryRows<{ total: number; items: { id: string; name: string }[] | null }>(
    db,
    sql`with recursive inside(id) as (
        select id from access_perimeters
         where company_id = ${companyId} and id = any(${pgArray([...perimeters])}::uuid[])
        union
        select p.id from access_perimeters p join inside on p.parent_id = inside.id),
      doors as (
        select id, display_name from access_points
         where company_id = ${companyId}
           and (access_object_id = any(${pgArray([...objects])}::uuid[]) or perimeter_id in (select id from inside)))
      select (select count(*) from doors)::int as total,
        (select json_agg(json_build_object('id', id, 'name', display_name) order by display_name, id)
           from (select * from doors order by display_name, id limit ${IMPORT_PLAN_DOORS}) first) as items`,
  );
  return { total: counted.total, items: counted.items ?? [] };
}

/** The file's rows after its header, in batches, and the header's columns checked. */
async function* batchesOf(bytes: () => AsyncIterable<Uint8Array>, columns: ImportColumn[]) {
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

export async function planImport(
  db: Database,
  companyId: string,
  file: StoredFile,
  bytes: () => AsyncIterable<Uint8Array>,
  columns: ImportColumn[],
  page: Page,
): Promise<ImportPlan> {
  if (file.received < file.size) throw new ApiError(409, importMessages.incomplete);
  const fields = new Set(columns.map((column) => column.field));
  if (!REQUIRED_FIELDS[file.kind].every((field) => fields.has(field))) {
    throw new ApiError(400, errors.invalidParams, { Columns: importMessages.keyColumns });
  }
  const columnOf = (field: ImportField) => columns.findIndex((column) => column.field === field);

  const totals = { rows: 0, created: 0, updated: 0, unchanged: 0, refused: 0, addressesCreated: 0, cardsAdded: 0 };
  const items: ImportRowVerdict[] = [];
  let matching = 0;
  const record = (verdict: ImportRowVerdict) => {
    totals.rows += 1;
    totals[verdict.verdict] += 1;
    if (page.verdict && verdict.verdict !== page.verdict) return;
    if (matching >= page.offset && items.length < page.limit) items.push(verdict);
    matching += 1;
  };

  // What later rows must know of earlier ones, by key: the line that had it first.
  const linesOfRecords = new Map<string, number>();
  const linesOfCards = new Map<number, number>();
  const addressesCreated = new Set<string>();
  const zones =
    file.kind === 'residents' && fields.has('zone') ? await zonesOf(db, companyId) : new Map<string, Zone>();
  const doorObjects = new Set<string>();
  const doorPerimeters = new Set<string>();

  for await (const batch of batchesOf(bytes, columns)) {
    const rows = batch.map((row) => ({ row, values: valuesOf(columns, row, file.kind) }));
    const given = [...new Set(rows.flatMap(({ values }) => (values.text.address ? [values.text.address] : [])))];
    // Compared by the database's lower(), as its unique index of addresses compares them.
    const addressIds = new Map(
      (
        await queryRows<{ id: string; value: string }>(
          db,
          sql`select a.id::text as id, f.value from unnest(${pgArray(given)}::text[]) as f(value)
            join addresses a on a.company_id = ${companyId} and lower(a.value) = lower(f.value)`,
        )
      ).map((row) => [addressKey(row.value), row.id]),
    );

    if (file.kind === 'addresses') {
      for (const { row, values } of rows) {
        const value = values.text.address ?? '';
        const base = { line: row.line, name: value, changes: [], createsAddress: false };
        const first = linesOfRecords.get(addressKey(value));
        const why =
          values.refusal ??
          (!value ? refusal('importFiles.refusals.required', columnOf('address')) : null) ??
          (first === undefined
            ? null
            : refusal('importFiles.rowRefusals.duplicateRow', columnOf('address'), { line: first }));
        if (why) {
          record({ ...base, verdict: 'refused', recordId: null, refusal: why });
          continue;
        }
        linesOfRecords.set(addressKey(value), row.line);
        const id = addressIds.get(addressKey(value)) ?? null;
        if (!id) totals.addressesCreated += 1;
        record({ ...base, verdict: id ? 'unchanged' : 'created', recordId: id, refusal: null });
      }
      continue;
    }

    const phones = [...new Set(rows.flatMap(({ values }) => (values.text.phone ? [values.text.phone] : [])))];
    const residents = await queryRows<Resident>(
      db,
      sql`select id::text as id, name, phone_number, building, room, floor, address_id::text as address_id, comment,
          cars, access_object_id::text as access_object_id, access_perimeter_id::text as access_perimeter_id
        from abonents where company_id = ${companyId} and phone_number = any(${pgArray(phones)}::text[])`,
    );
    const residentOf = new Map(
      residents.map((resident) => [`${resident.phone_number}|${key(resident.name)}`, resident]),
    );
    const codes = [...new Set(rows.flatMap(({ values }) => values.codes))];
    const holders = new Map(
      (
        await queryRows<{ code: number; abonent_id: string; blocked: boolean }>(
          db,
          sql`select code, abonent_id::text as abonent_id, blocked_at is not null as blocked from abonent_codes
            where company_id = ${companyId} and code = any(${pgArray(codes)}::int[])`,
        )
      ).map((row) => [row.code, row]),
    );

    for (const { row, values } of rows) {
      const { text } = values;
      const name = text.name ?? '';
      const identity = `${text.phone}|${key(name)}`;
      const resident = residentOf.get(identity);
      const base = { line: row.line, name, recordId: resident?.id ?? null, changes: [] as string[] };
      const refuse = (why: NonNullable<ImportRowVerdict['refusal']>) =>
        record({ ...base, verdict: 'refused', recordId: null, refusal: why, createsAddress: false });
      if (values.refusal) {
        refuse(values.refusal);
        continue;
      }
      const firstLine = linesOfRecords.get(identity);
      if (firstLine !== undefined) {
        refuse(refusal('importFiles.rowRefusals.duplicateRow', columnOf('name'), { line: firstLine }));
        continue;
      }
      const cardRefusal = (): ImportRowVerdict['refusal'] => {
        const column = columns.findIndex((column) => column.field && CODE_FIELDS.includes(column.field));
        for (const code of values.codes) {
          const line = linesOfCards.get(code);
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
      if (cards) {
        refuse(cards);
        continue;
      }
      const zone = text.zone === undefined ? undefined : zones.get(key(text.zone));
      if (text.zone !== undefined && !zone) {
        refuse(refusal('importFiles.rowRefusals.unknownZone', columnOf('zone'), { zone: text.zone }));
        continue;
      }
      linesOfRecords.set(identity, row.line);
      for (const code of values.codes) linesOfCards.set(code, row.line);

      const address = text.address === undefined ? undefined : addressKey(text.address);
      const addressId = address === undefined ? undefined : addressIds.get(address);
      const createsAddress = address !== undefined && !addressId;
      if (createsAddress && !addressesCreated.has(address)) {
        addressesCreated.add(address);
        totals.addressesCreated += 1;
      }
      const newCodes = values.codes.filter((code) => !holders.has(code));
      totals.cardsAdded += newCodes.length;
      const changes = resident ? changedFields(resident, text, { addressId, createsAddress, zone, newCodes }) : [];
      const verdict: ImportVerdict = !resident ? 'created' : changes.length > 0 ? 'updated' : 'unchanged';
      // The doors that learn of it: its zone's, when it is new, or its cards or zone change.
      const doorZone =
        zone ?? (resident && { objectId: resident.access_object_id, perimeterId: resident.access_perimeter_id });
      if (doorZone && (verdict === 'created' || changes.some((field) => field === 'card' || field === 'zone'))) {
        if (doorZone.objectId) doorObjects.add(doorZone.objectId);
        if (doorZone.perimeterId) doorPerimeters.add(doorZone.perimeterId);
      }
      record({ ...base, verdict, changes, refusal: null, createsAddress });
    }
  }

  const doors =
    doorObjects.size + doorPerimeters.size > 0
      ? await doorsOf(db, companyId, doorObjects, doorPerimeters)
      : { total: 0, items: [] };
  return { totals, doors, rows: { items, total: matching } };
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
