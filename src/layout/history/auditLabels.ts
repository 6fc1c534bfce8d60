import type { AuditReferenceKind } from '../../../contract/audit';

/**
 * How the trail's database names read in the console: each audited table's resource (whose catalogue
 * labels its fields, `resources.<resource>.fields.<field>`), the part of the record a table holds when it
 * is not the record itself (an abonent's codes), and the columns whose label is not the resource's field
 * of the same name in camelCase. tests/unit/history-panel.test.tsx checks that every column of every
 * audited table reads as a label in both languages.
 */
interface TableLabels {
  resource: string;
  /** The part of the record this table holds, a translation key read in its singular (none: the record itself). */
  part?: string;
  /** Column -> its label's translation key, where the default does not apply. */
  columns?: Record<string, string>;
  /** Column of stored codes -> where their labels are (`<prefix>.<code>`), so 'sent' reads 'Sent'. */
  values?: Record<string, string>;
  /**
   * Column of settings (an object) -> where its parts' labels are (`<prefix>.<part>`, a group's
   * `<prefix>.<group>.title`), so that each changed setting reads on its own line.
   */
  settings?: Record<string, string>;
}

const generic = (column: string) => `audit.columns.${column}`;
const abonentField = (field: string) => `resources.abonents.fields.${field}`;
/** A key's status and kind, the same in the registered keys and an abonent's. */
const keyValues = { status: 'resources.reg_keys.status', key_type: 'resources.abonent_keys.keyTypes' };

