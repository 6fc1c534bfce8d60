import { z } from 'zod';
import { id, nullableDateTime, nullableText, requiredId, requiredText } from './fields';
import { validation } from './messages';
import { nullablePhone } from './phone';
import { defineAction, listInput, listOutput, toParamName, toParams } from './protocol';
import { defineEntity } from './resource';

/**
 * Access rights: who may pass where, with which car, for how long. A right covers one
 * access point, or a perimeter or an access object, meaning every point below it (the access tree). Its
 * status is never stored: it follows from its dates and its revocation at the moment it is read.
 */

export const accessRightTypes = ['permanent', 'temporary', 'guest', 'vehicle'] as const;
export type AccessRightType = (typeof accessRightTypes)[number];

export const accessRightStatuses = ['active', 'scheduled', 'expired', 'revoked'] as const;
export type AccessRightStatus = (typeof accessRightStatuses)[number];

/** What a right (or a guest pass) covers: one point, or every point below a perimeter or an object. */
export const accessTargetKinds = ['object', 'perimeter', 'point'] as const;
export type AccessTargetKind = (typeof accessTargetKinds)[number];

export const accessRightMessages = {
  carNumberRequired: 'resources.access_rights.validation.carNumberRequired',
  activeToRequired: 'resources.access_rights.validation.activeToRequired',
  periodOrder: 'resources.access_rights.validation.periodOrder',
  targetNotFound: 'resources.access_rights.errors.targetNotFound',
  ownerNotFound: 'resources.access_rights.errors.ownerNotFound',
  addressNotFound: 'resources.access_rights.errors.addressNotFound',
  alreadyRevoked: 'resources.access_rights.errors.alreadyRevoked',
} as const;

export const accessRightFields = {
  name: requiredText(),
  phone: nullablePhone(),
  type: z.enum(accessRightTypes, { error: validation.required }),
  /** An access point, a perimeter or an access object of the company. */
  targetId: requiredId(),
  /** The abonent who granted it. */
  ownerId: id()
    .nullish()
    .transform((value) => value ?? null),
  addressId: id()
    .nullish()
    .transform((value) => value ?? null),
  activeFrom: nullableDateTime(),
  activeTo: nullableDateTime(),
  carModel: nullableText({ max: 60 }),
  carNumber: nullableText({ max: 20 }),
};

type RightShape = {
  type?: AccessRightType;
  activeFrom?: string | null;
  activeTo?: string | null;
  carNumber?: string | null;
};

/**
 * What a right's fields must say together: a vehicle has its car number, a temporary or guest right
 * its end, and a period starts before it ends. Used on the form, the create's parameters and an edit
 * merged with what is stored.
 */
export const accessRightIssues = (right: RightShape) => {
  const issues: { field: keyof RightShape; message: string }[] = [];
  if (right.type === 'vehicle' && !right.carNumber)
    issues.push({ field: 'carNumber', message: accessRightMessages.carNumberRequired });
  if ((right.type === 'temporary' || right.type === 'guest') && !right.activeTo) {
    issues.push({ field: 'activeTo', message: accessRightMessages.activeToRequired });
  }
  if (right.activeFrom && right.activeTo && Date.parse(right.activeFrom) >= Date.parse(right.activeTo)) {
    issues.push({ field: 'activeTo', message: accessRightMessages.periodOrder });
  }
  return issues;
};

export const accessRightForm = z.object(accessRightFields).superRefine((right, ctx) => {
  for (const { field, message } of accessRightIssues(right)) ctx.addIssue({ code: 'custom', path: [field], message });
});
export type AccessRightForm = z.input<typeof accessRightForm>;

export const accessRightDefaults = {
  name: '',
  phone: null,
  type: 'permanent',
  targetId: '',
  ownerId: null,
  addressId: null,
  activeFrom: null,
  activeTo: null,
  carModel: null,
  carNumber: null,
} satisfies AccessRightForm;

export const accessRightRecord = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  type: z.enum(accessRightTypes),
  targetId: z.string(),
  targetKind: z.enum(accessTargetKinds),
  /** The target's path: object › perimeter › … › point. */
  target: z.string(),
  ownerId: z.string().nullable(),
  owner: z.string().nullable(),
  addressId: z.string().nullable(),
  address: z.string().nullable(),
  status: z.enum(accessRightStatuses),
  activeFrom: z.string().nullable(),
  activeTo: z.string().nullable(),
  revokedAt: z.string().nullable(),
  carModel: z.string().nullable(),
  carNumber: z.string().nullable(),
  created: z.string(),
});
export type AccessRightRecord = z.infer<typeof accessRightRecord>;

/** An access point, perimeter or object as a right's target, named by its whole path. */
export const accessTargetRecord = z.object({ id: z.string(), kind: z.enum(accessTargetKinds), name: z.string() });

/** What saving a right over a target would grant: how many points (a few of them by name), to how many people. */
export const accessImpactRecord = z.object({
  kind: z.enum(accessTargetKinds),
  points: z.number().int(),
  examples: z.array(z.string()),
  people: z.number().int(),
});
export type AccessImpactRecord = z.infer<typeof accessImpactRecord>;

/** How someone passes a point: an access right, a guest pass, or an abonent (zone, keys, cards). */
export const passerKinds = ['right', 'guestPass', 'abonent'] as const;

/**
 * One reason in the who-can-pass answer: a translation key under `resources.access_rights.why` with its
 * arguments (a key's title, a zone's path, an end date).
 */
