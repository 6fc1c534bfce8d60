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
  like,
  or,
  sql,
} from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { errors, validation } from '../../contract/messages';
import type { ListInput } from '../../contract/protocol';
import { parsePhone } from '../../contract/phone';
import type { Database } from '../db/open';
import { inParallel } from '../db/parallel';
import { prepared } from '../db/prepared';
import { type CountedScope, storedCount } from '../db/row-counts';
import { afterAnchor, anchorableKey, anchorFor, anchorPlaceholders, ownColumn } from './anchors';
import { changesNow, countedPlaceholders, rememberedAt, unchanged, unchangedPlaceholders } from './remembered';
import { amongIds, matchesInOrder, pageOfMatches } from './search-order';
import { ApiError } from './api-error';

/**
 * A column that holds another's text lower-cased, stored with its own trigram index: a search finds in it
 * what ILIKE finds in the text (ILIKE lower-cases both sides too), with LIKE, which compares bytes instead
 * of lower-casing every candidate row again.
 */
export interface LowerCased {
  lowerCased: AnyColumn;
}
export const lowerCased = (column: AnyColumn): LowerCased => ({ lowerCased: column });

/** A column that `Search` looks in. */
export type SearchedColumn = AnyColumn | SQL | LowerCased;

/** How one list Action searches and sorts. */
export interface ListSpec<Sort extends string> {
  /** The Sort parameter's values and what each orders by. */
  sortable: Record<Sort, SQLWrapper>;
  defaultSort: Sort;
  defaultOrder?: 'ASC' | 'DESC';
  /** The columns `Search` looks in (case-insensitive, anywhere in the text; see searchCondition). */
  searchable: SearchedColumn[];
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
export const PHONE_LIKE = /^[\d\s()+-]*\d[\d\s()+-]*$/;

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
  columns: readonly SearchedColumn[],
  options: { phone?: AnyColumn | SQL; anyOrder?: boolean } = {},
): SQL | undefined {
  const terms = searchPatterns(search, columns, options);
  return terms?.where((name) => terms.values[name]);
}

/** A search's terms; frozen, since a list keeps them for later requests (keptSearchTerms). */
export interface SearchPatterns {
  shape: string;
  values: Readonly<Record<string, string>>;
  where: (value: (name: string) => string | SQLWrapper) => SQL;
  /**
   * The same patterns looked for in other columns (the header's search, which looks for one text in every
   * kind of record); `columns` empty when the patterns were made for none, `phone` when made for one.
   */
  whereIn: (
    columns: readonly SearchedColumn[],
    value: (name: string) => string | SQLWrapper,
    phone?: AnyColumn | SQL,
  ) => SQL;
}

/**
 * searchCondition in parts: the patterns a search looks for by name (`values`), the condition that
 * takes each from `value` (the pattern itself, or a placeholder for it), and its `shape`: what two
 * searches with the same shape differ in is only their values.
 */
export function searchPatterns(
  search: string | undefined,
  columns: readonly SearchedColumn[],
  { phone, anyOrder = false }: { phone?: AnyColumn | SQL; anyOrder?: boolean },
): SearchPatterns | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  const words = searchWords(text);
  const literals = words.length > 0 ? words : [text];
  const texts =
    columns.length === 0 ? [] : anyOrder ? literals.map(containsPattern) : [`%${literals.map(likeLiteral).join('%')}%`];
  const phoneTexts =
    phone && PHONE_LIKE.test(text) ? new Set([text.replace(/\D/g, ''), parsePhone(text)?.nationalNumber]) : [];
  const phones = [...phoneTexts].flatMap((digits) => (digits ? [containsPattern(digits)] : []));
  const values = Object.fromEntries([
    ...texts.map((pattern, index) => [`text${index}`, pattern]),
    ...phones.map((pattern, index) => [`phone${index}`, pattern]),
  ]);
  const whereIn: SearchPatterns['whereIn'] = (searched, value, phoneColumn) => {
    const anywhere = (pattern: string | SQLWrapper) =>
      or(
        ...searched.map((column) =>
          'lowerCased' in column ? like(column.lowerCased, sql`lower(${pattern})`) : ilike(column, pattern),
        ),
      );
    const inText = texts.length === 0 ? undefined : and(...texts.map((_, index) => anywhere(value(`text${index}`))));
    const inPhone = phoneColumn ? phones.map((_, index) => ilike(phoneColumn, value(`phone${index}`))) : [];
    return or(inText, ...inPhone) ?? sql`false`;
  };
  return {
    shape: `search ${texts.length} ${phones.length}`,
    values: Object.freeze(values),
    where: (value) => whereIn(columns, value, phone),
    whereIn,
  };
}

