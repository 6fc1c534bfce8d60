import { z } from 'zod';
import { flag, id, nullableText, requiredId, requiredText, text } from './fields';
import { validation, withArgs } from './messages';
import { createdOutput, defineAction, emptyOutput, listInput, listOutput, toParams } from './protocol';
import { defineEntity } from './resource';
import { servingDevice } from './device-doors';
import {
  MAX_DISTANCE_M,
  MAX_GEO_RADIUS_M,
  MAX_OPEN_TIME_MS,
  createParams,
  distanceM,
  editParams,
  nullableDate,
  nullableNumber,
  textList,
  timeMs,
  treeListInput,
} from './access-common';

export const accessPointTypes = ['Default', 'default', 'entrance', 'exit'] as const;
export type AccessPointType = (typeof accessPointTypes)[number];

export const restrictionTypes = ['boolean', 'timeSpan', 'int'] as const;
export type RestrictionType = (typeof restrictionTypes)[number];

/** The restrictions the platform knows, with the type each must have. */
export const knownRestrictionTypes: Record<string, RestrictionType> = {
  AutoOpenEnabled: 'boolean',
  KeepOpenedEnabled: 'boolean',
  MaxOpenedTime: 'timeSpan',
  MinOpenedTime: 'timeSpan',
  MaxActiveDistance: 'int',
  MinActiveDistance: 'int',
};
/**
 * The largest value of a numeric restriction: the known times and distances have the physical limits
 * of the point's own fields; any other number must fit the platform's 32-bit integer.
 */
const MAX_RESTRICTION_NUMBER = 2_147_483_647;
const restrictionMaximum = (key: string) =>
  ({
    MaxOpenedTime: MAX_OPEN_TIME_MS,
    MinOpenedTime: MAX_OPEN_TIME_MS,
    MaxActiveDistance: MAX_DISTANCE_M,
    MinActiveDistance: MAX_DISTANCE_M,
  })[key] ?? MAX_RESTRICTION_NUMBER;
/** Pairs whose minimum may not be above the maximum. */
const restrictionRanges = [
  ['MinOpenedTime', 'MaxOpenedTime'],
  ['MinActiveDistance', 'MaxActiveDistance'],
] as const;

/** A new point's key restrictions. Values are text as the platform stores them. */
export const defaultKeyRestrictions = [
  { key: 'AutoOpenEnabled', value: 'True', type: 'boolean' },
  { key: 'KeepOpenedEnabled', value: 'True', type: 'boolean' },
  { key: 'MaxOpenedTime', value: '60000', type: 'timeSpan' },
  { key: 'MinOpenedTime', value: '3000', type: 'timeSpan' },
  { key: 'MaxActiveDistance', value: '100', type: 'int' },
  { key: 'MinActiveDistance', value: '0', type: 'int' },
] satisfies { key: string; value: string; type: RestrictionType }[];

/** A restriction's value as a number (timeSpan in milliseconds, int), or undefined when it is not one. */
const restrictionNumber = (value: string) => (/^\d{1,10}$/.test(value) ? Number(value) : undefined);

const keyRestriction = z
  .object({
    key: requiredText({ min: 1, max: 64 }),
    value: text({ trim: true, error: validation.required }).min(1, { error: validation.required }),
    type: z.enum(restrictionTypes, { error: validation.invalid }),
  })
  .transform((restriction) =>
    // 'true' and 'TRUE' are the platform's 'True'.
    restriction.type === 'boolean' && /^(true|false)$/i.test(restriction.value)
      ? { ...restriction, value: restriction.value.toLowerCase() === 'true' ? 'True' : 'False' }
      : restriction,
  )
  .superRefine((restriction, ctx) => {
    const expected = knownRestrictionTypes[restriction.key];
    if (expected && expected !== restriction.type) {
      ctx.addIssue({ code: 'custom', path: ['type'], message: validation.invalid });
    }
    if (restriction.type === 'boolean' && !/^(True|False)$/.test(restriction.value)) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: validation.invalid });
    }
    if (restriction.type !== 'boolean') {
      // Times (ms) and distances (m): whole numbers, zero or more.
      if (/^-\d+$/.test(restriction.value)) {
        ctx.addIssue({ code: 'custom', path: ['value'], message: withArgs(validation.moreThan, { min: -1 }) });
      } else {
        const value = restrictionNumber(restriction.value);
        const max = restrictionMaximum(restriction.key);
        if (value === undefined) ctx.addIssue({ code: 'custom', path: ['value'], message: validation.number });
        else if (value > max)
          ctx.addIssue({ code: 'custom', path: ['value'], message: withArgs(validation.lessThan, { max: max + 1 }) });
      }
    }
  });
