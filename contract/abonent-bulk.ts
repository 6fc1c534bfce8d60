import { z } from 'zod';
import { id } from './fields';
import { validation } from './messages';
import { defineAction, listInput } from './protocol';
import { defineEntity } from './resource';
import { bulkPreview, bulkResult, bulkSelection, MAX_BULK_IDS, MAX_BULK_ROWS, selectionIssues } from './bulk';

/** Changes to many abonents at once, the ticked ones or every one the list's search finds (contract/bulk.ts). */

export const abonentBulkOperations = [
  'blockCards',
  'unblockCards',
  'blockKeys',
  'unblockKeys',
  'setTariff',
  'setAccessZone',
  'delete',
] as const;
export type AbonentBulkOperation = (typeof abonentBulkOperations)[number];

/**
 * Which abonents (`AbonentIds`, or every one the list's `Search` finds: none, all of them) and what to do
 * to them: `TariffId` for setTariff and `AccessZoneId` for setAccessZone, null to take it away (either,
 * when given, must be the company's).
 */
const bulkInput = z
  .object({
    Operation: z.enum(abonentBulkOperations, { error: validation.invalid }),
    ...bulkSelection('AbonentIds'),
    Search: listInput.shape.Search,
    TariffId: id().nullable().optional(),
    AccessZoneId: id().nullable().optional(),
  })
  .superRefine((params, ctx) => {
    selectionIssues('AbonentIds')(params, ctx);
    if (params.Operation === 'setTariff' && params.TariffId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['TariffId'], message: validation.required });
    }
    if (params.Operation === 'setAccessZone' && params.AccessZoneId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['AccessZoneId'], message: validation.required });
    }
  });
export type AbonentBulkInput = z.input<typeof bulkInput>;

export const abonentBulkActions = {
  PreviewAbonentsChange: defineAction({
    method: 'POST',
    reads: true,
    area: 'company',
    permission: 'residents.manage',
    summary:
      'What ChangeAbonents would do with the same parameters, writing nothing: how many abonents are selected and rows changed, the credentials that would stop or start working by kind, the doors affected (count and the first five names) and the abonents whose credentials change at a door. A POST for the length of a selection; refused as ChangeAbonents would be.',
    input: bulkInput,
    output: bulkPreview,
  }),
  ChangeAbonents: defineAction({
    method: 'POST',
    area: 'company',
    permission: 'residents.manage',
    summary: `Changes many of the company’s abonents in one transaction: blocks or unblocks all their cards and BLE tags, blocks all their working keys or unblocks their blocked ones (each move in the key’s history), sets their tariff or access zone, or deletes them. Selection “ids” takes AbonentIds (at most ${MAX_BULK_IDS}, each the company’s, else 400 under it), “matching” every abonent the list’s Search finds (at most ${MAX_BULK_ROWS}, else 400). Returns how many were selected and how many rows changed.`,
    input: bulkInput,
    output: bulkResult,
  }),
};

export const abonentBulkEntity = defineEntity(abonentBulkActions);
