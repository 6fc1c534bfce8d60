import History from '@mui/icons-material/History';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import type { TariffRevisionRecord } from '../../../contract/tariff';
import { ConfirmDialog } from '../../layout/ConfirmDialog';
import { useNotifyFailure } from '../../layout/failureMessage';
import { useTariffRevisionPath } from './tariffPaths';
import { useRefreshTariffs } from './useTariffRevision';
import { useConsoleDataProvider } from '../../dataProvider/useConsoleDataProvider';
import { useMayCall } from '../../session/permissions';

/**
 * Rolls the tariff back to the revision on screen, after a confirmation that says what happens: the
 * revision is copied as the next one and comes into force. Then opens that new revision. Absent for a
 * role that may not.
 */
export const RollbackButton = ({ record }: { record: TariffRevisionRecord }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const navigate = useNavigate();
  const dataProvider = useConsoleDataProvider();
  const revisionPath = useTariffRevisionPath();
  const refresh = useRefreshTariffs();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const mayRollback = useMayCall()('RollbackTariffPolicy');

  const rollback = async () => {
    setBusy(true);
    try {
      const restored = await dataProvider.rollbackTariffPolicy({ id: record.id, revision: record.revision });
      await refresh();
      notify('resources.tariffs.notifications.rolledBack', {
        type: 'success',
        messageArgs: { revision: record.revision },
      });
      navigate(revisionPath(restored.id, restored.revision));
    } catch (error) {
      notifyFailure(error);
      await refresh();
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  const args = { revision: record.revision, next: record.currentRevision + 1 };
  if (!mayRollback) return null;
  return (
    <>
      <Button variant="contained" startIcon={<History />} onClick={() => setConfirming(true)}>
        {translate('resources.tariffs.actions.rollback')}
      </Button>
      <ConfirmDialog
        isOpen={confirming}
        loading={busy}
        title="resources.tariffs.confirm.rollbackTitle"
        content="resources.tariffs.confirm.rollbackContent"
        titleTranslateOptions={args}
        contentTranslateOptions={args}
        onConfirm={rollback}
        onClose={() => setConfirming(false)}
      />
    </>
  );
};
