import { sql } from 'drizzle-orm';
import {
  TIMELINE_CHECK_LIMIT,
  type TimelineCameraCheck,
  type TimelineCameraOffline,
} from '../../contract/access-point-timeline';
import type { CameraOfflineReason, CameraStatus } from '../../contract/camera';
import type { Database } from '../db/open';
import { queryRows } from '../db/rows';
import type { TimelinePeriod } from './period';

type Camera = { id: string; name: string };

interface PeriodRow {
  at: Date | string;
  until: Date | string | null;
  last_check: Date | string;
  offline_reason: CameraOfflineReason | null;
}

interface CheckRow {
  checked_at: Date | string;
  status: CameraStatus;
  offline_reason: CameraOfflineReason | null;
  total: number | string;
}

const iso = (time: Date | string) => new Date(time).toISOString();

/**
 * The periods the door's camera was found offline, overlapping the period, from its recorded checks
 * (camera_checks): a run of checks that found it offline, from its first to the next check that found it
 * online (none yet: it goes on, known up to its last check). Before its first recorded check nothing is
 * known, and nothing is said. The checks are people's, so a camera's history is short enough to read whole.
 */
async function offlinePeriods(
  db: Database,
  companyId: string,
  cameraId: string,
  { from, until }: TimelinePeriod,
): Promise<PeriodRow[]> {
  return queryRows<PeriodRow>(
    db,
    sql`
      with checks as (
        select checked_at, status, offline_reason,
               (status is distinct from lag(status) over (order by checked_at))::int as starts
          from camera_checks
         where camera_id = ${cameraId} and company_id = ${companyId} and checked_at < ${until.toISOString()}),
      runs as (
        select checked_at, status, offline_reason, sum(starts) over (order by checked_at) as run from checks),
      spans as (
        select run, min(status) as status, min(checked_at) as at, max(checked_at) as last_check,
               (array_agg(offline_reason order by checked_at))[1] as offline_reason
          from runs group by run),
      periods as (select *, lead(at) over (order by run) as until from spans)
      select at, until, last_check, offline_reason from periods
       where status = 'offline' and (until is null or until > ${from.toISOString()})`,
  );
}

/**
 * The camera's checks in the period, the newest TIMELINE_CHECK_LIMIT, with how many it holds; not those that
 * opened an offline period (the first offline after none or an online one, which may be before the period):
 * the period's own entry says that check, and the two rows were one event.
 */
async function periodChecks(
  db: Database,
  companyId: string,
  cameraId: string,
  { from, until }: TimelinePeriod,
): Promise<CheckRow[]> {
  return queryRows<CheckRow>(
    db,
    sql`with checks as (
          select checked_at, status, offline_reason,
                 status = 'offline' and lag(status) over (order by checked_at) is distinct from 'offline' as opens
            from camera_checks
           where camera_id = ${cameraId} and company_id = ${companyId} and checked_at < ${until.toISOString()})
        select checked_at, status, offline_reason, count(*) over () as total
          from checks
         where checked_at >= ${from.toISOString()} and not opens
         order by checked_at desc
         limit ${TIMELINE_CHECK_LIMIT}`,
  );
}

/** The door's camera on its timeline: its checks in the period and the periods they found it offline. */
export async function timelineCamera(
  db: Database,
  companyId: string,
  camera: Camera,
  period: TimelinePeriod,
): Promise<{ items: (TimelineCameraCheck | TimelineCameraOffline)[]; total: number }> {
  const periods = await offlinePeriods(db, companyId, camera.id, period);
  const checks = await periodChecks(db, companyId, camera.id, period);
  return {
    items: [
      ...periods.map((row) => ({
        kind: 'camera' as const,
        type: 'offline' as const,
        at: iso(row.at),
        until: row.until === null ? null : iso(row.until),
        lastCheck: iso(row.last_check),
        offlineReason: row.offline_reason,
        camera,
      })),
      ...checks.map((row) => ({
        kind: 'camera' as const,
        type: 'check' as const,
        at: iso(row.checked_at),
        status: row.status,
        offlineReason: row.offline_reason,
        camera,
      })),
    ],
    total: Number(checks[0]?.total ?? 0),
  };
}
