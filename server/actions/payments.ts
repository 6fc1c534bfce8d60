import { and, count, desc, eq, gte, lt, type SQL, sql, sum } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { errors, validation, withArgs } from '../../src/domain/messages';
import { type PaymentRecord, type paymentActions, paymentMessages, type paymentSortFields } from '../../src/domain/payment';
import type { Database } from '../db/open';
import { abonents, accessObjects, accessPerimeters, companies, payments, paymentTotals } from '../db/schema';
import { ApiError } from '../protocol/api-error';
import { companyCondition, type HandlersOf, scopeOf, targetCompany } from '../protocol/context';
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
    // A company session: its own company whatever CompanyId says (another one finds nothing).
    const own = scopeOf(ctx);
    const foreign = own !== undefined && input.CompanyId !== undefined && input.CompanyId !== own;
    const scope = and(
      companyCondition(ctx, payments.companyId, input.CompanyId),
      input.AbonentId ? eq(payments.abonentId, input.AbonentId) : undefined,
      input.PaymentType ? eq(payments.paymentType, input.PaymentType) : undefined,
      input.DateFrom ? gte(payments.paymentDate, new Date(`${input.DateFrom}T00:00:00Z`)) : undefined,
      input.DateTo ? lt(payments.paymentDate, dayAfter(input.DateTo)) : undefined,
    );
    const search = searchCondition(input.Search, paymentList.searchable, { phone: paymentList.phone });
    // Only a company (or nothing) selected: the stored totals; otherwise the selected rows are added up.
    const onlyCompany = !search && !input.AbonentId && !input.PaymentType && !input.DateFrom && !input.DateTo && !foreign;
    const totals = onlyCompany ? storedTotals(ctx.db, own ?? input.CompanyId) : countAndSum(ctx.db, and(scope, search));
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

  async AddPayment(params, ctx) {
    // A company session records in its own company: naming another is refused, not quietly ignored.
    const own = scopeOf(ctx);
    if (own !== undefined && params.CompanyId !== undefined && params.CompanyId !== own) {
      throw new ApiError(400, errors.invalidParams, { CompanyId: validation.invalid });
    }
    const companyId = targetCompany(ctx, params.CompanyId);
    return ctx.db.transaction(async (tx) => {
      // Locked, so that two payments at once each see the other's period: both cannot end on the same day.
      const [abonent] = await tx
        .select({
          name: abonents.name,
          phone: abonents.phoneNumber,
          perimeter: sql<string | null>`coalesce(${accessPerimeters.displayName}, ${accessObjects.displayName})`,
        })
        .from(abonents)
        .leftJoin(accessPerimeters, eq(accessPerimeters.id, abonents.accessPerimeterId))
        .leftJoin(accessObjects, eq(accessObjects.id, abonents.accessObjectId))
        .where(and(eq(abonents.id, params.AbonentId), eq(abonents.companyId, companyId)))
        .for('update', { of: abonents });
      if (!abonent) throw new ApiError(400, errors.invalidParams, { AbonentId: paymentMessages.unknownAbonent });
      const [latest] = await tx
        .select({ periodTill: payments.periodTill })
        .from(payments)
        .where(and(eq(payments.abonentId, params.AbonentId), sql`${payments.periodTill} is not null`))
        .orderBy(desc(payments.periodTill))
        .limit(1);
      if (latest?.periodTill && params.PeriodTill <= latest.periodTill) {
        throw new ApiError(400, errors.invalidParams, {
          PeriodTill: withArgs(paymentMessages.periodTillLater, { day: latest.periodTill }),
        });
      }
      const [created] = await tx
        .insert(payments)
        .values({
          companyId,
          abonentId: params.AbonentId,
          abonentName: abonent.name,
          phoneNumber: abonent.phone,
          perimeterName: abonent.perimeter,
          paymentDate: new Date(),
          periodTill: params.PeriodTill,
          amount: params.Amount,
          paymentType: params.PaymentType,
          description: params.Description,
          accountNumber: params.AccountNumber,
        })
        .returning({ id: payments.id });
      return created;
    });
  },
} satisfies HandlersOf<typeof paymentActions>;
