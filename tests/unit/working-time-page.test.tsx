import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WorkingPerson } from '../../contract/journal';
import { createMemoryDataProvider } from './support/memoryDataProvider';
import { renderArea } from './support/renderArea';
import { makeUser } from './support/session';

/**
 * The Working time screen (company area, /working_time) on a phone: a day's entry–exit pairs, a column
 * hidden below the sm breakpoint, go on a line under the day when there is more than one of them.
 * happy-dom applies no media queries: both the column and the phone's line are in the document.
 */

const at = (day: number, hours: number, minutes: number) => new Date(2026, 10, day, hours, minutes).toISOString();

const person: WorkingPerson = {
  abonentId: 'a1',
  name: 'Кузнецова Анна Владимировна',
  totalSeconds: 16 * 3600,
  missingPunches: 0,
  days: [
    {
      day: '2026-11-16',
      firstEntry: at(16, 5, 22),
      lastExit: at(16, 14, 38),
      insideSeconds: 8 * 3600 + 13 * 60,
      missingPunches: 0,
      pairs: [
        { entry: at(16, 5, 22), exit: at(16, 9, 57) },
        { entry: at(16, 11, 0), exit: at(16, 14, 38) },
      ],
    },
    {
      day: '2026-11-17',
      firstEntry: at(17, 5, 31),
      lastExit: at(17, 14, 47),
      insideSeconds: 9 * 3600 + 16 * 60,
      missingPunches: 0,
      pairs: [{ entry: at(17, 5, 31), exit: at(17, 14, 47) }],
    },
  ],
};

describe('the Working time screen', () => {
  it('puts a day’s pairs under it for a phone only when there are several, in Russian', async () => {
    const memory = createMemoryDataProvider();
    const dataProvider = {
      ...memory.dataProvider,
      getWorkingTime: async () => ({ people: [person], doors: { entrances: 1, exits: 1 } }),
    };
    renderArea({ path: '/intercom-ru/working_time', dataProvider, user: makeUser(), locale: 'ru' });

    const days = await screen.findAllByTestId('working-time-day');
    expect(days).toHaveLength(2);
    expect(within(days[0]).getByText('8 ч 13 мин')).toBeInTheDocument();

    const pairs = screen.getAllByTestId('working-time-pairs');
    expect(pairs).toHaveLength(1);
    expect(pairs[0]).toHaveTextContent('Вход – Выход:05:22 – 09:5711:00 – 14:38');
    // The line follows its day.
    expect(days[0].nextElementSibling).toBe(pairs[0]);
  });
});

describe('an empty Working time screen', () => {
  const openEmpty = (doors: { entrances: number; exits: number }, locale?: 'ru') => {
    const memory = createMemoryDataProvider();
    const dataProvider = { ...memory.dataProvider, getWorkingTime: async () => ({ people: [], doors }) };
    renderArea({ path: '/intercom-ru/working_time', dataProvider, user: makeUser(), locale });
  };

  it('says why when no door is typed as an exit, and leads to where the types are set', async () => {
    openEmpty({ entrances: 3, exits: 0 });
    expect(
      await screen.findByText(
        'Working time counts passes through doors whose type is Entrance or Exit, and none of your doors has the type Exit yet.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set the doors’ types' })).toHaveAttribute('href', '/intercom-ru/access');
  });

  it('in Russian, when no door has either type', async () => {
    openEmpty({ entrances: 0, exits: 0 }, 'ru');
    expect(
      await screen.findByText(
        'Рабочее время считается по проходам через двери с типом «Вход» или «Выход», а ни у одной из ваших дверей такого типа пока нет.',
      ),
    ).toBeInTheDocument();
  });

  it('says only that nobody passed when both kinds of door exist', async () => {
    openEmpty({ entrances: 2, exits: 1 });
    expect(await screen.findByText('No entries or exits in this period')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Set the doors’ types' })).not.toBeInTheDocument();
  });
});
