import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import type { CompanyRecord } from '../../../contract/company';
import { DeleteRecordButton } from '../../layout/forms/DeleteRecordButton';
import { ResourceEdit } from '../../layout/forms/ResourcePages';
import { useMayCall } from '../../session/permissions';
import { ApiTokensSection } from './ApiTokensSection';
import { CompanyForm } from './CompanyForm';
import { CompanyTabs } from './CompanyTabs';

/** The company's API tokens, for a role that may manage them. */
const CompanyApiTokens = () => {
  const company = useRecordContext<CompanyRecord>();
  const mayCall = useMayCall();
  return company && mayCall('GetCompanyApiTokens') ? <ApiTokensSection companyId={company.id} /> : null;
};

/** The company's key quota as counted from its live keys. */
const KeyQuotaLine = () => {
  const translate = useTranslate();
  const company = useRecordContext<CompanyRecord>();
  if (!company) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1 }}>
      {translate('resources.companies.fields.keysUsed')}: {company.keysUsed} ·{' '}
      {translate('resources.companies.fields.keysRemaining')}: {company.keysRemaining}
    </Typography>
  );
};

/**
 * A company's page: delete above (refused, with what it still has, while it has abonents, locks or
 * keys), its key quota, the details form, the tabs of its admins, local servers, SIP servers and
 * payment methods and its API token. The registration QR is the company's own (its page in the company
 * area): its code is issued, replaced and withdrawn by the company's administrators.
 */
export const CompanyEdit = () => (
  <ResourceEdit actions={<DeleteRecordButton />}>
    <KeyQuotaLine />
    <CompanyForm />
    <CompanyTabs />
    <CompanyApiTokens />
  </ResourceEdit>
);
