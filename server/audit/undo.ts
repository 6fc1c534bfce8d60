import { type SQL, sql } from 'drizzle-orm';
import { type AuditChanges, MASKED } from '../../contract/audit';
import { errors } from '../../contract/messages';
import {
  UNDO_MAX_ROWS,
  UNDO_PART_ROWS,
  UNDO_SHOWN,
  UNDO_SLICE_MS,
  type UndoConflict,
  type UndoPreview,
  type UndoReason,
  type UndoStep,
  type undoScopes,
} from '../../contract/undo';
import { KEPT_DAYS, mayUndo, UNDO_PERMISSIONS } from '../../contract/undoable';
import { type ConstraintViolation, constraintViolationOf } from '../db/errors';
import type { Database } from '../db/open';
import { pgArray } from '../db/pg-array';
import { queryRows } from '../db/rows';
import { ApiError } from '../protocol/api-error';
import { RECORD_KINDS, withReferences } from './references';

/**
 * Undo of a change from the audit trail (migration 0065 keeps what it needs): the rows of one operation,
 * each turned into its inverse — an update's old values put back, an inserted row deleted, a deleted row
 * inserted again whole from `audit_kept`. Refused, with why, when a later change conflicts: a field
 * changed since, the row deleted since, a unique value taken, the record a row belongs to gone. The
 * inverse is written by plain SQL in the caller's audited transaction, so the trail records it (and it
 * may be undone in turn) and the device sync's triggers record the doors' changes as for any write.
 * Which rows are planned and written together, in which transaction, is undo-change.ts's and
 * undo-parts.ts's: this module plans and writes the rows it is given.
 */

type RowOperation = 'INSERT' | 'UPDATE' | 'DELETE';
export type UndoScope = (typeof undoScopes)[number];

/** Who undoes: the company a company session is limited to (undefined: the platform), and its permissions. */
export interface UndoCaller {
  companyId: string | undefined;
  permissions: ReadonlySet<string>;
}

export interface TrailRow {
  id: string;
  at: Date | string;
  userName: string | null;
  action: string;
  operationId: string | null;
  companyId: string | null;
  tableName: string | null;
  recordId: string | null;
  operation: string;
  changes: AuditChanges;
  rowKey: Record<string, unknown> | null;
  /** The key as the database writes it as text (one spelling for one key), to match rows by. */
  keyText: string | null;
  kept: Record<string, unknown> | null;
}

/** One row's inverse: the operation that undoes it and the values it writes. */
export interface Step {
  row: TrailRow & { tableName: string; rowKey: Record<string, unknown>; keyText: string };
  operation: RowOperation;
  values: Record<string, unknown>;
  changes: AuditChanges;
}

const INVERSE: Record<RowOperation, RowOperation> = { INSERT: 'DELETE', UPDATE: 'UPDATE', DELETE: 'INSERT' };

/** The trail's columns of a row, with who acted: a person by name, a company's API token by its name. */
export const trailColumns = sql`l.id::text as id, l.at, coalesce(u.display_name, tok.name) as "userName", l.action,
  l.operation_id as "operationId", l.company_id::text as "companyId", l.table_name as "tableName",
  l.record_id as "recordId", l.operation, l.changes, l.row_key as "rowKey", l.row_key::text as "keyText"`;
export const whoJoins = sql`left join users u on u.id = l.user_id
  left join company_api_tokens tok on l.user_id is null and tok.id = l.session_id`;

export const isoOf = (at: Date | string) => new Date(at).toISOString();

export const conflictOf = (
  reason: UndoReason,
  row: Pick<TrailRow, 'tableName' | 'recordId'>,
  details: Partial<Omit<UndoConflict, 'reason' | 'tableName' | 'recordId'>> = {},
): UndoConflict => ({
  reason,
  tableName: row.tableName ?? '',
  recordId: row.recordId,
  column: null,
  userName: null,
  at: null,
  action: null,
  kind: null,
  ...details,
});

