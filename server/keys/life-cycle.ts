import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  canMoveKey,
  EXPIRED,
  expirableStatuses,
  type KeyStatus,
  type KeyStatusChangeRecord,
  transitionRefusal,
} from '../../contract/key-status';
import { errors } from '../../contract/messages';
import type { Database } from '../db/open';
import { abonentKeys, keys, keyStatusChanges, localKeys, users } from '../db/schema';
import { ApiError } from '../protocol/api-error';

/**
 * The key life cycle on the server, for every kind of key: moves along the graph of
 * contract/key-status.ts (anything else is a 409 naming both states), each written to the history in
 * the same transaction, and expiry: a key whose period has ended reads as expired at once
 * (`statusAsRead`) and is recorded as expired by housekeeping (`expireKeys`) or by its next move.
 */

/** One kind of key: its table, the columns the life cycle needs, and its reference in the history. */
export interface KeyTable {
  table: PgTable;
  id: AnyPgColumn;
  status: AnyPgColumn;
  /** The end of the key's period; kinds without one never expire by time. */
  validUntil?: AnyPgColumn;
  history: 'regKeyId' | 'localKeyId' | 'abonentKeyId';
}

export const regKeyTable: KeyTable = {
  table: keys,
  id: keys.id,
  status: keys.status,
  validUntil: keys.validUntil,
  history: 'regKeyId',
};
export const localKeyTable: KeyTable = {
  table: localKeys,
  id: localKeys.id,
  status: localKeys.status,
  history: 'localKeyId',
};
export const abonentKeyTable: KeyTable = {
  table: abonentKeys,
  id: abonentKeys.id,
  status: abonentKeys.status,
  validUntil: abonentKeys.validUntil,
  history: 'abonentKeyId',
};

const EXPIRABLE = sql.raw(expirableStatuses.map((status) => `'${status}'`).join(', '));

/** The status a key reads as now: 'expired' once its period has ended, whatever housekeeping has done. */
export const statusAsRead = (status: AnyPgColumn, validUntil?: AnyPgColumn): SQL<KeyStatus> =>
  validUntil
    ? sql<KeyStatus>`(case when ${status} in (${EXPIRABLE}) and ${validUntil} <= now() then 'expired' else ${status} end)`
    : sql<KeyStatus>`${status}`;

/**
 * `statusAsRead(status, validUntil) = wanted`, written so that an index on the status serves it: the
 * wanted status is known when the query is built (a list filter's variant), so the expiry test is only
 * the part it needs. A list filtered by status was otherwise a scan of every key, testing each.
 */
