import { count, eq, gte, lt, sql, sum } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { PaymentRecord, paymentActions, paymentSortFields } from '../../src/domain/payment';
import type { Database } from '../db/open';
import { prepared } from '../db/prepared';
import { companies, payments, paymentTotals } from '../db/schema';
import type { HandlersOf } from '../protocol/context';
import { type ListSpec, preparedListPage } from '../protocol/list';

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
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();

const paymentSelects = {
  rows: (db: Database) => withCompany(db.select(recordColumns).from(payments).$dynamic()),
  // The count and exact sum (decimal text) of the selected payments, in one pass.
  count: (db: Database) =>
    db
      .select({ total: count(), amount: sql<string>`coalesce(${sum(payments.amount)}, 0)::numeric(16, 2)::text` })
      .from(payments)
      .$dynamic(),
  ids: (db: Database) => db.select({ id: payments.id }).from(payments).$dynamic(),
};

/** The stored count and sum of a company's payments, or everyone's: one row, kept by a trigger. */
async function storedTotals(db: Database, companyId: string | undefined) {
  const [row] = await prepared(db, storedTotals, '', () =>
    db
      .select({ total: paymentTotals.rowCount, amount: sql<string>`${paymentTotals.amountSum}::text` })
      .from(paymentTotals)
      .where(eq(paymentTotals.scopeId, sql.placeholder('scopeId'))),
  ).execute({ scopeId: companyId ?? NIL_SCOPE });
  return row ?? { total: 0, amount: '0.00' };
}

export const paymentHandlers = {
  async GetPayments(input, ctx) {
    // Only a company (or nothing) selected: the stored totals; otherwise the selected rows are added up.
    const stored =
      !input.Search && !input.PaymentType && !input.DateFrom && !input.DateTo ? storedTotals(ctx.db, input.CompanyId) : undefined;
    const page = await preparedListPage(ctx.db, input, paymentList, paymentSelects, {
      filters: {
        companyId: [payments.companyId, input.CompanyId],
        paymentType: [payments.paymentType, input.PaymentType],
        from: { value: input.DateFrom && `${input.DateFrom}T00:00:00Z`, where: (from) => gte(payments.paymentDate, from) },
        till: { value: input.DateTo && dayAfter(input.DateTo), where: (till) => lt(payments.paymentDate, till) },
      },
      storedTotal: stored && (() => stored.then((totals) => totals.total)),
    });
    return {
      items: page.items.map(({ paymentDate, ...row }): PaymentRecord => ({ ...row, paymentDate: paymentDate.toISOString() })),
      total: page.total,
      totalAmount: page.counts?.amount ?? (await stored)?.amount ?? '0.00',
    };
  },
} satisfies HandlersOf<typeof paymentActions>;
