import { Navigate } from 'react-router-dom';
import { useStore } from 'react-admin';
import type { SignedInUser } from '../../../contract/auth';
import { ResourceEdit } from '../../layout/forms/ResourcePages';
import { SESSION_KEY } from '../../session/session';
import { OwnCompanyForm } from './CompanyForm';
import { RegistrationQrSection } from './RegistrationQrSection';

/** The company area's `companies` route: the session's own company, whatever was asked for. */
export const OwnCompanyRedirect = () => {
  const [user] = useStore<SignedInUser | undefined>(SESSION_KEY);
  return user?.companyId ? <Navigate to={`edit/${user.companyId}`} replace /> : null;
};

/**
 * The company's own profile: its contact details, which its admins may change (the rest is read-only),
 * and its registration QR.
 */
export const OwnCompanyEdit = () => (
  <ResourceEdit>
    <OwnCompanyForm />
    <RegistrationQrSection />
  </ResourceEdit>
);
