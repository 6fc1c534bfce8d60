import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  type ExtraConfigColumn,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { IMPORT_KINDS, type ImportField } from '../../../contract/import-columns';
import type { ImportApplyFailureReason } from '../../../contract/import-file';
import { createdAt, id } from './columns';
import { companyRef, users } from './people';

/** Importing residents and addresses from a file (contract/import-file.ts, server/import/). */

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });
const kindCheck = (name: string, column: ExtraConfigColumn) =>
  check(name, sql`${column} in (${sql.raw(IMPORT_KINDS.map((kind) => `'${kind}'`).join(', '))})`);

/** An uploaded file: what it is and how much of it has arrived. Deleted by housekeeping a day on. */
export const importFiles = pgTable(
  'import_files',
  {
    id: id(),
    companyId: companyRef(),
    kind: text('kind', { enum: IMPORT_KINDS }).notNull(),
    fileName: text('file_name').notNull(),
    size: integer('size').notNull(),
    received: integer('received').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('import_files_company_idx').on(table.companyId, table.createdAt),
    index('import_files_created_idx').on(table.createdAt),
    kindCheck('import_files_kind_check', table.kind),
    check('import_files_received_check', sql`${table.received} >= 0 and ${table.received} <= ${table.size}`),
  ],
);

/** A file's bytes, one row per uploaded part, read back in order (by the offset each starts at). */
export const importFileParts = pgTable(
  'import_file_parts',
  {
    fileId: uuid('file_id')
      .notNull()
      .references(() => importFiles.id, { onDelete: 'cascade' }),
    offset: integer('offset').notNull(),
    data: bytea('data').notNull(),
  },
  (table) => [primaryKey({ name: 'import_file_parts_pk', columns: [table.fileId, table.offset] })],
);

/**
 * What a company chose each column of a header to mean, per kind of import: `{ headerKey: field | null }`
 * (contract/import-columns.ts), merged over the choices before, so that the next file is mapped the same.
 */
export const importMappings = pgTable(
  'import_mappings',
  {
    companyId: companyRef(),
    kind: text('kind', { enum: IMPORT_KINDS }).notNull(),
    columns: jsonb('columns').$type<Record<string, ImportField | null>>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'import_mappings_pk', columns: [table.companyId, table.kind] }),
    kindCheck('import_mappings_kind_check', table.kind),
  ],
);

/** What an apply has counted so far (contract/import-file.ts, importApply's totals). */
export interface ImportApplyTotals {
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  refused: number;
  addressesCreated: number;
  cardsAdded: number;
}

/** Where an apply stopped: the lines of the batch not written, the first row the database refused and why. */
export interface ImportApplyFailure {
  fromLine: number;
  toLine: number;
  line: number | null;
  reason: ImportApplyFailureReason;
}

/**
 * An import's apply, resumed call after call by any API server (server/import/apply.ts): the columns it
 * reads the file with, the operation id every batch's audit rows carry, the last line written and the
 * totals so far, a failure's place, and when it finished. Not on the trail: the records it writes are,
 * and undoing the import must not find its bookkeeping among them.
 */
export const importApplies = pgTable('import_applies', {
  fileId: uuid('file_id')
    .primaryKey()
    .references(() => importFiles.id, { onDelete: 'cascade' }),
  companyId: companyRef(),
  columns: text('columns').notNull(),
  operationId: text('operation_id').notNull(),
  /** The file's line of the last row of the last batch written (0: none yet). */
  line: integer('line').notNull().default(0),
  totals: jsonb('totals').$type<ImportApplyTotals>().notNull(),
  failure: jsonb('failure').$type<ImportApplyFailure>(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

/**
 * What later rows of a file must know of the earlier ones an apply has written (a resident's name and
 * phone, a card, an address created), by key, with the line that had it first: a later batch reads only
 * its own rows' keys, so resuming never re-reads the judged rows' verdicts.
 */
export const importApplyKeys = pgTable(
  'import_apply_keys',
  {
    fileId: uuid('file_id')
      .notNull()
      .references(() => importFiles.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    line: integer('line').notNull(),
  },
  (table) => [primaryKey({ name: 'import_apply_keys_pk', columns: [table.fileId, table.key] })],
);
