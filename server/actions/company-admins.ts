import { and, count, eq, sql } from 'drizzle-orm';
import { type companyAdminActions, companyAdminMessages } from '../../src/domain/company-admin';
import { errors } from '../../src/domain/messages';
import { hashPassword } from '../auth/passwords';
import type { Database } from '../db/open';
import { companyProfiles, sessions, users } from '../db/schema';
import { ApiError } from '../protocol/api-error';
import type { HandlersOf } from '../protocol/context';
import { type ListSpec, listPage } from '../protocol/list';
import { requireCompany } from './companies';

const adminList: ListSpec<'displayName'> = {
  sortable: { displayName: users.displayName },
  defaultSort: 'displayName',
  searchable: [users.displayName, users.email],
  phone: users.phoneNumber,
  tieBreaker: users.id,
};

/** The company's admins: its profiles with their users (only the columns of the contract). */
const adminQuery = (db: Database) =>
  db
    .select({
      id: users.id,
      displayName: users.displayName,
      phoneNumber: users.phoneNumber,
      email: users.email,
      role: companyProfiles.role,
    })
    .from(companyProfiles)
    .innerJoin(users, eq(users.id, companyProfiles.userId))
    .$dynamic();

const ofCompany = (companyId: string, userId?: string) =>
  and(eq(companyProfiles.companyId, companyId), userId ? eq(companyProfiles.userId, userId) : undefined);

export const companyAdminHandlers = {
  async GetCompanyAdmins(input, ctx) {
    return listPage(input, adminList, {
      rows: adminQuery(ctx.db),
      count: ctx.db.select({ total: count() }).from(companyProfiles).innerJoin(users, eq(users.id, companyProfiles.userId)).$dynamic(),
      scope: ofCompany(input.CompanyId, input.Id),
    });
  },

  async AddCompanyAdmin({ CompanyId, PhoneNumber, Role, DisplayName, Password }, ctx) {
    await requireCompany(ctx.db, CompanyId);
    const [existing] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, PhoneNumber));
    let userId = existing?.id;
    if (!userId) {
      // Nobody has the phone yet: the admin is a new user, who needs a name and a password to sign in.
      const missing = {
        ...(!DisplayName && { DisplayName: companyAdminMessages.newUserNeedsName }),
        ...(!Password && { Password: companyAdminMessages.newUserNeedsPassword }),
      };
      if (!DisplayName || !Password) throw new ApiError(400, errors.invalidParams, missing);
      const [created] = await ctx.db
        .insert(users)
        .values({ displayName: DisplayName, phoneNumber: PhoneNumber, passwordHash: await hashPassword(Password) })
        // Created at the same moment by another request: that user is the one.
        .onConflictDoNothing({ target: users.phoneNumber })
        .returning({ id: users.id });
      userId = created?.id ?? (await ctx.db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, PhoneNumber)))[0].id;
    }
    const [added] = await ctx.db
      .insert(companyProfiles)
      .values({ userId, companyId: CompanyId, role: Role })
      .onConflictDoNothing()
      .returning({ userId: companyProfiles.userId });
    if (!added) throw new ApiError(409, errors.conflict, { PhoneNumber: companyAdminMessages.alreadyAdmin });
    return { id: userId };
  },

  async EditCompanyAdmin({ CompanyId, UserId, Role }, ctx) {
    const [updated] = await ctx.db
      .update(companyProfiles)
      .set({ role: Role })
      .where(ofCompany(CompanyId, UserId))
      .returning({ userId: companyProfiles.userId });
    if (!updated) throw new ApiError(404, errors.notFound);
    const [admin] = await adminQuery(ctx.db).where(ofCompany(CompanyId, UserId));
    return admin;
  },

  async RemoveCompanyAdmin({ CompanyId, UserId }, ctx) {
    const removed = await ctx.db.delete(companyProfiles).where(ofCompany(CompanyId, UserId)).returning({ userId: companyProfiles.userId });
    if (removed.length === 0) throw new ApiError(404, errors.notFound);
    // Whatever the user had open for this company ends now, not at its next request's profile check.
    await ctx.db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.userId, UserId), eq(sessions.companyId, CompanyId), sql`${sessions.revokedAt} is null`));
    return {};
  },
} satisfies HandlersOf<typeof companyAdminActions>;
