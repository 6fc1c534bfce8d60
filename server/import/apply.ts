import { sql } from 'drizzle-orm';
import { columnText, type ImportColumn } from '../../contract/import-columns';
import {
  IMPORT_APPLY_SLICE_MS,
  type ImportApply,
  type ImportApplyFailureReason,
  importMessages,
} from '../../contract/import-file';
import { errors } from '../../contract/messages';
import { type AuditContext, inAuditedTransaction } from '../audit/transaction';
import { constraintViolationOf, isDatabaseUnavailable } from '../db/errors';
import type { Database } from '../db/open';
import { pgArray } from '../db/pg-array';
import { queryRows } from '../db/rows';
import type { ImportApplyFailure, ImportApplyTotals } from '../db/schema';
import { ApiError } from '../protocol/api-error';
import { batchesOf, type Judged, judgeOf, type Memory, noTotals, tally } from './judge';
import { checkPlannable } from './plan';
import type { FileRow } from './read-file';
import type { StoredFile } from './stored-files';
import { writeBatch } from './write';

/**
 * Applying an import (ApplyImport): the rows judged as the dry run judges them (judge.ts), again now,
 * and written a batch per transaction, each all or nothing. The apply's place is kept in the database
 * (import_applies), so that any server goes on where the last call stopped, after a closed tab too: a
 * call writes batches for a time slice and answers its progress. Every batch's audit rows carry the
 * apply's operation id, so the whole import undoes as one change.
 *
 * Resuming re-reads the file up to its place (parsing only, no query: 100,000 rows take about a second)
 * and reads what the earlier rows left for the later ones (duplicates, cards, addresses) from
 * import_apply_keys, by the keys of each batch only.
 */

interface ApplyState {
  columns: string;
  operation_id: string;
  line: number;
  totals: ImportApplyTotals;
  failure: ImportApplyFailure | null;
  finished: boolean;
}

/** Another call wrote the batch first (two tabs, two servers): this one stops and answers where that one is. */
class Overtaken extends Error {}
/** Rolls back the trial that looks for the row the database refused. */
class TrialRollback extends Error {}

/** The memory of an apply in the database: a batch loads its own keys, and adds its rows' with its writes. */
function memoryInDatabase(fileId: string): Memory & { save(db: Database): Promise<void> } {
  let known = new Map<string, number>();
  let added: [string, number][] = [];
  return {
    async load(db, keys) {
      const rows = await queryRows<{ key: string; line: number }>(
        db,
        sql`select key, line from import_apply_keys where file_id = ${fileId} and key = any(${pgArray(keys)}::text[])`,
      );
      known = new Map(rows.map((row) => [row.key, row.line]));
      added = [];
    },
    get: (key) => known.get(key),
    set(key, line) {
      known.set(key, line);
      added.push([key, line]);
    },
    async save(db) {
      if (added.length === 0) return;
      await db.execute(sql`insert into import_apply_keys (file_id, key, line)
        select ${fileId}, key, line
        from unnest(${pgArray(added.map(([key]) => key))}::text[], ${pgArray(added.map(([, line]) => line))}::int[])
          as k(key, line)
        on conflict do nothing`);
    },
  };
}

const stateColumns = sql`columns, operation_id, line, totals, failure, finished_at is not null as finished`;

/** The apply of the file, begun now with these columns when none has begun. */
async function stateOf(db: Database, companyId: string, fileId: string, columns: string): Promise<ApplyState> {
  await db.execute(sql`insert into import_applies (file_id, company_id, columns, operation_id, totals)
    values (${fileId}, ${companyId}, ${columns}, gen_random_uuid()::text, ${JSON.stringify(noTotals())}::jsonb)
    on conflict (file_id) do nothing`);
  const [state] = await queryRows<ApplyState>(
    db,
    sql`select ${stateColumns} from import_applies where file_id = ${fileId} and company_id = ${companyId}`,
  );
  return state;
}

/** The database's refusal of a batch, in a word the console translates. */
function reasonOf(error: unknown): ImportApplyFailureReason {
  const violation = constraintViolationOf(error);
  if (violation?.code === '23505') return 'taken';
  if (violation?.code === '23503') return 'parentGone';
  if (violation) return 'invalid';
  return 'failed';
}

/** The progress as answered: the state, and an entry of the import on the trail to undo it by. */
async function answerOf(db: Database, state: ApplyState): Promise<ImportApply> {
  const [entry] = await queryRows<{ id: string | null }>(
    db,
    sql`select min(id)::text as id from audit_log where operation_id = ${state.operation_id}`,
  );
  return {
    done: state.finished,
    line: state.line,
    totals: state.totals,
    failure: state.failure,
    auditId: entry?.id ?? null,
  };
}

