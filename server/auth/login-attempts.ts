import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/open';
import { loginAttempts } from '../db/schema';
import { qualified } from '../db/sql';

/** After this many failed sign-ins for one phone number within the window, sign-in is refused. */
export const MAX_FAILED_ATTEMPTS = 5;
const WINDOW = sql`interval '15 minutes'`;

/**
 * Whether the phone number has used up its failed attempts: failures within the window, counting only
 * those after its latest successful sign-in. Kept in the database, so the limit holds across servers.
 */
export async function isLockedOut(db: Database, phoneNumber: string): Promise<boolean> {
  const [{ failures }] = await db
    .select({ failures: count() })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.phoneNumber, phoneNumber),
        eq(loginAttempts.succeeded, false),
        gt(loginAttempts.attemptedAt, sql`now() - ${WINDOW}`),
        sql`not exists (select 1 from ${loginAttempts} as later
          where later.phone_number = ${phoneNumber} and later.succeeded
            and later.attempted_at > ${qualified(loginAttempts.attemptedAt)})`,
      ),
    );
  return failures >= MAX_FAILED_ATTEMPTS;
}

export async function recordAttempt(
  db: Database,
  attempt: { phoneNumber: string; ip: string; succeeded: boolean },
): Promise<void> {
  await db.insert(loginAttempts).values(attempt);
}

/** Deletes the attempts older than the window (housekeeping): only those within it can lock anyone out. */
export async function deleteExpiredAttempts(db: Database): Promise<void> {
  await db.delete(loginAttempts).where(lt(loginAttempts.attemptedAt, sql`now() - ${WINDOW}`));
}
