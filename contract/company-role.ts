import { z } from 'zod';
import { id, requiredText } from './fields';
import { validation } from './messages';
import { COMPANY_PERMISSIONS, COMPANY_ROLE_NAMES, type CompanyPermission } from './permissions';
import { createdOutput, defineAction, emptyOutput, listInput, listOutput } from './protocol';
import { defineEntity } from './resource';

/**
 * A company's own roles (README, "Roles"): a name and a set of permissions, made on the company's page
 * beside the built-in roles, and chosen for an administrator like those.
 */
export const companyRoleMessages = {
  nameTaken: 'resources.company_roles.errors.nameTaken',
  inUse: 'resources.company_roles.errors.inUse',
  unknownRole: 'resources.company_roles.errors.unknownRole',
} as const;

/**
 * A role as a profile holds it on the wire: a built-in role's name, or the id of one of the company's
 * own roles (which must be that company's: the server checks).
 */
export const roleRef = () => z.union([z.enum(COMPANY_ROLE_NAMES), id()], { error: companyRoleMessages.unknownRole });

/** Managing a kind of record implies seeing it: `x.manage` brings `x.view`, so a role never half-works. */
export const withImpliedViews = (permissions: readonly CompanyPermission[]): CompanyPermission[] => {
  const held = new Set(permissions);
  for (const permission of permissions) {
    const view = permission.replace(/\.manage$/, '.view') as CompanyPermission;
    if (COMPANY_PERMISSIONS.includes(view)) held.add(view);
  }
  return COMPANY_PERMISSIONS.filter((permission) => held.has(permission));
};

const permissionList = () =>
  z
    .array(z.enum(COMPANY_PERMISSIONS, { error: validation.invalid }))
    .max(COMPANY_PERMISSIONS.length)
    .transform(withImpliedViews);

export const companyRoleForm = z.object({
  name: requiredText({ min: 1, max: 64 }),
  permissions: permissionList(),
});

export const companyRoleRecord = z.object({
  id: z.string(),
  name: z.string(),
  permissions: z.array(z.string()),
  /** How many of the company's administrators have it (a role in use cannot be deleted). */
  administrators: z.number().int(),
});
export type CompanyRoleRecord = z.infer<typeof companyRoleRecord>;

export const companyRoleActions = {
  GetCompanyRoles: defineAction({
    method: 'GET',
    area: 'console',
    permission: 'any',
    summary:
      "Lists a company's own roles by name with their permissions (a company session: its own; the platform: CompanyId's). The built-in roles are in the contract, not here.",
    input: listInput.extend({ CompanyId: id().optional(), Id: id().optional() }),
    output: listOutput(companyRoleRecord),
  }),
  AddCompanyRole: defineAction({
    method: 'POST',
    creates: true,
    area: 'company',
    permission: 'company.manage',
    summary: 'Makes a role of the company from a name and permissions (a permission to manage brings the one to view).',
    input: z.object({ Name: companyRoleForm.shape.name, Permissions: companyRoleForm.shape.permissions }),
    output: createdOutput,
  }),
  EditCompanyRole: defineAction({
    method: 'POST',
    area: 'company',
    permission: 'company.manage',
    summary:
      "Renames a role of the company or changes its permissions; its administrators' sessions have the new permissions from their next call.",
    input: z.object({
      Id: id(),
      Name: companyRoleForm.shape.name.optional(),
      Permissions: companyRoleForm.shape.permissions.optional(),
    }),
    output: companyRoleRecord,
  }),
  DeleteCompanyRole: defineAction({
    method: 'POST',
    area: 'company',
    permission: 'company.manage',
    summary: 'Deletes a role of the company; 409 while an administrator has it.',
    input: z.object({ Id: id() }),
    output: emptyOutput,
  }),
};

export const companyRoleEntity = defineEntity(companyRoleActions, {
  company: {
    company_roles: {
      list: 'GetCompanyRoles',
      one: { action: 'GetCompanyRoles', idParam: 'Id' },
      create: 'AddCompanyRole',
      update: { action: 'EditCompanyRole', idParam: 'Id' },
      delete: { action: 'DeleteCompanyRole', idParam: 'Id' },
    },
  },
});
