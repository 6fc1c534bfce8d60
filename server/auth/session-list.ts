import { and, count, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { ListInput } from '../../contract/protocol';
import type { SessionRecord } from '../../contract/session';
import type { Database } from '../db/open';
import { companies, sessions } from '../db/schema';
import { type ListSpec, listPage } from '../protocol/list';

/** How the list sorts; by last use, the calling session counts as used now (its mark is up to a minute old). */
const sessionList = (currentId: string): ListSpec<'lastUsed' | 'created' | 'expires' | 'ip'> => ({
  sortable: {
    lastUsed: sql`case when ${sessions.id} = ${currentId}::uuid then now()
      else coalesce(${sessions.lastUsedAt}, ${sessions.createdAt}) end`,
    created: sessions.createdAt,
    expires: sessions.expiresAt,
    ip: sessions.ip,
  },
  defaultSort: 'lastUsed',
  defaultOrder: 'DESC',
  searchable: [sessions.ip, sessions.userAgent, companies.name],
  tieBreaker: sessions.id,
});

/** A session lives until it expires or is ended; the lookup of each call checks the same. */
const live = () => and(isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`));

/** A page of a user's live sessions, `currentId` marked as the calling one. Never a token or its hash. */
export async function listSessions(
  db: Database,
  userId: string,
  currentId: string,
  input: ListInput,
): Promise<{ items: SessionRecord[]; total: number }> {
  const page = await listPage(db, input, sessionList(currentId), {
    rows: db
      .select({
        id: sessions.id,
        area: sessions.area,
        companyId: sessions.companyId,
        companyName: companies.name,
        ip: sessions.ip,
        userAgent: sessions.userAgent,
        createdAt: sessions.createdAt,
        lastUsedAt: sessions.lastUsedAt,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .leftJoin(companies, eq(companies.id, sessions.companyId))
      .$dynamic(),
    count: db
      .select({ total: count() })
      .from(sessions)
      .leftJoin(companies, eq(companies.id, sessions.companyId))
      .$dynamic(),
    scope: and(eq(sessions.userId, userId), live()),
  });
  return {
    total: page.total,
    items: page.items.map(({ createdAt, lastUsedAt, expiresAt, ...row }) => ({
      ...row,
      created: createdAt.toISOString(),
      lastUsed: lastUsedAt?.toISOString() ?? null,
      expires: expiresAt.toISOString(),
      current: row.id === currentId,
    })),
  };
}

/** A session that was ended, as the audit trail records it. */
export interface EndedSession {
  id: string;
  userId: string;
  companyId: string | null;
  ip: string | null;
  userAgent: string | null;
}

/**
 * Ends a user's live sessions: one (`only`), or all of them but `except` (the caller's own). They are
 * refused from their next call on: the lookup of each call skips a revoked session.
 */
export async function endSessions(
  db: Database,
  userId: string,
  which: { only?: string; except?: string },
): Promise<EndedSession[]> {
  return db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.userId, userId),
        live(),
        which.only ? eq(sessions.id, which.only) : undefined,
        which.except ? ne(sessions.id, which.except) : undefined,
      ),
    )
    .returning({
      id: sessions.id,
      userId: sessions.userId,
      companyId: sessions.companyId,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
    });
}
