import { z } from 'zod';
import { PLATFORM_ROLE_NAMES } from './permissions';
import { clearableEmail, flag, id, requiredText, text } from './fields';
import { validation, withArgs } from './messages';
import { internationalPhoneNumber } from './phone';
import { defineAction, emptyOutput, listInput, listOutput, toParams } from './protocol';
import { defineEntity } from './resource';

/** User as the platform area's list shows it. */
export const userListItem = z.object({
  id: z.string(),
  displayName: z.string(),
  phoneNumber: z.string(),
  email: z.string().nullable(),
  emailConfirmed: z.boolean(),
  keysCount: z.number().int(),
  /** Names of the companies of the user's profiles. */
  companies: z.array(z.string()),
});
export type UserListItem = z.infer<typeof userListItem>;

/** At most this many profiles come with a user; `hasMoreProfiles` says when there are more. */
export const USER_PROFILES_SHOWN = 50;

/** A user's profile: a company the user administers, with the role there. */
export const userProfile = z.object({
  companyId: z.string(),
  companyName: z.string(),
  role: z.string(),
  customRoleName: z.string().nullable(),
});

/** A user as the user page shows it: the list's fields, platform admin or not, and the profiles. */
export const userRecord = userListItem.omit({ companies: true }).extend({
  isPlatformAdmin: z.boolean(),
  platformRole: z.enum(PLATFORM_ROLE_NAMES),
  profiles: z.array(userProfile),
  hasMoreProfiles: z.boolean(),
});
export type UserRecord = z.infer<typeof userRecord>;

export const userSortFields = ['displayName', 'phoneNumber', 'email', 'keysCount'] as const;

/** The user form (edit): name, phone, e-mail and whether the user administers the platform. */
export const userFields = {
  displayName: requiredText(),
  phoneNumber: internationalPhoneNumber(),
  email: clearableEmail(),
  isPlatformAdmin: flag(),
  /** What a platform admin may do there (permissions.ts); kept, unused, while the user is not one. */
  platformRole: z.enum(PLATFORM_ROLE_NAMES, { error: validation.invalid }),
};
export const userForm = z.object(userFields);

/** The users' own messages (translation keys). */
export const userMessages = {
  passwordsDiffer: 'resources.users.validation.passwordsDiffer',
  /** The platform would have no administrator left. */
  lastPlatformAdmin: 'resources.users.errors.lastPlatformAdmin',
  /** A platform admin does not delete, nor demote, the account they are signed in with. */
  deleteSelf: 'resources.users.errors.deleteSelf',
  demoteSelf: 'resources.users.errors.demoteSelf',
  phoneTaken: 'resources.users.errors.phoneTaken',
} as const;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

/** A new password as a person sets it: any characters, 8 to 256 of them. */
export const newPassword = () =>
  text({ error: validation.required })
    .min(1, { error: validation.required })
    .min(PASSWORD_MIN_LENGTH, { error: withArgs(validation.minLength, { min: PASSWORD_MIN_LENGTH }) })
    .max(PASSWORD_MAX_LENGTH, { error: withArgs(validation.maxLength, { max: PASSWORD_MAX_LENGTH }) });

/** The change-password dialog: the password typed twice. */
export const passwordForm = z
  .object({ password: newPassword(), repeat: text({ error: validation.required }) })
  .refine((form) => form.password === form.repeat, { path: ['repeat'], error: userMessages.passwordsDiffer });

export const userActions = {
  GetUsers: defineAction({
    method: 'GET',
    area: 'platform',
    permission: 'platform.view',
    summary: 'Lists the platform’s users: search in name, phone and e-mail, sort, paged; `Id` fetches one.',
    input: listInput.extend({ Id: id().optional() }),
    output: listOutput(userListItem),
  }),
  GetUser: defineAction({
    method: 'GET',
    area: 'platform',
    permission: 'platform.view',
    summary: `One user: name, phone, e-mail and whether it is confirmed, platform admin or not, key count, and the first ${USER_PROFILES_SHOWN} profiles (companies and roles) with hasMoreProfiles.`,
    input: z.object({ UserId: id() }),
    output: userRecord,
  }),
  EditUser: defineAction({
    method: 'POST',
    area: 'platform',
    permission: 'platform.manage',
    summary:
      'Changes the given fields of a user and returns the user. A new e-mail is not confirmed; a phone another user has is refused with 409; taking the platform admin right from the last platform admin, or from yourself, with 409.',
    input: z.object({ UserId: id(), ...z.object(toParams(userFields)).partial().shape }),
    output: userRecord,
  }),
  ChangeUserPassword: defineAction({
    method: 'POST',
    area: 'platform',
    permission: 'platform.manage',
    summary: `Sets a user's password (${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters, stored as an argon2id hash); every other session of that user ends at once.`,
    input: z.object({ UserId: id(), Password: newPassword() }),
    output: emptyOutput,
  }),
  DeleteUser: defineAction({
    method: 'POST',
    area: 'platform',
    permission: 'platform.manage',
    summary:
      'Deletes a user with their profiles and sessions (their keys stay, without a user). Refused with 409 for the last platform admin and for yourself.',
    input: z.object({ UserId: id() }),
    output: emptyOutput,
  }),
};

/** The contract's user Actions and the console resources they serve. */
export const userEntity = defineEntity(userActions, {
  platform: {
    users: {
      list: 'GetUsers',
      one: { action: 'GetUser', idParam: 'UserId' },
      update: { action: 'EditUser', idParam: 'UserId' },
      delete: { action: 'DeleteUser', idParam: 'UserId' },
    },
  },
});
