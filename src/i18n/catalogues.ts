import * as en from './en';
import type { Locale } from './locale';
import * as ru from './ru';
import type { Catalogue } from './types';
import { withResources } from './resources';

type Namespaces = typeof en;

/** Our catalogues for each language, Russian checked against English key for key. */
export const catalogues: Record<Locale, ReturnType<typeof withResources>> = {
  en: withResources(en),
  ru: withResources(ru satisfies Catalogue<Namespaces>),
};
