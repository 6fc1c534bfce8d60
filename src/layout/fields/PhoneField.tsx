import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { type FieldProps, useFieldValue } from 'react-admin';

/**
 * A stored phone number (digits only, E.164 without '+') as people read it: "+7 926 111 22 33". A number
 * outside the ranges the metadata knows (a UK drama range, a block opened since) is split too when its
 * country's pattern splits it: "+44 7700 900207", as the valid numbers beside it in a list. One no pattern
 * splits is shown as '+' and its digits rather than split wrongly.
 */
export const formatPhoneNumber = (digits: string) => {
  const parsed = parsePhoneNumberFromString(`+${digits}`);
  if (!parsed) return `+${digits}`;
  const formatted = parsed.formatInternational();
  const split = formatted.split(' ').length > 2;
  return parsed.isValid() || (parsed.isPossible() && split) ? formatted : `+${digits}`;
};

export const PhoneField = (props: FieldProps) => {
  const value = useFieldValue(props);
  return value ? <span style={{ whiteSpace: 'nowrap' }}>{formatPhoneNumber(String(value))}</span> : null;
};
