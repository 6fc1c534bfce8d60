import { sql } from 'drizzle-orm';
import type { Database } from '../db/open';
import { lockCommands } from '../db/schema';

/** Housekeeping: open commands a day old are history (the journal keeps each pass). */
export async function deleteOldLockCommands(db: Database): Promise<void> {
  await db.delete(lockCommands).where(sql`${lockCommands.createdAt} < now() - interval '1 day'`);
}
