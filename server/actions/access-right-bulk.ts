import { and, eq, isNull, sql } from 'drizzle-orm';
import type { accessRightBulkActions } from '../../contract/access-right-bulk';
import type { ActionParams } from '../../contract/actions';
import type { Database } from '../db/open';
import { accessRightMessages } from '../../contract/access-right';
import { validation } from '../../contract/messages';
import { abonents, accessPoints, accessRights } from '../db/schema';
import { companyOwns } from '../protocol/ownership';
import { among, bulkChangeOf, bulkPreviewOf, selectedRows } from '../protocol/bulk';
import { companyOf, type HandlersOf } from '../protocol/context';
import { rightScope } from './access-rights';

type BulkParams = ActionParams<'RevokeAccessRights'>;

/**
 * The ticked rights of the company, or every one the list finds with its filters; an owner or a point
 * a filter names must be the company's (400 under it), as a reference always is.
 */
const selected = (companyId: string, params: BulkParams) => (db: Database) =>
  selectedRows(db, accessRights, companyId, {
    idsParam: 'AccessRightIds',
    ids: params.AccessRightIds,
    matching: rightScope(companyId, params),
    references: [
      {
        param: 'OwnerId',
        message: accessRightMessages.ownerNotFound,
        owned: () => companyOwns(db, abonents, companyId, params.OwnerId),
      },
      {
        param: 'AccessPointId',
        message: validation.invalid,
        owned: () => companyOwns(db, accessPoints, companyId, params.AccessPointId),
      },
    ],
  });

/** Revokes those not revoked yet, in one statement; how many it revoked. */
const revoke = (companyId: string) => async (db: Database, ids: string[]) =>
  (
    await db
      .update(accessRights)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(accessRights.companyId, companyId), among(accessRights.id, ids), isNull(accessRights.revokedAt)))
      .returning({ id: accessRights.id })
  ).length;

export const accessRightBulkHandlers = {
  async PreviewAccessRightsRevoke(params, ctx) {
    const companyId = companyOf(ctx);
    return bulkPreviewOf(ctx.db, companyId, selected(companyId, params), revoke(companyId), (rightIds) => ({
      rightIds,
    }));
  },

  async RevokeAccessRights(params, ctx) {
    const companyId = companyOf(ctx);
    return bulkChangeOf(ctx.db, selected(companyId, params), revoke(companyId));
  },
} satisfies HandlersOf<typeof accessRightBulkActions>;
