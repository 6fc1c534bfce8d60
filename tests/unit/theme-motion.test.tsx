import Fade from '@mui/material/Fade';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { darkTheme, lightTheme } from '../../src/layout/themes';

/** The system's motion setting, as `matchMedia` reports it to the page. */
const preferReducedMotion = (reduce: boolean) =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: reduce && query === '(prefers-reduced-motion: reduce)',
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );

/** A dialog's or menu's fade as the themes draw it, just after it starts to appear. */
const fadeTransition = (options: typeof lightTheme) => {
  render(
    <ThemeProvider theme={createTheme(options)}>
      <Fade in appear>
        <div data-testid="faded" />
      </Fade>
    </ThemeProvider>,
  );
  return screen.getByTestId('faded').style.transition;
};

describe.each([
  ['light', lightTheme],
  ['dark', darkTheme],
])('motion in the %s theme', (_name, options) => {
  afterEach(() => vi.restoreAllMocks());

  it('fades as MUI does by default for someone whose system asks for nothing', () => {
    preferReducedMotion(false);
    expect(fadeTransition(options)).toMatch(/opacity 225ms/);
  });

  it('does not animate for someone whose system asks for reduced motion', () => {
    preferReducedMotion(true);
    expect(fadeTransition(options)).not.toMatch(/[1-9]\d*ms/);
  });
});
