import { z } from 'zod';
import { clearableText, id, requiredText, text } from './fields';
import { validation, withArgs } from './messages';
import { createdOutput, defineAction, emptyOutput, listInput, listOutput, toParams } from './protocol';
import { defineEntity } from './resource';
import { internationalPhoneNumber } from './phone';
import { ACCESS_CODE_LIMIT } from './card-code';

/**
 * Abonent: a resident of the company, with the fields of the abonent form. The
 * collections that grow or change on their own (keys, card and BLE tag IDs, intercoms) have their own
 * Actions: keys in abonent-key.ts, codes and intercoms below.
 */

/** Abonent-specific messages (translation keys in the abonents namespace). */
export const abonentMessages = {
  intervalOrder: 'resources.abonents.validation.intervalOrder',
  intervalIncomplete: 'resources.abonents.validation.intervalIncomplete',
  time: 'resources.abonents.validation.time',
  floors: 'resources.abonents.validation.floors',
  codeTaken: 'resources.abonents.errors.codeTaken',
  codeBlocked: 'resources.abonents.errors.codeBlocked',
  cardNotFound: 'resources.abonents.errors.cardNotFound',
  cardBlocked: 'resources.abonents.errors.cardBlocked',
  addressNotFound: 'resources.abonents.errors.addressNotFound',
  sipDeviceNotFound: 'resources.abonents.errors.sipDeviceNotFound',
  tariffNotFound: 'resources.abonents.errors.tariffNotFound',
  accessZoneNotFound: 'resources.abonents.errors.accessZoneNotFound',
  cameraNotFound: 'resources.abonents.errors.cameraNotFound',
} as const;

/** Floors an abonent may live on or ride to: from the deepest parking level to the tallest tower. */
export const FLOOR_MIN = -10;
export const FLOOR_MAX = 200;
/** Access-control codes are 24-bit (card-code.ts). */
export { ACCESS_CODE_LIMIT };
/** SIP apartment numbers are below this. */
export const SIP_APARTMENT_LIMIT = 10_000;

const floor = () =>
  z
    .number({ error: validation.number })
    .int({ error: validation.integer })
    .gt(FLOOR_MIN - 1, { error: withArgs(validation.moreThan, { min: FLOOR_MIN - 1 }) })
    .lt(FLOOR_MAX + 1, { error: withArgs(validation.lessThan, { max: FLOOR_MAX + 1 }) })
    .nullable()
    .optional();

/** Floors as numbers and ranges, e.g. "-1, 1-5, 9". */
const FLOORS_PATTERN = /^-?\d{1,3}(\s*-\s*-?\d{1,3})?(\s*,\s*-?\d{1,3}(\s*-\s*-?\d{1,3})?)*$/;

/** Empty input (an emptied field, '' or only spaces) as null, so that an edit can clear a value. */
const emptyAsNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

const time = () =>
  z.preprocess(
    emptyAsNull,
    text({ trim: true })
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: abonentMessages.time })
      .nullable()
      .optional(),
  );

/**
 * When the abonent's keys work each day: both ends or neither, the start before the end. A missing
 * end is said under the one that was given; the order under the end.
 */
export const accessTimeInterval = z
  .object({ start: time(), end: time() })
  .superRefine(({ start, end }, ctx) => {
    if (!start !== !end) {
      ctx.addIssue({ code: 'custom', path: [start ? 'start' : 'end'], message: abonentMessages.intervalIncomplete });
    } else if (start && end && start >= end) {
      ctx.addIssue({ code: 'custom', path: ['end'], message: abonentMessages.intervalOrder });
    }
  })
  // Neither end: access around the clock, stored as no interval (as the record shows it).
  .transform((interval) => (interval.start && interval.end ? { start: interval.start, end: interval.end } : null));
export type AccessTimeInterval = z.output<typeof accessTimeInterval>;

export const car = z.object({
  model: clearableText({ max: 60 }),
  number: requiredText({ min: 2, max: 20 }),
});

