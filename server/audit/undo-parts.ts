import { sql } from 'drizzle-orm';
import { UNDO_REFUSED, type UndoPreview } from '../../contract/undo';
import type { Database } from '../db/open';
import { pgArray } from '../db/pg-array';
import { queryRows } from '../db/rows';
import { ApiError } from '../protocol/api-error';
import { type AuditContext, inAuditedTransaction } from './transaction';
import {
  changeRows,
  planRows,
  PreviewTally,
  refusalOf,
  refusedPreview,
  summaryOf,
  type TrailRow,
  type UndoCaller,
  type UndoLimits,
  writeSteps,
} from './undo';

/**
 * Undo of a change too large for one transaction (an import of 100,000 residents: 300,000 trail rows), in
 * parts. The change's rows are grouped by the record they are filed under (a resident with its codes,
 * phones and keys: a row without a record is a group of its own), and the groups are undone newest first,
 * by the id of each group's first row: a record made after another, which may point to it (a resident to
 * the address the import made for it), goes first. A part is whole groups, about `partRows` rows, planned
 * and written in its own audited transaction under the undo's one operation id, so that the undo is one
 * change on the trail (and may be undone in turn, in parts).
 *
 * Where the undo is kept in the database (undo_runs): the first row's id of the last group undone, below
 * which the groups left are. Any server goes on from there, after a closed tab or a refused part: a part
 * refused (a conflict, or one only the database finds) rolls back alone, the parts before it stay undone.
 * The run is deleted when the last part is written, so that undoing the change again after its undo was
 * undone starts anew.
 */

/** The records of a change as its undo takes them: the group's key (its record, or `#<row id>`), first row, rows. */
interface Group {
  key: string;
  first: string;
  rows: number;
}

interface Run {
  undoOperationId: string;
  /** The groups left are those whose first row's id is below this (null: all of them). */
  below: string | null;
  rowsDone: number;
}

/**
 * An undo in parts that stopped midway, and whose own change is now undone (`change`, within the caller's
 * transaction): its parts are undone no more, so the change it was undoing starts again from the top.
 */
export async function forgetRunUndoneBy(db: Database, undoOperationId: string) {
  await db.execute(sql`delete from undo_runs where undo_operation_id = ${undoOperationId}`);
}

/** The change's groups left, newest first. */
function groupsOf(db: Database, operationId: string, below: string | null): Promise<Group[]> {
  return queryRows<Group>(
    db,
    sql`select coalesce(record_id, '#' || id::text) as key, min(id)::text as first, count(*)::int as rows
      from audit_log
      where operation_id = ${operationId} and operation in ('INSERT', 'UPDATE', 'DELETE')
      group by 1
      ${below === null ? sql.empty() : sql`having min(id) < ${below}::bigint`}
      order by min(id) desc`,
  );
}

/** The groups cut into parts of whole groups, each of at least `partRows` rows (but the last). */
function* partsOf(groups: Group[], partRows: number): Generator<Group[]> {
  let part: Group[] = [];
  let rows = 0;
  for (const group of groups) {
    part.push(group);
    rows += group.rows;
    if (rows >= partRows) {
      yield part;
      part = [];
      rows = 0;
    }
  }
  if (part.length > 0) yield part;
}

/** The parts a preview plans at once (on PostgreSQL, a connection each). */
const PREVIEW_PARTS_AT_ONCE = 2;

/** The trail rows of a part: those of its records, and its rows filed under none. */
function rowsOfPart(db: Database, operationId: string, part: Group[]): Promise<TrailRow[]> {
  const records = part.filter((group) => !group.key.startsWith('#')).map((group) => group.key);
  const ids = part.filter((group) => group.key.startsWith('#')).map((group) => group.key.slice(1));
  return changeRows(
    db,
    operationId,
    sql` and (l.record_id = any(${pgArray(records)}::text[]) or l.id = any(${pgArray(ids)}::bigint[]))`,
  );
}

async function runOf(db: Database, operationId: string, lock = false): Promise<Run | undefined> {
  const [run] = await queryRows<Run>(
    db,
    sql`select undo_operation_id as "undoOperationId", below::text as below, rows_done as "rowsDone"
      from undo_runs where operation_id = ${operationId}${lock ? sql` for update` : sql.empty()}`,
  );
  return run;
}

