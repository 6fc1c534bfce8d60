import { sql } from 'drizzle-orm';
import type { Session } from '../auth/sessions';
import type { Database } from '../db/open';

/** Who is acting, as the audit trigger reads it (migration 0020). */
export interface AuditContext {
  action: string;
  userId: string | null;
  sessionId: string | null;
  companyId: string | null;
  ip: string;
  /**
   * One id for a change that spans several transactions (an import's batches, a bulk action's parts), so
   * that its trail rows undo as one step (server/audit/undo.ts): any text unique to the change, such as a
   * new UUID, passed to each of its transactions. Unset: the transaction is the change (its own id).
   */
  operationId?: string;
}

export const auditContextOf = (action: string, session: Session | null, ip: string): AuditContext => ({
  action,
  userId: session?.userId ?? null,
  sessionId: session?.id ?? null,
  companyId: session?.companyId ?? null,
  ip,
});

/**
 * Runs a write in one transaction that first tells the database who is acting (transaction-local
 * settings, gone at its end, so a pooled connection carries nothing over). The audit trigger of every
 * audited table then records each changed row in the same transaction: a write that fails leaves no
 * trail, and no write escapes it. Handlers' own transactions nest inside as savepoints.
 */
export function inAuditedTransaction<T>(
  db: Database,
  context: AuditContext,
  run: (tx: Database) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select
      set_config('audit.action', ${context.action}, true),
      set_config('audit.user_id', ${context.userId ?? ''}, true),
      set_config('audit.session_id', ${context.sessionId ?? ''}, true),
      set_config('audit.company_id', ${context.companyId ?? ''}, true),
      set_config('audit.ip', ${context.ip}, true),
      set_config('audit.operation', ${context.operationId ?? ''}, true)`);
    return run(tx);
  });
}
