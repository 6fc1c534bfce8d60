import { sql } from 'drizzle-orm';
import { UNDO_REFUSED, type UndoPreview } from '../../contract/undo';
import type { Database } from '../db/open';
import { queryRows } from '../db/rows';
import { ApiError } from '../protocol/api-error';
import { type AuditContext, inAuditedTransaction } from './transaction';
import {
  changeRows,
  conflictOf,
  entryOf,
  ofRecord,
  planRows,
  PreviewTally,
  refusalOf,
  refusedPreview,
  summaryOf,
  type TrailRow,
  type UndoCaller,
  UNDO_LIMITS,
  type UndoLimits,
  type UndoScope,
  writeSteps,
} from './undo';
import { forgetRunUndoneBy, previewInParts, undoInParts } from './undo-parts';

/**
 * The undo of a change, as GetUndoPreview and UndoChange ask for it: a change of up to `wholeRows` trail
 * rows (or one record's part of a change, to restore it) planned and written whole, in one transaction
 * (undo.ts); a larger one in parts (undo-parts.ts).
 */

const ROW_OPERATIONS = new Set<string>(['INSERT', 'UPDATE', 'DELETE']);

/** The trail rows of the entry's change, or of its record's part of it (Scope `record`). */
const rowsOfScope = (db: Database, entry: TrailRow, scope: UndoScope) =>
  changeRows(db, entry.operationId!, scope === 'record' ? ofRecord(entry.recordId) : sql.empty());

/** How large a change is, counted on the trail's index before any of its rows is read. */
async function rowCountOf(db: Database, operationId: string): Promise<number> {
  const [{ count }] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from audit_log
      where operation_id = ${operationId} and operation in ('INSERT', 'UPDATE', 'DELETE')`,
  );
  return count;
}

/** Thrown to roll a preview's trial writes back. */
class TrialRollback extends Error {}

/** The entry's change, when the caller may undo it: undone whole, or in parts (Scope `change` beyond wholeRows). */
async function changeOf(db: Database, caller: UndoCaller, auditId: string, scope: UndoScope, limits: UndoLimits) {
  const entry = await entryOf(db, caller, auditId);
  if (!ROW_OPERATIONS.has(entry.operation) || !entry.tableName) {
    return { entry, refusal: conflictOf('notUndoable', entry), rows: 0 };
  }
  if (entry.operationId === null) return { entry, refusal: conflictOf('beforeUndo', entry), rows: 1 };
  const rows = await rowCountOf(db, entry.operationId);
  return { entry, refusal: undefined, rows, inParts: scope === 'change' && rows > limits.wholeRows };
}

/**
 * What undoing would do, without doing it. A change undone whole that shows no conflict on the trail is
 * written in a transaction rolled back at once, so that what only the database can tell (a unique value
 * taken, a parent gone) shows too; a change in parts is planned part by part (undo-parts.ts), and such a
 * refusal shows when its part is written.
 */
export async function previewUndo(
  db: Database,
  caller: UndoCaller,
  auditId: string,
  scope: UndoScope,
  limits = UNDO_LIMITS,
): Promise<UndoPreview> {
  const change = await changeOf(db, caller, auditId, scope, limits);
  const { entry } = change;
  if (change.refusal) return refusedPreview(entry, change.refusal, change.rows);
  if (change.inParts) return previewInParts(db, caller, entry, change.rows, limits);
  const rows = await rowsOfScope(db, entry, scope);
  const refusal = refusalOf(caller, rows);
  if (refusal) return refusedPreview(entry, refusal, rows.length);
  const plan = await planRows(db, rows);
  if (plan.conflicts.length === 0 && plan.steps.length > 0) {
    await db
      .transaction(async (trial) => {
        plan.conflicts = await writeSteps(trial, plan.steps);
        throw new TrialRollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof TrialRollback)) throw error;
      });
  }
  const tally = new PreviewTally();
  tally.add(plan);
  return { ...summaryOf(entry, rows.length), ...(await tally.listed(db, caller)), parts: 1, undone: 0 };
}

/**
 * Undoes the change, recorded on the trail as `audit` acts: whole in one audited transaction, all of it
 * or, on any conflict, nothing; or in parts (undo-parts.ts), a slice of them a call.
 */
export async function undoChange(
  db: Database,
  caller: UndoCaller,
  audit: AuditContext,
  auditId: string,
  scope: UndoScope,
  limits = UNDO_LIMITS,
): Promise<{ rows: number; total: number; done: boolean }> {
  const change = await changeOf(db, caller, auditId, scope, limits);
  if (change.refusal) throw new ApiError(409, UNDO_REFUSED);
  if (change.inParts) return undoInParts(db, caller, audit, change.entry, change.rows, limits);
  return inAuditedTransaction(db, audit, async (tx) => {
    const rows = await rowsOfScope(tx, change.entry, scope);
    if (refusalOf(caller, rows)) throw new ApiError(409, UNDO_REFUSED);
    const { steps, conflicts } = await planRows(tx, rows);
    if (conflicts.length > 0 || steps.length === 0) throw new ApiError(409, UNDO_REFUSED);
    if ((await writeSteps(tx, steps)).length > 0) throw new ApiError(409, UNDO_REFUSED);
    if (scope === 'change') await forgetRunUndoneBy(tx, change.entry.operationId!);
    return { rows: steps.length, total: steps.length, done: true };
  });
}
