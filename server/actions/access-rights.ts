import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type AccessRightRecord,
  accessRightIssues,
  accessRightMessages,
  type accessRightActions,
  type accessRightFields,
  type accessRightSortFields,
} from '../../contract/access-right';
import type { ActionParams } from '../../contract/actions';
import { errors } from '../../contract/messages';
import { plateKey } from '../../contract/plate';
import { toParamName } from '../../contract/protocol';
import { coversPoint, findTarget, pointsBelow, targetColumns, targetPage, targetPath } from '../access/tree';
import { rightStatusAt } from '../access/status';
import { givenFields } from '../db/changes';
import type { Database } from '../db/open';
import { abonents, accessRights, addresses } from '../db/schema';
import { qualified } from '../db/sql';
import { ApiError } from '../protocol/api-error';
import { companyOf, type HandlersOf } from '../protocol/context';
import { type ListSpec, listPage, searchCondition } from '../protocol/list';

type RightFields = z.output<z.ZodObject<typeof accessRightFields>>;

const targetOf = {
  object: qualified(accessRights.accessObjectId),
  perimeter: qualified(accessRights.accessPerimeterId),
  point: qualified(accessRights.accessPointId),
};
const status = rightStatusAt({
  from: qualified(accessRights.activeFrom),
  to: qualified(accessRights.activeTo),
  revokedAt: qualified(accessRights.revokedAt),
});

const recordColumns = {
  id: accessRights.id,
  name: accessRights.name,
  phone: accessRights.phone,
  type: accessRights.type,
  accessObjectId: accessRights.accessObjectId,
  accessPerimeterId: accessRights.accessPerimeterId,
  accessPointId: accessRights.accessPointId,
  target: targetPath(targetOf),
  ownerId: accessRights.ownerId,
  owner: abonents.name,
  addressId: accessRights.addressId,
  address: addresses.value,
  status,
  activeFrom: accessRights.activeFrom,
  activeTo: accessRights.activeTo,
  revokedAt: accessRights.revokedAt,
  carModel: accessRights.carModel,
  carNumber: accessRights.carNumber,
  createdAt: accessRights.createdAt,
};

const iso = (date: Date | null) => date?.toISOString() ?? null;

const toRecord = ({
  accessObjectId,
  accessPerimeterId,
  accessPointId,
  activeFrom,
  activeTo,
  revokedAt,
  createdAt,
  ...row
}: Row): AccessRightRecord => ({
  ...row,
  targetId: (accessPointId ?? accessPerimeterId ?? accessObjectId) as string,
  targetKind: accessPointId ? 'point' : accessPerimeterId ? 'perimeter' : 'object',
  activeFrom: iso(activeFrom),
  activeTo: iso(activeTo),
  revokedAt: iso(revokedAt),
  created: createdAt.toISOString(),
});

const rightList: ListSpec<(typeof accessRightSortFields)[number]> = {
  sortable: {
    name: accessRights.name,
    type: accessRights.type,
    activeFrom: accessRights.activeFrom,
    activeTo: accessRights.activeTo,
    created: accessRights.createdAt,
  },
  defaultSort: 'created',
  defaultOrder: 'DESC',
  searchable: [accessRights.name],
  phone: accessRights.phone,
  tieBreaker: accessRights.id,
};

type Row = Awaited<ReturnType<typeof rows>>[number];

const rows = (db: Database) =>
  db
    .select(recordColumns)
    .from(accessRights)
    .leftJoin(abonents, eq(abonents.id, accessRights.ownerId))
    .leftJoin(addresses, eq(addresses.id, accessRights.addressId))
    .$dynamic();

/**
 * What a search finds: the name and phone as any list's search does, and the car number by its key, so
 * «а123вс» finds "A123BC 77" (contract/plate.ts).
 */
const rightSearch = (search: string | undefined): SQL | undefined => {
  const plain = searchCondition(search, rightList.searchable, { phone: rightList.phone });
  const plate = search ? plateKey(search) : '';
  return plate.length > 1 ? sql`(${plain} or ${accessRights.carNumberKey} like ${`%${plate}%`})` : plain;
};

/**
 * The company's rights the list finds with its filters: its own page's, and a bulk revoke's "every right
 * the list finds".
 */
export const rightScope = (
  companyId: string,
  input: Pick<ActionParams<'GetAccessRights'>, 'Id' | 'Type' | 'OwnerId' | 'Status' | 'AccessPointId' | 'Search'>,
) =>
  and(
    eq(accessRights.companyId, companyId),
    input.Id ? eq(accessRights.id, input.Id) : undefined,
    input.Type ? eq(accessRights.type, input.Type) : undefined,
    input.OwnerId ? eq(accessRights.ownerId, input.OwnerId) : undefined,
    input.Status ? sql`${status} = ${input.Status}` : undefined,
    input.AccessPointId ? coversPoint(targetOf, sql`${input.AccessPointId}::uuid`) : undefined,
    rightSearch(input.Search),
  );

