import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm';
import { codesOf, type ReadCode } from '../../contract/card-code';
import { parsePhone } from '../../contract/phone';
import { plateKey } from '../../contract/plate';
import { SEARCH_MIN_TEXT } from '../../contract/search';
import { PHONE_LIKE, type SearchedColumn, searchCondition } from '../protocol/list';

/**
 * What one search text is looked for as: words of a name or title (as every list's Search finds them,
 * served by the trigram indexes), a phone number however it was typed, card or tag codes (decimal and
 * hexadecimal), a car number's key (contract/plate.ts). A reading that cannot apply is left out, so its
 * lookups are not run at all.
 */
export interface SearchTerms {
  /** The condition that `columns` hold the text's words; undefined for a text too short for the indexes. */
  words?: (...columns: SearchedColumn[]) => SQL;
  /**
   * The condition that a phone column (E.164 digits) is the number typed, or holds the digits typed of
   * one; undefined unless the text could be one.
   */
  phone?: (column: AnyColumn) => SQL;
  /** The codes the text could be. */
  codes: ReadCode[];
  /** A LIKE pattern of the car number's key; undefined unless the text could be part of one. */
  plate?: string;
}

/** Digits a phone search needs: fewer find a good part of any list. */
const PHONE_MIN_DIGITS = 4;

export function searchTerms(query: string): SearchTerms {
  const text = query.trim();
  const long = text.length >= SEARCH_MIN_TEXT;
  const digits = text.replace(/\D/g, '').length;
  const plate = plateKey(text);
  // A whole number is found by its key; its digits anywhere ("%79261234501%") made the trigram index
  // intersect the long lists of the digits every phone of a region shares (13 ms against 0.3).
  const whole = parsePhone(text)?.number.slice(1);
  return {
    words: long ? (...columns) => searchCondition(text, columns) ?? sql`false` : undefined,
    phone: !(PHONE_LIKE.test(text) && digits >= PHONE_MIN_DIGITS)
      ? undefined
      : whole
        ? (column) => eq(column, whole)
        : (column) => searchCondition(text, [], { phone: column }) ?? sql`false`,
    codes: codesOf(text),
    // A key with a digit: a name ("Иванов") is not looked for among car numbers.
    plate: plate.length >= SEARCH_MIN_TEXT && /\d/.test(plate) ? `%${plate}%` : undefined,
  };
}
