import { and, asc, eq, sql } from 'drizzle-orm';
import { type GuestPassRefusal, type guestPassActions, guestRefusalMessage } from '../../contract/guest-pass';
import { hashToken } from '../auth/tokens';
import type { Database } from '../db/open';
import { accessPoints, guestPassPoints, guestPasses, lockCommands } from '../db/schema';
import { throttleGuestAddress, throttleGuestLink } from '../guest/throttle';
import { ensurePassEventMonths } from '../journal/partitions';
import { eventRows, type NewPassEvent, storePassEvents } from '../journal/store';
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

type Door = NonNullable<Awaited<ReturnType<typeof doorOf>>>;

/** The journal's record of the guest at the door: opened, or refused and why. */
const passEvent = (pass: Pass, door: Door, occurredAt: Date, denied?: GuestPassRefusal): NewPassEvent => ({
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
    const now = new Date();
    await ensurePassEventMonths(ctx.db, [now]);
    // The use is counted by the statement that checks it: of openings arriving together, only as many as
    // the pass has uses left get through, whatever the servers.
    const opened = await ctx.db.transaction(async (tx) => {
      const [counted] = await tx
        .update(guestPasses)
        .set({ uses: sql`${guestPasses.uses} + 1` })
        .where(
          and(
            eq(guestPasses.id, pass.id),
            sql`${guestPasses.revokedAt} is null and ${guestPasses.validFrom} <= now() and ${guestPasses.validTo} > now()`,
            sql`${guestPasses.uses} < ${guestPasses.maxUses}`,
          ),
        )
        .returning({ uses: guestPasses.uses, maxUses: guestPasses.maxUses });
      if (!counted) return undefined;
      await tx.insert(lockCommands).values({
        companyId: door.companyId,
        lockId: door.lockId,
        accessPointId: door.id,
        accessPointName: door.name,
        guestPassId: pass.id,
      });
      await storePassEvents(tx, pass.companyId, eventRows([passEvent(pass, door, now)]));
      return { door: door.name, usesLeft: counted.maxUses - counted.uses };
    });
    if (opened) return opened;
    // Refused: the pass as it is now says why (another opening may have taken the last use meanwhile).
    const [current] = await ctx.db.select().from(guestPasses).where(eq(guestPasses.id, pass.id));
    const reason = refusalOf(current, new Date()) ?? 'usedUp';
    await storePassEvents(ctx.db, pass.companyId, eventRows([passEvent(pass, door, now, reason)]));
    throw refusal(reason);
  },
} satisfies HandlersOf<Pick<typeof guestPassActions, 'GetGuestDoors' | 'OpenGuestDoor'>>;
