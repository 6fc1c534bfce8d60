import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  cidr,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { type AuditChanges, auditOperations } from '../../../contract/audit';
import { id, createdAt } from './columns';
import { companies, users } from './people';

/** The platform's own records: the audit trail, IP bans, stored row counts, the servers' shared keys. */

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
    /**
     * The change the row belongs to, which undoes as one step (migration 0065): the transaction's id, or
     * the operation id its writer set for several (AuditContext.operationId). Null before undo existed.
     */
    operationId: text('operation_id').default(
      sql`coalesce(nullif(current_setting('audit.operation', true), ''), txid_current()::text)`,
    ),
    /** The changed row's primary key, `{ column: value }`, which finds it again (a part's record is its parent). */
    rowKey: jsonb('row_key').$type<Record<string, unknown>>(),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at, table.id),
    index('audit_log_operation_idx').on(table.operationId, table.id),
    index('audit_log_record_idx').on(table.recordId, table.at, table.id),
    index('audit_log_company_idx').on(table.companyId, table.at, table.id),
    index('audit_log_user_idx').on(table.userId, table.at, table.id),
  ],
);

/**
 * What undoing needs that the trail leaves out, kept 30 days (housekeeping): a deleted row whole, and the
 * old values of an update's secret columns, as stored (hashed or encrypted). Written by `audit_row`.
 */
export const auditKept = pgTable(
  'audit_kept',
  {
    /** The trail row's id (no foreign key: the trail refuses every change itself, truncation too). */
    auditId: bigint('audit_id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    oldRow: jsonb('old_row').$type<Record<string, unknown>>().notNull(),
  },
  (table) => [index('audit_kept_at_idx').on(table.at)],
);

/**
 * An undo of a change too large for one transaction, going on part by part (server/audit/undo-parts.ts),
 * by the change's operation id: the undo's own operation id (its parts' trail rows), the first trail row
 * of the last group of records undone (those left are below it) and the rows undone so far. Deleted when
 * the last part is written. Not on the trail, as the undo's records are.
 */
export const undoRuns = pgTable('undo_runs', {
  operationId: text('operation_id').primaryKey(),
  /** The company whose change it is (none: the platform's). */
  companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
  undoOperationId: text('undo_operation_id').notNull(),
  below: bigint('below', { mode: 'number' }),
  rowsDone: integer('rows_done').notNull().default(0),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
});

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

/**
 * Keys the servers generate once and share through the database, by name: the camera-password key when
 * CAMERA_SECRET_KEY is not set. Inserted once (ON CONFLICT DO NOTHING), so servers starting together agree.
 */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
