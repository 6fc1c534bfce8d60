import type { I18nProvider, TranslationMessages } from 'ra-core';
import { mergeTranslations } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import russianMessages from 'ra-language-russian';
import { catalogues } from './catalogues';
import { type Locale, readLocale } from './locale';

/** react-admin's own messages under ours; Russian falls back to English for any key it lacks. */
export const messages: Record<Locale, TranslationMessages> = {
  en: mergeTranslations(englishMessages, catalogues.en),
  ru: mergeTranslations(englishMessages, russianMessages, catalogues.ru),
};

export const createI18nProvider = (): I18nProvider =>
  polyglotI18nProvider((locale) => messages[locale as Locale] ?? messages.en, readLocale(), [
    { locale: 'en', name: catalogues.en.common.languages.en },
    { locale: 'ru', name: catalogues.en.common.languages.ru },
  ]);
