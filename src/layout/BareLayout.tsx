import CssBaseline from '@mui/material/CssBaseline';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { createTranslator, type Translate } from '../i18n/bareTranslator';
import { LOCALES, type Locale, readLocale, writeLocale } from '../i18n/locale';
import { applyThemeAttribute, darkTheme, lightTheme, readThemeName } from './themes';

const BareTranslateContext = createContext<Translate>((key) => key);

/** Translation on the pages outside react-admin. */
export const useBareTranslate = () => useContext(BareTranslateContext);

/**
 * The bare layout of the pages outside the admin areas (sign-in, public lock pages): the remembered
 * theme and language, a language switch, and one centred card. MUI only, no react-admin.
 */
export const BareLayout = ({ children }: { children: ReactNode }) => {
  const [locale, setLocale] = useState<Locale>(readLocale);
  const translate = useMemo(() => createTranslator(locale), [locale]);
  const themeName = useMemo(readThemeName, []);
  const theme = useMemo(() => createTheme(themeName === 'dark' ? darkTheme : lightTheme), [themeName]);

  useEffect(() => applyThemeAttribute(themeName), [themeName]);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  const changeLocale = (next: Locale | null) => {
    if (!next) return;
    writeLocale(next);
    setLocale(next);
  };

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <BareTranslateContext.Provider value={translate}>
        <Stack component="main" sx={{ minHeight: '100vh', alignItems: 'center', justifyContent: 'center', p: 2 }}>
          <Paper variant="outlined" sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 }, position: 'relative' }}>
            <ToggleButtonGroup
              size="small"
              exclusive
              value={locale}
              onChange={(_, next) => changeLocale(next)}
              aria-label={translate('common.menu.language')}
              sx={{ position: 'absolute', top: 12, right: 12 }}
            >
              {LOCALES.map((code) => (
                <ToggleButton key={code} value={code} lang={code} aria-label={translate(`common.languages.${code}`)}>
                  {code.toUpperCase()}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            {children}
          </Paper>
        </Stack>
      </BareTranslateContext.Provider>
    </ThemeProvider>
  );
};