export const abonentFields = {
  name: requiredText(),
  phoneNumber: internationalPhoneNumber(),
  building: clearableText({ max: 50 }),
  room: clearableText({ max: 50 }),
  /** One of the company's addresses (spec: address, from Addresses). */
  addressId: id().nullable().optional(),
  floor: floor(),
  lowerFloor: floor(),
  allowedFloors: clearableText({ format: { pattern: FLOORS_PATTERN, message: abonentMessages.floors } }),
  digitalKeyId: clearableText({ max: 64 }),
  comment: clearableText({ max: 1000, multiline: true }),
  administrator: z.boolean().optional(),
  accessTimeInterval: accessTimeInterval.nullable().optional(),
  openOnCall: z.boolean().optional(),
  cars: z
    .array(car)
    .max(20, { error: withArgs(validation.maxLength, { max: 20 }) })
    .optional(),
  /** Where the abonent's access applies (spec: accessZone): one of the company's access objects or perimeters. */
  accessZoneId: id().nullable().optional(),
  /** The company's tariff (policy) the abonent is on. */
  tariffId: id().nullable().optional(),
  /** The company's cameras the abonent may watch. */
  cameraIds: z
    .array(id())
    .max(50, { error: withArgs(validation.maxLength, { max: 50 }) })
    .optional(),
  /** The company's SIP devices (intercom panels) that call the abonent. */
  sipDeviceIds: z
    .array(id())
    .max(50, { error: withArgs(validation.maxLength, { max: 50 }) })
    .optional(),
};
export const abonentForm = z.object(abonentFields);
export type AbonentForm = z.input<typeof abonentForm>;

/**
 * One access card or BLE tag ID: decimal digits (typed or sent as a number), below 2^24. Anything but
 * digits is 'Invalid code format'; a bigger number the range message.
 */
export const accessCode = () =>
  z
    .union([z.string(), z.number()], { error: validation.codeFormat })
    .transform((value) => String(value).trim())
    .pipe(z.string().regex(/^\d+$/, { error: validation.codeFormat }))
    .refine((value) => Number(value) < ACCESS_CODE_LIMIT, { error: validation.accessCode })
    .transform(Number);

/** The abonent's card and BLE tag IDs: each valid, none twice (the duplicate is marked, not the first). */
export const accessCodes = z
  .array(accessCode())
  .max(100, { error: withArgs(validation.maxLength, { max: 100 }) })
  .superRefine((codes, ctx) => {
    const seen = new Set<number>();
    codes.forEach((code, index) => {
      if (seen.has(code)) ctx.addIssue({ code: 'custom', path: [index], message: validation.unique });
      seen.add(code);
    });
  });

export const codesForm = z.object({ accessCardAndBleTagId: accessCodes });

/** A lost card or tag, blocked: kept on the abonent, refused at every door. */
export const blockedCard = z.object({
  code: z.number().int(),
  blockedAt: z.string(),
  /** Who blocked it; null once that user is gone. */
  blockedBy: z.string().nullable(),
});
export type BlockedCard = z.infer<typeof blockedCard>;

export const intercomFields = {
  intercomName: requiredText({ min: 1, max: 100 }),
  apartment: z
    .number({ error: (issue) => (issue.input === undefined ? validation.required : validation.number) })
    .int({ error: validation.integer })
    .gt(0, { error: withArgs(validation.moreThan, { min: 0 }) })
    .lt(SIP_APARTMENT_LIMIT, { error: validation.sipApartment }),
};
export const intercomForm = z.object(intercomFields);

export const intercomRecord = z.object({ id: z.string(), intercomName: z.string(), apartment: z.number().int() });
export type IntercomRecord = z.infer<typeof intercomRecord>;

/**
 * An abonent as a list shows it: the abonent's own fields. What is gathered from other tables (codes,
 * intercoms, links, the names of the zone and tariff, key counts) is in the whole record only: each
 * of those took a query per row, which made a page of 12 abonents cost what 150 rows of their own do.
 */
