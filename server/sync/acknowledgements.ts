import { sql } from 'drizzle-orm';
import type { Database } from '../db/open';
import { namedRows } from '../db/rows';
import { type DeviceKind, type DevicePrincipal, deviceIdOf } from '../devices/tokens';

/**
 * Devices' acknowledgements (AcknowledgeCredentials), checked and recorded together: a change at a gate
 * wakes hundreds of devices, whose acknowledgements arrive within milliseconds of each other, and a
 * statement each was most of what the database and the API's socket writes spent on a change (bench
 * sync). Those that arrive within a few milliseconds go in one statement per kind of device: behind a
 * load balancer they rarely share one turn of the event loop (two servers took 2,463 statements for 4,000).
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

interface Pending {
  device: DevicePrincipal;
  version: number;
  digest: string;
  settle: { resolve(value: Acknowledged): void; reject(error: unknown): void };
}

/** At most this many in one statement; more wait for the next. */
const BATCH = 500;
/** How long the first of a batch waits for others. */
const GATHER_MS = 5;

/** A PostgreSQL array literal of values that need no quoting (ids, numbers, hexadecimal digests). */
const arrayOf = (values: (string | number)[]) => `{${values.join(',')}}`;

class Acknowledgements {
  private readonly queue: Pending[] = [];
  private scheduled = false;

  constructor(private readonly db: Database) {}

  acknowledge(device: DevicePrincipal, version: number, digest: string): Promise<Acknowledged> {
    return new Promise((resolve, reject) => {
      this.queue.push({ device, version, digest, settle: { resolve, reject } });
      if (!this.scheduled) {
        this.scheduled = true;
        setTimeout(() => void this.flush(), GATHER_MS);
      }
    });
  }

  private async flush() {
    this.scheduled = false;
    const taken = new Map<string, Pending>();
    const later: Pending[] = [];
    // One of each device per statement (a row is recorded once per statement); its next one waits.
    for (const pending of this.queue.splice(0)) {
      const key = deviceIdOf(pending.device);
      if (taken.has(key) || taken.size >= BATCH) later.push(pending);
      else taken.set(key, pending);
    }
    if (later.length > 0) {
      this.queue.push(...later);
      this.scheduled = true;
      setTimeout(() => void this.flush(), GATHER_MS);
    }
    for (const kind of ['localServer', 'controller'] as const) {
      const batch = [...taken.values()].filter((pending) => pending.device.kind === kind);
      if (batch.length > 0) void this.record(kind, batch);
    }
  }

  private async record(kind: DeviceKind, batch: Pending[]) {
    try {
      const answers = await recordAcknowledgements(this.db, kind, batch);
      for (const pending of batch) {
        const answer = answers.get(deviceIdOf(pending.device));
        if (answer) pending.settle.resolve(answer);
        else pending.settle.reject(new Error('acknowledgement not recorded'));
      }
    } catch (error) {
      // One device deleted meanwhile (its record refused) must not fail the others: each again, alone.
      if (batch.length === 1) batch[0].settle.reject(error);
      else for (const pending of batch) void this.record(kind, [pending]);
    }
  }
}

async function recordAcknowledgements(
  db: Database,
  kind: DeviceKind,
  batch: Pending[],
): Promise<Map<string, Acknowledged>> {
  const column = sql.raw(kind === 'localServer' ? 'local_server_id' : 'controller_id');
  const points = sql`(select dp.access_point_id from device_points dp where dp.${column} = a.device_id)`;
  const rows = await namedRows<{ device_id: string; now: string; behind: boolean; drift: boolean }>(
    db,
    sql`
      with asked as (
        select * from unnest(${arrayOf(batch.map((pending) => pending.device.companyId))}::uuid[],
                             ${arrayOf(batch.map((pending) => deviceIdOf(pending.device)))}::uuid[],
                             ${arrayOf(batch.map((pending) => pending.version))}::bigint[],
                             ${arrayOf(batch.map((pending) => pending.digest))}::text[])
                 as a (company_id, device_id, version, digest)),
      ours as (
        select a.*,
               coalesce((select v.version from credential_versions v where v.company_id = a.company_id), 0) as now,
               lpad(to_hex(coalesce((select bit_xor(d.hash) from door_credentials d
                                      where d.access_point_id in ${points}), 0)), 16, '0') as our_digest,
               exists (select 1 from credential_changes c
                        where c.company_id = a.company_id and c.version > a.version
                          and c.access_point_id in ${points}) as later,
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
              acked_at = excluded.acked_at, drift = excluded.drift)
      select v.device_id, v.now, v.behind, v.drift from verdict v`,
  );
  return new Map(
    rows.map((row) => [
      row.device_id,
      { version: Number(row.now), inSync: !row.behind && !row.drift, drift: row.drift },
    ]),
  );
}

const byDatabase = new WeakMap<Database, Acknowledgements>();

/** Checks and records a device's acknowledgement, with those that arrive beside it. */
export function acknowledge(db: Database, device: DevicePrincipal, version: number, digest: string) {
  let acknowledgements = byDatabase.get(db);
  if (!acknowledgements) byDatabase.set(db, (acknowledgements = new Acknowledgements(db)));
  return acknowledgements.acknowledge(device, version, digest);
}
