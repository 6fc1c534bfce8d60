import Delete from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import { useState } from 'react';
import {
  useDelete,
  useGetRecordRepresentation,
  useNotify,
  useRecordContext,
  useRedirect,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { ConfirmDialog } from '../ConfirmDialog';

/**
 * Deletes the record on the page after the resource's own question (`title`, by default
 * `resources.<name>.confirm.delete`) naming the record (its `recordRepresentation`), pessimistically:
 * the dialog shows the call in progress, then the resource's toast (`resources.<name>.notifications.deleted`)
 * and the list; a refusal is an error toast.
 */
export const DeleteRecordButton = ({ title }: { title?: string } = {}) => {
  const translate = useTranslate();
  const resource = useResourceContext();
  const record = useRecordContext();
  const representation = useGetRecordRepresentation(resource);
  const notify = useNotify();
  const redirect = useRedirect();
  const [deleteOne, { isPending }] = useDelete();
  const [asking, setAsking] = useState(false);
  if (!record) return null;

  const confirm = () =>
    deleteOne(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setAsking(false);
          notify(`resources.${resource}.notifications.deleted`, { type: 'success' });
          redirect('list', resource);
        },
        onError: (error) => {
          setAsking(false);
          // The dataProvider's errors carry the server's message (or the generic one) already.
          notify(error instanceof Error && error.message ? error.message : 'common.errors.unknown', { type: 'error' });
        },
      },
    );

  return (
    <>
      <Button color="error" variant="outlined" startIcon={<Delete />} onClick={() => setAsking(true)}>
        {translate('ra.action.delete')}
      </Button>
      <ConfirmDialog
        isOpen={asking}
        loading={isPending}
        title={title ?? `resources.${resource}.confirm.delete`}
        content={String(representation(record) ?? '')}
        onConfirm={confirm}
        onClose={() => setAsking(false)}
      />
    </>
  );
};
