import { type AnyColumn, type SQL, type SQLWrapper, and, asc, desc, ilike, or } from 'drizzle-orm';
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
  tieBreaker: SQLWrapper;
}

/** `Search` as a LIKE pattern that matches the text literally (`%` and `_` are not wildcards). */
export const containsPattern = (search: string) => `%${search.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * One page of a list Action, `{ items, total }`: applies `scope` (e.g. the session's company) and the
 * search to both queries, the sort and paging to the rows. `rows` and `count` are `$dynamic()` selects
 * over the same tables; the count is a separate query so the page itself can stop early on an index.
 */
export async function listPage<Rows extends PgSelect, Sort extends string>(
  input: ListInput,
  spec: ListSpec<Sort>,
  query: { rows: Rows; count: PgSelect<string, { total: SQL<number> }, 'partial'>; scope?: SQL },
): Promise<{ items: Awaited<Rows>; total: number }> {
  const sort = input.Sort ?? spec.defaultSort;
  if (!Object.hasOwn(spec.sortable, sort)) {
    throw new ApiError(400, errors.invalidParams, { Sort: validation.invalid });
  }
  const direction = (input.Order ?? (input.Sort ? 'ASC' : (spec.defaultOrder ?? 'ASC'))) === 'DESC' ? desc : asc;
  const pattern = input.Search ? containsPattern(input.Search) : undefined;
  const search = pattern ? or(...spec.searchable.map((column) => ilike(column, pattern))) : undefined;
  const where = and(query.scope, search);
  const [items, [{ total }]] = await Promise.all([
    query.rows
      .where(where)
      .orderBy(direction(spec.sortable[sort as Sort]), direction(spec.tieBreaker))
      .limit(input.Limit)
      .offset(input.Offset),
    query.count.where(where),
  ]);
  return { items: items as Awaited<Rows>, total };
}
