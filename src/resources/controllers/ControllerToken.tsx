import Key from '@mui/icons-material/Key';
import KeyOff from '@mui/icons-material/KeyOff';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocaleState, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { ControllerRecord } from '../../../contract/controller';
import { useConsoleDataProvider } from '../../dataProvider/useConsoleDataProvider';
import { ConfirmDialog } from '../../layout/ConfirmDialog';
import { useNotifyFailure } from '../../layout/failureMessage';
import { Section } from '../abonents/Section';
import { TokenDialog } from '../companies/TokenDialog';

type Confirming = 'issue' | 'reissue' | 'revoke';

const questions: Record<Confirming, string> = {
  issue: 'resources.controllers.token.confirmIssue',
  reissue: 'resources.controllers.token.confirmReissue',
  revoke: 'resources.controllers.token.confirmRevoke',
};

/**
 * The controller's device token (`Authorization: CONTROLLER <id>:<token>`): when it was issued, or that
 * there is none; a new one is shown once, after a question that names the controller and says that the
 * old token stops working; revoking asks first too.
 */
export const ControllerTokenSection = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const dataProvider = useConsoleDataProvider();
  const controller = useRecordContext<ControllerRecord>();
  const [confirming, setConfirming] = useState<Confirming>();
  const [token, setToken] = useState<string>();
  const act = useMutation({
    mutationFn: async (kind: Confirming) =>
      kind === 'revoke'
        ? (await dataProvider.revokeControllerToken(controller!.id), undefined)
        : (await dataProvider.issueControllerToken(controller!.id)).data.token,
    onSuccess: (newToken) => {
      setConfirming(undefined);
      if (newToken) setToken(newToken);
      notify(newToken ? 'resources.controllers.token.issuedNotice' : 'resources.controllers.token.revokedNotice', {
        type: 'success',
      });
      refresh();
    },
    onError: (error) => {
      setConfirming(undefined);
      notifyFailure(error);
    },
  });
  if (!controller) return null;
  const issued = controller.tokenIssued;
  return (
    <Section
      title="resources.controllers.token.title"
      actions={
        <>
          <Button variant="outlined" startIcon={<Key />} onClick={() => setConfirming(issued ? 'reissue' : 'issue')}>
            {translate(issued ? 'resources.controllers.token.reissue' : 'resources.controllers.token.issue')}
          </Button>
          {issued && (
            <Button color="error" startIcon={<KeyOff />} onClick={() => setConfirming('revoke')}>
              {translate('resources.controllers.token.revoke')}
            </Button>
          )}
        </>
      }
    >
      <Typography variant="body2" color="text.secondary">
        {issued
          ? `${translate('resources.controllers.token.issued', {
              date: new Date(issued).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }),
            })} ${translate('resources.controllers.token.help')}`
          : translate('resources.controllers.token.none')}
      </Typography>
      <ConfirmDialog
        isOpen={confirming !== undefined}
        loading={act.isPending}
        title={
          confirming === 'revoke'
            ? 'resources.controllers.token.revoke'
            : confirming === 'reissue'
              ? 'resources.controllers.token.reissue'
              : 'resources.controllers.token.issue'
        }
        content={confirming ? questions[confirming] : ''}
        translateOptions={{ name: controller.secureId }}
        confirmColor={confirming === 'issue' ? 'primary' : 'warning'}
        onConfirm={() => confirming && act.mutate(confirming)}
        onClose={() => setConfirming(undefined)}
      />
      <TokenDialog token={token} onClose={() => setToken(undefined)} />
    </Section>
  );
};