export const abonentRow = z.object({
  id: z.string(),
  name: z.string(),
  phoneNumber: z.string(),
  building: z.string().nullable(),
  room: z.string().nullable(),
  addressId: z.string().nullable(),
  /** The address's value, for showing the selection. */
  address: z.string().nullable(),
  floor: z.number().int().nullable(),
  lowerFloor: z.number().int().nullable(),
  allowedFloors: z.string().nullable(),
  digitalKeyId: z.string().nullable(),
  comment: z.string().nullable(),
  administrator: z.boolean(),
  accessTimeInterval: z.object({ start: z.string(), end: z.string() }).nullable(),
  openOnCall: z.boolean(),
  cars: z.array(z.object({ model: z.string().optional(), number: z.string() })),
  accessZoneId: z.string().nullable(),
  tariffId: z.string().nullable(),
  created: z.string(),
});
export type AbonentRow = z.infer<typeof abonentRow>;

/** The whole abonent: its own fields and everything it has or is linked to. */
export const abonentRecord = abonentRow.extend({
  /** The cards and tags that open doors. */
  accessCardAndBleTagId: z.array(z.number().int()),
  blockedCards: z.array(blockedCard),
  intercoms: z.array(intercomRecord),
  /** The access zone's name: the object's, or the perimeter's path (object › perimeter › … › perimeter). */
  accessZone: z.string().nullable(),
  /** The tariff's name (its revision in force), for showing the selection. */
  tariff: z.string().nullable(),
  cameraIds: z.array(z.string()),
  /** The linked cameras (spec: cameraName) and SIP devices with their names, for showing the selection. */
  cameras: z.array(z.object({ id: z.string(), name: z.string() })),
  sipDeviceIds: z.array(z.string()),
  sipDevices: z.array(z.object({ id: z.string(), name: z.string() })),
  permanentKeys: z.number().int(),
  temporaryKeys: z.number().int(),
});
export type AbonentRecord = z.infer<typeof abonentRecord>;

/** An access zone an abonent can be given: an access object (residential complex) or a perimeter in one. */
export const accessZoneRecord = z.object({
  id: z.string(),
  kind: z.enum(['object', 'perimeter']),
  /** The object's name, or the perimeter's whole path: "object › perimeter › … › perimeter". */
  name: z.string(),
});
export type AccessZoneRecord = z.infer<typeof accessZoneRecord>;

export const abonentSortFields = ['name', 'phoneNumber', 'building', 'room', 'created'] as const;

