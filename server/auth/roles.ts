import { and, eq, type SQL, sql } from 'drizzle-orm';
import { companyRoleMessages } from '../../contract/company-role';
import { errors } from '../../contract/messages';
import { COMPANY_ROLES, type CompanyRoleName, isCompanyRoleName } from '../../contract/permissions';
import type { Database } from '../db/open';
import { companyProfiles, companyRoles } from '../db/schema';
import { ApiError } from '../protocol/api-error';

/**
 * A company profile's role as the contract names it (contract/permissions.ts): a built-in role's name or
 * the id of one of the company's own roles, with that role's name and permissions. Selected from
 * company_profiles left-joined to company_roles on `custom_role_id`.
 */
export const profileRoleColumns = {
  // Never null for a profile (a check constraint); null where the join found no profile.
  role: sql<string>`coalesce(${companyProfiles.role}, ${companyProfiles.customRoleId}::text)`,
  customRoleName: sql<string | null>`${companyRoles.name}`,
  customPermissions: sql<string[] | null>`${companyRoles.permissions}`,
} satisfies Record<string, SQL>;

/** What a profile's role allows (none for no profile). */
export function profilePermissions(profile: { role: string | null; customPermissions: string[] | null }) {
  if (profile.role === null) return [];
  return isCompanyRoleName(profile.role) ? COMPANY_ROLES[profile.role] : (profile.customPermissions ?? []);
}

/**
 * A role from the wire (contract/company-role.ts `roleRef`) as a profile stores it: a built-in name, or
 * one of `companyId`'s own roles by id; another company's role, or none, is refused as the parameter.
 */
export async function storedRole(
  db: Database,
  companyId: string,
  role: string,
  param = 'Role',
): Promise<{ role: CompanyRoleName | null; customRoleId: string | null }> {
  if (isCompanyRoleName(role)) return { role, customRoleId: null };
  const [own] = await db
    .select({ id: companyRoles.id })
    .from(companyRoles)
    .where(and(eq(companyRoles.id, role), eq(companyRoles.companyId, companyId)));
  if (!own) throw new ApiError(400, errors.invalidParams, { [param]: companyRoleMessages.unknownRole });
  return { role: null, customRoleId: own.id };
}
