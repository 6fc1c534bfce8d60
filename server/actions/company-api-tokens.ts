import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { companyApiTokenActions } from '../../contract/company-api-token';
import { errors } from '../../contract/messages';
import { newApiToken } from '../auth/api-tokens';
import { storedRole } from '../auth/roles';
import type { Database } from '../db/open';
import { companies, companyApiTokens, companyRoles, users } from '../db/schema';
import { ApiError } from '../protocol/api-error';
import { companyCondition, type HandlersOf, scopeOf, targetCompany, userOf } from '../protocol/context';
import { isoOrNull } from '../protocol/device-status';
import { type ListSpec, listPage } from '../protocol/list';

const tokenList: ListSpec<'created'> = {
  sortable: { created: companyApiTokens.createdAt },
  defaultSort: 'created',
  defaultOrder: 'DESC',
  searchable: [companyApiTokens.name],
  tieBreaker: companyApiTokens.id,
};

// Never the token's hash.
const selectTokens = (db: Database) =>
  db
    .select({
      id: companyApiTokens.id,
      name: companyApiTokens.name,
      role: sql<string>`coalesce(${companyApiTokens.role}, ${companyApiTokens.customRoleId}::text)`,
      customRoleName: companyRoles.name,
      createdAt: companyApiTokens.createdAt,
      createdByName: users.displayName,
      expiresAt: companyApiTokens.expiresAt,
      revokedAt: companyApiTokens.revokedAt,
      lastUsedAt: companyApiTokens.lastUsedAt,
    })
    .from(companyApiTokens)
    .leftJoin(companyRoles, eq(companyRoles.id, companyApiTokens.customRoleId))
    .leftJoin(users, eq(users.id, companyApiTokens.createdBy))
    .$dynamic();

type Row = Awaited<ReturnType<ReturnType<typeof selectTokens>['execute']>>[number];
const toRecord = ({ createdAt, expiresAt, revokedAt, lastUsedAt, ...row }: Row) => ({
  ...row,
  created: createdAt.toISOString(),
  expiresAt: expiresAt.toISOString(),
  revokedAt: isoOrNull(revokedAt),
  lastUsedAt: isoOrNull(lastUsedAt),
});

export const companyApiTokenHandlers = {
  async GetCompanyApiTokens(input, ctx) {
    const page = await listPage(ctx.db, input, tokenList, {
      rows: selectTokens(ctx.db),
      count: ctx.db.select({ total: count() }).from(companyApiTokens).$dynamic(),
      scope: companyCondition(ctx, companyApiTokens.companyId, input.CompanyId),
    });
    return { items: page.items.map(toRecord), total: page.total };
  },

  async IssueCompanyApiToken({ CompanyId, Name, Role, ValidDays }, ctx) {
    // A company names its own company or none; another company's looks like one that does not exist.
    const own = scopeOf(ctx);
    if (own !== undefined && CompanyId !== undefined && CompanyId !== own) throw new ApiError(404, errors.notFound);
    const companyId = targetCompany(ctx, CompanyId);
    const [company] = await ctx.db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
    if (!company) throw new ApiError(404, errors.notFound);
    const { token, tokenHash } = newApiToken();
    const [issued] = await ctx.db
      .insert(companyApiTokens)
      .values({
        companyId,
        name: Name,
        ...(await storedRole(ctx.db, companyId, Role)),
        tokenHash,
        // A person: a token does not issue tokens (userOf refuses it).
        createdBy: userOf(ctx),
        expiresAt: sql`now() + make_interval(days => ${ValidDays})`,
      })
      .returning({ id: companyApiTokens.id, expiresAt: companyApiTokens.expiresAt });
    return { id: issued.id, token, expiresAt: issued.expiresAt.toISOString() };
  },

  async RevokeCompanyApiToken({ TokenId }, ctx) {
    const revoked = await ctx.db
      .update(companyApiTokens)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(companyApiTokens.id, TokenId),
          isNull(companyApiTokens.revokedAt),
          companyCondition(ctx, companyApiTokens.companyId),
        ),
      )
      .returning({ id: companyApiTokens.id });
    if (revoked.length === 0) throw new ApiError(404, errors.notFound);
    return {};
  },
} satisfies HandlersOf<typeof companyApiTokenActions>;
