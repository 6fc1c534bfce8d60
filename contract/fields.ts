import { z } from 'zod';
import { validation, withArgs } from './messages';

/**
 * The shared field builders of the contract. Every text, number and yes/no parameter of an Action is
 * made here, so that what any input may hold is decided once: the server's parameter validation, the
 * console's forms (through @hookform/resolvers) and docs/api.md all use these schemas.
 *
 * - Text refuses control characters (NUL, escape, DEL, C1; tab and line breaks too unless the text is
 *   multi-line) and unpaired UTF-16 surrogates, which PostgreSQL cannot store or would store mangled.
 * - Numbers are JSON numbers (or, where a person types them, text: contract/numbers.ts), never
 *   booleans or other coerced values, and always bounded by what their column holds (int4 by default).
 * - GET parameters arrive as text in the query string: GET contracts use the `query…` builders, which
 *   accept only the documented text forms (`^-?\d+$` for a whole number, `true`/`false` for a yes/no).
 */

/** The spec's default limits (section 9). */
export const NAME_MIN_LENGTH = 2;
export const TEXT_MAX_LENGTH = 200;

/** The range of PostgreSQL's `integer` (int4), the bound of every whole number without a tighter one. */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

/** 'Maximum length is 200 characters' for the default limit, 'Maximum length is {max}' otherwise. */
export const maxLengthMessage = (max: number) =>
  max === TEXT_MAX_LENGTH ? validation.maxLength200 : withArgs(validation.maxLength, { max });

// ---------------------------------------------------------------------------------------------------
// Text

/** C0 controls, DEL and C1 controls; in a multi-line text tab, line feed and carriage return are allowed. */
/* eslint-disable no-control-regex -- control characters are what they look for */
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;
const MULTILINE_CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/* eslint-enable no-control-regex */
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const UNPAIRED_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether a text holds only characters a person can type into an input (or, multi-line, a text area). */
export const isCleanText = (value: string, { multiline = false } = {}) =>
  !(multiline ? MULTILINE_CONTROL_CHARACTER : CONTROL_CHARACTER).test(value) && !UNPAIRED_SURROGATE.test(value);

export interface TextOptions {
  /** Tab and line breaks are allowed (a comment, a description, a configuration). */
  multiline?: boolean;
  /** Leading and trailing white space is dropped before the check (a pasted trailing line break goes). */
  trim?: boolean;
  /** The message when the value is missing or not a string; zod's mapped default otherwise. */
  error?: string;
}

/**
 * The base of every text parameter: a string (never a number or a boolean made into one) without
 * control characters or unpaired surrogates ('The text contains characters that are not allowed').
 * A refinement keeps a zod 4 string schema a string schema, so `.min()`, `.max()`, `.regex()` chain on.
 */
export const text = ({ multiline = false, trim = false, error }: TextOptions = {}) => {
  const string = z.string(error ? { error } : undefined);
  return (trim ? string.trim() : string).refine((value) => isCleanText(value, { multiline }), {
    error: validation.invalidCharacters,
    abort: true,
  });
};

/**
 * A required text: trimmed, empty gives 'This field is required', shorter than `min` the minimum-length
 * message, longer than `max` the maximum-length one.
 */
export const requiredText = ({ min = NAME_MIN_LENGTH, max = TEXT_MAX_LENGTH, multiline = false } = {}) =>
  text({ trim: true, multiline, error: validation.required })
    .min(1, { error: validation.required })
    .min(min, { error: min === NAME_MIN_LENGTH ? validation.minLength2 : withArgs(validation.minLength, { min }) })
    .max(max, { error: maxLengthMessage(max) });

/** An optional text, trimmed, at most `max` characters; empty becomes undefined. */
export const optionalText = ({ max = TEXT_MAX_LENGTH, multiline = false } = {}) =>
  text({ trim: true, multiline })
    .max(max, { error: maxLengthMessage(max) })
    .optional()
    .transform((value) => (value === '' ? undefined : value));

/**
 * An optional text a person may clear: trimmed, at most `max` characters, matching `format` when given;
 * empty (or only spaces, or null, as react-admin sends a cleared input) is null; absent stays absent, so
 * an edit that does not send it keeps it.
 */
export const clearableText = ({
  max = TEXT_MAX_LENGTH,
  multiline = false,
  format,
}: { max?: number; multiline?: boolean; format?: { pattern: RegExp; message: string } } = {}) =>
  text({ trim: true, multiline })
    .max(max, { error: maxLengthMessage(max) })
    .refine((value) => !format || value === '' || format.pattern.test(value), { error: format?.message })
    .nullable()
    .optional()
    .transform((value) => (value === '' ? null : value));

/** An e-mail address a person types (local@domain.tld, no spaces); 'Invalid email format' otherwise. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export const EMAIL_MAX_LENGTH = 254;

/** An e-mail address a person may clear: empty is null, as clearableText. */
export const clearableEmail = () =>
  clearableText({ max: EMAIL_MAX_LENGTH, format: { pattern: EMAIL, message: validation.email } });

/**
 * An optional text that is null whenever it is not given: trimmed, at most `max` characters; empty,
 * null or absent is null. (A create fills what was not sent; an edit's `.partial()` keeps absent absent.)
 */
export const nullableText = ({ max = TEXT_MAX_LENGTH, multiline = false } = {}) =>
  text({ trim: true, multiline })
    .max(max, { error: maxLengthMessage(max) })
    .nullish()
    .transform((value) => (value ? value : null));

// ---------------------------------------------------------------------------------------------------
// Identifiers, phones, yes/no

