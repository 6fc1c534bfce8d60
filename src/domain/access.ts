import { z } from 'zod';
import { ALL_ZERO_ID, flag, id, nullableText, queryInteger, requiredId, requiredText, storableYear, text } from './fields';
import { validation, withArgs } from './messages';
import { createdOutput, defineAction, emptyOutput, listInput, listOutput, toParams } from './protocol';
import { defineEntity } from './resource';

/**
 * The access section (spec sections 2, 3, 5, 7, 9): access objects (residential complexes), their
 * perimeters (nested; `parentId` is the all-zero identifier directly under the object), the access points
 * in perimeters, and the locks a company may put on a point.
 *
 * Each entity has `<entity>Fields` (the form's fields, camelCase), `<entity>Form` (the form schema),
 * `<entity>Defaults` (the create form's initial values) and Actions whose parameters are the same schemas
 * under PascalCase names (`displayName` -> `DisplayName`). Creates need only the required fields: the
 * server fills the rest from the defaults. Edits take the record's `Id` and only the changed fields;
 * nested objects (`DefaultKeySettings`, `KeyUsage`, `GeoRestriction`) are always sent whole.
 */

export { ALL_ZERO_ID };

// ---------------------------------------------------------------------------------------------------
// Field helpers

/**
 * A number between `min` and `max` inclusive. For whole numbers the messages name the nearest value
 * outside the range, so 'Value must be more than -1' says exactly 'zero or more'; for fractions (a
 * latitude) they name the bound itself, which is allowed: 'Value must be at most 90'.
 */
const boundedNumber = ({ min, max, int = true }: { min: number; max: number; int?: boolean }) => {
  const number = z.number({ error: validation.number });
  return int
    ? number
        .int({ error: validation.number })
        .min(min, { error: withArgs(validation.moreThan, { min: min - 1 }) })
        .max(max, { error: withArgs(validation.lessThan, { max: max + 1 }) })
    : number.min(min, { error: withArgs(validation.atLeast, { min }) }).max(max, { error: withArgs(validation.atMost, { max }) });
};

const nullableNumber = (range: Parameters<typeof boundedNumber>[0]) =>
  boundedNumber(range)
    .nullish()
    .transform((value) => value ?? null);

/** A calendar date, `YYYY-MM-DD`; empty or absent becomes null. */
const nullableDate = () =>
  text({ trim: true })
    .nullish()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || (z.iso.date().safeParse(value).success && storableYear(value)), {
      error: validation.invalid,
    });

/** A list of distinct short texts (categories, transports). */
const textList = ({ maxItems = 20, maxLength = 50 } = {}) =>
  z
    .array(requiredText({ max: maxLength }))
    .max(maxItems, { error: withArgs(validation.maxLength, { max: maxItems }) })
    .superRefine((items, ctx) => {
      items.forEach((item, index) => {
        if (items.findIndex((other) => other.toLowerCase() === item.toLowerCase()) !== index) {
          ctx.addIssue({ code: 'custom', path: [index], message: validation.unique });
        }
      });
    });

/** Physical limits: a door held open at most 10 minutes, distances in whole metres. */
export const MAX_OPEN_TIME_MS = 600_000;
export const MAX_DISTANCE_M = 1_000;
export const MAX_GEO_RADIUS_M = 100_000;
const timeMs = () => boundedNumber({ min: 0, max: MAX_OPEN_TIME_MS });
const distanceM = () => boundedNumber({ min: 0, max: MAX_DISTANCE_M });

// ---------------------------------------------------------------------------------------------------
// Access objects

