import { mergeTranslations } from 'ra-core';
import englishMessages from 'ra-language-english';
import russianMessages from 'ra-language-russian';
import type * as en from './en';
import * as ru from './ru';
import { withResources } from './resources';
import type { Catalogue } from './types';

/**
 * Every Russian message of an area: react-admin's and ours, over react-admin's English for any key they
 * lack. Loaded only when Russian is shown.
 */
export default mergeTranslations(englishMessages, russianMessages, withResources(ru satisfies Catalogue<typeof en>));
