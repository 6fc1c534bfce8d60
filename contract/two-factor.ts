import { z } from 'zod';
import { signedInUser } from './auth';
import { id, text } from './fields';
import { validation } from './messages';
import { defineAction, emptyOutput } from './protocol';
import { defineEntity } from './resource';

/**
 * Two-factor sign-in: a time-based one-time password (TOTP, RFC 6238: six digits, 30-second steps, SHA-1,
 * what the common authenticator apps take from a QR code) after the password, and one-time recovery codes
 * for a lost phone. The platform requires it of its operators; a company may require it of its
 * administrators (`requireTwoFactor`).
 */

/** How many recovery codes an enrolment (or a regeneration) gives. */
export const RECOVERY_CODE_COUNT = 10;

/** A code as typed: six digits from the app, or a recovery code (letters and digits, a dash allowed). */
export const twoFactorCode = () =>
  text({ trim: true, error: validation.required })
    .min(1, { error: validation.required })
    .max(32)
    .regex(/^[\dA-Za-z -]+$/, { error: validation.invalidCharacters });

export const twoFactorStatus = z.object({
  /** An authenticator is enrolled (confirmed with a code). */
  enabled: z.boolean(),
  /** The platform (for an operator) or one of the user's companies requires it: it cannot be disabled. */
  required: z.boolean(),
  /** Recovery codes not used yet. */
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatus>;

export const twoFactorEnrolment = z.object({ otpauthUri: z.string(), secret: z.string() });
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolment>;

export const recoveryCodesOutput = z.object({ recoveryCodes: z.array(z.string()) });

export const twoFactorActions = {
  VerifyTwoFactor: defineAction({
    method: 'POST',
    area: 'public',
    summary:
      'Finishes a sign-in that Login answered with a challenge: a code of the authenticator (or a recovery code, once). Wrong codes are throttled as wrong passwords are; a code of a time step already used is refused. On an enrolment challenge, the first right code enrols the authenticator and the answer carries the recovery codes, shown once.',
    input: z.object({ Challenge: text().min(1).max(200), Code: twoFactorCode() }),
    output: signedInUser.extend({ recoveryCodes: z.array(z.string()).optional() }),
  }),
  GetTwoFactor: defineAction({
    method: 'GET',
    area: 'session',
    summary: 'Whether the signed-in user has a second factor, must have one, and how many recovery codes are left.',
    input: z.object({}),
    output: twoFactorStatus,
  }),
  StartTwoFactorEnrolment: defineAction({
    method: 'POST',
    area: 'session',
    summary:
      'Makes a new TOTP secret for the signed-in user and answers its otpauth:// URI (for a QR code) and the secret; nothing changes at sign-in until ConfirmTwoFactorEnrolment.',
    input: z.object({}),
    output: twoFactorEnrolment,
  }),
  ConfirmTwoFactorEnrolment: defineAction({
    method: 'POST',
    area: 'session',
    summary:
      'Confirms the enrolment with a code of the authenticator; answers the recovery codes, shown only this once.',
    input: z.object({ Code: twoFactorCode() }),
    output: recoveryCodesOutput,
  }),
  DisableTwoFactor: defineAction({
    method: 'POST',
    area: 'session',
    summary:
      'Removes the signed-in user’s second factor, given a current code; refused while the platform or a company requires it.',
    input: z.object({ Code: twoFactorCode() }),
    output: emptyOutput,
  }),
  RegenerateRecoveryCodes: defineAction({
    method: 'POST',
    area: 'session',
    summary: 'Replaces the recovery codes, given a current code; the old ones stop working.',
    input: z.object({ Code: twoFactorCode() }),
    output: recoveryCodesOutput,
  }),
  ResetUserTwoFactor: defineAction({
    method: 'POST',
    area: 'platform',
    permission: 'platform.manage',
    summary:
      'Removes a user’s second factor and recovery codes (a lost phone): they sign in with their password and, where it is required, enrol again.',
    input: z.object({ UserId: id() }),
    output: emptyOutput,
  }),
};

export const twoFactorEntity = defineEntity(twoFactorActions);