export const auditTables: Record<string, TableLabels> = {
  payment_methods: {
    resource: 'companies',
    part: 'resources.companies.fields.paymentMethods.title',
    columns: {
      company_id: generic('company_id'),
      name: 'resources.payment_methods.fields.name',
      username: 'resources.payment_methods.fields.username',
      password_encrypted: 'resources.payment_methods.fields.password',
      api_token_encrypted: 'resources.payment_methods.fields.apiToken',
      enabled: 'resources.payment_methods.fields.enabled',
    },
  },
  companies: {
    resource: 'companies',
    columns: {
      api_token_hash: 'resources.companies.fields.apiToken',
      api_token_issued_at: 'resources.companies.fields.apiTokenIssued',
      registration_code_hash: 'resources.companies.registration.code',
      registration_code_issued_at: 'resources.companies.registration.codeIssued',
    },
  },
  user_second_factors: {
    resource: 'users',
    part: 'auth.twoFactor.page.title',
    columns: {
      user_id: generic('user_id'),
      secret: 'resources.users.fields.twoFactorSecret',
      confirmed_at: 'resources.users.fields.twoFactorConfirmed',
      last_step: 'resources.users.fields.twoFactorLastStep',
    },
  },
  users: {
    resource: 'users',
    columns: {
      password_hash: generic('password'),
      is_platform_admin: generic('is_platform_admin'),
      platform_role: 'resources.users.fields.platformRole',
    },
    values: { platform_role: 'resources.company_roles.platform' },
  },
  company_profiles: {
    resource: 'users',
    part: 'resources.users.fields.profiles',
    columns: {
      user_id: generic('user_id'),
      company_id: generic('company_id'),
      role: 'resources.companies.fields.role',
      custom_role_id: 'resources.companies.fields.role',
    },
    values: { role: 'resources.company_roles.builtIn' },
  },
  company_roles: {
    resource: 'company_roles',
    columns: { company_id: generic('company_id') },
  },
  import_files: {
    resource: 'import_files',
    columns: { company_id: generic('company_id'), created_by: generic('created_by') },
    values: { kind: 'resources.import_files.kinds' },
  },
  import_mappings: {
    resource: 'companies',
    part: 'resources.import_files.mapping.name',
    columns: {
      company_id: generic('company_id'),
      kind: 'resources.import_files.fields.kind',
      columns: 'resources.import_files.mapping.columns',
    },
    values: { kind: 'resources.import_files.kinds' },
  },
  company_api_tokens: {
    resource: 'companies',
    part: 'resources.companies.apiTokens.name',
    columns: {
      company_id: generic('company_id'),
      name: 'resources.companies.apiTokens.fields.name',
      role: 'resources.companies.apiTokens.fields.role',
      custom_role_id: 'resources.companies.apiTokens.fields.role',
      token_hash: 'resources.companies.apiTokens.fields.token',
      created_by: generic('created_by'),
      expires_at: 'resources.companies.apiTokens.fields.expiresAt',
      revoked_at: 'resources.companies.apiTokens.fields.revokedAt',
      last_used_at: 'resources.companies.apiTokens.fields.lastUsedAt',
    },
    values: { role: 'resources.company_roles.builtIn' },
  },
  keys: { resource: 'reg_keys', columns: { user_id: generic('user_id') }, values: keyValues },
  local_servers: {
    resource: 'local_keys',
    part: 'resources.local_keys.fields.localServer',
    columns: {
      name: generic('name'),
      token_hash: 'resources.companies.fields.localServers.token',
      token_issued_at: generic('token_issued_at'),
      last_seen_at: generic('last_seen_at'),
    },
  },
  local_keys: { resource: 'local_keys' },
  sim_cards: { resource: 'sim_payments', columns: { phone_number: 'resources.sim_payments.fields.phone' } },
  sim_card_payments: {
    resource: 'sim_payments',
    part: 'resources.sim_payments.fields.lastAmount',
    columns: { sim_card_id: generic('sim_card_id'), paid_by: generic('created_by') },
  },
  payments: {
    resource: 'payments',
    columns: {
      abonent_id: 'resources.payments.fields.abonent',
      abonent_name: 'resources.payments.fields.abonent',
      phone_number: 'resources.payments.fields.phone',
    },
  },
  // search_value is the address lower-cased for searching: the trigger skips it, it reads as the address.
  addresses: {
    resource: 'addresses',
    columns: { company_id: generic('company_id'), search_value: 'resources.addresses.fields.value' },
  },
  access_objects: { resource: 'access_objects', columns: { company_id: generic('company_id') } },
  access_perimeters: { resource: 'access_perimeters', columns: { company_id: generic('company_id') } },
  access_points: {
    resource: 'access_points',
    columns: {
      company_id: generic('company_id'),
      access_object_id: 'resources.access_perimeters.fields.accessObjectId',
      geo_radius: 'resources.access_points.fields.geoRestriction.radius',
      geo_latitude: 'resources.access_points.fields.geoRestriction.latitude',
      geo_longitude: 'resources.access_points.fields.geoRestriction.longitude',
      key_restrictions: 'resources.access_points.sections.keyUsage',
      default_key_settings: 'resources.access_points.fields.defaultKeySettings.title',
    },
    settings: { default_key_settings: 'resources.access_points.fields.defaultKeySettings' },
  },
  locks: {
    resource: 'locks',
    columns: { settings: generic('settings'), last_seen_at: generic('last_seen_at') },
    settings: { settings: 'resources.locks.fields' },
  },
  controllers: {
    resource: 'controllers',
    columns: {
      company_id: generic('company_id'),
      phone_number: 'resources.controllers.fields.controllerPhoneNumber',
      last_seen_at: 'resources.controllers.fields.lastSeen',
      token_hash: generic('device_token'),
      token_issued_at: generic('token_issued_at'),
    },
  },
  device_points: {
    resource: 'access_points',
    part: 'audit.columns.device_points',
    columns: {
      company_id: generic('company_id'),
      access_point_id: generic('access_point_id'),
      local_server_id: generic('local_server_id'),
      controller_id: generic('controller_id'),
    },
  },
  postamates: {
    resource: 'postamates',
    columns: {
      last_seen_at: 'resources.postamates.fields.lastSeen',
      camera_offline_reason: generic('camera_offline_reason'),
      camera_checked_at: generic('checked_at'),
    },
  },
  postamate_cells: {
    resource: 'postamates',
    part: 'resources.postamates.fields.cells',
    columns: { postamate_id: generic('postamate_id') },
  },
  sip_servers: { resource: 'sip_servers' },
  ip_bans: {
    resource: 'bans',
    columns: {
      ends_at: 'resources.bans.fields.ends',
      automatic: generic('automatic'),
      created_by: generic('created_by'),
    },
  },
  sip_devices: { resource: 'sip_devices', columns: { registered_at: 'resources.sip_devices.fields.registered' } },
  cameras: {
    resource: 'cameras',
    columns: {
      company_id: generic('company_id'),
      password_encrypted: 'resources.cameras.fields.password',
      checked_at: generic('checked_at'),
    },
    values: { status: 'resources.cameras.status', offline_reason: 'resources.cameras.offlineReasons' },
  },
  tariff_policies: {
    resource: 'tariffs',
    columns: { company_id: generic('company_id'), current_revision: generic('current_revision') },
  },
  tariff_revisions: {
    resource: 'tariffs',
    part: 'resources.tariffs.revisions.name',
    columns: {
      policy_id: generic('policy_id'),
      user_display_name: 'resources.tariffs.fields.userDispalyName',
      trial_period_days: 'resources.tariffs.fields.trialPeriod',
      rolled_back_from: generic('rolled_back_from'),
      created_by: generic('created_by'),
    },
    values: {
      tariff_type: 'resources.tariffs.tariffType',
      effective_until: 'resources.tariffs.effectiveUntil',
      services: 'resources.tariffs.services',
    },
  },
  abonents: {
    resource: 'abonents',
    columns: {
      company_id: generic('company_id'),
      access_from: abonentField('accessTimeInterval.start'),
      access_until: abonentField('accessTimeInterval.end'),
      access_object_id: abonentField('accessZoneId'),
      access_perimeter_id: abonentField('accessZoneId'),
      cars: abonentField('cars.title'),
    },
  },
  abonent_codes: {
    resource: 'abonents',
    part: abonentField('accessCardAndBleTagId'),
    columns: {
      company_id: generic('company_id'),
      abonent_id: generic('abonent_id'),
      code: abonentField('accessCardAndBleTagId'),
    },
  },
  abonent_intercoms: {
    resource: 'abonents',
    part: abonentField('intercoms.title'),
    columns: {
      company_id: generic('company_id'),
      abonent_id: generic('abonent_id'),
      intercom_name: abonentField('intercoms.intercomName'),
      apartment: abonentField('intercoms.apartment'),
    },
  },
  abonent_keys: {
    resource: 'abonent_keys',
    part: 'resources.abonent_keys.name',
    columns: { company_id: generic('company_id'), abonent_id: generic('abonent_id') },
    values: keyValues,
  },
  abonent_sip_devices: {
    resource: 'abonents',
    part: abonentField('sipDeviceIds'),
    columns: {
      company_id: generic('company_id'),
      abonent_id: generic('abonent_id'),
      sip_device_id: abonentField('sipDeviceIds'),
    },
  },
  abonent_cameras: {
    resource: 'abonents',
    part: abonentField('cameraIds'),
    columns: {
      company_id: generic('company_id'),
      abonent_id: generic('abonent_id'),
      camera_id: abonentField('cameraIds'),
    },
  },
  access_rights: {
    resource: 'access_rights',
    columns: {
      company_id: generic('company_id'),
      access_object_id: 'resources.access_rights.fields.targetId',
      access_perimeter_id: 'resources.access_rights.fields.targetId',
      access_point_id: 'resources.access_rights.fields.targetId',
      car_number_key: 'resources.access_rights.fields.carNumber',
    },
    values: { type: 'resources.access_rights.types' },
  },
  join_requests: {
    resource: 'join_requests',
    columns: {
      company_id: generic('company_id'),
      address_id: 'resources.join_requests.fields.address',
      decided_by: 'resources.join_requests.fields.decidedBy',
      abonent_id: generic('abonent_id'),
      user_id: generic('user_id'),
    },
    values: { status: 'resources.join_requests.statuses' },
  },
  guest_passes: {
    resource: 'guest_passes',
    columns: {
      company_id: generic('company_id'),
      token_hash: 'resources.guest_passes.fields.link',
      created_by: generic('created_by'),
    },
  },
  guest_pass_points: {
    resource: 'guest_passes',
    part: 'resources.guest_passes.fields.points',
    columns: {
      guest_pass_id: 'resources.guest_passes.name',
      access_point_id: 'resources.guest_passes.fields.accessPointIds',
    },
  },
};

