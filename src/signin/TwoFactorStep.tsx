import { type FormEvent, useEffect, useState } from 'react';
import type { SignedInUser, TwoFactorChallenge } from '../../contract/auth';
import { validation } from '../../contract/messages';
import { errorMessageOf } from '../dataProvider/actionClient';
import { BareAlert } from '../layout/bare/BareAlert';
import { BareButton } from '../layout/bare/BareButton';
import { BareField } from '../layout/bare/BareField';
import { useBareTranslate } from '../layout/bare/BareLayout';
import { RecoveryCodeList } from '../twoFactor/RecoveryCodeList';
import { groupedSecret, TotpQr } from '../twoFactor/TotpQr';

export interface TwoFactorStepProps {
  challenge: TwoFactorChallenge;
  verify: (code: string) => Promise<{ user: SignedInUser; recoveryCodes?: string[] }>;
  onSignedIn: (user: SignedInUser) => void;
  onOtherUser: () => void;
  /** The recovery codes are on screen: the page's header says what they are. */
  onRecoveryCodes?: () => void;
}

/** The recovery codes of a new enrolment, shown once (the page's header says what they are), to copy. */
export const RecoveryCodes = ({ codes, onContinue }: { codes: string[]; onContinue: () => void }) => {
  const translate = useBareTranslate();
  const [copied, setCopied] = useState(false);
  return (
    <div className="bare-stack">
      <RecoveryCodeList
        codes={codes}
        label={translate('auth.twoFactor.recoveryCodesLabel')}
        borderColor="var(--divider)"
      />
      <BareButton
        variant="text"
        onClick={() => {
          void navigator.clipboard?.writeText(codes.join('\n')).then(() => setCopied(true));
        }}
      >
        {translate(copied ? 'auth.twoFactor.copied' : 'auth.twoFactor.copy')}
      </BareButton>
      <BareButton onClick={onContinue}>{translate('auth.twoFactor.continue')}</BareButton>
    </div>
  );
};

/**
 * The sign-in's second step, loaded only when Login asks for it: the code of the authenticator app (or
 * a recovery code); for an account that must enrol first, the QR code and key of its new secret above the
 * field, and the recovery codes once the first code is right.
 */
export const TwoFactorStep = ({ challenge, verify, onSignedIn, onOtherUser, onRecoveryCodes }: TwoFactorStepProps) => {
  const translate = useBareTranslate();
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<{ user: SignedInUser; recoveryCodes: string[] }>();
  const enrol = challenge.twoFactor === 'enrol';
  const empty = code.trim() === '';
  // A refused code is cleared: the field takes the next one at once.
  useEffect(() => {
    if (error && !submitting) document.getElementById('code')?.focus();
  }, [error, submitting]);

  if (done) return <RecoveryCodes codes={done.recoveryCodes} onContinue={() => onSignedIn(done.user)} />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (empty) return;
    setSubmitting(true);
    setError(undefined);
    try {
      const result = await verify(code.trim());
      if (result.recoveryCodes) {
        setDone({ user: result.user, recoveryCodes: result.recoveryCodes });
        onRecoveryCodes?.();
      } else onSignedIn(result.user);
    } catch (failure) {
      setError(errorMessageOf(failure));
      setCode('');
      setTouched(false);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form className="bare-stack" noValidate onSubmit={submit}>
      {enrol && challenge.otpauthUri && challenge.secret && (
        <>
          <TotpQr uri={challenge.otpauthUri} label={translate('auth.twoFactor.qr')} />
          <p className="bare-muted" style={{ textAlign: 'center' }}>
            {translate('auth.twoFactor.manualEntry')}
            <br />
            <code data-testid="totp-secret" style={{ fontSize: 15, color: 'var(--text)', wordBreak: 'break-all' }}>
              {groupedSecret(challenge.secret)}
            </code>
          </p>
        </>
      )}
      <BareField
        id="code"
        name="code"
        label={translate('auth.twoFactor.code')}
        placeholder={enrol ? '123456' : translate('auth.twoFactor.codeHint')}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        onBlur={() => setTouched(true)}
        error={touched && empty ? translate(validation.required) : undefined}
        required
        disabled={submitting}
        autoFocus
        autoComplete="one-time-code"
        inputMode={enrol ? 'numeric' : 'text'}
        maxLength={32}
      />
      {error && <BareAlert severity="error">{translate(error)}</BareAlert>}
      <BareButton type="submit" busy={submitting}>
        {translate('auth.twoFactor.submit')}
      </BareButton>
      <BareButton variant="text" onClick={onOtherUser} disabled={submitting}>
        {translate('auth.twoFactor.otherUser')}
      </BareButton>
    </form>
  );
};
