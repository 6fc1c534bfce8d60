import { describe, expect, it } from 'vitest';
import { formatPhoneNumber } from '../../src/layout/fields/PhoneField';

describe('formatPhoneNumber', () => {
  it('formats a valid number internationally', () => {
    expect(formatPhoneNumber('79261112233')).toBe('+7 926 111 22 33');
    expect(formatPhoneNumber('442079460958')).toBe('+44 20 7946 0958');
  });

  it('splits a number outside the known ranges as its country splits its numbers', () => {
    // A UK drama-range number: possible, not valid, and shown beside valid ones in the same lists.
    expect(formatPhoneNumber('447700900207')).toBe('+44 7700 900207');
  });

  it("shows a number no pattern of its country splits as '+' and its digits, not split wrongly", () => {
    expect(formatPhoneNumber('70000000002')).toBe('+70000000002');
  });
});
