import { and, count, eq, inArray, sql } from 'drizzle-orm';
import {
  type PerimeterRecord,
  type perimeterActions,
  perimeterDefaults,
  type perimeterSortFields,
} from '../../contract/access-perimeter';
import { ALL_ZERO_ID } from '../../contract/fields';
import { errors } from '../../contract/messages';
import { givenFields } from '../db/changes';
import { answerConstraints } from '../db/constraints';
import type { Database } from '../db/open';
import { accessObjects, accessPerimeters } from '../db/schema';
import { ApiError } from '../protocol/api-error';
import { companyOf, type HandlersOf } from '../protocol/context';
import { assertRecordOwned } from '../protocol/ownership';
import { type ListSpec, listPage } from '../protocol/list';
import { unlessRemovedMeanwhile } from './access-conflicts';

type PerimeterHandlers = typeof perimeterActions;

const recordColumns = {
  id: accessPerimeters.id,
  displayName: accessPerimeters.displayName,
  accessObjectId: accessPerimeters.accessObjectId,
  parentId: accessPerimeters.parentId,
  description: accessPerimeters.description,
  restrictPassPermanentKeys: accessPerimeters.restrictPassPermanentKeys,
  restrictPassTemporaryKeys: accessPerimeters.restrictPassTemporaryKeys,
  createdAt: accessPerimeters.createdAt,
};
type Row = Omit<PerimeterRecord, 'created' | 'parentId'> & { parentId: string | null; createdAt: Date };

/** The database's null parent is the wire's all-zero identifier, and back. */
const toRecord = ({ createdAt, parentId, ...row }: Row): PerimeterRecord => ({
  ...row,
  parentId: parentId ?? ALL_ZERO_ID,
  created: createdAt.toISOString(),
});
const toParentColumn = (parentId: string) => (parentId === ALL_ZERO_ID ? null : parentId);

const perimeterList: ListSpec<(typeof perimeterSortFields)[number]> = {
  sortable: { displayName: accessPerimeters.displayName, created: accessPerimeters.createdAt },
  defaultSort: 'displayName',
  searchable: [accessPerimeters.displayName],
  tieBreaker: accessPerimeters.id,
};

const ofCompany = (id: string, companyId: string) =>
  and(eq(accessPerimeters.id, id), eq(accessPerimeters.companyId, companyId));

/**
 * Locks the access objects whose trees an edit changes, in one order: two edits of one tree run one
 * after the other, so neither can build a cycle from what the other has not committed yet. Says which of
 * them are the company's.
 */
async function lockObjects(db: Database, companyId: string, objectIds: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ id: accessObjects.id })
    .from(accessObjects)
    .where(and(inArray(accessObjects.id, objectIds), eq(accessObjects.companyId, companyId)))
    .orderBy(accessObjects.id)
    .for('update');
  return new Set(rows.map((row) => row.id));
}

/**
 * Checks where a perimeter goes: its object is the company's, and its parent (unless it goes directly
 * under the object) is a perimeter of that same object and, for an existing perimeter, not the perimeter
 * itself or one of its descendants. Refusals are 400s on the parameter at fault.
 */
async function checkPlacement(
  db: Database,
  placement: { companyId: string; accessObjectId: string; parentId: string | null; perimeterId?: string },
  companyObjects: Set<string>,
): Promise<void> {
  if (!companyObjects.has(placement.accessObjectId)) {
    throw new ApiError(400, errors.invalidParams, { AccessObjectId: errors.accessObjectNotFound });
  }
  if (placement.parentId === null) return;
  const [parent] = await db
    .select({ accessObjectId: accessPerimeters.accessObjectId })
    .from(accessPerimeters)
    .where(ofCompany(placement.parentId, placement.companyId));
  if (!parent) throw new ApiError(400, errors.invalidParams, { ParentId: errors.parentPerimeterNotFound });
  if (parent.accessObjectId !== placement.accessObjectId) {
    throw new ApiError(400, errors.invalidParams, { ParentId: errors.parentInOtherObject });
  }
  if (placement.perimeterId && (await isAncestorOrSelf(db, placement.perimeterId, placement.parentId))) {
    throw new ApiError(400, errors.invalidParams, { ParentId: errors.parentCycle });
  }
}

