import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { DefaultKeySettings, KeyRestriction } from '../../../contract/access-point';
import { keyStatuses, keyTypes } from '../../../contract/key-status';
import { accessRightTypes } from '../../../contract/access-right';
import {
  id,
  createdAt,
  trigramIndex,
  keyStatusColumn,
  expirableStatus,
  keyStatusCheck,
  keyPeriodCheck,
} from './columns';
import { companyRef, users, addresses } from './people';
import { locks, sipDevices, cameras, localServers } from './devices';
import { tariffPolicies } from './billing';

/**
 * Who may pass where: registration keys, the access tree (objects, perimeters, access points),
 * abonents with their codes, intercoms and keys, local keys and every key's status history, access
 * rights and guest passes.
 */

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

// ---- The access tree: access objects, their perimeters and access points --------------------------

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
    /** The camera watching the door, one of the company's (a product extension: the door's timeline shows its status). */
    cameraId: uuid('camera_id').references(() => cameras.id, { onDelete: 'set null' }),
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
    // A camera's deletion clears the points it watches.
    index('access_points_camera_idx').on(table.cameraId),
    index('access_points_created_idx').on(table.createdAt, table.id),
    // The header's search finds a door by its name (server/search).
    trigramIndex('access_points_display_name_trgm_idx', table.displayName),
    // access_points_lock_company_fk, (lock_id, company_id) -> locks (id, company_id), is in the custom
    // migration `locks_custom` (drizzle-kit would add it before the unique key it needs): a point's lock is
    // one of its own company's, so giving the lock to another company, or deleting it, is refused by the
    // database while points use it, however requests interleave.
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

/**
 * Access card and BLE tag IDs: 24-bit codes, each belonging to one abonent of the company at most. A lost
 * one is blocked rather than deleted: kept, marked lost (when, by whom), and at no door (credential_rows).
 */
export const abonentCodes = pgTable(
  'abonent_codes',
  {
    companyId: companyRef(),
    abonentId: uuid('abonent_id')
      .notNull()
      .references(() => abonents.id, { onDelete: 'cascade' }),
    code: integer('code').notNull(),
    /** When the abonent was given it: an unused card's days count from here. */
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    blockedBy: uuid('blocked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    primaryKey({ name: 'abonent_codes_pk', columns: [table.companyId, table.code] }),
    index('abonent_codes_abonent_idx').on(table.abonentId),
    check('abonent_codes_range_check', sql`${table.code} >= 0 and ${table.code} < 16777216`),
  ],
);

/**
 * Every card taken away from an abonent (its list saved without it, or the abonent deleted), written by
 * the database (migration 0053): the journal tells a pass of a card no longer held from one of a card
 * never issued.
 */
export const abonentCodeRemovals = pgTable(
  'abonent_code_removals',
  {
    id: id(),
    companyId: companyRef(),
    code: integer('code').notNull(),
    /** Whose it was: no reference, the abonent may be gone since. */
    abonentId: uuid('abonent_id').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('abonent_code_removals_code_idx').on(table.companyId, table.code, table.removedAt)],
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

// ---- Local servers' keys; key status history ------------------------------------------------------

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

// ---- Access rights and guest passes ---------------------------------------------------------------

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
 * Join requests (contract/join-request.ts): a resident who scanned the company's registration QR asks to
 * be registered; an administrator approves (an abonent is created, and a user when the company says so)
 * or refuses. The request stays, with who decided and when.
 */
export const joinRequests = pgTable(
  'join_requests',
  {
    id: id(),
    companyId: companyRef(),
    name: text('name').notNull(),
    /** E.164 digits without '+'. */
    phoneNumber: text('phone_number').notNull(),
    apartment: text('apartment').notNull(),
    /** The address the resident picked; null once the company removed it. */
    addressId: uuid('address_id').references(() => addresses.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['pending', 'approved', 'refused'] })
      .notNull()
      .default('pending'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** The abonent the approval created; null once it was deleted. */
    abonentId: uuid('abonent_id').references(() => abonents.id, { onDelete: 'set null' }),
    /** The user the approval created (the company creates users when registering abonents). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('join_requests_company_created_idx').on(table.companyId, table.createdAt, table.id),
    index('join_requests_address_idx').on(table.addressId),
    index('join_requests_abonent_idx').on(table.abonentId),
    trigramIndex('join_requests_name_trgm_idx', table.name),
    check('join_requests_status_check', sql`${table.status} in ('pending', 'approved', 'refused')`),
    check('join_requests_decided_check', sql`(${table.status} = 'pending') = (${table.decidedAt} is null)`),
  ],
);
