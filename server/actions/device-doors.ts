import { and, count, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { ServedAccessPoint, accessPointActions, servedAccessPointSortFields } from '../../contract/access-point';
import type { DeviceDoor, DeviceKind, OwnLocalServerRecord, deviceDoorActions } from '../../contract/device-doors';
import { errors } from '../../contract/messages';
import type { Database } from '../db/open';
import {
  accessObjects,
  accessPerimeters,
  accessPoints,
  controllers,
  devicePoints,
  localServers,
  locks,
} from '../db/schema';
import { qualified } from '../db/sql';
import { servingDevicesOf } from '../devices/serving';
import { ApiError } from '../protocol/api-error';
import { type ActionContext, companyOf, type HandlersOf } from '../protocol/context';
import { deviceStatus, isoOrNull } from '../protocol/device-status';
import { type ListSpec, listPage } from '../protocol/list';
import { assertReferenceOwned } from '../protocol/ownership';

/**
 * Which device serves which doors (contract/device-doors.ts): the company's administrators assign each of
 * its controllers and local servers the access points whose credentials it receives. The triggers of
 * `device_points` (migration 0049) make a device whose doors changed take a fresh snapshot.
 */

/** Where a point is: its object, its perimeter and its own name. */
const pathOf = sql<string>`concat_ws(' / ', ${accessObjects.displayName}, ${accessPerimeters.displayName}, ${accessPoints.displayName})`;

/** A point with the object and perimeter that name its path. */
const withPath = <Query extends PgSelect>(query: Query) =>
  query
    .innerJoin(accessPerimeters, eq(accessPerimeters.id, accessPoints.perimeterId))
    .innerJoin(accessObjects, eq(accessObjects.id, accessPoints.accessObjectId));

const deviceColumn = { controller: devicePoints.controllerId, localServer: devicePoints.localServerId };
const deviceTable = { controller: controllers, localServer: localServers };

/** The doors a device serves, by path. */
async function doorsOf(db: Database, kind: DeviceKind, deviceId: string): Promise<DeviceDoor[]> {
  return withPath(
    db
      .select({ id: accessPoints.id, name: pathOf })
      .from(devicePoints)
      .innerJoin(accessPoints, eq(accessPoints.id, devicePoints.accessPointId))
      .$dynamic(),
  )
    .where(eq(deviceColumn[kind], deviceId))
    .orderBy(pathOf, accessPoints.id);
}

/** The device, when it is the company's (locked against a concurrent delete while its doors are written). */
async function assertDevice(db: Database, kind: DeviceKind, companyId: string, deviceId: string, forUpdate = false) {
  const table = deviceTable[kind];
  const query = db
    .select({ id: table.id, lastSeenAt: table.lastSeenAt })
    .from(table)
    .where(and(eq(table.id, deviceId), eq(table.companyId, companyId)));
  const [device] = forUpdate ? await query.for('update') : await query;
  if (!device) throw new ApiError(404, errors.notFound);
  return device;
}

async function getDoors(ctx: ActionContext, kind: DeviceKind, deviceId: string) {
  await assertDevice(ctx.db, kind, companyOf(ctx), deviceId);
  return { items: await doorsOf(ctx.db, kind, deviceId) };
}

/**
 * Replaces the doors a device serves: the points no longer given are removed and the new ones added, so
 * that a device whose doors are saved unchanged is not made to take a snapshot. The locks of the points
 * it newly serves count as reached when it last called (a lock's status is the latest contact of any
 * device serving it: server/devices/tokens.ts).
 */
async function setDoors(ctx: ActionContext, kind: DeviceKind, deviceId: string, pointIds: readonly string[]) {
  const companyId = companyOf(ctx);
  const device = await assertDevice(ctx.db, kind, companyId, deviceId, true);
  const wanted = [...new Set(pointIds)];
  await assertReferenceOwned(ctx.db, accessPoints, companyId, wanted, {
    param: 'AccessPointIds',
    message: errors.notFound,
  });
  const column = deviceColumn[kind];
  await ctx.db
    .delete(devicePoints)
    .where(and(eq(column, deviceId), wanted.length ? notInArray(devicePoints.accessPointId, wanted) : undefined));
  if (wanted.length) {
    await ctx.db
      .insert(devicePoints)
      .values(
        wanted.map((accessPointId) => ({
          companyId,
          accessPointId,
          ...(kind === 'controller' ? { controllerId: deviceId } : { localServerId: deviceId }),
        })),
      )
      .onConflictDoNothing();
    if (device.lastSeenAt) {
      await ctx.db
        .update(locks)
        .set({ lastSeenAt: device.lastSeenAt })
        .where(
          and(
            inArray(
              locks.id,
              ctx.db.select({ id: accessPoints.lockId }).from(accessPoints).where(inArray(accessPoints.id, wanted)),
            ),
            sql`(${locks.lastSeenAt} is null or ${locks.lastSeenAt} < ${device.lastSeenAt})`,
          ),
        );
    }
  }
  return { items: await doorsOf(ctx.db, kind, deviceId) };
}

/** The devices serving the point in the row, named, controllers first. */
const servingDevices = sql<ServedAccessPoint['devices']>`coalesce((
  select json_agg(json_build_object('kind', d.kind, 'id', d.id, 'name', d.name) order by d.kind, d.name)
  from (${servingDevicesOf(qualified(accessPoints.id))}) d
), '[]'::json)`;
const isServed = sql`exists (select 1 from device_points dp where dp.access_point_id = ${qualified(accessPoints.id)})`;

const pointList: ListSpec<(typeof servedAccessPointSortFields)[number]> = {
  sortable: { path: pathOf, lockPid: locks.pid },
  defaultSort: 'path',
  searchable: [pathOf, locks.pid],
  tieBreaker: accessPoints.id,
};

/** A point with its lock, object and perimeter. */
const withLockAndPath = <Query extends PgSelect>(query: Query) =>
  withPath(query.innerJoin(locks, eq(locks.id, accessPoints.lockId)));

/** The company's own local servers with the doors each serves (one query a page, not one a row). */
const serverDoors = sql<DeviceDoor[]>`coalesce((
  select json_agg(json_build_object('id', p.id, 'name', concat_ws(' / ', o.display_name, r.display_name, p.display_name))
                  order by concat_ws(' / ', o.display_name, r.display_name, p.display_name))
    from device_points dp
    join access_points p on p.id = dp.access_point_id
    join access_perimeters r on r.id = p.perimeter_id
    join access_objects o on o.id = p.access_object_id
   where dp.local_server_id = ${qualified(localServers.id)}
), '[]'::json)`;

const serverList: ListSpec<'name'> = {
  sortable: { name: localServers.name },
  defaultSort: 'name',
  searchable: [localServers.name],
  tieBreaker: localServers.id,
};

const served = (filter: 'none' | 'some' | undefined): SQL | undefined =>
  filter === undefined ? undefined : filter === 'some' ? isServed : sql`not ${isServed}`;

export const deviceDoorHandlers = {
  GetControllerDoors: ({ ControllerId }, ctx) => getDoors(ctx, 'controller', ControllerId),
  SetControllerDoors: ({ ControllerId, AccessPointIds }, ctx) =>
    setDoors(ctx, 'controller', ControllerId, AccessPointIds),
  GetLocalServerDoors: ({ LocalServerId }, ctx) => getDoors(ctx, 'localServer', LocalServerId),
  SetLocalServerDoors: ({ LocalServerId, AccessPointIds }, ctx) =>
    setDoors(ctx, 'localServer', LocalServerId, AccessPointIds),

  async GetOwnLocalServers(input, ctx) {
    const companyId = companyOf(ctx);
    const page = await listPage(ctx.db, input, serverList, {
      rows: ctx.db
        .select({
          id: localServers.id,
          name: localServers.name,
          status: deviceStatus(localServers.lastSeenAt),
          lastSeenAt: localServers.lastSeenAt,
          tokenIssuedAt: localServers.tokenIssuedAt,
          doors: serverDoors,
        })
        .from(localServers)
        .$dynamic(),
      count: ctx.db.select({ total: count() }).from(localServers).$dynamic(),
      scope: and(
        eq(localServers.companyId, companyId),
        input.LocalServerId ? eq(localServers.id, input.LocalServerId) : undefined,
      ),
    });
    return {
      total: page.total,
      items: page.items.map(({ lastSeenAt, tokenIssuedAt, ...server }): OwnLocalServerRecord => ({
        ...server,
        lastSeen: isoOrNull(lastSeenAt),
        tokenIssued: isoOrNull(tokenIssuedAt),
      })),
    };
  },

  async GetCompanyAccessPoints(input, ctx) {
    const companyId = companyOf(ctx);
    return listPage(ctx.db, input, pointList, {
      rows: withLockAndPath(
        ctx.db
          .select({
            id: accessPoints.id,
            path: pathOf,
            displayName: accessPoints.displayName,
            place: sql<string>`concat_ws(' / ', ${accessObjects.displayName}, ${accessPerimeters.displayName})`,
            lockPid: locks.pid,
            devices: servingDevices,
          })
          .from(accessPoints)
          .$dynamic(),
      ),
      count: withLockAndPath(ctx.db.select({ total: count() }).from(accessPoints).$dynamic()),
      scope: and(
        eq(accessPoints.companyId, companyId),
        input.AccessPointId ? eq(accessPoints.id, input.AccessPointId) : undefined,
        served(input.Served),
      ),
    });
  },
} satisfies HandlersOf<typeof deviceDoorActions & Pick<typeof accessPointActions, 'GetCompanyAccessPoints'>>;
