import { z } from 'zod';
import { abonentKeyFields, paramPeriodIssues, periodIssues } from './abonent-key';
import { id, requiredId } from './fields';
import { keyStatusChangeInput, keyStatuses, keyStatusHistoryOutput, keyTypes } from './key-status';
import { createdOutput, defineAction, emptyOutput, listInput, listOutput, toParams } from './protocol';
import { internationalPhoneNumber } from './phone';
import { defineEntity } from './resource';

/**
 * Registration keys (Set A, /reg_keys; Key): a key the platform registers in a company
 * for a phone number, permanent or temporary within its period, with a status on the key graph
 * (key-status.ts). They are the users' keys: the user with that phone, when there is one, owns it.
 */

export const regKeyFields = {
  companyId: requiredId(),
  phoneNumber: internationalPhoneNumber(),
  ...abonentKeyFields,
};

/** A `datetime-local` input's value (the browser's local time, no zone) as an ISO instant. */
const localInstant = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d)?$/.test(value)
    ? new Date(value).toISOString()
    : value;

/** The console's form: the period typed in the browser's local time, sent as instants. */
export const regKeyForm = z
  .object({
    ...regKeyFields,
    validFrom: z.preprocess(localInstant, regKeyFields.validFrom),
    validUntil: z.preprocess(localInstant, regKeyFields.validUntil),
  })
  .superRefine((key, ctx) => {
    for (const { field, message } of periodIssues(key)) ctx.addIssue({ code: 'custom', path: [field], message });
  });

export const regKeyRecord = z.object({
  id: z.string(),
  uuid: z.string(),
  companyId: z.string(),
  company: z.string(),
  phoneNumber: z.string(),
  /** The user with that phone; null while there is none. */
  userId: z.string().nullable(),
  user: z.string().nullable(),
  title: z.string(),
  keyType: z.enum(keyTypes),
  /** As it reads now: a key whose period has ended reads as expired before housekeeping records it. */
  status: z.enum(keyStatuses),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  created: z.string(),
});
export type RegKeyRecord = z.infer<typeof regKeyRecord>;

export const regKeySortFields = ['created', 'phoneNumber', 'title', 'validUntil'] as const;

/** The filters of the key lists: one company, one status. */
export const keyListFilters = {
  CompanyId: id().optional(),
  Status: z.enum(keyStatuses).optional(),
};

export const regKeyActions = {
  GetRegKeys: defineAction({
    method: 'GET',
    area: 'platform',
    permission: 'platform.view',
    summary:
      'Lists registration keys, newest first: search in phone and title, filter by CompanyId, UserId (a user’s keys) and Status (as the keys read now, expired ones included), sort, paged; `Id` fetches one.',
    input: listInput.extend({ Id: id().optional(), UserId: id().optional(), ...keyListFilters }),
    output: listOutput(regKeyRecord),
  }),
  AddRegKey: defineAction({
    method: 'POST',
    creates: true,
    area: 'platform',
    permission: 'platform.manage',
    summary:
      'Registers a key in a company for a phone number: permanent, or temporary with ValidFrom before ValidUntil. Its status starts as none; it belongs to the user with that phone, when there is one.',
    input: z.object(toParams(regKeyFields)).superRefine(paramPeriodIssues),
    output: createdOutput,
  }),
  ChangeRegKeyStatus: defineAction({
    method: 'POST',
    area: 'platform',
    permission: 'platform.manage',
    summary:
      'Moves a registration key to another status along the key graph; a move the graph does not allow (expired included: only time expires a key) is refused with 409 naming both states. Returns the key.',
    input: keyStatusChangeInput,
    output: regKeyRecord,
  }),
  DeleteRegKey: defineAction({
    method: 'POST',
    area: 'platform',
    permission: 'platform.manage',
    summary: 'Deletes a registration key (from a user’s keys), with its status history.',
    input: z.object({ KeyId: id() }),
    output: emptyOutput,
  }),
  GetRegKeyStatusHistory: defineAction({
    method: 'GET',
    area: 'platform',
    permission: 'platform.view',
    summary: 'The status changes of a registration key, oldest first: from, to, who and when.',
    input: z.object({ KeyId: id() }),
    output: keyStatusHistoryOutput,
  }),
};

export const regKeyEntity = defineEntity(regKeyActions, {
  platform: {
    reg_keys: {
      list: 'GetRegKeys',
      one: { action: 'GetRegKeys', idParam: 'Id' },
      create: 'AddRegKey',
    },
    /** A user's keys on the user's page: the same keys, filtered by UserId, deleted one by one. */
    user_keys: {
      list: 'GetRegKeys',
      delete: { action: 'DeleteRegKey', idParam: 'KeyId' },
    },
  },
});