/** Columns of the auth events (sign-ins), which belong to no table's form. */
const EVENT_COLUMNS: Record<string, string> = {
  phone_number: 'resources.users.fields.phoneNumber',
  reason: generic('reason'),
  company_id: generic('company_id'),
};

const camelCase = (column: string) => column.replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());

/** The translation key of a column's label; an unknown table's column reads by its own name. */
export function columnLabelKey(table: string | null, column: string, event = false): string {
  const labels = table ? auditTables[table] : undefined;
  if (event || !labels) return EVENT_COLUMNS[column] ?? generic(column);
  return labels.columns?.[column] ?? `resources.${labels.resource}.fields.${camelCase(column)}`;
}

/** The columns whose values are a user's id (who made a ban, a tariff's revision, a guest pass, a payment; a key's user). */
export const PERSON_COLUMNS = new Set(['created_by', 'paid_by', 'changed_by', 'user_id', 'blocked_by']);

/** Where the labels of a column's stored codes are (`<prefix>.<code>`); none for a column of free values. */
export function valueLabelPrefix(table: string | null, column: string): string | undefined {
  return table ? auditTables[table]?.values?.[column] : undefined;
}

/** Where the labels of a settings column's parts are; none for a column that holds no settings. */
export function settingsLabelPrefix(table: string | null, column: string): string | undefined {
  return table ? auditTables[table]?.settings?.[column] : undefined;
}

/**
 * How a kind of record the trail names reads: the translation key of its name (read with
 * `smart_count: 1`) and its grammatical gender's key in `audit.actions.genders`. The SIM card's resource
 * is its payments: it has a name of its own.
 */
export function referenceKindKeys(kind: AuditReferenceKind): { noun: string; gender: string } {
  return kind === 'simCard'
    ? { noun: 'audit.actions.kinds.simCard', gender: 'simCard' }
    : { noun: `resources.${kind}.name`, gender: kind };
}

/**
 * The translation key naming what a table's row is, read with `smart_count: 1`: the record's resource, or
 * (`part`) the part of the record it holds.
 */
export function tableLabelKey(table: string | null): { key: string; part: boolean } | undefined {
  const labels = table ? auditTables[table] : undefined;
  if (!labels) return undefined;
  return labels.part ? { key: labels.part, part: true } : { key: `resources.${labels.resource}.name`, part: false };
}
