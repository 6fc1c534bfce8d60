import Alert from '@mui/material/Alert';
import { TextInput, useStore, useTranslate } from 'react-admin';
import type { SignedInUser } from '../../domain/auth';
import { companyProfileForm } from '../../domain/company';
import { SESSION_KEY } from '../../session/session';
import { Row } from '../../layout/forms/FormLayout';
import { ResourceEdit } from '../../layout/forms/ResourcePages';
import { ResourceForm } from '../../layout/forms/ResourceForm';
import { CompanyContactInputs } from './CompanyForm';

/**
 * The company's own profile (company area, /companies): its admins change the contact details (address,
 * phones, support, e-mail); the rest is the platform's, shown read-only.
 */
export const CompanyProfile = () => {
  const translate = useTranslate();
  const [session] = useStore<SignedInUser>(SESSION_KEY);
  if (!session?.companyId) return null;
  return (
    <ResourceEdit id={session.companyId} resource="companies">
      <ResourceForm schema={companyProfileForm}>
        <Alert severity="info" sx={{ mb: 2, width: '100%' }}>
          {translate('resources.companies.help.readOnly')}
        </Alert>
        <TextInput source="name" disabled fullWidth />
        <Row>
          <TextInput source="inn" disabled fullWidth />
          <TextInput source="region" disabled fullWidth />
          <TextInput source="brand" disabled fullWidth />
        </Row>
        <CompanyContactInputs />
      </ResourceForm>
    </ResourceEdit>
  );
};
