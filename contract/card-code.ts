/**
 * Card and BLE tag IDs as people read them off a card: the code is stored as a whole number below 2^24
 * (abonent_codes.code), while a card prints it in decimal ("10597059") or in hexadecimal, often padded to
 * eight digits and sometimes grouped ("00A1B2C3", "a1b2c3", "A1:B2:C3", "0xA1B2C3").
 */

/** Access-control codes are 24-bit. */
export const ACCESS_CODE_LIMIT = 16_777_216;

/** How a code was written: decimal digits, or hexadecimal. */
export type CodeNotation = 'decimal' | 'hex';

export interface ReadCode {
  code: number;
  notation: CodeNotation;
}

const DECIMAL = /^\d{1,8}$/;
const HEX = /^(?:0x)?([0-9a-f]{1,8})$/i;

/**
 * The codes a typed text could be, each once: the decimal number its digits make and the hexadecimal one
 * (digits only are both: "123456" may be either as printed), those below 2^24 only. None for anything else.
 */
export const codesOf = (typed: string): ReadCode[] => {
  const text = typed.trim().replace(/[\s:-]/g, '');
  const read: ReadCode[] = [];
  if (DECIMAL.test(text)) read.push({ code: Number(text), notation: 'decimal' });
  const hex = HEX.exec(text)?.[1];
  if (hex) read.push({ code: Number.parseInt(hex, 16), notation: 'hex' });
  return read.filter(
    ({ code }, index) => code < ACCESS_CODE_LIMIT && read.findIndex((other) => other.code === code) === index,
  );
};

/** A code as a card prints it in hexadecimal: upper case, eight digits ("00A1B2C3"). */
export const hexCode = (code: number): string => code.toString(16).toUpperCase().padStart(8, '0');
