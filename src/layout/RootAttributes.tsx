import { useEffect } from 'react';
import { useLocaleState, useTheme } from 'react-admin';
import { applyThemeAttribute } from './themes';

/**
 * Keeps the root element in step with the person's choices: `data-theme` and `lang`,
 * so that screen readers, spelling and hyphenation follow the language.
 */
export const RootAttributes = () => {
  const [theme] = useTheme();
  const [locale] = useLocaleState();
  useEffect(() => applyThemeAttribute(theme === 'dark' ? 'dark' : 'light'), [theme]);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return null;
};
