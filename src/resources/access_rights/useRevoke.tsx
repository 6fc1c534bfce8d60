import DialogContentText from '@mui/material/DialogContentText';
import { useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { ConfirmDialog } from '../../layout/ConfirmDialog';
import { useNotifyFailure } from '../../layout/failureMessage';

/**
 * Revoking a right or a guest link, asked first with what it stops (the confirm dialog names it), then
 * the green toast and the record read again; the server's reason in red when refused.
 */
export const useRevoke = ({
  revoke,
  resource,
  content,
}: {
  revoke: (id: string) => Promise<unknown>;
  resource: 'access_rights' | 'guest_passes';
  /** What the dialog says, made from the record being revoked. */
  content: (id: string) => { message: string; args: Record<string, unknown> };
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const [target, setTarget] = useState<string>();
  const [loading, setLoading] = useState(false);
  const confirm = async () => {
    if (!target) return;
    setLoading(true);
    try {
      await revoke(target);
      notify(`resources.${resource}.notifications.revoked`, { type: 'success' });
      refresh();
      setTarget(undefined);
    } catch (error) {
      notifyFailure(error);
    } finally {
      setLoading(false);
    }
  };
  const { message, args } = target ? content(target) : { message: '', args: {} };
  const dialog = (
    <ConfirmDialog
      isOpen={!!target}
      loading={loading}
      title={`resources.${resource}.confirm.revokeTitle`}
      content={<DialogContentText>{translate(message, args)}</DialogContentText>}
      confirm={`resources.access_rights.actions.revoke`}
      confirmColor="warning"
      onConfirm={confirm}
      onClose={() => setTarget(undefined)}
    />
  );
  return { ask: setTarget, dialog };
};
