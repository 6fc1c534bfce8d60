import { randomInt } from 'node:crypto';
import { and, eq, exists, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { SignInArea } from '../../contract/auth';
import { RECOVERY_CODE_COUNT } from '../../contract/two-factor';
import { cameraSecretKey, openSecret, sealSecret, UnreadableSecretError } from '../cameras/secrets';
import type { Database } from '../db/open';
import { companies, companyProfiles, recoveryCodes, twoFactorChallenges, userSecondFactors, users } from '../db/schema';
import { hashToken, newToken } from './tokens';

/**
 * Two-factor sign-in (RFC 6238 TOTP through `otpauth`: SHA-1, six digits, 30-second steps, what Google
 * Authenticator, Aegis, 1Password and the like take from a QR code).
 *
 * - The secret is sealed with the server key (AES-256-GCM, the key camera passwords use: CAMERA_SECRET_KEY or
 *   the generated one) and bound to its user; it is answered once, at enrolment, never again.
 * - A code is accepted one step either side of the server's clock (a phone a few seconds off), and only
 *   for a step later than the last one accepted for that user (`last_step`, moved by one conditional
 *   update, so two requests with one code cannot both pass): a code cannot be replayed.
 * - Recovery codes are random (50 bits each), kept as SHA-256 like session tokens, and each works once.
 */

export const TOTP_ISSUER = 'Intercom console';
export const TOTP_PERIOD_SECONDS = 30;
/** How many steps either side of now a code may be of. */
const WINDOW = 1;

/** What the settings may do to the checks (ServerSettings.twoFactorAllowReplay, for test harnesses only). */
export interface TwoFactorOptions {
  secretKey?: Buffer;
  allowReplay?: boolean;
}

const totpOf = (secret: string, label = '') =>
  new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** A new TOTP secret: 160 random bits in base32, as RFC 4226 recommends. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// URI of a secret, labelled with the phone number it signs in. */
export const otpauthUri = (secret: string, phoneNumber: string): string => totpOf(secret, `+${phoneNumber}`).toString();

/** The code of a secret at a time (tests, the demo data's documentation). */
export const totpCode = (secret: string, timestamp = Date.now()): string => totpOf(secret).generate({ timestamp });

/** The time step a code is of, when it is one of the secret's within the window; else null. */
export function stepOf(secret: string, code: string, timestamp = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp, window: WINDOW });
  return delta === null ? null : TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp }) + delta;
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
/** A recovery code as shown: ten characters of an unambiguous alphabet, in two groups (xxxxx-xxxxx). */
const newRecoveryCode = () => {
  const characters = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${characters.slice(0, 5).join('')}-${characters.slice(5).join('')}`;
};
/** What is hashed: the code without its dash and spaces, in lower case, however it was typed. */
const normalRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

const bindingOf = (userId: string) => `totp:${userId}`;

async function seal(db: Database, options: TwoFactorOptions, userId: string, secret: string) {
  return sealSecret(await cameraSecretKey(db, options.secretKey), secret, bindingOf(userId));
}

/** A user's second factor: whether it is confirmed, and its secret in clear (for checking a code). */
async function secondFactorOf(db: Database, options: TwoFactorOptions, userId: string) {
  const [row] = await db
    .select({ secret: userSecondFactors.secret, confirmedAt: userSecondFactors.confirmedAt })
    .from(userSecondFactors)
    .where(eq(userSecondFactors.userId, userId));
  if (!row) return undefined;
  const key = await cameraSecretKey(db, options.secretKey);
  try {
    return { confirmed: row.confirmedAt !== null, secret: openSecret(key, row.secret, bindingOf(userId)) };
  } catch (error) {
    // Sealed under another key (CAMERA_SECRET_KEY changed): no code matches; the platform resets it.
    if (error instanceof UnreadableSecretError) return { confirmed: row.confirmedAt !== null, secret: null };
    throw error;
  }
}

/** Whether the user has a confirmed second factor. */
export async function hasSecondFactor(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: userSecondFactors.userId })
    .from(userSecondFactors)
    .where(and(eq(userSecondFactors.userId, userId), isNotNull(userSecondFactors.confirmedAt)));
  return row !== undefined;
}

/**
 * Whether the user must sign in with a second factor: every platform operator, and every administrator of
 * a company that requires it (whichever company they then work for).
 */
export async function secondFactorRequired(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({
      required: sql<boolean>`${users.isPlatformAdmin} or ${exists(
        db
          .select({ one: sql`1` })
          .from(companyProfiles)
          .innerJoin(companies, eq(companies.id, companyProfiles.companyId))
          .where(and(eq(companyProfiles.userId, users.id), eq(companies.requireTwoFactor, true))),
      )}`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row?.required ?? false;
}

/**
 * Starts an enrolment: a new secret, sealed, replacing any earlier unconfirmed one. Refused (false) when
 * the user already has a confirmed one.
 */
export async function startEnrolment(
  db: Database,
  options: TwoFactorOptions,
  user: { id: string; phoneNumber: string },
): Promise<{ otpauthUri: string; secret: string } | undefined> {
  const secret = newTotpSecret();
  const sealed = await seal(db, options, user.id, secret);
  const [row] = await db
    .insert(userSecondFactors)
    .values({ userId: user.id, secret: sealed })
    .onConflictDoUpdate({
      target: userSecondFactors.userId,
      set: { secret: sealed, lastStep: null, createdAt: sql`now()` },
      setWhere: isNull(userSecondFactors.confirmedAt),
    })
    .returning({ userId: userSecondFactors.userId });
  if (!row) return undefined;
  return { otpauthUri: otpauthUri(secret, user.phoneNumber), secret };
}

/**
 * Checks a code of the user's authenticator and, when right, takes its time step (so it cannot serve
 * again). `confirmed`: whether the code is for a confirmed authenticator (sign-in, disabling) or for the
 * one being enrolled.
 */
export async function useTotpCode(
  db: Database,
  options: TwoFactorOptions,
  userId: string,
  code: string,
  confirmed: boolean,
): Promise<boolean> {
  const factor = await secondFactorOf(db, options, userId);
  if (!factor?.secret || factor.confirmed !== confirmed) return false;
  const step = stepOf(factor.secret, code.replace(/\s/g, ''));
  if (step === null) return false;
  const [taken] = await db
    .update(userSecondFactors)
    .set({ lastStep: options.allowReplay ? sql`greatest(${userSecondFactors.lastStep}, ${step})` : step })
    .where(
      and(
        eq(userSecondFactors.userId, userId),
        options.allowReplay ? undefined : or(isNull(userSecondFactors.lastStep), lt(userSecondFactors.lastStep, step)),
      ),
    )
    .returning({ userId: userSecondFactors.userId });
  return taken !== undefined;
}

/** Uses one of the user's recovery codes: true once for each. */
export async function useRecoveryCode(db: Database, userId: string, code: string): Promise<boolean> {
  const normal = normalRecoveryCode(code);
  if (!/^[a-z\d]{10}$/.test(normal)) return false;
  const [used] = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashToken(normal)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ userId: recoveryCodes.userId });
  return used !== undefined;
}

/** A code at sign-in: the authenticator's, or else a recovery code. */
export async function useSignInCode(
  db: Database,
  options: TwoFactorOptions,
  userId: string,
  code: string,
): Promise<boolean> {
  const compact = code.replace(/\s/g, '');
  if (/^\d{6}$/.test(compact)) return useTotpCode(db, options, userId, compact, true);
  return useRecoveryCode(db, userId, code);
}

/** New recovery codes for the user, replacing the old ones: answered once, kept as hashes. */
export async function replaceRecoveryCodes(db: Database, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db
    .insert(recoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: hashToken(normalRecoveryCode(code)) })))
    .onConflictDoNothing();
  return codes;
}

/** Confirms an enrolment whose first code was right, and gives its recovery codes. */
export async function confirmEnrolment(db: Database, userId: string): Promise<string[]> {
  await db
    .update(userSecondFactors)
    .set({ confirmedAt: sql`now()` })
    .where(eq(userSecondFactors.userId, userId));
  return replaceRecoveryCodes(db, userId);
}

/** Removes a user's second factor and recovery codes (disabled by them, or reset by the platform). */
export async function removeSecondFactor(db: Database, userId: string): Promise<boolean> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  const removed = await db
    .delete(userSecondFactors)
    .where(eq(userSecondFactors.userId, userId))
    .returning({ userId: userSecondFactors.userId });
  return removed.length > 0;
}

/** How many of the user's recovery codes are unused. */
export async function recoveryCodesLeft(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ left: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row.left;
}

/** A challenge for the second factor after a right password: its token is answered, its hash kept. */
export async function createChallenge(
  db: Database,
  values: { userId: string; area: SignInArea; purpose: 'verify' | 'enrol' },
): Promise<string> {
  const token = newToken();
  await db.insert(twoFactorChallenges).values({ ...values, tokenHash: hashToken(token) });
  return token;
}

/** The live challenge of a token, with its user's phone number (the throttling's subject). */
export async function findChallenge(db: Database, token: string) {
  const [row] = await db
    .select({
      id: twoFactorChallenges.id,
      userId: twoFactorChallenges.userId,
      area: twoFactorChallenges.area,
      purpose: twoFactorChallenges.purpose,
      phoneNumber: users.phoneNumber,
    })
    .from(twoFactorChallenges)
    .innerJoin(users, eq(users.id, twoFactorChallenges.userId))
    .where(and(eq(twoFactorChallenges.tokenHash, hashToken(token)), gt(twoFactorChallenges.expiresAt, sql`now()`)));
  return row;
}

/** Ends a challenge (used); false when another request ended it first. */
export async function endChallenge(db: Database, id: string): Promise<boolean> {
  const ended = await db
    .delete(twoFactorChallenges)
    .where(eq(twoFactorChallenges.id, id))
    .returning({ id: twoFactorChallenges.id });
  return ended.length > 0;
}

/** Deletes ended challenges (housekeeping). */
export async function deleteExpiredChallenges(db: Database): Promise<void> {
  await db.delete(twoFactorChallenges).where(lt(twoFactorChallenges.expiresAt, sql`now()`));
}
