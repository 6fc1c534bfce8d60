import { z } from 'zod';
import { id, integer, INT4_MAX, nullableText, queryInteger, requiredText } from './fields';
import { validation, withArgs } from './messages';
import { optionalMoney, optionalWholeNumber, wholeNumber } from './numbers';
import { createdOutput, defineAction, emptyOutput, listInput, listOutput, toParams } from './protocol';
import { defineEntity } from './resource';

/**
 * Tariff, kept as a tariff policy with revisions: every change is a new revision and
 * the old ones stay. The revision in force is always the latest; a rollback copies an earlier revision
 * as a new one, so the history only ever grows and says what was rolled back to.
 */

export const tariffTypes = ['monthly', 'yearly'] as const;
export type TariffType = (typeof tariffTypes)[number];

/** How long the tariff stays effective: to the end of this or the next month, or no limit ("disabled"). */
export const effectiveUntilOptions = ['disabled', 'endOfThisMonth', 'endOfNextMonth'] as const;
export type EffectiveUntil = (typeof effectiveUntilOptions)[number];

export const tariffServices = ['access', 'utilities'] as const;

/**
 * The last day a revision is effective (YYYY-MM-DD): the end of the month it was made in, or of the
 * next one; null when the limit is disabled. Months are counted in UTC.
 */
export const effectiveUntilDate = (option: EffectiveUntil, madeAt: Date): string | null => {
  if (option === 'disabled') return null;
  const monthsAhead = option === 'endOfThisMonth' ? 1 : 2;
  // Day 0 of a month is the last day of the month before it.
  const lastDay = new Date(Date.UTC(madeAt.getUTCFullYear(), madeAt.getUTCMonth() + monthsAhead, 0));
  return lastDay.toISOString().slice(0, 10);
};

/** Limits of the tariff's numbers and lists. */
export const TARIFF_LIMITS = {
  /** A package holds 1 to 9,999 keys. */
  keysInPackage: 10_000,
  /** A trial lasts 1 to 365 days. */
  trialDays: 366,
  categories: 20,
  categoryLength: 50,
} as const;

/** Without a default: an update that does not send the categories keeps them. */
const categoryList = () =>
  z
    .array(requiredText({ max: TARIFF_LIMITS.categoryLength }), { error: validation.invalid })
    .max(TARIFF_LIMITS.categories, { error: withArgs(validation.maxLength, { max: TARIFF_LIMITS.categories }) })
    // Reported on the list, where the input shows it, rather than on the repeated item.
    .refine((values) => new Set(values.map((value) => value.toLocaleLowerCase())).size === values.length, {
      error: validation.unique,
    });

const enumOf = <const Values extends readonly [string, ...string[]]>(values: Values) =>
  z.enum(values, { error: (issue) => (issue.input == null ? validation.required : validation.invalid) });

/** The fields of the tariff form, each validated alone. */
export const tariffFields = {
  displayName: requiredText(),
  /** Spelled as the platform spells it, in the form and on the wire. */
  userDispalyName: nullableText(),
  categories: categoryList().default([]),
  costPerMonth: optionalMoney(),
  costPerYear: optionalMoney(),
  keysCountInPackage: wholeNumber({ min: 0, max: TARIFF_LIMITS.keysInPackage }),
  /** Days. */
  trialPeriod: optionalWholeNumber({ min: 0, max: TARIFF_LIMITS.trialDays }),
  tariffType: enumOf(tariffTypes),
  pricePerPackage: optionalMoney(),
  pricePerExtraKey: optionalMoney(),
  effectiveUntil: enumOf(effectiveUntilOptions),
  services: z
    .array(z.enum(tariffServices, { error: validation.invalid }), { error: validation.required })
    .min(1, { error: validation.required })
    .transform((values) => tariffServices.filter((service) => values.includes(service))),
};

/** The cost that matches the tariff's type is required: a monthly service costs something per month. */
export const costOfType = { monthly: 'costPerMonth', yearly: 'costPerYear' } as const satisfies Record<
  TariffType,
  keyof typeof tariffFields
>;

export const tariffForm = z.object(tariffFields).superRefine((tariff, ctx) => {
  const cost = costOfType[tariff.tariffType];
  if (tariff[cost] === null) ctx.addIssue({ code: 'custom', path: [cost], message: validation.required });
});
export type TariffForm = z.output<typeof tariffForm>;

/** One revision of a tariff policy: the form's fields, where it sits in the history and who made it. */
export const tariffRevisionRecord = z.object({
  /** The policy's id: the same for all its revisions. */
  id: z.string(),
  revision: z.number().int(),
  /** The revision in force now (the latest). */
  currentRevision: z.number().int(),
  displayName: z.string(),
  userDispalyName: z.string().nullable(),
  categories: z.array(z.string()),
  /** Money is exact decimal text with two decimals, "1250.00". */
  costPerMonth: z.string().nullable(),
  costPerYear: z.string().nullable(),
  keysCountInPackage: z.number().int(),
  trialPeriod: z.number().int().nullable(),
  tariffType: z.enum(tariffTypes),
  pricePerPackage: z.string().nullable(),
  pricePerExtraKey: z.string().nullable(),
  effectiveUntil: z.enum(effectiveUntilOptions),
  /** The last day the revision is effective (YYYY-MM-DD, from the month it was made in); null: no limit. */
  effectiveUntilDate: z.string().nullable(),
  services: z.array(z.enum(tariffServices)),
  /** The earlier revision this one restored, when it was made by a rollback. */
  rolledBackFrom: z.number().int().nullable(),
  created: z.string(),
  /** Who made the revision (null when that user was deleted). */
  createdBy: z.string().nullable(),
});
export type TariffRevisionRecord = z.infer<typeof tariffRevisionRecord>;

