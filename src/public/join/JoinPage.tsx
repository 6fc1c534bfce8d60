import { type FormEvent, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { type JoinFormRecord, joinRequestForm } from '../../../contract/join-request';
import { errors as errorKeys } from '../../../contract/messages';
import { parsePhone } from '../../../contract/phone';
import { ActionError, callAction, errorMessageOf } from '../../dataProvider/actionClient';
import { BareAlert } from '../../layout/bare/BareAlert';
import { BareButton } from '../../layout/bare/BareButton';
import { BareField } from '../../layout/bare/BareField';
import { BareHeader, BareLayout, useBareTranslate } from '../../layout/bare/BareLayout';
import { BareSelect } from '../../layout/bare/BareSelect';

type Field = 'name' | 'phoneNumber' | 'addressId' | 'apartment';
type Values = Record<Field, string>;
type FieldErrors = Partial<Record<Field, string>>;

/** The server's parameter names for the form's fields. */
const PARAMS: Record<string, Field> = {
  Name: 'name',
  PhoneNumber: 'phoneNumber',
  AddressId: 'addressId',
  Apartment: 'apartment',
};

const EMPTY: Values = { name: '', phoneNumber: '', addressId: '', apartment: '' };

/** The form's messages from the contract's schema, the one the server checks the request with. */
const validate = (values: Values): FieldErrors => {
  const parsed = joinRequestForm.safeParse(values);
  if (parsed.success) return {};
  const found: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field;
    found[field] ??= issue.message;
  }
  return found;
};

/** The code the QR's link carries in its fragment, which the browser never sends to a server. */
const useCode = () => {
  const { hash } = useLocation();
  try {
    return decodeURIComponent(hash.replace(/^#/, '')).trim();
  } catch {
    return '';
  }
};

type Form = { state: 'busy' } | { state: 'refused'; reason: string } | { state: 'ready'; form: JoinFormRecord };

const useJoinForm = (code: string) => {
  const [form, setForm] = useState<Form>({ state: 'busy' });
  useEffect(() => {
    if (!code) return undefined;
    let current = true;
    setForm({ state: 'busy' });
    callAction('GetJoinForm', { Code: code })
      .then((result) => current && setForm({ state: 'ready', form: result }))
      .catch((error: unknown) => current && setForm({ state: 'refused', reason: errorMessageOf(error) }));
    return () => {
      current = false;
    };
  }, [code]);
  return form;
};

const Refused = ({ reason }: { reason: string }) => {
  const translate = useBareTranslate();
  return (
    <>
      <BareHeader title={translate('common.join.refusedTitle')} text="" />
      <BareAlert severity="error">{translate(reason)}</BareAlert>
    </>
  );
};

/** The request's form: name, phone, address (the company's) and apartment, checked as the server checks them. */
const RequestForm = ({ code, form }: { code: string; form: JoinFormRecord }) => {
  const translate = useBareTranslate();
  const [values, setValues] = useState<Values>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState<{ company: string; phone: string }>();
  const errors = validate(values);
  const shownError = (field: Field) => {
    const message = (touched[field] && errors[field]) || serverErrors[field];
    return message ? translate(message) : undefined;
  };

  if (failure === errorKeys.notFound || failure === 'common.join.errors.unknownCode') {
    return <Refused reason="common.join.errors.unknownCode" />;
  }
  if (sent) {
    return (
      <>
        <BareHeader
          overline={sent.company}
          title={translate('common.join.sentTitle')}
          text={translate('common.join.sentText', { company: sent.company, phone: sent.phone })}
        />
        <BareButton
          variant="text"
          onClick={() => {
            setSent(undefined);
            setValues(EMPTY);
            setTouched({});
          }}
        >
          {translate('common.join.another')}
        </BareButton>
      </>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ name: true, phoneNumber: true, addressId: true, apartment: true });
    setFailure(undefined);
    if (Object.keys(errors).length > 0) return;
    setSubmitting(true);
    try {
      const result = await callAction('SubmitJoinRequest', {
        Code: code,
        Name: values.name,
        PhoneNumber: values.phoneNumber,
        AddressId: values.addressId,
        Apartment: values.apartment,
      });
      setSent({ company: result.company, phone: parsePhone(values.phoneNumber)?.formatInternational() ?? '' });
    } catch (error) {
      const fields = error instanceof ActionError ? error.body.fields : undefined;
      if (fields && Object.keys(fields).length > 0) {
        setServerErrors(
          Object.fromEntries(
            Object.entries(fields).flatMap(([param, message]) => (PARAMS[param] ? [[PARAMS[param], message]] : [])),
          ),
        );
      } else setFailure(errorMessageOf(error));
    } finally {
      setSubmitting(false);
    }
  };

  const field = (name: Field) => ({
    id: `join-${name}`,
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setValues({ ...values, [name]: event.target.value });
      setServerErrors({ ...serverErrors, [name]: undefined });
    },
    onBlur: () => setTouched({ ...touched, [name]: true }),
    error: shownError(name),
    required: true,
    disabled: submitting,
  });

  return (
    <>
      <BareHeader
        overline={form.company}
        title={translate('common.join.title')}
        text={translate('common.join.intro', { company: form.company })}
      />
      {form.addresses.length === 0 ? (
        <BareAlert severity="info">{translate('common.join.noAddresses', { company: form.company })}</BareAlert>
      ) : (
        <form className="bare-stack" noValidate onSubmit={submit}>
          <BareField {...field('name')} autoComplete="name" label={translate('common.join.name')} />
          <BareField
            {...field('phoneNumber')}
            type="tel"
            autoComplete="tel"
            label={translate('common.join.phoneNumber')}
            placeholder="+7 900 000 00 00"
          />
          <BareSelect
            {...field('addressId')}
            label={translate('common.join.address')}
            placeholder={translate('common.join.chooseAddress')}
            options={form.addresses.map((address) => ({ value: address.id, label: address.label }))}
          />
          <BareField {...field('apartment')} label={translate('common.join.apartment')} />
          {failure && <BareAlert severity="error">{translate(failure)}</BareAlert>}
          <BareButton type="submit" busy={submitting}>
            {translate('common.join.submit')}
          </BareButton>
        </form>
      )}
    </>
  );
};

const JoinForm = ({ code }: { code: string }) => {
  const translate = useBareTranslate();
  const form = useJoinForm(code);
  if (form.state === 'busy') return <BareAlert severity="info">{translate('common.join.loading')}</BareAlert>;
  if (form.state === 'refused') return <Refused reason={form.reason} />;
  return <RequestForm code={code} form={form.form} />;
};

const NoCode = () => {
  const translate = useBareTranslate();
  return <BareHeader title={translate('common.join.title')} text={translate('common.join.noCode')} />;
};

/**
 * /join#<code>: public, no sign-in. A resident who scanned the company's registration QR asks to be
 * registered; the company's administrators approve or refuse the request (Join requests).
 */
const JoinPage = () => {
  const code = useCode();
  return <BareLayout>{code ? <JoinForm key={code} code={code} /> : <NoCode />}</BareLayout>;
};

export default JoinPage;
