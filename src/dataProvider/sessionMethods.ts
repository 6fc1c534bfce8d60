import type { Identifier } from 'react-admin';
import type { SessionRecord } from '../../contract/session';
import type { ActionCall } from './actionCall';

/** The sessions' non-CRUD Actions, spread into the dataProvider (components never call fetch). */
export const sessionMethods = (call: ActionCall) => ({
  /** Ends every session of the signed-in user but this one; answers how many ended. */
  endOtherOwnSessions: async () => ({ data: await call('EndOtherOwnSessions', {}) }),
  /** A user's live sessions (platform), most recently used first. */
  getUserSessions: async ({ userId }: { userId: Identifier }): Promise<{ data: SessionRecord[]; total: number }> => {
    const { items, total } = await call('GetUserSessions', { UserId: String(userId), Limit: 100 });
    return { data: items, total };
  },
  /** Ends a user's sessions, or one of them (platform); answers how many ended. */
  endUserSessions: async ({ userId, sessionId }: { userId: Identifier; sessionId?: Identifier }) => ({
    data: await call('EndUserSessions', {
      UserId: String(userId),
      ...(sessionId !== undefined && { SessionId: String(sessionId) }),
    }),
  }),
});
