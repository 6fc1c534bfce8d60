import type { I18nProvider } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import enCommon from './en/common';
import { loadedMessages, loadMessages } from './loadMessages';
import { LOCALES, type Locale, readLocale } from './locale';

type Substitute = (expression: string, argument: string) => unknown;

/**
 * The areas' translations. The remembered language's messages must be loaded first (loadMessages, as
 * src/main.tsx does beside the area's chunk): react-admin reads them at once. Another language is
 * loaded when chosen.
 *
 * A count (`smart_count`, which also picks the plural form) is written as the language writes numbers:
 * "21,000 rows" in English, «21 000 строк» in Russian, where polyglot would print 21000. Only the count:
 * other numbers in messages are codes and ids (a card's 9510499), written as they are.
 */
export const createI18nProvider = (): I18nProvider => {
  const start = readLocale();
  const messages = loadedMessages(start);
  if (!messages) throw new Error(`The ${start} messages are not loaded`);
  function replace(this: string, pattern: RegExp, substitute: Substitute) {
    return this.replace(pattern, (expression: string, argument: string) => {
      const value = substitute(expression, argument);
      return argument === 'smart_count' && typeof value === 'number'
        ? value.toLocaleString(provider.getLocale())
        : String(value);
    });
  }
  const provider: I18nProvider = polyglotI18nProvider(
    (wanted) => (wanted === start ? messages : (loadedMessages(wanted as Locale) ?? loadMessages(wanted as Locale))),
    start,
    LOCALES.map((locale) => ({ locale, name: enCommon.languages[locale] })),
    { replace },
  );
  return provider;
};
