import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BulkPreview } from '../../contract/bulk';
import abonents from '../../src/resources/abonents';
import { AbonentList } from '../../src/resources/abonents/AbonentList';
import { createMemoryDataProvider } from './support/memoryDataProvider';
import { renderResource } from './support/renderResource';
import { makeUser } from './support/session';

/** The abonents' list's bulk changes: ticked rows, or every abonent the list finds beyond its first page. */

const ROWS = Array.from({ length: 30 }, (_, index) => ({
  id: `b0000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  name: `Абонент ${String(index).padStart(2, '0')}`,
  phoneNumber: `7916123${String(index).padStart(4, '0')}`,
  building: null,
  room: null,
}));

const PREVIEW: BulkPreview = {
  selected: 30,
  changed: 30,
  stopping: [],
  starting: [],
  doors: 0,
  doorNames: [],
  holdersAtDoors: 0,
};

const open = (user = makeUser(), followRole = false) => {
  const previewAbonentsChange = vi.fn(async () => ({ data: PREVIEW }));
  const memory = createMemoryDataProvider({ abonents: ROWS });
  renderResource({
    resource: 'abonents',
    pages: { list: AbonentList },
    recordRepresentation: abonents.recordRepresentation,
    path: '/intercom-ru/abonents',
    dataProvider: { ...memory.dataProvider, previewAbonentsChange },
    user,
    followRole,
  });
  return { previewAbonentsChange };
};

describe('bulk changes on the abonents’ list', () => {
  it('takes the ticked rows, or all found when chosen, and not react-admin’s 250 ids', async () => {
    const user = userEvent.setup();
    const { previewAbonentsChange } = open();
    const row = (await screen.findByText(ROWS[0].name)).closest('tr')!;
    await user.click(within(row).getByRole('checkbox'));
    expect(screen.queryByRole('button', { name: 'Select all' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Change' }));
    await user.click(screen.getByRole('menuitem', { name: 'Change the tariff' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the tariff' });
    expect(dialog).toHaveTextContent('1 selected abonent');
    expect(previewAbonentsChange).toHaveBeenLastCalledWith({
      Selection: 'ids',
      AbonentIds: [ROWS[0].id],
      Operation: 'setTariff',
      TariffId: null,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Select all 30 found' }));
    expect(screen.getByText('All 30 found are selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    expect(await screen.findByRole('dialog', { name: 'Delete' })).toHaveTextContent('All 30 abonents the list finds');
    expect(previewAbonentsChange).toHaveBeenLastCalledWith({ Selection: 'matching', Operation: 'delete' });
  });

  it('offers no bulk change to a role that may not change abonents', async () => {
    open(makeUser({ permissions: ['residents.view'] }), true);
    await screen.findByText(ROWS[0].name);
    expect(screen.queryByRole('button', { name: 'Change all found' })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
  });
});
