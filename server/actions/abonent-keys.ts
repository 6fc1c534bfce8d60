import { and, count, eq } from 'drizzle-orm';
import type { AbonentKeyRecord, abonentKeyActions, abonentKeySortFields, KeyStatus } from '../../contract/abonent-key';
import { errors } from '../../contract/messages';
import { abonentKeys } from '../db/schema';
import { ApiError } from '../protocol/api-error';
import { companyOf, type HandlersOf, sessionOf } from '../protocol/context';
import { abonentKeyTable, keyStatusHistory, moveKeyStatus, statusAsRead } from '../keys/life-cycle';
import { type ListSpec, listPage } from '../protocol/list';
import { assertAbonentOf } from './abonents';

const recordColumns = {
  id: abonentKeys.id,
  abonentId: abonentKeys.abonentId,
  title: abonentKeys.title,
  keyType: abonentKeys.keyType,
  status: statusAsRead(abonentKeys.status, abonentKeys.validUntil),
  validFrom: abonentKeys.validFrom,
  validUntil: abonentKeys.validUntil,
  createdAt: abonentKeys.createdAt,
};

const toRecord = ({
  validFrom,
  validUntil,
  createdAt,
  status,
  ...row
}: {
  id: string;
  abonentId: string;
  title: string;
  keyType: AbonentKeyRecord['keyType'];
  status: string;
  validFrom: Date | null;
  validUntil: Date | null;
  createdAt: Date;
}): AbonentKeyRecord => ({
  ...row,
  status: status as KeyStatus,
  validFrom: validFrom?.toISOString() ?? null,
  validUntil: validUntil?.toISOString() ?? null,
  created: createdAt.toISOString(),
});

const keyList: ListSpec<(typeof abonentKeySortFields)[number]> = {
  sortable: {
    title: abonentKeys.title,
    keyType: abonentKeys.keyType,
    status: abonentKeys.status,
    validUntil: abonentKeys.validUntil,
    created: abonentKeys.createdAt,
  },
  defaultSort: 'created',
  defaultOrder: 'DESC',
  searchable: [abonentKeys.title],
  tieBreaker: abonentKeys.id,
};

export const abonentKeyHandlers = {
  async GetAbonentKeys(input, ctx) {
    const companyId = companyOf(ctx);
    await assertAbonentOf(ctx.db, companyId, input.AbonentId);
    const page = await listPage(ctx.db, input, keyList, {
      rows: ctx.db.select(recordColumns).from(abonentKeys).$dynamic(),
      count: ctx.db.select({ total: count() }).from(abonentKeys).$dynamic(),
      scope: and(
        eq(abonentKeys.companyId, companyId),
        eq(abonentKeys.abonentId, input.AbonentId),
        input.KeyType ? eq(abonentKeys.keyType, input.KeyType) : undefined,
      ),
    });
    return { items: page.items.map(toRecord), total: page.total };
  },

  async AddAbonentKey({ AbonentId, Title, KeyType, ValidFrom, ValidUntil }, ctx) {
    const companyId = companyOf(ctx);
    await assertAbonentOf(ctx.db, companyId, AbonentId);
    const temporary = KeyType === 'temporary';
    const [created] = await ctx.db
      .insert(abonentKeys)
      .values({
        companyId,
        abonentId: AbonentId,
        title: Title,
        keyType: KeyType,
        validFrom: temporary && ValidFrom ? new Date(ValidFrom) : null,
        validUntil: temporary && ValidUntil ? new Date(ValidUntil) : null,
      })
      .returning({ id: abonentKeys.id });
    return created;
  },

  async ChangeAbonentKeyStatus({ KeyId, Status }, ctx) {
    const companyId = companyOf(ctx);
    const ofCompany = eq(abonentKeys.companyId, companyId);
    await moveKeyStatus(ctx.db, abonentKeyTable, KeyId, Status, { by: sessionOf(ctx).userId, scope: ofCompany });
    const [row] = await ctx.db
      .select(recordColumns)
      .from(abonentKeys)
      .where(and(eq(abonentKeys.id, KeyId), ofCompany));
    if (!row) throw new ApiError(404, errors.notFound);
    return toRecord(row);
  },

  async GetAbonentKeyStatusHistory({ KeyId }, ctx) {
    return keyStatusHistory(ctx.db, abonentKeyTable, KeyId, eq(abonentKeys.companyId, companyOf(ctx)));
  },

  async DeleteAbonentKey({ KeyId }, ctx) {
    const companyId = companyOf(ctx);
    const [deleted] = await ctx.db
      .delete(abonentKeys)
      .where(and(eq(abonentKeys.id, KeyId), eq(abonentKeys.companyId, companyId)))
      .returning({ id: abonentKeys.id });
    if (!deleted) throw new ApiError(404, errors.notFound);
    return {};
  },
} satisfies HandlersOf<typeof abonentKeyActions>;
