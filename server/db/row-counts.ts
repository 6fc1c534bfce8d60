import { and, eq, sql } from 'drizzle-orm';
import type { Database } from './open';
import { prepared } from './prepared';
import { rowCounts } from './schema';

/**
 * The tables the count_rows triggers count (migration 0003): addresses per company, users as a whole;
 * abonents per company (their own migration); keys, local_keys and sim_cards as a whole and per company;
 * locks as a whole. Counting another table is one line of a migration, as audit_table() is for the
 * audit trail: `SELECT count_table('things', 'company_id', '{name,phone_number}')` (migration 0047)
 * creates its count_rows triggers for that scope (none: the whole table), for deep pages its
 * count_sort_changes trigger on the columns its lists sort by (migration 0041), and counts the rows it
 * already has; then name the table here.
 */
export type CountedTable = 'addresses' | 'users' | 'abonents' | 'keys' | 'local_keys' | 'sim_cards' | 'locks';

/** The scope of a whole-table count. */
export const WHOLE_TABLE = '00000000-0000-0000-0000-000000000000';

/** One stored count: a table in one scope (a company's rows), or the whole table. */
export interface CountedScope {
  table: CountedTable;
  scopeId?: string;
}

/**
 * How many rows the scope has, and its `changes` (see schema/platform.ts): one row to read, and exact. A
 * scope has no row until its first insert.
 */
export async function storedCount(
  db: Database,
  { table, scopeId = WHOLE_TABLE }: CountedScope,
): Promise<{ total: number; changes: number }> {
  const [row] = await prepared(db, storedCount, '', () =>
    db
      .select({ total: rowCounts.rowCount, changes: rowCounts.changes })
      .from(rowCounts)
      .where(and(eq(rowCounts.tableName, sql.placeholder('table')), eq(rowCounts.scopeId, sql.placeholder('scopeId')))),
  ).execute({ table, scopeId });
  return row ?? { total: 0, changes: 0 };
}
