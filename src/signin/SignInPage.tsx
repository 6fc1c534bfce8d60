import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { areaPaths } from '../areas/paths';
import { selectCompany, signIn, signOut } from '../authProvider/signIn';
import type { SignedInUser } from '../domain/auth';
import { ActionError, errorMessageOf } from '../dataProvider/actionClient';
import { toFieldName } from '../domain/wire';
import { BareLayout, useBareTranslate } from '../layout/BareLayout';
import { type AreaName, areaStores } from '../session/areaStore';
import { isReady, readSession } from '../session/session';
import { lazyPage } from '../lazyPage';
import type { CompanyStepProps } from './CompanyStep';
import { CredentialsForm, type FieldErrors } from './CredentialsForm';

// Only users with several companies need the company search (and its Autocomplete).
const CompanyStep = lazyPage<CompanyStepProps>(() => import('./CompanyStep').then((module) => ({ default: module.CompanyStep })));

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
      setFieldErrors(Object.fromEntries(Object.entries(fields).map(([param, message]) => [toFieldName(param), message])));
      setError(Object.keys(fields).length > 0 ? undefined : errorMessageOf(failure));
    }
  };

  return (
    <Stack spacing={3}>
      <Stack spacing={0.5} sx={{ pr: 10 }}>
        <Typography variant="overline" color="text.secondary">
          {translate(`common.areas.${area}`)}
        </Typography>
        <Typography variant="h5" component="h1">
          {translate(needsCompany ? 'auth.company.title' : 'auth.signIn.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate(needsCompany ? 'auth.company.subtitle' : 'auth.signIn.subtitle')}
        </Typography>
      </Stack>
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
    </Stack>
  );
};

const SignInPage = ({ area }: { area: AreaName }) => (
  <BareLayout>
    <SignIn area={area} />
  </BareLayout>
);

export default SignInPage;
