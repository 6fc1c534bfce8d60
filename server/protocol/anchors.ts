import { type AnyColumn, Column, is, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { CountedScope } from '../db/row-counts';
import type { Database } from '../db/open';
import { rememberedAt, unchanged, unchangedPlaceholders } from './remembered';

/**
 * Deep pages by remembered positions. `Offset` 50,000 makes PostgreSQL step over 50,000 index entries
 * at every request, however the query is written. A list whose total is a stored count (row-counts.ts)
 * instead remembers where every ANCHOR_STEP-th row stands: the sort key and id of the row just before
 * that position. A page from there on reads the rows after it (an index range) and skips only what lies
 * between, under a thousand entries.
 *
 * Exact, not approximate: a position is remembered with the scope's `changes` (migration 0041), which
 * every insert, delete and new sort value in the scope moves in its own transaction, from whichever
 * server. The page's own statement checks that `changes` is still the remembered one, so a write
 * committed at any moment in between makes it find nothing, and the page is read the direct way.
 */
export const ANCHOR_STEP = 1_000;

/** The row just before a position: its sort key as PostgreSQL writes it, and its id. */
export interface Anchor {
  offset: number;
  key: string;
  id: string;
  changes: number;
}

/**
 * The sort key as a column of the list's own table (the one of its tie-breaker), whose new values move
 * the scope's `changes` (count_sort_changes names that table's columns); undefined for an expression or
 * a joined table's column, which can change while `changes` stands still (users by key count, locks by
 * company name).
 */
export function ownColumn(key: SQLWrapper, tieBreaker: AnyColumn): AnyColumn | undefined {
  return is(key, Column) && key.table === tieBreaker.table ? key : undefined;
}

/**
 * The sort key a list's positions can be remembered by: its own column (ownColumn) that is never null,
 * so that "after this row" is one comparison of (key, id), which the sort index serves. Undefined for
 * anything else, whose deep pages are read the direct way. A position is read from that table alone, so
 * a list with a stored total keeps its scope's condition on that table's own columns.
 */
export function anchorableKey(key: SQLWrapper, tieBreaker: AnyColumn): AnyColumn | undefined {
  const column = ownColumn(key, tieBreaker);
  return column?.notNull ? column : undefined;
}

/** The placeholders an anchored page takes. */
export const anchorPlaceholders = (anchor: Pick<Anchor, 'key' | 'id' | 'changes'>, counted: CountedScope) => ({
  anchorKey: anchor.key,
  anchorId: anchor.id,
  ...unchangedPlaceholders(counted, anchor.changes),
});

/** A column's SQL type, for casting a placeholder to it. */
export const sqlTypeOf = (column: AnyColumn): SQL => sql.raw((column as Column).getSQLType());

/**
 * The rows after the anchor in the list's order, while the scope's `changes` is the anchor's. The
 * anchor's placeholders are cast to their columns' types: PostgreSQL reads the text it wrote back
 * exactly (a timestamp keeps its microseconds, which a JavaScript Date would lose).
 */
export function afterAnchor(key: AnyColumn, tieBreaker: AnyColumn, ascending: boolean): SQL {
  const anchor = sql`(cast(${sql.placeholder('anchorKey')} as ${sqlTypeOf(key)}), cast(${sql.placeholder('anchorId')} as ${sqlTypeOf(tieBreaker)}))`;
  const position = ascending ? sql`(${key}, ${tieBreaker}) > ${anchor}` : sql`(${key}, ${tieBreaker}) < ${anchor}`;
  return sql`${position} and ${unchanged()}`;
}

const newAnchors = () => new Map<number, Anchor>();

/**
 * The remembered position at or before `offset` of a list whose scope's `changes` is `changes`, made by
 * `find` (the row before `position`, or none past the end) when it is not remembered yet.
 */
export async function anchorFor(
  db: Database,
  owner: object,
  list: string,
  offset: number,
  changes: number,
  find: (position: number) => Promise<Anchor | undefined>,
): Promise<Anchor | undefined> {
  const position = Math.floor(offset / ANCHOR_STEP) * ANCHOR_STEP;
  const known = rememberedAt(db, owner, list, changes, newAnchors).value.get(position);
  if (known) return known;
  const found = await find(position);
  // Kept under the changes the finding statement saw, which may already be newer than `changes`.
  if (found) rememberedAt(db, owner, list, found.changes, newAnchors).value.set(position, found);
  return found;
}
