import { ACCESS_CODE_LIMIT } from './card-code';

/**
 * Card numbers as files from other systems write them, read into the stored code (a whole number below
 * 2^24, abonent_codes.code). One card may be printed several ways: "10597059" (decimal; EM-Marine cards
 * print the whole code as ten digits, "0010597059"), "A1B2C3", "0x00A1B2C3" or "A1:B2:C3" (hexadecimal),
 * "161,45763" (Wiegand 26: facility 0–255 and number 0–65535; also written with /, - or a space), the
 * same with a 16-bit facility (Wiegand 34, whose 32 bits fit the stored code only when the facility does),
 * and "C3B2A1" (the bytes in reverse order, as little-endian readers report A1B2C3).
 */

/** Most likely first: the order a column's readings are ranked in when they read it equally well. */
export const CARD_NOTATIONS = ['decimal', 'hex', 'wiegand26', 'wiegand34', 'hexReversed'] as const;
export type CardNotation = (typeof CARD_NOTATIONS)[number];

/** Why a value is not a card in a notation (translation keys under `resources.import_files.refusals`). */
export const CARD_REFUSALS = [
  /** Not written this way at all. */
  'unreadable',
  /** A number of 2^24 or more: not a code the doors store. */
  'tooLarge',
  /** Wiegand: a facility above 255 (26 bits) or 65535 (34 bits). */
  'facilityTooLarge',
  /** Wiegand: a card number above 65535. */
  'numberTooLarge',
  /** Wiegand 34 with a facility above 255: 32 bits, which the 24-bit code cannot hold. */
  'wiegand34TooWide',
] as const;
export type CardRefusal = (typeof CARD_REFUSALS)[number];

export type CardReading = { code: number; refusal?: never } | { code?: never; refusal: CardRefusal };

const DECIMAL = /^\d+$/;
/** Hexadecimal, with or without 0x, whole or in bytes grouped by one kind of separator. */
const HEX = /^(?:0x)?(?:[0-9a-f]+|[0-9a-f]{2}(?:([:\s-])[0-9a-f]{2})(?:\1[0-9a-f]{2})*)$/i;
/** Facility and number: "123,45678", "123/45678", "123-45678", "123 45678". */
const FACILITY_NUMBER = /^(\d+)(?:\s*[,/-]\s*|\s+)(\d+)$/;

const coded = (code: number): CardReading => (code < ACCESS_CODE_LIMIT ? { code } : { refusal: 'tooLarge' });

/** The hexadecimal digits of a value written in hex, or undefined. */
const hexDigits = (text: string) => (HEX.test(text) ? text.replace(/^0x/i, '').replace(/[:\s-]/g, '') : undefined);

/** The digits without leading zeros ("0010597059" is 10597059), so that their count tells the size. */
const significant = (digits: string) => digits.replace(/^0+(?=.)/, '');

function readHex(digits: string): CardReading {
  const value = significant(digits);
  return value.length > 6 ? { refusal: 'tooLarge' } : coded(Number.parseInt(value, 16));
}

function readWiegand(text: string, facilityMax: number): CardReading {
  const match = FACILITY_NUMBER.exec(text);
  if (!match) return { refusal: 'unreadable' };
  const facility = Number(match[1]);
  const number = Number(match[2]);
  if (facility > facilityMax) return { refusal: 'facilityTooLarge' };
  if (number > 0xffff) return { refusal: 'numberTooLarge' };
  if (facility > 0xff) return { refusal: 'wiegand34TooWide' };
  return { code: facility * 0x10000 + number };
}

