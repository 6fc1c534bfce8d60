import { and, asc, eq } from 'drizzle-orm';
import { type GuestPassRefusal, type guestPassActions, guestRefusalMessage } from '../../contract/guest-pass';
import { hashToken } from '../auth/tokens';
import type { Database } from '../db/open';
import { accessPoints, guestPassPoints, guestPasses, lockCommands } from '../db/schema';
import { acknowledgedWithin, guestPassEvent, waitingOpenings } from '../guest/openings';
import { firstRefusalOfLink, throttleGuestAddress, throttleGuestLink } from '../guest/throttle';
import { ensurePassEventMonths } from '../journal/partitions';
import { eventRows, storePassEvents } from '../journal/store';
import { ApiError } from '../protocol/api-error';
import type { HandlersOf } from '../protocol/context';

/**
 * The public lock page's Actions: a guest link's doors, and opening one. Nothing here names the company
 * or anyone but the guest. Every request counts against its address first (a guesser has no link), then
 * against the link it names.
 */

type Pass = typeof guestPasses.$inferSelect;

/** Why a pass does not open now, or undefined when it does. */
const refusalOf = (pass: Pass, now: Date): GuestPassRefusal | undefined => {
  if (pass.revokedAt) return 'revoked';
  if (pass.validFrom > now) return 'notYet';
  if (pass.validTo <= now) return 'expired';
  if (pass.uses >= pass.maxUses) return 'usedUp';
  return undefined;
};

/** 404 for a link nobody issued, 410 for one that no longer (or does not yet) open: the page says which. */
const refusal = (reason: GuestPassRefusal) =>
  new ApiError(reason === 'unknown' || reason === 'notThisDoor' ? 404 : 410, guestRefusalMessage(reason));

/** The pass a link's token names, after the address's and the link's limits; 404 for an unknown token. */
async function passOf(db: Database, token: string, ip: string): Promise<Pass> {
  await throttleGuestAddress(db, ip);
  const [pass] = await db
    .select()
    .from(guestPasses)
    .where(eq(guestPasses.tokenHash, hashToken(token)));
  if (!pass) throw refusal('unknown');
  await throttleGuestLink(db, pass.id);
  return pass;
}

/** One of the pass's doors with its lock, or undefined. */
async function doorOf(db: Database, passId: string, pointId: string) {
  const [door] = await db
    .select({
      id: accessPoints.id,
      name: accessPoints.displayName,
      lockId: accessPoints.lockId,
      companyId: accessPoints.companyId,
    })
    .from(guestPassPoints)
    .innerJoin(accessPoints, eq(accessPoints.id, guestPassPoints.accessPointId))
    .where(and(eq(guestPassPoints.guestPassId, passId), eq(guestPassPoints.accessPointId, pointId)));
  return door;
}

export const guestDoorHandlers = {
  async GetGuestDoors({ Pass: token }, ctx) {
    const pass = await passOf(ctx.db, token, ctx.ip);
    const reason = refusalOf(pass, new Date());
    if (reason) throw refusal(reason);
    const doors = await ctx.db
      .select({ id: accessPoints.id, name: accessPoints.displayName })
      .from(guestPassPoints)
      .innerJoin(accessPoints, eq(accessPoints.id, guestPassPoints.accessPointId))
      .where(eq(guestPassPoints.guestPassId, pass.id))
      .orderBy(asc(accessPoints.displayName), asc(accessPoints.id));
    return {
      name: pass.name,
      doors,
      validFrom: pass.validFrom.toISOString(),
      validTo: pass.validTo.toISOString(),
      usesLeft: pass.maxUses - pass.uses,
    };
  },

  async OpenGuestDoor({ Pass: token, AccessPointId }, ctx) {
    const pass = await passOf(ctx.db, token, ctx.ip);
    const door = await doorOf(ctx.db, pass.id, AccessPointId);
    if (!door) throw refusal('notThisDoor');
    await ensurePassEventMonths(ctx.db, [new Date()]);
    // The pass's row is locked while its openings are counted: of openings arriving together, only as
    // many as it has openings left (those confirmed and those a device may still take) get a command.
    const written = await ctx.db.transaction(
      async (tx): Promise<{ refused: GuestPassRefusal } | { commandId: string }> => {
        const [current] = await tx.select().from(guestPasses).where(eq(guestPasses.id, pass.id)).for('update');
        const waiting = await waitingOpenings(tx, pass.id);
        const reason = refusalOf({ ...current, uses: current.uses + waiting }, new Date());
        if (reason) return { refused: reason };
        const [command] = await tx
          .insert(lockCommands)
          .values({
            companyId: door.companyId,
            lockId: door.lockId,
            accessPointId: door.id,
            accessPointName: door.name,
            guestPassId: pass.id,
          })
          .returning({ id: lockCommands.id });
        return { commandId: command.id };
      },
    );
    if ('refused' in written) {
      // The first refusal of the link in its window only (firstRefusalOfLink says why).
      if (await firstRefusalOfLink(ctx.db, pass.id))
        await storePassEvents(
          ctx.db,
          pass.companyId,
          eventRows([guestPassEvent(pass, door, new Date(), written.refused)]),
        );
      throw refusal(written.refused);
    }
    // The page says the door is opening only once a device took the command (which counts the opening).
    const opened = await acknowledgedWithin(ctx.db, written.commandId, ctx.settings.guestOpeningWaitMs, ctx.signal);
    const [after] = await ctx.db
      .select({ uses: guestPasses.uses, maxUses: guestPasses.maxUses })
      .from(guestPasses)
      .where(eq(guestPasses.id, pass.id));
    return { door: door.name, opened, usesLeft: after.maxUses - after.uses };
  },
} satisfies HandlersOf<Pick<typeof guestPassActions, 'GetGuestDoors' | 'OpenGuestDoor'>>;
