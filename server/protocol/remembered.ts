import type { Database } from '../db/open';

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
