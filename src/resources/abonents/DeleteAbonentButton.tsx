import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useDelete, useGetRecordId, useNotify, useRedirect, useTranslate } from 'react-admin';
import { failureMessage } from '../../layout/failureMessage';
import { ConfirmDialog } from '../../layout/ConfirmDialog';

/** Deletes the abonent of the page after asking 'Delete this abonent?', then goes back to the list. */
export const DeleteAbonentButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const id = useGetRecordId();
  const [confirming, setConfirming] = useState(false);
  const [deleteOne, { isPending }] = useDelete();

  const confirm = () =>
    deleteOne(
      'abonents',
      { id },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setConfirming(false);
          notify('resources.abonents.notifications.deleted', { type: 'success' });
          redirect('list', 'abonents');
        },
        onError: (error) => {
          setConfirming(false);
          notify(failureMessage(error), { type: 'error' });
        },
      },
    );

  return (
    <>
      <Button color="error" variant="outlined" startIcon={<DeleteOutlined />} onClick={() => setConfirming(true)}>
        {translate('resources.abonents.actions.delete')}
      </Button>
      <ConfirmDialog
        isOpen={confirming}
        loading={isPending}
        title="resources.abonents.confirm.delete"
        content=""
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </>
  );
};