export const passReason = z.object({ key: z.string(), args: z.record(z.string(), z.union([z.string(), z.number()])) });
export type PassReason = z.infer<typeof passReason>;

export const passerRecord = z.object({
  id: z.string(),
  kind: z.enum(passerKinds),
  name: z.string(),
  phone: z.string().nullable(),
  carNumber: z.string().nullable(),
  /** The record to open: the right, the guest pass or the abonent. */
  recordId: z.string(),
  /** Whether they pass at that moment; an abonent of the zone may be stopped (no working key, out of hours). */
  passes: z.boolean(),
  /** Why (or why not), in order: the grant, then what narrows it. */
  reasons: z.array(passReason),
});
export type PasserRecord = z.infer<typeof passerRecord>;

export const accessRightSortFields = ['name', 'type', 'activeFrom', 'activeTo', 'created'] as const;

const rightParams = z.object(toParams(accessRightFields));
type RightParams = z.output<typeof rightParams>;

/** The issues of a right's parameters, under their parameter names. */
export const paramRightIssues = (params: Partial<RightParams>, ctx: z.RefinementCtx) => {
  const right = {
    type: params.Type,
    activeFrom: params.ActiveFrom,
    activeTo: params.ActiveTo,
    carNumber: params.CarNumber,
  };
  for (const { field, message } of accessRightIssues(right))
    ctx.addIssue({ code: 'custom', path: [toParamName(field)], message });
};

export const accessRightActions = {
  GetAccessRights: defineAction({
    method: 'GET',
    area: 'company',
    permission: 'guests.view',
    summary:
      "Lists the company's access rights with their status as of now (active, scheduled, expired, revoked): search in name, phone and car number (Cyrillic and Latin look-alike letters alike), filter by Status, Type, OwnerId and AccessPointId (the rights that cover that point, directly or through a perimeter or object above it), sort, paged; `Id` fetches one.",
    input: listInput.extend({
      Id: id().optional(),
      Status: z.enum(accessRightStatuses).optional(),
      Type: z.enum(accessRightTypes).optional(),
      OwnerId: id().optional(),
      AccessPointId: id().optional(),
    }),
    output: listOutput(accessRightRecord),
  }),
  AddAccessRight: defineAction({
    method: 'POST',
    creates: true,
    area: 'company',
    permission: 'guests.manage',
    summary:
      'Grants an access right over one of the company’s points, perimeters or objects (TargetId). A vehicle needs CarNumber, a temporary or guest right ActiveTo; ActiveFrom before ActiveTo. 400 when the target, owner or address is not the company’s.',
    input: rightParams.superRefine(paramRightIssues),
    output: z.object({ id: z.string() }),
  }),
  EditAccessRight: defineAction({
    method: 'POST',
    area: 'company',
    permission: 'guests.manage',
    summary:
      'Changes the given fields of one of the company’s access rights (checked together with what is stored) and returns it.',
    input: rightParams.partial().extend({ AccessRightId: id() }),
    output: accessRightRecord,
  }),
  RevokeAccessRight: defineAction({
    method: 'POST',
    area: 'company',
    permission: 'guests.manage',
    summary: 'Revokes one of the company’s access rights at once and returns it; 409 when it is already revoked.',
    input: z.object({ AccessRightId: id() }),
    output: accessRightRecord,
  }),
  GetAccessTargets: defineAction({
    method: 'GET',
    area: 'company',
    permission: 'guests.view',
    summary:
      "Lists the company's access objects, perimeters and points by path (object › perimeter › … › point), as what a right or guest pass covers: search in any part of the path, filter by Kind, paged; `Id` fetches one.",
    input: listInput.extend({
      Id: id().optional(),
      Kind: z.enum(accessTargetKinds).optional(),
      Sort: z.enum(['name'], { error: validation.invalid }).optional(),
    }),
    output: listOutput(accessTargetRecord),
  }),
  GetAccessImpact: defineAction({
    method: 'GET',
    area: 'company',
    permission: 'property.view',
    summary:
      'What a right over TargetId grants: the number of access points below it (up to five named) and the people it lets through (one). 404 when the target is not the company’s.',
    input: z.object({ TargetId: id() }),
    output: accessImpactRecord,
  }),
  GetWhoCanPass: defineAction({
    method: 'GET',
    area: 'company',
    permission: 'property.view',
    summary:
      "Who can pass one of the company's access points at a moment (At, ISO 8601; an abonent's daily hours are read in At's own offset): every access right and guest pass covering it, and every abonent whose access zone covers it, each with whether they pass and why (the grant, the working keys and cards, a perimeter's key restriction, the hours).",
    input: z.object({ AccessPointId: id(), At: z.iso.datetime({ offset: true, error: validation.invalid }) }),
    output: z.object({ point: z.string(), items: z.array(passerRecord) }),
  }),
};

/** The company's access rights (Set B: /access_rights) and the targets their selector lists. */
export const accessRightEntity = defineEntity(accessRightActions, {
  company: {
    access_rights: {
      list: 'GetAccessRights',
      one: { action: 'GetAccessRights', idParam: 'Id' },
      create: 'AddAccessRight',
      update: { action: 'EditAccessRight', idParam: 'AccessRightId' },
    },
    access_targets: { list: 'GetAccessTargets', one: { action: 'GetAccessTargets', idParam: 'Id' } },
  },
});
