import { Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { areaPaths } from '../areas/paths';
import { selectCompany, signIn, signOut } from '../authProvider/signIn';
import type { SignedInUser } from '../../contract/auth';
import { ActionError, errorMessageOf } from '../dataProvider/actionClient';
import { toFieldName } from '../../contract/wire';
import { BareAlert } from '../layout/bare/BareAlert';
import { BareHeader, BareLayout, useBareTranslate } from '../layout/bare/BareLayout';
import { type AreaName, areaStores } from '../session/areaStore';
import { isReady, readSession, sessionEndReason } from '../session/session';
import { lazyPage } from '../lazyPage';
import type { CompanyStepProps } from './CompanyStep';
import { CredentialsForm, type FieldErrors } from './CredentialsForm';

// Only users with several companies need the company search (and its Autocomplete).
const CompanyStep = lazyPage<CompanyStepProps>(() =>
  import('./CompanyStep').then((module) => ({ default: module.CompanyStep })),
);

/**
 * The sign-in page of one area, outside react-admin so that it downloads little: phone number and
 * password, then, for a company admin with several companies, the company selection.
 */
const SignIn = ({ area }: { area: AreaName }) => {
  const translate = useBareTranslate();
  const navigate = useNavigate();
  const store = areaStores[area];
  const [user, setUser] = useState<SignedInUser | undefined>(() => readSession(store));
  const [error, setError] = useState<string>();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const needsCompany = user?.area === 'company' && user.companyId === null;
  // Signed out by the server (a 401): say so until the person signs in again.
  const endReason = sessionEndReason(store);

  useEffect(() => {
    if (isReady(user)) navigate(`${areaPaths[area]}/`, { replace: true });
  }, [user, area, navigate]);

  useEffect(() => {
    document.title = `${translate('auth.signIn.title')} · ${translate(`common.areas.${area}`)}`;
  }, [translate, area]);

  const attempt = async (action: () => Promise<SignedInUser>) => {
    setError(undefined);
    setFieldErrors({});
    try {
      setUser(await action());
    } catch (failure) {
      const fields = failure instanceof ActionError ? (failure.body.fields ?? {}) : {};
      setFieldErrors(
        Object.fromEntries(Object.entries(fields).map(([param, message]) => [toFieldName(param), message])),
      );
      setError(Object.keys(fields).length > 0 ? undefined : errorMessageOf(failure));
    }
  };

  return (
    <>
      <BareHeader
        overline={translate(`common.areas.${area}`)}
        title={translate(needsCompany ? 'auth.company.title' : 'auth.signIn.title')}
        text={translate(needsCompany ? 'auth.company.subtitle' : 'auth.signIn.subtitle')}
      />
      {endReason && !user && !error && <BareAlert severity="info">{translate(endReason)}</BareAlert>}
      {needsCompany ? (
        <Suspense>
          <CompanyStep
            user={user}
            error={error}
            onSelect={(companyId) => attempt(() => selectCompany(store, companyId))}
            onOtherUser={() => {
              setError(undefined);
              setUser(undefined);
              void signOut(store);
            }}
          />
        </Suspense>
      ) : (
        <CredentialsForm
          error={error}
          serverErrors={fieldErrors}
          onSubmit={(phoneNumber, password) => attempt(() => signIn(store, area, phoneNumber, password))}
        />
      )}
    </>
  );
};

const SignInPage = ({ area }: { area: AreaName }) => (
  <BareLayout>
    <SignIn area={area} />
  </BareLayout>
);

export default SignInPage;
