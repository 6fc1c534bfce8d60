import { z } from 'zod';
import { id, phoneNumber, text } from './fields';
import { validation } from './messages';
import { defineAction, emptyOutput, listInput, listOutput } from './protocol';
import { defineEntity } from './resource';

/** The areas a person signs in to; a session belongs to exactly one. */
export const signInArea = z.enum(['platform', 'company']);
export type SignInArea = z.infer<typeof signInArea>;

/** How many profiles the sign-in result carries; `hasMoreProfiles` says there are more to search. */
export const PROFILES_IN_SIGN_IN = 10;

export const profile = z.object({
  companyId: z.string(),
  companyName: z.string(),
  /** A built-in role's name, or the id of one of the company's own roles (then named by customRoleName). */
  role: z.string(),
  customRoleName: z.string().nullable(),
});
export type Profile = z.infer<typeof profile>;

export const signedInUser = z.object({
  id: z.string(),
  displayName: z.string(),
  phoneNumber: z.string(),
  area: signInArea,
  /** The company the session acts for (company area); null until one is selected. */
  companyId: z.string().nullable(),
  /** That company's name, for the header; null until one is selected and in the platform area. */
  companyName: z.string().nullable(),
  credentials: z.object({ token: z.string(), apiKeyId: z.string() }),
  /** What the session's role allows (contract/permissions.ts): none in the company area until a company is selected. */
  permissions: z.array(z.string()),
  profiles: z.array(profile),
  hasMoreProfiles: z.boolean(),
  expiresAt: z.string(),
});
export type SignedInUser = z.infer<typeof signedInUser>;

/**
 * Login's answer when the password was right but a second factor must follow (contract/two-factor.ts):
 * `verify`, the user has one, VerifyTwoFactor finishes the sign-in with a code; `enrol`, the user must
 * have one and has not, so the answer carries a new secret to enrol (its otpauth:// URI) and
 * VerifyTwoFactor's first right code enrols it and signs in. No session exists until then.
 */
export const twoFactorChallenge = z.object({
  twoFactor: z.enum(['verify', 'enrol']),
  /** The challenge token VerifyTwoFactor takes; it lives five minutes and serves once. */
  challenge: z.string(),
  /** `enrol` only: the otpauth:// URI to show as a QR code, and its secret for typing in by hand. */
  otpauthUri: z.string().optional(),
  secret: z.string().optional(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallenge>;

export const signInForm = z.object({
  phoneNumber: phoneNumber(),
  password: text({ error: validation.required }).min(1, { error: validation.required }).max(256),
});

export const authActions = {
  Login: defineAction({
    method: 'POST',
    area: 'public',
    summary:
      'Signs in with a phone number and a password to one area, or answers the second factor’s challenge (VerifyTwoFactor). A wrong password and an unknown phone give the same answer.',
    input: z.object({
      PhoneNumber: signInForm.shape.phoneNumber,
      Password: signInForm.shape.password,
      Area: signInArea,
    }),
    output: z.union([signedInUser, twoFactorChallenge]),
  }),
  Logout: defineAction({
    method: 'POST',
    area: 'session',
    summary: 'Revokes the token of the calling session.',
    input: z.object({}),
    output: emptyOutput,
  }),
  GetProfiles: defineAction({
    method: 'GET',
    area: 'session',
    summary: "Searches the signed-in user's company profiles (the company selection at sign-in).",
    input: listInput,
    output: listOutput(profile),
  }),
  GetOwnPermissions: defineAction({
    method: 'GET',
    area: 'session',
    summary:
      "What the calling session's role allows now (a role changed since sign-in shows here): the console asks again when a call is refused for want of a permission.",
    input: z.object({}),
    output: z.object({ permissions: z.array(z.string()) }),
  }),
  SelectProfile: defineAction({
    method: 'POST',
    area: 'session',
    summary: 'Binds a company-area session to one of the user’s company profiles.',
    input: z.object({ CompanyId: id() }),
    output: signedInUser,
  }),
};

/** The contract's auth Actions and the console resources they serve. */
export const authEntity = defineEntity(authActions);
