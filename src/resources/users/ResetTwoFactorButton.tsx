import PhonelinkErase from '@mui/icons-material/PhonelinkErase';
import Button from '@mui/material/Button';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { UserRecord } from '../../../contract/user';
import { useConsoleDataProvider } from '../../dataProvider/useConsoleDataProvider';
import { ConfirmDialog } from '../../layout/ConfirmDialog';
import { useNotifyFailure } from '../../layout/failureMessage';
import { useMayCall } from '../../session/permissions';

/**
 * The way back for a user who lost the phone with their authenticator: another (platform) administrator
 * resets their second factor, after a confirmation naming the user. It is on the audit trail. Absent for
 * a role that may not reset it (an auditor).
 */
export const ResetTwoFactorButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const dataProvider = useConsoleDataProvider();
  const user = useRecordContext<UserRecord>();
  const [open, setOpen] = useState(false);
  const mayReset = useMayCall()('ResetUserTwoFactor');
  const reset = useMutation({
    mutationFn: () => dataProvider.resetUserTwoFactor(user!.id),
    onSuccess: () => {
      notify('resources.users.notifications.twoFactorReset', { type: 'success' });
      setOpen(false);
    },
    onError: (error) => {
      setOpen(false);
      notifyFailure(error);
    },
  });
  if (!user || !mayReset) return null;
  return (
    <>
      <Button variant="outlined" startIcon={<PhonelinkErase />} onClick={() => setOpen(true)}>
        {translate('resources.users.actions.resetTwoFactor')}
      </Button>
      <ConfirmDialog
        isOpen={open}
        loading={reset.isPending}
        title="resources.users.confirm.resetTwoFactor"
        titleTranslateOptions={{ name: user.displayName }}
        content="resources.users.confirm.resetTwoFactorContent"
        confirmColor="warning"
        onConfirm={() => reset.mutate()}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
