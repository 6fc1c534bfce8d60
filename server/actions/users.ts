import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import { errors } from '../../contract/messages';
import {
  USER_PROFILES_SHOWN,
  type UserRecord,
  type userActions,
  userMessages,
  type userSortFields,
} from '../../contract/user';
import { hashPassword } from '../auth/passwords';
import { givenColumns, hasChanges } from '../db/changes';
import { answerConstraints } from '../db/constraints';
import type { Database } from '../db/open';
import { profileRoleColumns } from '../auth/roles';
import { companies, companyProfiles, companyRoles, sessions, users } from '../db/schema';
import { qualified } from '../db/sql';
import { ApiError } from '../protocol/api-error';
import { type HandlersOf, sessionOf } from '../protocol/context';
import { type ListSelects, type ListSpec, preparedListPage } from '../protocol/list';

// A correlated subquery: evaluated for the rows of the page only.
const companyNames = sql<string[]>`array(
  select ${qualified(companies.name)} from ${companyProfiles}
  join ${companies} on ${qualified(companies.id)} = ${qualified(companyProfiles.companyId)}
  where ${qualified(companyProfiles.userId)} = ${qualified(users.id)}
  order by ${qualified(companies.name)})`;

const userList: ListSpec<(typeof userSortFields)[number]> = {
  sortable: {
    displayName: users.displayName,
    phoneNumber: users.phoneNumber,
    email: users.email,
    // An expression rather than the column: a key's insert or delete moves it without moving the users'
    // stored `changes` (migration 0041), so its deep pages are read the direct way, not from positions.
    keysCount: sql`${users.keysCount}`,
  },
  defaultSort: 'displayName',
  searchable: [users.displayName, users.phoneNumber, users.email],
  phone: users.phoneNumber,
  tieBreaker: users.id,
};

/** The user's own columns every read returns: never the password hash. */
const userColumns = {
  id: users.id,
  displayName: users.displayName,
  phoneNumber: users.phoneNumber,
  email: users.email,
  emailConfirmed: users.emailConfirmed,
  keysCount: users.keysCount,
};

const selectUsers = (db: Database) =>
  db
    .select({ ...userColumns, companies: companyNames })
    .from(users)
    .$dynamic();

// Only the columns of the contract: the password hash never leaves the database.
const userSelects: ListSelects<ReturnType<typeof selectUsers>> = {
  rows: selectUsers,
  count: (db) => db.select({ total: count() }).from(users).$dynamic(),
  ids: (db) => db.select({ id: users.id }).from(users).$dynamic(),
};

/** A user with the first profiles (companies and roles), and whether there are more. */
async function readUser(db: Database, userId: string): Promise<UserRecord> {
  const [user] = await db
    .select({ ...userColumns, isPlatformAdmin: users.isPlatformAdmin, platformRole: users.platformRole })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new ApiError(404, errors.notFound);
  const profiles = await db
    .select({ companyId: companyProfiles.companyId, companyName: companies.name, ...profileRoleColumns })
    .from(companyProfiles)
    .innerJoin(companies, eq(companies.id, companyProfiles.companyId))
    .leftJoin(companyRoles, eq(companyRoles.id, companyProfiles.customRoleId))
    .where(eq(companyProfiles.userId, userId))
    .orderBy(companies.name, companies.id)
    .limit(USER_PROFILES_SHOWN + 1);
  return {
    ...user,
    profiles: profiles.slice(0, USER_PROFILES_SHOWN),
    hasMoreProfiles: profiles.length > USER_PROFILES_SHOWN,
  };
}

/**
 * The platform keeps an operator (a platform admin who may change things): taking that from `userId`
 * (deleting, demoting, making an auditor) is refused when no other would be left. The operators' rows
 * are locked until the Action's transaction ends, so two requests taking the right from the last two at
 * once cannot both pass.
 */
async function keepAPlatformAdmin(db: Database, userId: string, param?: string): Promise<void> {
  const admins = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isPlatformAdmin, true), eq(users.platformRole, 'operator')))
    .orderBy(users.id)
    .for('update');
  if (admins.some((admin) => admin.id === userId) && admins.length <= 1) {
    throw new ApiError(
      409,
      userMessages.lastPlatformAdmin,
      param ? { [param]: userMessages.lastPlatformAdmin } : undefined,
    );
  }
}

const phoneTaken = () => new ApiError(409, userMessages.phoneTaken, { PhoneNumber: userMessages.phoneTaken });

export const userHandlers = {
  async GetUsers(input, ctx) {
    return preparedListPage(ctx.db, input, userList, userSelects, {
      filters: { id: [users.id, input.Id] },
      storedTotal: input.Id ? undefined : { table: 'users' },
    });
  },

  async GetUser({ UserId }, ctx) {
    return readUser(ctx.db, UserId);
  },

  async EditUser(input, ctx) {
    const demotion =
      input.IsPlatformAdmin === false ? 'IsPlatformAdmin' : input.PlatformRole === 'auditor' ? 'PlatformRole' : null;
    if (demotion) {
      if (input.UserId === sessionOf(ctx).userId) {
        throw new ApiError(409, userMessages.demoteSelf, { [demotion]: userMessages.demoteSelf });
      }
      await keepAPlatformAdmin(ctx.db, input.UserId, demotion);
    }
    const changes = givenColumns({
      displayName: input.DisplayName,
      phoneNumber: input.PhoneNumber,
      email: input.Email,
      // A new address is not confirmed yet: its owner has not answered to it.
      emailConfirmed:
        input.Email === undefined
          ? undefined
          : sql<boolean>`${users.emailConfirmed} and ${users.email} is not distinct from ${input.Email}`,
      isPlatformAdmin: input.IsPlatformAdmin,
      platformRole: input.PlatformRole,
    });
    if (hasChanges(changes)) {
      const updated = await answerConstraints(
        ctx.db.update(users).set(changes).where(eq(users.id, input.UserId)).returning({ id: users.id }),
        { unique: phoneTaken },
      );
      if (updated.length === 0) throw new ApiError(404, errors.notFound);
    }
    return readUser(ctx.db, input.UserId);
  },

  async ChangeUserPassword({ UserId, Password }, ctx) {
    const passwordHash = await hashPassword(Password);
    const updated = await ctx.db
      .update(users)
      .set({ passwordHash })
      .where(eq(users.id, UserId))
      .returning({ id: users.id });
    if (updated.length === 0) throw new ApiError(404, errors.notFound);
    // Whoever knew the old password is signed out everywhere; the session making the change stays.
    await ctx.db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.userId, UserId), ne(sessions.id, sessionOf(ctx).id), isNull(sessions.revokedAt)));
    return {};
  },

  async DeleteUser({ UserId }, ctx) {
    if (UserId === sessionOf(ctx).userId) throw new ApiError(409, userMessages.deleteSelf);
    await keepAPlatformAdmin(ctx.db, UserId);
    // Profiles and sessions go with the user (their sessions end with them); keys stay, without a user.
    const deleted = await ctx.db.delete(users).where(eq(users.id, UserId)).returning({ id: users.id });
    if (deleted.length === 0) throw new ApiError(404, errors.notFound);
    return {};
  },
} satisfies HandlersOf<typeof userActions>;
