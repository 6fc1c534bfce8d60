import { useEffect } from 'react';
import { useTheme } from 'react-admin';
import { applyThemeAttribute } from './themes';

/** Keeps `data-theme` on the root element in step with the chosen theme (spec section 4). */
export const ThemeAttribute = () => {
  const [theme] = useTheme();
  useEffect(() => applyThemeAttribute(theme === 'dark' ? 'dark' : 'light'), [theme]);
  return null;
};
