import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import { validation } from './messages';

/**
 * A phone number a person types, in any usual form ("+7 926 111-22-33", "8 (926) 111-22-33",
 * "79261112233"), checked with libphonenumber-js and stored as the platform stores phones: E.164 digits
 * without '+'. A leading 8 with ten more digits is the Russian trunk prefix. Kept apart from fields.ts
 * so that the sign-in page, which imports those, does not download the phone metadata.
 */
export const internationalPhoneNumber = () =>
  z
    .string({ error: validation.required })
    .trim()
    .min(1, { error: validation.required })
    .transform((value, ctx) => {
      const digits = value.replace(/[\s().-]/g, '');
      const parsed = /^8\d{10}$/.test(digits)
        ? parsePhoneNumberFromString(digits, 'RU')
        : parsePhoneNumberFromString(digits.startsWith('+') ? digits : `+${digits}`);
      if (!/^\+?\d+$/.test(digits) || !parsed?.isValid()) {
        ctx.addIssue({ code: 'custom', message: validation.phone });
        return z.NEVER;
      }
      return parsed.number.slice(1);
    });
