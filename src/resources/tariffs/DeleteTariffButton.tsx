import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useDelete, useNotify, useTranslate } from 'react-admin';
import { ConfirmDialog } from '../../layout/ConfirmDialog';
import { failureMessage } from './failureMessage';

/** Deletes the tariff with all its revisions, after a confirmation (spec section 8: 'tariff deleted'). */
export const DeleteTariffButton = ({ id, onDeleted }: { id: string; onDeleted: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const [remove, { isPending }] = useDelete();

  const confirm = () =>
    remove(
      'tariffs',
      { id },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setConfirming(false);
          notify('resources.tariffs.notifications.deleted', { type: 'success' });
          onDeleted();
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
        {translate('resources.tariffs.actions.delete')}
      </Button>
      <ConfirmDialog
        isOpen={confirming}
        loading={isPending}
        title="resources.tariffs.confirm.deleteTitle"
        content="resources.tariffs.confirm.deleteContent"
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </>
  );
};
