/**
 * A Russian taxpayer number (INN): 10 digits for an organisation, 12 for a person or sole trader, whose
 * last digits are check digits (weighted sums modulo 11, then modulo 10). A typo in any one digit, or
 * two neighbours swapped, fails the check.
 */
const WEIGHTS = {
  ten: [2, 4, 10, 3, 5, 9, 4, 6, 8],
  eleventh: [7, 2, 4, 10, 3, 5, 9, 4, 6, 8],
  twelfth: [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8],
};

const checkDigit = (digits: number[], weights: number[]) =>
  (weights.reduce((sum, weight, index) => sum + weight * digits[index], 0) % 11) % 10;

/**
 * What is wrong with an INN: not 10 or 12 digits ('format'), or digits whose check digits do not match
 * ('checkDigit': a typo, which a person fixes differently); undefined for a valid one.
 */
export function innProblem(value: string): 'format' | 'checkDigit' | undefined {
  if (!/^(\d{10}|\d{12})$/.test(value)) return 'format';
  const digits = [...value].map(Number);
  const valid =
    digits.length === 10
      ? checkDigit(digits, WEIGHTS.ten) === digits[9]
      : checkDigit(digits, WEIGHTS.eleventh) === digits[10] && checkDigit(digits, WEIGHTS.twelfth) === digits[11];
  return valid ? undefined : 'checkDigit';
}

export const isValidInn = (value: string): boolean => innProblem(value) === undefined;
