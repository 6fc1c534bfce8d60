import * as en from './en';
import type { Locale } from './locale';
import * as ru from './ru';
import type { Catalogue } from './types';
import { withResources } from './resources';

type Namespaces = typeof en;

/**
 * Our catalogues of both languages side by side, Russian checked against English key for key: what the
 * tests compare. An area loads one language's messages only (loadMessages.ts).
 */
export const catalogues: Record<Locale, ReturnType<typeof withResources>> = {
  en: withResources(en),
  ru: withResources(ru satisfies Catalogue<Namespaces>),
};
