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
