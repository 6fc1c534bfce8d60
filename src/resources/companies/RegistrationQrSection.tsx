import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { type CompanyRecord, companyRegistrationLink } from '../../../contract/company';
import { Section } from '../abonents/Section';

/**
 * The QR code of the company's registration link (spec: Company, QR), drawn in the browser; `qrcode`
 * is loaded only when the section is shown, so the area's first download does not carry it.
 */
export const RegistrationQrSection = () => {
  const translate = useTranslate();
  const company = useRecordContext<CompanyRecord>();
  const link = company ? companyRegistrationLink(window.location.origin, company.id) : undefined;
  const [image, setImage] = useState<string>();
  useEffect(() => {
    if (!link) return undefined;
    let current = true;
    void import('qrcode/lib/browser.js').then((qrcode) =>
      qrcode
        .toDataURL(link, { width: 220, margin: 1, errorCorrectionLevel: 'M' })
        .then((url) => current && setImage(url)),
    );
    return () => {
      current = false;
    };
  }, [link]);
  if (!link) return null;
  return (
    <Section title="resources.companies.qr.title">
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
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
    </Section>
  );
};
