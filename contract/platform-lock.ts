import { z } from 'zod';
import { boundedNumber, MAX_GEO_RADIUS_M, nullableNumber } from './access-common';
import { defaultKeyRestrictions } from './access-point';
import { deviceState, deviceStatuses } from './device';
import { flag, id, nullableText, requiredText, text } from './fields';
import { validation, withArgs } from './messages';
import { nullablePhone } from './phone';
import { createdOutput, defineAction, emptyOutput, listInput, listOutput, toParams } from './protocol';
import { defineEntity } from './resource';

/**
 * A lock as the platform registers it (Lock): its identity (pid, name, type), the
 * company that may put it on its access points, the controller's phone, and its device settings:
 * gestures, on-moving behaviour, the ways it opens (BLE, NFC, QR code, GSM, Internet, Wi-Fi Direct,
 * Bluetooth) and its hardware metadata. The company area sees only what its lock selector needs
 * (lock.ts, GetLocks).
 */

/** What kind of passage a lock closes; the list filters by it. */
export const lockTypes = ['door', 'gate', 'barrier', 'turnstile', 'lift'] as const;
export type LockType = (typeof lockTypes)[number];

/** A key restriction's default as a number: the bounds of a lock's own settings. */
const restrictionDefault = (key: string) =>
  Number(defaultKeyRestrictions.find((restriction) => restriction.key === key)?.value);

/**
 * The bounds: the door is held open from MinOpenedTime to MaxOpenedTime ms (3000 by
 * default, keepDoorOpened), and a phone acts from MinActiveDistance to MaxActiveDistance metres away.
 */
export const LOCK_ACTIVE_TIME_MS = {
  min: restrictionDefault('MinOpenedTime'),
  max: restrictionDefault('MaxOpenedTime'),
  default: 3000,
};
export const LOCK_ACTIVE_DISTANCE_M = {
  min: restrictionDefault('MinActiveDistance'),
  max: restrictionDefault('MaxActiveDistance'),
};

export const lockMessages = {
  tooCloseWithinActive: 'locks.validation.tooCloseWithinActive',
  coordinatesTogether: 'locks.validation.coordinatesTogether',
  geoNeedsPlace: 'locks.validation.geoNeedsPlace',
  url: 'locks.validation.url',
  pidTaken: 'locks.errors.pidTaken',
  inUse: 'locks.errors.inUse',
  unknownCompany: 'locks.errors.unknownCompany',
} as const;

const distance = () => boundedNumber(LOCK_ACTIVE_DISTANCE_M);

/** The lock's Internet address: an http(s) URL with a host. */
const lockUrl = () =>
  text({ trim: true })
    .max(500, { error: withArgs(validation.maxLength, { max: 500 }) })
    .refine((value) => value === '' || isHttpUrl(value), { error: lockMessages.url })
    .nullish()
    .transform((value) => (value ? value : null));

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && !/\s/.test(value);
  } catch {
    return false;
  }
};

export const lockGesturesSchema = z.object({ method1: flag(), method2: flag() });

/** How the lock acts on a phone moving towards it; 'too close' lies within the active distance. */
export const lockOnMovingSchema = z
  .object({
    activeDistance: distance(),
    autoOpen: flag(),
    autoClose: flag(),
    keepOpenedWhileNear: flag(),
    openWhileTooClose: flag(),
    tooCloseDistance: distance(),
  })
  .superRefine((onMoving, ctx) => {
    if (onMoving.tooCloseDistance >= onMoving.activeDistance) {
      ctx.addIssue({
        code: 'custom',
        path: ['tooCloseDistance'],
        message: withArgs(lockMessages.tooCloseWithinActive, { max: onMoving.activeDistance }),
      });
    }
  });

export const lockGsmSchema = z.object({ integratedSim: flag(), phoneNumber: nullablePhone() });

/**
 * Opening over the Internet, from its URL; with the geo restriction on, only within `radius` metres of
 * the point given by latitude and longitude. A latitude without a longitude (or the other way) means
 * nothing, whether the restriction is on or not.
 */
