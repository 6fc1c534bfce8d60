import { z } from 'zod';
import { validation, withArgs } from './messages';

/**
 * Numbers as a person types them into a text field (and as JSON clients send them): a string or a
 * number; spaces between thousands are dropped and a decimal comma is read as a point, so "1 250,50"
 * is 1250.50. Empty is "no value". Messages are the catalogue's: 'Value must be a
 * number', 'Value must be more than {min}', 'Value must be less than {max}'.
 */

const NUMBER_TEXT = /^[+-]?\d+(?:\.\d+)?$/;

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The number's text with spaces removed and a decimal comma made a point; undefined when not text. */
const normalize = (value: unknown): string | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value !== 'string') return undefined;
  return value.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
};

interface Bounds {
  /** The value must be strictly more than this. */
  min: number;
  /** The value must be strictly less than this. */
  max: number;
}

type Context = z.RefinementCtx;

/** Checks the text of a number against the bounds; reports the first problem and returns false. */
const withinBounds = (text: string, { min, max }: Bounds, ctx: Context): boolean => {
  const value = Number(text);
  if (!(value > min)) {
    ctx.addIssue({ code: 'custom', message: withArgs(validation.moreThan, { min }) });
    return false;
  }
  if (!(value < max)) {
    ctx.addIssue({ code: 'custom', message: withArgs(validation.lessThan, { max }) });
    return false;
  }
  return true;
};

/** The number's text if it is one, else reports 'Value must be a number'. */
const numberText = (value: unknown, ctx: Context): string | undefined => {
  const text = normalize(value);
  if (text !== undefined && NUMBER_TEXT.test(text)) return text;
  ctx.addIssue({ code: 'custom', message: validation.number });
  return undefined;
};

/**
 * An amount of money with at most two decimals, as exact decimal text ("1250.00"): never a float, so
 * it goes into a numeric column unchanged.
 */
const moneyValue = (bounds: Bounds) => (value: unknown, ctx: Context) => {
  const text = numberText(value, ctx);
  if (text === undefined || !withinBounds(text, bounds, ctx)) return z.NEVER;
  const [whole, fraction = ''] = text.replace(/^\+/, '').split('.');
  if (fraction.length > 2) {
    ctx.addIssue({ code: 'custom', message: validation.invalid });
    return z.NEVER;
  }
  return `${BigInt(whole).toString()}.${fraction.padEnd(2, '0')}`;
};

/** A whole number (a count, a number of days). */
const wholeValue = (bounds: Bounds) => (value: unknown, ctx: Context) => {
  const text = numberText(value, ctx);
  if (text === undefined || !withinBounds(text, bounds, ctx)) return z.NEVER;
  if (!Number.isInteger(Number(text))) {
    ctx.addIssue({ code: 'custom', message: validation.invalid });
    return z.NEVER;
  }
  return Number(text);
};

/**
 * Text, a number, or null (what a form gives for an empty field). The union's message covers the
 * rest: react-hook-form's zod resolver would show a union's first inner message instead, so what a form
 * can send (text, null) passes the union and is judged by the transform.
 */
const numberInput = z.union([z.string(), z.number(), z.null()], {
  error: (issue) => (issue.input === undefined ? validation.required : validation.number),
});

const requiredNumber = <T>(parse: (value: unknown, ctx: Context) => T) =>
  numberInput.transform((value, ctx) => {
    if (!isBlank(value)) return parse(value, ctx);
    ctx.addIssue({ code: 'custom', message: validation.required });
    return z.NEVER;
  });

/** Empty becomes null (not undefined), so that clearing a field is sent and stored as "no value". */
const optionalNumber = <T>(parse: (value: unknown, ctx: Context) => T) =>
  numberInput.optional().transform((value, ctx) => (isBlank(value) ? null : parse(value, ctx)));

/** Money up to 99,999,999.99; the default lower bound makes it positive. */
export const MONEY_LIMIT = 100_000_000;

export const optionalMoney = ({ min = 0, max = MONEY_LIMIT }: Partial<Bounds> = {}) =>
  optionalNumber(moneyValue({ min, max }));
export const wholeNumber = (bounds: Bounds) => requiredNumber(wholeValue(bounds));
export const optionalWholeNumber = (bounds: Bounds) => optionalNumber(wholeValue(bounds));
/** An amount that must be given, above 0 (a payment). */
export const money = ({ min = 0, max = MONEY_LIMIT }: Partial<Bounds> = {}) => requiredNumber(moneyValue({ min, max }));
