import { and, count, eq } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { LocalKeyRecord, localKeyActions, localKeySortFields } from '../../contract/local-key';
import { errors, validation } from '../../contract/messages';
import { asRecord } from '../db/rows';
import type { Database } from '../db/open';
import { companies, localKeys, localServers } from '../db/schema';
import { keyStatusHistory, localKeyTable, moveKeyStatus } from '../keys/life-cycle';
import { keyListFilters } from '../keys/lists';
import { ApiError } from '../protocol/api-error';
import { type HandlersOf, userOf } from '../protocol/context';
import { deviceStatus, isoOrNull } from '../protocol/device-status';
import { type ListSpec, listPage, preparedListPage } from '../protocol/list';

const localKeyList: ListSpec<(typeof localKeySortFields)[number]> = {
  sortable: {
    created: localKeys.createdAt,
    date: localKeys.date,
    phoneNumber: localKeys.phoneNumber,
    title: localKeys.title,
    status: localKeys.status,
  },
  defaultSort: 'created',
  defaultOrder: 'DESC',
  searchable: [localKeys.phoneNumber, localKeys.title],
  phone: localKeys.phoneNumber,
  tieBreaker: localKeys.id,
};

const withNames = <Query extends PgSelect>(query: Query) =>
  query
    .innerJoin(companies, eq(companies.id, localKeys.companyId))
    .innerJoin(localServers, eq(localServers.id, localKeys.localServerId));

const recordColumns = {
  id: localKeys.id,
  uuid: localKeys.uuid,
  companyId: localKeys.companyId,
  company: companies.name,
  localServerId: localKeys.localServerId,
  localServer: localServers.name,
  phoneNumber: localKeys.phoneNumber,
  title: localKeys.title,
  status: localKeys.status,
  date: localKeys.date,
  createdAt: localKeys.createdAt,
};

const localKeySelects = {
  rows: (db: Database) => withNames(db.select(recordColumns).from(localKeys).$dynamic()),
  count: (db: Database) => db.select({ total: count() }).from(localKeys).$dynamic(),
  ids: (db: Database) => db.select({ id: localKeys.id }).from(localKeys).$dynamic(),
};

const toRecord = (row: Omit<LocalKeyRecord, 'created'> & { createdAt: Date }): LocalKeyRecord =>
  asRecord(row, { created: row.createdAt.toISOString() });

const serverList: ListSpec<'name'> = {
  sortable: { name: localServers.name },
  defaultSort: 'name',
  searchable: [localServers.name, companies.name],
  tieBreaker: localServers.id,
};

export const localKeyHandlers = {
  async GetLocalServers(input, ctx) {
    const withCompany = <Query extends PgSelect>(query: Query) =>
      query.innerJoin(companies, eq(companies.id, localServers.companyId));
    const page = await listPage(ctx.db, input, serverList, {
      rows: withCompany(
        ctx.db
          .select({
            id: localServers.id,
            name: localServers.name,
            companyId: localServers.companyId,
            company: companies.name,
            status: deviceStatus(localServers.lastSeenAt),
            lastSeenAt: localServers.lastSeenAt,
            tokenIssuedAt: localServers.tokenIssuedAt,
          })
          .from(localServers)
          .$dynamic(),
      ),
      count: withCompany(ctx.db.select({ total: count() }).from(localServers).$dynamic()),
      scope: and(
        input.Id ? eq(localServers.id, input.Id) : undefined,
        input.CompanyId ? eq(localServers.companyId, input.CompanyId) : undefined,
      ),
    });
    return {
      total: page.total,
      items: page.items.map(({ lastSeenAt, tokenIssuedAt, ...server }) => ({
        ...server,
        lastSeen: isoOrNull(lastSeenAt),
        tokenIssued: isoOrNull(tokenIssuedAt),
      })),
    };
  },

  async GetLocalKeys(input, ctx) {
    const page = await preparedListPage(ctx.db, input, localKeyList, localKeySelects, {
      filters: {
        ...keyListFilters(input, { id: localKeys.id, companyId: localKeys.companyId, status: localKeys.status }),
        localServerId: [localKeys.localServerId, input.LocalServerId],
      },
      storedTotal:
        input.Id || input.Status || input.LocalServerId ? undefined : { table: 'local_keys', scopeId: input.CompanyId },
    });
    return { items: page.items.map(toRecord), total: page.total };
  },

  async AddLocalKey({ LocalServerId, PhoneNumber, Title, Date: date }, ctx) {
    // The key's company is its server's.
    const [server] = await ctx.db
      .select({ companyId: localServers.companyId })
      .from(localServers)
      .where(eq(localServers.id, LocalServerId));
    if (!server) throw new ApiError(400, errors.invalidParams, { LocalServerId: validation.invalid });
    const [created] = await ctx.db
      .insert(localKeys)
      .values({
        companyId: server.companyId,
        localServerId: LocalServerId,
        phoneNumber: PhoneNumber,
        title: Title,
        date,
      })
      .returning({ id: localKeys.id });
    return created;
  },

  async ChangeLocalKeyStatus({ KeyId, Status }, ctx) {
    await moveKeyStatus(ctx.db, localKeyTable, KeyId, Status, { by: userOf(ctx) });
    const [row] = await withNames(ctx.db.select(recordColumns).from(localKeys).$dynamic()).where(
      eq(localKeys.id, KeyId),
    );
    if (!row) throw new ApiError(404, errors.notFound);
    return toRecord(row);
  },

  async GetLocalKeyStatusHistory({ KeyId }, ctx) {
    return keyStatusHistory(ctx.db, localKeyTable, KeyId);
  },
} satisfies HandlersOf<typeof localKeyActions>;
