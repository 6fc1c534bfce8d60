import { describe, expect, it } from 'vitest';
import { type CardNotation, detectNotations, readCard } from '../../contract/card-notation';

/**
 * Card numbers as real cards, readers and old systems print them. Every row is one card, A1B2C3 (10597059),
 * unless it says otherwise: each notation reads it to the same stored code, or refuses it with its reason.
 */
const A1B2C3 = 10_597_059;

const NOTATIONS: [string, CardNotation, number | string][] = [
  // Decimal, as printed on most cards and in most exports.
  ['10597059', 'decimal', A1B2C3],
  [' 10597059 ', 'decimal', A1B2C3],
  // EM-Marine: the whole code as ten digits, zero-padded.
  ['0010597059', 'decimal', A1B2C3],
  ['16777215', 'decimal', 16_777_215],
  ['16777216', 'decimal', 'tooLarge'],
  ['12345678901', 'decimal', 'tooLarge'],
  ['105 970 59', 'decimal', 'unreadable'],
  ['A1B2C3', 'decimal', 'unreadable'],
  // Hexadecimal: bare, padded, with 0x, in grouped bytes.
  ['A1B2C3', 'hex', A1B2C3],
  ['a1b2c3', 'hex', A1B2C3],
  ['00A1B2C3', 'hex', A1B2C3],
  ['0xA1B2C3', 'hex', A1B2C3],
  ['0x00a1b2c3', 'hex', A1B2C3],
  ['A1:B2:C3', 'hex', A1B2C3],
  ['00 A1 B2 C3', 'hex', A1B2C3],
  ['A1-B2-C3', 'hex', A1B2C3],
  ['1000000', 'hex', 'tooLarge'],
  ['FFFFFFFF', 'hex', 'tooLarge'],
  ['A1:B2-C3', 'hex', 'unreadable'],
  ['A1B:2C3', 'hex', 'unreadable'],
  ['G1B2C3', 'hex', 'unreadable'],
  // Wiegand 26: facility (0-255) and number (0-65535), A1 and B2C3, however separated.
  ['161,45763', 'wiegand26', A1B2C3],
  ['161/45763', 'wiegand26', A1B2C3],
  ['161-45763', 'wiegand26', A1B2C3],
  ['161 45763', 'wiegand26', A1B2C3],
  ['161, 45763', 'wiegand26', A1B2C3],
  ['161,04567', 'wiegand26', 161 * 65_536 + 4567],
  ['256,1', 'wiegand26', 'facilityTooLarge'],
  ['12,70000', 'wiegand26', 'numberTooLarge'],
  ['10597059', 'wiegand26', 'unreadable'],
  // Wiegand 34: a 16-bit facility, stored when it fits the 24-bit code, refused with its reason when not.
  ['161,45763', 'wiegand34', A1B2C3],
  ['1000,5', 'wiegand34', 'wiegand34TooWide'],
  ['70000,5', 'wiegand34', 'facilityTooLarge'],
  ['12,70000', 'wiegand34', 'numberTooLarge'],
  // Reversed byte order, as little-endian readers report A1B2C3.
  ['C3B2A1', 'hexReversed', A1B2C3],
  ['C3:B2:A1', 'hexReversed', A1B2C3],
  ['C3B2A100', 'hexReversed', A1B2C3],
  ['00C3B2A1', 'hexReversed', 'tooLarge'],
  ['C3B2A1', 'hex', 12_825_249],
];

describe('a card number in a notation', () => {
  it.each(NOTATIONS)('%j as %s: %s', (text, notation, expected) => {
    const reading = readCard(text, notation);
    expect(typeof expected === 'number' ? reading.code : reading.refusal).toBe(expected);
  });
});

describe('the notations of a column', () => {
  it('takes ten zero-padded digits as decimal: as hexadecimal they would not fit', () => {
    const found = detectNotations(['0010597059', '0000012345', '']);
    expect(found).toMatchObject({ values: 2, notation: 'decimal', ambiguous: false, between: [] });
    expect(found.fits[0]).toEqual({ notation: 'decimal', read: 2, refused: 0, unreadable: 0 });
  });

  it('asks when digits only read both as decimal and as hexadecimal, to different cards', () => {
    const found = detectNotations(['123456', '654321']);
    expect(found).toMatchObject({ notation: null, ambiguous: true, between: ['decimal', 'hex'] });
  });

  it('is not ambiguous when a single value settles it', () => {
    expect(detectNotations(['123456', '16777000'])).toMatchObject({ notation: 'decimal', ambiguous: false });
    expect(detectNotations(['123456', '12AB34'])).toMatchObject({ notation: 'hex', ambiguous: false });
  });

  it('takes hexadecimal as printed, offering the reversed order without asking', () => {
    const found = detectNotations(['A1B2C3', '00D4E5F6']);
    expect(found).toMatchObject({ notation: 'hex', ambiguous: false });
    expect(found.fits.map((fit) => fit.notation)).toEqual(['hex', 'hexReversed']);
    expect(found.fits[1]).toMatchObject({ read: 1, refused: 1 });
  });

  it('reads a column that only the reversed order fits in that order', () => {
    expect(detectNotations(['C3B2A100', 'F6E5D400'])).toMatchObject({ notation: 'hexReversed', ambiguous: false });
  });

  it('reads facility and number as Wiegand 26, the same cards as Wiegand 34 reads them', () => {
    const found = detectNotations(['161,45763', '12/3']);
    expect(found).toMatchObject({ notation: 'wiegand26', ambiguous: false });
    expect(found.fits.map((fit) => fit.notation)).toEqual(['wiegand26', 'wiegand34']);
  });

  it('counts the cards neither Wiegand reading can store, each with its reason', () => {
    const found = detectNotations(['161,45763', '1000,5']);
    expect(found.notation).toBe('wiegand26');
    expect(found.fits).toEqual([
      { notation: 'wiegand26', read: 1, refused: 1, unreadable: 0 },
      { notation: 'wiegand34', read: 1, refused: 1, unreadable: 0 },
    ]);
    expect(readCard('1000,5', 'wiegand26').refusal).toBe('facilityTooLarge');
    expect(readCard('1000,5', 'wiegand34').refusal).toBe('wiegand34TooWide');
  });

  it('reads several cards of one cell, one a line or separated by semicolons', () => {
    expect(detectNotations(['A1B2C3; D4E5F6', 'ABCDEF\n123ABC'])).toMatchObject({ values: 4, notation: 'hex' });
  });

  it('says when no notation reads a single value', () => {
    expect(detectNotations(['lost', 'n/a'])).toMatchObject({ notation: null, ambiguous: false, fits: [] });
    expect(detectNotations([])).toMatchObject({ values: 0, notation: null, fits: [] });
  });
});
