import { beforeEach, describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../src/i18n/i18nProvider';

/**
 * A count in a message is written as the language writes numbers, where polyglot alone prints 21000; the
 * plural form is still picked by it. Other numbers in a message (a card's code, a row's line) stay as
 * they are.
 */
describe('counts in messages', () => {
  beforeEach(() => window.localStorage.setItem('lang', 'en'));

  it('are grouped as in English, then as in Russian, each with its plural form', async () => {
    const i18n = createI18nProvider();
    expect(i18n.translate('undo.confirm', { smart_count: 21_000 })).toBe('Undo: change 21,000 rows back');
    expect(i18n.translate('undo.confirm', { smart_count: 1 })).toBe('Undo: change 1 row back');
    await i18n.changeLocale('ru');
    expect(i18n.translate('undo.confirm', { smart_count: 21_000 })).toBe('Отменить: вернуть 21\u00a0000 строк');
    expect(i18n.translate('undo.confirm', { smart_count: 1_002 })).toBe('Отменить: вернуть 1\u00a0002 строки');
  });

  it('leave a card code and a line number as they are', () => {
    const i18n = createI18nProvider();
    expect(i18n.translate('importFiles.rowRefusals.duplicateCard', { code: 9_510_499, line: 1_200 })).toBe(
      'Card 9510499 is on row 1200 too',
    );
  });
});
