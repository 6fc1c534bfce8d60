import { z } from 'zod';
import { id, phoneNumber, requiredText } from './fields';
import { adminRoles } from './company';
import { validation } from './messages';
import { newPassword } from './password';
import { createdOutput, defineAction, emptyOutput, listInput, listOutput } from './protocol';
import { defineEntity } from './resource';

/**
 * A company's admins (the company form's admins tab): users with a profile in the company, each with a
 * role there. The platform adds an existing user by phone, or creates the user; removing one ends that
 * user's sessions for the company at once.
 */

export const companyAdminMessages = {
  alreadyAdmin: 'resources.company_admins.errors.alreadyAdmin',
  /** No user has the phone: a name and a password create one. */
  newUserNeedsName: 'resources.company_admins.errors.newUserNeedsName',
  newUserNeedsPassword: 'resources.company_admins.errors.newUserNeedsPassword',
} as const;

export const companyAdminRecord = z.object({
  /** The user's id. */
  id: z.string(),
  displayName: z.string(),
  phoneNumber: z.string(),
  email: z.string().nullable(),
  role: z.enum(adminRoles),
});
export type CompanyAdminRecord = z.infer<typeof companyAdminRecord>;

const role = () => z.enum(adminRoles, { error: validation.required });

/** A field only a new user needs: left empty, it is not given. */
const leftEmpty = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

/** The add-admin dialog: a phone, a role, and for a user not yet on the platform a name and a password. */
export const companyAdminForm = z.object({
  phoneNumber: phoneNumber(),
  role: role(),
  displayName: leftEmpty(requiredText()),
  password: leftEmpty(newPassword()),
});

const adminOf = { CompanyId: id(), UserId: id() };

export const companyAdminActions = {
  GetCompanyAdmins: defineAction({
    method: 'GET',
    area: 'platform',
    summary: 'Lists a company’s admins by name: search in name, phone and e-mail, paged; `Id` (a user id) fetches one.',
    input: listInput.extend({ CompanyId: id(), Id: id().optional() }),
    output: listOutput(companyAdminRecord),
  }),
  AddCompanyAdmin: defineAction({
    method: 'POST',
    area: 'platform',
    summary:
      'Makes the user with PhoneNumber an admin of the company with Role (409 when already one); when no user has that phone, DisplayName and Password create one. Returns the user’s id.',
    input: z.object({
      CompanyId: id(),
      // Written as at sign-in (digits), so every user who signs in can be found by it.
      PhoneNumber: phoneNumber(),
      Role: role(),
      DisplayName: requiredText().optional(),
      Password: newPassword().optional(),
    }),
    output: createdOutput,
  }),
  EditCompanyAdmin: defineAction({
    method: 'POST',
    area: 'platform',
    summary: 'Changes an admin’s role in the company and returns the admin.',
    input: z.object({ ...adminOf, Role: role() }),
    output: companyAdminRecord,
  }),
  RemoveCompanyAdmin: defineAction({
    method: 'POST',
    area: 'platform',
    summary: 'Removes a user’s profile in the company; that user’s sessions for the company end at once. The user stays.',
    input: z.object(adminOf),
    output: emptyOutput,
  }),
};

/** The admins tab reads them as a resource; adding, editing and removing are its own calls (two ids). */
export const companyAdminEntity = defineEntity(companyAdminActions, {
  platform: {
    company_admins: { list: 'GetCompanyAdmins' },
  },
});
