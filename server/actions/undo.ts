import { sql } from 'drizzle-orm';
import type { undoActions } from '../../contract/undo';
import { KEPT_DAYS, mayUndo, RESTORABLE_TABLES } from '../../contract/undoable';
import { auditContextOf } from '../audit/transaction';
import type { UndoCaller } from '../audit/undo';
import { previewUndo, undoChange } from '../audit/undo-change';
import { pgArray } from '../db/pg-array';
import { auditLog } from '../db/schema';
import { type ActionContext, type HandlersOf, scopeOf, sessionOf } from '../protocol/context';
import { auditPage, deletedRecordsList } from './audit';

const callerOf = (ctx: ActionContext): UndoCaller => ({ companyId: scopeOf(ctx), permissions: ctx.permissions });

/**
 * A deletion that may still be restored: its whole row kept (30 days, housekeeping) and its record not
 * inserted again since (restored, or made anew with the same id).
 */
const restorable = sql`${auditLog.at} > now() - make_interval(days => ${KEPT_DAYS}::int)
  and exists (select 1 from audit_kept k where k.audit_id = ${auditLog.id})
  and not exists (select 1 from audit_log r where r.record_id = ${auditLog.recordId}
    and r.table_name = ${auditLog.tableName} and r.row_key = ${auditLog.rowKey}
    and r.id > ${auditLog.id} and r.operation = 'INSERT')`;

export const undoHandlers = {
  GetUndoPreview: ({ AuditId, Scope }, ctx) => previewUndo(ctx.db, callerOf(ctx), AuditId, Scope),

  UndoChange: ({ AuditId, Scope }, ctx) =>
    undoChange(ctx.db, callerOf(ctx), auditContextOf('UndoChange', sessionOf(ctx), ctx.ip), AuditId, Scope),

  /** The deletions of the kinds the caller may restore; a company's own only. */
  async GetDeletedRecords(input, ctx) {
    const caller = callerOf(ctx);
    const area = caller.companyId === undefined ? 'platform' : 'company';
    const tables = RESTORABLE_TABLES.filter((table) => mayUndo(area, caller.permissions, table));
    return auditPage(
      ctx.db,
      input,
      {
        operation: [auditLog.operation, 'DELETE'],
        companyId: [auditLog.companyId, caller.companyId],
        tables: { value: pgArray(tables), where: (value) => sql`${auditLog.tableName} = any(${value}::text[])` },
        restorable: { variant: 'restorable', condition: () => restorable },
      },
      caller.companyId ?? null,
      deletedRecordsList,
    );
  },
} satisfies HandlersOf<typeof undoActions>;
