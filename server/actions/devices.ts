import { type SQL, sql } from 'drizzle-orm';
import type { DeviceKind } from '../../contract/device-doors';
import {
  DEVICE_DOOR_NAMES,
  type DeviceRecord,
  type DeviceSyncFilter,
  type deviceActions,
  type platformDeviceSortFields,
} from '../../contract/devices';
import type { DeviceStatus, DeviceSyncState } from '../../contract/device';
import { errors } from '../../contract/messages';
import type { ListInput } from '../../contract/protocol';
import { recordAuditEvent } from '../audit/events';
import type { Database } from '../db/open';
import { inParallel } from '../db/parallel';
import { queryRows } from '../db/rows';
import { ApiError } from '../protocol/api-error';
import { type ActionContext, companyOf, type HandlersOf, sessionOf } from '../protocol/context';
import { searchCondition } from '../protocol/list';
import { deviceStates } from '../sync/device-state';

/**
 * The devices list and resync (contract/devices.ts), on the sync state of every device
 * (server/sync/device-state.ts).
 */

/** The list's `Sync` filter: `behind` takes every device that waits for credentials, a whole set or changes. */
const syncCondition: Record<DeviceSyncFilter, SQL> = {
  inSync: sql`st.sync_state = 'inSync'`,
  behind: sql`st.sync_state in ('behind', 'snapshotRequired', 'neverSynced')`,
  drift: sql`st.sync_state = 'drift'`,
  noDoors: sql`st.sync_state = 'noDoors'`,
};

type Sort = (typeof platformDeviceSortFields)[number];

/**
 * Each sort's ORDER BY in either direction: the devices without the value (in sync, never seen) last
 * both ways, then by name, so that equal values keep one order from page to page.
 */
const orderBy = (sort: Sort, direction: SQL) => {
  const key: Record<Sort, SQL> = {
    wrongSince: sql`st.wrong_since ${direction} nulls last`,
    name: sql`st.name ${direction}`,
    lastSeen: sql`st.last_seen_at ${direction} nulls last`,
    pending: sql`st.pending_changes ${direction} nulls last`,
    doors: sql`st.doors ${direction}`,
    companyName: sql`co.name ${direction}`,
  };
  return sql`${key[sort]}, st.name, st.id`;
};

interface Row {
  kind: DeviceKind;
  id: string;
  name: string;
  secure_id: string | null;
  company_id: string;
  company_name: string;
  last_seen_at: string | Date | null;
  online: boolean;
  doors: number;
  door_names: string[];
  acked_version: string | number | null;
  acked_at: string | Date | null;
  current_version: string | number;
  pending_changes: number | null;
  oldest_pending_at: string | Date | null;
  sync_state: DeviceSyncState;
  wrong_since: string | Date | null;
}

/** A time as the wire carries it, whichever driver read it (PGlite gives Dates, a raw pg text a string). */
const iso = (time: string | Date | null) => (time === null ? null : new Date(time).toISOString());

const toRecord = (row: Row): DeviceRecord => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  secureId: row.secure_id,
  companyId: row.company_id,
  companyName: row.company_name,
  status: row.online ? 'online' : 'offline',
  lastSeen: iso(row.last_seen_at),
  doors: row.doors,
  doorNames: row.door_names,
  ackedVersion: row.acked_version === null ? null : Number(row.acked_version),
  acked: iso(row.acked_at),
  currentVersion: Number(row.current_version),
  pending: row.pending_changes,
  oldestPending: iso(row.oldest_pending_at),
  sync: row.sync_state,
  wrongSince: iso(row.wrong_since),
});

/** The first few doors of the row's device by path, read for the page's rows only. */
const doorNames = sql`array(
  select concat_ws(' / ', o.display_name, pe.display_name, p.display_name) as path
    from device_points dp
    join access_points p on p.id = dp.access_point_id
    join access_perimeters pe on pe.id = p.perimeter_id
    join access_objects o on o.id = p.access_object_id
   where (case when st.kind = 'localServer' then dp.local_server_id else dp.controller_id end) = st.id
   order by 1 limit ${DEVICE_DOOR_NAMES})`;

interface ListQuery extends ListInput {
  Kind?: DeviceKind;
  Status?: DeviceStatus;
  Sync?: DeviceSyncFilter;
  Sort?: Sort;
}