async function readRight(db: Database, companyId: string, rightId: string): Promise<AccessRightRecord> {
  const [row] = await rows(db).where(and(eq(accessRights.id, rightId), eq(accessRights.companyId, companyId)));
  if (!row) throw new ApiError(404, errors.notFound);
  return toRecord(row);
}

/** The columns of the fields given, each reference checked to be the company's (else a 400 under it). */
async function rightColumns(db: Database, companyId: string, fields: Partial<RightFields>) {
  const columns: Partial<typeof accessRights.$inferInsert> = {
    name: fields.name,
    phone: fields.phone,
    type: fields.type,
    activeFrom: fields.activeFrom === undefined ? undefined : fields.activeFrom ? new Date(fields.activeFrom) : null,
    activeTo: fields.activeTo === undefined ? undefined : fields.activeTo ? new Date(fields.activeTo) : null,
    carModel: fields.carModel,
    carNumber: fields.carNumber,
    carNumberKey: fields.carNumber === undefined ? undefined : fields.carNumber ? plateKey(fields.carNumber) : null,
  };
  // Every reference is checked before any is refused: the form shows each wrong one at once.
  const wrong: Record<string, string> = {};
  if (fields.targetId !== undefined) {
    const target = await findTarget(db, companyId, fields.targetId);
    if (target) Object.assign(columns, targetColumns(target.kind, target.id));
    else wrong.TargetId = accessRightMessages.targetNotFound;
  }
  if (fields.ownerId) {
    const [owner] = await db
      .select({ id: abonents.id })
      .from(abonents)
      .where(and(eq(abonents.id, fields.ownerId), eq(abonents.companyId, companyId)));
    if (!owner) wrong.OwnerId = accessRightMessages.ownerNotFound;
  }
  if (fields.addressId) {
    const [address] = await db
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(eq(addresses.id, fields.addressId), eq(addresses.companyId, companyId)));
    if (!address) wrong.AddressId = accessRightMessages.addressNotFound;
  }
  if (Object.keys(wrong).length > 0) throw new ApiError(400, errors.invalidParams, wrong);
  columns.ownerId = fields.ownerId;
  columns.addressId = fields.addressId;
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

export const accessRightHandlers = {
  async GetAccessRights(input, ctx) {
    const companyId = companyOf(ctx);
    const page = await listPage(ctx.db, { ...input, Search: undefined }, rightList, {
      rows: rows(ctx.db),
      count: ctx.db.select({ total: count() }).from(accessRights).$dynamic(),
      scope: rightScope(companyId, input),
    });
    return { items: page.items.map((row) => toRecord(row)), total: page.total };
  },

  async AddAccessRight(params, ctx) {
    const companyId = companyOf(ctx);
    const fields = givenFields(params) as RightFields;
    const columns = await rightColumns(ctx.db, companyId, fields);
    const [created] = await ctx.db
      .insert(accessRights)
      .values({ ...(columns as typeof accessRights.$inferInsert), companyId })
      .returning({ id: accessRights.id });
    return created;
  },

  async EditAccessRight(params, ctx) {
    const companyId = companyOf(ctx);
    const stored = await readRight(ctx.db, companyId, params.AccessRightId);
    const fields = givenFields(params, (field) => field !== 'accessRightId') as Partial<RightFields>;
    // The fields are checked together with what is stored: a vehicle keeps needing its car number.
    const issues = accessRightIssues({ ...stored, ...fields });
    if (issues.length > 0) {
      throw new ApiError(
        400,
        errors.invalidParams,
        Object.fromEntries(issues.map(({ field, message }) => [toParamName(field), message])),
      );
    }
    const columns = await rightColumns(ctx.db, companyId, fields);
    if (Object.keys(columns).length > 0) {
      await ctx.db
        .update(accessRights)
        .set(columns)
        .where(and(eq(accessRights.id, params.AccessRightId), eq(accessRights.companyId, companyId)));
    }
    return readRight(ctx.db, companyId, params.AccessRightId);
  },

  async RevokeAccessRight({ AccessRightId }, ctx) {
    const companyId = companyOf(ctx);
    const stored = await readRight(ctx.db, companyId, AccessRightId);
    if (stored.revokedAt) throw new ApiError(409, accessRightMessages.alreadyRevoked);
    await ctx.db
      .update(accessRights)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(accessRights.id, AccessRightId), eq(accessRights.companyId, companyId)));
    return readRight(ctx.db, companyId, AccessRightId);
  },

  async GetAccessTargets(input, ctx) {
    return targetPage(ctx.db, companyOf(ctx), input);
  },

  async GetAccessImpact({ TargetId }, ctx) {
    const target = await findTarget(ctx.db, companyOf(ctx), TargetId);
    if (!target) throw new ApiError(404, errors.notFound);
    // A right is one person's (or one car's): what grows with the target is the number of doors.
    return { kind: target.kind, ...(await pointsBelow(ctx.db, target.kind, target.id, 5)), people: 1 };
  },
} satisfies HandlersOf<Omit<typeof accessRightActions, 'GetWhoCanPass'>>;