export const abonentActions = {
  GetAbonents: defineAction({
    method: 'GET',
    area: 'company',
    permission: 'residents.view',
    summary:
      "Lists the company's abonents with their own fields (GetAbonentDetails gives the whole records): search in name, phone, building and room, or by a card or BLE tag ID (the whole number), sort by name, phone, building, room or created, paged.",
    input: listInput,
    output: listOutput(abonentRow),
  }),
  GetAbonentDetails: defineAction({
    method: 'GET',
    area: 'company',
    permission: 'residents.view',
    summary:
      "Lists the company's abonents as whole records (with their card and BLE tag IDs, intercoms, linked cameras and SIP devices, the names of their access zone and tariff, and their key counts), searched, sorted and paged as GetAbonents; `Id` fetches one.",
    input: listInput.extend({ Id: id().optional() }),
    output: listOutput(abonentRecord),
  }),
  GetAccessZones: defineAction({
    method: 'GET',
    area: 'company',
    permission: 'residents.view',
    summary:
      "Lists the company's access objects and perimeters as access zones for abonents, by name (a perimeter's is its whole path: object › perimeter › … › perimeter): search in any part of the name, paged; `Id` fetches one.",
    input: listInput.extend({ Id: id().optional(), Sort: z.enum(['name'], { error: validation.invalid }).optional() }),
    output: listOutput(accessZoneRecord),
  }),
  AddAbonent: defineAction({
    method: 'POST',
    creates: true,
    area: 'company',
    permission: 'residents.manage',
    summary:
      'Registers an abonent in the company, with its access zone, tariff, cameras and SIP devices. 400 when AddressId, AccessZoneId, TariffId or an entry of CameraIds or SipDeviceIds is not the company’s.',
    input: z.object(toParams(abonentFields)),
    output: createdOutput,
  }),
  EditAbonent: defineAction({
    method: 'POST',
    area: 'company',
    permission: 'residents.manage',
    summary:
      'Changes the given fields of one of the company’s abonents (CameraIds and SipDeviceIds replace the links) and returns the stored record.',
    input: z
      .object({ AbonentId: id(), ...toParams(abonentFields) })
      .partial()
      .required({ AbonentId: true }),
    output: abonentRecord,
  }),
  DeleteAbonent: defineAction({
    method: 'POST',
    area: 'company',
    permission: 'residents.manage',
    summary: 'Deletes one of the company’s abonents with its keys, codes and intercoms.',
    input: z.object({ AbonentId: id() }),
    output: emptyOutput,
  }),
  UpdateAbonentCodes: defineAction({
    method: 'POST',
    area: 'company',
    permission: 'residents.manage',
    summary:
      "Replaces the abonent's working access card and BLE tag IDs (each below 16777216, none twice); a new one is issued now, a kept one keeps its issue date, blocked ones stay. 409 when another abonent of the company has one of them, or it is one of the abonent's blocked cards.",
    input: z.object({ AbonentId: id(), AccessCardAndBleTagId: accessCodes }),
    output: z.object({ id: z.string(), accessCardAndBleTagId: z.array(z.number().int()) }),
  }),
  BlockAbonentCard: defineAction({
    method: 'POST',
    area: 'company',
    permission: 'residents.manage',
    summary:
      "Blocks one of the abonent's cards or tags as lost: kept on the abonent, marked with the time and who blocked it, and taken from every door's credentials. Returns the abonent. 404 when the abonent has no such card, 409 when it is blocked already.",
    input: z.object({ AbonentId: id(), Code: accessCode() }),
    output: abonentRecord,
  }),
  AddAbonentIntercom: defineAction({
    method: 'POST',
    creates: true,
    area: 'company',
    permission: 'residents.manage',
    summary: 'Adds an intercom (name and SIP apartment below 10000) to one of the company’s abonents.',
    input: z.object({ AbonentId: id(), ...toParams(intercomFields) }),
    output: createdOutput,
  }),
  DeleteAbonentIntercom: defineAction({
    method: 'POST',
    area: 'company',
    permission: 'residents.manage',
    summary: 'Deletes one intercom of one of the company’s abonents.',
    input: z.object({ IntercomId: id() }),
    output: emptyOutput,
  }),
};

/** The contract's abonent Actions and the console resources they serve. */
export const abonentEntity = defineEntity(abonentActions, {
  company: {
    abonents: {
      list: 'GetAbonents',
      one: { action: 'GetAbonentDetails', idParam: 'Id' },
      create: 'AddAbonent',
      update: { action: 'EditAbonent', idParam: 'AbonentId' },
      delete: { action: 'DeleteAbonent', idParam: 'AbonentId' },
    },
    /** The abonents as whole records, for what needs more than a list's rows (the list's export). */
    abonent_details: { list: 'GetAbonentDetails', one: { action: 'GetAbonentDetails', idParam: 'Id' } },
    // An abonent's children, each changed on its own from the abonent's page.
    abonent_intercoms: {
      create: 'AddAbonentIntercom',
      delete: { action: 'DeleteAbonentIntercom', idParam: 'IntercomId' },
    },
    abonent_codes: { update: { action: 'UpdateAbonentCodes', idParam: 'AbonentId' } },
    /** Access objects and perimeters together, for the abonent's access zone selector. */
    access_zones: { list: 'GetAccessZones', one: { action: 'GetAccessZones', idParam: 'Id' } },
  },
});
