import { sql } from 'drizzle-orm';
import { DEVICE_ONLINE_MINUTES } from '../../contract/device';
import { Gathered } from '../db/gathered';
import type { Database } from '../db/open';
import { pgArray } from '../db/pg-array';
import type { DeviceKind } from './tokens';

/** How stale `last_seen_at` may get before a call writes it again: one write a minute, not one a call. */
export const SEEN_RESOLUTION_MS = 30_000;
const SEEN_RESOLUTION = sql.raw(`make_interval(secs => ${SEEN_RESOLUTION_MS / 1000})`);
/** A contact span goes on while the device calls within the online window; after a longer gap a new one starts. */
const SPAN_GAP = sql.raw(`make_interval(mins => ${Math.trunc(DEVICE_ONLINE_MINUTES)})`);

const placement = {
  localServer: { table: sql.raw('local_servers'), column: sql.raw('local_server_id') },
  controller: { table: sql.raw('controllers'), column: sql.raw('controller_id') },
};

interface Seen {
  kind: DeviceKind;
  deviceId: string;
}

const keyOf = (seen: Seen) => `${seen.kind}:${seen.deviceId}`;

/**
 * Writes that the devices, and the locks of the doors they serve, were seen now, where not written lately.
 * A lock's `last_seen_at` is the latest contact with it, its own or through a device serving one of its
 * access points (its status, contract/device.ts), kept in the lock's column so that the lists still sort
 * and filter by status on its index (server/protocol/device-status.ts). The device's contact span
 * (device_presence) is extended, or a new one started after a gap. One statement for the batch.
 */
async function markSeenTogether(db: Database, batch: Seen[]): Promise<Map<string, true>> {
  const { table, column } = placement[batch[0].kind];
  // Rows locked in one order (ids sorted, the locks taken by id): two servers' batches share devices
  // that moved between them, and devices share locks; in different orders they deadlocked.
  const ids = batch.map((seen) => seen.deviceId).sort();
  await db.execute(sql`
    with seen as (
      update ${table} set last_seen_at = now()
       where id in (select id from ${table}
                     where id = any(${pgArray(ids)}::uuid[])
                       and (last_seen_at is null or last_seen_at < now() - ${SEEN_RESOLUTION})
                     order by id for update)
      returning id, company_id),
    extended as (
      update device_presence p set until = now() from seen
       where p.${column} = seen.id and p.until > now() - ${SPAN_GAP}
      returning p.${column} as id),
    started as (
      insert into device_presence (company_id, ${column})
      select seen.company_id, seen.id from seen where seen.id not in (select id from extended)),
    reached as (
      select id from locks
       where id in (select ap.lock_id from device_points dp join access_points ap on ap.id = dp.access_point_id
                     where dp.${column} in (select id from seen))
         and (last_seen_at is null or last_seen_at < now() - ${SEEN_RESOLUTION})
       order by id for update)
    update locks set last_seen_at = now() where id in (select id from reached)`);
  return new Map(batch.map((seen) => [keyOf(seen), true]));
}

const byDatabase = new WeakMap<Database, Gathered<Seen, true>>();

/**
 * Marks a device seen now (unless written lately), with those marked beside it: at a change hundreds of
 * devices call at once, and with thousands connected a statement (two: the device and its locks) each
 * twice a minute was most of what two API servers asked of the database between changes (bench sync).
 */
export async function markSeen(db: Database, kind: DeviceKind, deviceId: string): Promise<void> {
  let seen = byDatabase.get(db);
  if (!seen) {
    seen = new Gathered({
      gatherMs: 5,
      max: 1000,
      keyOf,
      groupOf: (seen) => seen.kind,
      run: (batch) => markSeenTogether(db, batch),
      retryAlone: false,
    });
    byDatabase.set(db, seen);
  }
  await seen.call({ kind, deviceId });
}
