import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { type GuestPassRefusal, LOCK_COMMAND_TTL_SECONDS } from '../../contract/guest-pass';
import type { Database } from '../db/open';
import { guestPasses, lockCommands } from '../db/schema';
import { ensurePassEventMonths } from '../journal/partitions';
import { eventRows, type NewPassEvent, storePassEvents } from '../journal/store';

/**
 * A guest's opening is real once a door device took its open command (AcknowledgeLockCommands): only then
 * does it use up one of the link's openings and enter the journal as opened. A command nobody took in
 * time opens nothing and costs the guest nothing.
 */

/** A command a device may still collect: younger than its time to live. */
export const freshCommand = gt(
  lockCommands.createdAt,
  sql`now() - ${sql.raw(`interval '${LOCK_COMMAND_TTL_SECONDS} seconds'`)}`,
);

/**
 * How long the public page's opening waits for a device: the command's time to live, and a little more
 * for a device that collected it at the last moment to say it did.
 */
export const GUEST_OPENING_WAIT_MS = (LOCK_COMMAND_TTL_SECONDS + 2) * 1000;
/** How often the wait looks again: the acknowledgement may reach any of the API servers. */
const LOOK_EVERY_MS = 200;

/** The pass's commands that a device may still take: each may yet use up an opening. */
export async function waitingOpenings(db: Database, guestPassId: string): Promise<number> {
  const [row] = await db
    .select({ waiting: count() })
    .from(lockCommands)
    .where(and(eq(lockCommands.guestPassId, guestPassId), isNull(lockCommands.acknowledgedAt), freshCommand));
  return row.waiting;
}

/** Waits `ms`, or less when the guest leaves; the listener goes with the wait (one a look, many a request). */
const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });

/** Whether a device acknowledged the command within `ms` (looked for until then, or until the guest leaves). */
export async function acknowledgedWithin(
  db: Database,
  commandId: string,
  ms: number,
  signal: AbortSignal,
): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    const [command] = await db
      .select({ acknowledgedAt: lockCommands.acknowledgedAt })
      .from(lockCommands)
      .where(eq(lockCommands.id, commandId));
    if (command?.acknowledgedAt) return true;
    const left = deadline - Date.now();
    if (left <= 0 || signal.aborted) return false;
    await pause(Math.min(LOOK_EVERY_MS, left), signal);
  }
}

/** The journal's record of a guest at a door: opened, or refused and why. */
export const guestPassEvent = (
  pass: { id: string; companyId: string; name: string },
  door: { id: string | null; name: string },
  occurredAt: Date,
  denied?: GuestPassRefusal,
): NewPassEvent => ({
  occurredAt,
  companyId: pass.companyId,
  accessPointId: door.id,
  accessPointName: door.name,
  source: 'guestPass' as const,
  keyType: 'mobile' as const,
  result: denied ? ('denied' as const) : ('opened' as const),
  denialReason: denied ?? null,
  userName: pass.name,
  decision: { guestPassId: pass.id, ...(denied && { refused: denied }) },
});

/**
 * The guest openings among commands a device just acknowledged: each uses up one of its pass's openings
 * and is recorded in the journal as opened, now, in the acknowledgement's transaction.
 */
export async function countGuestOpenings(
  tx: Database,
  companyId: string,
  acknowledged: { guestPassId: string | null; accessPointId: string | null; accessPointName: string }[],
): Promise<void> {
  const now = new Date();
  const events: NewPassEvent[] = [];
  for (const command of acknowledged) {
    if (!command.guestPassId) continue;
    const [pass] = await tx
      .update(guestPasses)
      // Never beyond its uses (the table refuses it): only a device taking a command after the page
      // stopped waiting, while the guest tried again, could get there.
      .set({ uses: sql`least(${guestPasses.uses} + 1, ${guestPasses.maxUses})` })
      .where(and(eq(guestPasses.id, command.guestPassId), eq(guestPasses.companyId, companyId)))
      .returning({ id: guestPasses.id, companyId: guestPasses.companyId, name: guestPasses.name });
    if (pass) events.push(guestPassEvent(pass, { id: command.accessPointId, name: command.accessPointName }, now));
  }
  if (events.length === 0) return;
  await ensurePassEventMonths(tx, [now]);
  await storePassEvents(tx, companyId, eventRows(events));
}