/** A later change as a conflict names it: who made it, when, with which Action. */
const byLater = (later: TrailRow) => ({ userName: later.userName, at: isoOf(later.at), action: later.action });

/**
 * The rows of a change about one record: filed under it (the record and its parts), or another record's
 * whose column held its id (the links its deletion cleared: a payment's resident, an access right's owner).
 */
export const ofRecord = (recordId: string | null) => sql` and (l.record_id = ${recordId} or exists (
  select 1 from jsonb_each(l.changes) c where jsonb_typeof(c.value) = 'array' and c.value ->> 0 = ${recordId}))`;

/** The rows of a change (all of its operation, or those `where` picks), oldest first, each with what the trail kept. */
export async function changeRows(db: Database, operationId: string, where: SQL = sql.empty()): Promise<TrailRow[]> {
  return queryRows<TrailRow>(
    db,
    sql`select ${trailColumns}, k.old_row as kept
      from audit_log l ${whoJoins}
      left join audit_kept k on k.audit_id = l.id and k.at > now() - make_interval(days => ${KEPT_DAYS}::int)
      where l.operation_id = ${operationId} and l.operation in ('INSERT', 'UPDATE', 'DELETE')${where}
      order by l.id`,
  );
}

/** The changes made after the rows, by other operations, to the same records (oldest first). */
async function laterRows(db: Database, rows: TrailRow[]): Promise<TrailRow[]> {
  const recordIds = [...new Set(rows.flatMap((row) => (row.recordId === null ? [] : [row.recordId])))];
  if (recordIds.length === 0) return [];
  return queryRows<TrailRow>(
    db,
    sql`select ${trailColumns}, null as kept
      from audit_log l ${whoJoins}
      where l.record_id = any(${pgArray(recordIds)}::text[]) and l.id > ${rows[0].id}::bigint
        and l.operation_id is distinct from ${rows[0].operationId}
        and l.operation in ('INSERT', 'UPDATE', 'DELETE')
      order by l.id`,
  );
}

interface Column {
  name: string;
  generated: boolean;
  identity: boolean;
}

/** The columns of each table as it is now (a column dropped since is not written back). */
function tableColumns(db: Database) {
  const known = new Map<string, Promise<Column[]>>();
  return (table: string) => {
    let columns = known.get(table);
    if (!columns) {
      columns = queryRows<Column>(
        db,
        sql`select attname as name, attgenerated <> '' as generated, attidentity = 'a' as identity
          from pg_attribute where attrelid = ${table}::regclass and attnum > 0 and not attisdropped
          order by attnum`,
      );
      known.set(table, columns);
    }
    return columns;
  };
}

/**
 * `t.<key> = p.<key>` for each key column: the row `t` found by the values `p`. A key with a null (a
 * table without a primary key is found by all its columns) compares null as equal to null.
 */
const keyMatch = (key: Record<string, unknown>, nullable = Object.values(key).includes(null)) =>
  sql.join(
    Object.keys(key).map((column) =>
      nullable
        ? sql`t.${sql.identifier(column)} is not distinct from p.${sql.identifier(column)}`
        : sql`t.${sql.identifier(column)} = p.${sql.identifier(column)}`,
    ),
    sql` and `,
  );

/** The rows as they are now, by their keys' text, for the rows of one table. */
async function currentRows(db: Database, table: string, keys: Map<string, Record<string, unknown>>) {
  const [first] = keys.values();
  const nullable = [...keys.values()].some((key) => Object.values(key).includes(null));
  const rows = await queryRows<{ key: string; row: Record<string, unknown> }>(
    db,
    sql`select k.key::text as key, to_jsonb(t) as row
      from jsonb_array_elements(${JSON.stringify([...keys.values()])}::jsonb) as k(key)
      cross join lateral jsonb_populate_record(null::${sql.identifier(table)}, k.key) as p
      join ${sql.identifier(table)} t on ${keyMatch(first, nullable)}`,
  );
  return new Map(rows.map(({ key, row }) => [key, row]));
}

