import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { abonentBulkActions } from '../../contract/abonent-bulk';
import { abonentMessages } from '../../contract/abonent';
import type { ActionParams } from '../../contract/actions';
import type { Database } from '../db/open';
import { abonentCodes, abonents, accessObjects, accessPerimeters, tariffPolicies } from '../db/schema';
import { keysOf, moveKeys } from '../keys/bulk';
import { among, bulkChangeOf, bulkPreviewOf, selectedRows } from '../protocol/bulk';
import { type ActionContext, companyOf, type HandlersOf, sessionOf } from '../protocol/context';
import { companyOwns } from '../protocol/ownership';
import { abonentSearch } from './abonents';
import { accessZoneColumns } from './access-zones';

type BulkParams = ActionParams<'ChangeAbonents'>;

/**
 * The ticked abonents of the company, or every one the list's search finds; first, a new tariff or zone
 * given must be the company's, whatever the operation (400 under it).
 */
const selected = (companyId: string, params: BulkParams) => (db: Database) =>
  selectedRows(db, abonents, companyId, {
    idsParam: 'AbonentIds',
    ids: params.AbonentIds,
    matching: abonentSearch(params.Search),
    references: [
      {
        param: 'TariffId',
        message: abonentMessages.tariffNotFound,
        owned: () => companyOwns(db, tariffPolicies, companyId, params.TariffId),
      },
      {
        param: 'AccessZoneId',
        message: abonentMessages.accessZoneNotFound,
        owned: async () =>
          (await companyOwns(db, accessObjects, companyId, params.AccessZoneId)) ||
          companyOwns(db, accessPerimeters, companyId, params.AccessZoneId),
      },
    ],
  });

/**
 * Makes the change to the abonents, set-based (one statement whatever their number: the triggers of the
 * audit trail and of the device sync see one statement's rows), and returns how many rows it changed:
 * cards or keys for (un)blocking, abonents otherwise. Rows already as asked are left alone, and not counted.
 */
const changeOf = (ctx: ActionContext, companyId: string, params: BulkParams) => async (db: Database, ids: string[]) => {
  const theirs = and(eq(abonents.companyId, companyId), among(abonents.id, ids));
  const theirCards = and(eq(abonentCodes.companyId, companyId), among(abonentCodes.abonentId, ids));
  const code = { code: abonentCodes.code };
  const abonent = { id: abonents.id };
  switch (params.Operation) {
    case 'blockCards':
      return (
        await db
          .update(abonentCodes)
          .set({ blockedAt: sql`now()`, blockedBy: sessionOf(ctx).userId })
          .where(and(theirCards, isNull(abonentCodes.blockedAt)))
          .returning(code)
      ).length;
    case 'unblockCards':
      return (
        await db
          .update(abonentCodes)
          .set({ blockedAt: null, blockedBy: null })
          .where(and(theirCards, isNotNull(abonentCodes.blockedAt)))
          .returning(code)
      ).length;
    case 'blockKeys':
      return moveKeys(db, keysOf(companyId, { abonentIds: ids }), 'block', sessionOf(ctx).userId);
    case 'unblockKeys':
      return moveKeys(db, keysOf(companyId, { abonentIds: ids }), 'unblock', sessionOf(ctx).userId);
    case 'setTariff': {
      const tariffId = params.TariffId ?? null;
      const other = sql`${abonents.tariffId} is distinct from ${tariffId}::uuid`;
      return (await db.update(abonents).set({ tariffId }).where(and(theirs, other)).returning(abonent)).length;
    }
    case 'setAccessZone': {
      const zone = {
        accessObjectId: null as string | null,
        accessPerimeterId: null as string | null,
        ...(await accessZoneColumns(db, companyId, params.AccessZoneId ?? null)),
      };
      const other = sql`(${abonents.accessObjectId}, ${abonents.accessPerimeterId})
        is distinct from (${zone.accessObjectId}::uuid, ${zone.accessPerimeterId}::uuid)`;
      return (await db.update(abonents).set(zone).where(and(theirs, other)).returning(abonent)).length;
    }
    case 'delete':
      return (await db.delete(abonents).where(theirs).returning(abonent)).length;
  }
};

export const abonentBulkHandlers = {
  async PreviewAbonentsChange(params, ctx) {
    const companyId = companyOf(ctx);
    return bulkPreviewOf(
      ctx.db,
      companyId,
      selected(companyId, params),
      changeOf(ctx, companyId, params),
      (abonentIds) => ({ abonentIds }),
    );
  },

  async ChangeAbonents(params, ctx) {
    const companyId = companyOf(ctx);
    return bulkChangeOf(ctx.db, selected(companyId, params), changeOf(ctx, companyId, params));
  },
} satisfies HandlersOf<typeof abonentBulkActions>;
