import { and, count, eq } from 'drizzle-orm';
import type { AddressRecord, addressActions, addressSortFields } from '../../contract/address';
import { errors } from '../../contract/messages';
import { answerConstraints } from '../db/constraints';
import type { Database } from '../db/open';
import { addresses } from '../db/schema';
import { ApiError } from '../protocol/api-error';
import { companyFilterOf, companyOf, type HandlersOf } from '../protocol/context';
import { type ListSelects, type ListSpec, lowerCased, preparedListPage } from '../protocol/list';

const recordColumns = { id: addresses.id, value: addresses.value, createdAt: addresses.createdAt };

const selectAddresses = (db: Database) => db.select(recordColumns).from(addresses).$dynamic();

const toRecord = (row: { id: string; value: string; createdAt: Date }): AddressRecord => ({
  id: row.id,
  value: row.value,
  created: row.createdAt.toISOString(),
});

const addressList: ListSpec<(typeof addressSortFields)[number]> = {
  sortable: { value: addresses.value, created: addresses.createdAt },
  defaultSort: 'value',
  searchable: [lowerCased(addresses.searchValue)],
  tieBreaker: addresses.id,
};

const addressSelects: ListSelects<ReturnType<typeof selectAddresses>> = {
  rows: (db) => selectAddresses(db),
  count: (db) => db.select({ total: count() }).from(addresses).$dynamic(),
  ids: (db) => db.select({ id: addresses.id }).from(addresses).$dynamic(),
};

/** Runs a write that may hit the one-value-per-company index, answering a duplicate with 409. */
const unlessDuplicate = <T>(write: PromiseLike<T>) =>
  answerConstraints(write, { unique: () => new ApiError(409, errors.addressExists) });

export const addressHandlers = {
  async GetAddress(input, ctx) {
    const companyId = companyFilterOf(ctx, input.CompanyId);
    if (companyId === false) return { items: [], total: 0 };
    const page = await preparedListPage(ctx.db, input, addressList, addressSelects, {
      filters: { companyId: [addresses.companyId, companyId], id: [addresses.id, input.Id] },
      // Addresses are counted per company: every company's (a platform session's) are counted here.
      storedTotal: input.Id || !companyId ? undefined : { table: 'addresses', scopeId: companyId },
    });
    return { items: page.items.map(toRecord), total: page.total };
  },

  async AddAddress({ Value }, ctx) {
    const companyId = companyOf(ctx);
    const [created] = await unlessDuplicate(
      ctx.db.insert(addresses).values({ companyId, value: Value }).returning({ id: addresses.id }),
    );
    return created;
  },

  async EditAddress({ Id, Value }, ctx) {
    const companyId = companyOf(ctx);
    const [updated] = await unlessDuplicate(
      ctx.db
        .update(addresses)
        .set({ value: Value })
        .where(and(eq(addresses.id, Id), eq(addresses.companyId, companyId)))
        .returning(recordColumns),
    );
    if (!updated) throw new ApiError(404, errors.notFound);
    return toRecord(updated);
  },
} satisfies HandlersOf<typeof addressActions>;
