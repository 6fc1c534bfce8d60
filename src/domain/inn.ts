/**
 * The Russian taxpayer number (INN): 10 digits for an organisation, 12 for a person or sole trader. Its
 * last digit (two for 12 digits) is a checksum: the weighted sum of the digits before it, modulo 11,
 * modulo 10. The console's form and the server both check it here.
 */
const WEIGHTS_10 = [2, 4, 10, 3, 5, 9, 4, 6, 8];
const WEIGHTS_11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const WEIGHTS_12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];

const checkDigit = (digits: number[], weights: number[]) =>
  (weights.reduce((sum, weight, index) => sum + weight * digits[index], 0) % 11) % 10;

export const isValidInn = (value: string): boolean => {
  if (!/^(\d{10}|\d{12})$/.test(value)) return false;
  const digits = [...value].map(Number);
  if (digits.length === 10) return checkDigit(digits, WEIGHTS_10) === digits[9];
  return checkDigit(digits, WEIGHTS_11) === digits[10] && checkDigit(digits, WEIGHTS_12) === digits[11];
};
