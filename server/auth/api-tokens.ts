import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/open';
import { companyApiTokens, companyRoles } from '../db/schema';
import { prepared } from '../db/prepared';
import { profilePermissions } from './roles';
import { hashToken, newToken, tokenMatches } from './tokens';

/** A company's system calling with one of its API tokens (contract/company-api-token.ts). */
export interface ApiTokenPrincipal {
  id: string;
  companyId: string;
  name: string;
  expiresAt: Date;
  /** What the token's role allows now: a changed role counts from the next call, as for a session. */
  permissions: ReadonlySet<string>;
}

/** A new token for a company; its hash is what is kept. */
export const newApiToken = () => {
  const token = newToken();
  return { token, tokenHash: hashToken(token) };
};

const tokenLookup = (db: Database) =>
  prepared(db, findApiToken, '', () =>
    db
      .select({
        id: companyApiTokens.id,
        companyId: companyApiTokens.companyId,
        name: companyApiTokens.name,
        tokenHash: companyApiTokens.tokenHash,
        expiresAt: companyApiTokens.expiresAt,
        role: sql<string>`coalesce(${companyApiTokens.role}, ${companyApiTokens.customRoleId}::text)`,
        customPermissions: companyRoles.permissions,
      })
      .from(companyApiTokens)
      .leftJoin(companyRoles, eq(companyRoles.id, companyApiTokens.customRoleId))
      .where(
        and(
          eq(companyApiTokens.id, sql.placeholder('tokenId')),
          isNull(companyApiTokens.revokedAt),
          gt(companyApiTokens.expiresAt, sql`now()`),
        ),
      ),
  );

/**
 * The live (not expired, not revoked) token of an id and secret, or undefined; marks it used, at most
 * once a minute.
 */
export async function findApiToken(
  db: Database,
  tokenId: string,
  token: string,
): Promise<ApiTokenPrincipal | undefined> {
  const [row] = await tokenLookup(db).execute({ tokenId });
  if (!row || !tokenMatches(token, row.tokenHash)) return undefined;
  await db
    .update(companyApiTokens)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(companyApiTokens.id, row.id),
        or(isNull(companyApiTokens.lastUsedAt), lt(companyApiTokens.lastUsedAt, sql`now() - interval '1 minute'`)),
      ),
    );
  return {
    id: row.id,
    companyId: row.companyId,
    name: row.name,
    expiresAt: row.expiresAt,
    permissions: new Set(profilePermissions(row)),
  };
}