/** How many searches of each list keep their terms: those typed lately, paged, sorted and refreshed. */
const MAX_SEARCHES_KEPT = 64;

const termsOfSearches = new WeakMap<object, Map<string, SearchPatterns>>();

/**
 * The terms of a search of a prepared list, made once per text while the text is among the list's last
 * searches: reading them (the words' patterns, and for a phone-like text libphonenumber's parse, which
 * tries each possible length of an incomplete number) cost a searched page 30-60 µs of its JavaScript.
 */
function keptSearchTerms(spec: ListSpec<string>, search: string | undefined): SearchPatterns | undefined {
  if (!search) return undefined;
  let searches = termsOfSearches.get(spec);
  if (!searches) termsOfSearches.set(spec, (searches = new Map()));
  let terms = searches.get(search);
  if (!terms) {
    terms = searchPatterns(search, spec.searchable, { phone: spec.phone });
    if (!terms) return undefined;
    if (searches.size >= MAX_SEARCHES_KEPT) searches.delete(searches.keys().next().value!);
    searches.set(search, terms);
  }
  return terms;
}

/**
 * The Sort and Order of a request as the list knows them, and whether it is searched (a searched page
 * sorts by keys no index matches); a 400 for a Sort it does not have.
 */
function orderOf<Sort extends string>(input: ListInput, spec: ListSpec<Sort>, searched: boolean) {
  const sort = input.Sort ?? spec.defaultSort;
  if (!Object.hasOwn(spec.sortable, sort)) {
    throw new ApiError(400, errors.invalidParams, { Sort: validation.invalid });
  }
  const ascending = (input.Order ?? (input.Sort ? 'ASC' : (spec.defaultOrder ?? 'ASC'))) !== 'DESC';
  return { sort: sort as Sort, ascending, searched };
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
  const orderBy = orderOfKeys(spec, order);
  const page =
    selects.ids && paging.deep
      ? selects.rows.where(
          inArray(
            spec.tieBreaker,
            selects.ids
              .where(where)
              .orderBy(...orderBy)
              .limit(paging.limit)
              .offset(paging.offset),
          ),
        )
      : selects.rows.where(where).limit(paging.limit).offset(paging.offset);
  return page.orderBy(...orderBy);
}

/** The ORDER BY of a page: the sort key, then the tie-breaker, both in the page's direction. */
function orderOfKeys<Sort extends string>(
  spec: ListSpec<Sort>,
  order: { sort: Sort; ascending: boolean; searched: boolean },
) {
  const direction = order.ascending ? asc : desc;
  const sortKeys = [spec.sortable[order.sort], spec.tieBreaker];
  return (order.searched ? sortKeys.map(unindexed) : sortKeys).map((key) => direction(key));
}

/**
 * One page of a list Action, `{ items, total }`: applies `scope` (e.g. the session's company) and the
 * search to both queries, the sort and paging to the rows. `rows`, `count` and `ids` (the tie-breaker
 * only, for deep pages) are `$dynamic()` selects over the same tables; the count is a separate query so
 * the page itself can stop early on an index. `db` is the selects' database or transaction (in one, the
 * two run one after the other: see inParallel). Builds its queries at each call: preparedListPage is the
 * same page with its queries built once, and a stored total, for the lists that are long or often read.
 */
