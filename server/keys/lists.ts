import { eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { KeyStatus } from '../../contract/key-status';
import { errors, validation } from '../../contract/messages';
import type { Database } from '../db/open';
import { companies } from '../db/schema';
import { ApiError } from '../protocol/api-error';
import { readsAsStatus } from './life-cycle';
import type { ListFilter } from '../protocol/list';

/**
 * The filters every platform key list takes: one record, one company, one status (as it reads now: a
 * key whose period has ended is expired, see readsAsStatus).
 */
export const keyListFilters = (
  filters: { Id?: string; CompanyId?: string; Status?: KeyStatus },
  columns: { id: AnyPgColumn; companyId: AnyPgColumn; status: AnyPgColumn; validUntil?: AnyPgColumn },
): Record<string, ListFilter> => ({
  id: [columns.id, filters.Id],
  companyId: [columns.companyId, filters.CompanyId],
  status: {
    variant: filters.Status,
    condition: () => filters.Status && readsAsStatus(filters.Status, columns.status, columns.validUntil),
  },
});

/** A company the platform area names in a parameter must exist: otherwise the parameter is wrong (400). */
export async function assertCompany(db: Database, companyId: string, param: string): Promise<void> {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  if (!company) throw new ApiError(400, errors.invalidParams, { [param]: validation.invalid });
}
