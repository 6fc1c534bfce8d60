import { useTranslate } from 'react-admin';
import { COMPANY_PERMISSIONS, type CompanyPermission, isCompanyRoleName } from '../../../contract/permissions';

/** A profile's role as a person reads it: a built-in role's translated name, or the company's own role's. */
export const useRoleName = () => {
  const translate = useTranslate();
  return ({ role, customRoleName }: { role: string; customRoleName: string | null }) =>
    isCompanyRoleName(role) ? translate(`resources.company_roles.builtIn.${role}`) : (customRoleName ?? role);
};

/** A kind of record the permissions are about (`residents`), and the levels it has: view, manage or both. */
export interface PermissionKind {
  kind: string;
  view?: CompanyPermission;
  manage?: CompanyPermission;
}

/** The company permissions by kind, in the contract's order: the rows of the role matrix. */
export const PERMISSION_KINDS: PermissionKind[] = COMPANY_PERMISSIONS.reduce<PermissionKind[]>((kinds, permission) => {
  const [kind, level] = permission.split('.') as [string, 'view' | 'manage'];
  const existing = kinds.find((entry) => entry.kind === kind);
  if (existing) existing[level] = permission;
  else kinds.push({ kind, [level]: permission });
  return kinds;
}, []);

export type Level = 'none' | 'view' | 'manage';

/** What a set of permissions allows of a kind: its highest level. */
export const levelOf = (kind: PermissionKind, held: readonly string[]): Level =>
  kind.manage && held.includes(kind.manage) ? 'manage' : kind.view && held.includes(kind.view) ? 'view' : 'none';

/** The permissions that give each kind its chosen level (managing a kind brings viewing it). */
export const permissionsOf = (levels: Record<string, Level>): CompanyPermission[] =>
  PERMISSION_KINDS.flatMap((kind) => {
    const level = levels[kind.kind] ?? 'none';
    return [
      ...(kind.view && level !== 'none' ? [kind.view] : []),
      ...(kind.manage && level === 'manage' ? [kind.manage] : []),
    ];
  });
