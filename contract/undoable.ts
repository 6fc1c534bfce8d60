import { allows, type Permission } from './permissions';

/**
 * Who may undo a change of each audited table (server/audit/undo.ts; the console shows Undo only then): the permission the Actions that
 * write its rows need, which a company session must hold for every table the change touched; the
 * platform needs `platform.manage`. `null`: never undone — sign-in accounts, second factors, API tokens
 * and bans, whose old state (a password, a revoked token) must not come back by an undo; they are set
 * anew. tests/server/undo.test.ts checks that every audited table is here.
 */
export const UNDO_PERMISSIONS: Record<string, Permission | null> = {
  abonents: 'residents.manage',
  abonent_codes: 'residents.manage',
  abonent_intercoms: 'residents.manage',
  abonent_keys: 'residents.manage',
  abonent_sip_devices: 'residents.manage',
  abonent_cameras: 'residents.manage',
  join_requests: 'residents.manage',
  access_rights: 'guests.manage',
  guest_passes: 'guests.manage',
  guest_pass_points: 'guests.manage',
  addresses: 'property.manage',
  access_objects: 'property.manage',
  access_perimeters: 'property.manage',
  access_points: 'property.manage',
  cameras: 'devices.manage',
  sip_devices: 'devices.manage',
  sip_servers: 'devices.manage',
  controllers: 'devices.manage',
  device_points: 'devices.manage',
  local_servers: 'devices.manage',
  locks: 'devices.manage',
  postamates: 'devices.manage',
  postamate_cells: 'devices.manage',
  tariff_policies: 'payments.manage',
  tariff_revisions: 'payments.manage',
  payments: 'payments.manage',
  companies: 'company.manage',
  company_roles: 'company.manage',
  company_profiles: 'company.manage',
  keys: 'platform.manage',
  local_keys: 'platform.manage',
  sim_cards: 'platform.manage',
  sim_card_payments: 'platform.manage',
  payment_methods: 'platform.manage',
  import_mappings: 'residents.manage',
  users: null,
  user_second_factors: null,
  company_api_tokens: null,
  ip_bans: null,
  // An uploaded file is kept a day for its import and then goes: nothing an administrator takes back.
  import_files: null,
};

/**
 * The tables whose deleted rows are records of their own, listed as "recently deleted" to restore (with
 * the parts filed under them: a resident's codes, keys, phones and intercoms, a door's devices).
 */
export const RESTORABLE_TABLES = [
  'abonents',
  'addresses',
  'access_objects',
  'access_perimeters',
  'access_points',
  'access_rights',
  'cameras',
  'controllers',
  'guest_passes',
  'sip_devices',
  'postamates',
  'company_roles',
] as const;

/** How long a deleted row is kept whole for its restore (housekeeping deletes older ones). */
export const KEPT_DAYS = 30;

/**
 * Whether a session of the area holding `permissions` may undo a change of `table`: the platform with
 * platform.manage, a company with the table's own permission; nobody one never undone.
 */
export function mayUndo(
  area: 'company' | 'platform',
  permissions: ReadonlySet<string> | readonly string[],
  table: string,
) {
  const needed = UNDO_PERMISSIONS[table];
  if (!needed) return false;
  return allows(permissions, area === 'platform' ? 'platform.manage' : needed);
}
