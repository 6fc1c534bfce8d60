import { z } from 'zod';
import { auditEntry } from './audit';
import { cameraOfflineReasons, cameraStatuses } from './camera';
import { servingDevice } from './device-doors';
import { id, text } from './fields';
import { validation } from './messages';
import { passKeyTypes, passResults } from './pass-event';
import { defineAction } from './protocol';
import { defineEntity } from './resource';

/**
 * A door's timeline: what happened at one access point in a period, on one time line, so that "why did
 * the gate refuse people on Tuesday afternoon" has one answer: its pass events (the journal), the periods
 * the devices serving it were offline or behind, the changes to it and its lock (the audit trail), and
 * its camera's status checks with the periods they found it offline.
 */

/** What an entry is: a pass event, a device's period, a change of configuration, its camera's status. */
export const timelineKinds = ['pass', 'device', 'config', 'camera'] as const;
export type TimelineKind = (typeof timelineKinds)[number];

/** The period shown when none is asked for. */
export const TIMELINE_DEFAULT_HOURS = 24;
/** The longest period one request reads: the device periods are kept 30 days, the journal much longer. */
export const TIMELINE_MAX_DAYS = 31;
/** Pass events and changes shown at most, the newest: a busy gate has thousands a day; the rest are counted. */
export const TIMELINE_PASS_LIMIT = 200;
export const TIMELINE_CONFIG_LIMIT = 100;
export const TIMELINE_CHECK_LIMIT = 100;

export const timelineMessages = {
  periodTooLong: 'points.timeline.errors.periodTooLong',
  periodOrder: 'points.timeline.errors.periodOrder',
} as const;

const moment = () => z.iso.datetime({ offset: true, error: validation.invalid });

/** Which kinds to read: a comma-separated list (`pass,config`); all of them when absent. */
const kindList = () =>
  text()
    .regex(new RegExp(`^(${timelineKinds.join('|')})(,(${timelineKinds.join('|')}))*$`), { error: validation.invalid })
    .transform((value) => [...new Set(value.split(','))] as TimelineKind[]);

const passEntry = z.object({
  kind: z.literal('pass'),
  /** The event's id: the journal opens it. */
  id: z.string(),
  at: z.string(),
  result: z.enum(passResults),
  keyType: z.enum(passKeyTypes),
  /** The reason the device gave for a refusal (contract/pass-event.ts `passDenialReasons`). */
  denialReason: z.string().nullable(),
  userName: z.string().nullable(),
  cardId: z.string().nullable(),
  phone: z.string().nullable(),
  carPlate: z.string().nullable(),
});

const devicePeriod = z.object({
  kind: z.literal('device'),
  /** `offline`: no contact with the platform; `behind`: it had not yet applied a change to the doors. */
  state: z.enum(['offline', 'behind']),
  /** When the period began (may be before the period asked for). */
  at: z.string(),
  /** When it ended; null: it goes on now. */
  until: z.string().nullable(),
  /** The device (a local server or a controller serving the point), by its name now. */
  device: servingDevice,
});

const configEntry = z.object({
  kind: z.literal('config'),
  at: z.string(),
  /** Whose change: the point's own, or its lock's. */
  target: z.enum(['point', 'lock']),
  /** The audit trail's row, as the History panel shows it. */
  entry: auditEntry,
});

/** The door's camera, by its name now. */
const timelineCamera = z.object({ id: z.string(), name: z.string() });

const cameraCheck = z.object({
  kind: z.literal('camera'),
  /**
   * One status check (CheckCameraStatus) of the door's camera; not the one that opened an offline
   * period: that period's entry stands for it (`at`, `offlineReason`), so one event is one entry.
   */
  type: z.literal('check'),
  at: z.string(),
  status: z.enum(cameraStatuses),
  /** Why it found the camera offline; null when online. */
  offlineReason: z.enum(cameraOfflineReasons).nullable(),
  camera: timelineCamera,
});

const cameraOffline = z.object({
  kind: z.literal('camera'),
  /**
   * A period the checks found the camera offline: from the check that first found it offline (may be
   * before the period asked for) to the next that found it online.
   */
  type: z.literal('offline'),
  at: z.string(),
  /** The check that found it online again; null: none has yet. */
  until: z.string().nullable(),
  /** The last check that found it offline: what an unended period is known up to. */
  lastCheck: z.string(),
  /** Why the first check found it offline. */
  offlineReason: z.enum(cameraOfflineReasons).nullable(),
  camera: timelineCamera,
});

export const timelineEntry = z.discriminatedUnion('kind', [
  passEntry,
  devicePeriod,
  configEntry,
  z.discriminatedUnion('type', [cameraCheck, cameraOffline]),
]);
export type TimelineEntry = z.infer<typeof timelineEntry>;
export type TimelinePass = z.infer<typeof passEntry>;
export type TimelineDevicePeriod = z.infer<typeof devicePeriod>;
export type TimelineChange = z.infer<typeof configEntry>;
export type TimelineCameraCheck = z.infer<typeof cameraCheck>;
export type TimelineCameraOffline = z.infer<typeof cameraOffline>;

export const accessPointTimeline = z.object({
  /** The period read: From inclusive, Until exclusive, ISO 8601. */
  from: z.string(),
  until: z.string(),
  /** Newest first. */
  items: z.array(timelineEntry),
  /**
   * How many pass events, changes and camera checks (but those that opened an offline period) the period
   * holds for the kinds asked (the items show the newest).
   */
  passTotal: z.number().int(),
  configTotal: z.number().int(),
  checkTotal: z.number().int(),
  /**
   * The door's camera (the access point's field) with its last check ever (null: it was never checked, and
   * the timeline says so); null: the door has none, and there is no camera to show.
   */
  camera: timelineCamera.extend({ lastCheck: z.string().nullable() }).nullable(),
  /** Kinds asked for that the caller's role may not read (the journal, the devices, the audit trail). */
  hidden: z.array(z.enum(timelineKinds)),
});
export type AccessPointTimeline = z.infer<typeof accessPointTimeline>;

export const accessPointTimelineActions = {
  GetAccessPointTimeline: defineAction({
    method: 'GET',
    area: 'company',
    permission: 'property.view',
    summary: `One of the company's access points on one time line, newest first: its pass events (the newest ${TIMELINE_PASS_LIMIT}, with the period's total), the periods the devices serving it were offline or behind, the changes to it and its lock from the audit trail (the newest ${TIMELINE_CONFIG_LIMIT}), and its camera's status checks (the newest ${TIMELINE_CHECK_LIMIT}) with the periods they found it offline (from the check that found it offline to the next that found it online; \`until\` null while none has). From (inclusive) and Until (exclusive) default to the last ${TIMELINE_DEFAULT_HOURS} hours, at most ${TIMELINE_MAX_DAYS} days apart; Kinds (comma-separated pass, device, config, camera) narrows it. Each kind needs its own permission besides this one (journal.view, devices.view, audit.view, devices.view): one the role lacks is left out and named in \`hidden\`. 404 when the point is not the company's.`,
    input: z.object({
      AccessPointId: id(),
      From: moment().optional(),
      Until: moment().optional(),
      Kinds: kindList().optional(),
    }),
    output: accessPointTimeline,
  }),
};

export const accessPointTimelineEntity = defineEntity(accessPointTimelineActions);
