import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { type CompanyAdminRecord, companyAdminMessages, type companyAdminActions } from '../../contract/company-admin';
import { errors } from '../../contract/messages';
import { hashPassword } from '../auth/passwords';
import { profileRoleColumns, storedRole } from '../auth/roles';
import type { Database } from '../db/open';
import { companies, companyProfiles, companyRoles, sessions, users } from '../db/schema';
import { ApiError } from '../protocol/api-error';
import type { HandlersOf } from '../protocol/context';
import { type ListSpec, listPage } from '../protocol/list';

const adminColumns = {
  id: users.id,
  displayName: users.displayName,
  phoneNumber: users.phoneNumber,
  ...profileRoleColumns,
};

const adminList: ListSpec<'displayName'> = {
  sortable: { displayName: users.displayName },
  defaultSort: 'displayName',
  searchable: [users.displayName],
  phone: users.phoneNumber,
  tieBreaker: users.id,
};

const adminsQuery = (db: Database) =>
  db
    .select(adminColumns)
    .from(companyProfiles)
    .innerJoin(users, eq(users.id, companyProfiles.userId))
    .leftJoin(companyRoles, eq(companyRoles.id, companyProfiles.customRoleId))
    .$dynamic();

async function readAdmin(db: Database, companyId: string, userId: string): Promise<CompanyAdminRecord> {
  const [admin] = await adminsQuery(db).where(
    and(eq(companyProfiles.companyId, companyId), eq(companyProfiles.userId, userId)),
  );
  if (!admin) throw new ApiError(404, errors.notFound);
  return admin;
}

async function requireCompany(db: Database, companyId: string) {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw new ApiError(404, errors.notFound);
}

/** The user with the phone, or a new one made from the name and password (each then required). */
async function userForPhone(
  db: Database,
  phoneNumber: string,
  displayName?: string,
  password?: string,
): Promise<string> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, phoneNumber));
  if (existing) return existing.id;
  const missing = {
    ...(!displayName && { DisplayName: companyAdminMessages.newUserNeedsName }),
    ...(!password && { Password: companyAdminMessages.newUserNeedsPassword }),
  };
  if (!displayName || !password) throw new ApiError(400, errors.invalidParams, missing);
  const [created] = await db
    .insert(users)
    .values({ displayName, phoneNumber, passwordHash: await hashPassword(password) })
    .returning({ id: users.id });
  return created.id;
}

export const companyAdminHandlers = {
  async GetCompanyAdmins(input, ctx) {
    return listPage(ctx.db, input, adminList, {
      rows: adminsQuery(ctx.db),
      count: ctx.db
        .select({ total: count() })
        .from(companyProfiles)
        .innerJoin(users, eq(users.id, companyProfiles.userId))
        .$dynamic(),
      scope: eq(companyProfiles.companyId, input.CompanyId),
    });
  },

  async AddCompanyAdmin(params, ctx) {
    await requireCompany(ctx.db, params.CompanyId);
    const role = await storedRole(ctx.db, params.CompanyId, params.Role);
    const userId = await userForPhone(ctx.db, params.PhoneNumber, params.DisplayName, params.Password);
    const added = await ctx.db
      .insert(companyProfiles)
      .values({ userId, companyId: params.CompanyId, ...role })
      .onConflictDoNothing()
      .returning({ userId: companyProfiles.userId });
    if (added.length === 0)
      throw new ApiError(409, errors.conflict, { PhoneNumber: companyAdminMessages.alreadyAdmin });
    return readAdmin(ctx.db, params.CompanyId, userId);
  },

  async EditCompanyAdmin(params, ctx) {
    const updated = await ctx.db
      .update(companyProfiles)
      .set(await storedRole(ctx.db, params.CompanyId, params.Role))
      .where(and(eq(companyProfiles.companyId, params.CompanyId), eq(companyProfiles.userId, params.UserId)))
      .returning({ userId: companyProfiles.userId });
    if (updated.length === 0) throw new ApiError(404, errors.notFound);
    return readAdmin(ctx.db, params.CompanyId, params.UserId);
  },

  async RemoveCompanyAdmin(params, ctx) {
    const removed = await ctx.db
      .delete(companyProfiles)
      .where(and(eq(companyProfiles.companyId, params.CompanyId), eq(companyProfiles.userId, params.UserId)))
      .returning({ userId: companyProfiles.userId });
    if (removed.length === 0) throw new ApiError(404, errors.notFound);
    // The session check also wants the profile; revoking says the sessions ended, not merely idle.
    await ctx.db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(
        and(eq(sessions.userId, params.UserId), eq(sessions.companyId, params.CompanyId), isNull(sessions.revokedAt)),
      );
    return {};
  },
} satisfies HandlersOf<typeof companyAdminActions>;
