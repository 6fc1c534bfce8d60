import { fireEvent, screen, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { PartialDeleteError } from '../../src/dataProvider/actionClient';
import type { BanRecord } from '../../contract/ban';
import { expectConsoleError } from './support/console';
import { createMemoryDataProvider } from './support/memoryDataProvider';
import { renderArea } from './support/renderArea';
import { renderResource } from './support/renderResource';
import { banPages } from './support/resourcePages';
import { makePlatformUser } from './support/session';

/** The platform area's Bans screen (spec: users/bans): search, unban selected, back to users. */

const automatic: BanRecord = {
  id: 'b0000000-0000-4000-8000-000000000001',
  network: '203.0.113.45',
  created: '2026-05-01T10:00:00.000Z',
  automatic: true,
  reason: null,
  ends: '2026-05-01T10:15:00.000Z',
  failures: 31,
};
const manual: BanRecord = {
  id: 'b0000000-0000-4000-8000-000000000002',
  network: '198.51.100.0/24',
  created: '2026-04-30T10:00:00.000Z',
  automatic: false,
  reason: 'Хостинг-провайдер',
  ends: null,
  failures: 0,
};

const renderBans = (locale: 'en' | 'ru' = 'en', { wholeArea = false }: { wholeArea?: boolean } = {}) => {
  const memory = createMemoryDataProvider({ bans: [automatic, manual] });
  const options = { path: '/admin-ru/users/bans', dataProvider: memory.dataProvider, user: makePlatformUser(), locale };
  // The Bans screen alone; the whole platform area where a test looks at where the area routes it.
  const view = wholeArea ? renderArea({ area: 'platform', ...options }) : renderResource({ ...banPages, ...options });
  return { memory, ...view };
};

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

const unbanBoth = async () => {
  for (const network of [automatic.network, manual.network])
    fireEvent.click(within(await rowOf(network)).getByRole('checkbox'));
  fireEvent.click(screen.getByRole('button', { name: 'Unban selected' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Unban the 2 selected addresses?');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
};

describe('the Bans screen', () => {
  it('is at users/bans, in Russian: why (an automatic ban in words), until when, the failures, a way back', async () => {
    renderBans('ru', { wholeArea: true });
    expect(await screen.findByRole('heading', { name: 'Блокировки' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('IP-адрес или причина блокировки')).toBeInTheDocument();
    const auto = await rowOf(automatic.network);
    expect(within(auto).getByText('Слишком много неудачных попыток входа')).toBeInTheDocument();
    expect(within(auto).getByText('31')).toBeInTheDocument();
    const byHand = await rowOf(manual.network);
    expect(within(byHand).getByText('Хостинг-провайдер')).toBeInTheDocument();
    expect(within(byHand).getByText('До снятия')).toBeInTheDocument();
    for (const column of ['IP-адрес', 'Дата и время', 'Причина', 'Окончание', 'Неудачных попыток']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(column) })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'К списку пользователей' })).toHaveAttribute('href', '/admin-ru/users');
  });

  it('unbans the selected addresses after asking, with the spec’s toast', async () => {
    const { memory } = renderBans();
    await unbanBoth();
    expect(await screen.findByText('2 IP addresses unbanned')).toBeInTheDocument();
    expect(memory.callsOf('deleteMany', 'bans')[0].params.ids).toEqual([automatic.id, manual.id]);
    expect(memory.records.bans).toEqual([]);
  });

  it('names the entry it could not unban', async () => {
    // react-admin writes every failed call to the console outside production.
    expectConsoleError(/PartialDeleteError/);
    const { memory } = renderBans();
    memory.rejectNext(
      'deleteMany',
      new PartialDeleteError(1, 2, new HttpError('common.errors.notFound', 404), [manual.id]),
    );
    await unbanBoth();
    expect(await screen.findByText(`Failed to delete entry with id: ${manual.id}`)).toBeInTheDocument();
  });
});

describe('the sort of a column', () => {
  it.each([
    ['en', 'Sort by IP address ascending'],
    ['ru', 'Сортировать по полю «IP-адрес» в порядке возрастания'],
  ] as const)('is offered with the column’s name as written (%s)', async (locale, sortBy) => {
    renderBans(locale);
    await rowOf(automatic.network);
    expect(screen.getByRole('button', { name: sortBy })).toBeInTheDocument();
  });
});
