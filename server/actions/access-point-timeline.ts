import { and, eq } from 'drizzle-orm';
import {
  type accessPointTimelineActions,
  type TimelineEntry,
  type TimelineKind,
  timelineKinds,
} from '../../contract/access-point-timeline';
import { errors } from '../../contract/messages';
import { allows, type Permission } from '../../contract/permissions';
import { accessPoints, cameras } from '../db/schema';
import { ApiError } from '../protocol/api-error';
import { companyOf, type HandlersOf } from '../protocol/context';
import { timelineCamera } from '../timeline/camera';
import { timelineChanges } from '../timeline/changes';
import { timelineDevicePeriods } from '../timeline/device-periods';
import { timelinePasses } from '../timeline/passes';
import { timelinePeriod } from '../timeline/period';

/** What each kind of entry reads, and so the permission it needs besides the point's own. */
const kindPermissions: Record<TimelineKind, Permission> = {
  pass: 'journal.view',
  device: 'devices.view',
  config: 'audit.view',
  camera: 'devices.view',
};

const newestFirst = (a: TimelineEntry, b: TimelineEntry) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0);

export const accessPointTimelineHandlers = {
  async GetAccessPointTimeline({ AccessPointId, From, Until, Kinds }, ctx) {
    const companyId = companyOf(ctx);
    const period = timelinePeriod(From, Until);
    const [point] = await ctx.db
      .select({
        id: accessPoints.id,
        lockId: accessPoints.lockId,
        cameraId: cameras.id,
        cameraName: cameras.name,
        cameraChecked: cameras.checkedAt,
      })
      .from(accessPoints)
      .leftJoin(cameras, eq(cameras.id, accessPoints.cameraId))
      .where(and(eq(accessPoints.id, AccessPointId), eq(accessPoints.companyId, companyId)));
    if (!point) throw new ApiError(404, errors.notFound);
    const asked = Kinds ?? [...timelineKinds];
    const readable = (kind: TimelineKind) => asked.includes(kind) && allows(ctx.permissions, kindPermissions[kind]);
    const passes = readable('pass') ? await timelinePasses(ctx.db, companyId, point.id, period) : undefined;
    const changes = readable('config') ? await timelineChanges(ctx.db, companyId, point, period) : undefined;
    const periods = readable('device') ? await timelineDevicePeriods(ctx.db, companyId, point.id, period) : [];
    const camera = point.cameraId && point.cameraName ? { id: point.cameraId, name: point.cameraName } : null;
    const checks = camera && readable('camera') ? await timelineCamera(ctx.db, companyId, camera, period) : undefined;
    // The camera's last check ever (CheckCameraStatus keeps it on the camera too): none, and the timeline says
    // it was never checked rather than showing nothing.
    const lastCheck = point.cameraChecked ? point.cameraChecked.toISOString() : null;
    const items: TimelineEntry[] = [
      ...(passes?.items ?? []),
      ...periods,
      ...(changes?.items ?? []),
      ...(checks?.items ?? []),
    ];
    return {
      from: period.from.toISOString(),
      until: period.until.toISOString(),
      items: items.sort(newestFirst),
      passTotal: passes?.total ?? 0,
      configTotal: changes?.total ?? 0,
      checkTotal: checks?.total ?? 0,
      camera: camera && { ...camera, lastCheck },
      hidden: asked.filter((kind) => !allows(ctx.permissions, kindPermissions[kind])),
    };
  },
} satisfies HandlersOf<typeof accessPointTimelineActions>;
