import type { TranslationMessages } from 'ra-core';
import type { Locale } from './locale';

/**
 * Each language's messages are a chunk of their own, loaded when that language is first shown: an area
 * downloads one language, not both (issue 43's bundle budgets: the two took 40 kB of gzip in each area).
 */
const loaders: Record<Locale, () => Promise<{ default: TranslationMessages }>> = {
  en: () => import('./messages.en'),
  ru: () => import('./messages.ru'),
};
const loaded: Partial<Record<Locale, TranslationMessages>> = {};

/** The language's messages, loaded once. */
export const loadMessages = async (locale: Locale): Promise<TranslationMessages> =>
  (loaded[locale] ??= (await loaders[locale]()).default);

/** The language's messages if loaded already. */
export const loadedMessages = (locale: Locale): TranslationMessages | undefined => loaded[locale];
