/** Languages of the console; English is the default and the fallback. */
export const LOCALES = ['en', 'ru'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The remembered language (localStorage `lang`), or English for anything unknown. */
export const readLocale = (): Locale => {
  try {
    const stored = window.localStorage.getItem('lang');
    return (LOCALES as readonly string[]).includes(stored ?? '') ? (stored as Locale) : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
};

export const writeLocale = (locale: Locale) => {
  try {
    window.localStorage.setItem('lang', locale);
  } catch {
    // storage disabled: the choice lasts for this page only
  }
};
