import { and, eq, sql } from 'drizzle-orm';
import type { Database } from './open';
import { prepared } from './prepared';
import { rowCounts } from './schema';

/**
 * The tables the count_rows triggers count (migration 0003): addresses per company, users as a whole;
 * abonents per company (their own migration); keys, local_keys and sim_cards as a whole and per company;
 * locks as a whole. Counting another table means adding its triggers there.
 */
export type CountedTable = 'addresses' | 'users' | 'abonents' | 'keys' | 'local_keys' | 'sim_cards' | 'locks';

/** The scope of a whole-table count. */
const WHOLE_TABLE = '00000000-0000-0000-0000-000000000000';

/** How many rows `table` has (in `scopeId`, e.g. a company): one row to read, and exact. */
export async function storedRowCount(db: Database, table: CountedTable, scopeId = WHOLE_TABLE): Promise<number> {
  const [row] = await prepared(db, storedRowCount, '', () =>
    db
      .select({ rowCount: rowCounts.rowCount })
      .from(rowCounts)
      .where(and(eq(rowCounts.tableName, sql.placeholder('table')), eq(rowCounts.scopeId, sql.placeholder('scopeId')))),
  ).execute({ table, scopeId });
  // A scope has no row until its first insert.
  return row?.rowCount ?? 0;
}
