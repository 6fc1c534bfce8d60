import type { AccessRightBulkInput } from '../../../contract/access-right-bulk';
import { useConsoleDataProvider } from '../../dataProvider/useConsoleDataProvider';
import { BulkChangeDialog } from '../../layout/bulk/BulkChangeDialog';
import { type BulkSelection, selectionParams } from '../../layout/bulk/bulkSelection';

const T = 'bulk.accessRights';

/** Revoking the selected access rights, after the preview of the phones and plates that stop at the doors. */
const AccessRightBulkDialog = ({
  selection,
  onClose,
}: {
  selection: BulkSelection;
  onClose: (changed: boolean) => void;
}) => {
  const dataProvider = useConsoleDataProvider();
  return (
    <BulkChangeDialog
      title={`${T}.revoke`}
      selection={selection}
      selectionText={`${T}.selection`}
      changedText={`${T}.revoked`}
      holdersText={`${T}.holders`}
      destructive
      params={selectionParams(selection, 'AccessRightIds')}
      preview={async (params) => (await dataProvider.previewAccessRightsRevoke(params as AccessRightBulkInput)).data}
      apply={async (params) => (await dataProvider.revokeAccessRights(params as AccessRightBulkInput)).data}
      onClose={onClose}
    />
  );
};

/** The access rights list's one bulk change: revoking. */
export const accessRightBulkMenu = {
  action: 'RevokeAccessRights',
  operations: [{ name: 'revoke', label: `${T}.revoke`, destructive: true }],
  dialog: (_operation: string, selection: BulkSelection, close: (changed: boolean) => void) => (
    <AccessRightBulkDialog selection={selection} onClose={close} />
  ),
} as const;
