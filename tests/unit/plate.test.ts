import { describe, expect, it } from 'vitest';
import { plateKey, samePlate } from '../../contract/plate';

describe('car numbers', () => {
  it('reads Cyrillic look-alike letters as the Latin ones, whatever the case and spacing', () => {
    expect(plateKey('А 123 ВС 77')).toBe('A123BC77');
    expect(plateKey('a123bc-77')).toBe('A123BC77');
    expect(plateKey('А123BC 777')).toBe('A123BC777');
    expect(plateKey('ехо 001 мт 199')).toBe('EXO001MT199');
    expect(plateKey('ру 12-34')).toBe('PY1234');
  });

  it('keeps letters with no look-alike as they are, so different plates stay different', () => {
    expect(plateKey('Д123ЖЗ')).toBe('Д123ЖЗ');
    expect(samePlate('Д 123 ЖЗ', 'D123JZ')).toBe(false);
    expect(samePlate('А123ВС77', 'A123BC78')).toBe(false);
  });

  it('matches the same car typed in either alphabet, never two empty numbers', () => {
    expect(samePlate('Х 777 ХХ 77', 'x777xx77')).toBe(true);
    expect(samePlate('  ', '-')).toBe(false);
  });
});
