import { z } from 'zod';
import { signInArea } from './auth';
import { id } from './fields';
import { defineAction, emptyOutput, listInput, listOutput } from './protocol';
import { defineEntity } from './resource';

/**
 * The sessions a person is signed in with, each one sign-in on one device: where and with which browser
 * it signed in, when it was last used, when it ends. Its token is never shown, only its id (the
 * `apiKeyId` of its requests), which on its own signs nobody in.
 */
export const sessionRecord = z.object({
  id: z.string(),
  area: signInArea,
  /** The company a company-area session acts for (null until one is chosen, and in the platform area). */
  companyId: z.string().nullable(),
  companyName: z.string().nullable(),
  /** The client's address at sign-in, as the server determines it. */
  ip: z.string().nullable(),
  /** The browser's User-Agent at sign-in (at most 512 characters); `describeUserAgent` says it briefly. */
  userAgent: z.string().nullable(),
  created: z.string(),
  /** The latest call made with it, to the minute. */
  lastUsed: z.string().nullable(),
  expires: z.string(),
  /** The session of the call that lists them. */
  current: z.boolean(),
});
export type SessionRecord = z.infer<typeof sessionRecord>;

export const sessionSortFields = ['lastUsed', 'created', 'expires', 'ip'] as const;

/** How many sessions an `End…` Action ended. */
const endedOutput = z.object({ ended: z.number().int() });

export const sessionActions = {
  GetOwnSessions: defineAction({
    method: 'GET',
    area: 'session',
    summary:
      'The signed-in user’s own live sessions (not ended, not expired), in both areas, most recently used first (the calling one, `current`, counts as used now): address, browser, company, when made, last used and ending. Search in the address, browser and company.',
    input: listInput,
    output: listOutput(sessionRecord),
  }),
  EndOwnSession: defineAction({
    method: 'POST',
    area: 'session',
    summary:
      'Ends one of the signed-in user’s own sessions: its next call is refused (401). Ending the calling one is signing out. 404 for a session that is not the user’s own or has already ended.',
    input: z.object({ SessionId: id() }),
    output: emptyOutput,
  }),
  EndOtherOwnSessions: defineAction({
    method: 'POST',
    area: 'session',
    summary: 'Ends every live session of the signed-in user but the calling one ("sign out everywhere else").',
    input: z.object({}),
    output: endedOutput,
  }),
  GetUserSessions: defineAction({
    method: 'GET',
    area: 'platform',
    permission: 'platform.view',
    summary:
      'A user’s live sessions, most recently used first (as GetOwnSessions; `current` is the operator’s own session).',
    input: listInput.extend({ UserId: id() }),
    output: listOutput(sessionRecord),
  }),
  EndUserSessions: defineAction({
    method: 'POST',
    area: 'platform',
    permission: 'platform.manage',
    summary:
      'Ends a user’s live sessions, or only `SessionId` of them (404 when it is not theirs or has ended). The operator’s own calling session is never ended this way.',
    input: z.object({ UserId: id(), SessionId: id().optional() }),
    output: endedOutput,
  }),
};

/** The Sessions page of either area lists the signed-in user's own sessions and ends them. */
export const sessionEntity = defineEntity(sessionActions, {
  company: { sessions: { list: 'GetOwnSessions', delete: { action: 'EndOwnSession', idParam: 'SessionId' } } },
  platform: { sessions: { list: 'GetOwnSessions', delete: { action: 'EndOwnSession', idParam: 'SessionId' } } },
});