/** A policy in the tariff list: the revision in force. */
export const tariffPolicyListItem = tariffRevisionRecord
  .pick({
    id: true,
    revision: true,
    displayName: true,
    userDispalyName: true,
    tariffType: true,
    costPerMonth: true,
    costPerYear: true,
    effectiveUntil: true,
    effectiveUntilDate: true,
    services: true,
  })
  .extend({
    /** When the revision in force was made. */
    modified: z.string(),
  });
export type TariffPolicyListItem = z.infer<typeof tariffPolicyListItem>;

/** One entry of a policy's history. */
export const tariffRevisionListItem = tariffRevisionRecord
  .pick({ revision: true, displayName: true, rolledBackFrom: true, created: true, createdBy: true })
  .extend({ id: z.string() });
export type TariffRevisionListItem = z.infer<typeof tariffRevisionListItem>;

export const tariffSortFields = ['displayName', 'costPerMonth', 'costPerYear', 'revision', 'modified'] as const;

/** A revision number (int4, from 1): in a JSON body a JSON number; in a GET's query string its digits. */
const revisionNumber = () => integer({ min: 1, max: INT4_MAX, error: validation.invalid });
const queryRevisionNumber = () => queryInteger({ min: 1, max: INT4_MAX, error: validation.invalid });

const tariffParams = toParams(tariffFields);

export const tariffActions = {
  GetTariffPolicies: defineAction({
    method: 'GET',
    area: 'company',
    permission: 'payments.view',
    summary:
      'Lists the company’s tariff policies, each as its revision in force: search in the names, sort by name, costs, revision or last change, paged; `Id` fetches one.',
    input: listInput.extend({ Id: id().optional() }),
    output: listOutput(tariffPolicyListItem),
  }),
  GetTariffPolicyRevision: defineAction({
    method: 'GET',
    area: 'company',
    permission: 'payments.view',
    summary:
      'One revision of a tariff policy (parameters `id` and `revision`, as the platform names them), with the revision in force. 404 when either is unknown.',
    input: z.object({ id: id(), revision: queryRevisionNumber() }),
    output: tariffRevisionRecord,
  }),
  GetTariffPolicyRevisions: defineAction({
    method: 'GET',
    area: 'company',
    permission: 'payments.view',
    summary:
      'The history of a tariff policy, newest revision first, paged: number, name, when, by whom, and what a rollback restored.',
    input: listInput.omit({ Search: true, Sort: true, Order: true }).extend({ Id: id() }),
    output: listOutput(tariffRevisionListItem),
  }),
  RegisterTariffPolicy: defineAction({
    method: 'POST',
    creates: true,
    area: 'company',
    permission: 'payments.manage',
    summary:
      'Registers a tariff policy with its first revision. Money is decimal text (a comma or a point, at most two decimals) above 0 and below 100,000,000; KeysCountInPackage 1–9,999; TrialPeriod 1–365 days; the cost of the tariff type (CostPerMonth for monthly, CostPerYear for yearly) is required.',
    input: z.object(tariffParams),
    output: createdOutput,
  }),
  UpdateTariffPolicy: defineAction({
    method: 'POST',
    area: 'company',
    permission: 'payments.manage',
    summary:
      'Makes a new revision from the one in force with the fields given changed, keeping the old ones, and returns it; when that changes nothing, adds no revision and returns the one in force. With `Revision` (the revision the change was made on), 409 when another revision came into force since.',
    input: z
      .object({ ...tariffParams, Categories: categoryList() })
      .partial()
      .extend({ Id: id(), Revision: revisionNumber().optional() }),
    output: tariffRevisionRecord,
  }),
  RollbackTariffPolicy: defineAction({
    method: 'POST',
    area: 'company',
    permission: 'payments.manage',
    summary:
      'Rolls a tariff policy back to an earlier revision: copies it as a new revision, which comes into force; the history is kept. 409 when that revision is already in force.',
    input: z.object({ Id: id(), Revision: revisionNumber() }),
    output: tariffRevisionRecord,
  }),
  DeleteTariffPolicy: defineAction({
    method: 'POST',
    area: 'company',
    permission: 'payments.manage',
    summary: 'Deletes a tariff policy with all its revisions; 409 while abonents are on it.',
    input: z.object({ Id: id() }),
    output: emptyOutput,
  }),
};

/** The contract's tariff Actions and the console resources they serve. */
export const tariffEntity = defineEntity(tariffActions, {
  company: {
    /** Updates make a revision (the dataProvider's updateTariffPolicy), not react-admin's update. */
    tariffs: {
      list: 'GetTariffPolicies',
      one: { action: 'GetTariffPolicies', idParam: 'Id' },
      create: 'RegisterTariffPolicy',
      delete: { action: 'DeleteTariffPolicy', idParam: 'Id' },
    },
    /** A tariff's history: filtered by the policy (`id`), newest first. */
    tariff_revisions: { list: 'GetTariffPolicyRevisions' },
  },
});
