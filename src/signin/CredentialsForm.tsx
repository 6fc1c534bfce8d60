import { type FormEvent, useState } from 'react';
import { validation } from '../../contract/messages';
import { BareAlert } from '../layout/bare/BareAlert';
import { BareButton } from '../layout/bare/BareButton';
import { BareField } from '../layout/bare/BareField';
import { useBareTranslate } from '../layout/bare/BareLayout';
import { VisibilityIcon, VisibilityOffIcon } from '../layout/bare/icons';

type Field = 'phoneNumber' | 'password';
export type FieldErrors = Partial<Record<Field, string>>;

/**
 * Only emptiness is checked here: the phone number's format is the server's rule (the same schema
 * validates Login), and its answer lands on the field. This keeps zod off the sign-in page.
 */
const validate = (values: Record<Field, string>): FieldErrors =>
  Object.fromEntries(
    Object.entries(values)
      .filter(([, value]) => value.trim() === '')
      .map(([field]) => [field, validation.required]),
  );

export interface CredentialsFormProps {
  onSubmit: (phoneNumber: string, password: string) => Promise<void>;
  /** The server's refusal (a translation key), shown above the button. */
  error?: string;
  /** The server's messages for single fields, shown on them until the field changes. */
  serverErrors?: FieldErrors;
}

/** Phone number and password; errors show once a field was left or the form was sent. */
export const CredentialsForm = ({ onSubmit, error, serverErrors = {} }: CredentialsFormProps) => {
  const translate = useBareTranslate();
  const [values, setValues] = useState<Record<Field, string>>({ phoneNumber: '', password: '' });
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [showPassword, setShowPassword] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [submitted, setSubmitted] = useState<Record<Field, string>>();
  const errors = validate(values);
  const shownError = (field: Field) => {
    if (touched[field] && errors[field]) return translate(errors[field]);
    const fromServer = serverErrors[field];
    return fromServer && submitted?.[field] === values[field] ? translate(fromServer) : undefined;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ phoneNumber: true, password: true });
    if (Object.keys(errors).length > 0) return;
    setSubmitting(true);
    setSubmitted(values);
    try {
      await onSubmit(values.phoneNumber, values.password);
    } finally {
      setSubmitting(false);
    }
  };

  const field = (name: Field) => ({
    id: name,
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
    onBlur: () => setTouched({ ...touched, [name]: true }),
    error: shownError(name),
    required: true,
    disabled: submitting,
  });

  return (
    <form className="bare-stack" noValidate onSubmit={submit}>
      <BareField
        {...field('phoneNumber')}
        type="tel"
        autoComplete="username"
        autoFocus
        label={translate('auth.signIn.phoneNumber')}
        placeholder="7 900 000 00 00"
      />
      <BareField
        {...field('password')}
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        label={translate('auth.signIn.password')}
        end={
          <button
            type="button"
            className="bare-icon-button"
            onClick={() => setShowPassword(!showPassword)}
            aria-label={translate(showPassword ? 'auth.signIn.hidePassword' : 'auth.signIn.showPassword')}
          >
            {showPassword ? <VisibilityOffIcon /> : <VisibilityIcon />}
          </button>
        }
      />
      {error && <BareAlert severity="error">{translate(error)}</BareAlert>}
      <BareButton type="submit" busy={submitting}>
        {translate('auth.signIn.submit')}
      </BareButton>
    </form>
  );
};
