import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import { useListContext, useRefresh, useTranslate } from 'react-admin';
import { PartialDeleteError } from '../../dataProvider/actionClient';
import { useNotifyFailure } from '../failureMessage';
import { useConfirmedDelete } from '../useConfirmedDelete';

export interface BulkDeleteButtonProps {
  /** The confirm prompt (spec section 8, e.g. 'delete these cameras'), a translation key. */
  confirmTitle: string;
  /** What will happen, a translation key given `smart_count`, the number of selected rows. */
  confirmContent: string;
}

/**
 * Deletes the selected rows of a list after the confirm dialog, which shows the deletion in progress
 * (useConfirmedDelete). Success raises the resource's green `notifications.deleted` toast; a failure
 * the server's reason in red, and when only some rows went, how many, with the list reloaded to show
 * which remain. The list drops the deleted rows without reloading.
 */
export const BulkDeleteButton = ({ confirmTitle, confirmContent }: BulkDeleteButtonProps) => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const notifyFailure = useNotifyFailure();
  const { selectedIds, onUnselectItems } = useListContext();
  const { askMany, dialog } = useConfirmedDelete({
    title: confirmTitle,
    detail: confirmContent,
    onDeleted: () => onUnselectItems(),
    onFailure: (error) => {
      notifyFailure(error);
      if (error instanceof PartialDeleteError) {
        onUnselectItems();
        refresh();
      }
    },
  });

  return (
    <>
      <Button color="error" size="small" startIcon={<DeleteOutlined />} onClick={() => askMany(selectedIds)}>
        {translate('ra.action.delete')}
      </Button>
      {dialog}
    </>
  );
};