export async function listPage<Rows extends PgSelect, Sort extends string>(
  db: Database,
  input: ListInput,
  spec: ListSpec<Sort>,
  query: {
    rows: Rows;
    count: PgSelect<string, { total: SQL<number> }, 'partial'>;
    ids?: PgSelect;
    scope?: SQL;
  },
): Promise<{ items: Awaited<Rows>; total: number }> {
  const search = searchCondition(input.Search, spec.searchable, { phone: spec.phone });
  const where = and(query.scope, search);
  const order = orderOf(input, spec, !!search);
  const paging = { deep: input.Offset >= DEEP_OFFSET, limit: input.Limit, offset: input.Offset };
  const [items, total] = await inParallel(
    db,
    async () => pageQuery(spec, query, order, where, paging),
    async () => (await query.count.where(where))[0].total,
  );
  return { items: items as Awaited<Rows>, total };
}

/**
 * A condition of a list's scope, left out when its value is undefined. `[column, value]`: equality;
 * `{ value, where }`: any other condition of one value (a date range's start), given a placeholder for
 * it; `{ variant, condition }`: a condition whose form the value chooses among a few (a status, online or
 * offline), so the value must come from an enum: each variant is a query of its own, its condition
 * made by the first request that names it.
 */
export type ListFilter =
  | readonly [column: AnyColumn, value: unknown]
  | { value: unknown; where: (value: Placeholder) => SQL | undefined }
  | { variant: string | undefined; condition: () => SQL | undefined };

/**
 * The filters given: their names and variants (the queries' shape), their values, and their condition
 * with a placeholder for each value (`where`, asked only when a statement is built); `byKey` when one of
 * them names a row by `key`, the list's unique tie-breaker (a record read by its Id). Every request of a
 * list runs this; the conditions are not made until a statement of a new shape needs them.
 */
function givenFilters(filters: Record<string, ListFilter>, key: AnyColumn) {
  let shape = '';
  let byKey = false;
  const values: Record<string, unknown> = {};
  for (const name in filters) {
    const filter = filters[name];
    if ('variant' in filter) {
      if (filter.variant !== undefined) shape += `${name}=${filter.variant},`;
      continue;
    }
    const value = Array.isArray(filter) ? filter[1] : (filter as { value: unknown }).value;
    if (value === undefined) continue;
    if (Array.isArray(filter) && filter[0] === key) byKey = true;
    shape += `${name},`;
    values[name] = value;
  }
  const where = () => {
    const conditions: (SQL | undefined)[] = [];
    for (const name in filters) {
      const filter = filters[name];
      if ('variant' in filter) {
        if (filter.variant !== undefined) conditions.push(filter.condition());
      } else if (Array.isArray(filter)) {
        if (filter[1] !== undefined) conditions.push(eq(filter[0] as AnyColumn, sql.placeholder(name)));
      } else {
        const { value, where: condition } = filter as {
          value: unknown;
          where: (value: Placeholder) => SQL | undefined;
        };
        if (value !== undefined) conditions.push(condition(sql.placeholder(name)));
      }
    }
    return and(...conditions);
  };
  return { shape, values, where, byKey };
}

/** Per list selects: whether its count query counts and nothing else (no sum the page returns too). */
const countsOnly = new WeakMap<object, boolean>();

function countsOnlyRows(db: Database, selects: ListSelects<PgSelect, PgSelect>): boolean {
  let only = countsOnly.get(selects);
  if (only === undefined) {
    only = Object.keys(selects.count(db)._.selectedFields as object).join() === 'total';
    countsOnly.set(selects, only);
  }
  return only;
}

/** The selects of a list, each made from the database; see listPage. */
export interface ListSelects<
  Rows extends PgSelect,
  Count extends PgSelect = PgSelect<string, { total: SQL<number> }, 'partial'>,
> {
  rows: (db: Database) => Rows;
  /** The rows' count as `total`, and any other aggregate of them (a sum), which the page returns. */
  count: (db: Database) => Count;
  /** The tie-breaker alone, as `id`: what deep pages find first and a search's remembered order keeps. */
  ids?: (db: Database) => PgSelect<string, { id: AnyColumn }, 'partial'>;
}

/**
 * listPage with its queries built once per shape (server/db/prepared.ts): a list's requests differ in
 * their values, and only a few ways in their SQL (sort, order, deep or not, the filters given, the
 * number of a search's patterns). Every value of a request goes in as a placeholder, so `selects` must
 * not hold any (keep them at module level). Unsearched pages are named statements, planned once per
 * connection; searched ones are planned at each call, as the planner must see the pattern. A handler's
 * own `search` condition (with its values in its SQL) makes the queries for that call only.
 * `counts` is the count query's row when the total was counted (not stored).
 */
