import { sql } from 'drizzle-orm';
import type { AuditChanges, AuditOperation } from '../../contract/audit';
import type { authActions, SignedInUser } from '../../contract/auth';
import { MAX_USER_AGENT_LENGTH } from '../../contract/user-agent';
import type { Database } from '../db/open';
import { auditLog, users } from '../db/schema';
import { ApiError } from '../protocol/api-error';
import { type HandlersOf, sessionOf } from '../protocol/context';

/** An event the audit trail records besides row changes: a sign-in, a sign-out, a profile chosen. */
export interface AuditEvent {
  operation: AuditOperation;
  action: string;
  ip: string;
  userId?: string | null;
  /** Whose user it is when only the phone number is known (a failed sign-in): found by it, if any. */
  phoneNumber?: string;
  sessionId?: string | null;
  companyId?: string | null;
  tableName?: string;
  recordId?: string | null;
  changes?: AuditChanges;
}

/** Appends one event to the trail (in the caller's transaction, when it has one). */
export async function recordAuditEvent(db: Database, event: AuditEvent): Promise<void> {
  const userId =
    event.userId ??
    (event.phoneNumber
      ? sql`(select ${users.id} from ${users} where ${users.phoneNumber} = ${event.phoneNumber})`
      : null);
  await db.insert(auditLog).values({
    operation: event.operation,
    action: event.action,
    ip: event.ip,
    userId,
    sessionId: event.sessionId ?? null,
    companyId: event.companyId ?? null,
    tableName: event.tableName ?? null,
    recordId: event.recordId ?? null,
    changes: event.changes ?? {},
  });
}

type AuthHandlers = HandlersOf<typeof authActions>;

/** The browser of a sign-in or sign-out, as a session keeps it (none when the client sent no User-Agent). */
const browserOf = (userAgent: string): AuditChanges =>
  userAgent ? { user_agent: [null, userAgent.slice(0, MAX_USER_AGENT_LENGTH)] } : {};

/**
 * The sign-in Actions with their events on the trail: each sign-in with the phone number it used (never
 * the password) and the browser, each failed one with why (wrong credentials, no access to the area),
 * each sign-out and each company chosen. The other writes are recorded by the database
 * (server/audit/transaction.ts); these change only sessions and sign-in attempts, which the trail does not
 * follow row by row.
 *
 * A sign-in refused by the throttle (429: the address banned, the phone number locked out for it) is not
 * recorded: it checked no password, and a guesser could otherwise add a row to the append-only trail with
 * every request for as long as it likes. Those are counted where the throttle keeps them instead (the
 * ban's `failures`, the windows of `sign_in_throttles`), and the failures before them are on the trail:
 * at most the limits' worth (5 per phone number and address, 30 per address in 15 minutes) before the
 * address is banned, for longer each time.
 */
export function withAuthEvents(handlers: AuthHandlers): AuthHandlers {
  const signedIn = (
    user: SignedInUser,
    operation: AuditOperation,
    action: string,
    ip: string,
    changes: AuditChanges,
  ) => ({
    operation,
    action,
    ip,
    userId: user.id,
    sessionId: user.credentials.apiKeyId,
    companyId: user.companyId,
    tableName: 'users',
    recordId: user.id,
    changes,
  });
  return {
    ...handlers,
    async Login(input, ctx) {
      const phone: AuditChanges = { phone_number: [null, input.PhoneNumber], ...browserOf(ctx.userAgent) };
      try {
        const user = await handlers.Login(input, ctx);
        // A second factor to come: VerifyTwoFactor records the sign-in (server/actions/two-factor.ts).
        if ('twoFactor' in user) return user;
        await recordAuditEvent(ctx.db, signedIn(user, 'SIGN_IN', 'Login', ctx.ip, phone));
        return user;
      } catch (error) {
        if (error instanceof ApiError && error.status !== 429) {
          await recordAuditEvent(ctx.db, {
            operation: 'SIGN_IN_FAILED',
            action: 'Login',
            ip: ctx.ip,
            phoneNumber: input.PhoneNumber,
            tableName: 'users',
            changes: { ...phone, reason: [null, error.key] },
          });
        }
        throw error;
      }
    },
    async Logout(input, ctx) {
      const session = sessionOf(ctx);
      const result = await handlers.Logout(input, ctx);
      await recordAuditEvent(ctx.db, {
        operation: 'SIGN_OUT',
        action: 'Logout',
        ip: ctx.ip,
        userId: session.userId,
        sessionId: session.id,
        companyId: session.companyId,
        tableName: 'users',
        recordId: session.userId,
        changes: browserOf(ctx.userAgent),
      });
      return result;
    },
    async SelectProfile(input, ctx) {
      const user = await handlers.SelectProfile(input, ctx);
      await recordAuditEvent(
        ctx.db,
        signedIn(user, 'SELECT_PROFILE', 'SelectProfile', ctx.ip, {
          company_id: [sessionOf(ctx).companyId, input.CompanyId],
        }),
      );
      return user;
    },
  };
}