export const lockInternetSchema = z
  .object({
    url: lockUrl(),
    geoRestriction: flag(),
    radius: nullableNumber({ min: 1, max: MAX_GEO_RADIUS_M }),
    latitude: nullableNumber({ min: -90, max: 90, int: false }),
    longitude: nullableNumber({ min: -180, max: 180, int: false }),
  })
  .superRefine((internet, ctx) => {
    const issue = (path: 'radius' | 'latitude' | 'longitude', message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if ((internet.latitude === null) !== (internet.longitude === null)) {
      issue(internet.latitude === null ? 'latitude' : 'longitude', lockMessages.coordinatesTogether);
    }
    if (internet.geoRestriction) {
      for (const name of ['radius', 'latitude', 'longitude'] as const) {
        if (internet[name] === null) issue(name, lockMessages.geoNeedsPlace);
      }
    }
  });

const metadataText = () => nullableText({ max: 64 });
export const lockMetadataSchema = z.object({
  version: metadataText(),
  type: metadataText(),
  hardwareType: metadataText(),
  hardwareVersion: metadataText(),
  hardwareExtension: metadataText(),
});

/** The lock's device settings: kept together (one jsonb column), each group sent whole. */
export const lockSettingsFields = {
  ssid: nullableText({ max: 32 }),
  version: nullableText({ max: 64 }),
  requirePincode: flag(),
  /** How long the lock stays open, ms. */
  activeTime: boundedNumber(LOCK_ACTIVE_TIME_MS),
  gestures: lockGesturesSchema,
  onMoving: lockOnMovingSchema,
  ble: flag(),
  nfc: flag(),
  qrCode: flag(),
  gsm: lockGsmSchema,
  internet: lockInternetSchema,
  wifiDirect: flag(),
  bluetooth: flag(),
  metadata: lockMetadataSchema,
};
export const lockSettingsNames = Object.keys(lockSettingsFields) as (keyof typeof lockSettingsFields)[];
export const lockSettingsSchema = z.object(lockSettingsFields);
export type LockSettings = z.output<typeof lockSettingsSchema>;

/** The lock form: identity, company, controller phone and the settings. */
export const platformLockFields = {
  pid: requiredText({ max: 64 }),
  name: requiredText(),
  type: z.enum(lockTypes, { error: validation.required }),
  /** The company that may put the lock on its access points; null: in the platform's stock. */
  companyId: id()
    .nullish()
    .transform((value) => value ?? null),
  controllerPhone: nullablePhone(),
  ...lockSettingsFields,
};
export const platformLockForm = z.object(platformLockFields);
export type PlatformLockForm = z.input<typeof platformLockForm>;

/** A new lock's settings: the spec's defaults (keepDoorOpened 3000), every opening method off. */
export const lockSettingsDefaults = {
  ssid: null,
  version: null,
  requirePincode: false,
  activeTime: LOCK_ACTIVE_TIME_MS.default,
  gestures: { method1: false, method2: false },
  onMoving: {
    activeDistance: 10,
    autoOpen: false,
    autoClose: false,
    keepOpenedWhileNear: false,
    openWhileTooClose: false,
    tooCloseDistance: 1,
  },
  ble: false,
  nfc: false,
  qrCode: false,
  gsm: { integratedSim: false, phoneNumber: null },
  internet: { url: null, geoRestriction: false, radius: null, latitude: null, longitude: null },
  wifiDirect: false,
  bluetooth: false,
  metadata: { version: null, type: null, hardwareType: null, hardwareVersion: null, hardwareExtension: null },
} satisfies LockSettings;

/** The create form's values. */
export const platformLockDefaults = {
  pid: '',
  name: '',
  type: 'door',
  companyId: null,
  controllerPhone: null,
  ...lockSettingsDefaults,
} satisfies PlatformLockForm;

const nullableString = z.string().nullable();
const nullableNumberOut = z.number().nullable();

/** The settings as a record carries them (what the server stored, already valid). */
const lockSettingsRecord = {
  ssid: nullableString,
  version: nullableString,
  requirePincode: z.boolean(),
  activeTime: z.number(),
  gestures: z.object({ method1: z.boolean(), method2: z.boolean() }),
  onMoving: z.object({
    activeDistance: z.number(),
    autoOpen: z.boolean(),
    autoClose: z.boolean(),
    keepOpenedWhileNear: z.boolean(),
    openWhileTooClose: z.boolean(),
    tooCloseDistance: z.number(),
  }),
  ble: z.boolean(),
  nfc: z.boolean(),
  qrCode: z.boolean(),
  gsm: z.object({ integratedSim: z.boolean(), phoneNumber: nullableString }),
  internet: z.object({
    url: nullableString,
    geoRestriction: z.boolean(),
    radius: nullableNumberOut,
    latitude: nullableNumberOut,
    longitude: nullableNumberOut,
  }),
  wifiDirect: z.boolean(),
  bluetooth: z.boolean(),
  metadata: z.object({
    version: nullableString,
    type: nullableString,
    hardwareType: nullableString,
    hardwareVersion: nullableString,
    hardwareExtension: nullableString,
  }),
};

/** A lock as the platform's list shows it: all but its device settings (GetPlatformLock gives those). */
export const platformLockRow = z.object({
  id: z.string(),
  pid: z.string(),
  name: z.string(),
  type: z.enum(lockTypes),
  companyId: z.string().nullable(),
  companyName: z.string().nullable(),
  controllerPhone: nullableString,
  ...deviceState,
  /** How many access points of its company the lock is on: while any, it keeps its company. */
  pointsCount: z.number().int(),
  created: z.string(),
});
export type PlatformLockRow = z.infer<typeof platformLockRow>;

/** The whole lock: its row and its device settings. */
export const platformLockRecord = platformLockRow.extend(lockSettingsRecord);
export type PlatformLockRecord = z.infer<typeof platformLockRecord>;

export const platformLockSortFields = ['pid', 'name', 'type', 'companyName', 'lastSeen', 'created'] as const;

const lockParams = z.object(toParams(platformLockFields));

export const platformLockActions = {
  GetPlatformLocks: defineAction({
    method: 'GET',
    area: 'platform',
    permission: 'platform.view',
    summary:
      "Lists every lock of the platform with its company and online state (seen within the last DEVICE_ONLINE_MINUTES), without its settings (GetPlatformLock gives one lock's): search in pid, name and controller phone; filter by `LockId`, `CompanyId`, `Type` and `Status`; sort, paged.",
    input: listInput.extend({
      LockId: id().optional(),
      CompanyId: id().optional(),
      Type: z.enum(lockTypes).optional(),
      Status: z.enum(deviceStatuses).optional(),
    }),
    output: listOutput(platformLockRow),
  }),
  GetPlatformLock: defineAction({
    method: 'GET',
    area: 'platform',
    permission: 'platform.view',
    summary: 'One lock with its settings, company and online state; 404 when there is none.',
    input: z.object({ LockId: id() }),
    output: platformLockRecord,
  }),
  RegisterLock: defineAction({
    method: 'POST',
    creates: true,
    area: 'platform',
    permission: 'platform.manage',
    summary:
      'Registers a lock: Pid (unique, else 409 on Pid), Name and Type are required; every setting not given takes its default. CompanyId gives it to a company.',
    input: lockParams
      .partial()
      .extend({ Pid: lockParams.shape.Pid, Name: lockParams.shape.Name, Type: lockParams.shape.Type }),
    output: createdOutput,
  }),
  EditLock: defineAction({
    method: 'POST',
    area: 'platform',
    permission: 'platform.manage',
    summary:
      "Changes the given fields of a lock (each settings group whole) and returns the stored record. Another CompanyId is refused (409 on CompanyId, naming the points) while access points of the lock's present company use it.",
    input: lockParams.partial().extend({ LockId: id() }),
    output: platformLockRecord,
  }),
  DeleteLock: defineAction({
    method: 'POST',
    area: 'platform',
    permission: 'platform.manage',
    summary: 'Deletes a lock; refused (409, naming the points) while access points of its company use it.',
    input: z.object({ LockId: id() }),
    output: emptyOutput,
  }),
};

/** The platform's locks (Set A: /locks). */
export const platformLockEntity = defineEntity(platformLockActions, {
  platform: {
    locks: {
      list: 'GetPlatformLocks',
      one: { action: 'GetPlatformLock', idParam: 'LockId' },
      create: 'RegisterLock',
      update: { action: 'EditLock', idParam: 'LockId' },
      delete: { action: 'DeleteLock', idParam: 'LockId' },
    },
  },
});
