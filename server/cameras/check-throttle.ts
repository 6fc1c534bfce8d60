import { sql } from 'drizzle-orm';
import type { Database } from '../db/open';
import { cameraCheckWindows } from '../db/schema';
import { qualified } from '../db/sql';

/**
 * The throttle of CheckCameraStatus. Each check connects wherever an administrator pointed a camera, so
 * without a limit the check is a port scanner: at most so many checks per company in a one-minute window.
 * The count is kept in the database, so the limit holds however many servers answer.
 */

export const DEFAULT_CHECKS_PER_MINUTE = 30;

const startedAt = qualified(cameraCheckWindows.startedAt);
const checks = qualified(cameraCheckWindows.checks);
const windowOver = sql`${startedAt} <= now() - interval '1 minute'`;

/**
 * Counts one check for the company and says whether it is within the limit. One statement, so checks
 * asked for at the same time on several servers are all counted: a window that is over starts afresh.
 */
export async function takeCheck(db: Database, companyId: string, perMinute: number): Promise<boolean> {
  const [window] = await db
    .insert(cameraCheckWindows)
    .values({ companyId, startedAt: sql`now()`, checks: 1 })
    .onConflictDoUpdate({
      target: cameraCheckWindows.companyId,
      set: {
        startedAt: sql`case when ${windowOver} then now() else ${startedAt} end`,
        checks: sql`case when ${windowOver} then 1 else ${checks} + 1 end`,
      },
    })
    .returning({ checks: cameraCheckWindows.checks });
  return window.checks <= perMinute;
}
