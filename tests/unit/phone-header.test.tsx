import { act, fireEvent, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AreaContext } from '../../src/areas/AreaContext';
import { createI18nProvider } from '../../src/i18n/i18nProvider';
import { AreaAppBar } from '../../src/layout/AreaAppBar';
import { PageHeader } from '../../src/layout/PageHeader';
import { lightTheme } from '../../src/layout/themes';
import { createAreaStore } from '../../src/session/areaStore';
import { SESSION_KEY } from '../../src/session/session';
import { makeUser } from './support/session';

/** The headers of a page on a phone: the app bar and the page's own, its title and buttons. */

/** The happy-dom window's size, which media queries read. */
const setViewport = (width: number, height: number) =>
  (
    window as unknown as { happyDOM: { setViewport: (size: { width: number; height: number }) => void } }
  ).happyDOM.setViewport({ width, height });

afterEach(() => {
  setViewport(1024, 768);
  window.scrollTo(0, 0);
});

const LONG_TITLE = 'Company УК «Северный квартал» of the long name';

const renderHeaders = () => {
  const store = createAreaStore('company');
  store.setItem(SESSION_KEY, makeUser());
  return render(
    <MemoryRouter>
      <AreaContext.Provider value="company">
        <AdminContext store={store} i18nProvider={createI18nProvider()} theme={lightTheme}>
          <AreaAppBar />
          <PageHeader title={LONG_TITLE} actions={<button type="button">Save</button>} />
          <div style={{ height: 3000 }} />
        </AdminContext>
      </AreaContext.Provider>
    </MemoryRouter>,
  );
};

describe('the headers on a phone (390 px)', () => {
  it('shows the page’s whole title, on more lines if it takes them, rather than cut to its first letters', () => {
    setViewport(390, 844);
    renderHeaders();
    const title = screen.getByRole('heading', { level: 1, name: LONG_TITLE });
    expect(title).not.toHaveClass('MuiTypography-noWrap');
    expect(getComputedStyle(title).whiteSpace).not.toBe('nowrap');
  });

  it('lets the header’s buttons go on to another line rather than past the screen’s edge', () => {
    setViewport(390, 844);
    renderHeaders();
    expect(getComputedStyle(screen.getByTestId('page-header-actions')).flexWrap).toBe('wrap');
  });

  it('puts the area’s name above the company in the app bar, where side by side it was cut to “Com…”', () => {
    setViewport(390, 844);
    renderHeaders();
    const name = screen.getByText('Company administration');
    expect(getComputedStyle(name.parentElement!).flexDirection).toBe('column');
    expect(screen.getByTestId('company-name')).toHaveTextContent('УК «Северный квартал»');
  });

  it('keeps the app bar and the page header in place when the page scrolls (after a save, to its message)', () => {
    setViewport(390, 844);
    renderHeaders();
    act(() => {
      window.scrollTo(0, 1200);
      fireEvent.scroll(window);
    });
    // react-admin slides its app bar away on a phone as the page scrolls down, unless told to stay.
    const bar = screen.getByRole('banner');
    expect(bar.style.transform).toBe('');
    expect(bar.closest('[style*="translate"]')).toBeNull();
    expect(getComputedStyle(screen.getByTestId('page-header')).position).toBe('sticky');
  });

  it('leaves the page header in the flow of the page at a desktop’s width', () => {
    renderHeaders();
    expect(getComputedStyle(screen.getByTestId('page-header')).position).not.toBe('sticky');
    expect(getComputedStyle(screen.getByText('Company administration').parentElement!).flexDirection).not.toBe(
      'column',
    );
  });
});
