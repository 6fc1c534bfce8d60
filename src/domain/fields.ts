import { z } from 'zod';
import { validation, withArgs } from './messages';

/** The spec's default limits (section 9). */
export const NAME_MIN_LENGTH = 2;
export const TEXT_MAX_LENGTH = 200;

/**
 * A required text: trimmed, empty gives 'This field is required', shorter than `min` the minimum-length
 * message, longer than `max` the maximum-length one (spec section 5).
 */
export const requiredText = ({ min = NAME_MIN_LENGTH, max = TEXT_MAX_LENGTH } = {}) =>
  z
    .string({ error: validation.required })
    .trim()
    .min(1, { error: validation.required })
    .min(min, { error: min === NAME_MIN_LENGTH ? validation.minLength2 : withArgs(validation.minLength, { min }) })
    .max(max, { error: max === TEXT_MAX_LENGTH ? validation.maxLength200 : withArgs(validation.maxLength, { max }) });

/** An optional text, trimmed, at most `max` characters; empty becomes undefined. */
export const optionalText = ({ max = TEXT_MAX_LENGTH } = {}) =>
  z
    .string()
    .trim()
    .max(max, { error: max === TEXT_MAX_LENGTH ? validation.maxLength200 : withArgs(validation.maxLength, { max }) })
    .optional()
    .transform((value) => (value === '' ? undefined : value));

/** Identifiers are UUIDs; the all-zero one marks a root perimeter (spec section 9). */
export const ALL_ZERO_ID = '00000000-0000-0000-0000-000000000000';
export const id = () => z.guid({ error: validation.invalid });

/** A phone number as the platform stores it: digits only, 10 to 15 of them (E.164 without '+'). */
export const phoneNumber = () =>
  z
    .string({ error: validation.required })
    .trim()
    .transform((value) => value.replace(/[\s()+-]/g, ''))
    .pipe(z.string().regex(/^\d{10,15}$/, { error: validation.phone }));
