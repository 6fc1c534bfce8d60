import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RegKeyRecord } from '../../contract/reg-key';
import { periodLines } from '../../src/layout/keys/KeyPeriod';
import { createMemoryDataProvider } from './support/memoryDataProvider';
import { renderArea } from './support/renderArea';
import { makePlatformUser } from './support/session';

/**
 * The Registration keys list's period column (platform area, /reg_keys): short enough for the table to
 * fit its card at 1440 px. Times are built in the machine's own time zone, as the console shows them.
 */

/** ICU puts a narrow no-break space before AM/PM in some versions and a plain one in others. */
const lines = (...args: Parameters<typeof periodLines>) =>
  periodLines(...args).map((line) => line.replace(/\u202f/g, ' '));

const at = (year: number, month: number, day: number, hours: number, minutes: number) =>
  new Date(year, month - 1, day, hours, minutes).toISOString();

describe('a temporary key’s period, as two lines', () => {
  it('gives from and until, each with its time, in Russian and in English', () => {
    expect(lines(at(2026, 11, 25, 19, 6), at(2027, 1, 27, 19, 6), 'ru')).toEqual([
      '25.11.2026, 19:06 –',
      '27.01.2027, 19:06',
    ]);
    expect(lines(at(2026, 11, 25, 19, 6), at(2027, 1, 27, 19, 6), 'en')).toEqual([
      '11/25/26, 7:06 PM –',
      '1/27/27, 7:06 PM',
    ]);
  });

  it('keeps a midnight: a key until 27.01.2027, 00:00 does not work on the 27th', () => {
    expect(lines(at(2026, 11, 25, 0, 0), at(2027, 1, 27, 0, 0), 'ru')).toEqual([
      '25.11.2026, 00:00 –',
      '27.01.2027, 00:00',
    ]);
  });

  it('gives a period within one day as its date over its hours', () => {
    expect(lines(at(2026, 11, 25, 9, 0), at(2026, 11, 25, 18, 30), 'ru')).toEqual(['25.11.2026', '09:00 – 18:30']);
    expect(lines(at(2026, 11, 25, 9, 0), at(2026, 11, 25, 18, 30), 'en')).toEqual(['11/25/26', '9:00 AM – 6:30 PM']);
  });

  it('leaves an end that is not known empty', () => {
    expect(lines(null, at(2027, 1, 27, 19, 6), 'ru')).toEqual([' –', '27.01.2027, 19:06']);
  });
});

const key = (overrides: Partial<RegKeyRecord>): RegKeyRecord => ({
  id: 'k1',
  uuid: '00000000-0000-4000-8000-000000000001',
  companyId: 'c1',
  company: 'УК «Северный квартал»',
  phoneNumber: '79035550101',
  userId: null,
  user: null,
  title: 'Гостевой ключ, кв. 14',
  keyType: 'temporary',
  status: 'sent',
  validFrom: at(2026, 11, 27, 19, 6),
  validUntil: at(2026, 12, 4, 19, 6),
  created: at(2026, 10, 29, 12, 0),
  ...overrides,
});

describe('the Registration keys list', () => {
  it('shows a temporary key’s period on two lines and a permanent key’s in words, in Russian', async () => {
    const memory = createMemoryDataProvider({
      reg_keys: [
        key({}),
        key({
          id: 'k2',
          title: 'Паркинг, место 17',
          keyType: 'permanent',
          validFrom: null,
          validUntil: null,
          status: 'deleteUser',
        }),
      ],
    });
    renderArea({
      area: 'platform',
      path: '/admin-ru/reg_keys',
      dataProvider: memory.dataProvider,
      user: makePlatformUser(),
      locale: 'ru',
    });

    const temporary = (await screen.findByText('Гостевой ключ, кв. 14')).closest('tr')!;
    const period = within(temporary).getByText('27.11.2026, 19:06 –');
    expect(within(temporary).getByText('04.12.2026, 19:06')).toBeInTheDocument();
    // Two lines of one cell, not one long line.
    expect(period.closest('td')).toHaveTextContent('27.11.2026, 19:06 –04.12.2026, 19:06');

    const permanent = screen.getByText('Паркинг, место 17').closest('tr')!;
    expect(within(permanent).getByText('Действует до удаления')).toBeInTheDocument();
    expect(within(permanent).getByText('Удаление запрошено пользователем')).toBeInTheDocument();
  });
});
