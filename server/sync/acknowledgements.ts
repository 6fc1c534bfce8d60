import { sql } from 'drizzle-orm';
import type { Database } from '../db/open';
import { Gathered } from '../db/gathered';
import { namedRows } from '../db/rows';
import { type DevicePrincipal, deviceIdOf } from '../devices/tokens';

/**
 * Devices' acknowledgements (AcknowledgeCredentials), checked and recorded together: a change at a gate
 * wakes hundreds of devices, whose acknowledgements arrive within milliseconds of each other, and a
 * statement each was most of what the database and the API's socket writes spent on a change (bench
 * sync). Those that arrive within a few milliseconds go in one statement per kind of device: behind a
 * load balancer they rarely share one turn of the event loop (two servers took 2,463 statements for 4,000).
 *
 * An acknowledgement that advances the device's version is kept in its history (device_acknowledgements),
 * with the time of the oldest change it applied: when each door learned a change, and how long it was behind.
 *
 * Each is checked as alone: when no change to the device's doors came after the version it applied, its
 * digest must be ours (else it drifted); when some did, it is behind. The record's commit does not wait
 * for the disk (synchronous_commit off for that transaction): a crash may lose the last fraction of a
 * second of acknowledgements, which the devices give again at their next change.
 */

export interface Acknowledged {
  version: number;
  inSync: boolean;
  drift: boolean;
}

interface Asked {
  device: DevicePrincipal;
  version: number;
  digest: string;
}

/** A PostgreSQL array literal of values that need no quoting (ids, numbers, hexadecimal digests). */
const arrayOf = (values: (string | number)[]) => `{${values.join(',')}}`;

async function recordAcknowledgements(db: Database, batch: Asked[]): Promise<Map<string, Acknowledged>> {
  // The batch is of one kind of device (its groupOf).
  const column = sql.raw(batch[0].device.kind === 'localServer' ? 'local_server_id' : 'controller_id');
  const pointsOf = (alias: string) =>
    sql`(select dp.access_point_id from device_points dp where dp.${column} = ${sql.raw(alias)}.device_id)`;
  const rows = await namedRows<{ device_id: string; now: string; behind: boolean; drift: boolean }>(
    db,
    sql`
      with asked as (
        select * from unnest(${arrayOf(batch.map((asked) => asked.device.companyId))}::uuid[],
                             ${arrayOf(batch.map((asked) => deviceIdOf(asked.device)))}::uuid[],
                             ${arrayOf(batch.map((asked) => asked.version))}::bigint[],
                             ${arrayOf(batch.map((asked) => asked.digest))}::text[])
                 as a (company_id, device_id, version, digest)),
      ours as (
        select a.*,
               coalesce((select v.version from credential_versions v where v.company_id = a.company_id), 0) as now,
               lpad(to_hex(coalesce((select bit_xor(d.hash) from door_credentials d
                                      where d.access_point_id in ${pointsOf('a')}), 0)), 16, '0') as our_digest,
               exists (select 1 from credential_changes c
                        where c.company_id = a.company_id and c.version > a.version
                          and c.access_point_id in ${pointsOf('a')}) as later,
               (select s.acked_version from device_sync s where s.${column} = a.device_id) as previous,
               set_config('synchronous_commit', 'off', true) as lazy
          from asked a),
      verdict as (
        select o.*, o.later or o.version > o.now as behind,
               not (o.later or o.version > o.now) and o.our_digest <> o.digest as drift
          from ours o),
      recorded as (
        insert into device_sync (company_id, ${column}, acked_version, acked_digest, acked_at, drift)
        select v.company_id, v.device_id, v.version, v.digest, now(), v.drift from verdict v
        on conflict (${column}) do update
          set acked_version = excluded.acked_version, acked_digest = excluded.acked_digest,
              acked_at = excluded.acked_at, drift = excluded.drift),
      advanced as (
        insert into device_acknowledgements (company_id, ${column}, version, behind_since)
        select v.company_id, v.device_id, v.version,
               -- A first acknowledgement follows a snapshot: no change was waited for.
               case when v.previous is not null then
               (select min(c.changed_at) from credential_changes c
                 where c.company_id = v.company_id and c.version > coalesce(v.previous, 0) and c.version <= v.version
                   and c.access_point_id in ${pointsOf('v')}) end
          from verdict v where v.version > coalesce(v.previous, -1))
      select v.device_id, v.now, v.behind, v.drift from verdict v`,
  );
  return new Map(
    rows.map((row) => [
      row.device_id,
      { version: Number(row.now), inSync: !row.behind && !row.drift, drift: row.drift },
    ]),
  );
}

const byDatabase = new WeakMap<Database, Gathered<Asked, Acknowledged>>();

/** Checks and records a device's acknowledgement, with those that arrive beside it. */
export function acknowledge(db: Database, device: DevicePrincipal, version: number, digest: string) {
  let acknowledgements = byDatabase.get(db);
  if (!acknowledgements) {
    acknowledgements = new Gathered({
      gatherMs: 5,
      max: 500,
      keyOf: (asked) => deviceIdOf(asked.device),
      groupOf: (asked) => asked.device.kind,
      run: (batch) => recordAcknowledgements(db, batch),
      // One device deleted meanwhile (its record refused) must not fail the others.
      retryAlone: true,
    });
    byDatabase.set(db, acknowledgements);
  }
  return acknowledgements.call({ device, version, digest });
}
