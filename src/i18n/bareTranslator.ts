import Polyglot from 'node-polyglot';
import { parseMessage } from '../../contract/messages';
import enAuth from './en/auth';
import enCommon from './en/common';
import type { Locale } from './locale';
import ruAuth from './ru/auth';
import ruCommon from './ru/common';

/**
 * Translation for the pages outside react-admin (sign-in, public lock pages): only the namespaces they
 * use, so those pages stay small. Same keys and same polyglot syntax as the areas.
 */
const phrases: Record<Locale, object> = {
  en: { common: enCommon, auth: enAuth },
  ru: { common: ruCommon, auth: ruAuth },
};

export type Translate = (key: string, options?: Record<string, unknown>) => string;

export const createTranslator = (locale: Locale): Translate => {
  const polyglot = new Polyglot({ locale, phrases: phrases[locale], allowMissing: true });
  return (text, options) => {
    const { message, args } = parseMessage(text);
    return polyglot.t(message, { _: message, ...args, ...options });
  };
};
