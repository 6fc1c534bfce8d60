import { eq } from 'drizzle-orm';
import type { SignInArea, TwoFactorChallenge } from '../../contract/auth';
import { errors } from '../../contract/messages';
import type { twoFactorActions } from '../../contract/two-factor';
import { recordAttempt } from '../auth/login-attempts';
import { guardedCheck } from '../auth/sign-in-guard';
import {
  confirmEnrolment,
  createChallenge,
  endChallenge,
  findChallenge,
  hasSecondFactor,
  recoveryCodesLeft,
  removeSecondFactor,
  replaceRecoveryCodes,
  secondFactorRequired,
  startEnrolment,
  type TwoFactorOptions,
  useSignInCode,
  useTotpCode,
} from '../auth/two-factor';
import { recordAuditEvent } from '../audit/events';
import type { Database } from '../db/open';
import { users } from '../db/schema';
import { ApiError } from '../protocol/api-error';
import { type ActionContext, type HandlersOf, userOf } from '../protocol/context';
import { startSession } from './auth';

const optionsOf = (ctx: ActionContext): TwoFactorOptions => ({
  secretKey: ctx.settings.cameraSecretKey,
  allowReplay: ctx.settings.twoFactorAllowReplay,
});

/**
 * Login's second step, when there is one: a challenge to verify a code for a user who has a second factor,
 * or, for one who must have it and has not, a challenge to enrol with a new secret. Undefined: none.
 */
export async function twoFactorChallenge(
  ctx: ActionContext,
  user: { id: string; phoneNumber: string },
  area: SignInArea,
): Promise<TwoFactorChallenge | undefined> {
  if (await hasSecondFactor(ctx.db, user.id)) {
    return {
      twoFactor: 'verify',
      challenge: await createChallenge(ctx.db, { userId: user.id, area, purpose: 'verify' }),
    };
  }
  if (!(await secondFactorRequired(ctx.db, user.id))) return undefined;
  const enrolment = await startEnrolment(ctx.db, optionsOf(ctx), user);
  // Confirmed by a request at the same moment: verify instead.
  if (!enrolment) return twoFactorChallenge(ctx, user, area);
  const challenge = await createChallenge(ctx.db, { userId: user.id, area, purpose: 'enrol' });
  return { twoFactor: 'enrol', challenge, ...enrolment };
}

/**
 * Checks a code within the sign-in limits (server/auth/sign-in-guard.ts), counted per phone number and
 * address as passwords are: a wrong code is a failed attempt. In a write's transaction (the session-area
 * Actions) the refusal rolls the count back with everything else, so the refusal counts it again outside.
 */
async function guardedCode(
  ctx: ActionContext,
  phoneNumber: string,
  check: () => Promise<boolean>,
  inTransaction: boolean,
): Promise<void> {
  const attempt = { phoneNumber, ip: ctx.ip };
  const valid = await guardedCheck(ctx.db, attempt, check);
  await recordAttempt(ctx.db, { ...attempt, succeeded: valid });
  if (valid) return;
  const refusal = new ApiError(401, errors.invalidTwoFactorCode);
  if (inTransaction) {
    refusal.afterRollback = async (db: Database) => {
      await guardedCheck(db, attempt, async () => false).catch(() => undefined);
      await recordAttempt(db, { ...attempt, succeeded: false });
    };
  }
  throw refusal;
}

const userColumns = { id: users.id, displayName: users.displayName, phoneNumber: users.phoneNumber };

async function readUser(db: Database, userId: string) {
  const [user] = await db.select(userColumns).from(users).where(eq(users.id, userId));
  if (!user) throw new ApiError(401, errors.unauthorized);
  return user;
}

/** A session-area Action's check of a current code (the authenticator's, or a recovery code). */
async function requireCurrentCode(ctx: ActionContext, code: string) {
  const userId = userOf(ctx);
  const user = await readUser(ctx.db, userId);
  if (!(await hasSecondFactor(ctx.db, userId))) throw new ApiError(409, errors.twoFactorState);
  await guardedCode(ctx, user.phoneNumber, () => useSignInCode(ctx.db, optionsOf(ctx), userId, code), true);
  return user;
}

