import { and, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { errors } from '../../contract/messages';
import type { Database } from '../db/open';
import { ApiError } from './api-error';

/** A table of rows that belong to a company. */
export type CompanyTable = PgTable & { id: AnyPgColumn; companyId: AnyPgColumn };

/** Whether every one of `ids` (none given: trivially) is a row of `table` that belongs to the company. */
export async function companyOwns(
  db: Database,
  table: CompanyTable,
  companyId: string,
  ids: string | readonly string[] | null | undefined,
): Promise<boolean> {
  const wanted = [...new Set(ids ? [ids].flat() : [])];
  if (wanted.length === 0) return true;
  const found = await db
    .select({ id: table.id })
    .from(table)
    .where(
      and(eq(table.companyId, companyId), wanted.length === 1 ? eq(table.id, wanted[0]) : inArray(table.id, wanted)),
    );
  return found.length === wanted.length;
}

/**
 * A reference an Action was given (an address, a server, a lock…) must be the company's own: otherwise
 * a 400 with `message` under the parameter. Nothing given passes.
 */
export async function assertReferenceOwned(
  db: Database,
  table: CompanyTable,
  companyId: string,
  ids: string | readonly string[] | null | undefined,
  refusal: { param: string; message: string },
): Promise<void> {
  if (!(await companyOwns(db, table, companyId, ids))) {
    throw new ApiError(400, errors.invalidParams, { [refusal.param]: refusal.message });
  }
}

/** The record an Action works on must be the company's: another company's is not found (404), as a missing one. */
export async function assertRecordOwned(
  db: Database,
  table: CompanyTable,
  companyId: string,
  id: string,
): Promise<void> {
  if (!(await companyOwns(db, table, companyId, id))) throw new ApiError(404, errors.notFound);
}
