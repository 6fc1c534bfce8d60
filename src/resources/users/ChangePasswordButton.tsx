import { zodResolver } from '@hookform/resolvers/zod';
import Password from '@mui/icons-material/Password';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Form, PasswordInput, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { issueMessage } from '../../../contract/issue-messages';
import { passwordForm, type UserRecord } from '../../../contract/user';
import { useConsoleDataProvider } from '../../dataProvider/useConsoleDataProvider';
import { ConfirmDialog } from '../../layout/ConfirmDialog';
import { useNotifyFailure } from '../../layout/failureMessage';
import { DialogFormFrame } from '../../layout/forms/DialogFormFrame';
import { useMayCall } from '../../session/permissions';

const resolver = zodResolver(passwordForm as unknown as z.ZodType<FieldValues, FieldValues>, {
  error: issueMessage,
}) as Resolver<FieldValues>;

/**
 * Change password (spec: user detail): the new password typed twice in a dialog, then the confirm prompt
 * 'change password', which says that the user's other sessions end; the call shows in the prompt. Absent
 * for a role that may not change it.
 */
export const ChangePasswordButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const dataProvider = useConsoleDataProvider();
  const user = useRecordContext<UserRecord>();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState<string>();
  const mayChange = useMayCall()('ChangeUserPassword');
  const change = useMutation({
    mutationFn: (typed: string) => dataProvider.changeUserPassword({ id: user!.id, password: typed }),
    onSuccess: () => {
      notify('resources.users.notifications.passwordChanged', { type: 'success' });
      setPassword(undefined);
      setOpen(false);
    },
    onError: (error) => {
      setPassword(undefined);
      notifyFailure(error);
    },
  });
  if (!user || !mayChange) return null;
  return (
    <>
      <Button variant="outlined" startIcon={<Password />} onClick={() => setOpen(true)}>
        {translate('resources.users.actions.changePassword')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <Form
          record={{ password: '', repeat: '' }}
          resolver={resolver}
          mode="onChange"
          onSubmit={(values: FieldValues) => setPassword(String(values.password))}
          noValidate
        >
          <DialogFormFrame
            title={translate('resources.users.actions.changePassword')}
            submitLabel="resources.users.actions.changePassword"
            onCancel={() => setOpen(false)}
          >
            <PasswordInput
              source="password"
              label="resources.users.fields.password"
              autoComplete="new-password"
              isRequired
              autoFocus
              helperText="resources.users.help.password"
            />
            <PasswordInput
              source="repeat"
              label="resources.users.fields.repeat"
              autoComplete="new-password"
              isRequired
              helperText={false}
            />
          </DialogFormFrame>
        </Form>
      </Dialog>
      <ConfirmDialog
        isOpen={password !== undefined}
        loading={change.isPending}
        title="resources.users.confirm.changePassword"
        content="resources.users.confirm.changePasswordContent"
        confirmColor="warning"
        onConfirm={() => password !== undefined && change.mutate(password)}
        onClose={() => setPassword(undefined)}
      />
    </>
  );
};