/** Access object (residential complex), spec section 3. */
export const accessObjectFields = {
  displayName: requiredText(),
  description: nullableText({ max: 2000, multiline: true }),
  categories: textList(),
  /** An image's address (URL). */
  image: nullableText({ max: 2000 }),
  userDisplayName: nullableText(),
  additionalInfo: nullableText({ max: 2000, multiline: true }),
  heading: nullableText(),
  comment: nullableText({ max: 2000, multiline: true }),
};
export const accessObjectForm = z.object(accessObjectFields);
export type AccessObjectForm = z.input<typeof accessObjectForm>;
export const accessObjectDefaults = {
  displayName: '',
  description: null,
  categories: [],
  image: null,
  userDisplayName: null,
  additionalInfo: null,
  heading: null,
  comment: null,
} satisfies AccessObjectForm;

export const accessObjectRecord = z.object({
  id: z.string(),
  displayName: z.string(),
  description: z.string().nullable(),
  categories: z.array(z.string()),
  image: z.string().nullable(),
  userDisplayName: z.string().nullable(),
  additionalInfo: z.string().nullable(),
  heading: z.string().nullable(),
  comment: z.string().nullable(),
  created: z.string(),
});
export type AccessObjectRecord = z.infer<typeof accessObjectRecord>;
export const accessObjectSortFields = ['displayName', 'created'] as const;

// ---------------------------------------------------------------------------------------------------
// Perimeters

/** Perimeter, spec section 3. `parentId` is ALL_ZERO_ID for a perimeter directly under its object. */
export const perimeterFields = {
  displayName: requiredText(),
  accessObjectId: requiredId(),
  parentId: requiredId(),
  description: nullableText({ max: 2000, multiline: true }),
  restrictPassPermanentKeys: flag(),
  restrictPassTemporaryKeys: flag(),
};
export const perimeterForm = z.object(perimeterFields);
export type PerimeterForm = z.input<typeof perimeterForm>;
/** The create form's values; the page sets `accessObjectId` and `parentId` from its query parameters. */
export const perimeterDefaults = {
  displayName: '',
  accessObjectId: '',
  parentId: ALL_ZERO_ID,
  description: null,
  restrictPassPermanentKeys: false,
  restrictPassTemporaryKeys: false,
} satisfies PerimeterForm;

export const perimeterRecord = z.object({
  id: z.string(),
  displayName: z.string(),
  accessObjectId: z.string(),
  /** ALL_ZERO_ID when directly under the object. */
  parentId: z.string(),
  description: z.string().nullable(),
  restrictPassPermanentKeys: z.boolean(),
  restrictPassTemporaryKeys: z.boolean(),
  created: z.string(),
});
export type PerimeterRecord = z.infer<typeof perimeterRecord>;
export const perimeterSortFields = ['displayName', 'created'] as const;

// ---------------------------------------------------------------------------------------------------
// Access points

export const accessPointTypes = ['Default', 'default', 'entrance', 'exit'] as const;
export type AccessPointType = (typeof accessPointTypes)[number];

export const restrictionTypes = ['boolean', 'timeSpan', 'int'] as const;
export type RestrictionType = (typeof restrictionTypes)[number];

/** The restrictions the platform knows, with the type each must have (spec section 9). */
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
  ({ MaxOpenedTime: MAX_OPEN_TIME_MS, MinOpenedTime: MAX_OPEN_TIME_MS, MaxActiveDistance: MAX_DISTANCE_M, MinActiveDistance: MAX_DISTANCE_M })[
    key
  ] ?? MAX_RESTRICTION_NUMBER;
/** Pairs whose minimum may not be above the maximum. */
const restrictionRanges = [
  ['MinOpenedTime', 'MaxOpenedTime'],
  ['MinActiveDistance', 'MaxActiveDistance'],
] as const;

/** A new point's key restrictions (spec section 9). Values are text as the platform stores them. */
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
        else if (value > max) ctx.addIssue({ code: 'custom', path: ['value'], message: withArgs(validation.lessThan, { max: max + 1 }) });
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
 * Access point, spec section 3 with the extended form. The base form's "allow opening by call" and
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
export type AccessPointTreeItem = z.infer<typeof accessPointTreeItem>;
export const accessPointSortFields = ['displayName', 'created'] as const;

// ---------------------------------------------------------------------------------------------------
// Locks a company may use, and the platform's access point list

