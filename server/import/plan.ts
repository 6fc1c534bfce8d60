import { sql } from 'drizzle-orm';
import type { ImportColumn } from '../../contract/import-columns';
import {
  IMPORT_PLAN_DOORS,
  type ImportPlan,
  type ImportRowVerdict,
  type ImportVerdict,
  importMessages,
} from '../../contract/import-file';
import { REQUIRED_FIELDS } from '../../contract/import-values';
import { errors } from '../../contract/messages';
import type { Database } from '../db/open';
import { pgArray } from '../db/pg-array';
import { queryRows } from '../db/rows';
import { ApiError } from '../protocol/api-error';
import { batchesOf, judgeOf, noTotals, tally } from './judge';
import { memoryOfRepeats } from './repeats';
import type { StoredFile } from './stored-files';

/**
 * The dry run (PlanImport): the whole file read with its columns, each row judged against the company's
 * data (judge.ts), nothing written; of the verdicts only the page asked for is kept.
 */

interface Page {
  verdict?: ImportVerdict;
  offset: number;
  limit: number;
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

/** A file's columns fit to judge it: 409 while it is not uploaded whole, 400 without its key columns. */
export function checkPlannable(file: StoredFile, columns: ImportColumn[]): void {
  if (file.received < file.size) throw new ApiError(409, importMessages.incomplete);
  const fields = new Set(columns.map((column) => column.field));
  if (!REQUIRED_FIELDS[file.kind].every((field) => fields.has(field))) {
    throw new ApiError(400, errors.invalidParams, { Columns: importMessages.keyColumns });
  }
}

export async function planImport(
  db: Database,
  companyId: string,
  file: StoredFile,
  bytes: () => AsyncIterable<Uint8Array>,
  columns: ImportColumn[],
  page: Page,
): Promise<ImportPlan> {
  checkPlannable(file, columns);
  const totals = noTotals();
  const items: ImportRowVerdict[] = [];
  let matching = 0;
  const doorObjects = new Set<string>();
  const doorPerimeters = new Set<string>();
  const memory = await memoryOfRepeats(file.kind, columns, bytes);
  const judge = await judgeOf(db, companyId, file.kind, columns, memory);
  for await (const batch of batchesOf(bytes, columns)) {
    for (const judged of await judge(db, batch)) {
      tally(totals, judged);
      if (judged.doors?.objectId) doorObjects.add(judged.doors.objectId);
      if (judged.doors?.perimeterId) doorPerimeters.add(judged.doors.perimeterId);
      if (page.verdict && judged.verdict.verdict !== page.verdict) continue;
      if (matching >= page.offset && items.length < page.limit) items.push(judged.verdict);
      matching += 1;
    }
  }
  const doors =
    doorObjects.size + doorPerimeters.size > 0
      ? await doorsOf(db, companyId, doorObjects, doorPerimeters)
      : { total: 0, items: [] };
  return { totals, doors, rows: { items, total: matching } };
}
