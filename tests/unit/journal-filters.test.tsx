import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../../src/i18n/i18nProvider';
import { defaultJournalFilters } from '../../src/resources/access_journal/filters';
import { JournalFilters } from '../../src/resources/access_journal/JournalFilters';

/** The journal's filter bar alone: each select offers each of its choices once. */
describe('the journal’s filters', () => {
  const renderFilters = (locale: 'en' | 'ru', value = defaultJournalFilters) => {
    window.localStorage.setItem('lang', locale);
    const onChange = vi.fn();
    const dataProvider = { getAccessTree: async () => ({ data: [] }) } as unknown as DataProvider;
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider()}>
        <JournalFilters value={value} onChange={onChange} />
      </AdminContext>,
    );
    return onChange;
  };

  const optionsOf = async (select: string) => {
    await userEvent.click(await screen.findByRole('combobox', { name: select }));
    return within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
  };

  it.each([
    ['en', 'Period', ['Today', 'Yesterday', 'This week', 'This month', 'Custom']],
    ['ru', 'Период', ['Сегодня', 'Вчера', 'Эта неделя', 'Этот месяц', 'Свой период']],
  ] as const)('offer each period once, with no empty choice (%s)', async (locale, label, periods) => {
    const onChange = renderFilters(locale);
    expect(await optionsOf(label)).toEqual(periods);
    await userEvent.click(screen.getByRole('option', { name: periods[0] }));
    expect(onChange).toHaveBeenCalledWith({ ...defaultJournalFilters, preset: 'today' });
  });

  it('keep the choice of no filter where a filter may be off', async () => {
    renderFilters('en');
    expect(await optionsOf('Key type')).toContain('All key types');
  });
});

describe('the journal’s filters on a phone (390 px)', () => {
  /** The happy-dom window's size, which media queries read. */
  const setViewport = (width: number, height: number) =>
    (
      window as unknown as { happyDOM: { setViewport: (size: { width: number; height: number }) => void } }
    ).happyDOM.setViewport({ width, height });
  afterEach(() => setViewport(1024, 768));

  const renderFilters = (locale: 'en' | 'ru', value = defaultJournalFilters) => {
    window.localStorage.setItem('lang', locale);
    const dataProvider = { getAccessTree: async () => ({ data: [] }) } as unknown as DataProvider;
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider()}>
        <JournalFilters value={value} onChange={vi.fn()} />
      </AdminContext>,
    );
  };

  it.each([
    ['en', 'Filters', 'Filters, 3 active', 'Period'],
    ['ru', 'Фильтры', 'Фильтры, 3 включено', 'Период'],
  ] as const)(
    'fold behind one button that counts those that are on, and open under it (%s)',
    async (locale, toggle, counted, period) => {
      setViewport(390, 844);
      renderFilters(locale, { ...defaultJournalFilters, preset: 'today', keyType: 'card', user: 'Ivanov' });
      const button = screen.getByRole('button', { name: counted });
      expect(button).toHaveTextContent(`${toggle}3`);
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('combobox', { name: period })).not.toBeInTheDocument();
      await userEvent.click(button);
      expect(button).toHaveAttribute('aria-expanded', 'true');
      expect(await screen.findByRole('combobox', { name: period })).toBeInTheDocument();
      expect(screen.getByRole('search')).toBeInTheDocument();
    },
  );

  it('name the button alone when every filter is as it starts', () => {
    setViewport(390, 844);
    renderFilters('en');
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  });

  it('stay in their row at a desktop’s width, with no button', async () => {
    renderFilters('en');
    expect(await screen.findByRole('combobox', { name: 'Period' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Filters/ })).not.toBeInTheDocument();
  });
});
