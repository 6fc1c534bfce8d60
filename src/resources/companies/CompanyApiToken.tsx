import Key from '@mui/icons-material/Key';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useLocaleState, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { type CompanyRecord, companyRegistrationLink } from '../../domain/company';
import { useConsoleDataProvider } from '../../dataProvider/useConsoleDataProvider';
import { ConfirmDialog } from '../../layout/ConfirmDialog';
import { TokenDialog } from './TokenDialog';
import { useCompanyCall } from './useCompanyCall';

const TOKEN_UPDATED = 'resources.companies.notifications.tokenUpdated';

/** The company's API token: whether one is in force and since when; generate (shown once), replace, revoke. */
const ApiToken = ({ company }: { company: CompanyRecord }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useConsoleDataProvider();
  const refresh = useRefresh();
  const { run, pending } = useCompanyCall();
  const [token, setToken] = useState<string>();
  const [asking, setAsking] = useState<'regenerate' | 'revoke'>();
  const issue = async () => {
    setAsking(undefined);
    const result = await run(() => dataProvider.issueCompanyApiToken(company.id), TOKEN_UPDATED);
    if (result) setToken(result.token);
    refresh();
  };
  const revoke = async () => {
    setAsking(undefined);
    await run(() => dataProvider.revokeCompanyApiToken(company.id), TOKEN_UPDATED);
    refresh();
  };
  const issued = company.apiTokenIssued && new Date(company.apiTokenIssued).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Stack spacing={2}>
      <Typography variant="h6">{translate('resources.companies.fields.apiToken')}</Typography>
      <Typography color="text.secondary">
        {issued ? translate('resources.companies.token.issued', { date: issued }) : translate('resources.companies.token.none')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" startIcon={<Key />} disabled={pending} onClick={() => (issued ? setAsking('regenerate') : void issue())}>
          {translate(issued ? 'resources.companies.token.regenerate' : 'resources.companies.token.generate')}
        </Button>
        {issued && (
          <Button color="error" variant="outlined" disabled={pending} onClick={() => setAsking('revoke')}>
            {translate('resources.companies.token.revoke')}
          </Button>
        )}
      </Stack>
      <ConfirmDialog
        isOpen={asking !== undefined}
        loading={pending}
        title={asking === 'revoke' ? 'resources.companies.token.confirmRevoke' : 'resources.companies.confirm.updateToken'}
        content={company.name}
        onConfirm={() => void (asking === 'revoke' ? revoke() : issue())}
        onClose={() => setAsking(undefined)}
      />
      <TokenDialog token={token} name={company.name} onClose={() => setToken(undefined)} />
    </Stack>
  );
};

/** The QR code of the company's registration link, drawn in the browser (qrcode is loaded only here). */
const RegistrationQr = ({ company }: { company: CompanyRecord }) => {
  const translate = useTranslate();
  const link = companyRegistrationLink(window.location.origin, company.id);
  const [image, setImage] = useState<string>();
  useEffect(() => {
    let current = true;
    void import('qrcode').then((qrcode) =>
      qrcode.toDataURL(link, { width: 220, margin: 1, errorCorrectionLevel: 'M' }).then((url) => current && setImage(url)),
    );
    return () => {
      current = false;
    };
  }, [link]);
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="h6">{translate('resources.companies.qr.title')}</Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('resources.companies.qr.help')}
      </Typography>
      {/* White around the code in either theme: a scanner needs the contrast. */}
      <Paper variant="outlined" sx={{ p: 1, bgcolor: '#fff', width: 238, height: 238 }}>
        {image && <img src={image} width={220} height={220} alt={translate('resources.companies.fields.qr')} />}
      </Paper>
      <Typography component="code" variant="body2" sx={{ wordBreak: 'break-all' }} data-testid="registration-link">
        {link}
      </Typography>
    </Stack>
  );
};

/** The API token and QR tab. */
export const CompanyApiToken = () => {
  const company = useRecordContext<CompanyRecord>();
  if (!company) return null;
  return (
    <Stack spacing={4} sx={{ p: 2 }}>
      <ApiToken company={company} />
      <RegistrationQr company={company} />
    </Stack>
  );
};
