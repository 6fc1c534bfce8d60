import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { SignInArea } from '../../contract/auth';
import type { Database } from '../db/open';
import { PLATFORM_ROLES } from '../../contract/permissions';
import { companyProfiles, companyRoles, sessions, users } from '../db/schema';
import { prepared } from '../db/prepared';
import { qualified } from '../db/sql';
import { profilePermissions, profileRoleColumns } from './roles';
import { hashToken, newToken, tokenMatches } from './tokens';
import { MAX_USER_AGENT_LENGTH } from '../../contract/user-agent';

/**
 * A signed-in session as handlers see it; or a company's API token acting as one (server/auth/api-tokens.ts),
 * which has no user: the token's id stands for the session's, in the audit trail too.
 */
export interface Session {
  /** The apiKeyId of the SAS-TOKEN header, or the id of a COMPANY-TOKEN. */
  id: string;
  /** The token as the caller presented it (SelectProfile hands it back); never stored. */
  token: string;
  /** Null for an API token: nobody signed in. */
  userId: string | null;
  area: SignInArea;
  companyId: string | null;
  expiresAt: Date;
}

/** A live session, with what the area guard needs to know about its user right now. */
export interface VerifiedSession {
  session: Session;
  isPlatformAdmin: boolean;
  /** Whether the user still has a profile in the session's company. */
  hasProfile: boolean;
  /**
   * What the user's role allows in the session's area now (the platform role, or the role of the
   * session's company): read at every call, so a changed role takes effect on the next one.
   */
  permissions: ReadonlySet<string>;
}

export async function createSession(
  db: Database,
  values: {
    userId: string;
    area: SignInArea;
    companyId: string | null;
    ttlMinutes: number;
    /** Where and with which browser it signs in, for the person's list of sessions. */
    ip?: string;
    userAgent?: string;
  },
): Promise<Session> {
  const token = newToken();
  const { ip, userAgent, ...session } = values;
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: hashToken(token),
      userId: values.userId,
      area: values.area,
      companyId: values.companyId,
      ip: ip ?? null,
      userAgent: userAgent ? userAgent.slice(0, MAX_USER_AGENT_LENGTH) : null,
      lastUsedAt: sql`now()`,
      // The database clock, so that every API server agrees on when a session ends.
      expiresAt: sql`now() + make_interval(mins => ${values.ttlMinutes})`,
    })
    .returning({ id: sessions.id, expiresAt: sessions.expiresAt });
  return { ...session, id: row.id, token, expiresAt: row.expiresAt };
}

/**
 * How stale a session's `last_used_at` may get before a call writes it again: one write a minute, not one
 * a call (as devices' `last_seen_at`, server/devices/seen.ts). The list says "last used" to the minute.
 */
export const USED_RESOLUTION_MS = 60_000;
const USED_RESOLUTION = sql`make_interval(secs => ${USED_RESOLUTION_MS / 1000})`;

/** Notes a call of the session; of the calls that arrive together after a minute, one writes. */
async function markUsed(db: Database, id: string): Promise<void> {
  await db
    .update(sessions)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(sessions.id, id),
        or(isNull(sessions.lastUsedAt), lt(sessions.lastUsedAt, sql`now() - ${USED_RESOLUTION}`)),
      ),
    );
}

/** The session lookup of every signed-in request, built once per database. */
const sessionLookup = (db: Database) =>
  prepared(db, findSession, '', () =>
    db
      .select({
        id: sessions.id,
        tokenHash: sessions.tokenHash,
        userId: sessions.userId,
        area: sessions.area,
        companyId: sessions.companyId,
        expiresAt: sessions.expiresAt,
        isPlatformAdmin: users.isPlatformAdmin,
        platformRole: users.platformRole,
        hasProfile: sql<boolean>`${companyProfiles.userId} is not null`,
        ...profileRoleColumns,
        // Whether this call should write `last_used_at` (most calls need not: one statement, not two).
        stale: sql<boolean>`${qualified(sessions.lastUsedAt)} is null
          or ${qualified(sessions.lastUsedAt)} < now() - ${USED_RESOLUTION}`,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(
        companyProfiles,
        and(eq(companyProfiles.userId, sessions.userId), eq(companyProfiles.companyId, sessions.companyId)),
      )
      .leftJoin(companyRoles, eq(companyRoles.id, companyProfiles.customRoleId))
      .where(
        and(
          eq(sessions.id, sql.placeholder('apiKeyId')),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql`now()`),
        ),
      ),
  );

/** The live (not expired, not revoked) session of an apiKeyId and token, or undefined. */
export async function findSession(db: Database, apiKeyId: string, token: string): Promise<VerifiedSession | undefined> {
  const [row] = await sessionLookup(db).execute({ apiKeyId });
  if (!row || !tokenMatches(token, row.tokenHash)) return undefined;
  if (row.stale) await markUsed(db, row.id);
  const { id, userId, area, companyId, expiresAt } = row;
  return {
    session: { id, token, userId, area, companyId, expiresAt },
    isPlatformAdmin: row.isPlatformAdmin,
    hasProfile: row.hasProfile,
    permissions: new Set(area === 'platform' ? PLATFORM_ROLES[row.platformRole] : profilePermissions(row)),
  };
}

export async function revokeSession(db: Database, id: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(eq(sessions.id, id));
}

/** Makes a company-area session act for one company. */
export async function bindSession(db: Database, id: string, companyId: string): Promise<void> {
  await db.update(sessions).set({ companyId }).where(eq(sessions.id, id));
}

/** How long an ended (expired or revoked) session is kept, for looking into what happened. */
const KEEP_ENDED = sql`interval '1 day'`;

/** Deletes the sessions that ended more than a day ago (housekeeping). */
export async function deleteEndedSessions(db: Database): Promise<void> {
  const before = sql`now() - ${KEEP_ENDED}`;
  await db.delete(sessions).where(or(lt(sessions.expiresAt, before), lt(sessions.revokedAt, before)));
}
