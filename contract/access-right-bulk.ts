import { z } from 'zod';
import { accessRightActions } from './access-right';
import { bulkPreview, bulkResult, bulkSelection, MAX_BULK_IDS, MAX_BULK_ROWS, selectionIssues } from './bulk';
import { defineAction } from './protocol';
import { defineEntity } from './resource';

/** Revoking many access rights at once, the ticked ones or every one the list finds (contract/bulk.ts). */

/** The list's own filters (GetAccessRights): with Selection `matching`, every right they find. */
const { Search, Status, Type, OwnerId, AccessPointId } = accessRightActions.GetAccessRights.input.shape;

const bulkInput = z
  .object({ ...bulkSelection('AccessRightIds'), Search, Status, Type, OwnerId, AccessPointId })
  .superRefine(selectionIssues('AccessRightIds'));
export type AccessRightBulkInput = z.input<typeof bulkInput>;

export const accessRightBulkActions = {
  PreviewAccessRightsRevoke: defineAction({
    method: 'POST',
    reads: true,
    area: 'company',
    permission: 'guests.manage',
    summary:
      'What RevokeAccessRights would do with the same parameters, writing nothing: how many rights are selected and would be revoked (those not revoked yet), the phones and car plates that would stop working, the doors affected (count and the first five names) and the rights whose credentials change at a door.',
    input: bulkInput,
    output: bulkPreview,
  }),
  RevokeAccessRights: defineAction({
    method: 'POST',
    area: 'company',
    permission: 'guests.manage',
    summary: `Revokes many of the company’s access rights at once, in one transaction (those revoked already stay as they were). Selection “ids” takes AccessRightIds (at most ${MAX_BULK_IDS}, each the company’s, else 400 under it), “matching” every right the list finds with its Search, Status, Type, OwnerId and AccessPointId (at most ${MAX_BULK_ROWS}, else 400; an OwnerId or AccessPointId must be the company’s). Returns how many were selected and how many revoked.`,
    input: bulkInput,
    output: bulkResult,
  }),
};

export const accessRightBulkEntity = defineEntity(accessRightBulkActions);
