import {
  type AnyColumn,
  type Placeholder,
  type SQL,
  type SQLWrapper,
  and,
  asc,
  desc,
  eq,
  ilike,
  inArray,
  or,
  sql,
} from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { errors, validation } from '../../src/domain/messages';
import type { ListInput } from '../../src/domain/protocol';
import { parsePhone } from '../../src/domain/phone';
import type { Database } from '../db/open';
import { prepared } from '../db/prepared';
import { ApiError } from './api-error';

/** How one list Action searches and sorts. */
export interface ListSpec<Sort extends string> {
  /** The Sort parameter's values and what each orders by. */
  sortable: Record<Sort, SQLWrapper>;
  defaultSort: Sort;
  defaultOrder?: 'ASC' | 'DESC';
  /** The columns `Search` looks in (case-insensitive, anywhere in the text; see searchCondition). */
  searchable: (AnyColumn | SQL)[];
  /** A phone number column (digits) that a phone-like search finds however the number was typed. */
  phone?: AnyColumn;
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

/** Text in a LIKE pattern taken literally (`%` and `_` are not wildcards). */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** `Search` as a LIKE pattern that matches the text literally anywhere. */
const containsPattern = (search: string) => `%${likeLiteral(search)}%`;

/** At most this many words of a search are looked for: each one is a condition of the query. */
const MAX_SEARCH_WORDS = 8;

/**
 * The words of a search: what stands between spaces and commas, without the punctuation around it
 * ('ул.' is 'ул'; '192.0.2.1' and 'м/м' stay whole). A word of one letter ('д' of 'д. 12') would be found
 * almost everywhere, so it is left out. Each word is a part of the text as typed.
 */
const searchWords = (search: string) =>
  search
    .split(/[\s,;]+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((word) => word.length > 1)
    .slice(0, MAX_SEARCH_WORDS);

/** Could be a phone number as people write it ("+7 (926) 111-22", "8 926 123-45-06"), or a room "14-2". */
const PHONE_LIKE = /^[\d\s()+-]*\d[\d\s()+-]*$/;

/**
 * What a search finds: its words in this order in one of the columns, whatever stands between them, so
 * punctuation and spacing do not matter ('Лесная 12' finds 'ул. Лесная, д. 12'); a search without a
 * longer word ('д', '%'), its text as typed. One pattern a column (`%Лесная%12%`), which the trigram
 * indexes serve: a condition per word found many more rows and made a searched page 2.3 times slower.
 * `anyOrder`: every word anywhere instead, in any order, for short texts such as an access zone's path
 * ('entrance south' finds 'Riverside Quarter › South block › Entrance 1'). A search that could be a phone number also finds the `phone` column (stored as digits) by its
 * digits and, when it is a whole number, by its national number as people write it: "8 926 123-45-06"
 * (the trunk prefix) finds 79261234506. Undefined when there is no search.
 */
export function searchCondition(
  search: string | undefined,
  columns: readonly (AnyColumn | SQL)[],
  { phone, anyOrder = false }: { phone?: AnyColumn; anyOrder?: boolean } = {},
): SQL | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  const words = searchWords(text);
  const literals = words.length > 0 ? words : [text];
  const anywhere = (pattern: string) => or(...columns.map((column) => ilike(column, pattern)));
  const inText =
    columns.length === 0
      ? undefined
      : anyOrder
        ? and(...literals.map((word) => anywhere(containsPattern(word))))
        : anywhere(`%${literals.map(likeLiteral).join('%')}%`);
  const phoneTexts =
    phone && PHONE_LIKE.test(text) ? new Set([text.replace(/\D/g, ''), parsePhone(text)?.nationalNumber]) : [];
  const inPhone = [...phoneTexts].flatMap((digits) => (digits && phone ? [ilike(phone, containsPattern(digits))] : []));
  return or(inText, ...inPhone) ?? sql`false`;
}

/** The Sort and Order of a request as the list knows them; a 400 for a Sort it does not have. */
function orderOf<Sort extends string>(input: ListInput, spec: ListSpec<Sort>) {
  const sort = input.Sort ?? spec.defaultSort;
  if (!Object.hasOwn(spec.sortable, sort)) {
    throw new ApiError(400, errors.invalidParams, { Sort: validation.invalid });
  }
  const ascending = (input.Order ?? (input.Sort ? 'ASC' : (spec.defaultOrder ?? 'ASC'))) !== 'DESC';
  return { sort: sort as Sort, ascending };
}

/**
 * The page's query: sorted and paged, and for a deep page through the keys of its rows first (see
 * DEEP_OFFSET). `limit` and `offset` are the request's or placeholders for them.
 */
function pageQuery<Rows extends PgSelect, Sort extends string>(
  spec: ListSpec<Sort>,
  selects: { rows: Rows; ids?: PgSelect },
  order: { sort: Sort; ascending: boolean; searched: boolean },
  where: SQL | undefined,
  paging: { deep: boolean; limit: number | Placeholder; offset: number | Placeholder },
) {
  const direction = order.ascending ? asc : desc;
  const sortKeys = [spec.sortable[order.sort], spec.tieBreaker];
  const orderBy = (order.searched ? sortKeys.map(unindexed) : sortKeys).map((key) => direction(key));
  const page =
    selects.ids && paging.deep
      ? selects.rows.where(
          inArray(spec.tieBreaker, selects.ids.where(where).orderBy(...orderBy).limit(paging.limit).offset(paging.offset)),
        )
      : selects.rows.where(where).limit(paging.limit).offset(paging.offset);
  return page.orderBy(...orderBy);
}

/**
 * One page of a list Action, `{ items, total }`: applies `scope` (e.g. the session's company) and the
 * search to both queries, the sort and paging to the rows. `rows`, `count` and `ids` (the tie-breaker
 * only, for deep pages) are `$dynamic()` selects over the same tables; the count is a separate query so
 * the page itself can stop early on an index. `storedTotal`, when given, is the total of the whole
 * scope, used when there is no search instead of counting (server/db/row-counts.ts): counting 100,000
 * rows costs more than the whole page. Builds its queries at each call: preparedListPage is the same
 * page with its queries built once.
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
    /** The total counted by the caller, always (with other aggregates of the same rows: a sum). */
    total?: () => Promise<number>;
  },
): Promise<{ items: Awaited<Rows>; total: number }> {
  const search = searchCondition(input.Search, spec.searchable, { phone: spec.phone });
  const { scope, storedTotal, total } = query;
  return builtPage(input, spec, query, { where: and(scope, search), searched: !!search, storedTotal, total });
}

