import { type AnyColumn, type SQL, type SQLWrapper, and, asc, desc, ilike, inArray, or, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { errors, validation } from '../../src/domain/messages';
import type { ListInput } from '../../src/domain/protocol';
import { ApiError } from './api-error';

/** How one list Action searches and sorts. */
export interface ListSpec<Sort extends string> {
  /** The Sort parameter's values and what each orders by. */
  sortable: Record<Sort, SQLWrapper>;
  defaultSort: Sort;
  defaultOrder?: 'ASC' | 'DESC';
  /** The columns `Search` looks in (case-insensitive, anywhere in the text). */
  searchable: (AnyColumn | SQL)[];
  /** A unique column that orders equal sort values, so that pages never overlap or skip rows. */
  tieBreaker: AnyColumn;
}

/**
 * From this Offset on, a page first finds the keys of its rows (an index-only scan of the sort index
 * when it holds the key), then reads only those rows: skipping 50,000 index entries is several times
 * cheaper than skipping 50,000 rows. On near pages the direct query is cheaper.
 */
export const DEEP_OFFSET = 1_000;

/**
 * The same sort key, in a form no index matches. With a search, the planner may otherwise walk the sort
 * index and test row after row; when the matches sort late (a name that starts with "О" in a list by
 * name) that reads most of the table. Unindexed, the matches come from the trigram indexes and are
 * sorted: a searched page costs about what its total (which counts every match anyway) costs.
 */
const unindexed = (key: SQLWrapper): SQL => sql`coalesce(${key}, ${key})`;

/** `Search` as a LIKE pattern that matches the text literally (`%` and `_` are not wildcards). */
export const containsPattern = (search: string) => `%${search.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * One page of a list Action, `{ items, total }`: applies `scope` (e.g. the session's company) and the
 * search to both queries, the sort and paging to the rows. `rows`, `count` and `ids` (the tie-breaker
 * only, for deep pages) are `$dynamic()` selects over the same tables; the count is a separate query so
 * the page itself can stop early on an index. `storedTotal`, when given, is the total of the whole
 * scope, used when there is no search instead of counting (server/db/row-counts.ts): counting 100,000
 * rows costs more than the whole page.
 */
export async function listPage<Rows extends PgSelect, Sort extends string>(
  input: ListInput,
  spec: ListSpec<Sort>,
  query: {
    rows: Rows;
    count: PgSelect<string, { total: SQL<number> }, 'partial'>;
    ids?: PgSelect;
    scope?: SQL;
    storedTotal?: () => Promise<number>;
  },
): Promise<{ items: Awaited<Rows>; total: number }> {
  const sort = input.Sort ?? spec.defaultSort;
  if (!Object.hasOwn(spec.sortable, sort)) {
    throw new ApiError(400, errors.invalidParams, { Sort: validation.invalid });
  }
  const direction = (input.Order ?? (input.Sort ? 'ASC' : (spec.defaultOrder ?? 'ASC'))) === 'DESC' ? desc : asc;
  const pattern = input.Search ? containsPattern(input.Search) : undefined;
  const search = pattern ? or(...spec.searchable.map((column) => ilike(column, pattern))) : undefined;
  const sortKeys = [spec.sortable[sort as Sort], spec.tieBreaker];
  const order = (search ? sortKeys.map(unindexed) : sortKeys).map((key) => direction(key));
  const where = and(query.scope, search);
  const page =
    query.ids && input.Offset >= DEEP_OFFSET
      ? query.rows.where(
          inArray(
            spec.tieBreaker,
            query.ids.where(where).orderBy(...order).limit(input.Limit).offset(input.Offset),
          ),
        )
      : query.rows.where(where).limit(input.Limit).offset(input.Offset);
  const [items, total] = await Promise.all([
    page.orderBy(...order),
    !search && query.storedTotal ? query.storedTotal() : query.count.where(where).then(([row]) => row.total),
  ]);
  return { items: items as Awaited<Rows>, total };
}
