import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/open';
import { sqlTypeOf } from './anchors';
import { rememberedIds, rememberIds } from './remembered';

/**
 * Searched pages by the remembered order of their matches. A searched page does not walk the sort index
 * (list.ts, `unindexed`: for a rare match that walk reads most of the table), so each of its pages reads
 * and sorts every match: 12-17 ms of SQL for the 5,000 addresses of 'Лесная' against 0.13 ms for an
 * unsearched page. A search of a whole counted scope that is asked again (a later page, a refetch) while
 * its scope's `changes` stands still instead reads the ids of all its matches in the list's order once,
 * and each page then reads its own rows by id.
 *
 * Exact, as anchored pages are (anchors.ts): the ids are read and kept under the scope's `changes`
 * (remembered.ts), and a page's statement checks that it has not moved, so a write committed in between
 * by whichever server makes it find nothing and the page is read the direct way.
 */

/**
 * At most this many matches a search keeps in order. Reading the order costs about what one searched
 * page does (both read and sort every match), and 10,000 ids are about 0.6 MB; a search with more
 * matches (400 pages of 25) is one people narrow rather than page through, and keeping it would leave
 * room for few others under MAX_REMEMBERED_IDS (remembered.ts).
 */
export const MAX_REMEMBERED_MATCHES = 10_000;

/**
 * The ids of a search's matches in the list's order while the scope's `changes` is `changes`: the
 * remembered ones, or, when the search's total at these changes is known (it was asked before) and at
 * most MAX_REMEMBERED_MATCHES, the ones `read` finds, then remembered. A search asked once costs what
 * it did. Undefined when neither, or when `read` found another number of matches (`changes` moved
 * since it was read: `read` checks it and finds nothing).
 */
export async function matchesInOrder(
  db: Database,
  owner: object,
  list: string,
  changes: number,
  total: number | undefined,
  read: () => Promise<string[]>,
): Promise<readonly string[] | undefined> {
  const known = rememberedIds(db, owner, list, changes);
  if (known || total === undefined || total > MAX_REMEMBERED_MATCHES) return known;
  const ids = total === 0 ? [] : await read();
  if (ids.length !== total) return undefined;
  rememberIds(db, owner, list, changes, ids);
  return ids;
}

/**
 * The rows of the page at `offset` of the matches `ids`, read by `read` (which keeps their order and
 * checks `changes`): none without a query past the end. Undefined when `read` does not find every id
 * of the page: the scope changed since the ids were read.
 */
export async function pageOfMatches<Row>(
  ids: readonly string[],
  offset: number,
  limit: number,
  read: (ids: string[]) => Promise<Row[]>,
): Promise<Row[] | undefined> {
  const pageIds = ids.slice(offset, offset + limit);
  if (pageIds.length === 0) return [];
  const rows = await read(pageIds);
  return rows.length === pageIds.length ? rows : undefined;
}

/** The rows whose tie-breaker is one of the `ids` placeholder's (an array of ids as text). */
export const amongIds = (tieBreaker: AnyColumn): SQL =>
  sql`${tieBreaker} = any(cast(${sql.placeholder('ids')} as ${sqlTypeOf(tieBreaker)}[]))`;