export async function preparedListPage<
  Rows extends PgSelect,
  Sort extends string,
  Count extends PgSelect = PgSelect<string, { total: SQL<number> }, 'partial'>,
>(
  db: Database,
  input: ListInput,
  spec: ListSpec<Sort>,
  selects: ListSelects<Rows, Count>,
  query: {
    filters: Record<string, ListFilter>;
    search?: SQL;
    /**
     * The total when the page is its whole scope (no filter but the scope's), used when there is no
     * search: a stored count (server/db/row-counts.ts), from which deep pages are also read at remembered
     * positions (anchors.ts) and whose `changes` lets a search's total and the order of its matches be
     * remembered (search-order.ts); or a function that reads another stored total.
     */
    storedTotal?: CountedScope | (() => Promise<number>);
  },
): Promise<{ items: Awaited<Rows>; total: number; counts?: Awaited<Count>[number] }> {
  const filters = givenFilters(query.filters, spec.tieBreaker);
  const terms = query.search ? undefined : keptSearchTerms(spec, input.Search);
  const searched = !!terms || !!query.search;
  const order = orderOf(input, spec, searched);
  const deep = !!selects.ids && input.Offset >= DEEP_OFFSET;
  const where = () => and(filters.where(), terms?.where(sql.placeholder), query.search);
  const scopeShape = `${filters.shape} ${terms?.shape ?? ''}`;
  // Statements are kept for `selects`, which they are made of (one spec may serve lists of different
  // columns); what is remembered of the scope (totals, orders, positions) is kept for the spec.
  const build = <Prepared>(shape: string, make: () => { toSQL(): { sql: string }; prepare(name: string): Prepared }) =>
    query.search ? make().prepare('') : prepared(db, selects, shape, make, { named: !searched });
  const values = terms ? { ...filters.values, ...terms.values } : filters.values;
  // The page's values are the scope's with its limit and offset, set on this request's own object: a
  // spread into a new one, at a site every list shares, cost more than the rest of this function.
  const pageValues = (offset: number) => {
    values.limit = input.Limit;
    values.offset = offset;
    return values;
  };
  const pageShape = `page ${order.sort} ${order.ascending} ${deep} ${scopeShape}`;
  const paged = { deep, limit: sql.placeholder('limit'), offset: sql.placeholder('offset') };

  const counted = typeof query.storedTotal === 'object' && !searched ? query.storedTotal : undefined;
  const anchorKey =
    counted && deep && selects.ids ? anchorableKey(spec.sortable[order.sort], spec.tieBreaker) : undefined;
  if (counted && anchorKey) {
    // A deep page of the whole scope: from the remembered position before it (anchors.ts).
    const stored = await storedCount(db, counted);
    const anchor = await anchorFor(
      db,
      spec,
      `${pageShape}|${JSON.stringify(values)}`,
      input.Offset,
      stored.changes,
      async (position) => {
        const [row] = await build(`anchor ${order.sort} ${order.ascending} ${scopeShape}`, () =>
          db
            .select({
              key: sql<string>`cast(${anchorKey} as text)`,
              id: sql<string>`cast(${spec.tieBreaker} as text)`,
              changes: changesNow(),
            })
            .from(anchorKey.table)
            .where(where())
            .orderBy(...orderOfKeys(spec, order))
            .limit(1)
            .offset(sql.placeholder('position')),
        ).execute({ ...values, ...countedPlaceholders(counted), position: position - 1 });
        return row && { offset: position, key: row.key, id: row.id, changes: Number(row.changes) };
      },
    );
    if (anchor) {
      const after = afterAnchor(anchorKey, spec.tieBreaker, order.ascending);
      const items = await build(`anchored ${pageShape}`, () =>
        pageQuery(spec, { rows: selects.rows(db), ids: selects.ids?.(db) }, order, and(where(), after), paged),
      ).execute({
        ...values,
        ...anchorPlaceholders(anchor, counted),
        limit: input.Limit,
        offset: input.Offset - anchor.offset,
      });
      // Nothing found: the scope changed since the position was found, or the page lies past the end;
      // either way the direct query below answers exactly.
      if (items.length > 0) return { items: items as unknown as Awaited<Rows>, total: stored.total };
    }
  }

  const page = build(pageShape, () =>
    pageQuery(spec, { rows: selects.rows(db), ids: selects.ids?.(db) }, order, where(), paged),
  );
  const countRows = () => build(`count ${scopeShape}`, () => selects.count(db).where(where())).execute(values);

  const searchedScope = typeof query.storedTotal === 'object' && terms ? query.storedTotal : undefined;
  if (searchedScope) {
    // A search of a whole scope: its total is counted once, and when it is asked again in a sort that
    // `changes` follows, the order of its matches is read once (search-order.ts); both are kept while the
    // scope's `changes` stands still (remembered.ts). Both are read after `changes` was, so a write in
    // between makes the next request read them again.
    const stored = await storedCount(db, searchedScope);
    const search = `${scopeShape}|${JSON.stringify(values)}`;
    const total = rememberedAt<number | undefined>(db, spec, `total ${search}`, stored.changes, () => undefined);
    const whileUnchanged = unchangedPlaceholders(searchedScope, stored.changes);
    const selectIds = ownColumn(spec.sortable[order.sort], spec.tieBreaker) ? selects.ids : undefined;
    const readOrder = async (ids: NonNullable<typeof selectIds>) =>
      (
        await build(`order ${order.sort} ${order.ascending} ${scopeShape}`, () =>
          ids(db)
            .where(and(where(), unchanged()))
            .orderBy(...orderOfKeys(spec, order)),
        ).execute({ ...values, ...whileUnchanged })
      ).map((row) => String(row.id));
    const readMatches = (ids: string[]) =>
      prepared(db, selects, `matched ${order.sort} ${order.ascending}`, () =>
        selects
          .rows(db)
          .where(and(amongIds(spec.tieBreaker), unchanged()))
          .orderBy(...orderOfKeys(spec, order)),
      ).execute({ ids, ...whileUnchanged });
    const orderedList = `order ${order.sort} ${order.ascending} ${search}`;
    const ordered =
      selectIds &&
      (await matchesInOrder(db, spec, orderedList, stored.changes, total.value, () => readOrder(selectIds)));
    const fromOrder = ordered && (await pageOfMatches(ordered, input.Offset, input.Limit, readMatches));
    if (ordered && fromOrder) return { items: fromOrder as unknown as Awaited<Rows>, total: ordered.length };
    const [items, counted] = await inParallel(
      db,
      () => page.execute(pageValues(input.Offset)),
      async () => total.value ?? countRows().then(([row]) => (row as { total: number }).total),
    );
    total.value = counted;
    return { items: items as unknown as Awaited<Rows>, total: counted };
  }

  const readStored =
    typeof query.storedTotal === 'function'
      ? query.storedTotal
      : counted && (async () => (await storedCount(db, counted)).total);
  const counting = searched || !readStored;
  // The first page of the one row its key names (an edit page reading its record) is its whole scope.
  const oneRecord = filters.byKey && input.Offset === 0;
  if ((counting || oneRecord) && countsOnlyRows(db, selects)) {
    // A page shorter than its limit is its own total (its offset and its rows), unless it is empty past
    // the first page: most of a company's lists are one short page (its cameras, its bans), whose count
    // was a third query. A full page is counted after it rather than beside it.
    const items = await page.execute(pageValues(input.Offset));
    const ownTotal = oneRecord || (items.length < input.Limit && (items.length > 0 || input.Offset === 0));
    const total = ownTotal ? input.Offset + items.length : ((await countRows())[0] as { total: number }).total;
    return { items: items as unknown as Awaited<Rows>, total };
  }
  const [items, counts, stored] = await inParallel(
    db,
    () => page.execute(pageValues(input.Offset)),
    async () => (counting ? countRows().then(([row]) => row as Awaited<Count>[number]) : undefined),
    async () => (counting ? undefined : readStored?.()),
  );
  return {
    items: items as unknown as Awaited<Rows>,
    total: counts ? (counts as { total: number }).total : (stored ?? 0),
    counts,
  };
}
