import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  cidr,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  type ExtraConfigColumn,
} from 'drizzle-orm/pg-core';
import type { DefaultKeySettings, KeyRestriction } from '../../../contract/access-point';
import { type AuditChanges, auditOperations } from '../../../contract/audit';
import { cameraOfflineReasons } from '../../../contract/camera';
import { expirableStatuses, keyStatuses, keyTypes } from '../../../contract/key-status';
import { paymentTypes } from '../../../contract/payment';
import { lockTypes, type LockSettings } from '../../../contract/platform-lock';
import { passKeyTypes, passResults, passSources } from '../../../contract/pass-event';
import { accessRightTypes } from '../../../contract/access-right';
import { cellSizes, cellStates } from '../../../contract/postamate';

/**
 * The database schema. `npm run db:generate` turns changes here into a new SQL migration in
 * server/db/migrations (checked in). Only PostgreSQL 15 features: the same SQL runs on PGlite. Triggers
 * are not expressed here: they are in custom migrations (`drizzle-kit generate --custom`).
 */

const id = () =>
  uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** The company a row belongs to; the row goes with the company. */
const companyRef = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });
/** A GIN trigram index (pg_trgm): lets a list's Search, `ILIKE '%…%'`, find rows without reading all. */
const trigramIndex = (name: string, column: ExtraConfigColumn) => index(name).using('gin', column.op('gin_trgm_ops'));

/** A key's status: one of the statuses of contract/key-status.ts. */
const keyStatusColumn = (initial: (typeof keyStatuses)[number]) =>
  text('status', { enum: keyStatuses }).notNull().default(initial);
/** The statuses a key leaves for 'expired' once its period has ended. */
const expirableStatus = (status: ExtraConfigColumn) =>
  sql`${status} in (${sql.raw(expirableStatuses.map((value) => `'${value}'`).join(', '))})`;
/** Every key status is one of the spec's. */
const keyStatusCheck = (name: string, status: ExtraConfigColumn) =>
  check(name, sql`${status} in (${sql.raw(keyStatuses.map((value) => `'${value}'`).join(', '))})`);
/** A permanent key has no period; a temporary one has both ends, in order. */
const keyPeriodCheck = (
  name: string,
  table: { keyType: ExtraConfigColumn; validFrom: ExtraConfigColumn; validUntil: ExtraConfigColumn },
) =>
  check(
    name,
    sql`(${table.keyType} = 'permanent' and ${table.validFrom} is null and ${table.validUntil} is null) or (${table.keyType} = 'temporary' and ${table.validFrom} < ${table.validUntil})`,
  );

/**
 * A company (Company). Keys used and remaining are counted from its keys, never stored;
 * its API token is kept only as a SHA-256 (server/auth/tokens.ts), as sessions' are.
 */
export const companies = pgTable(
  'companies',
  {
    id: id(),
    name: text('name').notNull(),
    inn: text('inn'),
    region: text('region'),
    brand: text('brand'),
    role: text('role'),
    address: text('address'),
    phones: text('phones'),
    support: text('support'),
    email: text('email'),
    isParking: boolean('is_parking').notNull().default(false),
    createUsersOnRegistration: boolean('create_users_on_registration').notNull().default(false),
    keysAvailable: integer('keys_available').notNull().default(0),
    apiTokenHash: text('api_token_hash'),
    apiTokenIssuedAt: timestamp('api_token_issued_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('companies_name_idx').on(table.name),
    check('companies_keys_available_check', sql`${table.keysAvailable} >= 0`),
  ],
);

/**
 * How a company takes its residents' payments (spec: payment methods): a payment provider's account.
 * The password and the API token are needed in clear to call the provider, so they are encrypted at rest
 * as camera passwords are (server/cameras/secrets.ts), bound to the row and the column; never returned.
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: id(),
    companyId: companyRef(),
    name: text('name').notNull(),
    username: text('username').notNull(),
    passwordEncrypted: text('password_encrypted'),
    apiTokenEncrypted: text('api_token_encrypted'),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [index('payment_methods_company_name_idx').on(table.companyId, table.name, table.id)],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    displayName: text('display_name').notNull(),
    phoneNumber: text('phone_number').notNull().unique('users_phone_number_unique'),
    email: text('email'),
    emailConfirmed: boolean('email_confirmed').notNull().default(false),
    passwordHash: text('password_hash').notNull(),
    isPlatformAdmin: boolean('is_platform_admin').notNull().default(false),
    /** How many keys the user has: kept by a trigger on keys (migration 0003), so GetUsers can sort by it. */
    keysCount: integer('keys_count').notNull().default(0),
    createdAt: createdAt(),
  },
  // GetUsers sorts by these; the id breaks ties so pages never overlap. It searches in the trigram ones.
  (table) => [
    index('users_display_name_idx').on(table.displayName, table.id),
    index('users_email_idx').on(table.email, table.id),
    index('users_keys_count_idx').on(table.keysCount, table.id),
    trigramIndex('users_display_name_trgm_idx', table.displayName),
    trigramIndex('users_phone_number_trgm_idx', table.phoneNumber),
    trigramIndex('users_email_trgm_idx', table.email),
  ],
);

/** A user's right to administer a company (the company area). */
export const companyProfiles = pgTable(
  'company_profiles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: companyRef(),
    role: text('role').notNull().default('admin'),
  },
  (table) => [
    primaryKey({ name: 'company_profiles_pk', columns: [table.userId, table.companyId] }),
    index('company_profiles_company_idx').on(table.companyId),
  ],
);

/**
 * A signed-in session. Its id is the apiKeyId of the SAS-TOKEN header; the token itself is never stored,
 * only its SHA-256. Sessions live here (not in memory) so any number of API servers can share them.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    area: text('area', { enum: ['platform', 'company'] }).notNull(),
    /** The company a company-area session acts for; null until a profile is selected. */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** Every sign-in attempt, for the failed-attempt limit (shared by all API servers). */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: id(),
    phoneNumber: text('phone_number').notNull(),
    ip: text('ip').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
    succeeded: boolean('succeeded').notNull(),
  },
  (table) => [index('login_attempts_phone_idx').on(table.phoneNumber, table.attemptedAt)],
);

/**
 * Sign-in throttling (server/auth/login-attempts.ts): per phone number and per client address, the
 * attempts reserved in a fixed window. A reservation is one upsert that increments and returns the count,
 * so the limit holds under concurrency and across servers. `banClaimed`: the address's automatic ban of
 * this window is already being made (taken by one request only).
 */
export const signInThrottles = pgTable(
  'sign_in_throttles',
  {
    kind: text('kind', { enum: ['phone', 'address', 'guestLink', 'guestAddress'] }).notNull(),
    subject: text('subject').notNull(),
    // Milliseconds, as a JavaScript Date holds it: a reservation is released in the window it was made in.
    windowStartedAt: timestamp('window_started_at', { withTimezone: true, precision: 3 }).notNull(),
    attempts: integer('attempts').notNull(),
    banClaimed: boolean('ban_claimed').notNull().default(false),
  },
  (table) => [primaryKey({ name: 'sign_in_throttles_pk', columns: [table.kind, table.subject] })],
);