export const twoFactorHandlers = {
  async VerifyTwoFactor({ Challenge, Code }, ctx) {
    const challenge = await findChallenge(ctx.db, Challenge);
    if (!challenge) throw new ApiError(401, errors.twoFactorChallengeExpired);
    const failed = (reason: string) =>
      recordAuditEvent(ctx.db, {
        operation: 'SIGN_IN_FAILED',
        action: 'VerifyTwoFactor',
        ip: ctx.ip,
        userId: challenge.userId,
        tableName: 'users',
        recordId: challenge.userId,
        changes: { phone_number: [null, challenge.phoneNumber], reason: [null, reason] },
      });
    try {
      await guardedCode(
        ctx,
        challenge.phoneNumber,
        () =>
          challenge.purpose === 'enrol'
            ? useTotpCode(ctx.db, optionsOf(ctx), challenge.userId, Code, false)
            : useSignInCode(ctx.db, optionsOf(ctx), challenge.userId, Code),
        false,
      );
    } catch (error) {
      if (error instanceof ApiError) await failed(error.key);
      throw error;
    }
    // Used once: a second request with the same challenge (and another code) finds nothing.
    if (!(await endChallenge(ctx.db, challenge.id))) throw new ApiError(401, errors.twoFactorChallengeExpired);
    const recoveryCodes = challenge.purpose === 'enrol' ? await confirmEnrolment(ctx.db, challenge.userId) : undefined;
    const signedIn = await startSession(ctx, await readUser(ctx.db, challenge.userId), challenge.area);
    await recordAuditEvent(ctx.db, {
      operation: 'SIGN_IN',
      action: 'VerifyTwoFactor',
      ip: ctx.ip,
      userId: signedIn.id,
      sessionId: signedIn.credentials.apiKeyId,
      companyId: signedIn.companyId,
      tableName: 'users',
      recordId: signedIn.id,
      changes: {
        phone_number: [null, signedIn.phoneNumber],
        second_factor: [null, challenge.purpose === 'enrol' ? 'enrolled' : 'verified'],
      },
    });
    return recoveryCodes ? { ...signedIn, recoveryCodes } : signedIn;
  },

  async GetTwoFactor(_input, ctx) {
    const userId = userOf(ctx);
    const [enabled, required, left] = await Promise.all([
      hasSecondFactor(ctx.db, userId),
      secondFactorRequired(ctx.db, userId),
      recoveryCodesLeft(ctx.db, userId),
    ]);
    return { enabled, required, recoveryCodesLeft: enabled ? left : 0 };
  },

  async StartTwoFactorEnrolment(_input, ctx) {
    const user = await readUser(ctx.db, userOf(ctx));
    const enrolment = await startEnrolment(ctx.db, optionsOf(ctx), user);
    if (!enrolment) throw new ApiError(409, errors.twoFactorState);
    return enrolment;
  },

  async ConfirmTwoFactorEnrolment({ Code }, ctx) {
    const user = await readUser(ctx.db, userOf(ctx));
    if (await hasSecondFactor(ctx.db, user.id)) throw new ApiError(409, errors.twoFactorState);
    await guardedCode(ctx, user.phoneNumber, () => useTotpCode(ctx.db, optionsOf(ctx), user.id, Code, false), true);
    return { recoveryCodes: await confirmEnrolment(ctx.db, user.id) };
  },

  async DisableTwoFactor({ Code }, ctx) {
    const userId = userOf(ctx);
    if (await secondFactorRequired(ctx.db, userId)) throw new ApiError(409, errors.twoFactorRequired);
    await requireCurrentCode(ctx, Code);
    await removeSecondFactor(ctx.db, userId);
    return {};
  },

  async RegenerateRecoveryCodes({ Code }, ctx) {
    const user = await requireCurrentCode(ctx, Code);
    return { recoveryCodes: await replaceRecoveryCodes(ctx.db, user.id) };
  },

  async ResetUserTwoFactor({ UserId }, ctx) {
    const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, UserId));
    if (!user) throw new ApiError(404, errors.notFound);
    await removeSecondFactor(ctx.db, UserId);
    return {};
  },
} satisfies HandlersOf<typeof twoFactorActions>;