/**
 * A page whose queries are built for this call; `storedTotal` stands for the count of an unsearched
 * one, `total` for the count of any.
 */
async function builtPage<Rows extends PgSelect, Sort extends string>(
  input: ListInput,
  spec: ListSpec<Sort>,
  selects: { rows: Rows; count: PgSelect<string, { total: SQL<number> }, 'partial'>; ids?: PgSelect },
  {
    where,
    searched,
    storedTotal,
    total,
  }: { where?: SQL; searched: boolean; storedTotal?: () => Promise<number>; total?: () => Promise<number> },
): Promise<{ items: Awaited<Rows>; total: number }> {
  const order = { ...orderOf(input, spec), searched };
  const paging = { deep: input.Offset >= DEEP_OFFSET, limit: input.Limit, offset: input.Offset };
  const [items, counted] = await Promise.all([
    pageQuery(spec, selects, order, where, paging),
    total ? total() : !searched && storedTotal ? storedTotal() : selects.count.where(where).then(([row]) => row.total),
  ]);
  return { items: items as Awaited<Rows>, total: counted };
}

/** The selects of a list, each made from the database; see listPage. */
export interface ListSelects<Rows extends PgSelect> {
  rows: (db: Database) => Rows;
  count: (db: Database) => PgSelect<string, { total: SQL<number> }, 'partial'>;
  ids?: (db: Database) => PgSelect;
}

/**
 * listPage with its queries built once per shape (server/db/prepared.ts): a list's requests differ in
 * their values, and only a few ways in their SQL (sort, order, deep or not, the filters given). The
 * scope is `filters`, equality conditions by name, each left out when its value is undefined; every
 * value of a request goes in as a placeholder, so `selects` must not hold any (keep them at module
 * level). A searched page (`Search`, or the handler's own `search` condition) is built for its call, as
 * the planner must see the pattern.
 */
export async function preparedListPage<Rows extends PgSelect, Sort extends string>(
  db: Database,
  input: ListInput,
  spec: ListSpec<Sort>,
  selects: ListSelects<Rows>,
  query: {
    filters: Record<string, readonly [AnyColumn, string | undefined]>;
    search?: SQL;
    storedTotal?: () => Promise<number>;
  },
): Promise<{ items: Awaited<Rows>; total: number }> {
  const given = Object.entries(query.filters).filter(([, [, value]]) => value !== undefined);
  const search = and(searchCondition(input.Search, spec.searchable, { phone: spec.phone }), query.search);
  if (search) {
    const scope = and(...given.map(([, [column, value]]) => eq(column, value)));
    const built = { rows: selects.rows(db), count: selects.count(db), ids: selects.ids?.(db) };
    return builtPage(input, spec, built, { where: and(scope, search), searched: true });
  }
  const order = orderOf(input, spec);
  const deep = !!selects.ids && input.Offset >= DEEP_OFFSET;
  const names = given.map(([name]) => name);
  const values = Object.fromEntries(given.map(([name, [, value]]) => [name, value]));
  const where = () => and(...given.map(([name, [column]]) => eq(column, sql.placeholder(name))));
  const page = prepared(db, spec, `page ${order.sort} ${order.ascending} ${deep} ${names}`, () =>
    pageQuery(spec, { rows: selects.rows(db), ids: selects.ids?.(db) }, { ...order, searched: false }, where(), {
      deep,
      limit: sql.placeholder('limit'),
      offset: sql.placeholder('offset'),
    }),
  );
  const [items, total] = await Promise.all([
    page.execute({ ...values, limit: input.Limit, offset: input.Offset }),
    query.storedTotal
      ? query.storedTotal()
      : prepared(db, spec, `count ${names}`, () => selects.count(db).where(where()))
          .execute(values)
          .then(([row]) => row.total),
  ]);
  return { items: items as unknown as Awaited<Rows>, total };
}