export function readsAsStatus(wanted: KeyStatus, status: AnyPgColumn, validUntil?: AnyPgColumn): SQL | undefined {
  if (!validUntil) return eq(status, wanted);
  const expirable = sql`${status} in (${EXPIRABLE})`;
  if (wanted === EXPIRED) return sql`(${status} = ${EXPIRED} or (${expirable} and ${validUntil} <= now()))`;
  if (!canMoveKey(wanted, EXPIRED)) return eq(status, wanted);
  return sql`(${status} = ${wanted} and (${validUntil} is null or ${validUntil} > now()))`;
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Sets the key's status and adds the move to its history (null `by`: the platform itself). */
async function record(
  tx: Transaction,
  kind: KeyTable,
  keyId: string,
  from: KeyStatus,
  to: KeyStatus,
  by: string | null,
) {
  await tx.execute(
    sql`update ${kind.table} set ${sql.identifier(kind.status.name)} = ${to} where ${sql.identifier(kind.id.name)} = ${keyId}`,
  );
  await tx.insert(keyStatusChanges).values({ [kind.history]: keyId, fromStatus: from, toStatus: to, changedBy: by });
}

/**
 * Moves a key to `to` for the user `by`. `scope` limits the keys the caller may touch (a company's);
 * a key outside it is not found. A key whose period has ended is first recorded as expired, so the move
 * is judged from 'expired' (and refused: it is final). 'expired' itself is time's move, never a person's.
 */
export async function moveKeyStatus(
  db: Database,
  kind: KeyTable,
  keyId: string,
  to: KeyStatus,
  { by, scope }: { by: string | null; scope?: SQL },
): Promise<void> {
  await db.transaction(async (tx) => {
    const ended = kind.validUntil ? sql<boolean>`coalesce(${kind.validUntil} <= now(), false)` : sql<boolean>`false`;
    const [key] = await tx
      .select({ status: kind.status, ended })
      .from(kind.table)
      .where(and(eq(kind.id, keyId), scope))
      .for('update');
    if (!key) throw new ApiError(404, errors.notFound);
    let from = key.status as KeyStatus;
    if (key.ended && canMoveKey(from, EXPIRED)) {
      await record(tx, kind, keyId, from, EXPIRED, null);
      from = EXPIRED;
    }
    if (to === EXPIRED || !canMoveKey(from, to)) throw new ApiError(409, transitionRefusal(from, to));
    await record(tx, kind, keyId, from, to, by);
  });
}

/** A key's history, oldest first, with who made each move; 404 when the key is not in `scope`. */
export async function keyStatusHistory(
  db: Database,
  kind: KeyTable,
  keyId: string,
  scope?: SQL,
): Promise<{ items: KeyStatusChangeRecord[] }> {
  const [key] = await db
    .select({ id: kind.id })
    .from(kind.table)
    .where(and(eq(kind.id, keyId), scope));
  if (!key) throw new ApiError(404, errors.notFound);
  const rows = await db
    .select({
      id: keyStatusChanges.id,
      fromStatus: keyStatusChanges.fromStatus,
      toStatus: keyStatusChanges.toStatus,
      changedBy: users.displayName,
      changedAt: keyStatusChanges.changedAt,
    })
    .from(keyStatusChanges)
    .leftJoin(users, eq(users.id, keyStatusChanges.changedBy))
    .where(eq(keyStatusChanges[kind.history], keyId))
    .orderBy(asc(keyStatusChanges.changedAt), asc(keyStatusChanges.id));
  return { items: rows.map((row) => ({ ...row, changedAt: row.changedAt.toISOString() })) };
}

/** Keys expired a statement, so that one pass never holds many row locks for long. */
const EXPIRY_BATCH = 1_000;

/**
 * Records every key whose period has ended as expired, with its history (by the platform): a
 * statement per batch and kind. Rows another server is expiring at the same moment are skipped.
 * Returns how many keys it expired.
 */
export async function expireKeys(db: Database): Promise<number> {
  let expired = 0;
  for (const kind of [regKeyTable, abonentKeyTable]) {
    if (!kind.validUntil) continue;
    const table = kind.table;
    const id = sql.identifier(kind.id.name);
    const status = sql.identifier(kind.status.name);
    const historyColumn = sql.identifier(keyStatusChanges[kind.history].name);
    for (;;) {
      const result = await db.execute<{ moved: number }>(sql`
        with due as (
          select ${id} as key_id, ${status} as from_status from ${table}
          where ${status} in (${EXPIRABLE}) and ${sql.identifier(kind.validUntil.name)} <= now()
          limit ${EXPIRY_BATCH} for update skip locked
        ), moved as (
          update ${table} set ${status} = ${EXPIRED} from due where ${table}.${id} = due.key_id
          returning due.key_id, due.from_status
        ), written as (
          insert into key_status_changes (${historyColumn}, from_status, to_status)
          select key_id, from_status, ${EXPIRED} from moved returning 1
        )
        select count(*)::int as moved from written`);
      const rows = Array.isArray(result) ? result : (result as { rows: { moved: number }[] }).rows;
      const moved = Number(rows[0]?.moved ?? 0);
      expired += moved;
      if (moved < EXPIRY_BATCH) break;
    }
  }
  return expired;
}