/** Identifiers are UUIDs; the all-zero one marks a root perimeter. */
export const ALL_ZERO_ID = '00000000-0000-0000-0000-000000000000';
export const id = () => z.guid({ error: validation.invalid });

/** A reference a form must set: missing or empty is 'This field is required', anything but an id 'Invalid value'. */
export const requiredId = () =>
  z.guid({ error: (issue) => (issue.input == null || issue.input === '' ? validation.required : validation.invalid) });

/** A phone number as the platform stores it: digits only, 10 to 15 of them (E.164 without '+'). */
export const phoneNumber = () =>
  z
    .string({ error: validation.required })
    .trim()
    .transform((value) => value.replace(/[\s()+-]/g, ''))
    .pipe(z.string().regex(/^\d{10,15}$/, { error: validation.phone }));

/** A yes/no in a JSON body: true or false only (never 1, "true" or null). */
export const flag = () => z.boolean({ error: validation.invalid });

// ---------------------------------------------------------------------------------------------------
// Numbers

interface IntegerOptions {
  /** Inclusive; default the int4 range. */
  min?: number;
  max?: number;
  /** One message for every problem (e.g. a revision number: 'Invalid value'); zod's mapped ones otherwise. */
  error?: string;
}

/**
 * A whole number in a JSON body: a JSON number only (never "5" or true), from `min` to `max` inclusive,
 * by default the range of the int4 column it goes into. Messages: 'Value must be a number', 'Value must
 * be at least {min}', 'Value must be at most {max}'.
 */
export const integer = ({ min = INT4_MIN, max = INT4_MAX, error }: IntegerOptions = {}) =>
  z
    // A schema's error map sees its checks' issues too: it answers only for a value of the wrong type.
    .number({
      error: (issue) =>
        issue.code !== 'invalid_type'
          ? undefined
          : (error ?? (issue.input === undefined ? validation.required : validation.number)),
    })
    .int({ error: error ?? validation.integer })
    .min(min, error ? { error } : undefined)
    .max(max, error ? { error } : undefined);

/**
 * What a GET parameter is on the wire, for docs/api.md: its schema's input is text or a number (see
 * `queryInteger`), which a JSON Schema would show as a union; the reference shows the integer it stands for.
 */
export const queryForms = z.registry<{ wire: 'integer'; minimum: number; maximum: number }>();

/** A whole number as a query string writes it: optional minus sign and digits only. */
export const QUERY_INTEGER = /^-?\d+$/;
/** A yes/no as a query string writes it. */
export const QUERY_BOOLEANS = ['true', 'false'] as const;

/**
 * GET parameters. A query string carries only text, so a GET contract takes a whole number as text in
 * its documented form (`^-?\d+$`: not "", " 5", "1e3", "0x10" or "true", which `Number()` would read)
 * and gives the number. Distinct builders for GET contracts, rather than one builder the dispatcher
 * tunes by method, keep each contract what it says: the schema in the contract is exactly what the
 * server applies and what docs/api.md shows, with no hidden coercion step in between. A JSON number is
 * accepted too, so that in-process callers (the console's Action client, which writes the query string
 * from numbers) keep their types; over HTTP a GET can never carry one.
 */
export const queryInteger = (options: IntegerOptions = {}) => {
  const schema = z
    .union([z.string(), z.number()], {
      error: (issue) => options.error ?? (issue.input === undefined ? validation.required : validation.number),
    })
    .transform((value, ctx) => {
      const written = typeof value === 'number' ? String(value) : value;
      if (QUERY_INTEGER.test(written)) return Number(written);
      ctx.addIssue({ code: 'custom', message: options.error ?? validation.number });
      return z.NEVER;
    })
    .pipe(integer(options));
  queryForms.add(schema, { wire: 'integer', minimum: options.min ?? INT4_MIN, maximum: options.max ?? INT4_MAX });
  return schema;
};

/** A yes/no GET parameter: `true` or `false` as text (a JSON boolean in-process); nothing else. */
export const queryBoolean = () =>
  z
    .union([z.enum(QUERY_BOOLEANS), z.boolean()], { error: validation.invalid })
    .transform((value) => value === true || value === 'true');

// ---------------------------------------------------------------------------------------------------
// Dates

/** Whether an ISO date or date-time names a year PostgreSQL stores (there is no year 0). */
export const storableYear = (value: string) => !/^[+-]?0000-/.test(value);

/** Made once: building it inside a refinement, at every parse, cost each date parameter about 7 µs. */
const isoDate = z.iso.date();

/** Whether a text is a calendar date, `YYYY-MM-DD`, that PostgreSQL stores. */
export const isStorableDate = (value: string) => isoDate.safeParse(value).success && storableYear(value);

/** A calendar date, `YYYY-MM-DD`, that must be given: empty is 'This field is required'. */
export const requiredDate = () =>
  text({ trim: true, error: validation.required })
    .min(1, { error: validation.required })
    .refine(isStorableDate, { error: validation.invalid });

/** An optional calendar date, `YYYY-MM-DD` (a filter: 'paid up to before', a date range's ends). */
export const optionalDate = () => text({ trim: true }).refine(isStorableDate, { error: validation.invalid }).optional();

/** An instant, ISO 8601 with its offset; empty or absent is null (a period's open end). */
export const nullableDateTime = () =>
  z.preprocess(
    (value) => (value === '' ? null : value),
    z.iso
      .datetime({ offset: true, error: validation.invalid })
      .refine(storableYear, { error: validation.invalid })
      .nullable()
      .optional(),
  );
