import { and, count, eq, gte, lt, type SQL, sql, sum } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { PaymentRecord, paymentActions, paymentSortFields } from '../../src/domain/payment';
import type { Database } from '../db/open';
import { companies, payments, paymentTotals } from '../db/schema';
import type { HandlersOf } from '../protocol/context';
import { type ListSpec, listPage, searchCondition } from '../protocol/list';

const NIL_SCOPE = '00000000-0000-0000-0000-000000000000';

const paymentList: ListSpec<(typeof paymentSortFields)[number]> = {
  sortable: {
    paymentDate: payments.paymentDate,
    amount: payments.amount,
    phone: payments.phoneNumber,
  },
  defaultSort: 'paymentDate',
  defaultOrder: 'DESC',
  searchable: [payments.phoneNumber, payments.accountNumber],
  phone: payments.phoneNumber,
  tieBreaker: payments.id,
};

const recordColumns = {
  id: payments.id,
  companyId: payments.companyId,
  company: companies.name,
  abonentId: payments.abonentId,
  abonent: payments.abonentName,
  phone: payments.phoneNumber,
  perimeterName: payments.perimeterName,
  paymentDate: payments.paymentDate,
  periodTill: payments.periodTill,
  amount: payments.amount,
  paymentType: payments.paymentType,
  description: payments.description,
  accountNumber: payments.accountNumber,
};

const withCompany = <Query extends PgSelect>(query: Query) =>
  query.innerJoin(companies, eq(companies.id, payments.companyId));

/** The day after a `YYYY-MM-DD` day: a date range's end is included whole. */
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

/** The count and exact sum (decimal text) of the payments `where` selects, in one pass. */
async function countAndSum(db: Database, where: SQL | undefined) {
  const [row] = await db
    .select({ total: count(), amount: sql<string>`coalesce(${sum(payments.amount)}, 0)::numeric(16, 2)::text` })
    .from(payments)
    .where(where);
  return { total: Number(row.total), amount: row.amount };
}

/** The stored count and sum of a company's payments, or everyone's: one row, kept by a trigger. */
async function storedTotals(db: Database, companyId: string | undefined) {
  const [row] = await db
    .select({ total: paymentTotals.rowCount, amount: sql<string>`${paymentTotals.amountSum}::text` })
    .from(paymentTotals)
    .where(eq(paymentTotals.scopeId, companyId ?? NIL_SCOPE));
  return row ?? { total: 0, amount: '0.00' };
}

export const paymentHandlers = {
  async GetPayments(input, ctx) {
    const scope = and(
      input.CompanyId ? eq(payments.companyId, input.CompanyId) : undefined,
      input.PaymentType ? eq(payments.paymentType, input.PaymentType) : undefined,
      input.DateFrom ? gte(payments.paymentDate, new Date(`${input.DateFrom}T00:00:00Z`)) : undefined,
      input.DateTo ? lt(payments.paymentDate, dayAfter(input.DateTo)) : undefined,
    );
    const search = searchCondition(input.Search, paymentList.searchable, { phone: paymentList.phone });
    // Only a company (or nothing) selected: the stored totals; otherwise the selected rows are added up.
    const totals =
      !search && !input.PaymentType && !input.DateFrom && !input.DateTo
        ? storedTotals(ctx.db, input.CompanyId)
        : countAndSum(ctx.db, and(scope, search));
    const page = await listPage(input, paymentList, {
      rows: withCompany(ctx.db.select(recordColumns).from(payments).$dynamic()),
      count: ctx.db.select({ total: count() }).from(payments).$dynamic(),
      ids: ctx.db.select({ id: payments.id }).from(payments).$dynamic(),
      scope,
      total: () => totals.then((found) => found.total),
    });
    const { amount } = await totals;
    return {
      items: page.items.map(({ paymentDate, ...row }): PaymentRecord => ({ ...row, paymentDate: paymentDate.toISOString() })),
      total: page.total,
      totalAmount: amount,
    };
  },
} satisfies HandlersOf<typeof paymentActions>;
