import Key from '@mui/icons-material/Key';
import KeyOff from '@mui/icons-material/KeyOff';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocaleState, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { CompanyRecord } from '../../../contract/company';
import { useConsoleDataProvider } from '../../dataProvider/useConsoleDataProvider';
import { ConfirmDialog } from '../../layout/ConfirmDialog';
import { useNotifyFailure } from '../../layout/failureMessage';
import { Section } from '../abonents/Section';
import { TokenDialog } from './TokenDialog';

/**
 * The company's API token: when it was issued, or that there is none; a new one (after a confirmation
 * when it replaces one) is shown once; revoking asks first. 'Token updated' either way.
 */
export const ApiTokenSection = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const dataProvider = useConsoleDataProvider();
  const company = useRecordContext<CompanyRecord>();
  const [confirming, setConfirming] = useState<'issue' | 'revoke'>();
  const [token, setToken] = useState<string>();
  const done = () => {
    notify('resources.companies.notifications.tokenUpdated', { type: 'success' });
    setConfirming(undefined);
    refresh();
  };
  const issue = useMutation({
    mutationFn: () => dataProvider.issueCompanyApiToken({ id: company!.id }),
    onSuccess: ({ data }) => {
      setToken(data.token);
      done();
    },
    onError: notifyFailure,
  });
  const revoke = useMutation({
    mutationFn: () => dataProvider.revokeCompanyApiToken({ id: company!.id }),
    onSuccess: done,
    onError: notifyFailure,
  });
  if (!company) return null;
  const issued = company.apiTokenIssued;
  return (
    <Section
      title="resources.companies.fields.apiToken"
      actions={
        <>
          <Button
            variant="outlined"
            startIcon={<Key />}
            onClick={() => (issued ? setConfirming('issue') : issue.mutate())}
            disabled={issue.isPending}
          >
            {translate(issued ? 'resources.companies.actions.updateToken' : 'resources.companies.token.generate')}
          </Button>
          {issued && (
            <Button color="error" startIcon={<KeyOff />} onClick={() => setConfirming('revoke')}>
              {translate('resources.companies.token.revoke')}
            </Button>
          )}
        </>
      }
    >
      <Typography variant="body2" color="text.secondary">
        {issued
          ? translate('resources.companies.help.tokenIssued', {
              date: new Date(issued).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }),
            })
          : translate('resources.companies.help.noToken')}
      </Typography>
      <ConfirmDialog
        isOpen={confirming !== undefined}
        loading={issue.isPending || revoke.isPending}
        title={confirming === 'revoke' ? 'resources.companies.token.revoke' : 'resources.companies.actions.updateToken'}
        content={
          confirming === 'revoke'
            ? 'resources.companies.confirm.revokeToken'
            : 'resources.companies.confirm.updateToken'
        }
        confirmColor="warning"
        onConfirm={() => (confirming === 'revoke' ? revoke.mutate() : issue.mutate())}
        onClose={() => setConfirming(undefined)}
      />
      <TokenDialog token={token} onClose={() => setToken(undefined)} />
    </Section>
  );
};
