import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { KeyStatus } from '../../src/domain/key-status';
import { errors, validation } from '../../src/domain/messages';
import type { Database } from '../db/open';
import { companies } from '../db/schema';
import { ApiError } from '../protocol/api-error';

/** The filters every platform key list takes: one record, one company, one status (as it reads now). */
export const keyListScope = (
  filters: { Id?: string; CompanyId?: string; Status?: KeyStatus },
  columns: { id: AnyPgColumn; companyId: AnyPgColumn; status: SQL<KeyStatus> | AnyPgColumn },
): SQL | undefined =>
  and(
    filters.Id ? eq(columns.id, filters.Id) : undefined,
    filters.CompanyId ? eq(columns.companyId, filters.CompanyId) : undefined,
    filters.Status ? sql`${columns.status} = ${filters.Status}` : undefined,
  );

/** A company the platform area names in a parameter must exist: otherwise the parameter is wrong (400). */
export async function assertCompany(db: Database, companyId: string, param: string): Promise<void> {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw new ApiError(400, errors.invalidParams, { [param]: validation.invalid });
}
