import { and, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { BLOCKED, type KeyStatus, liveKeyStatuses, UNBLOCKED, workingKeyStatuses } from '../../contract/key-status';
import type { Database } from '../db/open';
import { abonentKeys, keyStatusChanges } from '../db/schema';
import { among } from '../protocol/bulk';

/**
 * Abonents' keys changed in bulk (issue 43), set-based: one statement per table whatever their number,
 * so that the audit trail and the device sync's statement triggers see one change. Used by the keys'
 * own bulk change and by the abonents' (all their keys). Keys that cannot make the change are left
 * alone and not counted; a key whose period has ended reads as expired (final) and is left alone too.
 */

/** The moves a bulk change makes, each from the statuses the key graph allows it from. */
const MOVES = {
  block: { to: BLOCKED, from: workingKeyStatuses },
  unblock: { to: UNBLOCKED, from: [BLOCKED] },
} as const satisfies Record<string, { to: KeyStatus; from: readonly KeyStatus[] }>;
export type KeyMove = keyof typeof MOVES;

const notEnded = sql`(${abonentKeys.validUntil} is null or ${abonentKeys.validUntil} > now())`;

/** The company's keys among `keyIds`, or of the abonents among `abonentIds`. */
export const keysOf = (companyId: string, which: { keyIds: string[] } | { abonentIds: string[] }): SQL =>
  and(
    eq(abonentKeys.companyId, companyId),
    'keyIds' in which ? among(abonentKeys.id, which.keyIds) : among(abonentKeys.abonentId, which.abonentIds),
  )!;

/** Blocks or unblocks the keys `scope` finds, each move in its history (by `by`); how many moved. */
export async function moveKeys(db: Database, scope: SQL, move: KeyMove, by: string | null): Promise<number> {
  const { to, from } = MOVES[move];
  const moving = await db
    .select({ id: abonentKeys.id, status: abonentKeys.status })
    .from(abonentKeys)
    .where(and(scope, inArray(abonentKeys.status, [...from]), notEnded))
    .for('update');
  if (moving.length === 0) return 0;
  await db
    .update(abonentKeys)
    .set({ status: to })
    .where(
      among(
        abonentKeys.id,
        moving.map((key) => key.id),
      ),
    );
  await db
    .insert(keyStatusChanges)
    .values(moving.map((key) => ({ abonentKeyId: key.id, fromStatus: key.status, toStatus: to, changedBy: by })));
  return moving.length;
}

/**
 * Extends the period of the temporary keys `scope` finds to `until`: those still in use (not in a final
 * status, not past their end) whose period ends earlier. How many it extended.
 */
export async function extendKeys(db: Database, scope: SQL, until: string): Promise<number> {
  const end = new Date(until);
  return (
    await db
      .update(abonentKeys)
      .set({ validUntil: end })
      .where(
        and(
          scope,
          eq(abonentKeys.keyType, 'temporary'),
          inArray(abonentKeys.status, [...liveKeyStatuses]),
          notEnded,
          lt(abonentKeys.validUntil, end),
          lt(abonentKeys.validFrom, end),
        ),
      )
      .returning({ id: abonentKeys.id })
  ).length;
}
