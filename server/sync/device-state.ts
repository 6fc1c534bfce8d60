import { sql, type SQL } from 'drizzle-orm';
import { DEVICE_ONLINE_MINUTES } from '../../contract/device';

/**
 * Every device's sync state, as one relation for the console's views of the doors (the devices list, what
 * needs attention, a resident's or a card's delivery): whether it is online, which version of its
 * company's credentials it applied against the current one, how many changes to its doors wait for it and
 * since when, whether its set drifted from ours, and since when it has been wrong at all.
 *
 * Columns:
 * - kind ('localServer' | 'controller'), id, company_id, name (a controller's installation location),
 *   secure_id (controllers), has_token (a device without a token cannot call at all);
 * - last_seen_at, online (seen within DEVICE_ONLINE_MINUTES);
 * - doors: the access points it serves;
 * - acked_version, acked_at: its last acknowledgement (null: never acknowledged);
 * - current_version: its company's credential version;
 * - sync_state (DeviceSyncState): 'noDoors' (serves none: nothing to hold), 'neverSynced', 'snapshotRequired' (its doors
 *   changed after its acknowledgement, or it is behind what the change log keeps), 'drift' (its set at
 *   its version differs from ours), 'behind' (changes to its doors wait), 'inSync';
 * - pending_changes, oldest_pending_at: the waiting changes to its doors and the oldest one's time (null
 *   unless behind: a device that must take a snapshot gets no changes);
 * - wrong_since: since when it has not been online and in sync (null when it is): offline since it was
 *   last seen (never seen: since it was made), behind since the oldest waiting change, drifted since its acknowledgement, and for a
 *   snapshot the time of the version its doors changed at (where known), never synced since it was made.
 *
 * Use it as a subquery: `select … from ${deviceStates} as d where d.company_id = …`. PostgreSQL pushes a
 * condition on company_id, kind or id into both devices' scans before the per-device subqueries run.
 */

const onlineSince = sql.raw(`now() - interval '${Math.trunc(DEVICE_ONLINE_MINUTES)} minutes'`);

/** One kind of device with its sync row, its doors and its company's version. */
const devicesOf = (kind: 'localServer' | 'controller'): SQL => {
  const [table, column, name, secureId] =
    kind === 'localServer'
      ? ['local_servers', 'local_server_id', 'x.name', 'null::text']
      : ['controllers', 'controller_id', 'x.installation_location', 'x.secure_id'];
  return sql.raw(`
    select '${kind}'::text as kind, x.id, x.company_id, ${name} as name, ${secureId} as secure_id,
           x.token_hash is not null as has_token, x.last_seen_at, x.created_at,
           s.acked_version, s.acked_at, s.drift, coalesce(s.points_version, 0) as points_version,
           coalesce(v.version, 0) as current_version, coalesce(v.floor, 0) as floor,
           array(select dp.access_point_id from device_points dp where dp.${column} = x.id) as points
      from ${table} x
      left join device_sync s on s.${column} = x.id
      left join credential_versions v on v.company_id = x.company_id`);
};

export const deviceStates: SQL = sql`(
  select d.kind, d.id, d.company_id, d.name, d.secure_id, d.has_token, d.last_seen_at,
         d.last_seen_at is not null and d.last_seen_at > ${onlineSince} as online,
         cardinality(d.points) as doors, d.acked_version, d.acked_at, d.current_version,
         st.sync_state,
         case when st.sync_state = 'behind' then p.pending end as pending_changes,
         case when st.sync_state = 'behind' then p.oldest end as oldest_pending_at,
         case
           when d.last_seen_at is null then d.created_at
           when d.last_seen_at <= ${onlineSince} then d.last_seen_at
           when st.sync_state = 'behind' then p.oldest
           when st.sync_state = 'drift' then d.acked_at
           when st.sync_state = 'neverSynced' then d.created_at
           when st.sync_state = 'snapshotRequired' then
             (select t.made_at from credential_version_times t
               where t.company_id = d.company_id and t.version = greatest(d.points_version, d.floor))
         end as wrong_since
    from (${devicesOf('localServer')} union all ${devicesOf('controller')}) d
    cross join lateral (
      select count(*)::int as pending, min(c.changed_at) as oldest from credential_changes c
       where c.company_id = d.company_id and c.access_point_id = any (d.points)
         and c.version > coalesce(d.acked_version, d.current_version)) p
    cross join lateral (
      select case
               when cardinality(d.points) = 0 then 'noDoors'
               when d.acked_version is null then 'neverSynced'
               when d.points_version > d.acked_version or d.acked_version < d.floor then 'snapshotRequired'
               when d.drift then 'drift'
               when p.pending > 0 then 'behind'
               else 'inSync'
             end as sync_state) st
)`;
