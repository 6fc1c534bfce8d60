import { useTranslate } from 'react-admin';

/**
 * What MUI's Autocomplete says itself, in the console's language: the names and tooltips of its clear
 * and open buttons, its loading and empty lists. MUI's own are English whatever the language.
 */
export const useAutocompleteTexts = () => {
  const translate = useTranslate();
  return {
    clearText: translate('common.autocomplete.clear'),
    openText: translate('common.autocomplete.open'),
    closeText: translate('common.autocomplete.close'),
    loadingText: translate('common.autocomplete.loading'),
    noOptionsText: translate('common.autocomplete.noOptions'),
  };
};
