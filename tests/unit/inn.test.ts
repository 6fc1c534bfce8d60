import { describe, expect, it } from 'vitest';
import { innProblem, isValidInn } from '../../contract/inn';

describe('isValidInn', () => {
  it("accepts real organisations' 10-digit INNs and real 12-digit ones", () => {
    // Sberbank, Yandex, Gazprom.
    for (const inn of ['7707083893', '7736207543', '7736050003']) expect(isValidInn(inn), inn).toBe(true);
    for (const inn of ['500100732259', '773173084809']) expect(isValidInn(inn), inn).toBe(true);
  });

  it('refuses a wrong check digit, a wrong length and anything but digits', () => {
    for (const inn of [
      '7707083894',
      '7736207540',
      '500100732250',
      '500100732269',
      '123456789',
      '12345678901',
      '770708389a',
      ' 7707083893',
      '',
    ])
      expect(isValidInn(inn), inn).toBe(false);
  });
});

describe('innProblem', () => {
  it('tells a wrong check digit from a number that is not an INN at all', () => {
    expect(innProblem('7707083893')).toBeUndefined();
    expect(innProblem('7707083894')).toBe('checkDigit');
    expect(innProblem('500100732250')).toBe('checkDigit');
    expect(innProblem('770708389')).toBe('format');
    expect(innProblem('770708389a')).toBe('format');
  });
});