/** Whether `ancestorId` is `perimeterId` or one of the perimeters above it. */
async function isAncestorOrSelf(db: Database, ancestorId: string, perimeterId: string): Promise<boolean> {
  const result = await db.execute<{ found: boolean }>(sql`
    with recursive chain(id, parent_id) as (
      select id, parent_id from ${accessPerimeters} where id = ${perimeterId}
      union all
      select p.id, p.parent_id from ${accessPerimeters} p join chain on p.id = chain.parent_id
    )
    select exists(select 1 from chain where id = ${ancestorId}) as found`);
  return Boolean((result as unknown as { rows: { found: boolean }[] }).rows[0]?.found);
}

export const accessPerimeterHandlers = {
  async GetAccessPerimeters(input, ctx) {
    const companyId = companyOf(ctx);
    await assertRecordOwned(ctx.db, accessObjects, companyId, input.AccessObjectId);
    const page = await listPage(ctx.db, input, perimeterList, {
      rows: ctx.db.select(recordColumns).from(accessPerimeters).$dynamic(),
      count: ctx.db.select({ total: count() }).from(accessPerimeters).$dynamic(),
      scope: eq(accessPerimeters.accessObjectId, input.AccessObjectId),
    });
    return { items: page.items.map(toRecord), total: page.total };
  },

  async GetAccessPerimeter({ AccessPerimeterId }, ctx) {
    const [row] = await ctx.db
      .select(recordColumns)
      .from(accessPerimeters)
      .where(ofCompany(AccessPerimeterId, companyOf(ctx)));
    if (!row) throw new ApiError(404, errors.notFound);
    return toRecord(row);
  },

  async CreateAccessPerimeter(params, ctx) {
    const companyId = companyOf(ctx);
    const fields = { ...perimeterDefaults, ...givenFields(params) };
    const parentId = toParentColumn(fields.parentId);
    return ctx.db.transaction(async (tx) => {
      const companyObjects = await lockObjects(tx, companyId, [fields.accessObjectId]);
      await checkPlacement(tx, { companyId, accessObjectId: fields.accessObjectId, parentId }, companyObjects);
      const [created] = await unlessRemovedMeanwhile(
        tx
          .insert(accessPerimeters)
          .values({ ...fields, parentId, companyId })
          .returning({ id: accessPerimeters.id }),
      );
      return created;
    });
  },

  async EditAccessPerimeter(params, ctx) {
    const companyId = companyOf(ctx);
    const { parentId: givenParent, ...changes } = givenFields(params);
    return ctx.db.transaction(async (tx) => {
      const [current] = await tx
        .select({ accessObjectId: accessPerimeters.accessObjectId, parentId: accessPerimeters.parentId })
        .from(accessPerimeters)
        .where(ofCompany(params.Id, companyId));
      if (!current) throw new ApiError(404, errors.notFound);
      const parentId = givenParent === undefined ? current.parentId : toParentColumn(givenParent);
      const accessObjectId = changes.accessObjectId ?? current.accessObjectId;
      const moves = parentId !== current.parentId || accessObjectId !== current.accessObjectId;
      if (moves) {
        const companyObjects = await lockObjects(tx, companyId, [...new Set([current.accessObjectId, accessObjectId])]);
        await checkPlacement(tx, { companyId, accessObjectId, parentId, perimeterId: params.Id }, companyObjects);
      }
      // A move to another object carries the subtree and its points along (ON UPDATE CASCADE).
      const [row] = await unlessRemovedMeanwhile(
        tx
          .update(accessPerimeters)
          .set({ ...changes, parentId })
          .where(ofCompany(params.Id, companyId))
          .returning(recordColumns),
      );
      return toRecord(row);
    });
  },

  async DeleteAccessPerimeter({ Id }, ctx) {
    const companyId = companyOf(ctx);
    const deleted = await answerConstraints(
      // In a savepoint: the Action runs in a transaction (the audit trail's), which a refused statement
      // would leave unusable for the look-up below.
      ctx.db.transaction((tx) =>
        tx.delete(accessPerimeters).where(ofCompany(Id, companyId)).returning({ id: accessPerimeters.id }),
      ),
      {
        // The database refused: a child perimeter or a point still references it. Say which.
        foreignKey: async () => {
          const [child] = await ctx.db
            .select({ id: accessPerimeters.id })
            .from(accessPerimeters)
            .where(eq(accessPerimeters.parentId, Id))
            .limit(1);
          return new ApiError(409, child ? errors.perimeterHasChildren : errors.perimeterHasPoints);
        },
      },
    );
    if (deleted.length === 0) throw new ApiError(404, errors.notFound);
    return {};
  },
} satisfies HandlersOf<PerimeterHandlers>;
