import { describe, expect, it } from 'vitest';
import { formatPhoneNumber } from '../../src/layout/fields/PhoneField';

describe('formatPhoneNumber', () => {
  it('formats a valid number internationally', () => {
    expect(formatPhoneNumber('79261112233')).toBe('+7 926 111 22 33');
    expect(formatPhoneNumber('442079460958')).toBe('+44 20 7946 0958');
  });

  it("shows a number the metadata does not recognise as '+' and its digits, not split wrongly", () => {
    expect(formatPhoneNumber('70000000002')).toBe('+70000000002');
  });
});
