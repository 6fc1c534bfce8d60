/**
 * Who may do what (README, "Roles"). Every Action a person calls in an area declares the permission it
 * needs (contract/protocol.ts); the server refuses it with 403 before its handler runs when the caller's
 * role lacks it, and the console leaves out what the role cannot use. A permission is a kind of record
 * and what may be done with it: `view` reads, `manage` also writes.
 */
export const COMPANY_PERMISSIONS = [
  /** Residents (abonents), their keys, cards, phones and intercoms, and join requests. */
  'residents.view',
  'residents.manage',
  /** Access rights of guests and vehicles, and guest links. */
  'guests.view',
  'guests.manage',
  /** Addresses, access objects, perimeters and points, and who can pass them. */
  'property.view',
  'property.manage',
  /** Cameras, SIP devices, controllers, local servers' doors, locks and postamates. */
  'devices.view',
  'devices.manage',
  /** The access journal: pass events, reports, working time, anomalies. */
  'journal.view',
  /** Tariffs and payments. */
  'payments.view',
  'payments.manage',
  /** The record's history in the audit trail. */
  'audit.view',
  /** The company's own details, its registration QR, its roles and its API tokens. */
  'company.manage',
] as const;

/** The platform's own: everything of every company (`view`), and changing it (`manage`). */
export const PLATFORM_PERMISSIONS = ['platform.view', 'platform.manage'] as const;

export type CompanyPermission = (typeof COMPANY_PERMISSIONS)[number];
export type Permission = CompanyPermission | (typeof PLATFORM_PERMISSIONS)[number];

/** What an Action declares: a permission, or `any` (every role of the area may call it). */
export type ActionPermission = Permission | 'any';

const ALL_COMPANY = [...COMPANY_PERMISSIONS];
const viewOnly = (permissions: readonly Permission[]) => permissions.filter((p) => p.endsWith('.view'));

/**
 * The built-in company roles. A director does everything; an administrator everything but the
 * company's own settings, roles and tokens; a concierge looks residents up and lets guests in; security
 * watches the journal and the doors; an accountant keeps tariffs and payments.
 */
export const COMPANY_ROLES = {
  director: ALL_COMPANY,
  administrator: ALL_COMPANY.filter((p) => p !== 'company.manage'),
  concierge: ['residents.view', 'guests.view', 'guests.manage', 'property.view'],
  security: ['residents.view', 'guests.view', 'property.view', 'devices.view', 'journal.view'],
  accountant: ['residents.view', 'payments.view', 'payments.manage'],
} as const satisfies Record<string, readonly CompanyPermission[]>;
export type CompanyRoleName = keyof typeof COMPANY_ROLES;
export const COMPANY_ROLE_NAMES = Object.keys(COMPANY_ROLES) as CompanyRoleName[];
/** The role of an administrator added without one. */
export const DEFAULT_COMPANY_ROLE: CompanyRoleName = 'administrator';

/**
 * The platform's roles. Both areas share some resources (cameras, SIP devices, payments, postamates,
 * addresses, a company's API tokens): a platform role holds their company permissions too.
 */
const PLATFORM_OPERATOR: readonly Permission[] = [
  'platform.view',
  'platform.manage',
  'company.manage',
  'property.view',
  'devices.view',
  'devices.manage',
  'payments.view',
  'payments.manage',
];
export const PLATFORM_ROLES = {
  operator: PLATFORM_OPERATOR,
  auditor: viewOnly(PLATFORM_OPERATOR),
} as const satisfies Record<string, readonly Permission[]>;
export type PlatformRoleName = keyof typeof PLATFORM_ROLES;
export const PLATFORM_ROLE_NAMES = Object.keys(PLATFORM_ROLES) as PlatformRoleName[];

export const isCompanyRoleName = (role: string): role is CompanyRoleName => Object.hasOwn(COMPANY_ROLES, role);
export const isPlatformRoleName = (role: string): role is PlatformRoleName => Object.hasOwn(PLATFORM_ROLES, role);

/** Whether permissions holding `held` allow an Action that declares `needed`. */
export const allows = (held: ReadonlySet<string> | readonly string[], needed: ActionPermission) =>
  needed === 'any' || (Array.isArray(held) ? held.includes(needed) : (held as ReadonlySet<string>).has(needed));
