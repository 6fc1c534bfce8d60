import { and, count, desc, eq, gte, lt, sql, sum } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { errors, validation, withArgs } from '../../contract/messages';
import {
  type PaymentRecord,
  type paymentActions,
  paymentMessages,
  type paymentSortFields,
} from '../../contract/payment';
import { asRecord } from '../db/rows';
import type { Database } from '../db/open';
import { prepared } from '../db/prepared';
import { abonents, accessObjects, accessPerimeters, companies, payments, paymentTotals } from '../db/schema';
import { ApiError } from '../protocol/api-error';
import { companyFilterOf, type HandlersOf, scopeOf, targetCompany } from '../protocol/context';
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
    // A company session: its own company whatever CompanyId says (another one finds nothing).
    const companyId = companyFilterOf(ctx, input.CompanyId);
    if (companyId === false) return { items: [], total: 0, totalAmount: '0.00' };
    // Only a company (or nothing) selected: the stored totals; otherwise the selected rows are added up.
    const stored =
      !input.Search && !input.AbonentId && !input.PaymentType && !input.DateFrom && !input.DateTo
        ? storedTotals(ctx.db, companyId)
        : undefined;
    const page = await preparedListPage(ctx.db, input, paymentList, paymentSelects, {
      filters: {
        companyId: [payments.companyId, companyId],
        abonentId: [payments.abonentId, input.AbonentId],
        paymentType: [payments.paymentType, input.PaymentType],
        from: {
          value: input.DateFrom && `${input.DateFrom}T00:00:00Z`,
          where: (from) => gte(payments.paymentDate, from),
        },
        till: { value: input.DateTo && dayAfter(input.DateTo), where: (till) => lt(payments.paymentDate, till) },
      },
      storedTotal: stored && (() => stored.then((totals) => totals.total)),
    });
    return {
      items: page.items.map((row): PaymentRecord => asRecord(row, { paymentDate: row.paymentDate.toISOString() })),
      total: page.total,
      totalAmount: page.counts?.amount ?? (await stored)?.amount ?? '0.00',
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
