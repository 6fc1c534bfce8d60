import { sql } from 'drizzle-orm';
import type { DeliveryCredential, DeliveryDevice } from '../../contract/delivery';
import type { DeviceSyncState } from '../../contract/device';
import type { Database } from '../db/open';
import { namedRows } from '../db/rows';
import { deviceStates } from './device-state';

/**
 * Where one abonent's credentials stand at the devices serving the abonent's doors (GetAbonentDelivery).
 *
 * What the abonent holds, per door and credential, with the version each last changed at: the doors' sets
 * (door_credentials), the changes the log still holds (a credential's id ends with its holder's id, so a
 * removal, which carries no holder, is found too), and each blocked card's block: the version made by the
 * write that blocked it (credential_version_times, the same transaction's time as `blocked_at`), at the
 * doors the card was taken from while the log tells, else the abonent's doors. A device reached a
 * credential when it acknowledged that version or a later one; when, its history tells
 * (device_acknowledgements).
 */

/** A holder's id as the end of a credential id: `:<uuid>`, 37 characters. */
const HOLDER_SUFFIX = sql.raw('37');

interface Row {
  kind: 'localServer' | 'controller';
  id: string;
  name: string;
  online: boolean;
  last_seen_at: string | null;
  sync_state: DeviceSyncState;
  pending_changes: number | null;
  acked_version: string | null;
  credential: string;
  current: boolean;
  blocked_at: string | null;
  version: string;
  reached_at: string | null;
  pending_since: string | null;
}

export async function abonentDelivery(
  db: Database,
  companyId: string,
  abonentId: string,
): Promise<{ devices: DeliveryDevice[]; credentials: DeliveryCredential[] }> {
  const rows = await namedRows<Row>(
    db,
    sql`
      with held as (
        select d.access_point_id, left(d.credential_id, -${HOLDER_SUFFIX}) as credential, d.version,
               true as current, null::timestamptz as changed_at
          from door_credentials d
         where d.company_id = ${companyId}::uuid and d.abonent_id = ${abonentId}::uuid
        union all
        select c.access_point_id, left(c.credential_id, -${HOLDER_SUFFIX}), c.version, false, c.changed_at
          from credential_changes c
         where c.company_id = ${companyId}::uuid and right(c.credential_id, ${HOLDER_SUFFIX}) = ':' || ${abonentId}::text
        union all
        select p.access_point_id, 'card:' || b.code, t.version, false, t.made_at
          from abonent_codes b
          join credential_version_times t on t.company_id = b.company_id and t.made_at = b.blocked_at
          cross join lateral (
            select distinct d.access_point_id from door_credentials d where d.abonent_id = b.abonent_id) p
         where b.company_id = ${companyId}::uuid and b.abonent_id = ${abonentId}::uuid and b.blocked_at is not null),
      per_device as (
        select dp.local_server_id, dp.controller_id, h.credential, bool_or(h.current) as current,
               max(h.version) as version, min(h.changed_at) filter (where h.changed_at is not null) as first_change
          from held h join device_points dp on dp.access_point_id = h.access_point_id
         group by dp.local_server_id, dp.controller_id, h.credential)
      select s.kind, s.id, s.name, s.online, utc_text(s.last_seen_at) as last_seen_at, s.sync_state,
             s.pending_changes, s.acked_version, x.credential, x.current, x.version,
             utc_text((select b.blocked_at from abonent_codes b
                        where b.company_id = ${companyId}::uuid and b.abonent_id = ${abonentId}::uuid
                          and 'card:' || b.code = x.credential)) as blocked_at,
             utc_text(coalesce(
               (select min(a.acked_at) from device_acknowledgements a
                 where a.local_server_id = x.local_server_id and a.version >= x.version),
               (select min(a.acked_at) from device_acknowledgements a
                 where a.controller_id = x.controller_id and a.version >= x.version))) as reached_at,
             utc_text((select min(c.changed_at) from credential_changes c
                        where c.company_id = ${companyId}::uuid and c.version > coalesce(s.acked_version, 0)
                          and right(c.credential_id, ${HOLDER_SUFFIX}) = ':' || ${abonentId}::text
                          and left(c.credential_id, -${HOLDER_SUFFIX}) = x.credential
                          and c.access_point_id in (select dp.access_point_id from device_points dp
                                                     where dp.local_server_id = x.local_server_id
                                                        or dp.controller_id = x.controller_id))) as pending_since
        from per_device x
        join ${deviceStates} as s on s.id = coalesce(x.local_server_id, x.controller_id)
       where s.company_id = ${companyId}::uuid
       order by s.name, s.id, x.credential`,
  );
  const devices = new Map<string, DeliveryDevice>();
  const credentials = new Map<string, DeliveryCredential>();
  for (const row of rows) {
    const version = Number(row.version);
    const acked = row.acked_version === null ? null : Number(row.acked_version);
    const reached = acked !== null && acked >= version;
    const device = devices.get(row.id);
    if (!device || version > device.version) {
      devices.set(row.id, {
        kind: row.kind,
        id: row.id,
        name: row.name,
        online: row.online,
        lastSeenAt: row.last_seen_at,
        syncState: row.sync_state,
        pendingChanges: row.pending_changes,
        ackedVersion: acked,
        version,
        reached,
        reachedAt: reached ? row.reached_at : null,
        pendingSince: reached ? null : (row.pending_since ?? device?.pendingSince ?? null),
      });
    } else if (!reached && row.pending_since && (!device.pendingSince || row.pending_since < device.pendingSince)) {
      device.pendingSince = row.pending_since;
    }
    const separator = row.credential.indexOf(':');
    const credential = credentials.get(row.credential) ?? {
      kind: row.credential.slice(0, separator) as DeliveryCredential['kind'],
      value: row.credential.slice(separator + 1),
      current: false,
      blockedAt: row.blocked_at,
      devices: [],
    };
    credential.current ||= row.current;
    credential.devices.push({ id: row.id, reached, reachedAt: reached ? row.reached_at : null });
    credentials.set(row.credential, credential);
  }
  return { devices: [...devices.values()], credentials: [...credentials.values()] };
}
