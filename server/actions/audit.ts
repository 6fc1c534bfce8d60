import { and, count, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { AuditChanges, AuditOperation, auditActions, auditSortFields } from '../../contract/audit';
import { asRecord } from '../db/rows';
import type { Database } from '../db/open';
import { auditLog, companies, companyApiTokens, users } from '../db/schema';
import { companyOf, type HandlersOf } from '../protocol/context';
import type { ListInput } from '../../contract/protocol';
import { type ListFilter, type ListSpec, preparedListPage } from '../protocol/list';
import { withReferences } from '../audit/references';

const entryColumns = {
  id: auditLog.id,
  at: auditLog.at,
  userId: auditLog.userId,
  userName: users.displayName,
  apiTokenName: companyApiTokens.name,
  companyId: auditLog.companyId,
  companyName: companies.name,
  action: auditLog.action,
  ip: auditLog.ip,
  tableName: auditLog.tableName,
  recordId: auditLog.recordId,
  operation: auditLog.operation,
  changes: auditLog.changes,
};

type EntryRow = {
  id: number;
  at: Date;
  userId: string | null;
  userName: string | null;
  apiTokenName: string | null;
  companyId: string | null;
  companyName: string | null;
  action: string;
  ip: string | null;
  tableName: string | null;
  recordId: string | null;
  operation: AuditOperation;
  changes: AuditChanges;
};

const toEntry = (row: EntryRow) => asRecord(row, { id: String(row.id), at: row.at.toISOString() });

/** Newest first unless asked otherwise; the id orders the rows of one transaction (same time). */
const auditList: ListSpec<(typeof auditSortFields)[number]> = {
  sortable: { at: auditLog.at },
  defaultSort: 'at',
  defaultOrder: 'DESC',
  searchable: [auditLog.action],
  tieBreaker: auditLog.id,
};

const auditSelects = {
  rows: (db: Database) =>
    db
      .select(entryColumns)
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.userId))
      // What a company's API token did is recorded under its id, in the session's place, without a user.
      .leftJoin(companyApiTokens, and(isNull(auditLog.userId), eq(companyApiTokens.id, auditLog.sessionId)))
      .leftJoin(companies, eq(companies.id, auditLog.companyId))
      .$dynamic(),
  count: (db: Database) => db.select({ total: count() }).from(auditLog).$dynamic(),
};

/**
 * Deleted records are looked for by what they held (a resident's name or phone, an address), which their
 * deletion's entry keeps as its old values (a secret as "masked", never its value).
 */
export const deletedRecordsList = {
  spec: { ...auditList, searchable: [auditLog.action, sql`${auditLog.changes}::text`] },
  // Its own object: a list's statements are kept for its selects, and these search other columns.
  selects: { ...auditSelects },
};

/**
 * A page of the trail under `filters`, with the names of who acted, for which company, and of the records
 * each entry names (a company's own only, when `companyId` is given). A door's timeline reads its changes
 * with it too.
 */
export async function auditPage(
  db: Database,
  input: ListInput,
  filters: Record<string, ListFilter>,
  companyId: string | null,
  { spec, selects } = { spec: auditList, selects: auditSelects },
) {
  const page = await preparedListPage(db, input, spec, selects, { filters });
  return { items: await withReferences(db, page.items.map(toEntry), companyId), total: page.total };
}

export const auditHandlers = {
  /** Only the company's own rows: a record id of another company finds nothing. */
  async GetHistory({ RecordId, Offset, Limit }, ctx) {
    const companyId = companyOf(ctx);
    const { items, total } = await auditPage(
      ctx.db,
      { Offset, Limit },
      { recordId: [auditLog.recordId, RecordId], companyId: [auditLog.companyId, companyId] },
      companyId,
    );
    return { items: items.map(({ ip: _ip, ...entry }) => entry), total };
  },

  async GetAudit(input, ctx) {
    const { CompanyId, UserId, ActionName, RecordId, From, Until, ...list } = input;
    return auditPage(
      ctx.db,
      list,
      {
        companyId: [auditLog.companyId, CompanyId],
        userId: [auditLog.userId, UserId],
        action: [auditLog.action, ActionName],
        recordId: [auditLog.recordId, RecordId],
        from: { value: From, where: (from) => gte(auditLog.at, from) },
        until: { value: Until, where: (until) => lt(auditLog.at, until) },
      },
      null,
    );
  },
} satisfies HandlersOf<typeof auditActions>;
