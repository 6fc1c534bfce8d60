/**
 * Car numbers (access right, car number). Russian plates use only the twelve Cyrillic
 * letters that look like Latin ones (А В Е К М Н О Р С Т У Х), and people type them in either alphabet,
 * with or without spaces and dashes: «А 123 ВС 77», "a123bc77" and "А123BC-77" are one car. The key a
 * plate is stored and searched by is its letters in Latin capitals with nothing but letters and digits.
 */

/** Cyrillic letters and the Latin letter each looks like. */
const LOOK_ALIKES: Record<string, string> = {
  А: 'A',
  В: 'B',
  Е: 'E',
  Ё: 'E',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: 'O',
  Р: 'P',
  С: 'C',
  Т: 'T',
  У: 'Y',
  Х: 'X',
};

/** The key of a car number: upper case, Cyrillic look-alikes as Latin, only letters and digits. */
export const plateKey = (plate: string): string =>
  plate
    .toUpperCase()
    .replace(/[А-ЯЁ]/g, (letter) => LOOK_ALIKES[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]/gu, '');

/** Whether two car numbers are the same car, however each was typed. */
export const samePlate = (a: string, b: string): boolean => plateKey(a) !== '' && plateKey(a) === plateKey(b);
