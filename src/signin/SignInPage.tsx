import { Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { areaPaths } from '../areas/paths';
import { selectCompany, signIn, signOut, verifyTwoFactor } from '../authProvider/signIn';
import type { SignedInUser, TwoFactorChallenge } from '../../contract/auth';
import { ActionError, errorMessageOf } from '../dataProvider/actionClient';
import { toFieldName } from '../../contract/wire';
import { BareAlert } from '../layout/bare/BareAlert';
import { BareHeader, BareLayout, useBareTranslate } from '../layout/bare/BareLayout';
import { type AreaName, areaStores } from '../session/areaStore';
import { isReady, readSession, sessionEndReason } from '../session/session';
import { lazyPage } from '../lazyPage';
import type { CompanyStepProps } from './CompanyStep';
import { CredentialsForm, type FieldErrors } from './CredentialsForm';
import type { TwoFactorStepProps } from './TwoFactorStep';

// Only users with several companies need the company search (and its Autocomplete).
const CompanyStep = lazyPage<CompanyStepProps>(() =>
  import('./CompanyStep').then((module) => ({ default: module.CompanyStep })),
);

// Only accounts with a second factor (or that must enrol one) need its step, with the QR code's drawing.
const TwoFactorStep = lazyPage<TwoFactorStepProps>(() =>
  import('./TwoFactorStep').then((module) => ({ default: module.TwoFactorStep })),
);

/**
 * The sign-in page of one area, outside react-admin so that it downloads little: phone number and
 * password, then the second factor when the account has one (or must enrol one), then, for a company admin
 * with several companies, the company selection.
 */
const SignIn = ({ area }: { area: AreaName }) => {
  const translate = useBareTranslate();
  const navigate = useNavigate();
  const store = areaStores[area];
  const [user, setUser] = useState<SignedInUser | undefined>(() => readSession(store));
  const [challenge, setChallenge] = useState<TwoFactorChallenge>();
  const [showingRecoveryCodes, setShowingRecoveryCodes] = useState(false);
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

  const attempt = async (action: () => Promise<SignedInUser | TwoFactorChallenge>) => {
    setError(undefined);
    setFieldErrors({});
    try {
      const answer = await action();
      if ('twoFactor' in answer) setChallenge(answer);
      else setUser(answer);
    } catch (failure) {
      const fields = failure instanceof ActionError ? (failure.body.fields ?? {}) : {};
      setFieldErrors(
        Object.fromEntries(Object.entries(fields).map(([param, message]) => [toFieldName(param), message])),
      );
      setError(Object.keys(fields).length > 0 ? undefined : errorMessageOf(failure));
    }
  };

  const step =
    challenge && !user
      ? showingRecoveryCodes
        ? 'auth.twoFactor.recovery'
        : `auth.twoFactor.${challenge.twoFactor === 'enrol' ? 'enrolStep' : 'verify'}`
      : undefined;
  return (
    <>
      <BareHeader
        overline={translate(`common.areas.${area}`)}
        title={translate(step ? `${step}.title` : needsCompany ? 'auth.company.title' : 'auth.signIn.title')}
        text={translate(step ? `${step}.subtitle` : needsCompany ? 'auth.company.subtitle' : 'auth.signIn.subtitle')}
      />
      {endReason && !user && !challenge && !error && <BareAlert severity="info">{translate(endReason)}</BareAlert>}
      {challenge && !user ? (
        <Suspense>
          <TwoFactorStep
            challenge={challenge}
            verify={(code) => verifyTwoFactor(store, challenge.challenge, code)}
            onRecoveryCodes={() => setShowingRecoveryCodes(true)}
            onSignedIn={(signedIn) => {
              setChallenge(undefined);
              setShowingRecoveryCodes(false);
              setUser(signedIn);
            }}
            onOtherUser={() => {
              setError(undefined);
              setChallenge(undefined);
            }}
          />
        </Suspense>
      ) : needsCompany ? (
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
