import type { FastifyBaseLogger } from 'fastify';
import { deleteOldKeptRows } from './audit/undo';
import { deleteEndedBans } from './auth/ip-bans';
import { deleteExpiredAttempts } from './auth/login-attempts';
import { deleteExpiredChallenges } from './auth/two-factor';
import { deleteEndedSessions } from './auth/sessions';
import type { Database } from './db/open';
import { deleteOldLockCommands } from './guest/outbox';
import { preparePassEventMonths } from './journal/partitions';
import { deleteOldIdempotencyKeys } from './protocol/idempotency';
import { expireKeys } from './keys/life-cycle';
import { deleteOldImportFiles } from './import/stored-files';
import { compactCredentialChanges, deleteOldDeviceHistory } from './sync/compaction';
import { retireEndedRights } from './sync/expired-rights';

/** How often a server deletes the rows nobody needs any more. */
export const HOUSEKEEPING_INTERVAL_MS = 10 * 60_000;

/**
 * One pass: a single DELETE per table (Idempotency-Key answers older than a day among them), keys whose
 * period has ended recorded as expired (they already read as expired; this writes it, with their
 * history), ended access rights taken from the doors, the journal's next month made, the doors' credential
 * change log compacted and the devices' history past its retention deleted (sync/), files uploaded to
 * import from a day on, deleted rows kept for their restore past 30 days forgotten (audit/undo.ts), off the request
 * path. Several servers on one database may run it at the same time: rows another pass has just deleted
 * are simply not found.
 */
export async function deleteStaleRows(db: Database): Promise<void> {
  await deleteEndedSessions(db);
  await deleteExpiredAttempts(db);
  await deleteExpiredChallenges(db);
  await deleteEndedBans(db);
  await expireKeys(db);
  await retireEndedRights(db);
  await deleteOldLockCommands(db);
  await deleteOldIdempotencyKeys(db);
  await preparePassEventMonths(db);
  await compactCredentialChanges(db);
  await deleteOldDeviceHistory(db);
  await deleteOldImportFiles(db);
  await deleteOldKeptRows(db);
}

/**
 * Runs a pass every `intervalMs` until stopped. The timer does not keep the process alive; a pass still
 * running when the next is due is not doubled; a failed pass is logged and tried again next time.
 */
export function startHousekeeping(
  db: Database,
  log: FastifyBaseLogger,
  intervalMs = HOUSEKEEPING_INTERVAL_MS,
): { stop(): Promise<void> } {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    running ??= deleteStaleRows(db)
      .catch((error: unknown) => log.warn({ err: error }, 'housekeeping failed'))
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
  return {
    // Waits for a running pass, so that the database is not closed under it.
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
