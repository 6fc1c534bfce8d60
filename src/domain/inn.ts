/**
 * The INN (taxpayer identification number, ИНН): 10 digits for an organisation, 12 for a person or a sole
 * trader, the last digit (two for 12) a check digit of the Federal Tax Service's weighted sum (each: the
 * sum of digit × weight, modulo 11, modulo 10). Shared by the company form and the server.
 */

const WEIGHTS_10 = [2, 4, 10, 3, 5, 9, 4, 6, 8];
const WEIGHTS_11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const WEIGHTS_12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];

const checkDigit = (digits: number[], weights: number[]) =>
  (weights.reduce((sum, weight, index) => sum + weight * digits[index], 0) % 11) % 10;

/** Whether the text is an INN whose check digits are right. */
export function isValidInn(value: string): boolean {
  // The first two digits are the code of the tax office's region: never 00.
  if (!/^(\d{10}|\d{12})$/.test(value) || value.startsWith('00')) return false;
  const digits = [...value].map(Number);
  if (digits.length === 10) return checkDigit(digits, WEIGHTS_10) === digits[9];
  return checkDigit(digits, WEIGHTS_11) === digits[10] && checkDigit(digits, WEIGHTS_12) === digits[11];
}
