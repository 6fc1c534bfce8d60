import { sql } from 'drizzle-orm';
import { check, index, text, timestamp, uuid, type ExtraConfigColumn } from 'drizzle-orm/pg-core';
import { expirableStatuses, keyStatuses } from '../../../contract/key-status';

/** Column and constraint builders that tables of several files of the schema share. */

export const id = () =>
  uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`);
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** A GIN trigram index (pg_trgm): lets a list's Search, `ILIKE '%…%'`, find rows without reading all. */
export const trigramIndex = (name: string, column: ExtraConfigColumn) =>
  index(name).using('gin', column.op('gin_trgm_ops'));

/** A key's status: one of the statuses of contract/key-status.ts. */
export const keyStatusColumn = (initial: (typeof keyStatuses)[number]) =>
  text('status', { enum: keyStatuses }).notNull().default(initial);
/** The statuses a key leaves for 'expired' once its period has ended. */
export const expirableStatus = (status: ExtraConfigColumn) =>
  sql`${status} in (${sql.raw(expirableStatuses.map((value) => `'${value}'`).join(', '))})`;
/** Every key status is one of the spec's. */
export const keyStatusCheck = (name: string, status: ExtraConfigColumn) =>
  check(name, sql`${status} in (${sql.raw(keyStatuses.map((value) => `'${value}'`).join(', '))})`);
/** A permanent key has no period; a temporary one has both ends, in order. */
export const keyPeriodCheck = (
  name: string,
  table: { keyType: ExtraConfigColumn; validFrom: ExtraConfigColumn; validUntil: ExtraConfigColumn },
) =>
  check(
    name,
    sql`(${table.keyType} = 'permanent' and ${table.validFrom} is null and ${table.validUntil} is null) or (${table.keyType} = 'temporary' and ${table.validFrom} < ${table.validUntil})`,
  );
