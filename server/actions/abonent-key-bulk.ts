import { and, eq, sql } from 'drizzle-orm';
import type { abonentKeyBulkActions } from '../../contract/abonent-key-bulk';
import type { ActionParams } from '../../contract/actions';
import { errors } from '../../contract/messages';
import type { Database } from '../db/open';
import { pgArray } from '../db/pg-array';
import { queryRows } from '../db/rows';
import { abonentKeys, abonents } from '../db/schema';
import { extendKeys, keysOf, moveKeys } from '../keys/bulk';
import { bulkChangeOf, bulkPreviewOf, selectedRows } from '../protocol/bulk';
import { type ActionContext, companyOf, type HandlersOf, sessionOf } from '../protocol/context';
import { searchCondition } from '../protocol/list';
import { companyOwns } from '../protocol/ownership';

type BulkParams = ActionParams<'ChangeAbonentKeys'>;

/**
 * The ticked keys of the company, or every key of the abonent the list finds with its search and key
 * type; the abonent a filter names must be the company's (400 under it).
 */
const selected = (companyId: string, params: BulkParams) => (db: Database) =>
  selectedRows(db, abonentKeys, companyId, {
    idsParam: 'KeyIds',
    ids: params.KeyIds,
    matching: and(
      eq(abonentKeys.abonentId, params.AbonentId ?? sql`null`),
      params.KeyType ? eq(abonentKeys.keyType, params.KeyType) : undefined,
      searchCondition(params.Search, [abonentKeys.title]),
    ),
    references: [
      {
        param: 'AbonentId',
        message: errors.notFound,
        owned: () => companyOwns(db, abonents, companyId, params.AbonentId),
      },
    ],
  });

/** Makes the change to the selected keys; how many it changed. */
const changeOf = (ctx: ActionContext, companyId: string, params: BulkParams) => (db: Database, ids: string[]) => {
  const scope = keysOf(companyId, { keyIds: ids });
  return params.Operation === 'extend'
    ? extendKeys(db, scope, params.ValidUntil!)
    : moveKeys(db, scope, params.Operation, sessionOf(ctx).userId);
};

/** The abonents the keys belong to: whose credentials at the doors the change touches. */
const holdersOf = async (keyIds: string[], db: Database) => ({
  abonentIds: (
    await queryRows<{ abonent_id: string }>(
      db,
      sql`select distinct abonent_id from abonent_keys where id = any (${pgArray(keyIds)}::uuid[])`,
    )
  ).map((row) => row.abonent_id),
});

export const abonentKeyBulkHandlers = {
  async PreviewAbonentKeysChange(params, ctx) {
    const companyId = companyOf(ctx);
    return bulkPreviewOf(ctx.db, companyId, selected(companyId, params), changeOf(ctx, companyId, params), holdersOf);
  },

  async ChangeAbonentKeys(params, ctx) {
    const companyId = companyOf(ctx);
    return bulkChangeOf(ctx.db, selected(companyId, params), changeOf(ctx, companyId, params));
  },
} satisfies HandlersOf<typeof abonentKeyBulkActions>;