/**
 * What a restored row of a table puts right besides itself. A card restored was not taken away after all:
 * the removal its deletion recorded (at the deletion's time, migration 0053) goes, or the journal's
 * anomalies would call its next pass one of a removed card.
 */
const AFTER_RESTORE: Record<string, (db: Database, step: Step) => Promise<unknown>> = {
  abonent_codes: (db, { row, values }) =>
    db.execute(sql`delete from abonent_code_removals
      where company_id = ${String(values.company_id)}::uuid and abonent_id = ${String(values.abonent_id)}::uuid
        and code = ${Number(values.code)}::int
        and removed_at = (select at from audit_log where id = ${row.id}::bigint)`),
};

/**
 * Writes a run of steps of one kind (the same table, operation and columns, each row once) in one
 * statement: deletes the inserted rows, puts the old values back, or inserts the deleted rows.
 */
async function writeRun(db: Database, run: Step[], columnsOf: (table: string) => Promise<Column[]>) {
  const [{ row, operation, values }] = run;
  const table = sql.identifier(row.tableName);
  const records = (rows: Record<string, unknown>[]) =>
    sql`jsonb_populate_recordset(null::${table}, ${JSON.stringify(rows)}::jsonb)`;
  const match = keyMatch(
    row.rowKey,
    run.some((step) => Object.values(step.row.rowKey).includes(null)),
  );
  if (operation === 'DELETE') {
    await db.execute(
      sql`delete from ${table} t using ${records(run.map((step) => step.row.rowKey))} as p where ${match}`,
    );
    return;
  }
  const columns = await columnsOf(row.tableName);
  const writable = columns.filter((column) => !column.generated && Object.hasOwn(values, column.name));
  const names = writable.map((column) => sql.identifier(column.name));
  if (operation === 'UPDATE') {
    if (writable.length === 0) return;
    await db.execute(
      sql`update ${table} t set ${sql.join(
        names.map((name) => sql`${name} = p.${name}`),
        sql`, `,
      )} from ${records(run.map((step) => ({ ...step.values, ...step.row.rowKey })))} as p where ${match}`,
    );
    return;
  }
  const overriding = writable.some((column) => column.identity) ? sql` overriding system value` : sql.empty();
  await db.execute(
    sql`insert into ${table} (${sql.join(names, sql`, `)})${overriding}
      select ${sql.join(
        names.map((name) => sql`p.${name}`),
        sql`, `,
      )} from ${records(run.map((step) => step.values))} as p`,
  );
  for (const step of run) await AFTER_RESTORE[step.row.tableName]?.(db, step);
}

/** What a step writes to: the steps of a run share it (and no run names one row twice). */
const kindOf = (step: Step) =>
  `${step.row.tableName} ${step.operation} ${step.operation === 'DELETE' ? '' : Object.keys(step.values).sort().join(',')}`;

/** The steps in order, cut into runs of one kind that change each row once (a bulk change's rows, together). */
function runsOf(steps: Step[]): Step[][] {
  const runs: Step[][] = [];
  let keys = new Set<string>();
  for (const step of steps) {
    const last = runs.at(-1);
    if (last && kindOf(last[0]) === kindOf(step) && !keys.has(step.row.keyText)) last.push(step);
    else {
      runs.push([step]);
      keys = new Set();
    }
    keys.add(step.row.keyText);
  }
  return runs;
}

/** The columns of a constraint (a unique index's, a foreign key's own) and the tables a foreign key joins. */
async function constraintOf(db: Database, table: string, name: string) {
  const [found] = await queryRows<{ columns: string[]; child: string | null; parent: string | null }>(
    db,
    sql`select coalesce(
        (select array_agg(a.attname::text order by a.attnum) from pg_constraint c
           join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
          where c.conname = ${name} and (c.conrelid = ${table}::regclass or c.confrelid = ${table}::regclass)),
        (select array_agg(a.attname::text order by a.attnum) from pg_class ic
           join pg_index i on i.indexrelid = ic.oid
           join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey::int2[])
          where ic.relname = ${name} and i.indrelid = ${table}::regclass),
        '{}') as columns,
      (select c.conrelid::regclass::text from pg_constraint c where c.conname = ${name} and c.contype = 'f'
          and (c.conrelid = ${table}::regclass or c.confrelid = ${table}::regclass) limit 1) as child,
      (select c.confrelid::regclass::text from pg_constraint c where c.conname = ${name} and c.contype = 'f'
          and (c.conrelid = ${table}::regclass or c.confrelid = ${table}::regclass) limit 1) as parent`,
  );
  return found;
}

