import { mergeTranslations } from 'ra-core';
import englishMessages from 'ra-language-english';
import * as en from './en';
import { withResources } from './resources';

/** Every English message of an area: react-admin's own under ours. Loaded only when English is shown. */
export default mergeTranslations(englishMessages, withResources(en));
