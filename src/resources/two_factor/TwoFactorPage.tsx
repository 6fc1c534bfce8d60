import ContentCopy from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { TwoFactorEnrolment } from '../../../contract/two-factor';
import { useConsoleDataProvider } from '../../dataProvider/useConsoleDataProvider';
import { LoadErrorMessage } from '../../layout/LoadError';
import { PageHeader } from '../../layout/PageHeader';
import { useNotifyFailure } from '../../layout/failureMessage';
import { RecoveryCodeList } from '../../twoFactor/RecoveryCodeList';
import { groupedSecret, TotpQr } from '../../twoFactor/TotpQr';

const QUERY_KEY = ['two_factor', 'status'];

/** A code field with its own submit: for confirming an enrolment, turning off, new recovery codes. */
const CodeForm = ({
  hint,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
}: {
  hint?: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (code: string) => void;
  onCancel: () => void;
}) => {
  const translate = useTranslate();
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const empty = code.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!empty) onSubmit(code.trim());
  };
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} sx={{ maxWidth: 360 }}>
      {hint && <Typography variant="body2">{hint}</Typography>}
      <TextField
        label={translate('auth.twoFactor.code')}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        onBlur={() => setTouched(true)}
        error={touched && empty}
        helperText={touched && empty ? translate('common.validation.required') : ' '}
        required
        autoFocus
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { maxLength: 32 } }}
        disabled={busy}
      />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" loading={busy}>
          {submitLabel}
        </Button>
        <Button onClick={onCancel} disabled={busy}>
          {translate('auth.twoFactor.page.cancel')}
        </Button>
      </Stack>
    </Stack>
  );
};

/** New recovery codes, shown once. */
const RecoveryCodesCard = ({ codes, onDone }: { codes: string[]; onDone: () => void }) => {
  const theme = useTheme();
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      <Typography variant="h6" component="h2">
        {translate('auth.twoFactor.recoveryTitle')}
      </Typography>
      <Typography variant="body2">{translate('auth.twoFactor.recoveryText')}</Typography>
      <RecoveryCodeList
        codes={codes}
        label={translate('auth.twoFactor.recoveryCodesLabel')}
        borderColor={theme.palette.divider}
      />
      <Stack direction="row" spacing={1}>
        <Button
          startIcon={<ContentCopy />}
          onClick={() =>
            void navigator.clipboard
              ?.writeText(codes.join('\n'))
              .then(() => notify('auth.twoFactor.copied', { type: 'info' }))
          }
        >
          {translate('auth.twoFactor.copy')}
        </Button>
        <Button variant="contained" onClick={onDone}>
          {translate('auth.twoFactor.page.done')}
        </Button>
      </Stack>
    </Stack>
  );
};

type Mode =
  | { kind: 'idle' }
  | { kind: 'enrolling'; enrolment: TwoFactorEnrolment }
  | { kind: 'disable' }
  | { kind: 'regenerate' }
  | { kind: 'codes'; codes: string[] };

/**
 * Two-factor sign-in of the signed-in user (both areas, from the account menu): turn it on (the QR code
 * and key of a new secret, confirmed with a code, then the recovery codes, shown once), turn it off with a
 * current code (not when it is required), or get new recovery codes.
 */
