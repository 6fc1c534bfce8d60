import { count, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { type CompanyRecord, type companyActions, type companyForm, companyMessages, type companySortFields } from '../../src/domain/company';
import { errors, withArgs } from '../../src/domain/messages';
import { givenFields, hasChanges } from '../db/changes';
import type { Database } from '../db/open';
import { abonents, companies, companyProfiles, keys, locks } from '../db/schema';
import { qualified } from '../db/sql';
import { ApiError } from '../protocol/api-error';
import type { HandlersOf } from '../protocol/context';
import { type ListSpec, listPage } from '../protocol/list';

type CompanyFields = z.output<typeof companyForm>;

/** How many rows of a company-owned table belong to the company (each table has a company_id index). */
const rowsOf = (column: AnyPgColumn): SQL<number> =>
  sql<number>`(select count(*)::int from ${column.table} where ${qualified(column)} = ${qualified(companies.id)})`;

const keysUsed = rowsOf(keys.companyId);

const recordColumns = {
  id: companies.id,
  name: companies.name,
  address: companies.address,
  inn: companies.inn,
  region: companies.region,
  brand: companies.brand,
  phones: companies.phones,
  support: companies.support,
  email: companies.email,
  role: companies.role,
  isParking: companies.isParking,
  createUsersWhenRegisteringAbonents: companies.createUsersWhenRegisteringAbonents,
  keysAvailable: companies.keysAvailable,
  keysUsed,
  keysRemaining: sql<number>`greatest(${companies.keysAvailable} - ${keysUsed}, 0)`,
  users: rowsOf(abonents.companyId),
  administrators: rowsOf(companyProfiles.companyId),
  createdAt: companies.createdAt,
};

const toRecord = ({ createdAt, ...row }: Omit<CompanyRecord, 'created'> & { createdAt: Date }): CompanyRecord => ({
  ...row,
  created: createdAt.toISOString(),
});

const selectorList: ListSpec<'name'> = {
  sortable: { name: companies.name },
  defaultSort: 'name',
  searchable: [companies.name],
  tieBreaker: companies.id,
};

const companyList: ListSpec<(typeof companySortFields)[number]> = {
  sortable: { name: companies.name, inn: companies.inn, region: companies.region, brand: companies.brand, created: companies.createdAt },
  defaultSort: 'name',
  searchable: [companies.name, companies.inn, companies.region],
  tieBreaker: companies.id,
};

export async function readCompany(db: Database, companyId: string): Promise<CompanyRecord> {
  const [row] = await db.select(recordColumns).from(companies).where(eq(companies.id, companyId));
  if (!row) throw new ApiError(404, errors.notFound);
  return toRecord(row);
}

/** Sets the given fields of a company; 404 when there is no such company. */
export async function updateCompany(db: Database, companyId: string, fields: Partial<CompanyFields>) {
  if (hasChanges(fields)) {
    const updated = await db.update(companies).set(fields).where(eq(companies.id, companyId)).returning({ id: companies.id });
    if (updated.length === 0) throw new ApiError(404, errors.notFound);
  }
  return readCompany(db, companyId);
}

/**
 * Why a company may not go: its abonents, locks and registration keys would go with it (the rows
 * cascade), so while it has any the delete is refused, saying how many of each.
 */
async function inUseRefusal(db: Database, companyId: string): Promise<ApiError | undefined> {
  const [held] = await db
    .select({ abonents: rowsOf(abonents.companyId), locks: rowsOf(locks.companyId), keys: rowsOf(keys.companyId) })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!held) throw new ApiError(404, errors.notFound);
  if (held.abonents + held.locks + held.keys === 0) return undefined;
  return new ApiError(409, withArgs(companyMessages.inUse, held));
}

export const companyHandlers = {
  async GetCompanies(input, ctx) {
    return listPage(input, selectorList, {
      rows: ctx.db.select({ id: companies.id, name: companies.name }).from(companies).$dynamic(),
      count: ctx.db.select({ total: count() }).from(companies).$dynamic(),
      scope: input.Id ? eq(companies.id, input.Id) : undefined,
    });
  },

  async GetPlatformCompanies(input, ctx) {
    const page = await listPage(input, companyList, {
      rows: ctx.db.select(recordColumns).from(companies).$dynamic(),
      count: ctx.db.select({ total: count() }).from(companies).$dynamic(),
      scope: input.CompanyId ? eq(companies.id, input.CompanyId) : undefined,
    });
    return { items: page.items.map(toRecord), total: page.total };
  },

  async RegisterCompany(params, ctx) {
    const fields = givenFields(params) as Partial<CompanyFields>;
    const [created] = await ctx.db
      .insert(companies)
      .values({ ...fields, name: params.Name })
      .returning({ id: companies.id });
    return created;
  },

  async EditCompany(params, ctx) {
    return updateCompany(ctx.db, params.CompanyId, givenFields(params, (field) => field !== 'companyId') as Partial<CompanyFields>);
  },

  async DeleteCompany({ CompanyId }, ctx) {
    const refusal = await inUseRefusal(ctx.db, CompanyId);
    if (refusal) throw refusal;
    await ctx.db.delete(companies).where(eq(companies.id, CompanyId));
    return {};
  },
} satisfies HandlersOf<typeof companyActions>;
