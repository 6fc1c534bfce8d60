import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BanRecord } from '../../contract/ban';
import { createI18nProvider } from '../../src/i18n/i18nProvider';
import { createMemoryDataProvider } from './support/memoryDataProvider';
import { renderResource } from './support/renderResource';
import { banPages } from './support/resourcePages';
import { makePlatformUser } from './support/session';

/**
 * The Bans screen's unban question names the addresses (the shared bulk deletion names the selected
 * rows, the first three, then how many more), as every other deletion names its record.
 */

const ban = (n: number): BanRecord => ({
  id: `b0000000-0000-4000-8000-00000000000${n}`,
  network: `203.0.113.${n}`,
  created: `2026-05-0${n}T10:00:00.000Z`,
  automatic: false,
  reason: 'Подбор паролей',
  ends: null,
  failures: 0,
});
const bans = [1, 2, 3, 4, 5, 6].map(ban);

const ask = async (locale: 'en' | 'ru', networks: string[]) => {
  const memory = createMemoryDataProvider({ bans });
  // The Bans screen alone: the question needs no area around it.
  renderResource({
    ...banPages,
    path: '/admin-ru/users/bans',
    dataProvider: memory.dataProvider,
    user: makePlatformUser(),
    locale,
  });
  for (const network of networks)
    fireEvent.click(
      within((await screen.findByText(network, {}, { timeout: 10_000 })).closest('tr')!).getByRole('checkbox'),
    );
  fireEvent.click(
    screen.getByRole('button', { name: locale === 'ru' ? 'Разблокировать выбранных' : 'Unban selected' }),
  );
  return { memory, dialog: await screen.findByRole('dialog') };
};

describe('the Bans screen’s unban question', () => {
  it('names the one address selected, in Russian', async () => {
    const { dialog } = await ask('ru', ['203.0.113.2']);
    expect(dialog).toHaveTextContent('Разблокировать 1 выбранный адрес?');
    expect(within(dialog).getByText('203.0.113.2')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Вход с него снова станет возможен сразу.');
  });

  it('names up to three addresses', async () => {
    const { dialog } = await ask('ru', ['203.0.113.1', '203.0.113.2', '203.0.113.3']);
    expect(dialog).toHaveTextContent('Разблокировать 3 выбранных адреса?');
    expect(within(dialog).getByText('203.0.113.1, 203.0.113.2, 203.0.113.3')).toBeInTheDocument();
  });

  it('names three and says how many more, in Russian', async () => {
    const four = await ask('ru', ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4']);
    expect(four.dialog).toHaveTextContent('Разблокировать 4 выбранных адреса?');
    expect(within(four.dialog).getByText('203.0.113.1, 203.0.113.2, 203.0.113.3 и ещё 1')).toBeInTheDocument();
    fireEvent.click(within(four.dialog).getByRole('button', { name: 'Отмена' }));
  });

  it('says "and 3 more" in English, and unbans them all on confirmation', async () => {
    const { dialog, memory } = await ask(
      'en',
      bans.map((b) => b.network),
    );
    expect(dialog).toHaveTextContent('Unban the 6 selected addresses?');
    expect(within(dialog).getByText('203.0.113.1, 203.0.113.2, 203.0.113.3 and 3 more')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('6 IP addresses unbanned')).toBeInTheDocument();
    expect(memory.callsOf('deleteMany', 'bans')[0].params.ids).toEqual(bans.map((b) => b.id));
  });
});

describe('the selected rows’ toolbar', () => {
  it('offers Unban selected to a keyboard or a screen reader only once a row is selected', async () => {
    renderResource({
      ...banPages,
      path: '/admin-ru/users/bans',
      dataProvider: createMemoryDataProvider({ bans }).dataProvider,
      user: makePlatformUser(),
      locale: 'en',
    });
    const row = (await screen.findByText('203.0.113.1', {}, { timeout: 10_000 })).closest('tr')!;
    expect(screen.queryByRole('button', { name: 'Unban selected' })).not.toBeInTheDocument();
    fireEvent.click(within(row).getByRole('checkbox'));
    expect(await screen.findByRole('button', { name: 'Unban selected' })).toBeVisible();
  });
});

describe('the unban toast', () => {
  it('says what was unbanned, and how many, in both languages', async () => {
    const i18n = createI18nProvider();
    const said = (count: number) => i18n.translate('resources.bans.notifications.unbanned', { smart_count: count });
    expect([said(1), said(3)]).toEqual(['IP address unbanned', '3 IP addresses unbanned']);
    await i18n.changeLocale('ru');
    expect([said(1), said(3), said(5), said(21)]).toEqual([
      'Разблокирован 1 IP-адрес',
      'Разблокированы 3 IP-адреса',
      'Разблокировано 5 IP-адресов',
      'Разблокирован 21 IP-адрес',
    ]);
  });
});
