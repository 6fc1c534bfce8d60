import { type AnyColumn, gt, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { DEVICE_ONLINE_MINUTES, type DeviceStatus } from '../../src/domain/device';

/** From this moment on, a device seen counts as online. */
const onlineSince = sql`now() - ${DEVICE_ONLINE_MINUTES} * interval '1 minute'`;

/** A device's status, online or offline, from when it was last seen (never seen: offline). */
export const deviceStatus = (lastSeen: AnyColumn) =>
  sql<DeviceStatus>`case when ${lastSeen} > ${onlineSince} then 'online' else 'offline' end`;

/** The devices in the given status: the list's `Status` filter, which the `last_seen_at` index serves. */
export const hasDeviceStatus = (lastSeen: AnyColumn, status: DeviceStatus | undefined): SQL | undefined =>
  status === undefined ? undefined : status === 'online' ? gt(lastSeen, onlineSince) : or(isNull(lastSeen), lte(lastSeen, onlineSince));

/** A stored time as the wire carries it. */
export const isoOrNull = (time: Date | null) => time?.toISOString() ?? null;
