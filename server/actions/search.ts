import { type SQL, sql } from 'drizzle-orm';
import { actions } from '../../contract/actions';
import { allows } from '../../contract/permissions';
import { groupOfKind, type MatchField, type SearchResult, type searchActions } from '../../contract/search';
import { queryRows } from '../db/rows';
import { companies } from '../db/schema';
import { type ActionContext, type HandlersOf, scopeOf, sessionOf } from '../protocol/context';
import { type Match, sources, type Source } from '../search/lookups';
import { searchTerms } from '../search/terms';

/** A lookup's row: a result with what matched in two columns, and the match's rank. */
type Row = Omit<SearchResult, 'matched'> & { field: MatchField | null; value: string | null; rank: number };

/** The kinds the caller's area has and its role may list. */
const searchable = (ctx: ActionContext): Source[] => {
  const area = sessionOf(ctx).area;
  return sources.filter((source) => {
    const list = source.listedBy[area];
    return list !== undefined && allows(ctx.permissions, actions[list].permission ?? 'any');
  });
};

/**
 * One lookup: the records of `source` matching one way, in title order, at most `limit`. A company's
 * search keeps to its company; a platform's names each record's company.
 */
function lookup(source: Source, match: Match, company: string | undefined, limit: number): SQL {
  const scope = company === undefined || !source.companyId ? sql`true` : sql`${source.companyId} = ${company}::uuid`;
  const companyName =
    company === undefined && source.companyId
      ? sql`(select ${companies.name} from ${companies} where ${companies.id} = ${source.companyId})`
      : sql`null::text`;
  return sql`(select ${source.kind}::text as kind, ${source.id}::text as id, ${source.title} as title,
      ${match.matched?.field ?? null}::text as field, ${match.matched?.value ?? null}::text as value,
      ${source.detail ?? null}::text as detail, ${companyName} as company, ${match.rank}::int as rank
    from ${source.from} where ${scope} and (${match.where})
    order by lower(${source.title}), ${source.id} limit ${limit})`;
}

export const searchHandlers: HandlersOf<typeof searchActions> = {
  Search: async ({ Query, Limit }, ctx) => {
    // A company session is its company's only; a platform session searches every company.
    const company = scopeOf(ctx);
    const terms = searchTerms(Query);
    const lookups = searchable(ctx).flatMap((source) =>
      source.matches(terms).flatMap((match) => (match ? [lookup(source, match, company, Limit)] : [])),
    );
    if (lookups.length === 0) return { results: [] };
    // Every lookup in one statement: one round trip, whatever the kinds.
    const rows = await queryRows<Row>(ctx.db, sql.join(lookups, sql` union all `));
    return { results: grouped(rows, Limit) };
  },
};

/**
 * Each record once, found by its best match; then each group's first `limit`, the closest matches first
 * and then by title.
 */
function grouped(rows: Row[], limit: number): SearchResult[] {
  const best = new Map<string, Row>();
  for (const row of rows) {
    const key = `${row.kind}:${row.id}`;
    const seen = best.get(key);
    if (!seen || row.rank < seen.rank) best.set(key, row);
  }
  const sorted = [...best.values()].sort(
    (a, b) => a.rank - b.rank || a.title.localeCompare(b.title) || a.id.localeCompare(b.id),
  );
  const taken = new Map<string, number>();
  return sorted.flatMap((row) => {
    const group = groupOfKind[row.kind];
    const count = taken.get(group) ?? 0;
    if (count >= limit) return [];
    taken.set(group, count + 1);
    const { field, value, rank: _rank, ...result } = row;
    return [{ ...result, matched: field && value !== null ? { field, value } : null }];
  });
}
