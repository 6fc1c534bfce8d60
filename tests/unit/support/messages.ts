import en from '../../../src/i18n/messages.en';
import ru from '../../../src/i18n/messages.ru';

/** Every message of each language, as an area loads them (src/i18n/i18nProvider.ts), at hand for tests. */
export const messages = { en, ru };
