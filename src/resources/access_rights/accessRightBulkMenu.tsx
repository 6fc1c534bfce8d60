import type { BulkSelection } from '../../layout/bulk/bulkSelection';
import { lazyDialog } from '../../layout/lazyDialog';

const AccessRightBulkDialog = lazyDialog(() => import('./AccessRightBulkDialog'), 'AccessRightBulkDialog');

/** The access rights list's one bulk change: revoking; its dialog is loaded when chosen. */
export const accessRightBulkMenu = {
  action: 'RevokeAccessRights',
  operations: [{ name: 'revoke', label: 'bulk.accessRights.revoke', destructive: true }],
  dialog: (_operation: string, selection: BulkSelection, close: (changed: boolean) => void) => (
    <AccessRightBulkDialog selection={selection} onClose={close} />
  ),
} as const;