/**
 * What undoing the change in parts would do: each part left planned against the rows as they are now
 * (a part's records are its own, so the parts before it change nothing it checks), without writing.
 */
export async function previewInParts(
  db: Database,
  caller: UndoCaller,
  entry: TrailRow,
  total: number,
  { partRows }: UndoLimits,
): Promise<UndoPreview> {
  const operationId = entry.operationId!;
  const run = await runOf(db, operationId);
  const groups = await groupsOf(db, operationId, run?.below ?? null);
  const tally = new PreviewTally();
  const parts = [...partsOf(groups, partRows)];
  // A few parts at once, so that the database reads one while the process plans another; added in order.
  for (let from = 0; from < parts.length; from += PREVIEW_PARTS_AT_ONCE) {
    const plans = await Promise.all(
      parts.slice(from, from + PREVIEW_PARTS_AT_ONCE).map(async (part) => {
        const rows = await rowsOfPart(db, operationId, part);
        const refusal = refusalOf(caller, rows);
        return refusal ? { refusal } : { plan: await planRows(db, rows) };
      }),
    );
    for (const { refusal, plan } of plans) {
      if (refusal) return refusedPreview(entry, refusal, total);
      tally.add(plan!);
    }
  }
  return {
    ...summaryOf(entry, total),
    ...(await tally.listed(db, caller)),
    parts: parts.length,
    undone: run?.rowsDone ?? 0,
  };
}

/** Another call wrote the part first (two tabs, two servers): this one answers where the undo is. */
class Overtaken extends Error {}

/**
 * Undoes parts of the change for about `sliceMs` (at least one part a call), each in its own audited
 * transaction, and answers the progress. 409 at a part refused, which is written not at all.
 */
export async function undoInParts(
  db: Database,
  caller: UndoCaller,
  audit: AuditContext,
  entry: TrailRow,
  total: number,
  { partRows, sliceMs }: UndoLimits,
): Promise<{ rows: number; total: number; done: boolean }> {
  const operationId = entry.operationId!;
  await db.execute(sql`insert into undo_runs (operation_id, company_id, undo_operation_id)
    values (${operationId}, ${entry.companyId}, gen_random_uuid()::text) on conflict do nothing`);
  let run = (await runOf(db, operationId))!;
  const deadline = Date.now() + sliceMs;
  let written = 0;
  for (const part of partsOf(await groupsOf(db, operationId, run.below), partRows)) {
    if (written > 0 && Date.now() > deadline) return { rows: run.rowsDone, total, done: false };
    const below = part.at(-1)!.first;
    try {
      const rows = await inAuditedTransaction(db, { ...audit, operationId: run.undoOperationId }, async (tx) => {
        // The run's row, locked: parts are written one after another, each once.
        const locked = await runOf(tx, operationId, true);
        if (locked?.below !== run.below) throw new Overtaken();
        await forgetRunUndoneBy(tx, operationId);
        const trail = await rowsOfPart(tx, operationId, part);
        if (refusalOf(caller, trail)) throw new ApiError(409, UNDO_REFUSED);
        const { steps, conflicts } = await planRows(tx, trail);
        if (conflicts.length > 0) throw new ApiError(409, UNDO_REFUSED);
        if ((await writeSteps(tx, steps)).length > 0) throw new ApiError(409, UNDO_REFUSED);
        await tx.execute(sql`update undo_runs set below = ${below}::bigint, rows_done = rows_done + ${trail.length}
          where operation_id = ${operationId}`);
        return trail.length;
      });
      run = { ...run, below, rowsDone: run.rowsDone + rows };
      written += 1;
    } catch (error) {
      if (!(error instanceof Overtaken)) throw error;
      const now = await runOf(db, operationId);
      return now ? { rows: now.rowsDone, total, done: false } : { rows: total, total, done: true };
    }
  }
  await db.execute(sql`delete from undo_runs where operation_id = ${operationId}`);
  return { rows: run.rowsDone, total, done: true };
}
