import HowToReg from '@mui/icons-material/HowToReg';
import LockOutlined from '@mui/icons-material/LockOutlined';
import QrCode2 from '@mui/icons-material/QrCode2';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useCreatePath, useNotify, useTranslate } from 'react-admin';
import { joinLink } from '../../../contract/join-request';
import { useConsoleDataProvider } from '../../dataProvider/useConsoleDataProvider';
import { ConfirmDialog } from '../../layout/ConfirmDialog';
import { useNotifyFailure } from '../../layout/failureMessage';
import { useFormatDateTime } from '../../layout/fields/dates';
import { Section } from '../abonents/Section';
import { GuestLinkQr } from '../guest_passes/GuestLinkQr';

type Step = 'open' | 'reissue' | 'close';

const REGISTRATION_QUERY = ['companies', 'registration'];

/**
 * The company's registration QR (spec: Company, QR): residents who scan it reach the public join page and
 * ask to be registered; their requests wait in Join requests. The QR carries the company's registration
 * code, shown once, when issued (the server keeps only its hash): a new code is the way to print it again,
 * and makes the posters already hung stop working. Closing registration withdraws the code.
 */
export const RegistrationQrSection = () => {
  const translate = useTranslate();
  const formatDateTime = useFormatDateTime();
  const dataProvider = useConsoleDataProvider();
  const createPath = useCreatePath();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<Step>();
  const [code, setCode] = useState<string>();
  const registration = useQuery({
    queryKey: REGISTRATION_QUERY,
    queryFn: async () => (await dataProvider.getRegistration()).data,
  });
  const act = useMutation({
    mutationFn: async (step: Step) =>
      step === 'close'
        ? (await dataProvider.closeRegistration(), undefined)
        : (await dataProvider.issueRegistrationCode()).data.code,
    onSuccess: (issued) => {
      setConfirming(undefined);
      setCode(issued);
      notify(issued ? 'resources.companies.registration.issued' : 'resources.companies.registration.closed', {
        type: 'success',
      });
      void queryClient.invalidateQueries({ queryKey: REGISTRATION_QUERY });
    },
    onError: notifyFailure,
  });
  const openSince = registration.data?.openSince;
  const link = code ? joinLink(window.location.origin, code) : undefined;
  const ask = (step: Step) => (step === 'open' ? act.mutate(step) : setConfirming(step));
  const requests = (
    <Link to={createPath({ resource: 'join_requests', type: 'list' })}>
      {translate('resources.companies.registration.requests')}
    </Link>
  );
  return (
    <Section
      title="resources.companies.qr.title"
      actions={
        registration.isSuccess && (
          <>
            <Button
              variant="outlined"
              startIcon={openSince ? <QrCode2 /> : <HowToReg />}
              onClick={() => ask(openSince ? 'reissue' : 'open')}
              disabled={act.isPending}
            >
              {translate(
                openSince ? 'resources.companies.registration.reissue' : 'resources.companies.registration.open',
              )}
            </Button>
            {openSince && (
              <Button color="error" startIcon={<LockOutlined />} onClick={() => ask('close')}>
                {translate('resources.companies.registration.close')}
              </Button>
            )}
          </>
        )
      }
    >
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="body2" color="text.secondary">
          {translate('resources.companies.qr.help')}
        </Typography>
        {registration.isSuccess && (
          <Typography variant="body2" data-testid="registration-state">
            {openSince
              ? translate('resources.companies.registration.openSince', { date: formatDateTime(openSince) })
              : translate('resources.companies.registration.closedNow')}
          </Typography>
        )}
        {link && (
          <>
            <Alert severity="warning" sx={{ alignSelf: 'stretch' }}>
              {translate('resources.companies.registration.once')}
            </Alert>
            <GuestLinkQr link={link} label={translate('resources.companies.fields.qr')} />
            <Typography
              component="code"
              variant="body2"
              sx={{ wordBreak: 'break-all', alignSelf: 'stretch' }}
              data-testid="registration-link"
            >
              {link}
            </Typography>
          </>
        )}
        {requests}
      </Stack>
      <ConfirmDialog
        isOpen={confirming !== undefined}
        loading={act.isPending}
        title={
          confirming === 'close'
            ? 'resources.companies.registration.closeTitle'
            : 'resources.companies.registration.reissueTitle'
        }
        content={
          confirming === 'close'
            ? 'resources.companies.registration.confirmClose'
            : 'resources.companies.registration.confirmReissue'
        }
        confirmColor="warning"
        onConfirm={() => confirming && act.mutate(confirming)}
        onClose={() => setConfirming(undefined)}
      />
    </Section>
  );
};
