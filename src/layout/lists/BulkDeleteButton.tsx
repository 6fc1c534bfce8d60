import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useDeleteMany, useListContext, useNotify, useRefresh, useResourceContext, useTranslate } from 'react-admin';
import { errorMessageOf, PartialDeleteError } from '../../dataProvider/actionClient';
import { ConfirmDialog } from '../ConfirmDialog';

/** A refusal's message: the HttpError's (a translation key), else the generic one. */
const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : errorMessageOf(error));

export interface BulkDeleteButtonProps {
  /** The confirm prompt (spec section 8, e.g. 'delete these cameras'), a translation key. */
  confirmTitle: string;
  /** What will happen, a translation key given `smart_count`, the number of selected rows. */
  confirmContent: string;
}

/**
 * Deletes the selected rows of a list after the confirm dialog, which shows the deletion in progress.
 * Success raises the resource's green `notifications.deleted` toast; a failure the server's reason in
 * red, and when only some rows went, how many, with the list reloaded to show which remain. The list
 * drops the deleted rows without reloading.
 */
export const BulkDeleteButton = ({ confirmTitle, confirmContent }: BulkDeleteButtonProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const resource = useResourceContext();
  const refresh = useRefresh();
  const { selectedIds, onUnselectItems } = useListContext();
  const [confirming, setConfirming] = useState(false);
  const [deleteMany, { isPending }] = useDeleteMany();

  const onConfirm = () =>
    deleteMany(
      resource,
      { ids: selectedIds },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(`resources.${resource}.notifications.deleted`, {
            type: 'success',
            messageArgs: { smart_count: selectedIds.length },
          });
          onUnselectItems();
          setConfirming(false);
        },
        onError: (error) => {
          if (error instanceof PartialDeleteError) {
            notify(error.message, {
              type: 'error',
              messageArgs: { deleted: error.deleted, total: error.total, reason: translate(messageOf(error.cause)) },
            });
            onUnselectItems();
            refresh();
          } else {
            notify(messageOf(error), { type: 'error' });
          }
          setConfirming(false);
        },
      },
    );

  return (
    <>
      <Button color="error" size="small" startIcon={<DeleteOutlined />} onClick={() => setConfirming(true)}>
        {translate('ra.action.delete')}
      </Button>
      <ConfirmDialog
        isOpen={confirming}
        loading={isPending}
        title={confirmTitle}
        content={confirmContent}
        contentTranslateOptions={{ smart_count: selectedIds.length }}
        confirmColor="warning"
        onConfirm={onConfirm}
        onClose={() => setConfirming(false)}
      />
    </>
  );
};
