import { count, eq, lt, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { errors } from '../../contract/messages';
import {
  type SimPaymentRecord,
  type simPaymentActions,
  simPaymentMessages,
  type simPaymentSortFields,
} from '../../contract/sim-payment';
import { asRecord } from '../db/rows';
import type { Database } from '../db/open';
import { companies, simCardPayments, simCards } from '../db/schema';
import { qualified } from '../db/sql';
import { assertCompany } from '../keys/lists';
import { ApiError } from '../protocol/api-error';
import { type HandlersOf, sessionOf } from '../protocol/context';
import { type ListSpec, preparedListPage } from '../protocol/list';

const simList: ListSpec<(typeof simPaymentSortFields)[number]> = {
  sortable: {
    paidUpTo: simCards.paidUpTo,
    place: simCards.place,
    phone: simCards.phoneNumber,
    created: simCards.createdAt,
  },
  // The ones about to lapse first.
  defaultSort: 'paidUpTo',
  searchable: [simCards.place, simCards.phoneNumber],
  phone: simCards.phoneNumber,
  tieBreaker: simCards.id,
};

// Correlated subqueries: evaluated for the rows of the page only.
const lastPayment = <T>(column: typeof simCardPayments.amount | typeof simCardPayments.createdAt) => sql<T>`(
  select ${qualified(column)} from ${simCardPayments}
  where ${qualified(simCardPayments.simCardId)} = ${qualified(simCards.id)}
  order by ${qualified(simCardPayments.createdAt)} desc limit 1)`;

const recordColumns = {
  id: simCards.id,
  companyId: simCards.companyId,
  company: companies.name,
  place: simCards.place,
  phone: simCards.phoneNumber,
  paidUpTo: simCards.paidUpTo,
  lastAmount: lastPayment<string | null>(simCardPayments.amount),
  lastPaidAt: lastPayment<string | Date | null>(simCardPayments.createdAt),
  createdAt: simCards.createdAt,
};

const withCompany = <Query extends PgSelect>(query: Query) =>
  query.innerJoin(companies, eq(companies.id, simCards.companyId));

const simSelects = {
  rows: (db: Database) => withCompany(db.select(recordColumns).from(simCards).$dynamic()),
  count: (db: Database) => db.select({ total: count() }).from(simCards).$dynamic(),
  ids: (db: Database) => db.select({ id: simCards.id }).from(simCards).$dynamic(),
};

type Row = Omit<SimPaymentRecord, 'created' | 'lastPaidAt'> & { createdAt: Date; lastPaidAt: string | Date | null };

const toRecord = (row: Row): SimPaymentRecord =>
  asRecord(row, {
    // A subquery's timestamp arrives as text (the driver does not know its type).
    lastPaidAt: row.lastPaidAt === null ? null : new Date(row.lastPaidAt).toISOString(),
    created: row.createdAt.toISOString(),
  });

const readCard = async (db: Database, id: string) => {
  const [row] = await withCompany(db.select(recordColumns).from(simCards).$dynamic()).where(eq(simCards.id, id));
  if (!row) throw new ApiError(404, errors.notFound);
  return toRecord(row as Row);
};

export const simPaymentHandlers = {
  async GetSimPayments(input, ctx) {
    const filtered = input.Id || input.PaidUpToBefore;
    const page = await preparedListPage(ctx.db, input, simList, simSelects, {
      filters: {
        id: [simCards.id, input.Id],
        companyId: [simCards.companyId, input.CompanyId],
        paidUpToBefore: { value: input.PaidUpToBefore, where: (day) => lt(simCards.paidUpTo, day) },
      },
      storedTotal: filtered ? undefined : { table: 'sim_cards', scopeId: input.CompanyId },
    });
    return { items: (page.items as Row[]).map(toRecord), total: page.total };
  },

  async AddSimCard({ CompanyId, Place, Phone, PaidUpTo }, ctx) {
    await assertCompany(ctx.db, CompanyId, 'CompanyId');
    const [created] = await ctx.db
      .insert(simCards)
      .values({ companyId: CompanyId, place: Place, phoneNumber: Phone, paidUpTo: PaidUpTo })
      .returning({ id: simCards.id });
    return created;
  },

  async AddSimPayment({ SimCardId, Amount, PaidUpTo }, ctx) {
    const { userId } = sessionOf(ctx);
    await ctx.db.transaction(async (tx) => {
      // Locked, so two payments at once both move the day from where the other left it.
      const [card] = await tx
        .select({ paidUpTo: simCards.paidUpTo })
        .from(simCards)
        .where(eq(simCards.id, SimCardId))
        .for('update');
      if (!card) throw new ApiError(404, errors.notFound);
      if (PaidUpTo <= card.paidUpTo) {
        throw new ApiError(400, errors.invalidParams, { PaidUpTo: simPaymentMessages.paidUpToLater });
      }
      await tx.insert(simCardPayments).values({
        simCardId: SimCardId,
        amount: Amount,
        paidUpToBefore: card.paidUpTo,
        paidUpTo: PaidUpTo,
        paidBy: userId,
      });
      await tx.update(simCards).set({ paidUpTo: PaidUpTo }).where(eq(simCards.id, SimCardId));
    });
    return readCard(ctx.db, SimCardId);
  },
} satisfies HandlersOf<typeof simPaymentActions>;
