import { Navigate } from 'react-router-dom';
import { useStore } from 'react-admin';
import type { SignedInUser } from '../../../contract/auth';
import { ResourceEdit } from '../../layout/forms/ResourcePages';
import { useMayCall } from '../../session/permissions';
import { SESSION_KEY } from '../../session/session';
import { OwnCompanyForm } from './CompanyForm';
import { CompanyRolesSection } from '../company_roles/CompanyRolesSection';
import { ApiTokensSection } from './ApiTokensSection';
import { RegistrationQrSection } from './RegistrationQrSection';

/** The company area's `companies` route: the session's own company, whatever was asked for. */
export const OwnCompanyRedirect = () => {
  const [user] = useStore<SignedInUser | undefined>(SESSION_KEY);
  return user?.companyId ? <Navigate to={`edit/${user.companyId}`} replace /> : null;
};

/**
 * The company's own profile: its contact details, which its admins may change (the rest is read-only),
 * its registration QR and API tokens (for whoever may manage the company) and its roles.
 */
export const OwnCompanyEdit = () => {
  const mayCall = useMayCall();
  return (
    <ResourceEdit>
      <OwnCompanyForm />
      {mayCall('GetRegistration') && <RegistrationQrSection />}
      <CompanyRolesSection />
      {mayCall('GetCompanyApiTokens') && <ApiTokensSection />}
    </ResourceEdit>
  );
};
