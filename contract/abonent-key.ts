import { z } from 'zod';
import { id, nullableDateTime, requiredText } from './fields';
import { validation } from './messages';
import { createdOutput, defineAction, emptyOutput, listInput, listOutput, toParamName, toParams } from './protocol';
import { keyStatuses, keyStatusChangeInput, keyStatusHistoryOutput, keyTypes, type KeyType } from './key-status';
import { defineEntity } from './resource';

/**
 * An abonent's key (Key): title, status, key type and, for a temporary key, the period
 * it works in. Keys are a paged collection of their own (GetAbonentKeys), never an array in the abonent.
 */

export { type KeyStatus, keyStatuses, type KeyType, keyTypes } from './key-status';

export const keyMessages = {
  periodRequired: 'resources.abonent_keys.validation.periodRequired',
  periodOrder: 'resources.abonent_keys.validation.periodOrder',
} as const;

export const abonentKeyFields = {
  title: requiredText(),
  keyType: z.enum(keyTypes, { error: validation.required }),
  validFrom: nullableDateTime(),
  validUntil: nullableDateTime(),
};

/** A temporary key needs its period, from before until; a permanent one has none. */
export const periodIssues = (key: { keyType?: KeyType; validFrom?: string | null; validUntil?: string | null }) => {
  if (key.keyType !== 'temporary') return [];
  const issues: { field: 'validFrom' | 'validUntil'; message: string }[] = [];
  if (!key.validFrom) issues.push({ field: 'validFrom', message: keyMessages.periodRequired });
  if (!key.validUntil) issues.push({ field: 'validUntil', message: keyMessages.periodRequired });
  if (key.validFrom && key.validUntil && Date.parse(key.validFrom) >= Date.parse(key.validUntil)) {
    issues.push({ field: 'validUntil', message: keyMessages.periodOrder });
  }
  return issues;
};

/** The period's issues on an Action's parameters (KeyType, ValidFrom, ValidUntil), under their names. */
export const paramPeriodIssues = (
  params: { KeyType?: KeyType; ValidFrom?: string | null; ValidUntil?: string | null },
  ctx: z.RefinementCtx,
) => {
  const key = { keyType: params.KeyType, validFrom: params.ValidFrom, validUntil: params.ValidUntil };
  for (const { field, message } of periodIssues(key)) {
    ctx.addIssue({ code: 'custom', path: [toParamName(field)], message });
  }
};

export const abonentKeyForm = z.object(abonentKeyFields).superRefine((key, ctx) => {
  for (const { field, message } of periodIssues(key)) ctx.addIssue({ code: 'custom', path: [field], message });
});

export const abonentKeyRecord = z.object({
  id: z.string(),
  abonentId: z.string(),
  title: z.string(),
  keyType: z.enum(keyTypes),
  status: z.enum(keyStatuses),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  created: z.string(),
});
export type AbonentKeyRecord = z.infer<typeof abonentKeyRecord>;

export const abonentKeySortFields = ['title', 'keyType', 'status', 'validUntil', 'created'] as const;

export const abonentKeyActions = {
  GetAbonentKeys: defineAction({
    method: 'GET',
    area: 'company',
    permission: 'residents.view',
    summary:
      "Lists one abonent's keys, newest first: search in the title, filter by KeyType, sort, paged. 404 when the abonent is not the company's.",
    input: listInput.extend({ AbonentId: id(), KeyType: z.enum(keyTypes).optional() }),
    output: listOutput(abonentKeyRecord),
  }),
  AddAbonentKey: defineAction({
    method: 'POST',
    creates: true,
    area: 'company',
    permission: 'residents.manage',
    summary:
      'Issues a key to one of the company’s abonents: permanent, or temporary with ValidFrom before ValidUntil. Its status starts as sent.',
    input: z.object({ AbonentId: id(), ...toParams(abonentKeyFields) }).superRefine(paramPeriodIssues),
    output: createdOutput,
  }),
  ChangeAbonentKeyStatus: defineAction({
    method: 'POST',
    area: 'company',
    permission: 'residents.manage',
    summary:
      'Moves one of the company’s abonent keys to another status along the key graph (contract/key-status.ts); a move the graph does not allow, or one to expired, is refused with 409 naming both states. Returns the key.',
    input: keyStatusChangeInput,
    output: abonentKeyRecord,
  }),
  GetAbonentKeyStatusHistory: defineAction({
    method: 'GET',
    area: 'company',
    permission: 'residents.view',
    summary: 'The status changes of one of the company’s abonent keys, oldest first: from, to, who and when.',
    input: z.object({ KeyId: id() }),
    output: keyStatusHistoryOutput,
  }),
  DeleteAbonentKey: defineAction({
    method: 'POST',
    area: 'company',
    permission: 'residents.manage',
    summary: 'Deletes one key of one of the company’s abonents.',
    input: z.object({ KeyId: id() }),
    output: emptyOutput,
  }),
};

/** The contract's abonent key Actions and the console resources they serve. */
export const abonentKeyEntity = defineEntity(abonentKeyActions, {
  company: {
    abonent_keys: {
      list: 'GetAbonentKeys',
      create: 'AddAbonentKey',
      delete: { action: 'DeleteAbonentKey', idParam: 'KeyId' },
    },
  },
});
