import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { JournalQuery } from '../../src/dataProvider/journalMethods';
import type { JournalAnomalies } from '../../contract/journal-anomalies';
import { JournalPage } from '../../src/resources/access_journal/JournalPage';
import { renderResource } from './support/renderResource';

const anomalies: JournalAnomalies = {
  clonedCards: {
    items: [
      {
        cardId: '1045872',
        userName: 'Иванов Пётр',
        first: {
          id: 'e-1',
          occurredAt: '2026-11-24T12:00:00.000Z',
          accessPointName: 'Дверь подъезда 1',
          accessObjectName: 'ЖК «Северный»',
          result: 'opened',
        },
        second: {
          id: 'e-2',
          occurredAt: '2026-11-24T12:02:00.000Z',
          accessPointName: 'Главный вход',
          accessObjectName: 'БЦ «Лесной»',
          result: 'denied',
        },
        seconds: 120,
      },
    ],
    total: 1,
  },
  denialBursts: {
    items: [
      {
        accessPointId: 'p-7',
        accessPointName: 'Калитка со стороны Лесной',
        from: '2026-11-23T20:30:00.000Z',
        until: '2026-11-23T20:32:30.000Z',
        denials: 6,
        keys: 4,
      },
    ],
    total: 1,
  },
  unusedCards: {
    items: [{ cardId: '2200311', abonentId: 'a-3', abonentName: 'Сидорова Анна', lastUsed: null }],
    total: 57,
  },
  retiredCardPasses: {
    items: [
      {
        id: 'e-9',
        occurredAt: '2026-11-25T09:15:00.000Z',
        accessPointName: 'Главный вход',
        cardId: '3300417',
        state: 'blocked',
        since: '2026-11-20T08:00:00.000Z',
        abonentId: 'a-5',
        abonentName: 'Петров Олег',
      },
      {
        id: 'e-8',
        occurredAt: '2026-11-24T18:40:00.000Z',
        accessPointName: 'Калитка со стороны Лесной',
        cardId: '3300418',
        state: 'removed',
        since: '2026-11-01T10:00:00.000Z',
        abonentId: 'a-6',
        abonentName: null,
      },
    ],
    total: 2,
  },
};

/** The journal's own methods, answering an empty journal and the anomalies above. */
function journalProvider() {
  const getPassEvents = vi.fn(async (_query: JournalQuery) => ({ items: [], next: null, newest: null }));
  const dataProvider = {
    getPassEvents,
    getNewPassEventCount: async () => ({ count: 0 }),
    getAccessTree: async () => ({ data: [] }),
    getJournalAnomalies: vi.fn(async () => anomalies),
  } as unknown as DataProvider;
  return { dataProvider, getPassEvents };
}

describe('the journal’s anomalies', () => {
  it('lists each kind in Russian, with the counts’ plural forms and the abonent of an unused card', async () => {
    const { dataProvider } = journalProvider();
    renderResource({
      resource: 'access_journal',
      pages: { list: JournalPage },
      path: '/intercom-ru/access_journal',
      dataProvider,
      locale: 'ru',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Аномалии' }));

    const cloned = await screen.findByTestId('anomalies-cloned-cards');
    expect(within(cloned).getByRole('heading')).toHaveTextContent('Карта в двух комплексах в пределах 5 минут');
    expect(cloned).toHaveTextContent('1045872 · Иванов Пётр');
    expect(cloned).toHaveTextContent(
      '«Дверь подъезда 1» (ЖК «Северный») → «Главный вход» (БЦ «Лесной»), с разницей в 2 минуты',
    );

    const bursts = screen.getByTestId('anomalies-denial-bursts');
    expect(bursts).toHaveTextContent('«Калитка со стороны Лесной»: 6 отказов, пробовали 4 карты или телефона');

    const retired = screen.getByTestId('anomalies-retired-cards');
    expect(within(retired).getByRole('heading')).toHaveTextContent(
      'Удалённые или заблокированные карты, которые всё ещё открыли дверь',
    );
    expect(within(retired).getByRole('link', { name: 'Петров Олег' })).toHaveAttribute(
      'href',
      '/intercom-ru/abonents/edit/a-5',
    );
    expect(retired).toHaveTextContent('«Главный вход»; заблокирована как утерянная');
    expect(retired).toHaveTextContent('3300418 · абонент удалён');
    expect(retired).toHaveTextContent('«Калитка со стороны Лесной»; удалена');

    const unused = screen.getByTestId('anomalies-unused-cards');
    expect(within(unused).getByRole('heading')).toHaveTextContent('Карты и метки, не использованные 90 дней');
    expect(within(unused).getByRole('link', { name: 'Сидорова Анна' })).toHaveAttribute(
      'href',
      '/intercom-ru/abonents/edit/a-3',
    );
    expect(unused).toHaveTextContent('Ни разу не использовалась');
    // Only the newest are listed: the total says how many there are.
    expect(unused).toHaveTextContent('Последние 1 из 57');
  });

  it('narrows the journal to a burst’s refusals at its point when asked to show its events, and closes', async () => {
    const { dataProvider, getPassEvents } = journalProvider();
    renderResource({
      resource: 'access_journal',
      pages: { list: JournalPage },
      path: '/intercom-ru/access_journal',
      dataProvider,
      locale: 'en',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Anomalies' }));
    const bursts = await screen.findByTestId('anomalies-denial-bursts');
    await userEvent.click(within(bursts).getByRole('button', { name: 'Show the events' }));

    await waitFor(() =>
      expect(getPassEvents).toHaveBeenLastCalledWith(
        expect.objectContaining({
          AccessPointId: 'p-7',
          Result: 'denied',
          // From the burst's first minute to the minute after its last.
          From: '2026-11-23T20:30:00.000Z',
          Until: '2026-11-23T20:33:00.000Z',
        }),
        undefined,
      ),
    );
    expect(screen.queryByTestId('journal-anomalies')).toBeNull();
  });
});
