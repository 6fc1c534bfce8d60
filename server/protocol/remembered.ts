import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/open';
import { type CountedScope, WHOLE_TABLE } from '../db/row-counts';

/**
 * What a server remembers of a list between requests, per list (its shape and values) and valid while the
 * scope's stored `changes` (row_counts, migration 0041) has not moved: positions of deep pages
 * (anchors.ts), the totals of searches and the order of their matches (search-order.ts). `changes` moves
 * in the transaction of every insert, delete and new value of a sorted or searched column, from whichever
 * server, so a remembered value is never used after its scope changed.
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
export function rememberedAt<Value>(
  db: Database,
  owner: object,
  list: string,
  changes: number,
  empty: () => Value,
): Remembered<Value> {
  let byDatabase = byOwner.get(owner);
  if (!byDatabase) byOwner.set(owner, (byDatabase = new WeakMap()));
  let lists = byDatabase.get(db);
  if (!lists) byDatabase.set(db, (lists = new Map()));
  let entry = lists.get(list) as Remembered<Value> | undefined;
  lists.delete(list);
  if (!entry || entry.changes !== changes) {
    if (entry) forgetIds(entry);
    if (lists.size >= MAX_LISTS) {
      const [oldest, forgotten] = lists.entries().next().value!;
      forgetIds(forgotten);
      lists.delete(oldest);
    }
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

/**
 * How many ids (search-order.ts) all lists of all owners and databases keep together, whatever the
 * number of lists, companies or searches. A uuid as a string and its array slot take about 65 bytes of
 * V8's heap (measured), so this is about 13 MB: 20 orders of the largest size a search keeps, or 40 of
 * 5,000 matches.
 */
export const MAX_REMEMBERED_IDS = 200_000;

type Ids = readonly string[];

/**
 * The entries that keep ids, each with its number of ids, in the order of their last use. An entry's
 * ids go with the entry (its list was forgotten or read at new changes, rememberedAt) or when the cap
 * needs their room.
 */
const keptIds = new Map<Remembered<unknown>, number>();
let keptIdCount = 0;

/**
 * The ids remembered for `owner`'s list `list` at `changes`, if any; they are now the most recently
 * used.
 */
export function rememberedIds(db: Database, owner: object, list: string, changes: number): Ids | undefined {
  const entry = rememberedAt<Ids | undefined>(db, owner, list, changes, () => undefined);
  const count = keptIds.get(entry);
  if (count === undefined) return undefined;
  keptIds.delete(entry);
  keptIds.set(entry, count);
  return entry.value;
}

/**
 * Remembers `ids` for `owner`'s list `list` at `changes`, forgetting the ids used longest ago, of
 * whichever list, to stay within MAX_REMEMBERED_IDS.
 */
export function rememberIds(db: Database, owner: object, list: string, changes: number, ids: Ids): void {
  if (ids.length > MAX_REMEMBERED_IDS) return;
  const entry = rememberedAt<Ids | undefined>(db, owner, list, changes, () => undefined);
  forgetIds(entry);
  while (keptIdCount + ids.length > MAX_REMEMBERED_IDS) forgetIds(keptIds.keys().next().value!);
  entry.value = ids;
  keptIds.set(entry, ids.length);
  keptIdCount += ids.length;
}

/** Forgets the ids `entry` keeps, if it keeps any. */
function forgetIds(entry: Remembered<unknown>) {
  const count = keptIds.get(entry);
  if (count === undefined) return;
  keptIds.delete(entry);
  keptIdCount -= count;
  entry.value = undefined;
}