export const lockOption = z.object({
  id: z.string(),
  /** The identifier printed on the lock. */
  pid: z.string(),
  name: z.string(),
  type: z.string(),
});
export type LockOption = z.infer<typeof lockOption>;
export const lockSortFields = ['pid', 'name'] as const;

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
export type AccessPointListItem = z.infer<typeof accessPointListItem>;
export const accessPointListSortFields = ['company', 'lockPid', 'installationSite', 'installationDate'] as const;

// ---------------------------------------------------------------------------------------------------
// Actions

/** The tree needs every node: without `Limit` these lists return all items (up to TREE_LIMIT). */
export const TREE_LIMIT = 100_000;
const treeListInput = listInput.extend({
  Limit: queryInteger({ min: 1, max: TREE_LIMIT }).default(TREE_LIMIT),
});

/**
 * An entity's fields as Action parameters. A create needs only the required ones (the server fills the
 * rest from the defaults): all optional, then the required ones as they are (with their own messages).
 */
const accessObjectParams = z.object(toParams(accessObjectFields));
const perimeterParams = z.object(toParams(perimeterFields));
const accessPointParams = z.object(toParams(accessPointFields));
const pick = <Shape extends z.ZodRawShape, Name extends keyof Shape>(params: z.ZodObject<Shape>, ...names: Name[]) =>
  Object.fromEntries(names.map((name) => [name, params.shape[name]])) as Pick<Shape, Name>;

/** Edit parameters: the record's Id and only the fields that changed. */
const editParams = <Params extends z.ZodObject>(params: Params) => params.partial().extend({ Id: id() });