export const TwoFactorPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const dataProvider = useConsoleDataProvider();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<Mode>({ kind: 'idle' });
  const status = useQuery({ queryKey: QUERY_KEY, queryFn: async () => (await dataProvider.getTwoFactor()).data });
  const refresh = () => queryClient.invalidateQueries({ queryKey: QUERY_KEY });

  const start = useMutation({
    mutationFn: () => dataProvider.startTwoFactorEnrolment(),
    onSuccess: ({ data }) => setMode({ kind: 'enrolling', enrolment: data }),
    onError: notifyFailure,
  });
  const confirm = useMutation({
    mutationFn: (code: string) => dataProvider.confirmTwoFactorEnrolment(code),
    onSuccess: ({ data }) => {
      setMode({ kind: 'codes', codes: data.recoveryCodes });
      void refresh();
    },
    onError: notifyFailure,
  });
  const disable = useMutation({
    mutationFn: (code: string) => dataProvider.disableTwoFactor(code),
    onSuccess: () => {
      setMode({ kind: 'idle' });
      notify('auth.twoFactor.page.turnedOff', { type: 'success' });
      void refresh();
    },
    onError: notifyFailure,
  });
  const regenerate = useMutation({
    mutationFn: (code: string) => dataProvider.regenerateRecoveryCodes(code),
    onSuccess: ({ data }) => {
      setMode({ kind: 'codes', codes: data.recoveryCodes });
      void refresh();
    },
    onError: notifyFailure,
  });

  const t = (key: string, options?: Record<string, unknown>) => translate(`auth.twoFactor.page.${key}`, options);
  const state = status.data;
  const body = () => {
    if (status.isError) return <LoadErrorMessage error={status.error} onRetry={() => void status.refetch()} />;
    if (!state) return <LinearProgress aria-label={translate('ra.page.loading')} />;
    switch (mode.kind) {
      case 'codes':
        return <RecoveryCodesCard codes={mode.codes} onDone={() => setMode({ kind: 'idle' })} />;
      case 'enrolling':
        return (
          <Stack spacing={2}>
            <Typography variant="body2">{t('start')}</Typography>
            <Box sx={{ alignSelf: 'flex-start' }}>
              <TotpQr uri={mode.enrolment.otpauthUri} label={translate('auth.twoFactor.qr')} />
            </Box>
            <Typography variant="body2" color="text.secondary">
              {translate('auth.twoFactor.manualEntry')}{' '}
              <Box component="code" data-testid="totp-secret" sx={{ color: 'text.primary', fontSize: 15 }}>
                {groupedSecret(mode.enrolment.secret)}
              </Box>
            </Typography>
            <CodeForm
              submitLabel={t('confirm')}
              busy={confirm.isPending}
              onSubmit={(code) => confirm.mutate(code)}
              onCancel={() => setMode({ kind: 'idle' })}
            />
          </Stack>
        );
      case 'disable':
        return (
          <CodeForm
            hint={t('disableHint')}
            submitLabel={t('disable')}
            busy={disable.isPending}
            onSubmit={(code) => disable.mutate(code)}
            onCancel={() => setMode({ kind: 'idle' })}
          />
        );
      case 'regenerate':
        return (
          <CodeForm
            hint={t('regenerateHint')}
            submitLabel={t('regenerate')}
            busy={regenerate.isPending}
            onSubmit={(code) => regenerate.mutate(code)}
            onCancel={() => setMode({ kind: 'idle' })}
          />
        );
      default:
        return (
          <Stack spacing={2}>
            <Alert severity={state.enabled ? 'success' : state.required ? 'warning' : 'info'}>
              {t(state.enabled ? 'enabled' : 'disabled')}
              {state.required && ` ${t('required')}`}
            </Alert>
            {state.enabled && (
              <Typography variant="body2">{t('recoveryLeft', { smart_count: state.recoveryCodesLeft })}</Typography>
            )}
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {state.enabled ? (
                <>
                  <Button variant="outlined" onClick={() => setMode({ kind: 'regenerate' })}>
                    {t('regenerate')}
                  </Button>
                  {!state.required && (
                    <Button variant="outlined" color="warning" onClick={() => setMode({ kind: 'disable' })}>
                      {t('disable')}
                    </Button>
                  )}
                </>
              ) : (
                <Button variant="contained" loading={start.isPending} onClick={() => start.mutate()}>
                  {t('enable')}
                </Button>
              )}
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {t('lostPhone')}
            </Typography>
          </Stack>
        );
    }
  };

  return (
    <Box sx={{ mt: 1 }}>
      <PageHeader title={t('title')} />
      <Card>
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              {t('intro')}
            </Typography>
            {body()}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
};
