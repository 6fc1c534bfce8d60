import './bare.css';
import { createContext, type CSSProperties, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { createTranslator, type Translate } from '../../i18n/bareTranslator';
import { LOCALES, type Locale, readLocale, writeLocale } from '../../i18n/locale';
import { applyThemeAttribute, palettes, readThemeName, type ThemeName } from '../themes';

const BareTranslateContext = createContext<Translate>((key) => key);

const BareLocaleContext = createContext<Locale>('en');

const BareThemeContext = createContext<ThemeName>('light');

/** Translation on the pages outside react-admin. */
export const useBareTranslate = () => useContext(BareTranslateContext);
/** The language those pages are shown in (dates and numbers follow it). */
export const useBareLocale = () => useContext(BareLocaleContext);
/** The theme those pages are shown in. */
export const useBareThemeName = () => useContext(BareThemeContext);

/**
 * The bare layout of the pages outside the admin areas (sign-in, public lock pages): the remembered
 * theme and language (followed when another tab changes them, as the areas do), a language switch, and
 * one centred card. Plain React and CSS: these pages must stay small (DESIGN's budget for the sign-in
 * page), so they load no component library.
 */
export const BareLayout = ({ children }: { children: ReactNode }) => {
  const [locale, setLocale] = useState<Locale>(readLocale);
  const translate = useMemo(() => createTranslator(locale), [locale]);
  const [themeName, setThemeName] = useState<ThemeName>(readThemeName);
  const colours = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(palettes[themeName]).map(([name, value]) => [`--${name}`, value]),
      ) as CSSProperties,
    [themeName],
  );

  useEffect(() => applyThemeAttribute(themeName), [themeName]);
  // Another tab changed what is remembered (the theme, the language, or cleared it all): read both again,
  // and once on listening, since a change made between the first drawing and now raised no event here.
  useEffect(() => {
    const follow = () => {
      setThemeName(readThemeName());
      setLocale(readLocale());
    };
    window.addEventListener('storage', follow);
    follow();
    return () => window.removeEventListener('storage', follow);
  }, []);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  const changeLocale = (next: Locale) => {
    writeLocale(next);
    setLocale(next);
  };

  return (
    <BareLocaleContext.Provider value={locale}>
      <BareThemeContext.Provider value={themeName}>
        <BareTranslateContext.Provider value={translate}>
          <main className="bare" data-theme={themeName} style={colours}>
            <div className="bare-card">
              <div className="bare-languages" role="group" aria-label={translate('common.menu.language')}>
                {LOCALES.map((code) => (
                  <button
                    key={code}
                    type="button"
                    lang={code}
                    aria-pressed={locale === code}
                    // The name starts with what the button shows (WCAG 2.5.3, label in name), then says it in full.
                    aria-label={`${code.toUpperCase()} — ${translate(`common.languages.${code}`)}`}
                    onClick={() => changeLocale(code)}
                  >
                    {code.toUpperCase()}
                  </button>
                ))}
              </div>
              {children}
            </div>
          </main>
        </BareTranslateContext.Provider>
      </BareThemeContext.Provider>
    </BareLocaleContext.Provider>
  );
};

/** The title block of a bare page: an overline, the heading and a line of text. */
export const BareHeader = ({ overline, title, text }: { overline?: string; title: string; text: string }) => (
  <div className="bare-header">
    {overline && <p className="bare-overline">{overline}</p>}
    <h1>{title}</h1>
    <p className="bare-muted">{text}</p>
  </div>
);
