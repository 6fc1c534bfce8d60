import { type AnyColumn, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { codesOf, type CodeNotation, hexCode } from '../../contract/card-code';
import { parsePhone } from '../../contract/phone';
import { plateKey } from '../../contract/plate';
import { SEARCH_MIN_TEXT } from '../../contract/search';
import { PHONE_LIKE, type SearchedColumn, searchPatterns } from '../protocol/list';

/**
 * A search's value by its name, as a statement takes it: the value itself, or a placeholder for it when
 * the statement is built once for every text of its shape (statement.ts).
 */
export type ValueOf = (name: string) => SQLWrapper | string | number;

/**
 * What one search text is looked for as: words of a name or title (as every list's Search finds them,
 * served by the trigram indexes), a phone number however it was typed, card or tag codes (decimal and
 * hexadecimal), a car number's key (contract/plate.ts). A reading that cannot apply is left out, so its
 * lookups are not run at all. Each condition takes the text's values by name (`values`): two texts of the
 * same `shape` differ in those only, and so share their statement.
 */
export interface SearchTerms {
  shape: string;
  values: Readonly<Record<string, unknown>>;
  /** The condition that `columns` hold the text's words; undefined for a text too short for the indexes. */
  words?: (value: ValueOf, ...columns: SearchedColumn[]) => SQL;
  /**
   * The condition that a phone column (E.164 digits) is the number typed, or holds the digits typed of
   * one; undefined unless the text could be one.
   */
  phone?: (value: ValueOf, column: AnyColumn) => SQL;
  /** How each code the text could be was written: the i-th is the value `code<i>`, as printed `printed<i>`. */
  codes: CodeNotation[];
  /** Whether the text could be part of a car number: its key's LIKE pattern is the value `plate`. */
  plate: boolean;
}

/** Digits a phone search needs: fewer find a good part of any list. */
const PHONE_MIN_DIGITS = 4;

/** Any column: the patterns of a text are the same whichever columns they are looked for in. */
const ANY_COLUMN = sql`''`;

export function searchTerms(query: string): SearchTerms {
  const text = query.trim();
  const long = text.length >= SEARCH_MIN_TEXT;
  const digits = text.replace(/\D/g, '').length;
  const key = plateKey(text);
  // A whole number is found by its key; its digits anywhere ("%79261234501%") made the trigram index
  // intersect the long lists of the digits every phone of a region shares (13 ms against 0.3).
  const whole = parsePhone(text)?.number.slice(1);
  const phoneLike = PHONE_LIKE.test(text) && digits >= PHONE_MIN_DIGITS;
  const words = long ? searchPatterns(text, [ANY_COLUMN], {}) : undefined;
  const phoneDigits = phoneLike && !whole ? searchPatterns(text, [], { phone: ANY_COLUMN }) : undefined;
  const codes = codesOf(text);
  // A key with a digit: a name ("Иванов") is not looked for among car numbers.
  const plate = key.length >= SEARCH_MIN_TEXT && /\d/.test(key);
  const values: Record<string, unknown> = {};
  for (const [name, pattern] of Object.entries(words?.values ?? {})) values[`words.${name}`] = pattern;
  for (const [name, pattern] of Object.entries(phoneDigits?.values ?? {})) values[`phone.${name}`] = pattern;
  if (phoneLike && whole) values.whole = whole;
  codes.forEach(({ code, notation }, index) => {
    values[`code${index}`] = code;
    values[`printed${index}`] = notation === 'hex' ? hexCode(code) : String(code);
  });
  if (plate) values.plate = `%${key}%`;
  const phoneShape = !phoneLike ? '-' : whole ? 'whole' : phoneDigits!.shape;
  return {
    shape: [words?.shape ?? '-', phoneShape, codes.map((code) => code.notation).join(','), plate].join('|'),
    values,
    words:
      words && ((value, ...columns) => words.whereIn(columns, (name) => value(`words.${name}`) as SQLWrapper | string)),
    phone: !phoneLike
      ? undefined
      : whole
        ? (value, column) => eq(column, value('whole'))
        : (value, column) => phoneDigits!.whereIn([], (name) => value(`phone.${name}`) as SQLWrapper | string, column),
    codes: codes.map((code) => code.notation),
    plate,
  };
}
