import type { SQL } from 'drizzle-orm';
import type { Database } from './open';

/** The rows of a raw SQL query, whichever driver runs it (both answer `{ rows }`). */
export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}
