import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/open';
import { type CountedScope, WHOLE_TABLE } from '../db/row-counts';

/**
 * What a server remembers of a list between requests, per list (its shape and values) and valid while the
 * scope's stored `changes` (row_counts, migration 0041) has not moved: positions of deep pages
 * (anchors.ts), the totals of searches. `changes` moves in the transaction of every insert, delete and new
 * value of a sorted or searched column, from whichever server, so a remembered value is never used
 * after its scope changed.
 */
export interface Remembered<Value> {
  changes: number;
  value: Value;
}

/** How many lists each server remembers something of, per owner and database. */
const MAX_LISTS = 256;

const byOwner = new WeakMap<object, WeakMap<Database, Map<string, Remembered<unknown>>>>();

/**
 * The remembered entry of `owner`'s list `list` at `changes`: the one kept, or a new one made by `empty`
 * when none is kept or it was kept at other changes. The list used longest ago is forgotten first.
 */
export function rememberedAt<Value>(db: Database, owner: object, list: string, changes: number, empty: () => Value): Remembered<Value> {
  let byDatabase = byOwner.get(owner);
  if (!byDatabase) byOwner.set(owner, (byDatabase = new WeakMap()));
  let lists = byDatabase.get(db);
  if (!lists) byDatabase.set(db, (lists = new Map()));
  let entry = lists.get(list) as Remembered<Value> | undefined;
  lists.delete(list);
  if (!entry || entry.changes !== changes) {
    if (lists.size >= MAX_LISTS) lists.delete(lists.keys().next().value!);
    entry = { changes, value: empty() };
  }
  // Set again, so that it is the last in the Map's order: the one used most recently.
  lists.set(list, entry);
  return entry;
}

/** The scope's `changes`, read in the statement that uses or makes something remembered. */
export const changesNow = (): SQL<number> =>
  sql<number>`(select changes from row_counts
    where table_name = ${sql.placeholder('countedTable')} and scope_id = ${sql.placeholder('countedScope')})`;

/**
 * True while the scope's `changes` is still the remembered one (`unchangedPlaceholders`). A statement
 * that uses something remembered checks it itself: a write committed after `changes` was read, on
 * whichever server, makes the statement find nothing, and the list is read the direct way.
 */
export const unchanged = (): SQL => sql`${changesNow()} = cast(${sql.placeholder('rememberedChanges')} as bigint)`;

export const countedPlaceholders = (counted: CountedScope) => ({
  countedTable: counted.table,
  countedScope: counted.scopeId ?? WHOLE_TABLE,
});

export const unchangedPlaceholders = (counted: CountedScope, changes: number) => ({
  ...countedPlaceholders(counted),
  rememberedChanges: changes,
});
