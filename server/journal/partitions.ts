import { sql } from 'drizzle-orm';
import type { Database } from '../db/open';

/** The first day (UTC) of the month of a time, `YYYY-MM-01`. */
const monthOf = (time: Date): string => `${time.toISOString().slice(0, 7)}-01`;

/** Months whose partition this process has made or seen, per database: a batch does not ask again. */
const known = new WeakMap<Database, Set<string>>();

/**
 * Makes sure pass_events has a partition for the month of each time (migration 0023's
 * `pass_events_month`): an event of a month with none would be refused by PostgreSQL.
 */
export async function ensurePassEventMonths(db: Database, times: Iterable<Date>): Promise<void> {
  let months = known.get(db);
  if (!months) known.set(db, (months = new Set()));
  for (const month of new Set([...times].map(monthOf))) {
    if (months.has(month)) continue;
    await db.execute(sql`select pass_events_month(${month}::date)`);
    months.add(month);
  }
}

/** The current month and the next: made at start and by housekeeping, so devices never wait on DDL. */
export async function preparePassEventMonths(db: Database, now = new Date()): Promise<void> {
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  await ensurePassEventMonths(db, [now, next]);
}