export type KeyRestriction = z.output<typeof keyRestriction>;

export const keyUsageSchema = z.object({
  restrictions: z
    .array(keyRestriction)
    .max(50, { error: withArgs(validation.maxLength, { max: 50 }) })
    .superRefine((restrictions, ctx) => {
      restrictions.forEach((restriction, index) => {
        if (restrictions.findIndex((other) => other.key === restriction.key) !== index) {
          ctx.addIssue({ code: 'custom', path: [index, 'key'], message: validation.unique });
        }
      });
      for (const [minKey, maxKey] of restrictionRanges) {
        const minIndex = restrictions.findIndex((restriction) => restriction.key === minKey);
        const maxIndex = restrictions.findIndex((restriction) => restriction.key === maxKey);
        if (minIndex < 0 || maxIndex < 0) continue;
        const min = restrictionNumber(restrictions[minIndex].value);
        const max = restrictionNumber(restrictions[maxIndex].value);
        if (min !== undefined && max !== undefined && min > max) {
          ctx.addIssue({
            code: 'custom',
            path: [minIndex, 'value'],
            message: withArgs(validation.lessThan, { max: max + 1 }),
          });
        }
      }
    }),
});

export const defaultKeySettingsSchema = z.object({
  /** How long the door stays open, ms. */
  keepDoorOpened: timeMs(),
  gestures: z.object({ useMethod1: flag(), useMethod2: flag() }),
  onMoving: z
    .object({
      /** Metres from the lock at which a moving phone starts acting. */
      activeDistance: distanceM(),
      autoOpen: flag(),
      autoClose: flag(),
      keepOpenedWhileStayingNear: flag(),
      openWhileTooCloseToLock: flag(),
      /** Metres: nearer than this counts as too close; it lies within the active distance. */
      tooCloseToLockDistance: distanceM(),
    })
    .refine((onMoving) => onMoving.tooCloseToLockDistance <= onMoving.activeDistance, {
      path: ['tooCloseToLockDistance'],
      error: (issue) =>
        withArgs(validation.lessThan, { max: (issue.input as { activeDistance: number }).activeDistance + 1 }),
    }),
});

/** Opening only near a place: all three set, or none (no restriction). */
export const geoRestrictionSchema = z
  .object({
    /** Metres. */
    radius: nullableNumber({ min: 1, max: MAX_GEO_RADIUS_M }),
    latitude: nullableNumber({ min: -90, max: 90, int: false }),
    longitude: nullableNumber({ min: -180, max: 180, int: false }),
  })
  .superRefine((geo, ctx) => {
    const values = [geo.radius, geo.latitude, geo.longitude];
    if (values.every((value) => value === null) || values.every((value) => value !== null)) return;
    for (const name of ['radius', 'latitude', 'longitude'] as const) {
      if (geo[name] === null) ctx.addIssue({ code: 'custom', path: [name], message: validation.required });
    }
  });

/**
 * Access point, with the extended form. The base form's "allow opening by call" and
 * "by Internet" are the extended form's `isOpeningByPhone` and `isOpeningByInternet`: one field each.
 * `comment` is what the platform's access point list shows beside the installation site.
 */
