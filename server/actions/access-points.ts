import { and, count, eq, getTableColumns } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type AccessPointRecord,
  type accessPointActions,
  accessPointDefaults,
  type accessPointForm,
  type accessPointSortFields,
} from '../../contract/access-point';
import { errors } from '../../contract/messages';
import { givenFields, hasChanges } from '../db/changes';
import type { Database } from '../db/open';
import { accessPerimeters, accessPoints, cameras, locks } from '../db/schema';
import { ApiError } from '../protocol/api-error';
import { companyOf, type HandlersOf } from '../protocol/context';
import { assertReferenceOwned } from '../protocol/ownership';
import { type ListSpec, listPage } from '../protocol/list';
import { unlessRemovedMeanwhile } from './access-conflicts';

type PointHandlers = Pick<
  typeof accessPointActions,
  'GetAllAccessPoints' | 'GetAccessPoint' | 'CreateAccessPoint' | 'EditAccessPoint' | 'DeleteAccessPoint'
>;
type PointFields = z.output<typeof accessPointForm>;

/** What the tree needs of every point: a narrow row, so 20,000 of them stay a small answer. */
const treeColumns = {
  id: accessPoints.id,
  displayName: accessPoints.displayName,
  perimeterId: accessPoints.perimeterId,
  accessObjectId: accessPoints.accessObjectId,
  lockId: accessPoints.lockId,
  type: accessPoints.type,
};

const { companyId: _company, ...pointColumns } = getTableColumns(accessPoints);
const recordColumns = { ...pointColumns, lockPid: locks.pid, cameraName: cameras.name };
type Row = Omit<AccessPointRecord, 'created' | 'geoRestriction' | 'keyUsage'> & {
  geoRadius: number | null;
  geoLatitude: number | null;
  geoLongitude: number | null;
  keyRestrictions: AccessPointRecord['keyUsage']['restrictions'];
  createdAt: Date;
};

const toRecord = ({ geoRadius, geoLatitude, geoLongitude, keyRestrictions, createdAt, ...row }: Row) => ({
  ...row,
  geoRestriction: { radius: geoRadius, latitude: geoLatitude, longitude: geoLongitude },
  keyUsage: { restrictions: keyRestrictions },
  created: createdAt.toISOString(),
});

/** The form's nested groups in their columns (the rest have the same names). */
const toColumns = <Fields extends Partial<PointFields>>({ geoRestriction, keyUsage, ...fields }: Fields) => ({
  ...(fields as Omit<Fields, 'geoRestriction' | 'keyUsage'>),
  ...(geoRestriction && {
    geoRadius: geoRestriction.radius,
    geoLatitude: geoRestriction.latitude,
    geoLongitude: geoRestriction.longitude,
  }),
  ...(keyUsage && { keyRestrictions: keyUsage.restrictions }),
});

const pointList: ListSpec<(typeof accessPointSortFields)[number]> = {
  sortable: { displayName: accessPoints.displayName, created: accessPoints.createdAt },
  defaultSort: 'displayName',
  searchable: [accessPoints.displayName],
  tieBreaker: accessPoints.id,
};

const ofCompany = (id: string, companyId: string) =>
  and(eq(accessPoints.id, id), eq(accessPoints.companyId, companyId));

/** The object of the company's perimeter a point goes in; 400 on PerimeterId when it is not the company's. */
async function objectOfPerimeter(db: Database, companyId: string, perimeterId: string): Promise<string> {
  const [perimeter] = await db
    .select({ accessObjectId: accessPerimeters.accessObjectId })
    .from(accessPerimeters)
    .where(and(eq(accessPerimeters.id, perimeterId), eq(accessPerimeters.companyId, companyId)));
  if (!perimeter) throw new ApiError(400, errors.invalidParams, { PerimeterId: errors.perimeterNotFound });
  return perimeter.accessObjectId;
}

/** A point's lock must be one the company may use; 400 on LockId otherwise. */
const checkLock = (db: Database, companyId: string, lockId: string): Promise<void> =>
  assertReferenceOwned(db, locks, companyId, lockId, { param: 'LockId', message: errors.lockNotAvailable });

/** A point's camera must be one of the company's; 400 on CameraId otherwise. None given passes. */
const checkCamera = (db: Database, companyId: string, cameraId: string | null | undefined): Promise<void> =>
  assertReferenceOwned(db, cameras, companyId, cameraId, { param: 'CameraId', message: errors.cameraNotAvailable });

async function readPoint(db: Database, id: string, companyId: string) {
  const [row] = await db
    .select(recordColumns)
    .from(accessPoints)
    .innerJoin(locks, eq(locks.id, accessPoints.lockId))
    .leftJoin(cameras, eq(cameras.id, accessPoints.cameraId))
    .where(ofCompany(id, companyId));
  if (!row) throw new ApiError(404, errors.notFound);
  return toRecord(row);
}

export const accessPointHandlers = {
  async GetAllAccessPoints(input, ctx) {
    return listPage(ctx.db, input, pointList, {
      rows: ctx.db.select(treeColumns).from(accessPoints).$dynamic(),
      count: ctx.db.select({ total: count() }).from(accessPoints).$dynamic(),
      scope: eq(accessPoints.companyId, companyOf(ctx)),
    });
  },

  async GetAccessPoint({ AccessPointId }, ctx) {
    return readPoint(ctx.db, AccessPointId, companyOf(ctx));
  },

  async CreateAccessPoint(params, ctx) {
    const companyId = companyOf(ctx);
    const fields: PointFields = { ...accessPointDefaults, ...givenFields(params) };
    const accessObjectId = await objectOfPerimeter(ctx.db, companyId, fields.perimeterId);
    await checkLock(ctx.db, companyId, fields.lockId);
    await checkCamera(ctx.db, companyId, fields.cameraId);
    const [created] = await unlessRemovedMeanwhile(
      ctx.db
        .insert(accessPoints)
        .values({ ...toColumns(fields), keyRestrictions: fields.keyUsage.restrictions, companyId, accessObjectId })
        .returning({ id: accessPoints.id }),
    );
    return created;
  },

  async EditAccessPoint(params, ctx) {
    const companyId = companyOf(ctx);
    const changes = givenFields(params);
    const accessObjectId = changes.perimeterId && (await objectOfPerimeter(ctx.db, companyId, changes.perimeterId));
    if (changes.lockId) await checkLock(ctx.db, companyId, changes.lockId);
    await checkCamera(ctx.db, companyId, changes.cameraId);
    const columns = { ...toColumns(changes), ...(accessObjectId && { accessObjectId }) };
    if (hasChanges(columns)) {
      const updated = await unlessRemovedMeanwhile(
        ctx.db
          .update(accessPoints)
          .set(columns)
          .where(ofCompany(params.Id, companyId))
          .returning({ id: accessPoints.id }),
      );
      if (updated.length === 0) throw new ApiError(404, errors.notFound);
    }
    return readPoint(ctx.db, params.Id, companyId);
  },

  async DeleteAccessPoint({ Id }, ctx) {
    const deleted = await ctx.db
      .delete(accessPoints)
      .where(ofCompany(Id, companyOf(ctx)))
      .returning({ id: accessPoints.id });
    if (deleted.length === 0) throw new ApiError(404, errors.notFound);
    return {};
  },
} satisfies HandlersOf<PointHandlers>;