/** One card's text read in one notation: its code, or why it is none. */
export function readCard(typed: string, notation: CardNotation): CardReading {
  const text = typed.trim();
  switch (notation) {
    case 'decimal': {
      if (!DECIMAL.test(text)) return { refusal: 'unreadable' };
      const value = significant(text);
      return value.length > 8 ? { refusal: 'tooLarge' } : coded(Number(value));
    }
    case 'hex': {
      const digits = hexDigits(text);
      return digits === undefined ? { refusal: 'unreadable' } : readHex(digits);
    }
    case 'hexReversed': {
      const digits = hexDigits(text);
      if (digits === undefined) return { refusal: 'unreadable' };
      const bytes = (digits.length % 2 ? `0${digits}` : digits).match(/../g)!;
      return readHex(bytes.reverse().join(''));
    }
    case 'wiegand26':
      return readWiegand(text, 0xff);
    case 'wiegand34':
      return readWiegand(text, 0xffff);
  }
}

/** The cards of one cell: several may share it, one a line or separated by semicolons. */
export const cardsInCell = (cell: string): string[] =>
  cell
    .split(/[;\r\n]+/)
    .map((card) => card.trim())
    .filter(Boolean);

/** How well one notation reads a column: its values read, refused (written so, but no code), unreadable. */
export interface NotationFit {
  notation: CardNotation;
  read: number;
  refused: number;
  unreadable: number;
}

/** What a card column is written in, as far as its values tell. */
export interface ColumnNotations {
  /** The cards the column holds. */
  values: number;
  /** Every notation some value is written in, the best first: fewest values it cannot read, then most likely. */
  fits: NotationFit[];
  /** The best notation, unless the column is ambiguous or no notation reads a single value. */
  notation: CardNotation | null;
  /**
   * Two notations read every value and give some card another code ("123456": decimal or hex?): the
   * person who knows the cards must choose. Byte order is left out: the reversed order reads nearly any
   * hexadecimal column, and whether a reader reverses it is known from the reader, not from the data.
   */
  ambiguous: boolean;
  /** The notations between which the column is ambiguous, most likely first. */
  between: CardNotation[];
}

/** As printed: the notations whose disagreement makes a column ambiguous. */
const AS_PRINTED: readonly CardNotation[] = ['decimal', 'hex', 'wiegand26', 'wiegand34'];

/**
 * The notations of a card column, fed value by value (a file's column is read as a stream): holds a few
 * counters whatever the number of values.
 */
export function columnNotations() {
  const fits = CARD_NOTATIONS.map((notation) => ({ notation, read: 0, refused: 0, unreadable: 0 }));
  /** Pairs of notations that gave some card different codes. */
  const disagree = new Set<string>();
  const pair = (a: CardNotation, b: CardNotation) => [a, b].sort().join();
  let values = 0;

  return {
    add(cell: string) {
      for (const card of cardsInCell(cell)) {
        values += 1;
        const codes = CARD_NOTATIONS.map((notation, index) => {
          const reading = readCard(card, notation);
          const fit = fits[index];
          if (reading.code !== undefined) fit.read += 1;
          else if (reading.refusal === 'unreadable') fit.unreadable += 1;
          else fit.refused += 1;
          return reading.code;
        });
        codes.forEach((code, i) => {
          for (let j = i + 1; j < codes.length; j += 1) {
            if (code !== undefined && codes[j] !== undefined && code !== codes[j]) {
              disagree.add(pair(CARD_NOTATIONS[i], CARD_NOTATIONS[j]));
            }
          }
        });
      }
    },
    result(): ColumnNotations {
      const ranked = fits
        .filter((fit) => fit.read + fit.refused > 0)
        .sort((a, b) => a.refused + a.unreadable - (b.refused + b.unreadable));
      const whole = ranked.filter((fit) => fit.read === values && AS_PRINTED.includes(fit.notation));
      const between = whole
        .filter((fit, n) => n === 0 || disagree.has(pair(whole[0].notation, fit.notation)))
        .map((fit) => fit.notation);
      const ambiguous = between.length > 1;
      const best = ranked[0];
      return {
        values,
        fits: ranked,
        notation: ambiguous || !best || best.read === 0 ? null : best.notation,
        ambiguous,
        between: ambiguous ? between : [],
      };
    },
  };
}

/** The notations of a column given all its values at once. */
export function detectNotations(cells: Iterable<string>): ColumnNotations {
  const column = columnNotations();
  for (const cell of cells) column.add(cell);
  return column.result();
}
