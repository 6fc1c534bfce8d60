import { z } from 'zod';
import { nullableDate } from './access-common';
import { deviceState, deviceStatuses } from './device';
import { id, nullableText, requiredText, text } from './fields';
import { validation } from './messages';
import { nullablePhone } from './phone';
import { createdOutput, defineAction, emptyOutput, listInput, listOutput, toParams } from './protocol';
import { defineEntity } from './resource';

/**
 * Door controllers of a company (Set B: /controllers; Controller): the device's secure ID,
 * where it is installed, its SIM's phone, the installation date, a comment, and the controller on the
 * other side of the same passage (its backside). Online or offline from when it last reported (device.ts).
 */

/** A secure ID: 16 hexadecimal digits, the identifier the controller authenticates with. */
export const SECURE_ID_DIGITS = 16;
const SECURE_ID = new RegExp(`^[0-9A-F]{${SECURE_ID_DIGITS}}$`);

export const controllerMessages = {
  secureId: 'controllers.validation.secureId',
  secureIdTaken: 'controllers.errors.secureIdTaken',
  backsideSelf: 'controllers.errors.backsideSelf',
  unknownBackside: 'controllers.errors.unknownBackside',
  backsideCycle: 'controllers.errors.backsideCycle',
  isBackside: 'controllers.errors.isBackside',
} as const;

/**
 * The secure ID as printed or read out ("a1b2 c3d4-e5f6:0718"): spaces, dashes and colons between the
 * digits are dropped and the letters stored upper case, so one controller has one spelling.
 */
export const secureId = () =>
  text({ trim: true, error: validation.required })
    .min(1, { error: validation.required })
    .transform((value) => value.replace(/[\s:-]/g, '').toUpperCase())
    .refine((value) => SECURE_ID.test(value), { error: controllerMessages.secureId })
    .meta({ examples: ['0123456789ABCDEF'] });

/** The controller form. */
export const controllerFields = {
  secureId: secureId(),
  installationLocation: requiredText(),
  controllerPhoneNumber: nullablePhone(),
  /** `YYYY-MM-DD`, or null when not known. */
  installationDate: nullableDate(),
  comment: nullableText({ max: 1000, multiline: true }),
  /** Another controller of the company, on the other side of the passage; never itself, never a loop. */
  backsideControllerId: id()
    .nullish()
    .transform((value) => value ?? null),
};
export const controllerForm = z.object(controllerFields);
export type ControllerForm = z.input<typeof controllerForm>;

export const controllerDefaults = {
  secureId: '',
  installationLocation: '',
  controllerPhoneNumber: null,
  installationDate: null,
  comment: null,
  backsideControllerId: null,
} satisfies ControllerForm;

/** A controller that names another as its backside. */
const controllerRef = z.object({ id: z.string(), secureId: z.string(), installationLocation: z.string() });
export type ControllerRef = z.infer<typeof controllerRef>;

export const controllerRecord = z.object({
  id: z.string(),
  secureId: z.string(),
  installationLocation: z.string(),
  controllerPhoneNumber: z.string().nullable(),
  installationDate: z.string().nullable(),
  comment: z.string().nullable(),
  backsideControllerId: z.string().nullable(),
  /** The backside's secure ID, to name it without another request. */
  backsideSecureId: z.string().nullable(),
  /** The controllers whose backside this one is: while any, it is not deleted. */
  backsideOf: z.array(controllerRef),
  ...deviceState,
  /** When its device token was issued; null: it has none. The token itself is never returned. */
  tokenIssued: z.string().nullable(),
  created: z.string(),
});
export type ControllerRecord = z.infer<typeof controllerRecord>;

export const controllerSortFields = [
  'secureId',
  'installationLocation',
  'installationDate',
  'lastSeen',
  'created',
] as const;

const controllerParams = z.object(toParams(controllerFields));

export const controllerActions = {
  GetControllers: defineAction({
    method: 'GET',
    area: 'company',
    permission: 'devices.view',
    summary:
      "Lists the company's controllers with their backside and online state (seen within the last DEVICE_ONLINE_MINUTES): search in secure ID, installation location and phone; `Status` online or offline; sort, paged; `ControllerId` fetches one; `BacksideFor` lists the controllers that may be that controller's backside (not itself, none whose backside chain leads back to it).",
    input: listInput.extend({
      ControllerId: id().optional(),
      Status: z.enum(deviceStatuses).optional(),
      BacksideFor: id().optional(),
    }),
    output: listOutput(controllerRecord),
  }),
  AddController: defineAction({
    method: 'POST',
    creates: true,
    area: 'company',
    permission: 'devices.manage',
    summary:
      "Registers a controller of the company: SecureId (16 hexadecimal digits, unique on the platform, else 409 on SecureId) and InstallationLocation are required. BacksideControllerId must be another of the company's controllers (else 400 on it).",
    input: controllerParams,
    output: createdOutput,
  }),
  EditController: defineAction({
    method: 'POST',
    area: 'company',
    permission: 'devices.manage',
    summary:
      "Changes the given fields of one of the company's controllers and returns the stored record. A BacksideControllerId naming the controller itself or not one of the company's is refused (400 on it); one whose backside chain leads back to this controller is refused too (400 on it, naming the loop).",
    input: controllerParams.partial().extend({ ControllerId: id() }),
    output: controllerRecord,
  }),
  DeleteController: defineAction({
    method: 'POST',
    area: 'company',
    permission: 'devices.manage',
    summary:
      "Deletes one of the company's controllers; refused (409, naming them) while other controllers have it as their backside: clear theirs first.",
    input: z.object({ ControllerId: id() }),
    output: emptyOutput,
  }),
  IssueControllerToken: defineAction({
    method: 'POST',
    area: 'company',
    permission: 'devices.manage',
    summary:
      "Gives one of the company's controllers a new device token (for `Authorization: CONTROLLER <ControllerId>:<token>`), returned this once (only its hash is stored); the previous one stops working at once. 404 when it is not the company's.",
    input: z.object({ ControllerId: id() }),
    output: z.object({ token: z.string() }),
  }),
  RevokeControllerToken: defineAction({
    method: 'POST',
    area: 'company',
    permission: 'devices.manage',
    summary:
      "Revokes the device token of one of the company's controllers: its calls are refused until a new one is issued. 404 when it is not the company's.",
    input: z.object({ ControllerId: id() }),
    output: emptyOutput,
  }),
};

/** Controllers (Set B: /controllers). */
export const controllerEntity = defineEntity(controllerActions, {
  company: {
    controllers: {
      list: 'GetControllers',
      one: { action: 'GetControllers', idParam: 'ControllerId' },
      create: 'AddController',
      update: { action: 'EditController', idParam: 'ControllerId' },
      delete: { action: 'DeleteController', idParam: 'ControllerId' },
    },
  },
});
