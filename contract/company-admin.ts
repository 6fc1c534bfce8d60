import { z } from 'zod';
import { id, optionalText, phoneNumber, text } from './fields';
import { defineAction, emptyOutput, listInput, listOutput } from './protocol';
import { defineEntity } from './resource';
import { roleRef } from './company-role';
import { newPassword } from './user';

/**
 * A company's administrators (spec: Company, administrators): the users with a profile in it. The
 * platform adds an existing user by phone, or creates the user (name and password) when nobody has
 * that phone; it changes an admin's role and removes an admin, whose sessions for the company end.
 */
export const companyAdminMessages = {
  newUserNeedsName: 'resources.companies.admins.errors.newUserNeedsName',
  newUserNeedsPassword: 'resources.companies.admins.errors.newUserNeedsPassword',
  alreadyAdmin: 'resources.companies.admins.errors.alreadyAdmin',
} as const;

const role = roleRef;

export const companyAdminForm = z.object({
  phoneNumber: phoneNumber(),
  role: role(),
  /**
   * Only for a phone nobody has yet: the new user's name and password, the password under the rule of
   * every password a person sets (`newPassword`); empty means none given.
   */
  displayName: optionalText(),
  password: text({ trim: false })
    .optional()
    .transform((value) => value || undefined)
    .pipe(newPassword().optional()),
});

export const companyAdminRecord = z.object({
  /** The user's id. */
  id: z.string(),
  displayName: z.string(),
  phoneNumber: z.string(),
  /** A built-in role's name, or the id of one of the company's own roles (then named by customRoleName). */
  role: z.string(),
  customRoleName: z.string().nullable(),
});
export type CompanyAdminRecord = z.infer<typeof companyAdminRecord>;

export const companyAdminActions = {
  GetCompanyAdmins: defineAction({
    method: 'GET',
    area: 'platform',
    permission: 'platform.view',
    summary: "Lists a company's administrators by name: search in name and phone, paged.",
    input: listInput.extend({ CompanyId: id() }),
    output: listOutput(companyAdminRecord),
  }),
  AddCompanyAdmin: defineAction({
    method: 'POST',
    creates: true,
    area: 'platform',
    permission: 'platform.manage',
    summary:
      'Makes the user with PhoneNumber an administrator of the company with Role; when nobody has that phone, creates the user from DisplayName and Password (each then required). 409 when already an admin.',
    input: z.object({
      CompanyId: id(),
      PhoneNumber: companyAdminForm.shape.phoneNumber,
      Role: companyAdminForm.shape.role,
      DisplayName: companyAdminForm.shape.displayName,
      Password: companyAdminForm.shape.password,
    }),
    output: companyAdminRecord,
  }),
  EditCompanyAdmin: defineAction({
    method: 'POST',
    area: 'platform',
    permission: 'platform.manage',
    summary: "Changes an administrator's role in the company.",
    input: z.object({ CompanyId: id(), UserId: id(), Role: role() }),
    output: companyAdminRecord,
  }),
  RemoveCompanyAdmin: defineAction({
    method: 'POST',
    area: 'platform',
    permission: 'platform.manage',
    summary: "Removes an administrator from the company; the user's sessions for that company end at once.",
    input: z.object({ CompanyId: id(), UserId: id() }),
    output: emptyOutput,
  }),
};

/** Called from the company's admins tab (the dataProvider's company methods), no resource of its own. */
export const companyAdminEntity = defineEntity(companyAdminActions);
