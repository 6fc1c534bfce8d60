import { type PhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import { validation } from './messages';

/**
 * The valid phone number in what a person typed, in any usual form ("+7 926 111-22-33",
 * "8 (926) 111-22-33", "79261112233"), read with libphonenumber-js; undefined when it is not one. A
 * leading 8 with ten more digits is the Russian trunk prefix. Kept apart from fields.ts so that the
 * sign-in page, which imports those, does not download the phone metadata.
 */
export const parsePhone = (value: string): PhoneNumber | undefined => {
  const digits = value.trim().replace(/[\s().-]/g, '');
  if (!/^\+?\d+$/.test(digits)) return undefined;
  const parsed = /^8\d{10}$/.test(digits)
    ? parsePhoneNumberFromString(digits, 'RU')
    : parsePhoneNumberFromString(digits.startsWith('+') ? digits : `+${digits}`);
  return parsed?.isValid() ? parsed : undefined;
};

/** A phone number a person types, stored as the platform stores phones: E.164 digits without '+'. */
export const internationalPhoneNumber = () =>
  z
    .string({ error: validation.required })
    .trim()
    .min(1, { error: validation.required })
    .transform((value, ctx) => {
      const parsed = parsePhone(value);
      if (!parsed) {
        ctx.addIssue({ code: 'custom', message: validation.phone });
        return z.NEVER;
      }
      return parsed.number.slice(1);
    });

/** A phone a person may leave empty: empty, only spaces or null is null; else as internationalPhoneNumber. */
export const nullablePhone = () =>
  z
    .preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
      internationalPhoneNumber().nullish(),
    )
    .transform((value) => value ?? null);