export interface Applier {
  db: Database;
  companyId: string;
  /** Who applies, as the trail records each batch (the operation id is the apply's). */
  audit: AuditContext;
  /** The slice one call writes for; tests shorten it. */
  sliceMs?: number;
}

export async function applyImport(
  { db, companyId, audit, sliceMs = IMPORT_APPLY_SLICE_MS }: Applier,
  file: StoredFile,
  bytes: () => AsyncIterable<Uint8Array>,
  columns: ImportColumn[],
): Promise<ImportApply> {
  checkPlannable(file, columns);
  const columnsText = columns.map(columnText).join(',');
  let state = await stateOf(db, companyId, file.id, columnsText);
  if (state.columns !== columnsText) throw new ApiError(409, importMessages.applyColumns);
  if (state.finished) return answerOf(db, state);

  const deadline = Date.now() + sliceMs;
  const memory = memoryInDatabase(file.id);
  const judge = await judgeOf(db, companyId, file.kind, columns, memory);
  const context = { ...audit, operationId: state.operation_id };
  let finished = true;
  let written = 0;
  for await (const batch of batchesOf(bytes, columns, state.line)) {
    // At least a batch a call, whatever the slice: every call makes progress.
    if (written > 0 && Date.now() > deadline) {
      finished = false;
      break;
    }
    const totals = { ...state.totals };
    const line = batch.at(-1)!.line;
    try {
      await inAuditedTransaction(db, context, async (tx) => {
        // The apply's row, locked: batches of one file are written one after another, each once.
        const [locked] = await queryRows<{ line: number }>(
          tx,
          sql`select line from import_applies where file_id = ${file.id} for update`,
        );
        if (locked?.line !== state.line) throw new Overtaken();
        const judged = await judge(tx, batch);
        for (const row of judged) tally(totals, row);
        await writeBatch(tx, companyId, judged);
        await memory.save(tx);
        await tx.execute(sql`update import_applies set line = ${line}, totals = ${JSON.stringify(totals)}::jsonb,
          failure = null where file_id = ${file.id}`);
      });
      state = { ...state, line, totals, failure: null };
      written += 1;
    } catch (error) {
      if (error instanceof Overtaken) {
        // An apply's row goes only with its file (deleted meanwhile: 404 as for any file gone).
        const [now] = await queryRows<ApplyState>(
          db,
          sql`select ${stateColumns} from import_applies where file_id = ${file.id}`,
        );
        if (!now) throw new ApiError(404, errors.notFound);
        return answerOf(db, now);
      }
      if (isDatabaseUnavailable(error) || error instanceof ApiError) throw error;
      const failure: ImportApplyFailure = {
        fromLine: batch[0].line,
        toLine: line,
        line: await refusedRow(db, companyId, judge, batch),
        reason: reasonOf(error),
      };
      await db.execute(sql`update import_applies set failure = ${JSON.stringify(failure)}::jsonb
        where file_id = ${file.id}`);
      return answerOf(db, { ...state, failure });
    }
  }
  if (finished) {
    // Done: what later rows had to know of earlier ones is needed no more.
    await db.execute(sql`update import_applies set finished_at = now() where file_id = ${file.id}`);
    await db.execute(sql`delete from import_apply_keys where file_id = ${file.id}`);
    state = { ...state, finished: true };
  }
  return answerOf(db, state);
}

/**
 * The row of a refused batch that the database refuses on its own: the batch judged again and written a
 * row at a time, each in a savepoint, in a transaction rolled back whatever it finds (with no audit
 * settings, so the trail records nothing of it). Null when no row alone is refused (a refusal at commit).
 */
async function refusedRow(
  db: Database,
  companyId: string,
  judge: (tx: Database, batch: FileRow[]) => Promise<Judged[]>,
  batch: FileRow[],
): Promise<number | null> {
  let found: number | null = null;
  await db
    .transaction(async (trial) => {
      for (const row of await judge(trial, batch)) {
        if (!row.write) continue;
        try {
          await trial.transaction((savepoint) => writeBatch(savepoint, companyId, [row]));
        } catch {
          found = row.verdict.line;
          break;
        }
      }
      throw new TrialRollback();
    })
    // What failed the batch may fail the trial too: the batch's lines are still reported.
    .catch(() => undefined);
  return found;
}
