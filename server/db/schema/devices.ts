import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { cameraOfflineReasons } from '../../../contract/camera';
import { type LockSettings, lockTypes } from '../../../contract/platform-lock';
import { cellSizes, cellStates } from '../../../contract/postamate';
import { id, createdAt, trigramIndex } from './columns';
import { companies, companyRef, addresses } from './people';

/**
 * The devices at the doors and their servers: locks, controllers, SIP servers and intercom panels,
 * cameras, postamates and local servers.
 */

// ---- Locks and controllers ------------------------------------------------------------------------

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
    /** Its device token's SHA-256, as a local server's (server/devices/tokens.ts); null: none issued. */
    tokenHash: text('token_hash'),
    tokenIssuedAt: timestamp('token_issued_at', { withTimezone: true }),
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
    trigramIndex('cameras_name_trgm_idx', table.name),
  ],
);

/**
 * Each status check of a camera, as CheckCameraStatus recorded it (the camera's own status columns keep
 * only the last): a door's timeline reads from them the periods its camera was found offline. Checks are
 * asked for by people and limited per company a minute, so the rows stay few; they go with the camera.
 */
export const cameraChecks = pgTable(
  'camera_checks',
  {
    cameraId: uuid('camera_id')
      .notNull()
      .references(() => cameras.id, { onDelete: 'cascade' }),
    companyId: companyRef(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['online', 'offline'] }).notNull(),
    offlineReason: text('offline_reason', { enum: cameraOfflineReasons }),
  },
  (table) => [index('camera_checks_camera_idx').on(table.cameraId, table.checkedAt)],
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

// ---- Local servers --------------------------------------------------------------------------------

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
    trigramIndex('local_servers_name_trgm_idx', table.name),
    // The target of local_keys' (server, company) reference: a key's server is its company's.
    unique('local_servers_id_company_unique').on(table.id, table.companyId),
  ],
);
