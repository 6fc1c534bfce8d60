import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import type { ReactElement, ReactNode } from 'react';
import { type RaRecord, useCanAccess, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import { PartialDeleteError } from '../../dataProvider/actionClient';
import { useNotifyFailure } from '../failureMessage';
import { useConfirmedDelete } from '../useConfirmedDelete';

export interface BulkDeleteButtonProps {
  /** The confirm prompt (e.g. 'delete these cameras'), a translation key. */
  confirmTitle: string;
  /** What will happen, a translation key given `smart_count`, the number of selected rows. */
  confirmContent: string;
  /** The button's text, a translation key, and icon; by default 'Delete' and a bin. */
  label?: string;
  icon?: ReactElement;
  /** The green toast, given `smart_count`; by default `resources.<resource>.notifications.deleted`. */
  successMessage?: string;
  /**
   * A failure said with the ids of the rows that stayed (a translation key given `id`, e.g. 'Failed to
   * delete entry with id: %{id}'), rather than the server's reason.
   */
  failedIdsMessage?: string;
  /** How a selected row is named in the question; by default the resource's `recordRepresentation`. */
  representation?: (record: RaRecord) => ReactNode;
}

/**
 * Deletes the selected rows of a list after the confirm dialog, which names them (the first three, then
 * how many more) and shows the deletion in progress (useConfirmedDelete). Success raises the resource's green `notifications.deleted` toast; a failure
 * the server's reason in red, and when only some rows went, how many, with the list reloaded to show
 * which remain. The list drops the deleted rows without reloading.
 */
export const BulkDeleteButton = ({
  confirmTitle,
  confirmContent,
  label = 'ra.action.delete',
  icon = <DeleteOutlined />,
  successMessage,
  failedIdsMessage,
  representation,
}: BulkDeleteButtonProps) => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const { selectedIds, data, onUnselectItems, resource } = useListContext();
  const { canAccess } = useCanAccess({ action: 'delete', resource });
  const { askMany, dialog } = useConfirmedDelete({
    representation,
    title: confirmTitle,
    detail: confirmContent,
    successMessage,
    onDeleted: () => onUnselectItems(),
    onFailure: (error, { ids }) => {
      if (!failedIdsMessage) notifyFailure(error);
      else {
        const failed = error instanceof PartialDeleteError ? error.failedIds : ids;
        notify(failedIdsMessage, { type: 'error', messageArgs: { id: failed.join(', ') } });
      }
      if (error instanceof PartialDeleteError) {
        onUnselectItems();
        refresh();
      }
    },
  });

  if (canAccess === false) return null;
  return (
    <>
      <Button
        color="error"
        size="small"
        startIcon={icon}
        onClick={() =>
          askMany(
            selectedIds,
            selectedIds.flatMap((id) => data?.find((record) => record.id === id) ?? []),
          )
        }
      >
        {translate(label)}
      </Button>
      {dialog}
    </>
  );
};
