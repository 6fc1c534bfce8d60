import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { DoorCredential } from '../../../contract/credentials';
import { companyRef } from './people';
import { accessPoints } from './access';
import { controllers, localServers } from './devices';

/**
 * Credentials reaching the doors (docs/device-protocol.md): which device serves which access points,
 * each point's credential set as it stands, the log of changes to it, and what each device acknowledged.
 * The set and the log are written only by the database itself, at the commit of the write that changes
 * who may pass (migration 0049, `sync_*` functions): no code path can forget them.
 */

/**
 * The access points a device (one of the company's local servers or controllers) serves: the doors whose
 * credentials it receives. Exactly one of the two device columns is set.
 */
export const devicePoints = pgTable(
  'device_points',
  {
    companyId: companyRef(),
    localServerId: uuid('local_server_id'),
    controllerId: uuid('controller_id'),
    accessPointId: uuid('access_point_id')
      .notNull()
      .references(() => accessPoints.id, { onDelete: 'cascade' }),
  },
  (table) => [
    foreignKey({
      name: 'device_points_local_server_fk',
      columns: [table.localServerId, table.companyId],
      foreignColumns: [localServers.id, localServers.companyId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'device_points_controller_fk',
      columns: [table.controllerId, table.companyId],
      foreignColumns: [controllers.id, controllers.companyId],
    }).onDelete('cascade'),
    check('device_points_one_device', sql`num_nonnulls(${table.localServerId}, ${table.controllerId}) = 1`),
    uniqueIndex('device_points_local_server_unique').on(table.localServerId, table.accessPointId),
    uniqueIndex('device_points_controller_unique').on(table.controllerId, table.accessPointId),
    index('device_points_point_idx').on(table.accessPointId),
  ],
);

/**
 * A company's credential version: raised by one for each committed write that changed a credential of
 * its doors. `floor`: the oldest version the change log still holds; a device behind it needs a snapshot.
 */
export const credentialVersions = pgTable('credential_versions', {
  companyId: companyRef().primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  floor: bigint('floor', { mode: 'number' }).notNull().default(0),
});

/**
 * Each access point's credentials as they stand (what a fresh snapshot sends), one row per credential.
 * `hash`: 64 bits of the row's SHA-256, which a device keeps with it for the digest. No reference to the
 * point or the holder: when either goes, its rows are removed by the refresh, which logs the removal.
 */
export const doorCredentials = pgTable(
  'door_credentials',
  {
    companyId: uuid('company_id').notNull(),
    accessPointId: uuid('access_point_id').notNull(),
    credentialId: text('credential_id').notNull(),
    abonentId: uuid('abonent_id'),
    accessRightId: uuid('access_right_id'),
    credential: jsonb('credential').$type<DoorCredential>().notNull(),
    hash: bigint('hash', { mode: 'bigint' }).notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
    /**
     * The entry as a snapshot page writes it (JSON text, migration 0052), made once when it changes: a
     * page of 5,000 spent 35 of its 48 ms of database time writing them afresh.
     */
    entry: text('entry').generatedAlwaysAs(
      sql`credential_entry_json(${sql.raw('access_point_id')}, ${sql.raw('credential_id')}, ${sql.raw('hash')}, ${sql.raw('credential')})`,
    ),
  },
  (table) => [
    primaryKey({ name: 'door_credentials_pk', columns: [table.accessPointId, table.credentialId] }),
    index('door_credentials_abonent_idx').on(table.abonentId),
    index('door_credentials_right_idx').on(table.accessRightId),
    index('door_credentials_company_idx').on(table.companyId),
  ],
);

/** The change log: each credential added, changed or removed (credential null) at a version. */
export const credentialChanges = pgTable(
  'credential_changes',
  {
    companyId: uuid('company_id').notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
    accessPointId: uuid('access_point_id').notNull(),
    credentialId: text('credential_id').notNull(),
    credential: jsonb('credential').$type<DoorCredential>(),
    hash: bigint('hash', { mode: 'bigint' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({
      name: 'credential_changes_pk',
      columns: [table.companyId, table.version, table.accessPointId, table.credentialId],
    }),
    index('credential_changes_point_idx').on(table.accessPointId, table.version),
  ],
);

/**
 * The subjects whose credentials a transaction changed, recorded by the source tables' triggers and
 * refreshed at its commit (the rows never outlive their transaction).
 */
export const credentialSubjects = pgTable(
  'credential_subjects',
  {
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .default(sql`txid_current()`),
    companyId: uuid('company_id').notNull(),
    kind: text('kind', { enum: ['abonent', 'right', 'point', 'settings'] }).notNull(),
    subjectId: uuid('subject_id').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'credential_subjects_pk',
      columns: [table.transactionId, table.companyId, table.kind, table.subjectId],
    }),
  ],
);

/**
 * What each device last acknowledged: the version it applied and the digest of its whole set, whether
 * that digest matched ours (`drift` when not), and the version its set of doors last changed at (a
 * device holding an older one must take a snapshot). One row per device, made on its first sync call.
 */
export const deviceSync = pgTable(
  'device_sync',
  {
    companyId: companyRef(),
    localServerId: uuid('local_server_id'),
    controllerId: uuid('controller_id'),
    pointsVersion: bigint('points_version', { mode: 'number' }).notNull().default(0),
    ackedVersion: bigint('acked_version', { mode: 'number' }),
    ackedDigest: text('acked_digest'),
    ackedAt: timestamp('acked_at', { withTimezone: true }),
    drift: boolean('drift').notNull().default(false),
  },
  (table) => [
    foreignKey({
      name: 'device_sync_local_server_fk',
      columns: [table.localServerId, table.companyId],
      foreignColumns: [localServers.id, localServers.companyId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'device_sync_controller_fk',
      columns: [table.controllerId, table.companyId],
      foreignColumns: [controllers.id, controllers.companyId],
    }).onDelete('cascade'),
    check('device_sync_one_device', sql`num_nonnulls(${table.localServerId}, ${table.controllerId}) = 1`),
    uniqueIndex('device_sync_local_server_unique').on(table.localServerId),
    uniqueIndex('device_sync_controller_unique').on(table.controllerId),
  ],
);

/** The columns naming a device, as device_sync has them: exactly one of the two is set. */
const deviceColumns = () => ({
  companyId: companyRef(),
  localServerId: uuid('local_server_id'),
  controllerId: uuid('controller_id'),
});

/**
 * A device's history, for the console (what was offline or behind, and when a door learned a change),
 * kept CREDENTIAL_CHANGE_RETENTION_DAYS. Written beside what the device already writes: its contact
 * (server/devices/seen.ts) and its acknowledgements (server/sync/acknowledgements.ts).
 */
const deviceHistory = <Name extends string>(
  name: Name,
  table: { localServerId: AnyPgColumn; controllerId: AnyPgColumn; companyId: AnyPgColumn },
  last: AnyPgColumn,
) => [
  foreignKey({
    name: `${name}_local_server_fk`,
    columns: [table.localServerId, table.companyId],
    foreignColumns: [localServers.id, localServers.companyId],
  }).onDelete('cascade'),
  foreignKey({
    name: `${name}_controller_fk`,
    columns: [table.controllerId, table.companyId],
    foreignColumns: [controllers.id, controllers.companyId],
  }).onDelete('cascade'),
  check(`${name}_one_device`, sql`num_nonnulls(${table.localServerId}, ${table.controllerId}) = 1`),
  index(`${name}_local_server_idx`).on(table.localServerId, last),
  index(`${name}_controller_idx`).on(table.controllerId, last),
];

/**
 * A device's contact, as spans: each a run of calls with no gap longer than the online window
 * (DEVICE_ONLINE_MINUTES). The gaps between spans, and after the last when it ended, are when it was offline.
 */
export const devicePresence = pgTable(
  'device_presence',
  {
    ...deviceColumns(),
    since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
    until: timestamp('until', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    ...deviceHistory('device_presence', table, table.until),
    index('device_presence_until_idx').on(table.until),
  ],
);

/**
 * Each advance of a device's acknowledged version: when it applied `version`, and `behindSince`, when the
 * oldest change to its doors that it then applied was made (null when the change log no longer held it).
 * A change at version V reached the device at the first acknowledgement of V or later.
 */
export const deviceAcknowledgements = pgTable(
  'device_acknowledgements',
  {
    ...deviceColumns(),
    version: bigint('version', { mode: 'number' }).notNull(),
    ackedAt: timestamp('acked_at', { withTimezone: true }).notNull().defaultNow(),
    behindSince: timestamp('behind_since', { withTimezone: true }),
  },
  (table) => [
    ...deviceHistory('device_acknowledgements', table, table.version),
    index('device_acknowledgements_acked_at_idx').on(table.ackedAt),
  ],
);

/**
 * When each of a company's credential versions was made (the time of the write's transaction, as the
 * trail's `at` and a card's `blocked_at`): how the console finds the version of a change the log no longer
 * holds, and so when each door learned it. Written by a trigger on credential_versions.
 */
export const credentialVersionTimes = pgTable(
  'credential_version_times',
  {
    companyId: companyRef(),
    version: bigint('version', { mode: 'number' }).notNull(),
    madeAt: timestamp('made_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'credential_version_times_pk', columns: [table.companyId, table.version] }),
    index('credential_version_times_made_at_idx').on(table.companyId, table.madeAt),
  ],
);
