import { count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type CompanyRecord,
  type companyActions,
  type companyForm,
  companyMessages,
  type companySortFields,
  keyStatusesInUse,
} from '../../src/domain/company';
import { errors, withArgs } from '../../src/domain/messages';
import { hashToken, newToken } from '../auth/tokens';
import { givenFields, hasChanges } from '../db/changes';
import { answerConstraints } from '../db/constraints';
import type { Database } from '../db/open';
import { abonents, companies, companyProfiles, keys, locks } from '../db/schema';
import { qualified } from '../db/sql';
import { ApiError } from '../protocol/api-error';
import { type ActionContext, companyOf, type HandlersOf } from '../protocol/context';
import { isoOrNull } from '../protocol/device-status';
import { type ListSpec, listPage } from '../protocol/list';

type CompanyFields = z.output<typeof companyForm>;

const inUse = sql.raw(keyStatusesInUse.map((status) => `'${status}'`).join(', '));
const companyId = qualified(companies.id);
/** The company's keys in use and their holders, counted in one pass over its keys (keys_company_idx). */
const keyUsage = sql`(select jsonb_build_object('used', count(*), 'users', count(distinct ${qualified(keys.userId)}))
  from ${keys} where ${qualified(keys.companyId)} = ${companyId} and ${qualified(keys.status)} in (${inUse}))`;

const recordColumns = {
  id: companies.id,
  name: companies.name,
  address: companies.address,
  inn: companies.inn,
  region: companies.region,
  brand: companies.brand,
  phones: companies.phones,
  support: companies.support,
  email: companies.email,
  role: companies.role,
  isParking: companies.isParking,
  createUsersWhenRegisteringAbonents: companies.createUsersWhenRegisteringAbonents,
  keysAvailable: companies.keysAvailable,
  keyUsage: sql<{ used: number; users: number }>`${keyUsage}`,
  administrators: sql<number>`(select count(*)::int from ${companyProfiles} where ${qualified(companyProfiles.companyId)} = ${companyId})`,
  apiTokenIssuedAt: companies.apiTokenIssuedAt,
  createdAt: companies.createdAt,
};

type Row = Omit<CompanyRecord, 'keysUsed' | 'keysRemaining' | 'users' | 'apiTokenIssued' | 'created'> & {
  keyUsage: { used: number; users: number };
  apiTokenIssuedAt: Date | null;
  createdAt: Date;
};

const toRecord = ({ keyUsage: usage, apiTokenIssuedAt, createdAt, ...row }: Row): CompanyRecord => ({
  ...row,
  keysUsed: usage.used,
  keysRemaining: row.keysAvailable - usage.used,
  users: usage.users,
  apiTokenIssued: isoOrNull(apiTokenIssuedAt),
  created: createdAt.toISOString(),
});

const companyList: ListSpec<(typeof companySortFields)[number]> = {
  sortable: {
    name: companies.name,
    inn: companies.inn,
    region: companies.region,
    brand: companies.brand,
    keysAvailable: companies.keysAvailable,
    created: companies.createdAt,
  },
  defaultSort: 'name',
  searchable: [companies.name, companies.inn, companies.region, companies.brand],
  tieBreaker: companies.id,
};

const recordQuery = (db: Database) => db.select(recordColumns).from(companies).$dynamic();

export async function readCompany(db: Database, id: string): Promise<CompanyRecord> {
  const [row] = await recordQuery(db).where(eq(companies.id, id));
  if (!row) throw new ApiError(404, errors.notFound);
  return toRecord(row);
}

const innTaken = () => new ApiError(409, errors.conflict, { Inn: companyMessages.innTaken });

/** Sets the given columns of a company (in a savepoint: a duplicate INN must not end the audited transaction). */
async function updateCompany(ctx: ActionContext, id: string, changes: Partial<CompanyFields>): Promise<CompanyRecord> {
  if (hasChanges(changes)) {
    const updated = await answerConstraints(
      ctx.db.transaction((tx) => tx.update(companies).set(changes).where(eq(companies.id, id)).returning({ id: companies.id })),
      { unique: innTaken },
    );
    if (updated.length === 0) throw new ApiError(404, errors.notFound);
  }
  return readCompany(ctx.db, id);
}

