import { sql } from 'drizzle-orm';
import type { TimelineDevicePeriod } from '../../contract/access-point-timeline';
import { DEVICE_ONLINE_MINUTES } from '../../contract/device';
import type { Database } from '../db/open';
import { queryRows } from '../db/rows';
import { servingDevicesOf } from '../devices/serving';
import { deviceStates } from '../sync/device-state';
import type { TimelinePeriod } from './period';

/** Since when a device not heard from counts as offline, as its status says (server/protocol/device-status.ts). */
const onlineSince = sql.raw(`now() - interval '${Math.trunc(DEVICE_ONLINE_MINUTES)} minutes'`);
/**
 * The shortest lag shown as a device's behind period: every change reaches a listening device within a
 * second or so, and a line of such "periods" would hide the ones that matter.
 */
export const BEHIND_NOTICED_SECONDS = 60;

interface PeriodRow {
  state: 'offline' | 'behind';
  kind: 'localServer' | 'controller';
  id: string;
  name: string;
  at: Date | string;
  until: Date | string | null;
}

const iso = (time: Date | string) => new Date(time).toISOString();

/**
 * The periods in which the devices now serving the point were offline or behind, overlapping the period
 * (device history, server/db/schema/sync.ts). Offline: a gap between two of a device's contact spans,
 * and the time since its last span when it is offline now; before its first span nothing is known, and
 * nothing is said. Behind: from the time of the oldest change an acknowledgement applied (`behind_since`)
 * to the acknowledgement, and for a device behind now from its oldest waiting change (server/sync/
 * device-state.ts), when it lasted BEHIND_NOTICED_SECONDS or more. Behind is on any of the device's doors:
 * the change log says which door each change was for, the acknowledgement only what the device applied.
 */
export async function timelineDevicePeriods(
  db: Database,
  companyId: string,
  accessPointId: string,
  { from, until }: TimelinePeriod,
): Promise<TimelineDevicePeriod[]> {
  const rows = await queryRows<PeriodRow>(
    db,
    sql`
      with devices as (${servingDevicesOf(accessPointId)}),
      spans as (
        select d.kind, d.id, d.name, p.until as gap_from,
               lead(p.since) over (partition by d.id order by p.since) as gap_until
          from devices d
          join device_presence p
            on (d.kind = 'controller' and p.controller_id = d.id) or (d.kind = 'localServer' and p.local_server_id = d.id)
         where p.since < ${until.toISOString()}),
      offline as (
        select 'offline' as state, kind, id, name, gap_from as at, gap_until as until from spans
         where (gap_until is not null or gap_from < ${onlineSince})
           and gap_from < ${until.toISOString()}
           and (gap_until is null or gap_until > ${from.toISOString()})),
      behind as (
        select 'behind' as state, d.kind, d.id, d.name, a.behind_since as at, a.acked_at as until
          from devices d
          join device_acknowledgements a
            on (d.kind = 'controller' and a.controller_id = d.id) or (d.kind = 'localServer' and a.local_server_id = d.id)
         where a.acked_at - a.behind_since >= make_interval(secs => ${BEHIND_NOTICED_SECONDS})
           and a.behind_since < ${until.toISOString()} and a.acked_at > ${from.toISOString()}),
      behind_now as (
        select 'behind' as state, d.kind, d.id, d.name, s.oldest_pending_at as at, null::timestamptz as until
          from devices d join ${deviceStates} as s on s.kind = d.kind and s.id = d.id
         where s.company_id = ${companyId} and s.sync_state = 'behind'
           and s.oldest_pending_at <= now() - make_interval(secs => ${BEHIND_NOTICED_SECONDS})
           and s.oldest_pending_at < ${until.toISOString()})
      select * from offline union all select * from behind union all select * from behind_now`,
  );
  return rows.map((row) => ({
    kind: 'device' as const,
    state: row.state,
    at: iso(row.at),
    until: row.until === null ? null : iso(row.until),
    device: { kind: row.kind, id: row.id, name: row.name },
  }));
}
