import { groupOfKind, type MatchField, type SearchResult, type searchActions } from '../../contract/search';
import { type HandlersOf, scopeOf, sessionOf } from '../protocol/context';
import { searchRows } from '../search/statement';

/** A lookup's row: a result with what matched in two columns, and the match's rank. */
type Row = Omit<SearchResult, 'matched'> & { field: MatchField | null; value: string | null; rank: number };

export const searchHandlers: HandlersOf<typeof searchActions> = {
  Search: async ({ Query, Limit }, ctx) => {
    // A company session is its company's only; a platform session searches every company.
    const searcher = { area: sessionOf(ctx).area, permissions: ctx.permissions, company: scopeOf(ctx) };
    const rows = await searchRows<Row>(ctx.db, searcher, Query, Limit);
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
