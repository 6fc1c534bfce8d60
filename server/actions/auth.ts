import { and, count, eq } from 'drizzle-orm';
import {
  type authActions,
  PROFILES_IN_SIGN_IN,
  type Profile,
  type SignedInUser,
  type SignInArea,
} from '../../contract/auth';
import { errors } from '../../contract/messages';
import { PLATFORM_ROLES } from '../../contract/permissions';
import type { ListInput } from '../../contract/protocol';
import { recordAttempt } from '../auth/login-attempts';
import { verifyPassword } from '../auth/passwords';
import { guardedCheck } from '../auth/sign-in-guard';
import { profilePermissions, profileRoleColumns } from '../auth/roles';
import { bindSession, createSession, revokeSession, type Session } from '../auth/sessions';
import type { Database } from '../db/open';
import { companies, companyProfiles, companyRoles, users } from '../db/schema';
import { ApiError } from '../protocol/api-error';
import { type ActionContext, type HandlersOf, sessionOf, userOf } from '../protocol/context';
import { twoFactorChallenge } from './two-factor';
import { type ListSpec, listPage } from '../protocol/list';

const profileList: ListSpec<'companyName'> = {
  sortable: { companyName: companies.name },
  defaultSort: 'companyName',
  searchable: [companies.name],
  tieBreaker: companies.id,
};

/** The profiles that come with a sign-in: the first ones by company name. */
const firstProfiles: ListInput = { Offset: 0, Limit: PROFILES_IN_SIGN_IN };

/** A page of the user's own company profiles. */
function listProfiles(db: Database, userId: string, input: ListInput) {
  return listPage(db, input, profileList, {
    rows: db
      .select({ companyId: companies.id, companyName: companies.name, ...profileRoleColumns })
      .from(companyProfiles)
      .innerJoin(companies, eq(companies.id, companyProfiles.companyId))
      .leftJoin(companyRoles, eq(companyRoles.id, companyProfiles.customRoleId))
      .$dynamic(),
    count: db
      .select({ total: count() })
      .from(companyProfiles)
      .innerJoin(companies, eq(companies.id, companyProfiles.companyId))
      .$dynamic(),
    scope: eq(companyProfiles.userId, userId),
  });
}

const userColumns = { id: users.id, displayName: users.displayName, phoneNumber: users.phoneNumber };

/** The profiles as the sign-in's answer has them (the permissions of each stay on the server). */
type ProfilePage = { items: (Profile & { customPermissions: string[] | null })[]; total: number };

const toSignedInUser = (
  user: { id: string; displayName: string; phoneNumber: string },
  session: Session,
  profiles: ProfilePage,
  bound: { companyName: string | null; permissions: readonly string[] },
): SignedInUser => ({
  id: user.id,
  displayName: user.displayName,
  phoneNumber: user.phoneNumber,
  area: session.area,
  companyId: session.companyId,
  companyName: bound.companyName,
  credentials: { token: session.token, apiKeyId: session.id },
  permissions: [...bound.permissions],
  profiles: profiles.items,
  hasMoreProfiles: profiles.total > profiles.items.length,
  expiresAt: session.expiresAt.toISOString(),
});

/**
 * A session for a user whose sign-in is complete (password, and the second factor when there is one).
 * With a single profile there is nothing to choose: a company-area session acts for that company at once.
 */
export async function startSession(
  ctx: ActionContext,
  user: { id: string; displayName: string; phoneNumber: string },
  area: SignInArea,
  known?: ProfilePage,
): Promise<SignedInUser> {
  const profiles = known ?? (await listProfiles(ctx.db, user.id, firstProfiles));
  if (area === 'company' && profiles.total === 0) throw new ApiError(403, errors.noCompanyAccess);
  const only = area === 'company' && profiles.total === 1 ? profiles.items[0] : null;
  const session = await createSession(ctx.db, {
    userId: user.id,
    area,
    companyId: only?.companyId ?? null,
    ttlMinutes: ctx.settings.sessionTtlMinutes,
    ip: ctx.ip,
    userAgent: ctx.userAgent,
  });
  return toSignedInUser(user, session, profiles, {
    companyName: only?.companyName ?? null,
    permissions: area === 'platform' ? await platformPermissions(ctx, user.id) : only ? profilePermissions(only) : [],
  });
}

/** What the user's platform role allows. */
async function platformPermissions(ctx: ActionContext, userId: string) {
  const [{ platformRole }] = await ctx.db
    .select({ platformRole: users.platformRole })
    .from(users)
    .where(eq(users.id, userId));
  return PLATFORM_ROLES[platformRole];
}

export const authHandlers = {
  async Login({ PhoneNumber, Password, Area }, ctx) {
    const [user] = await ctx.db
      .select({
        ...userColumns,
        passwordHash: users.passwordHash,
        isPlatformAdmin: users.isPlatformAdmin,
        platformRole: users.platformRole,
      })
      .from(users)
      .where(eq(users.phoneNumber, PhoneNumber));
    // The password is checked only within the limits: a banned address or a locked-out phone number
    // gets 429 even with the right one, which caps guessing. An unknown phone is verified against a
    // dummy hash: same time, same answer as a wrong password.
    const valid = await guardedCheck(ctx.db, { phoneNumber: PhoneNumber, ip: ctx.ip }, () =>
      verifyPassword(user?.passwordHash, Password),
    );
    await recordAttempt(ctx.db, { phoneNumber: PhoneNumber, ip: ctx.ip, succeeded: valid });
    if (!user || !valid) throw new ApiError(401, errors.invalidCredentials);

    if (Area === 'platform' && !user.isPlatformAdmin) throw new ApiError(403, errors.noPlatformAccess);
    const profiles = await listProfiles(ctx.db, user.id, firstProfiles);
    if (Area === 'company' && profiles.total === 0) throw new ApiError(403, errors.noCompanyAccess);

    // A second factor, when the user has one or must have one, comes before any session (two-factor.ts).
    const challenge = await twoFactorChallenge(ctx, user, Area);
    if (challenge) return challenge;
    return startSession(ctx, user, Area, profiles);
  },

  async Logout(_input, ctx) {
    await revokeSession(ctx.db, sessionOf(ctx).id);
    return {};
  },

  async GetProfiles(input, ctx) {
    return listProfiles(ctx.db, userOf(ctx), input);
  },

  async GetOwnPermissions(_input, ctx) {
    return { permissions: [...ctx.permissions] };
  },

  async SelectProfile({ CompanyId }, ctx) {
    const session = sessionOf(ctx);
    const userId = userOf(ctx);
    if (session.area !== 'company') throw new ApiError(403, errors.forbiddenArea);
    const [profile] = await ctx.db
      .select({ companyName: companies.name, ...profileRoleColumns })
      .from(companyProfiles)
      .innerJoin(companies, eq(companies.id, companyProfiles.companyId))
      .leftJoin(companyRoles, eq(companyRoles.id, companyProfiles.customRoleId))
      .where(and(eq(companyProfiles.userId, userId), eq(companyProfiles.companyId, CompanyId)));
    // Someone else's company and a company that does not exist look the same.
    if (!profile) throw new ApiError(404, errors.notFound);

    await bindSession(ctx.db, session.id, CompanyId);
    const [user] = await ctx.db.select(userColumns).from(users).where(eq(users.id, userId));
    const profiles = await listProfiles(ctx.db, userId, firstProfiles);
    return toSignedInUser(user, { ...session, companyId: CompanyId }, profiles, {
      companyName: profile.companyName,
      permissions: profilePermissions(profile),
    });
  },
} satisfies HandlersOf<typeof authActions>;
