import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../../src/i18n/i18nProvider';
import { defaultJournalFilters } from '../../src/resources/access_journal/filters';
import { JournalFilters } from '../../src/resources/access_journal/JournalFilters';

/** The journal's filter bar alone: each select offers each of its choices once. */
describe('the journal’s filters', () => {
  const renderFilters = (locale: 'en' | 'ru') => {
    window.localStorage.setItem('lang', locale);
    const onChange = vi.fn();
    const dataProvider = { getAccessTree: async () => ({ data: [] }) } as unknown as DataProvider;
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider()}>
        <JournalFilters value={defaultJournalFilters} onChange={onChange} />
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