/** Why the database refused a step, as a conflict: a unique value taken (and by whose change), a parent gone, a row still used. */
async function explainRefusal(db: Database, step: Step, violation: ConstraintViolation): Promise<UndoConflict> {
  const { row } = step;
  const constraint = violation.constraint ? await constraintOf(db, row.tableName, violation.constraint) : undefined;
  // A unique index on an expression (lower(value)) has no column of its own: the detail names it.
  const keyText = /^Key \((.*?)\)=\(/.exec(violation.detail ?? '')?.[1] ?? '';
  const named = Object.keys(step.values).filter((name) => new RegExp(`\\b${name}\\b`).test(keyText));
  const column =
    [...(constraint?.columns ?? []), ...named].find((name) => name !== 'company_id' && name !== 'id') ?? null;
  if (violation.code === '23505' && column) {
    // The change that took the value: the latest one that set it, after this row's.
    const value = step.values[column];
    const [taker] = await queryRows<TrailRow>(
      db,
      sql`select ${trailColumns}, null as kept from audit_log l ${whoJoins}
        where l.table_name = ${row.tableName} and l.id > ${row.id}::bigint
          and l.changes -> ${column}::text -> 1 = ${JSON.stringify(value ?? null)}::jsonb
        order by l.id desc limit 1`,
    );
    return conflictOf('taken', row, { column, ...(taker && byLater(taker)) });
  }
  if (violation.code === '23503' && constraint?.parent) {
    // Restoring or reverting to a row whose parent is gone; deleting a row another still uses.
    return step.operation === 'DELETE'
      ? conflictOf('stillUsed', row, { kind: RECORD_KINDS[constraint.child ?? ''] ?? null })
      : conflictOf('parentGone', row, { column, kind: RECORD_KINDS[constraint.parent] ?? null });
  }
  return conflictOf('invalid', row, { column });
}

/**
 * Writes the steps in order, a run of one kind at a time in a savepoint (a bulk change's thousands of rows
 * in a few statements); a run refused goes step by step, and a step refused on a foreign key is tried
 * again after the others (a restored resident's codes before the resident), until a round writes nothing
 * more. Answers the conflicts of the steps the database refused.
 */
export async function writeSteps(db: Database, steps: Step[]): Promise<UndoConflict[]> {
  const columnsOf = tableColumns(db);
  const conflicts: UndoConflict[] = [];
  let pending = steps;
  for (;;) {
    const retry: { step: Step; violation: ConstraintViolation }[] = [];
    let written = 0;
    for (const run of runsOf(pending)) {
      // A run in one statement; refused, its steps one by one, to say which and why.
      if (run.length > 1) {
        try {
          await db.transaction((savepoint) => writeRun(savepoint, run, columnsOf));
          written += run.length;
          continue;
        } catch (error) {
          if (!constraintViolationOf(error)) throw error;
        }
      }
      for (const step of run) {
        try {
          await db.transaction((savepoint) => writeRun(savepoint, [step], columnsOf));
          written++;
        } catch (error) {
          const violation = constraintViolationOf(error);
          if (!violation) throw error;
          if (violation.code === '23503') retry.push({ step, violation });
          else conflicts.push(await explainRefusal(db, step, violation));
        }
      }
    }
    if (retry.length === 0 || written === 0) {
      for (const { step, violation } of retry) conflicts.push(await explainRefusal(db, step, violation));
      return conflicts;
    }
    pending = retry.map(({ step }) => step);
  }
}

/** A value as text with its objects' keys in order, so that two equal values read the same. */
const canonical = (value: unknown): string =>
  JSON.stringify(value ?? null, (_key, part: unknown) =>
    part && typeof part === 'object' && !Array.isArray(part)
      ? Object.fromEntries(Object.entries(part).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : part,
  );
const sameValue = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/** The rows as they are now, by `<table> <key text>`. */
type CurrentRows = Map<string, Record<string, unknown>>;
const rowId = (row: Pick<TrailRow, 'tableName' | 'keyText'>) => `${row.tableName} ${row.keyText}`;

/** Whether a row is its record itself (a resident), not a part filed under it (a resident's code). */
const isOwnRecord = (row: Step['row']) =>
  row.recordId !== null && Object.values(row.rowKey).map(String).includes(row.recordId);

/**
 * The inverse of one row, and what the row as it is now says against it. A field conflicts when its
 * value now is not the one the change set (a later change since, unless undone in turn: undoing changes
 * newest first never conflicts); the conflict names the last change of it. `later`: the changes of other
 * operations after this row, oldest first.
 */
function stepOf(row: Step['row'], later: TrailRow[], current: CurrentRows): { step: Step; conflicts: UndoConflict[] } {
  const operation = INVERSE[row.operation as RowOperation];
  const now = current.get(rowId(row));
  const conflicts: UndoConflict[] = [];
  const changes: AuditChanges = {};
  const values: Record<string, unknown> = {};
  const sameRow = later.filter((other) => rowId(other) === rowId(row));
  const lastOf = (test: (other: TrailRow) => boolean) => sameRow.findLast(test);
  const lastChangeOf = (column: string) => lastOf((other) => Object.hasOwn(other.changes, column));
  const changedSince = (column: string) => {
    const since = lastChangeOf(column);
    return conflictOf('changedSince', row, { ...(since && byLater(since)), column });
  };
  if (operation === 'INSERT') {
    // Who made the row there now is looked up afterwards (madeSince): another record's may have its key.
    if (now) conflicts.push(conflictOf('exists', row));
    if (!row.kept) conflicts.push(conflictOf('expired', row));
    Object.assign(values, row.kept);
    for (const [column, change] of Object.entries(row.changes))
      changes[column] = change === MASKED ? MASKED : [null, change[0]];
    return { step: { row, operation, values, changes }, conflicts };
  }
  if (!now) {
    const deletion = lastOf((other) => other.operation === 'DELETE');
    conflicts.push(conflictOf('deletedSince', row, deletion ? byLater(deletion) : {}));
  }
  if (operation === 'DELETE') {
    for (const [column, change] of Object.entries(row.changes)) {
      if (change === MASKED) {
        changes[column] = MASKED;
        if (now && lastChangeOf(column)) conflicts.push(changedSince(column));
        continue;
      }
      changes[column] = [now ? now[column] : change[1], null];
      if (now && !sameValue(now[column], change[1])) conflicts.push(changedSince(column));
    }
    // A part added to the inserted record since, still there: deleting the record would delete it too.
    if (now && isOwnRecord(row)) {
      const part = later.findLast(
        (other) => other.recordId === row.recordId && rowId(other) !== rowId(row) && current.has(rowId(other)),
      );
      if (part) conflicts.push(conflictOf('changedSince', part, { ...byLater(part) }));
    }
    return { step: { row, operation, values, changes }, conflicts };
  }
  for (const [column, change] of Object.entries(row.changes)) {
    if (change === MASKED) {
      changes[column] = MASKED;
      if (now && lastChangeOf(column)) conflicts.push(changedSince(column));
      if (row.kept && Object.hasOwn(row.kept, column)) values[column] = row.kept[column];
      else conflicts.push(conflictOf('secretGone', row, { column }));
      continue;
    }
    changes[column] = [now ? now[column] : change[1], change[0]];
    values[column] = change[0];
    if (now && !sameValue(now[column], change[1])) conflicts.push(changedSince(column));
  }
  return { step: { row, operation, values, changes }, conflicts };
}

/**
 * A row to restore whose key is held again: by the same record (restored or added since: `exists`) or
 * by another (a card given to another resident since: `taken`, naming the key's column), with the change
 * that made it. Only for conflicts, so the trail is searched by table and key without an index of its own.
 */
async function madeSince(db: Database, conflict: UndoConflict, row: Step['row']): Promise<UndoConflict> {
  const [made] = await queryRows<TrailRow>(
    db,
    sql`select ${trailColumns}, null as kept from audit_log l ${whoJoins}
      where l.table_name = ${row.tableName} and l.row_key = ${row.keyText}::jsonb and l.id > ${row.id}::bigint
        and l.operation = 'INSERT'
      order by l.id desc limit 1`,
  );
  if (!made) return conflict;
  if (made.recordId === row.recordId) return { ...conflict, ...byLater(made) };
  const column = Object.keys(row.rowKey).find((name) => name !== 'company_id') ?? null;
  return conflictOf('taken', row, { ...byLater(made), column });
}

/** The entry the caller asks about, if it may see it: a company only its own company's. */
export async function entryOf(db: Database, caller: UndoCaller, auditId: string): Promise<TrailRow> {
  const [entry] = await queryRows<TrailRow>(
    db,
    sql`select ${trailColumns}, null as kept from audit_log l ${whoJoins} where l.id = ${auditId}::bigint`,
  );
  if (!entry || (caller.companyId !== undefined && entry.companyId !== caller.companyId)) {
    throw new ApiError(404, errors.notFound);
  }
  return entry;
}

/** The undo of a change's rows (or a part's): its steps, newest row first, and every conflict. */
export interface RowsPlan {
  steps: Step[];
  conflicts: UndoConflict[];
}

/**
 * Why the caller may not undo these rows at all (a kind never undone, another company's row, a row
 * recorded before undo), or nothing. Throws 403 when its role may not write a record they touch.
 */
export function refusalOf(caller: UndoCaller, rows: TrailRow[]): UndoConflict | undefined {
  const area = caller.companyId === undefined ? 'platform' : 'company';
  for (const row of rows) {
    if (UNDO_PERMISSIONS[row.tableName!] === null || UNDO_PERMISSIONS[row.tableName!] === undefined)
      return conflictOf('notUndoable', row);
    if (caller.companyId !== undefined && row.companyId !== caller.companyId) return conflictOf('otherCompany', row);
    if (!mayUndo(area, caller.permissions, row.tableName!)) throw new ApiError(403, errors.forbiddenPermission);
    if (row.rowKey === null || row.keyText === null) return conflictOf('beforeUndo', row);
  }
  return undefined;
}

/**
 * The undo of the rows (a change's, or a part of one that holds each of its records whole) as it would be
 * made now: its steps in the order they are written (newest row first) and every conflict the trail and
 * the rows as they are now show. The rows have passed refusalOf.
 */
export async function planRows(db: Database, rows: TrailRow[]): Promise<RowsPlan> {
  if (rows.length === 0) return { steps: [], conflicts: [] };
  const keyed = rows as Step['row'][];
  const later = await laterRows(db, keyed);
  // The rows as they are now: the change's own, and the parts added since to a record it inserted.
  const keysByTable = new Map<string, Map<string, Record<string, unknown>>>();
  const insertedRecords = new Set(
    keyed.filter((row) => row.operation === 'INSERT' && isOwnRecord(row)).map((row) => row.recordId),
  );
  const parts = later.filter(
    (other) => other.recordId !== null && insertedRecords.has(other.recordId) && other.rowKey && other.keyText,
  ) as Step['row'][];
  for (const row of [...keyed, ...parts]) {
    const keys = keysByTable.get(row.tableName) ?? new Map<string, Record<string, unknown>>();
    keysByTable.set(row.tableName, keys.set(row.keyText, row.rowKey));
  }
  const current: CurrentRows = new Map();
  for (const [table, keys] of keysByTable) {
    for (const [key, row] of await currentRows(db, table, keys)) current.set(`${table} ${key}`, row);
  }
  const steps: Step[] = [];
  const conflicts: UndoConflict[] = [];
  // Newest first: within one change, what was done last is undone first; each step is checked against
  // the rows as the steps before it leave them (a row inserted, then updated, by one Action).
  for (const row of [...keyed].reverse()) {
    const planned = stepOf(
      row,
      later.filter((other) => BigInt(other.id) > BigInt(row.id)),
      current,
    );
    steps.push(planned.step);
    for (const conflict of planned.conflicts)
      conflicts.push(conflict.reason === 'exists' ? await madeSince(db, conflict, row) : conflict);
    const { operation, values } = planned.step;
    const now = current.get(rowId(row));
    if (operation === 'DELETE') current.delete(rowId(row));
    else if (operation === 'INSERT') current.set(rowId(row), { ...values });
    else if (now) current.set(rowId(row), { ...now, ...values });
  }
  return { steps, conflicts };
}

/**
 * What a preview keeps of the plans of a change's parts: how many steps and conflicts, and the first
 * UNDO_SHOWN of each to list, with the steps of the records the conflicts name (to name them by).
 */
export class PreviewTally {
  steps: Step[] = [];
  conflicts: UndoConflict[] = [];
  private conflictSteps: Step[] = [];
  stepCount = 0;
  conflictCount = 0;

  add({ steps, conflicts }: RowsPlan) {
    this.stepCount += steps.length;
    this.conflictCount += conflicts.length;
    this.steps.push(...steps.slice(0, UNDO_SHOWN - this.steps.length));
    for (const conflict of conflicts.slice(0, UNDO_SHOWN - this.conflicts.length)) {
      this.conflicts.push(conflict);
      const step = steps.find(({ row }) => row.tableName === conflict.tableName && row.recordId === conflict.recordId);
      if (step && !this.conflictSteps.includes(step)) this.conflictSteps.push(step);
    }
  }

  /** The preview's lists, each step with the records it names by their names (read for the preview only). */
  async listed(db: Database, caller: UndoCaller) {
    const shown = this.conflicts.length > 0 ? this.conflictSteps : this.steps;
    const steps = await withReferences(
      db,
      shown.map(({ row, operation, changes }) => ({
        tableName: row.tableName,
        recordId: row.recordId,
        operation,
        changes,
      })),
      caller.companyId ?? null,
    );
    return {
      steps: steps as UndoStep[],
      stepCount: this.stepCount,
      conflicts: this.conflicts,
      conflictCount: this.conflictCount,
    };
  }
}

/** The change an entry belongs to, as a preview sums it up: its Action, when, by whom, its rows. */
export const summaryOf = (entry: TrailRow, rows: number) => ({
  action: entry.action,
  at: isoOf(entry.at),
  userName: entry.userName,
  rows,
});

/** A preview of an undo refused before its rows are planned: why. */
export const refusedPreview = (entry: TrailRow, conflict: UndoConflict, rows: number): UndoPreview => ({
  ...summaryOf(entry, rows),
  steps: [],
  stepCount: 0,
  conflicts: [conflict],
  conflictCount: 1,
  parts: 1,
  undone: 0,
});

/** How an undo is cut: the rows one transaction writes whole, a part's rows beyond that, a call's time. */
export interface UndoLimits {
  wholeRows: number;
  partRows: number;
  sliceMs: number;
}
export const UNDO_LIMITS: UndoLimits = { wholeRows: UNDO_MAX_ROWS, partRows: UNDO_PART_ROWS, sliceMs: UNDO_SLICE_MS };

/** Forgets the kept rows older than the time a deleted record may be restored in (housekeeping). */
export async function deleteOldKeptRows(db: Database): Promise<void> {
  await db.execute(sql`delete from audit_kept where at < now() - make_interval(days => ${KEPT_DAYS}::int)`);
}
