import type { undoScopes } from '../../contract/undo';
import type { ActionCall } from './actionCall';

type Scope = (typeof undoScopes)[number];

/** Undo of a change from the audit trail and restore of a deleted record, spread into the dataProvider. */
export const undoMethods = (call: ActionCall) => ({
  /** What undoing the change of a trail entry would do, or why it cannot be done. */
  getUndoPreview: ({ auditId, scope }: { auditId: string; scope: Scope }) =>
    call('GetUndoPreview', { AuditId: auditId, Scope: scope }),
  undoChange: ({ auditId, scope }: { auditId: string; scope: Scope }) =>
    call('UndoChange', { AuditId: auditId, Scope: scope }),
});