export const accessPointFields = {
  displayName: requiredText(),
  lockId: requiredId(),
  perimeterId: requiredId(),
  isPostamatAccessPoint: flag(),
  type: z.enum(accessPointTypes, { error: validation.invalid }),
  sid: nullableText({ max: 64 }),
  elevator: nullableText(),
  /** How long the lock stays open, ms. */
  openTime: timeMs(),
  /** Auto-open allowed. */
  autoOpen: flag(),
  /** Metres from the lock at which opening from a phone is offered. */
  distance: distanceM(),
  isOpeningByPhone: flag(),
  isOpeningByInternet: flag(),
  geoRestriction: geoRestrictionSchema,
  defaultKeySettings: defaultKeySettingsSchema,
  keyUsage: keyUsageSchema,
  isLift: flag(),
  transports: textList(),
  paymentDate: nullableDate(),
  comment: nullableText({ max: 2000, multiline: true }),
  /**
   * The camera watching the door, one of the company's (else 400 on CameraId); null: none. Not in the
   * spec: the door's timeline shows its status checks.
   */
  cameraId: id().nullable(),
};
export const accessPointForm = z.object(accessPointFields);
export type AccessPointForm = z.input<typeof accessPointForm>;
/** The create form's values; the page sets `perimeterId` from its `parentId` query parameter. */
export const accessPointDefaults = {
  displayName: '',
  lockId: '',
  perimeterId: '',
  isPostamatAccessPoint: false,
  type: 'Default',
  sid: null,
  elevator: null,
  openTime: 3000,
  autoOpen: false,
  distance: 10,
  isOpeningByPhone: false,
  isOpeningByInternet: false,
  geoRestriction: { radius: null, latitude: null, longitude: null },
  defaultKeySettings: {
    keepDoorOpened: 3000,
    gestures: { useMethod1: false, useMethod2: false },
    onMoving: {
      activeDistance: 10,
      autoOpen: false,
      autoClose: false,
      keepOpenedWhileStayingNear: false,
      openWhileTooCloseToLock: false,
      tooCloseToLockDistance: 1,
    },
  },
  keyUsage: { restrictions: defaultKeyRestrictions },
  isLift: false,
  transports: [],
  paymentDate: null,
  comment: null,
  cameraId: null,
} satisfies AccessPointForm;

export type GeoRestriction = z.output<typeof geoRestrictionSchema>;
export type DefaultKeySettings = z.output<typeof defaultKeySettingsSchema>;
export type KeyUsage = z.output<typeof keyUsageSchema>;

export const accessPointRecord = z.object({
  id: z.string(),
  displayName: z.string(),
  lockId: z.string(),
  /** The lock's own identifier, for the lock selector's label. */
  lockPid: z.string(),
  perimeterId: z.string(),
  accessObjectId: z.string(),
  isPostamatAccessPoint: z.boolean(),
  type: z.enum(accessPointTypes),
  sid: z.string().nullable(),
  elevator: z.string().nullable(),
  openTime: z.number(),
  autoOpen: z.boolean(),
  distance: z.number(),
  isOpeningByPhone: z.boolean(),
  isOpeningByInternet: z.boolean(),
  geoRestriction: z.object({
    radius: z.number().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  }),
  defaultKeySettings: z.object({
    keepDoorOpened: z.number(),
    gestures: z.object({ useMethod1: z.boolean(), useMethod2: z.boolean() }),
    onMoving: z.object({
      activeDistance: z.number(),
      autoOpen: z.boolean(),
      autoClose: z.boolean(),
      keepOpenedWhileStayingNear: z.boolean(),
      openWhileTooCloseToLock: z.boolean(),
      tooCloseToLockDistance: z.number(),
    }),
  }),
  keyUsage: z.object({
    restrictions: z.array(z.object({ key: z.string(), value: z.string(), type: z.enum(restrictionTypes) })),
  }),
  isLift: z.boolean(),
  transports: z.array(z.string()),
  paymentDate: z.string().nullable(),
  comment: z.string().nullable(),
  cameraId: z.string().nullable(),
  /** The camera's name, for the selector's label. */
  cameraName: z.string().nullable(),
  created: z.string(),
});
export type AccessPointRecord = z.infer<typeof accessPointRecord>;

/** What the tree needs of each point: GetAllAccessPoints returns every point of the company this way. */
export const accessPointTreeItem = z.object({
  id: z.string(),
  displayName: z.string(),
  perimeterId: z.string(),
  accessObjectId: z.string(),
  lockId: z.string(),
  type: z.enum(accessPointTypes),
});
export const accessPointSortFields = ['displayName', 'created'] as const;

