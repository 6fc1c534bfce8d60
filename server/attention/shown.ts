import type { AttentionItem } from '../../contract/attention';

/** A group's count and its first items, as its query answers them: each row carries `count(*) over ()`. */
export interface Shown {
  total: number;
  items: AttentionItem[];
}

/** The rows of a group's query (its first items, each with the whole count) as the group. */
export const shown = <Row extends { total: number | string }>(
  rows: Row[],
  toItem: (row: Row) => AttentionItem,
): Shown => ({ total: Number(rows[0]?.total ?? 0), items: rows.map(toItem) });

/** A time as the wire carries it; the drivers answer a Date (pg) or text (a computed column on PGlite). */
export const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();
