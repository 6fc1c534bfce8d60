import { count, eq } from 'drizzle-orm';
import type { companyActions } from '../../src/domain/company';
import { companies } from '../db/schema';
import type { HandlersOf } from '../protocol/context';
import { type ListSpec, listPage } from '../protocol/list';

const companyList: ListSpec<'name'> = {
  sortable: { name: companies.name },
  defaultSort: 'name',
  searchable: [companies.name],
  tieBreaker: companies.id,
};

export const companyHandlers = {
  async GetCompanies(input, ctx) {
    return listPage(input, companyList, {
      rows: ctx.db.select({ id: companies.id, name: companies.name }).from(companies).$dynamic(),
      count: ctx.db.select({ total: count() }).from(companies).$dynamic(),
      scope: input.Id ? eq(companies.id, input.Id) : undefined,
    });
  },
} satisfies HandlersOf<typeof companyActions>;