export const accessActions = {
  GetAccessObjects: defineAction({
    method: 'GET',
    area: 'company',
    summary:
      "Lists the company's access objects (the tree's roots): search in the name, sort by displayName or created; all of them unless `Limit` is given.",
    input: treeListInput,
    output: listOutput(accessObjectRecord),
  }),
  GetAccessObject: defineAction({
    method: 'GET',
    area: 'company',
    summary: 'One access object of the company. 404 when it is not the company’s.',
    input: z.object({ AccessObjectId: id() }),
    output: accessObjectRecord,
  }),
  CreateAccessObject: defineAction({
    method: 'POST',
    area: 'company',
    summary: 'Adds an access object (a residential complex) to the company.',
    input: accessObjectParams.partial().extend(pick(accessObjectParams, 'DisplayName')),
    output: createdOutput,
  }),
  EditAccessObject: defineAction({
    method: 'POST',
    area: 'company',
    summary: 'Changes the given fields of an access object and returns the stored record.',
    input: editParams(accessObjectParams),
    output: accessObjectRecord,
  }),
  DeleteAccessObject: defineAction({
    method: 'POST',
    area: 'company',
    summary: 'Deletes an access object. 409 while it still has perimeters.',
    input: z.object({ Id: id() }),
    output: emptyOutput,
  }),

  GetAccessPerimeters: defineAction({
    method: 'GET',
    area: 'company',
    summary:
      "Lists the perimeters of one of the company's access objects, all levels (the console fetches them per object and builds the tree from `parentId`); all of them unless `Limit` is given. 404 for another company's object.",
    input: treeListInput.extend({ AccessObjectId: id() }),
    output: listOutput(perimeterRecord),
  }),
  GetAccessPerimeter: defineAction({
    method: 'GET',
    area: 'company',
    summary: 'One perimeter of the company. 404 when it is not the company’s.',
    input: z.object({ AccessPerimeterId: id() }),
    output: perimeterRecord,
  }),
  CreateAccessPerimeter: defineAction({
    method: 'POST',
    area: 'company',
    summary:
      'Adds a perimeter to an access object, under `ParentId` (a perimeter of the same object, or the all-zero identifier for directly under the object).',
    input: perimeterParams.partial().extend(pick(perimeterParams, 'DisplayName', 'AccessObjectId', 'ParentId')),
    output: createdOutput,
  }),
  EditAccessPerimeter: defineAction({
    method: 'POST',
    area: 'company',
    summary:
      'Changes the given fields of a perimeter and returns the stored record. Moving it to another object takes its child perimeters along; it cannot go under itself or its descendants.',
    input: editParams(perimeterParams),
    output: perimeterRecord,
  }),
  DeleteAccessPerimeter: defineAction({
    method: 'POST',
    area: 'company',
    summary: 'Deletes a perimeter. 409 while it still has child perimeters or access points.',
    input: z.object({ Id: id() }),
    output: emptyOutput,
  }),

  GetAllAccessPoints: defineAction({
    method: 'GET',
    area: 'company',
    summary:
      "Lists the company's access points with what the tree needs (id, displayName, perimeterId, accessObjectId, lockId, type): search in the name; all of them unless `Limit` is given.",
    input: treeListInput,
    output: listOutput(accessPointTreeItem),
  }),
  GetAccessPoint: defineAction({
    method: 'GET',
    area: 'company',
    summary: 'One access point of the company with every field of the extended form. 404 when it is not the company’s.',
    input: z.object({ AccessPointId: id() }),
    output: accessPointRecord,
  }),
  CreateAccessPoint: defineAction({
    method: 'POST',
    area: 'company',
    summary:
      'Adds an access point to one of the company’s perimeters, on a lock the company may use (else 400 on `LockId`).',
    input: accessPointParams.partial().extend(pick(accessPointParams, 'DisplayName', 'LockId', 'PerimeterId')),
    output: createdOutput,
  }),
  EditAccessPoint: defineAction({
    method: 'POST',
    area: 'company',
    summary: 'Changes the given fields of an access point and returns the stored record.',
    input: editParams(accessPointParams),
    output: accessPointRecord,
  }),
  DeleteAccessPoint: defineAction({
    method: 'POST',
    area: 'company',
    summary: 'Deletes an access point.',
    input: z.object({ Id: id() }),
    output: emptyOutput,
  }),

  GetLocks: defineAction({
    method: 'GET',
    area: 'company',
    summary:
      'Lists the locks the company may put on its access points: search in the identifier and name, sort by pid or name, paged; `Id` fetches one.',
    input: listInput.extend({ Id: id().optional() }),
    output: listOutput(lockOption),
  }),

  GetAccessPoints: defineAction({
    method: 'GET',
    area: 'platform',
    summary:
      'Lists the access points of every company (company, lock ID, installation site, installation date, comment): search in all of them, sort, paged.',
    input: listInput,
    output: listOutput(accessPointListItem),
  }),
};

/** The contract's access Actions and the console resources they serve. */
export const accessEntity = defineEntity(accessActions, {
  company: {
    access_objects: {
      one: { action: 'GetAccessObject', idParam: 'AccessObjectId' },
      create: 'CreateAccessObject',
      update: { action: 'EditAccessObject', idParam: 'Id' },
      delete: { action: 'DeleteAccessObject', idParam: 'Id' },
    },
    access_perimeters: {
      one: { action: 'GetAccessPerimeter', idParam: 'AccessPerimeterId' },
      create: 'CreateAccessPerimeter',
      update: { action: 'EditAccessPerimeter', idParam: 'Id' },
      delete: { action: 'DeleteAccessPerimeter', idParam: 'Id' },
    },
    access_points: {
      one: { action: 'GetAccessPoint', idParam: 'AccessPointId' },
      create: 'CreateAccessPoint',
      update: { action: 'EditAccessPoint', idParam: 'Id' },
      delete: { action: 'DeleteAccessPoint', idParam: 'Id' },
    },
    /** The locks a company may put on its access points (the point form's lock selector). */
    access_locks: {
      list: 'GetLocks',
      one: { action: 'GetLocks', idParam: 'Id' },
    },
  },
  platform: {
    /** Every company's access points, read-only. */
    access_points: { list: 'GetAccessPoints' },
  },
});