/** How many of each record would go with the company (or lose it): none may be left for it to be deleted. */
async function recordsLeft(db: Database, id: string) {
  const countOf = async (query: Promise<{ total: number }[]>) => (await query)[0].total;
  const [abonentCount, lockCount, keyCount] = await Promise.all([
    countOf(db.select({ total: count() }).from(abonents).where(eq(abonents.companyId, id))),
    countOf(db.select({ total: count() }).from(locks).where(eq(locks.companyId, id))),
    countOf(db.select({ total: count() }).from(keys).where(eq(keys.companyId, id))),
  ]);
  return { abonents: abonentCount, locks: lockCount, keys: keyCount };
}

/** The company a profile Action names: only the session's own (an Id is accepted only when it is that one). */
function ownCompany(ctx: ActionContext, requested: string | undefined): string {
  const own = companyOf(ctx);
  if (requested !== undefined && requested !== own) throw new ApiError(404, errors.notFound);
  return own;
}

export const companyHandlers = {
  async GetCompanies(input, ctx) {
    const page = await listPage(input, companyList, {
      rows: recordQuery(ctx.db),
      count: ctx.db.select({ total: count() }).from(companies).$dynamic(),
      scope: input.Id ? eq(companies.id, input.Id) : undefined,
    });
    return { items: page.items.map(toRecord), total: page.total };
  },

  async RegisterCompany(params, ctx) {
    const fields = givenFields(params) as Partial<CompanyFields>;
    const [created] = await answerConstraints(
      ctx.db
        .insert(companies)
        .values({ ...fields, name: params.Name })
        .returning({ id: companies.id }),
      { unique: innTaken },
    );
    return created;
  },

  async EditCompany(params, ctx) {
    const fields = givenFields(params, (field) => field !== 'companyId') as Partial<CompanyFields>;
    return updateCompany(ctx, params.CompanyId, fields);
  },

  async DeleteCompany({ CompanyId }, ctx) {
    // The company's row is locked first: nothing is added to it between the count and the delete.
    const [company] = await ctx.db.select({ id: companies.id }).from(companies).where(eq(companies.id, CompanyId)).for('update');
    if (!company) throw new ApiError(404, errors.notFound);
    const left = await recordsLeft(ctx.db, CompanyId);
    if (left.abonents + left.locks + left.keys > 0) throw new ApiError(409, withArgs(companyMessages.hasRecords, left));
    await ctx.db.delete(companies).where(eq(companies.id, CompanyId));
    return {};
  },

  async IssueCompanyApiToken({ CompanyId }, ctx) {
    const token = newToken();
    const [updated] = await ctx.db
      .update(companies)
      .set({ apiTokenHash: hashToken(token), apiTokenIssuedAt: sql`now()` })
      .where(eq(companies.id, CompanyId))
      .returning({ id: companies.id });
    if (!updated) throw new ApiError(404, errors.notFound);
    return { token };
  },

  async RevokeCompanyApiToken({ CompanyId }, ctx) {
    const [updated] = await ctx.db
      .update(companies)
      .set({ apiTokenHash: null, apiTokenIssuedAt: null })
      .where(eq(companies.id, CompanyId))
      .returning({ id: companies.id });
    if (!updated) throw new ApiError(404, errors.notFound);
    return {};
  },

  async GetCompanyProfile({ Id }, ctx) {
    return readCompany(ctx.db, ownCompany(ctx, Id));
  },

  async EditCompanyProfile(params, ctx) {
    const id = ownCompany(ctx, params.Id);
    // Only the contact details: the contract takes no other parameter, and nothing else is picked here.
    const { address, phones, support, email } = givenFields(params);
    const changes = Object.fromEntries(
      Object.entries({ address, phones, support, email }).filter(([, value]) => value !== undefined),
    ) as Partial<CompanyFields>;
    return updateCompany(ctx, id, changes);
  },
} satisfies HandlersOf<typeof companyActions>;

/** Whether a company exists: the Actions of what hangs off it say 404 for one that does not. */
export async function requireCompany(db: Database, id: string): Promise<void> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id));
  if (!row) throw new ApiError(404, errors.notFound);
}
