import { sql } from 'drizzle-orm';
import type { deliveryActions } from '../../contract/delivery';
import { errors } from '../../contract/messages';
import { recordAuditEvent } from '../audit/events';
import { namedRows } from '../db/rows';
import { ApiError } from '../protocol/api-error';
import { type ActionContext, companyOf, type HandlersOf, sessionOf } from '../protocol/context';
import { abonentDelivery } from '../sync/delivery';
import { assertAbonentOf } from './abonents';

/** The company's credential version now (0: no door has had a credential yet). */
async function currentVersion(ctx: ActionContext) {
  const [row] = await namedRows<{ version: string }>(
    ctx.db,
    sql`select version from credential_versions where company_id = ${companyOf(ctx)}::uuid`,
  );
  return row ? Number(row.version) : 0;
}

export const deliveryHandlers = {
  async GetAbonentDelivery({ Id }, ctx) {
    const companyId = companyOf(ctx);
    await assertAbonentOf(ctx.db, companyId, Id);
    const version = await currentVersion(ctx);
    return { version, ...(await abonentDelivery(ctx.db, companyId, Id)) };
  },

  async ResendAbonentCredentials({ Id, Credential }, ctx) {
    const companyId = companyOf(ctx);
    await assertAbonentOf(ctx.db, companyId, Id);
    const [{ sent }] = await namedRows<{ sent: number }>(
      ctx.db,
      sql`select credential_resend(${companyId}::uuid, ${Id}::uuid, ${Credential ?? null}::text) as sent`,
    );
    if (sent === 0) throw new ApiError(404, errors.notFound);
    const version = await currentVersion(ctx);
    const actor = sessionOf(ctx);
    await recordAuditEvent(ctx.db, {
      operation: 'RESEND_CREDENTIALS',
      action: 'ResendAbonentCredentials',
      ip: ctx.ip,
      userId: actor.userId,
      sessionId: actor.id,
      companyId,
      tableName: 'abonents',
      recordId: Id,
      // The one credential sent, when not all of them were; the version they went at.
      changes: { ...(Credential && { credential: [null, Credential] }), credential_version: [null, version] },
    });
    return { version, sent };
  },
} satisfies HandlersOf<typeof deliveryActions>;
