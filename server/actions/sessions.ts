import { eq } from 'drizzle-orm';
import { errors } from '../../contract/messages';
import type { sessionActions } from '../../contract/session';
import { type EndedSession, endSessions, listSessions } from '../auth/session-list';
import { recordAuditEvent } from '../audit/events';
import { users } from '../db/schema';
import { ApiError } from '../protocol/api-error';
import { type ActionContext, type HandlersOf, sessionOf, userOf } from '../protocol/context';

/**
 * Each ended session on the audit trail, filed under its user: who ended it (the entry's user, session
 * and address) and which it was (its address, browser and company).
 */
async function recordEnded(ctx: ActionContext, action: string, ended: EndedSession[]): Promise<void> {
  const actor = sessionOf(ctx);
  for (const session of ended) {
    await recordAuditEvent(ctx.db, {
      operation: 'END_SESSION',
      action,
      ip: ctx.ip,
      userId: actor.userId,
      sessionId: actor.id,
      companyId: actor.companyId,
      tableName: 'users',
      recordId: session.userId,
      changes: {
        session_ip: [null, session.ip],
        user_agent: [null, session.userAgent],
        ...(session.companyId ? { company_id: [null, session.companyId] } : {}),
      },
    });
  }
}

export const sessionHandlers = {
  async GetOwnSessions(input, ctx) {
    return listSessions(ctx.db, userOf(ctx), sessionOf(ctx).id, input);
  },

  async EndOwnSession({ SessionId }, ctx) {
    // Only the caller's own: another user's session and one that has ended look the same.
    const ended = await endSessions(ctx.db, userOf(ctx), { only: SessionId });
    if (ended.length === 0) throw new ApiError(404, errors.notFound);
    await recordEnded(ctx, 'EndOwnSession', ended);
    return {};
  },

  async EndOtherOwnSessions(_input, ctx) {
    const ended = await endSessions(ctx.db, userOf(ctx), { except: sessionOf(ctx).id });
    await recordEnded(ctx, 'EndOtherOwnSessions', ended);
    return { ended: ended.length };
  },

  async GetUserSessions({ UserId, ...input }, ctx) {
    return listSessions(ctx.db, UserId, sessionOf(ctx).id, input);
  },

  async EndUserSessions({ UserId, SessionId }, ctx) {
    const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, UserId));
    if (!user) throw new ApiError(404, errors.notFound);
    const ended = await endSessions(ctx.db, UserId, { only: SessionId, except: sessionOf(ctx).id });
    if (SessionId && ended.length === 0) throw new ApiError(404, errors.notFound);
    await recordEnded(ctx, 'EndUserSessions', ended);
    return { ended: ended.length };
  },
} satisfies HandlersOf<typeof sessionActions>;
