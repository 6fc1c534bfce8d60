import { and, eq, isNotNull, lt, or, isNull, sql } from 'drizzle-orm';
import { hashToken, newToken, tokenMatches } from '../auth/tokens';
import type { Database } from '../db/open';
import { prepared } from '../db/prepared';
import { localServers } from '../db/schema';

/** Who called a `device` Action: a company's local server, proven by its token. */
export interface DevicePrincipal {
  localServerId: string;
  companyId: string;
}

/**
 * Gives a local server a new token and returns it: the only time it is ever seen. The previous token
 * stops working at once. Undefined when the server is not the company's.
 */
export async function issueLocalServerToken(
  db: Database,
  companyId: string,
  localServerId: string,
): Promise<string | undefined> {
  const token = newToken();
  const [row] = await db
    .update(localServers)
    .set({ tokenHash: hashToken(token), tokenIssuedAt: sql`now()` })
    .where(and(eq(localServers.id, localServerId), eq(localServers.companyId, companyId)))
    .returning({ id: localServers.id });
  return row ? token : undefined;
}

/** Revokes a local server's token: its device side is refused until a new one is issued. */
export async function revokeLocalServerToken(db: Database, companyId: string, localServerId: string): Promise<void> {
  await db
    .update(localServers)
    .set({ tokenHash: null, tokenIssuedAt: null })
    .where(and(eq(localServers.id, localServerId), eq(localServers.companyId, companyId)));
}

const serverLookup = (db: Database) =>
  prepared(db, findLocalServer, '', () =>
    db
      .select({ companyId: localServers.companyId, tokenHash: localServers.tokenHash })
      .from(localServers)
      .where(and(eq(localServers.id, sql.placeholder('id')), isNotNull(localServers.tokenHash))),
  );

/** How stale `last_seen_at` may get before a call writes it again: one write a minute, not one a call. */
const SEEN_RESOLUTION = sql`interval '30 seconds'`;

/** The local server a token belongs to, or undefined; a match marks the server as seen now. */
export async function findLocalServer(
  db: Database,
  localServerId: string,
  token: string,
): Promise<DevicePrincipal | undefined> {
  const [row] = await serverLookup(db).execute({ id: localServerId });
  if (!row?.tokenHash || !tokenMatches(token, row.tokenHash)) return undefined;
  await db
    .update(localServers)
    .set({ lastSeenAt: sql`now()` })
    .where(
      and(
        eq(localServers.id, localServerId),
        or(isNull(localServers.lastSeenAt), lt(localServers.lastSeenAt, sql`now() - ${SEEN_RESOLUTION}`)),
      ),
    );
  return { localServerId, companyId: row.companyId };
}
