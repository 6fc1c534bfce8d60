import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { LOCK_COMMAND_TTL_SECONDS, type guestPassActions } from '../../contract/guest-pass';
import { lockCommands, locks } from '../db/schema';
import { countGuestOpenings, freshCommand } from '../guest/openings';
import { localServerOf, type HandlersOf } from '../protocol/context';

/**
 * The device side of the outbox: a company's local server collects the open commands waiting for the
 * company's locks and acknowledges those it carried out. A command older than its time to live is
 * never handed out: the guest who tapped 'open' has been told no device took it. Acknowledging a guest's
 * command is what makes it an opening (server/guest/openings.ts).
 */

export const lockCommandHandlers = {
  async GetLockCommands({ Limit }, ctx) {
    const { companyId } = localServerOf(ctx);
    const rows = await ctx.db
      .select({
        id: lockCommands.id,
        lockId: lockCommands.lockId,
        lockPid: locks.pid,
        accessPointId: lockCommands.accessPointId,
        accessPointName: lockCommands.accessPointName,
        createdAt: lockCommands.createdAt,
      })
      .from(lockCommands)
      .innerJoin(locks, eq(locks.id, lockCommands.lockId))
      .where(and(eq(lockCommands.companyId, companyId), isNull(lockCommands.acknowledgedAt), freshCommand))
      .orderBy(asc(lockCommands.createdAt), asc(lockCommands.id))
      .limit(Limit);
    return {
      items: rows.map(({ createdAt, ...row }) => ({
        ...row,
        command: 'open' as const,
        created: createdAt.toISOString(),
        expiresAt: new Date(createdAt.getTime() + LOCK_COMMAND_TTL_SECONDS * 1000).toISOString(),
      })),
    };
  },

  async AcknowledgeLockCommands({ CommandIds }, ctx) {
    const { companyId, localServerId } = localServerOf(ctx);
    return ctx.db.transaction(async (tx) => {
      const acknowledged = await tx
        .update(lockCommands)
        .set({ acknowledgedAt: sql`now()`, acknowledgedBy: localServerId })
        .where(
          and(
            eq(lockCommands.companyId, companyId),
            inArray(lockCommands.id, CommandIds),
            isNull(lockCommands.acknowledgedAt),
          ),
        )
        .returning({
          guestPassId: lockCommands.guestPassId,
          accessPointId: lockCommands.accessPointId,
          accessPointName: lockCommands.accessPointName,
        });
      await countGuestOpenings(tx, companyId, acknowledged);
      return { acknowledged: acknowledged.length };
    });
  },
} satisfies HandlersOf<Pick<typeof guestPassActions, 'GetLockCommands' | 'AcknowledgeLockCommands'>>;
