import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { type FieldProps, useFieldValue } from 'react-admin';

/**
 * A stored phone number (digits only, E.164 without '+') as people read it: "+7 926 111 22 33". A
 * number the metadata does not recognise is shown as '+' and its digits rather than split wrongly.
 */
export const formatPhoneNumber = (digits: string) => {
  const parsed = parsePhoneNumberFromString(`+${digits}`);
  return parsed?.isValid() ? parsed.formatInternational() : `+${digits}`;
};

export const PhoneField = (props: FieldProps) => {
  const value = useFieldValue(props);
  return value ? <span style={{ whiteSpace: 'nowrap' }}>{formatPhoneNumber(String(value))}</span> : null;
};
