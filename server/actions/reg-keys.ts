import { count, eq } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { RegKeyRecord, regKeyActions, regKeySortFields } from '../../contract/reg-key';
import { errors } from '../../contract/messages';
import { asRecord } from '../db/rows';
import type { Database } from '../db/open';
import { companies, keys, users } from '../db/schema';
import { keyStatusHistory, moveKeyStatus, regKeyTable, statusAsRead } from '../keys/life-cycle';
import { ApiError } from '../protocol/api-error';
import { type HandlersOf, userOf } from '../protocol/context';
import { type ListSpec, preparedListPage } from '../protocol/list';
import { assertCompany, keyListFilters } from '../keys/lists';

const status = statusAsRead(keys.status, keys.validUntil);

const regKeyList: ListSpec<(typeof regKeySortFields)[number]> = {
  sortable: {
    created: keys.createdAt,
    phoneNumber: keys.phoneNumber,
    title: keys.title,
    validUntil: keys.validUntil,
  },
  defaultSort: 'created',
  defaultOrder: 'DESC',
  searchable: [keys.phoneNumber, keys.title],
  phone: keys.phoneNumber,
  tieBreaker: keys.id,
};

/** The key with its company's name and its user's (a left join: a phone may have no user yet). */
const withNames = <Query extends PgSelect>(query: Query) =>
  query.innerJoin(companies, eq(companies.id, keys.companyId)).leftJoin(users, eq(users.id, keys.userId));

const recordColumns = {
  id: keys.id,
  uuid: keys.uuid,
  companyId: keys.companyId,
  company: companies.name,
  phoneNumber: keys.phoneNumber,
  userId: keys.userId,
  user: users.displayName,
  title: keys.title,
  keyType: keys.keyType,
  status,
  validFrom: keys.validFrom,
  validUntil: keys.validUntil,
  createdAt: keys.createdAt,
};

const regKeySelects = {
  rows: (db: Database) => withNames(db.select(recordColumns).from(keys).$dynamic()),
  count: (db: Database) => db.select({ total: count() }).from(keys).$dynamic(),
  ids: (db: Database) => db.select({ id: keys.id }).from(keys).$dynamic(),
};

type Row = Omit<RegKeyRecord, 'validFrom' | 'validUntil' | 'created'> & {
  validFrom: Date | null;
  validUntil: Date | null;
  createdAt: Date;
};

const toRecord = (row: Row): RegKeyRecord =>
  asRecord(row, {
    validFrom: row.validFrom?.toISOString() ?? null,
    validUntil: row.validUntil?.toISOString() ?? null,
    created: row.createdAt.toISOString(),
  });

export const regKeyHandlers = {
  async GetRegKeys(input, ctx) {
    const page = await preparedListPage(ctx.db, input, regKeyList, regKeySelects, {
      filters: {
        ...keyListFilters(input, {
          id: keys.id,
          companyId: keys.companyId,
          status: keys.status,
          validUntil: keys.validUntil,
        }),
        userId: [keys.userId, input.UserId],
      },
      storedTotal: input.Id || input.Status || input.UserId ? undefined : { table: 'keys', scopeId: input.CompanyId },
    });
    return { items: (page.items as Row[]).map(toRecord), total: page.total };
  },

  async AddRegKey({ CompanyId, PhoneNumber, Title, KeyType, ValidFrom, ValidUntil }, ctx) {
    await assertCompany(ctx.db, CompanyId, 'CompanyId');
    const temporary = KeyType === 'temporary';
    // The key belongs to whoever has signed up with that phone, if anyone has.
    const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, PhoneNumber));
    const [created] = await ctx.db
      .insert(keys)
      .values({
        companyId: CompanyId,
        userId: user?.id ?? null,
        phoneNumber: PhoneNumber,
        title: Title,
        keyType: KeyType,
        validFrom: temporary && ValidFrom ? new Date(ValidFrom) : null,
        validUntil: temporary && ValidUntil ? new Date(ValidUntil) : null,
      })
      .returning({ id: keys.id });
    return created;
  },

  async ChangeRegKeyStatus({ KeyId, Status }, ctx) {
    await moveKeyStatus(ctx.db, regKeyTable, KeyId, Status, { by: userOf(ctx) });
    const [row] = await withNames(ctx.db.select(recordColumns).from(keys).$dynamic()).where(eq(keys.id, KeyId));
    if (!row) throw new ApiError(404, errors.notFound);
    return toRecord(row as Row);
  },

  async DeleteRegKey({ KeyId }, ctx) {
    const deleted = await ctx.db.delete(keys).where(eq(keys.id, KeyId)).returning({ id: keys.id });
    if (deleted.length === 0) throw new ApiError(404, errors.notFound);
    return {};
  },

  async GetRegKeyStatusHistory({ KeyId }, ctx) {
    return keyStatusHistory(ctx.db, regKeyTable, KeyId);
  },
} satisfies HandlersOf<typeof regKeyActions>;
