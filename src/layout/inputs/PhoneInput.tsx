import { TextInput, type TextInputProps, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { internationalPhoneNumber } from '../../../contract/phone';
import { formatPhoneNumber } from '../fields/PhoneField';

const phoneSchema = internationalPhoneNumber();

/**
 * A phone number input (abonents, controllers): the number as typed, in any usual form; under it, the
 * number as it will be stored and shown ("+7 926 123-45-67") once it is a valid one, else the hint.
 */
export const PhoneInput = (props: TextInputProps) => {
  const translate = useTranslate();
  const value = useWatch({ name: props.source });
  const parsed = typeof value === 'string' ? phoneSchema.safeParse(value) : undefined;
  return (
    <TextInput
      {...props}
      type="tel"
      helperText={parsed?.success ? formatPhoneNumber(parsed.data) : translate('common.phone.hint')}
    />
  );
};
