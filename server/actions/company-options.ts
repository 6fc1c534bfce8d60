import { count, eq } from 'drizzle-orm';
import type { companyOptionActions, companyOptionSortFields } from '../../src/domain/company-option';
import { companies } from '../db/schema';
import type { HandlersOf } from '../protocol/context';
import { type ListSpec, listPage } from '../protocol/list';

const companyList: ListSpec<(typeof companyOptionSortFields)[number]> = {
  sortable: { name: companies.name },
  defaultSort: 'name',
  searchable: [companies.name],
  tieBreaker: companies.id,
};

/** The companies the platform area's selectors and filters choose from. */
export const companyOptionHandlers = {
  async GetCompanyOptions(input, ctx) {
    return listPage(input, companyList, {
      rows: ctx.db.select({ id: companies.id, name: companies.name }).from(companies).$dynamic(),
      count: ctx.db.select({ total: count() }).from(companies).$dynamic(),
      scope: input.CompanyId ? eq(companies.id, input.CompanyId) : undefined,
    });
  },
} satisfies HandlersOf<typeof companyOptionActions>;
