import type { I18nProvider, TranslationMessages } from 'react-admin';
import { createI18nProvider } from '../../../src/i18n/i18nProvider';

export interface TranslationRequest {
  key: string;
  options?: Record<string, unknown>;
  locale: string;
}

/** The real i18nProvider, with every translate() call written down (key, options, current locale). */
export const recordingI18nProvider = () => {
  const provider = createI18nProvider();
  const requests: TranslationRequest[] = [];
  const i18nProvider: I18nProvider = {
    ...provider,
    translate: (key, options) => {
      requests.push({ key, options, locale: provider.getLocale() });
      return provider.translate(key, options);
    },
  };
  return { i18nProvider, requests };
};

/** Whether `key` (dotted path) names a string in `catalogue`. */
export const hasKey = (catalogue: TranslationMessages | object, key: string): boolean => {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object' || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
};
