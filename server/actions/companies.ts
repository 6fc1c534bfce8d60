import { and, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type CompanyRecord,
  companyMessages,
  type companyActions,
  type companyForm,
  type companySortFields,
} from '../../contract/company';
import { liveKeyStatuses } from '../../contract/key-status';
import { errors, withArgs } from '../../contract/messages';
import { hashToken, newToken } from '../auth/tokens';
import { asRecord } from '../db/rows';
import { givenFields, hasChanges } from '../db/changes';
import type { Database } from '../db/open';
import { abonents, companies, companyProfiles, keys, localKeys, localServers, locks } from '../db/schema';
import { qualified } from '../db/sql';
import { issueLocalServerToken } from '../devices/tokens';
import { statusAsRead } from '../keys/life-cycle';
import { ApiError } from '../protocol/api-error';
import { companyOf, type HandlersOf } from '../protocol/context';
import { type ListSpec, listPage } from '../protocol/list';

type CompanyFields = z.output<typeof companyForm>;

/** How many rows of a company's table are the company's: a subquery per listed company. */
const countOf = (table: typeof abonents | typeof companyProfiles | typeof keys | typeof locks) =>
  sql<number>`(select count(*)::int from ${table} where ${qualified(table.companyId)} = ${qualified(companies.id)})`;

/** The company's live keys (not deleted, not expired, as read now): what its quota counts. */
const keysUsed = sql<number>`(select count(*)::int from ${keys}
  where ${qualified(keys.companyId)} = ${qualified(companies.id)}
    and ${statusAsRead(keys.status, keys.validUntil)} in (${sql.join(
      liveKeyStatuses.map((status) => sql`${status}`),
      sql`, `,
    )}))`;

const recordColumns = {
  id: companies.id,
  name: companies.name,
  inn: companies.inn,
  region: companies.region,
  brand: companies.brand,
  role: companies.role,
  address: companies.address,
  phones: companies.phones,
  support: companies.support,
  email: companies.email,
  isParking: companies.isParking,
  createUsersOnRegistration: companies.createUsersOnRegistration,
  requireTwoFactor: companies.requireTwoFactor,
  keysAvailable: companies.keysAvailable,
  keysUsed,
  users: countOf(abonents),
  administrators: countOf(companyProfiles),
  createdAt: companies.createdAt,
};

type Row = Omit<CompanyRecord, 'keysRemaining' | 'created'> & { createdAt: Date };

const toRecord = (row: Row): CompanyRecord =>
  asRecord(row, {
    keysRemaining: Math.max(0, row.keysAvailable - row.keysUsed),
    created: row.createdAt.toISOString(),
  });

const companyList: ListSpec<(typeof companySortFields)[number]> = {
  sortable: {
    name: companies.name,
    inn: companies.inn,
    region: companies.region,
    brand: companies.brand,
    created: companies.createdAt,
  },
  defaultSort: 'name',
  searchable: [companies.name, companies.inn, companies.region],
  tieBreaker: companies.id,
};

async function readCompany(db: Database, companyId: string): Promise<CompanyRecord> {
  const [row] = await db.select(recordColumns).from(companies).where(eq(companies.id, companyId));
  if (!row) throw new ApiError(404, errors.notFound);
  return toRecord(row);
}

/** Changes the given columns of a company (an edit sends only what changed) and returns it. */
async function editCompany(db: Database, companyId: string, fields: Partial<CompanyFields>): Promise<CompanyRecord> {
  if (hasChanges(fields)) {
    const updated = await db
      .update(companies)
      .set(fields)
      .where(eq(companies.id, companyId))
      .returning({ id: companies.id });
    if (updated.length === 0) throw new ApiError(404, errors.notFound);
  }
  return readCompany(db, companyId);
}

export const companyHandlers = {
  async GetCompanies(input, ctx) {
    const page = await listPage(ctx.db, input, companyList, {
      rows: ctx.db.select(recordColumns).from(companies).$dynamic(),
      count: ctx.db.select({ total: count() }).from(companies).$dynamic(),
      scope: input.Id ? eq(companies.id, input.Id) : undefined,
    });
    return { items: page.items.map(toRecord), total: page.total };
  },

  async RegisterCompany(params, ctx) {
    const fields = givenFields(params) as Partial<CompanyFields>;
    const [created] = await ctx.db
      .insert(companies)
      .values({ ...fields, name: params.Name })
      .returning({ id: companies.id });
    return created;
  },

  async EditCompany(params, ctx) {
    return editCompany(
      ctx.db,
      params.CompanyId,
      givenFields(params, (field) => field !== 'companyId') as Partial<CompanyFields>,
    );
  },

  async DeleteCompany({ CompanyId }, ctx) {
    // The company's row locked while its abonents, locks and keys are counted: one added meanwhile waits.
    const [held] = await ctx.db
      .select({ abonents: countOf(abonents), locks: countOf(locks), keys: countOf(keys) })
      .from(companies)
      .where(eq(companies.id, CompanyId))
      .for('update');
    if (!held) throw new ApiError(404, errors.notFound);
    if (held.abonents + held.locks + held.keys > 0) throw new ApiError(409, withArgs(companyMessages.inUse, held));
    await ctx.db.delete(companies).where(eq(companies.id, CompanyId));
    return {};
  },

  async AddLocalServer({ CompanyId, Name }, ctx) {
    const [company] = await ctx.db.select({ id: companies.id }).from(companies).where(eq(companies.id, CompanyId));
    if (!company) throw new ApiError(404, errors.notFound);
    const token = newToken();
    const [server] = await ctx.db
      .insert(localServers)
      .values({ companyId: CompanyId, name: Name, tokenHash: hashToken(token), tokenIssuedAt: sql`now()` })
      .returning({ id: localServers.id });
    return { id: server.id, token };
  },

  async RegenerateLocalServerToken({ CompanyId, LocalServerId }, ctx) {
    const token = await issueLocalServerToken(ctx.db, CompanyId, LocalServerId);
    if (!token) throw new ApiError(404, errors.notFound);
    return { token };
  },

  async DeleteLocalServer({ CompanyId, LocalServerId }, ctx) {
    const [server] = await ctx.db
      .select({ id: localServers.id })
      .from(localServers)
      .where(and(eq(localServers.id, LocalServerId), eq(localServers.companyId, CompanyId)))
      .for('update');
    if (!server) throw new ApiError(404, errors.notFound);
    const keyCount = await ctx.db.$count(localKeys, eq(localKeys.localServerId, LocalServerId));
    if (keyCount > 0) throw new ApiError(409, withArgs(companyMessages.localServerInUse, { smart_count: keyCount }));
    await ctx.db.delete(localServers).where(eq(localServers.id, LocalServerId));
    return {};
  },

  async GetOwnCompany({ CompanyId }, ctx) {
    if (CompanyId !== companyOf(ctx)) throw new ApiError(404, errors.notFound);
    return readCompany(ctx.db, CompanyId);
  },

  async EditOwnCompany(params, ctx) {
    if (params.CompanyId !== companyOf(ctx)) throw new ApiError(404, errors.notFound);
    return editCompany(
      ctx.db,
      params.CompanyId,
      givenFields(params, (field) => field !== 'companyId') as Partial<CompanyFields>,
    );
  },
} satisfies HandlersOf<typeof companyActions>;