/**
 * Networks refused at sign-in (server/auth/ip-bans.ts): one address is a /32 or /128. Automatic bans come
 * from too many failed sign-ins and have no reason text; an operator's own bans have one. `endsAt` null:
 * until lifted. `failures`: the failed sign-ins that led to the ban and those refused while it held.
 */
export const ipBans = pgTable(
  'ip_bans',
  {
    id: id(),
    network: cidr('network').notNull(),
    createdAt: createdAt(),
    automatic: boolean('automatic').notNull(),
    reason: text('reason'),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    failures: integer('failures').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    // Sign-in asks which bans contain the client's address (`network >>= address`).
    index('ip_bans_network_idx').using('gist', table.network.op('inet_ops')),
    index('ip_bans_created_idx').on(table.createdAt, table.id),
    check('ip_bans_reason_check', sql`${table.automatic} or ${table.reason} is not null`),
  ],
);

export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    companyId: companyRef(),
    value: text('value').notNull(),
    // What a search looks in (server/protocol/list.ts, lowerCase): lower-cased once when written, so that a
    // search compares bytes instead of folding the case of every candidate row (half of a search's time).
    searchValue: text('search_value')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(${addresses.value})`),
    createdAt: createdAt(),
  },
  (table) => [
    // One company cannot have the same address twice, whatever the letter case.
    uniqueIndex('addresses_company_value_unique').on(table.companyId, sql`lower(${table.value})`),
    index('addresses_company_value_idx').on(table.companyId, table.value, table.id),
    index('addresses_company_created_idx').on(table.companyId, table.createdAt, table.id),
    trigramIndex('addresses_search_value_trgm_idx', table.searchValue),
  ],
);

/**
 * Registration keys (spec: Key): the keys the platform registers for a phone number in a company, with
 * their type, period and status. They are the users' keys (users.keys_count counts them, migration 0003):
 * a key is sent to a phone, and belongs to the user with that phone when there is one, so one table
 * serves both the users list and /reg_keys. Status moves follow contract/key-status.ts.
 */
export const keys = pgTable(
  'keys',
  {
    id: id(),
    /** The key's stable public identifier (spec: uuid), distinct from the row id. */
    uuid: uuid('uuid')
      .notNull()
      .unique('keys_uuid_unique')
      .default(sql`gen_random_uuid()`),
    /** The user whose phone the key was sent to; null while nobody has signed up with that phone. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    companyId: companyRef(),
    /** E.164 digits without '+'. */
    phoneNumber: text('phone_number').notNull(),
    title: text('title').notNull(),
    status: keyStatusColumn('none'),
    keyType: text('key_type', { enum: keyTypes }).notNull().default('permanent'),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('keys_user_idx').on(table.userId),
    index('keys_company_idx').on(table.companyId),
    // GetRegKeys: newest first, overall or in one company; searches phone and title.
    index('keys_created_idx').on(table.createdAt, table.id),
    index('keys_company_created_idx').on(table.companyId, table.createdAt, table.id),
    // Filtered by status (readsAsStatus): that status's keys, newest first, without reading the others;
    // with the end of the period, which the filter tests, so that counting them reads the index alone.
    index('keys_status_created_until_idx').on(table.status, table.createdAt, table.id, table.validUntil),
    trigramIndex('keys_phone_number_trgm_idx', table.phoneNumber),
    trigramIndex('keys_title_trgm_idx', table.title),
    // Housekeeping finds the keys whose period has ended without reading the others.
    index('keys_expiry_idx').on(table.validUntil).where(expirableStatus(table.status)),
    keyStatusCheck('keys_status_check', table.status),
    keyPeriodCheck('keys_period_check', table),
  ],
);

/** Residential complexes (spec: access object), the roots of the access tree. */
export const accessObjects = pgTable(
  'access_objects',
  {
    id: id(),
    companyId: companyRef(),
    displayName: text('display_name').notNull(),
    description: text('description'),
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    image: text('image'),
    userDisplayName: text('user_display_name'),
    additionalInfo: text('additional_info'),
    heading: text('heading'),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (table) => [
    index('access_objects_company_name_idx').on(table.companyId, table.displayName, table.id),
    index('access_objects_company_created_idx').on(table.companyId, table.createdAt, table.id),
    // The target of the perimeters' (object, company) reference: a perimeter's object is its company's.
    unique('access_objects_id_company_unique').on(table.id, table.companyId),
  ],
);

/**
 * The number of rows of a table, per scope (e.g. addresses per company; the nil UUID for the whole
 * table), kept exact by statement-level triggers (migration 0003): a list's total without a search is
 * one row to read, not 100,000 to count. server/db/row-counts.ts reads it.
 */
export const rowCounts = pgTable(
  'row_counts',
  {
    tableName: text('table_name').notNull(),
    scopeId: uuid('scope_id').notNull(),
    rowCount: bigint('row_count', { mode: 'number' }).notNull(),
    /**
     * Goes up with every change that can move a row of the scope in a list: an insert, a delete, a new
     * value of a column the list sorts by (migration 0041). Deep pages' remembered positions
     * (server/protocol/anchors.ts) hold while it has not moved.
     */
    changes: bigint('changes', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ name: 'row_counts_pk', columns: [table.tableName, table.scopeId] })],
);

// SIP servers and SIP devices (intercom panels) ------------------------------------------------------

/** The SIP servers (registrars) a company registers its intercom panels on. */
export const sipServers = pgTable(
  'sip_servers',
  {
    id: id(),
    companyId: companyRef(),
    name: text('name').notNull(),
    host: text('host').notNull(),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sip_servers_company_name_idx').on(table.companyId, table.name, table.id),
    // The target of the devices' (server, company) reference: a device's server is its company's.
    unique('sip_servers_id_company_unique').on(table.id, table.companyId),
  ],
);

/** A company's SIP intercom panel: its server, where it hangs, how it opens the door, its configuration. */
export const sipDevices = pgTable(
  'sip_devices',
  {
    id: id(),
    companyId: companyRef(),
    name: text('name').notNull(),
    // A server with devices on it cannot be deleted (the devices would lose their registrar), except with
    // its company: 'no action' is checked at the end of the statement, after the cascade took the devices.
    serverId: uuid('server_id')
      .notNull()
      .references(() => sipServers.id, { onDelete: 'no action' }),
    addressId: uuid('address_id').references(() => addresses.id, { onDelete: 'set null' }),
    openMethod: text('open_method', { enum: ['dtmf', 'relay', 'http'] }).notNull(),
    dtmfOpenCommand: text('dtmf_open_command'),
    description: text('description'),
    /** The configuration text, secrets in clear: only the server reads them (the API hides them). */
    configuration: text('configuration').notNull(),
    /**
     * How many abonents are linked to the device. The abonents' link table keeps it with a trigger,
     * as keys keep users.keys_count; 0 until abonents can be linked.
     */
    abonentCount: integer('abonent_count').notNull().default(0),
    /** When the panel last registered on its SIP server (reported by the registrar); null until then. */
    registeredAt: timestamp('registered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    // A device's server is one of its own company's: a server with devices keeps its company (EditSipServer).
    foreignKey({
      name: 'sip_devices_server_company_fk',
      columns: [table.serverId, table.companyId],
      foreignColumns: [sipServers.id, sipServers.companyId],
    }),
    // One name per device within a company, whatever the letter case.
    uniqueIndex('sip_devices_company_name_unique').on(table.companyId, sql`lower(${table.name})`),
    index('sip_devices_company_name_idx').on(table.companyId, table.name, table.id),
    index('sip_devices_company_created_idx').on(table.companyId, table.createdAt, table.id),
    index('sip_devices_server_idx').on(table.serverId),
    index('sip_devices_address_idx').on(table.addressId),
    trigramIndex('sip_devices_name_trgm_idx', table.name),
  ],
);

/* Cameras */

/**
 * A company's video cameras. The password is kept encrypted (server/cameras/secrets.ts), never hashed:
 * it is needed in clear to sign in to the camera. `status` and `checked_at` are the last status check's;
 * null until the first one. `offline_reason` is why that check found it offline (null when online).
 */
export const cameras = pgTable(
  'cameras',
  {
    id: id(),
    companyId: companyRef(),
    /** The camera's stable public identifier on the platform (spec: uuid), distinct from the row id. */
    uuid: uuid('uuid')
      .notNull()
      .unique('cameras_uuid_unique')
      .default(sql`gen_random_uuid()`),
    name: text('name').notNull(),
    login: text('login'),
    passwordEncrypted: text('password_encrypted'),
    link: text('link').notNull(),
    status: text('status', { enum: ['online', 'offline'] }),
    offlineReason: text('offline_reason', { enum: cameraOfflineReasons }),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('cameras_company_name_idx').on(table.companyId, table.name, table.id),
    index('cameras_company_created_idx').on(table.companyId, table.createdAt, table.id),
  ],
);

/**
 * The throttle of camera status checks (server/cameras/check-throttle.ts): per company, when its current
 * one-minute window started and how many checks were asked for in it. Kept in the database, so the limit
 * holds across servers; one row per company, so nothing needs cleaning up.
 */
export const cameraCheckWindows = pgTable('camera_check_windows', {
  companyId: companyRef().primaryKey(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  checks: integer('checks').notNull(),
});

/**
 * Keys the servers generate once and share through the database, by name: the camera-password key when
 * CAMERA_SECRET_KEY is not set. Inserted once (ON CONFLICT DO NOTHING), so servers starting together agree.
 */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
// ---------------------------------------------------------------------------------------------------
// Access section: locks, perimeters and access points (the tree under access_objects)

/**
 * Locks installed by the platform; `companyId` is the company that may put it on its access points (null:
 * in the platform's stock). What the platform's list filters, sorts or searches is a column (type,
 * company, controller phone, when it was last seen); the device settings (contract/platform-lock.ts:
 * gestures, on-moving, BLE, NFC, GSM, Internet…) are one jsonb object, read and written whole by the
 * lock form and validated by the contract's schema on the way in. `type` is one of `lockTypes`, checked
 * by a constraint of the custom migration `locks_custom` (which first moved the old free-text types).
 */
export const locks = pgTable(
  'locks',
  {
    id: id(),
    /** The identifier printed on the lock. */
    pid: text('pid').notNull().unique('locks_pid_unique'),
    name: text('name').notNull(),
    type: text('type', { enum: lockTypes }).notNull(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    controllerPhone: text('controller_phone'),
    /** When the lock last reported itself: online within DEVICE_ONLINE_MINUTES (contract/device.ts). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    settings: jsonb('settings')
      .$type<Partial<LockSettings>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (table) => [
    index('locks_company_pid_idx').on(table.companyId, table.pid, table.id),
    index('locks_company_name_idx').on(table.companyId, table.name, table.id),
    index('locks_last_seen_idx').on(table.lastSeenAt, table.id),
    trigramIndex('locks_pid_trgm_idx', table.pid),
    trigramIndex('locks_name_trgm_idx', table.name),
    trigramIndex('locks_controller_phone_trgm_idx', table.controllerPhone),
    // The target of access points' (lock, company) reference: a lock keeps its company while its points use it.
    unique('locks_id_company_unique').on(table.id, table.companyId),
  ],
);

/**
 * A company's door controllers (Controller). The backside is another controller of the
 * same company (the composite reference), never itself (the check); that backsides form no loop the
 * handlers check (server/actions/controllers.ts). A controller some other one names as its backside is
 * not deleted (the reference refuses it; the handler says which).
 */
export const controllers = pgTable(
  'controllers',
  {
    id: id(),
    companyId: companyRef(),
    /** 16 hexadecimal digits, upper case (contract/controller.ts). */
    secureId: text('secure_id').notNull().unique('controllers_secure_id_unique'),
    installationLocation: text('installation_location').notNull(),
    phoneNumber: text('phone_number'),
    installationDate: date('installation_date', { mode: 'string' }),
    comment: text('comment'),
    backsideControllerId: uuid('backside_controller_id'),
    /** When the controller last reported itself: online within DEVICE_ONLINE_MINUTES (contract/device.ts). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    unique('controllers_id_company_unique').on(table.id, table.companyId),
    foreignKey({
      name: 'controllers_backside_fk',
      columns: [table.backsideControllerId, table.companyId],
      foreignColumns: [table.id, table.companyId],
    }),
    check('controllers_backside_not_self', sql`${table.backsideControllerId} <> ${table.id}`),
    index('controllers_company_secure_id_idx').on(table.companyId, table.secureId, table.id),
    index('controllers_company_location_idx').on(table.companyId, table.installationLocation, table.id),
    index('controllers_backside_idx').on(table.backsideControllerId),
    index('controllers_last_seen_idx').on(table.lastSeenAt, table.id),
    trigramIndex('controllers_secure_id_trgm_idx', table.secureId),
    trigramIndex('controllers_installation_location_trgm_idx', table.installationLocation),
    trigramIndex('controllers_phone_number_trgm_idx', table.phoneNumber),
  ],
);

/**
 * A perimeter of an access object; `parentId` null is directly under the object (the wire's all-zero
 * identifier). The composite references keep a tree inside one object and one company: a parent is a
 * perimeter of the same object (moving a perimeter to another object carries its subtree along, ON
 * UPDATE CASCADE), and the object is one of the company's. Deleting a parent, an object or a perimeter
 * with points is refused by the references too (the handlers say why first).
 */
export const accessPerimeters = pgTable(
  'access_perimeters',
  {
    id: id(),
    companyId: companyRef(),
    accessObjectId: uuid('access_object_id').notNull(),
    parentId: uuid('parent_id'),
    displayName: text('display_name').notNull(),
    description: text('description'),
    restrictPassPermanentKeys: boolean('restrict_pass_permanent_keys').notNull().default(false),
    restrictPassTemporaryKeys: boolean('restrict_pass_temporary_keys').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    foreignKey({
      name: 'access_perimeters_object_fk',
      columns: [table.accessObjectId, table.companyId],
      foreignColumns: [accessObjects.id, accessObjects.companyId],
    }),
    foreignKey({
      name: 'access_perimeters_parent_fk',
      columns: [table.parentId, table.accessObjectId],
      foreignColumns: [table.id, table.accessObjectId],
    }).onUpdate('cascade'),
    unique('access_perimeters_id_object_unique').on(table.id, table.accessObjectId),
    unique('access_perimeters_id_company_unique').on(table.id, table.companyId),
    check('access_perimeters_not_own_parent', sql`${table.parentId} <> ${table.id}`),
    // GetAccessPerimeters: one object's perimeters by name; the children of a perimeter.
    index('access_perimeters_object_name_idx').on(table.accessObjectId, table.displayName, table.id),
    index('access_perimeters_parent_idx').on(table.parentId),
  ],
);

/**
 * An access point: a lock installed in a perimeter. `accessObjectId` repeats the perimeter's object (kept
 * by ON UPDATE CASCADE) so that the tree's list needs no join. The extended form's nested settings are
 * stored as the console sends them.
 */
export const accessPoints = pgTable(
  'access_points',
  {
    id: id(),
    companyId: companyRef(),
    accessObjectId: uuid('access_object_id').notNull(),
    perimeterId: uuid('perimeter_id').notNull(),
    lockId: uuid('lock_id')
      .notNull()
      .references(() => locks.id),
    displayName: text('display_name').notNull(),
    isPostamatAccessPoint: boolean('is_postamat_access_point').notNull().default(false),
    type: text('type', { enum: ['Default', 'default', 'entrance', 'exit'] })
      .notNull()
      .default('Default'),
    sid: text('sid'),
    elevator: text('elevator'),
    openTime: integer('open_time').notNull(),
    autoOpen: boolean('auto_open').notNull().default(false),
    distance: integer('distance').notNull(),
    isOpeningByPhone: boolean('is_opening_by_phone').notNull().default(false),
    isOpeningByInternet: boolean('is_opening_by_internet').notNull().default(false),
    geoRadius: integer('geo_radius'),
    geoLatitude: doublePrecision('geo_latitude'),
    geoLongitude: doublePrecision('geo_longitude'),
    defaultKeySettings: jsonb('default_key_settings').$type<DefaultKeySettings>().notNull(),
    keyRestrictions: jsonb('key_restrictions').$type<KeyRestriction[]>().notNull(),
    isLift: boolean('is_lift').notNull().default(false),
    transports: text('transports')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    paymentDate: date('payment_date', { mode: 'string' }),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (table) => [
    foreignKey({
      name: 'access_points_perimeter_fk',
      columns: [table.perimeterId, table.accessObjectId],
      foreignColumns: [accessPerimeters.id, accessPerimeters.accessObjectId],
    }).onUpdate('cascade'),
    foreignKey({
      name: 'access_points_perimeter_company_fk',
      columns: [table.perimeterId, table.companyId],
      foreignColumns: [accessPerimeters.id, accessPerimeters.companyId],
    }),
    // GetAllAccessPoints: the company's points by name. The platform's list: newest first.
    index('access_points_company_name_idx').on(table.companyId, table.displayName, table.id),
    index('access_points_perimeter_idx').on(table.perimeterId),
    // The journal's filter by an access object reads its points (a sequential scan of 16,000 was 8 ms).
    index('access_points_object_idx').on(table.accessObjectId),
    index('access_points_lock_idx').on(table.lockId),
    index('access_points_created_idx').on(table.createdAt, table.id),
    // access_points_lock_company_fk, (lock_id, company_id) -> locks (id, company_id), is in the custom
    // migration `locks_custom` (drizzle-kit would add it before the unique key it needs): a point's lock is
    // one of its own company's, so giving the lock to another company, or deleting it, is refused by the
    // database while points use it, however requests interleave.
  ],
);

/*
 * Tariffs: a tariff is a tariff policy with revisions. The policy holds the number of the revision in
 * force, always its latest: an update raises it under the policy row's lock and adds that revision; a
 * rollback adds a copy of an earlier revision the same way. Revisions are never changed or removed
 * (except with their policy), and (policy, revision) is unique.
 */
export const tariffPolicies = pgTable(
  'tariff_policies',
  {
    id: id(),
    companyId: companyRef(),
    currentRevision: integer('current_revision').notNull().default(1),
    createdAt: createdAt(),
  },
  (table) => [index('tariff_policies_company_idx').on(table.companyId, table.id)],
);

export const tariffRevisions = pgTable(
  'tariff_revisions',
  {
    id: id(),
    policyId: uuid('policy_id')
      .notNull()
      .references(() => tariffPolicies.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    displayName: text('display_name').notNull(),
    userDisplayName: text('user_display_name'),
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // Money as exact decimals, never floats.
    costPerMonth: numeric('cost_per_month', { precision: 10, scale: 2 }),
    costPerYear: numeric('cost_per_year', { precision: 10, scale: 2 }),
    keysCountInPackage: integer('keys_count_in_package').notNull(),
    trialPeriodDays: integer('trial_period_days'),
    tariffType: text('tariff_type', { enum: ['monthly', 'yearly'] }).notNull(),
    pricePerPackage: numeric('price_per_package', { precision: 10, scale: 2 }),
    pricePerExtraKey: numeric('price_per_extra_key', { precision: 10, scale: 2 }),
    effectiveUntil: text('effective_until', { enum: ['disabled', 'endOfThisMonth', 'endOfNextMonth'] }).notNull(),
    services: text('services').array().notNull(),
    /** The earlier revision this one copies, when a rollback made it. */
    rolledBackFrom: integer('rolled_back_from'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('tariff_revisions_policy_revision_unique').on(table.policyId, table.revision),
    check('tariff_revisions_revision_check', sql`${table.revision} >= 1`),
    check(
      'tariff_revisions_money_check',
      sql`coalesce(${table.costPerMonth}, 1) > 0 and coalesce(${table.costPerYear}, 1) > 0 and coalesce(${table.pricePerPackage}, 1) > 0 and coalesce(${table.pricePerExtraKey}, 1) > 0`,
    ),
  ],
);

// ---- Abonents: the company's residents, their card and BLE tag IDs, intercoms and keys ----

export const abonents = pgTable(
  'abonents',
  {
    id: id(),
    companyId: companyRef(),
    name: text('name').notNull(),
    /** E.164 digits without '+'. */
    phoneNumber: text('phone_number').notNull(),
    building: text('building'),
    room: text('room'),
    /** One of the company's addresses; the abonent stays when the address goes. */
    addressId: uuid('address_id').references(() => addresses.id, { onDelete: 'set null' }),
    floor: integer('floor'),
    lowerFloor: integer('lower_floor'),
    /** Floors and ranges as typed, e.g. "-1, 1-5". */
    allowedFloors: text('allowed_floors'),
    digitalKeyId: text('digital_key_id'),
    comment: text('comment'),
    administrator: boolean('administrator').notNull().default(false),
    /** The daily access interval, 'HH:MM' each, both or neither. */
    accessFrom: text('access_from'),
    accessUntil: text('access_until'),
    openOnCall: boolean('open_on_call').notNull().default(false),
    cars: jsonb('cars').$type<{ model?: string | null; number: string }[]>().notNull().default([]),
    /** The access zone (spec: accessZone): an access object or a perimeter, at most one of them. */
    accessObjectId: uuid('access_object_id').references(() => accessObjects.id, { onDelete: 'set null' }),
    accessPerimeterId: uuid('access_perimeter_id').references(() => accessPerimeters.id, { onDelete: 'set null' }),
    /** The company's tariff the abonent is on (the policy: its revision in force applies). */
    tariffId: uuid('tariff_id').references(() => tariffPolicies.id),
    createdAt: createdAt(),
  },
  // GetAbonents sorts by these within a company (the id breaks ties) and searches in the trigram ones.
  (table) => [
    index('abonents_company_name_idx').on(table.companyId, table.name, table.id),
    index('abonents_company_phone_idx').on(table.companyId, table.phoneNumber, table.id),
    index('abonents_company_building_idx').on(table.companyId, table.building, table.id),
    index('abonents_company_room_idx').on(table.companyId, table.room, table.id),
    index('abonents_company_created_idx').on(table.companyId, table.createdAt, table.id),
    index('abonents_address_idx').on(table.addressId),
    index('abonents_tariff_idx').on(table.tariffId),
    index('abonents_access_object_idx').on(table.accessObjectId),
    index('abonents_access_perimeter_idx').on(table.accessPerimeterId),
    check('abonents_access_zone_check', sql`${table.accessObjectId} is null or ${table.accessPerimeterId} is null`),
    trigramIndex('abonents_name_trgm_idx', table.name),
    trigramIndex('abonents_phone_number_trgm_idx', table.phoneNumber),
    trigramIndex('abonents_building_trgm_idx', table.building),
    trigramIndex('abonents_room_trgm_idx', table.room),
    check(
      'abonents_access_interval_check',
      sql`(${table.accessFrom} is null) = (${table.accessUntil} is null) and ${table.accessFrom} < ${table.accessUntil} is not false`,
    ),
  ],
);

/** Access card and BLE tag IDs: 24-bit codes, each belonging to one abonent of the company at most. */
export const abonentCodes = pgTable(
  'abonent_codes',
  {
    companyId: companyRef(),
    abonentId: uuid('abonent_id')
      .notNull()
      .references(() => abonents.id, { onDelete: 'cascade' }),
    code: integer('code').notNull(),
  },
  (table) => [
    primaryKey({ name: 'abonent_codes_pk', columns: [table.companyId, table.code] }),
    index('abonent_codes_abonent_idx').on(table.abonentId),
    check('abonent_codes_range_check', sql`${table.code} >= 0 and ${table.code} < 16777216`),
  ],
);

/** An abonent's intercoms: the panel's name and the SIP apartment it calls. */
export const abonentIntercoms = pgTable(
  'abonent_intercoms',
  {
    id: id(),
    companyId: companyRef(),
    abonentId: uuid('abonent_id')
      .notNull()
      .references(() => abonents.id, { onDelete: 'cascade' }),
    intercomName: text('intercom_name').notNull(),
    apartment: integer('apartment').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('abonent_intercoms_abonent_idx').on(table.abonentId, table.createdAt),
    check('abonent_intercoms_apartment_check', sql`${table.apartment} > 0 and ${table.apartment} < 10000`),
  ],
);

/** Keys issued to abonents: permanent, or temporary within their period. Statuses as registration keys'. */
export const abonentKeys = pgTable(
  'abonent_keys',
  {
    id: id(),
    companyId: companyRef(),
    abonentId: uuid('abonent_id')
      .notNull()
      .references(() => abonents.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    keyType: text('key_type', { enum: keyTypes }).notNull(),
    status: keyStatusColumn('sent'),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('abonent_keys_abonent_created_idx').on(table.abonentId, table.createdAt, table.id),
    index('abonent_keys_company_idx').on(table.companyId),
    index('abonent_keys_expiry_idx').on(table.validUntil).where(expirableStatus(table.status)),
    keyStatusCheck('abonent_keys_status_check', table.status),
    keyPeriodCheck('abonent_keys_period_check', table),
  ],
);

/** The SIP devices (intercom panels) that call an abonent; sip_devices.abonent_count counts them (trigger). */
export const abonentSipDevices = pgTable(
  'abonent_sip_devices',
  {
    companyId: companyRef(),
    abonentId: uuid('abonent_id')
      .notNull()
      .references(() => abonents.id, { onDelete: 'cascade' }),
    sipDeviceId: uuid('sip_device_id')
      .notNull()
      .references(() => sipDevices.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ name: 'abonent_sip_devices_pk', columns: [table.abonentId, table.sipDeviceId] }),
    index('abonent_sip_devices_device_idx').on(table.sipDeviceId),
  ],
);

/** The cameras an abonent may watch (spec: cameras with cameraName). */
export const abonentCameras = pgTable(
  'abonent_cameras',
  {
    companyId: companyRef(),
    abonentId: uuid('abonent_id')
      .notNull()
      .references(() => abonents.id, { onDelete: 'cascade' }),
    cameraId: uuid('camera_id')
      .notNull()
      .references(() => cameras.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ name: 'abonent_cameras_pk', columns: [table.abonentId, table.cameraId] }),
    index('abonent_cameras_camera_idx').on(table.cameraId),
  ],
);

// ---- The audit trail: who changed what (server/audit/) ----

/**
 * Append-only: one row per changed row of an audited table (written by the `audit_row` trigger, migration
 * 0020, in the transaction of the change) and one per sign-in, failed sign-in, sign-out and secret read.
 * `changes` is `{ column: [old, new] }` with only the changed columns; a secret column is `"masked"`.
 * No foreign keys: the trail outlives the users, companies and records it names.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The transaction's start: every row of one Action has the same. */
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: uuid('user_id'),
    sessionId: uuid('session_id'),
    companyId: uuid('company_id'),
    action: text('action').notNull(),
    ip: text('ip'),
    tableName: text('table_name'),
    /** The record the row is filed under: its own id, or its parent's for a part of it (an abonent's codes). */
    recordId: text('record_id'),
    operation: text('operation', { enum: auditOperations }).notNull(),
    changes: jsonb('changes').$type<AuditChanges>().notNull().default({}),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at, table.id),
    index('audit_log_record_idx').on(table.recordId, table.at, table.id),
    index('audit_log_company_idx').on(table.companyId, table.at, table.id),
    index('audit_log_user_idx').on(table.userId, table.at, table.id),
  ],
);

/* Postamates */

/**
 * Parcel lockers (spec: postamates). `lastSeenAt` says whether it is online (contract/device.ts); the
 * remote camera's status columns are its last check, as a camera's are.
 */
export const postamates = pgTable(
  'postamates',
  {
    id: id(),
    companyId: companyRef(),
    postamatId: text('postamat_id').notNull().unique('postamates_postamat_id_unique'),
    publicId: text('public_id').notNull().unique('postamates_public_id_unique'),
    remoteCameraRtspAddress: text('remote_camera_rtsp_address'),
    cameraStatus: text('camera_status', { enum: ['online', 'offline'] }),
    cameraOfflineReason: text('camera_offline_reason', { enum: cameraOfflineReasons }),
    cameraCheckedAt: timestamp('camera_checked_at', { withTimezone: true }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('postamates_company_idx').on(table.companyId, table.postamatId),
    index('postamates_last_seen_idx').on(table.lastSeenAt, table.id),
    trigramIndex('postamates_postamat_id_trgm_idx', table.postamatId),
    trigramIndex('postamates_public_id_trgm_idx', table.publicId),
  ],
);

/**
 * A postamate's cells, numbered once each within it. Rows of their own (not a jsonb array): a cell's
 * state is what a device changes one cell at a time, and the number's uniqueness is the key's.
 */
export const postamateCells = pgTable(
  'postamate_cells',
  {
    postamateId: uuid('postamate_id')
      .notNull()
      .references(() => postamates.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    size: text('size', { enum: cellSizes }).notNull(),
    state: text('state', { enum: cellStates }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'postamate_cells_pk', columns: [table.postamateId, table.number] }),
    check('postamate_cells_size_check', sql`${table.size} in ('S', 'M', 'L', 'XL')`),
    check('postamate_cells_state_check', sql`${table.state} in ('free', 'occupied', 'outOfOrder', 'opened')`),
  ],
);

// ---- Local servers and their keys; key status history -------------------------------------------

/**
 * A company's local server (spec: company form, local servers): it issues local keys, and it is the
 * device side of the company's doors, calling the `device` Actions with its token (only its SHA-256 is
 * stored, as for sessions; server/devices/tokens.ts). `lastSeenAt` says whether it is online.
 */
export const localServers = pgTable(
  'local_servers',
  {
    id: id(),
    companyId: companyRef(),
    name: text('name').notNull(),
    tokenHash: text('token_hash'),
    tokenIssuedAt: timestamp('token_issued_at', { withTimezone: true }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('local_servers_company_name_idx').on(table.companyId, table.name, table.id),
    // The target of local_keys' (server, company) reference: a key's server is its company's.
    unique('local_servers_id_company_unique').on(table.id, table.companyId),
  ],
);

/** Local server keys (spec: company, uuid, date, phone number, title, status, local server). */
export const localKeys = pgTable(
  'local_keys',
  {
    id: id(),
    companyId: companyRef(),
    uuid: uuid('uuid')
      .notNull()
      .unique('local_keys_uuid_unique')
      .default(sql`gen_random_uuid()`),
    localServerId: uuid('local_server_id').notNull(),
    phoneNumber: text('phone_number').notNull(),
    title: text('title').notNull(),
    status: keyStatusColumn('none'),
    /** The day the key was issued on (spec: date). Local keys have no period, so they never expire by time. */
    date: date('date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    foreignKey({
      name: 'local_keys_server_fk',
      columns: [table.localServerId, table.companyId],
      foreignColumns: [localServers.id, localServers.companyId],
    }).onDelete('cascade'),
    index('local_keys_server_idx').on(table.localServerId),
    index('local_keys_created_idx').on(table.createdAt, table.id),
    index('local_keys_company_created_idx').on(table.companyId, table.createdAt, table.id),
    index('local_keys_status_created_idx').on(table.status, table.createdAt, table.id),
    trigramIndex('local_keys_phone_number_trgm_idx', table.phoneNumber),
    trigramIndex('local_keys_title_trgm_idx', table.title),
    keyStatusCheck('local_keys_status_check', table.status),
  ],
);

/**
 * Every status change of a key, of whichever kind (one reference set of three), written in the same
 * transaction as the change: who (null: the platform itself, e.g. a period that ended) and when.
 */
export const keyStatusChanges = pgTable(
  'key_status_changes',
  {
    id: id(),
    regKeyId: uuid('reg_key_id').references(() => keys.id, { onDelete: 'cascade' }),
    localKeyId: uuid('local_key_id').references(() => localKeys.id, { onDelete: 'cascade' }),
    abonentKeyId: uuid('abonent_key_id').references(() => abonentKeys.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: keyStatuses }).notNull(),
    toStatus: text('to_status', { enum: keyStatuses }).notNull(),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'key_status_changes_one_key',
      sql`num_nonnulls(${table.regKeyId}, ${table.localKeyId}, ${table.abonentKeyId}) = 1`,
    ),
    keyStatusCheck('key_status_changes_from_check', table.fromStatus),
    keyStatusCheck('key_status_changes_to_check', table.toStatus),
    index('key_status_changes_reg_key_idx').on(table.regKeyId, table.changedAt),
    index('key_status_changes_local_key_idx').on(table.localKeyId, table.changedAt),
    index('key_status_changes_abonent_key_idx').on(table.abonentKeyId, table.changedAt),
  ],
);

// ---- SIM cards and their payments; abonents' payments -------------------------------------------

/** A SIM card in a company's device (spec: SIM payment: company, id, place, paid up to, phone). */
export const simCards = pgTable(
  'sim_cards',
  {
    id: id(),
    companyId: companyRef(),
    /** Where the device with the card is installed. */
    place: text('place').notNull(),
    phoneNumber: text('phone_number').notNull(),
    /** The last day the card is paid for. */
    paidUpTo: date('paid_up_to', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    // GetSimPayments: the ones about to lapse first, overall or in one company.
    index('sim_cards_paid_up_to_idx').on(table.paidUpTo, table.id),
    index('sim_cards_company_paid_up_to_idx').on(table.companyId, table.paidUpTo, table.id),
    trigramIndex('sim_cards_place_trgm_idx', table.place),
    trigramIndex('sim_cards_phone_number_trgm_idx', table.phoneNumber),
  ],
);

/** A payment for a SIM card: how far it moved 'paid up to', how much, who recorded it. */
export const simCardPayments = pgTable(
  'sim_card_payments',
  {
    id: id(),
    simCardId: uuid('sim_card_id')
      .notNull()
      .references(() => simCards.id, { onDelete: 'cascade' }),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    paidUpToBefore: date('paid_up_to_before', { mode: 'string' }).notNull(),
    paidUpTo: date('paid_up_to', { mode: 'string' }).notNull(),
    paidBy: uuid('paid_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('sim_card_payments_card_idx').on(table.simCardId, table.createdAt),
    check('sim_card_payments_amount_check', sql`${table.amount} > 0`),
    check('sim_card_payments_moves_check', sql`${table.paidUpTo} > ${table.paidUpToBefore}`),
  ],
);

/**
 * Abonents' payments (spec: Payment). The abonent, phone and perimeter are kept as they were paid for:
 * a payment is a record of the past, and stays when the abonent or the perimeter goes.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    companyId: companyRef(),
    abonentId: uuid('abonent_id').references(() => abonents.id, { onDelete: 'set null' }),
    abonentName: text('abonent_name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    perimeterName: text('perimeter_name'),
    paymentDate: timestamp('payment_date', { withTimezone: true }).notNull(),
    periodTill: date('period_till', { mode: 'string' }),
    // Money as exact decimals, never floats.
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    paymentType: text('payment_type', { enum: paymentTypes }).notNull(),
    description: text('description'),
    accountNumber: text('account_number'),
    createdAt: createdAt(),
  },
  (table) => [
    // GetPayments: newest first, overall or in one company, within dates, of a type.
    index('payments_date_idx').on(table.paymentDate, table.id),
    index('payments_company_date_idx').on(table.companyId, table.paymentDate, table.id),
    index('payments_type_date_idx').on(table.paymentType, table.paymentDate, table.id),
    index('payments_amount_idx').on(table.amount, table.id),
    index('payments_abonent_idx').on(table.abonentId),
    trigramIndex('payments_phone_number_trgm_idx', table.phoneNumber),
    trigramIndex('payments_account_number_trgm_idx', table.accountNumber),
    check('payments_amount_check', sql`${table.amount} > 0`),
  ],
);

/**
 * The number and sum of payments, per company and for all (the nil UUID), kept exact by a statement-level
 * trigger (custom migration): an unfiltered list's totals read one row instead of adding up 100,000.
 */
export const paymentTotals = pgTable('payment_totals', {
  scopeId: uuid('scope_id').primaryKey(),
  rowCount: bigint('row_count', { mode: 'number' }).notNull(),
  amountSum: numeric('amount_sum', { precision: 16, scale: 2 }).notNull(),
});

// ---- Pass events: the access journal -------------------------------------------------------------

/**
 * Every pass through an access point, or refusal (spec: access journal). The one table that grows
 * without end: partitioned by month on `occurred_at` (its migration's SQL adds `PARTITION BY`, which
 * Drizzle cannot express; server/journal/partitions.ts creates the months), so every key and unique
 * index includes `occurred_at`. No foreign key to the access point, abonent or key: an event keeps its
 * names and its decision (`decision`) as they were at that moment, after the point, the abonent or the
 * key are changed or gone.
 */
export const passEvents = pgTable(
  'pass_events',
  {
    id: uuid('id')
      .notNull()
      .default(sql`gen_random_uuid()`),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    accessPointId: uuid('access_point_id'),
    /**
     * The point's access object: kept by the database, as the point's own (a trigger follows a point
     * moved to another object), and kept after the point is removed. The journal's filter by an object
     * reads it, one index for the object's events newest first, where reading each of its points' events
     * cost twice as many index probes as it has points.
     */
    accessObjectId: uuid('access_object_id'),
    /** The point's name at that moment. */
    accessPointName: text('access_point_name').notNull(),
    source: text('source', { enum: passSources }).notNull(),
    /** The local server that reported it, and the event's id on that server: a batch sent twice is stored once. */
    localServerId: uuid('local_server_id'),
    deviceEventId: text('device_event_id'),
    keyType: text('key_type', { enum: passKeyTypes }).notNull(),
    cardId: text('card_id'),
    phone: text('phone'),
    carPlate: text('car_plate'),
    result: text('result', { enum: passResults }).notNull(),
    denialReason: text('denial_reason'),
    abonentId: uuid('abonent_id'),
    /** Who passed, as the journal shows them at that moment: an abonent's name, or a guest pass's. */
    userName: text('user_name'),
    /**
     * What the journal's filter by a name's beginning compares (server/journal/filters.ts): the name
     * lower-cased once, when written. Folding the case of every candidate was 0.28 of a name's page's
     * 0.45 ms in its index (EXPLAIN ANALYZE). A column, not an expression, also has its statistics kept
     * whatever its index (an expression's are kept only from an index of it that is not partial). The
     * expression names its column unqualified: PostgreSQL refuses the partitioned table's name in it.
     */
    userNameKey: text('user_name_key').generatedAlwaysAs(sql`lower("user_name")`),
    accessZone: text('access_zone'),
    /** Why it was decided, as of that moment: the key or code, the abonent, the zone or restriction. */
    decision: jsonb('decision').$type<Record<string, unknown>>().notNull().default({}),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the same person (the abonent, else the phone or card shown) last passed in the PERSON_PREV_DAYS
     * (31) days before this event, in the company; null when they had not, or nobody was identified. Set
     * by every insert, whatever order events arrive in (server/journal/store.ts): a report counts the
     * people of a day as the events with no earlier one that day, one pass instead of hashing every
     * (day, person) pair.
     */
    personPrevAt: timestamp('person_prev_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ name: 'pass_events_pk', columns: [table.id, table.occurredAt] }),
    // A person's events in time order, for person_prev_at (server/journal/store.ts).
    index('pass_events_person_time_idx')
      .on(
        table.companyId,
        sql`(coalesce(${table.abonentId}::text, ${table.phone}, ${table.cardId}))`,
        table.occurredAt,
        table.id,
      )
      .where(sql`coalesce(${table.abonentId}::text, ${table.phone}, ${table.cardId}) is not null`),
    uniqueIndex('pass_events_device_event_unique').on(table.localServerId, table.deviceEventId, table.occurredAt),
    // The journal's first page: a company's newest events (keyset on occurred_at, id). NULLS FIRST is what
    // `order by … desc` means: an index of drizzle's default DESC NULLS LAST cannot give that order, and the
    // planner read and sorted the month instead (docs/journal-scaling.md). Its migration adds
    // INCLUDE (user_name_key), which Drizzle cannot express: a name that many events have is found by
    // reading the company's newest events, and the name lets that read stay in the index.
    index('pass_events_company_time_idx').on(
      table.companyId,
      table.occurredAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // The journal's filters (server/journal/filters.ts), each read newest first within its value: a point
    // (a point is one company's), an object, a card, a phone or a name from its start, and the refusals.
    index('pass_events_point_time_idx').on(
      table.accessPointId,
      table.occurredAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('pass_events_object_time_idx').on(
      table.accessObjectId,
      table.occurredAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('pass_events_card_time_idx')
      .on(table.companyId, table.cardId, table.occurredAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.cardId} is not null`),
    index('pass_events_phone_idx')
      .on(table.companyId, table.phone.op('text_pattern_ops'))
      .where(sql`${table.phone} is not null`),
    // A name's index is on a column, with its statistics: on an expression in a partial index, PostgreSQL
    // had none and took every name for a common one (a name no event had read the whole month, 646 ms).
    // Its migration adds INCLUDE (occurred_at, id): the newest events of a rarer name are sorted from the
    // index alone.
    index('pass_events_user_idx')
      .on(table.companyId, table.userNameKey.op('text_pattern_ops'))
      .where(sql`${table.userNameKey} is not null`),
    index('pass_events_denied_time_idx')
      .on(table.companyId, table.occurredAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.result} = 'denied'`),
    check('pass_events_key_type_check', sql`${table.keyType} in ('button', 'card', 'mobile', 'remote', 'ble', 'gsm')`),
    check('pass_events_result_check', sql`${table.result} in ('opened', 'denied')`),
    check('pass_events_source_check', sql`${table.source} in ('device', 'guestPass')`),
  ],
);

/**
 * A company's events by quarter of an hour, kept by every insert of events in the same statement
 * (server/journal/store.ts): a report's days are sums of a month's 3,000 quarters rather than a scan of
 * its events. Every zone's midnight falls on a quarter, so any zone's days are whole quarters.
 */
export const passEventQuarters = pgTable(
  'pass_event_quarters',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The quarter's start: a multiple of 15 minutes since the epoch. */
    quarter: timestamp('quarter', { withTimezone: true }).notNull(),
    events: integer('events').notNull(),
    passes: integer('passes').notNull(),
    denials: integer('denials').notNull(),
    /**
     * `firsts[k + 1]`, k = 0…QUARTER_LOOK_BACK − 1: the quarter's events with a person (person_prev_at)
     * whose person had not passed since the start of the quarter k quarters earlier. A day's people are
     * the sum, over its quarters, of the element whose k reaches back to the day's start.
     */
    firsts: integer('firsts').array().notNull(),
  },
  (table) => [primaryKey({ name: 'pass_event_quarters_pk', columns: [table.companyId, table.quarter] })],
);

// ---- Access rights, guest passes and the open commands they send to locks -----------------------

/**
 * Who may pass where (access right). A right covers exactly one of: an access point, a
 * perimeter or an access object (every point below it); it goes with what it covers. Its status is not
 * stored but read from the dates and `revokedAt` (server/access/status.ts). `carNumberKey` is the
 * car number as contract/plate.ts normalises it, what search and who-can-pass match on.
 */
export const accessRights = pgTable(
  'access_rights',
  {
    id: id(),
    companyId: companyRef(),
    name: text('name').notNull(),
    phone: text('phone'),
    type: text('type', { enum: accessRightTypes }).notNull(),
    accessObjectId: uuid('access_object_id').references(() => accessObjects.id, { onDelete: 'cascade' }),
    accessPerimeterId: uuid('access_perimeter_id').references(() => accessPerimeters.id, { onDelete: 'cascade' }),
    accessPointId: uuid('access_point_id').references(() => accessPoints.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id').references(() => abonents.id, { onDelete: 'set null' }),
    addressId: uuid('address_id').references(() => addresses.id, { onDelete: 'set null' }),
    activeFrom: timestamp('active_from', { withTimezone: true }),
    activeTo: timestamp('active_to', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    carModel: text('car_model'),
    carNumber: text('car_number'),
    carNumberKey: text('car_number_key'),
    createdAt: createdAt(),
  },
  (table) => [
    index('access_rights_company_created_idx').on(table.companyId, table.createdAt, table.id),
    index('access_rights_company_name_idx').on(table.companyId, table.name, table.id),
    index('access_rights_object_idx').on(table.accessObjectId),
    index('access_rights_perimeter_idx').on(table.accessPerimeterId),
    index('access_rights_point_idx').on(table.accessPointId),
    index('access_rights_owner_idx').on(table.ownerId),
    trigramIndex('access_rights_name_trgm_idx', table.name),
    trigramIndex('access_rights_phone_trgm_idx', table.phone),
    trigramIndex('access_rights_car_number_key_trgm_idx', table.carNumberKey),
    check(
      'access_rights_one_target',
      sql`num_nonnulls(${table.accessObjectId}, ${table.accessPerimeterId}, ${table.accessPointId}) = 1`,
    ),
    check('access_rights_type_check', sql`${table.type} in ('permanent', 'temporary', 'guest', 'vehicle')`),
    check('access_rights_period_check', sql`${table.activeFrom} < ${table.activeTo} is not false`),
  ],
);

/**
 * A guest link: its token's SHA-256 only (the link is shown once), the period, the uses allowed and
 * made. `uses` rises in the same statement that checks it, so no more than `maxUses` openings pass
 * however many arrive together.
 */
export const guestPasses = pgTable(
  'guest_passes',
  {
    id: id(),
    companyId: companyRef(),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull().unique('guest_passes_token_hash_unique'),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
    maxUses: integer('max_uses').notNull(),
    uses: integer('uses').notNull().default(0),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('guest_passes_company_created_idx').on(table.companyId, table.createdAt, table.id),
    trigramIndex('guest_passes_name_trgm_idx', table.name),
    check('guest_passes_period_check', sql`${table.validFrom} < ${table.validTo}`),
    check('guest_passes_uses_check', sql`${table.uses} >= 0 and ${table.uses} <= ${table.maxUses}`),
  ],
);

/** The doors a guest pass opens; a door removed from the tree leaves the pass. */
export const guestPassPoints = pgTable(
  'guest_pass_points',
  {
    guestPassId: uuid('guest_pass_id')
      .notNull()
      .references(() => guestPasses.id, { onDelete: 'cascade' }),
    accessPointId: uuid('access_point_id')
      .notNull()
      .references(() => accessPoints.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ name: 'guest_pass_points_pk', columns: [table.guestPassId, table.accessPointId] }),
    index('guest_pass_points_point_idx').on(table.accessPointId),
  ],
);

/**
 * The outbox of open commands for the company's locks: written with the guest's opening, collected and
 * acknowledged by the company's local server (the `device` Actions). Kept as a device's state is, off
 * the audit trail; the journal holds the pass itself.
 */
export const lockCommands = pgTable(
  'lock_commands',
  {
    id: id(),
    companyId: companyRef(),
    lockId: uuid('lock_id')
      .notNull()
      .references(() => locks.id, { onDelete: 'cascade' }),
    accessPointId: uuid('access_point_id').references(() => accessPoints.id, { onDelete: 'set null' }),
    accessPointName: text('access_point_name').notNull(),
    guestPassId: uuid('guest_pass_id').references(() => guestPasses.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgedBy: uuid('acknowledged_by').references(() => localServers.id, { onDelete: 'set null' }),
  },
  (table) => [
    // What a local server collects: its company's waiting commands, oldest first.
    index('lock_commands_waiting_idx')
      .on(table.companyId, table.createdAt)
      .where(sql`${table.acknowledgedAt} is null`),
    index('lock_commands_created_idx').on(table.createdAt),
  ],
);
