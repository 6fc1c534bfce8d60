import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import type { CompanyRecord } from '../../domain/company';

/** Keys used and remaining, counted by the server from the keys the company issued. */
export const CompanyKeysLine = () => {
  const translate = useTranslate();
  const company = useRecordContext<CompanyRecord>();
  if (!company) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 2 }}>
      {translate('resources.companies.keysLine', { used: company.keysUsed, remaining: company.keysRemaining })}
    </Typography>
  );
};
