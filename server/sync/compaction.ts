import { sql } from 'drizzle-orm';
import type { Database } from '../db/open';

/**
 * Keeps the credential change log short: a company's changes are deleted up to the lowest version its
 * devices have acknowledged (each device that can still catch up by changes: one whose doors changed
 * after its acknowledgement, or that never acknowledged, takes a snapshot anyway), and any change older
 * than the retention period whatever the devices hold. The company's `floor` moves with it: a device behind
 * it is told to take a snapshot (GetCredentialChanges, 409).
 */

/** How long a change is kept for a device that has not acknowledged it: a device offline this long re-snapshots. */
export const CREDENTIAL_CHANGE_RETENTION_DAYS = 30;

/** The retention period as SQL: the moment before which the log and the devices' history are deleted. */
const retainedSince = sql.raw(`now() - interval '${CREDENTIAL_CHANGE_RETENTION_DAYS} days'`);

/** One pass over every company; returns how many changes it deleted. */
export async function compactCredentialChanges(db: Database): Promise<number> {
  const result = (await db.execute(sql`
    with acknowledged as (
      select v.company_id,
             least(v.version, coalesce((select min(s.acked_version) from device_sync s
                                          where s.company_id = v.company_id and s.acked_version >= s.points_version
                                            and exists (select 1 from device_points dp
                                                         where dp.local_server_id = s.local_server_id
                                                            or dp.controller_id = s.controller_id)),
                                       v.version)) as upto
        from credential_versions v),
    expired as (
      select c.company_id, max(c.version) as upto from credential_changes c
       where c.changed_at < ${retainedSince}
       group by c.company_id),
    cut as (
      select a.company_id, greatest(a.upto, coalesce(e.upto, 0)) as upto
        from acknowledged a left join expired e on e.company_id = a.company_id),
    floors as (
      update credential_versions v set floor = cut.upto from cut
       where v.company_id = cut.company_id and cut.upto > v.floor)
    delete from credential_changes c using cut where c.company_id = cut.company_id and c.version <= cut.upto
    returning 1`)) as unknown as { rows: unknown[] };
  return result.rows.length;
}

/**
 * Deletes the devices' history (contact spans, acknowledgements) and the versions' times older than the
 * change log's retention: the console's views of the doors look back no further.
 */
export async function deleteOldDeviceHistory(db: Database): Promise<void> {
  await db.execute(sql`delete from device_presence where until < ${retainedSince}`);
  await db.execute(sql`delete from device_acknowledgements where acked_at < ${retainedSince}`);
  await db.execute(sql`delete from credential_version_times where made_at < ${retainedSince}`);
}
