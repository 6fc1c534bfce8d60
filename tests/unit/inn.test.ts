import { describe, expect, it } from 'vitest';
import { companyForm, companyDefaults } from '../../src/domain/company';
import { isValidInn } from '../../src/domain/inn';
import { issueMessage } from '../../src/domain/issue-messages';
import { validation } from '../../src/domain/messages';

describe('the INN check digits', () => {
  // Organisations' INNs as published in their registration records (Sberbank, Yandex, Gazprom, VTB), and
  // a sole trader's 12-digit INN whose two check digits are right.
  it.each(['7707083893', '7736207543', '7736050003', '7702070139', '500100732259'])('accepts %s', (inn) => {
    expect(isValidInn(inn)).toBe(true);
  });

  it.each([
    ['7707083894', 'the last digit changed'],
    ['7707038893', 'two digits swapped'],
    ['500100732258', 'the 12th digit changed'],
    ['500100732269', 'the 11th digit changed'],
    ['0000000000', 'no region (00)'],
    ['770708389', 'nine digits'],
    ['77070838933', 'eleven digits'],
    ['77070838a3', 'a letter'],
    [' 7707083893', 'a space'],
  ])('refuses %s (%s)', (inn) => {
    expect(isValidInn(inn)).toBe(false);
  });

  it("is the company form's: 'Invalid INN format', and empty is no INN", () => {
    const errorsOf = (inn: string) =>
      companyForm.safeParse({ ...companyDefaults, name: 'ООО «Проверка»', inn }, { error: issueMessage }).error?.issues.map((issue) => issue.message);
    expect(errorsOf('7707083894')).toEqual([validation.inn]);
    expect(errorsOf('7707083893')).toBeUndefined();
    expect(companyForm.parse({ ...companyDefaults, name: 'ООО «Проверка»', inn: '  ' }).inn).toBeNull();
  });
});