/** A row of the platform area's access point list (spec: company, lock ID, installation site, date, comment). */
export const accessPointListItem = z.object({
  id: z.string(),
  company: z.string(),
  lockPid: z.string(),
  /** Object / perimeter / point. */
  installationSite: z.string(),
  installationDate: z.string(),
  comment: z.string().nullable(),
});
export const accessPointListSortFields = ['company', 'lockPid', 'installationSite', 'installationDate'] as const;

/**
 * A row of the company area's access point list: where the point is (object / perimeter / point), its
 * lock, and the devices that serve it (none: its credentials reach no door).
 */
export const servedAccessPoint = z.object({
  id: z.string(),
  path: z.string(),
  /** The point's own name, and where it is (object / perimeter): the path's two parts. */
  displayName: z.string(),
  place: z.string(),
  lockPid: z.string(),
  devices: z.array(servingDevice),
});
export type ServedAccessPoint = z.infer<typeof servedAccessPoint>;
export const servedAccessPointSortFields = ['path', 'lockPid'] as const;
/** The list's filter by the devices serving a point: none at all, or at least one. */
export const servedFilters = ['none', 'some'] as const;

const accessPointParams = z.object(toParams(accessPointFields));

export const accessPointActions = {
  GetAllAccessPoints: defineAction({
    method: 'GET',
    area: 'company',
    permission: 'property.view',
    summary:
      "Lists the company's access points with what the tree needs (id, displayName, perimeterId, accessObjectId, lockId, type): search in the name; all of them unless `Limit` is given.",
    input: treeListInput,
    output: listOutput(accessPointTreeItem),
  }),
  GetCompanyAccessPoints: defineAction({
    method: 'GET',
    area: 'company',
    permission: 'property.view',
    summary:
      "Lists the company's access points by path (object / perimeter / point) with their lock and the devices serving each: search in the path and the lock's ID; `Served` none (points no device serves) or some; `AccessPointId` fetches one; sort by path or lockPid, paged.",
    input: listInput.extend({ AccessPointId: id().optional(), Served: z.enum(servedFilters).optional() }),
    output: listOutput(servedAccessPoint),
  }),
  GetAccessPoint: defineAction({
    method: 'GET',
    area: 'company',
    permission: 'property.view',
    summary: 'One access point of the company with every field of the extended form. 404 when it is not the company’s.',
    input: z.object({ AccessPointId: id() }),
    output: accessPointRecord,
  }),
  CreateAccessPoint: defineAction({
    method: 'POST',
    creates: true,
    area: 'company',
    permission: 'property.manage',
    summary:
      'Adds an access point to one of the company’s perimeters, on a lock the company may use (else 400 on `LockId`), watched by one of the company’s cameras when `CameraId` is given (else 400 on `CameraId`).',
    input: createParams(accessPointParams, 'DisplayName', 'LockId', 'PerimeterId'),
    output: createdOutput,
  }),
  EditAccessPoint: defineAction({
    method: 'POST',
    area: 'company',
    permission: 'property.manage',
    summary:
      'Changes the given fields of an access point and returns the stored record; a `CameraId` not of the company’s cameras is refused (400 on `CameraId`), null clears it.',
    input: editParams(accessPointParams),
    output: accessPointRecord,
  }),
  DeleteAccessPoint: defineAction({
    method: 'POST',
    area: 'company',
    permission: 'property.manage',
    summary: 'Deletes an access point.',
    input: z.object({ Id: id() }),
    output: emptyOutput,
  }),
  GetAccessPoints: defineAction({
    method: 'GET',
    area: 'platform',
    permission: 'platform.view',
    summary:
      'Lists the access points of every company (company, lock ID, installation site, installation date, comment): search in all of them, sort, paged.',
    input: listInput,
    output: listOutput(accessPointListItem),
  }),
};

/** Access points: the company's, from the access section's tree; every company's, listed for the platform. */
export const accessPointEntity = defineEntity(accessPointActions, {
  company: {
    access_points: {
      list: 'GetCompanyAccessPoints',
      one: { action: 'GetAccessPoint', idParam: 'AccessPointId' },
      create: 'CreateAccessPoint',
      update: { action: 'EditAccessPoint', idParam: 'Id' },
      delete: { action: 'DeleteAccessPoint', idParam: 'Id' },
    },
  },
  platform: {
    /** Every company's access points, read-only. */
    access_points: { list: 'GetAccessPoints' },
  },
});
