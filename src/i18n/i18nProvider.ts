import type { I18nProvider } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import enCommon from './en/common';
import { loadedMessages, loadMessages } from './loadMessages';
import { LOCALES, type Locale, readLocale } from './locale';

/**
 * The areas' translations. The remembered language's messages must be loaded first (loadMessages, as
 * src/main.tsx does beside the area's chunk): react-admin reads them at once. Another language is
 * loaded when chosen.
 */
export const createI18nProvider = (): I18nProvider => {
  const start = readLocale();
  const messages = loadedMessages(start);
  if (!messages) throw new Error(`The ${start} messages are not loaded`);
  return polyglotI18nProvider(
    (locale) => (locale === start ? messages : (loadedMessages(locale as Locale) ?? loadMessages(locale as Locale))),
    start,
    LOCALES.map((locale) => ({ locale, name: enCommon.languages[locale] })),
  );
};
