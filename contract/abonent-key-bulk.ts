import { z } from 'zod';
import { abonentKeyActions } from './abonent-key';
import { bulkPreview, bulkResult, bulkSelection, MAX_BULK_IDS, MAX_BULK_ROWS, selectionIssues } from './bulk';
import { id, nullableDateTime } from './fields';
import { validation } from './messages';
import { defineAction } from './protocol';
import { defineEntity } from './resource';

/**
 * Changes to many of an abonent's keys at once (issue 43), the ticked ones or every one the list of their
 * keys finds (contract/bulk.ts): block (a working key moves to 'blocked', which opens no door), unblock
 * (back to 'approved'), or extend a temporary key's period to a later end.
 */

export const abonentKeyBulkOperations = ['block', 'unblock', 'extend'] as const;
export type AbonentKeyBulkOperation = (typeof abonentKeyBulkOperations)[number];

export const abonentKeyBulkMessages = {
  /** The new end of a period must be in the future. */
  untilPast: 'bulk.keys.errors.untilPast',
} as const;

/** The list's own filters (GetAbonentKeys): with Selection `matching`, every key of the abonent they find. */
const { Search, KeyType } = abonentKeyActions.GetAbonentKeys.input.shape;

const bulkInput = z
  .object({
    Operation: z.enum(abonentKeyBulkOperations, { error: validation.invalid }),
    ...bulkSelection('KeyIds'),
    AbonentId: id().optional(),
    Search,
    KeyType,
    ValidUntil: nullableDateTime(),
  })
  .superRefine((params, ctx) => {
    selectionIssues('KeyIds')(params, ctx);
    // The list is one abonent's keys: every key it finds is of that abonent.
    if (params.Selection === 'matching' && !params.AbonentId) {
      ctx.addIssue({ code: 'custom', path: ['AbonentId'], message: validation.required });
    }
    if (params.Operation === 'extend') {
      if (!params.ValidUntil) {
        ctx.addIssue({ code: 'custom', path: ['ValidUntil'], message: validation.required });
      } else if (Date.parse(params.ValidUntil) <= Date.now()) {
        ctx.addIssue({ code: 'custom', path: ['ValidUntil'], message: abonentKeyBulkMessages.untilPast });
      }
    }
  });
export type AbonentKeyBulkInput = z.input<typeof bulkInput>;

export const abonentKeyBulkActions = {
  PreviewAbonentKeysChange: defineAction({
    method: 'POST',
    reads: true,
    area: 'company',
    permission: 'residents.manage',
    summary:
      'What ChangeAbonentKeys would do with the same parameters, writing nothing: how many keys are selected and would change, the keys that would stop or start working, the doors affected (count and the first five names) and the abonents whose credentials change at a door. Refused as ChangeAbonentKeys would be.',
    input: bulkInput,
    output: bulkPreview,
  }),
  ChangeAbonentKeys: defineAction({
    method: 'POST',
    area: 'company',
    permission: 'residents.manage',
    summary: `Changes many keys of the company’s abonents in one transaction: “block” moves each working key (approved, or with a deletion asked) to blocked, “unblock” each blocked key back to approved, each move written to the key’s history; “extend” sets the end of each temporary key’s period to ValidUntil (in the future) where that is later and the key is neither final nor past its end. Keys that cannot make the change are left as they are, and not counted. Selection “ids” takes KeyIds (at most ${MAX_BULK_IDS}, each the company’s, else 400 under it), “matching” every key of AbonentId (the company’s, else 400) the list finds with its Search and KeyType (at most ${MAX_BULK_ROWS}). Returns how many were selected and how many changed.`,
    input: bulkInput,
    output: bulkResult,
  }),
};

export const abonentKeyBulkEntity = defineEntity(abonentKeyBulkActions);
