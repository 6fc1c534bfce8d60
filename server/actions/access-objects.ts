import { and, count, eq } from 'drizzle-orm';
import type { AccessObjectRecord, accessObjectActions, accessObjectSortFields } from '../../contract/access-object';
import { accessObjectDefaults } from '../../contract/access-object';
import { errors } from '../../contract/messages';
import { givenFields, hasChanges } from '../db/changes';
import { answerConstraints } from '../db/constraints';
import { accessObjects } from '../db/schema';
import { ApiError } from '../protocol/api-error';
import { companyOf, type HandlersOf } from '../protocol/context';
import { type ListSpec, listPage } from '../protocol/list';

type ObjectHandlers = typeof accessObjectActions;

const recordColumns = {
  id: accessObjects.id,
  displayName: accessObjects.displayName,
  description: accessObjects.description,
  categories: accessObjects.categories,
  image: accessObjects.image,
  userDisplayName: accessObjects.userDisplayName,
  additionalInfo: accessObjects.additionalInfo,
  heading: accessObjects.heading,
  comment: accessObjects.comment,
  createdAt: accessObjects.createdAt,
};

const toRecord = ({ createdAt, ...row }: { createdAt: Date } & Omit<AccessObjectRecord, 'created'>) => ({
  ...row,
  created: createdAt.toISOString(),
});

const objectList: ListSpec<(typeof accessObjectSortFields)[number]> = {
  sortable: { displayName: accessObjects.displayName, created: accessObjects.createdAt },
  defaultSort: 'displayName',
  searchable: [accessObjects.displayName],
  tieBreaker: accessObjects.id,
};

const ofCompany = (id: string, companyId: string) =>
  and(eq(accessObjects.id, id), eq(accessObjects.companyId, companyId));

export const accessObjectHandlers = {
  async GetAccessObjects(input, ctx) {
    const page = await listPage(ctx.db, input, objectList, {
      rows: ctx.db.select(recordColumns).from(accessObjects).$dynamic(),
      count: ctx.db.select({ total: count() }).from(accessObjects).$dynamic(),
      scope: eq(accessObjects.companyId, companyOf(ctx)),
    });
    return { items: page.items.map(toRecord), total: page.total };
  },

  async GetAccessObject({ AccessObjectId }, ctx) {
    const [row] = await ctx.db
      .select(recordColumns)
      .from(accessObjects)
      .where(ofCompany(AccessObjectId, companyOf(ctx)));
    if (!row) throw new ApiError(404, errors.notFound);
    return toRecord(row);
  },

  async CreateAccessObject(params, ctx) {
    const [created] = await ctx.db
      .insert(accessObjects)
      .values({ ...accessObjectDefaults, ...givenFields(params), companyId: companyOf(ctx) })
      .returning({ id: accessObjects.id });
    return created;
  },

  async EditAccessObject(params, ctx) {
    const where = ofCompany(params.Id, companyOf(ctx));
    const changes = givenFields(params);
    const [row] = hasChanges(changes)
      ? await ctx.db.update(accessObjects).set(changes).where(where).returning(recordColumns)
      : await ctx.db.select(recordColumns).from(accessObjects).where(where);
    if (!row) throw new ApiError(404, errors.notFound);
    return toRecord(row);
  },

  async DeleteAccessObject({ Id }, ctx) {
    const deleted = await answerConstraints(
      ctx.db
        .delete(accessObjects)
        .where(ofCompany(Id, companyOf(ctx)))
        .returning({ id: accessObjects.id }),
      // The database refused: a perimeter still references the object.
      { foreignKey: () => new ApiError(409, errors.accessObjectHasPerimeters) },
    );
    if (deleted.length === 0) throw new ApiError(404, errors.notFound);
    return {};
  },
} satisfies HandlersOf<ObjectHandlers>;
