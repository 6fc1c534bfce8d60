import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CustomRoutes, RecordContextProvider } from 'react-admin';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { RegKeyRecord } from '../../contract/reg-key';
import { UserKeys } from '../../src/resources/users/UserKeys';
import { createMemoryDataProvider } from './support/memoryDataProvider';
import { renderArea } from './support/renderArea';
import { makePlatformUser } from './support/session';

/**
 * A user's keys on the user's page (platform area): the period short enough for the table to fit the
 * page's 720 px section, a temporary key's from and until on two lines.
 */

const at = (year: number, month: number, day: number, hours: number, minutes: number) =>
  new Date(year, month - 1, day, hours, minutes).toISOString();

const key = (overrides: Partial<RegKeyRecord>): RegKeyRecord => ({
  id: 'k1',
  uuid: '00000000-0000-4000-8000-000000000001',
  companyId: 'c1',
  company: 'Harbour Gate Residential',
  phoneNumber: '447700900207',
  userId: 'u1',
  user: 'Amelia Clarke',
  title: 'Guest key for the weekend',
  keyType: 'temporary',
  status: 'approved',
  validFrom: at(2026, 11, 27, 19, 6),
  validUntil: at(2026, 12, 4, 19, 6),
  created: at(2026, 8, 26, 12, 0),
  ...overrides,
});

const KeysOfUser = () => (
  <RecordContextProvider value={{ id: 'u1', name: 'Amelia Clarke' }}>
    <UserKeys />
  </RecordContextProvider>
);

describe('a user’s keys', () => {
  it('show a temporary key’s period on two lines and a permanent key’s in words, in Russian; a row opens the key', async () => {
    const memory = createMemoryDataProvider({
      user_keys: [
        key({}),
        key({ id: 'k2', title: 'Lighthouse Close, No. 9', keyType: 'permanent', validFrom: null, validUntil: null }),
      ],
    });
    const { pathname } = renderArea({
      area: 'platform',
      path: '/admin-ru/test-user-keys',
      dataProvider: memory.dataProvider,
      user: makePlatformUser(),
      locale: 'ru',
      children: (
        <CustomRoutes>
          <Route path="/test-user-keys" element={<KeysOfUser />} />
        </CustomRoutes>
      ),
    });

    const temporary = (await screen.findByText('Guest key for the weekend')).closest('tr')!;
    expect(within(temporary).getByText('27.11.2026, 19:06 –')).toBeInTheDocument();
    expect(within(temporary).getByText('04.12.2026, 19:06')).toBeInTheDocument();
    const permanent = screen.getByText('Lighthouse Close, No. 9').closest('tr')!;
    expect(within(permanent).getByText('Действует до удаления')).toBeInTheDocument();

    // A row opens the registration key's own page, with its status and history.
    fireEvent.click(within(permanent).getByText('Lighthouse Close, No. 9'));
    await waitFor(() => expect(pathname()).toBe('/admin-ru/reg_keys/edit/k2'));
  });
});