/** A page of devices of one company (or of every company: `companyId` undefined), and their total. */
async function listDevices(db: Database, input: ListQuery, companyId: string | undefined) {
  const where = sql.join(
    [
      sql`true`,
      companyId === undefined ? undefined : sql`st.company_id = ${companyId}::uuid`,
      input.Kind && sql`st.kind = ${input.Kind}`,
      input.Status && (input.Status === 'online' ? sql`st.online` : sql`not st.online`),
      input.Sync && syncCondition[input.Sync],
      searchCondition(input.Search, [sql`st.name`, sql`st.secure_id`]),
    ].filter((condition): condition is SQL => condition !== undefined),
    sql` and `,
  );
  const sort = input.Sort ?? 'wrongSince';
  const direction = sql.raw(input.Order === 'DESC' ? 'desc' : 'asc');
  const from = sql`${deviceStates} st join companies co on co.id = st.company_id`;
  const [rows, [{ total }]] = await inParallel(
    db,
    () =>
      queryRows<Row>(
        db,
        sql`select st.kind, st.id, st.name, st.secure_id, st.company_id, co.name as company_name, st.last_seen_at,
                   st.online, st.doors, ${doorNames} as door_names, st.acked_version, st.acked_at,
                   st.current_version, st.pending_changes, st.oldest_pending_at, st.sync_state, st.wrong_since
              from ${from} where ${where}
             order by ${orderBy(sort, direction)} limit ${input.Limit} offset ${input.Offset}`,
      ),
    () => queryRows<{ total: number }>(db, sql`select count(*)::int as total from ${from} where ${where}`),
  );
  return { items: rows.map(toRecord), total };
}

/** Where each kind of device is kept, and the column of device_sync that names it. */
const placement = {
  localServer: { table: sql.raw('local_servers'), column: sql.raw('local_server_id'), tableName: 'local_servers' },
  controller: { table: sql.raw('controllers'), column: sql.raw('controller_id'), tableName: 'controllers' },
};

/**
 * Makes the device take a fresh snapshot: as when its doors change (device_points_moved, migration
 * 0049), its `points_version` moves past any version it may hold, so its next call for changes answers
 * 409, and a device waiting for changes wakes (the company's other devices see the version move with no
 * change of theirs). On the audit trail as an event of the device: the version it must now hold at least.
 */
async function resync(ctx: ActionContext, action: string, kind: DeviceKind, deviceId: string, companyId?: string) {
  const { table, column, tableName } = placement[kind];
  const [device] = await queryRows<{ company_id: string; acked_version: string | null; points_version: string | null }>(
    ctx.db,
    sql`select d.company_id, y.acked_version, y.points_version from ${table} d
          left join device_sync y on y.${column} = d.id
         where d.id = ${deviceId}::uuid ${companyId === undefined ? sql`` : sql`and d.company_id = ${companyId}::uuid`}
         for update of d`,
  );
  if (!device) throw new ApiError(404, errors.notFound);
  await ctx.db.execute(sql`select device_points_moved(${device.company_id}::uuid,
    ${kind === 'localServer' ? deviceId : null}::uuid, ${kind === 'controller' ? deviceId : null}::uuid)`);
  // Read after: the statement that moves it sees the row as it was.
  const [{ version }] = await queryRows<{ version: string }>(
    ctx.db,
    sql`select points_version as version from device_sync where ${column} = ${deviceId}::uuid`,
  );
  const session = sessionOf(ctx);
  await recordAuditEvent(ctx.db, {
    operation: 'RESYNC_DEVICE',
    action,
    ip: ctx.ip,
    userId: session.userId,
    sessionId: session.id,
    companyId: device.company_id,
    tableName,
    recordId: deviceId,
    changes: {
      points_version: [device.points_version === null ? null : Number(device.points_version), Number(version)],
    },
  });
  return { neverSynced: device.acked_version === null };
}

export const deviceHandlers = {
  async GetDevices(input, ctx) {
    return listDevices(ctx.db, input, companyOf(ctx));
  },
  async GetPlatformDevices(input, ctx) {
    return listDevices(ctx.db, input, input.CompanyId);
  },
  async ResyncDevice({ Kind, DeviceId }, ctx) {
    return resync(ctx, 'ResyncDevice', Kind, DeviceId, companyOf(ctx));
  },
  async ResyncPlatformDevice({ Kind, DeviceId }, ctx) {
    return resync(ctx, 'ResyncPlatformDevice', Kind, DeviceId);
  },
} satisfies HandlersOf<typeof deviceActions>;
