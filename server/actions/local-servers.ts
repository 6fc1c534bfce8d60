import { and, count, eq } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { type LocalServerRecord, type localServerActions, localServerMessages } from '../../src/domain/local-server';
import { errors, withArgs } from '../../src/domain/messages';
import type { Database } from '../db/open';
import { companies, localKeys, localServers } from '../db/schema';
import { issueLocalServerToken } from '../devices/tokens';
import { ApiError } from '../protocol/api-error';
import type { HandlersOf } from '../protocol/context';
import { deviceStatus, isoOrNull } from '../protocol/device-status';
import { type ListSpec, listPage } from '../protocol/list';
import { requireCompany } from './companies';

const serverList: ListSpec<'name'> = {
  sortable: { name: localServers.name },
  defaultSort: 'name',
  searchable: [localServers.name, companies.name],
  tieBreaker: localServers.id,
};

const withCompany = <Query extends PgSelect>(query: Query) => query.innerJoin(companies, eq(companies.id, localServers.companyId));

const selectServers = (db: Database) =>
  db
    .select({
      id: localServers.id,
      name: localServers.name,
      companyId: localServers.companyId,
      company: companies.name,
      status: deviceStatus(localServers.lastSeenAt),
      lastSeenAt: localServers.lastSeenAt,
      tokenIssuedAt: localServers.tokenIssuedAt,
      createdAt: localServers.createdAt,
    })
    .from(localServers)
    .innerJoin(companies, eq(companies.id, localServers.companyId))
    .$dynamic();

type Row = Awaited<ReturnType<typeof selectServers>>[number];

// Only the columns of the contract: the token's hash never leaves the database.
const toRecord = ({ lastSeenAt, tokenIssuedAt, createdAt, ...row }: Row): LocalServerRecord => ({
  ...row,
  lastSeen: isoOrNull(lastSeenAt),
  tokenIssued: isoOrNull(tokenIssuedAt),
  created: createdAt.toISOString(),
});

async function readServer(db: Database, id: string): Promise<LocalServerRecord> {
  const [row] = await selectServers(db).where(eq(localServers.id, id));
  if (!row) throw new ApiError(404, errors.notFound);
  return toRecord(row);
}

/** The company of a local server, or 404. */
async function companyOfServer(db: Database, id: string): Promise<string> {
  const [server] = await db.select({ companyId: localServers.companyId }).from(localServers).where(eq(localServers.id, id));
  if (!server) throw new ApiError(404, errors.notFound);
  return server.companyId;
}

export const localServerHandlers = {
  async GetLocalServers(input, ctx) {
    const page = await listPage(input, serverList, {
      rows: selectServers(ctx.db),
      count: withCompany(ctx.db.select({ total: count() }).from(localServers).$dynamic()),
      scope: and(
        input.Id ? eq(localServers.id, input.Id) : undefined,
        input.CompanyId ? eq(localServers.companyId, input.CompanyId) : undefined,
      ),
    });
    return { items: page.items.map(toRecord), total: page.total };
  },

  async AddLocalServer({ CompanyId, Name }, ctx) {
    await requireCompany(ctx.db, CompanyId);
    const [created] = await ctx.db.insert(localServers).values({ companyId: CompanyId, name: Name }).returning({ id: localServers.id });
    const token = await issueLocalServerToken(ctx.db, CompanyId, created.id);
    return { id: created.id, token: token! };
  },

  async EditLocalServer({ LocalServerId, Name }, ctx) {
    const updated = await ctx.db.update(localServers).set({ name: Name }).where(eq(localServers.id, LocalServerId)).returning({ id: localServers.id });
    if (updated.length === 0) throw new ApiError(404, errors.notFound);
    return readServer(ctx.db, LocalServerId);
  },

  async IssueLocalServerToken({ LocalServerId }, ctx) {
    const token = await issueLocalServerToken(ctx.db, await companyOfServer(ctx.db, LocalServerId), LocalServerId);
    if (!token) throw new ApiError(404, errors.notFound);
    return { token };
  },

  async DeleteLocalServer({ LocalServerId }, ctx) {
    // Locked first: a key being added to it waits (its reference shares the row), and is counted or refused.
    const [server] = await ctx.db.select({ id: localServers.id }).from(localServers).where(eq(localServers.id, LocalServerId)).for('update');
    if (!server) throw new ApiError(404, errors.notFound);
    // Its keys would go with it (local_keys_server_fk cascades): a server that issued keys stays.
    const [{ total }] = await ctx.db.select({ total: count() }).from(localKeys).where(eq(localKeys.localServerId, LocalServerId));
    if (total > 0) throw new ApiError(409, withArgs(localServerMessages.hasKeys, { smart_count: total }));
    await ctx.db.delete(localServers).where(eq(localServers.id, LocalServerId));
    return {};
  },
} satisfies HandlersOf<typeof localServerActions>;
