import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { SearchResult } from '../../contract/search';
import { expectFailedCall } from './support/console';
import { createMemoryDataProvider, makeAddresses } from './support/memoryDataProvider';
import { renderArea } from './support/renderArea';
import { makeUser } from './support/session';

/** The header's search: Ctrl-K opens it anywhere, the keyboard chooses a result, Enter opens it. */

const ABONENT = '2b6c7d8e-9f00-4a1b-8c2d-3e4f5a6b7c8d';
const CAMERA = '3c7d8e9f-0a11-4b2c-9d3e-4f5a6b7c8d9e';
const results: SearchResult[] = [
  {
    kind: 'camera',
    id: CAMERA,
    title: 'Лесная, 12 — подъезд 1, вход',
    matched: null,
    detail: null,
    company: null,
  },
  {
    kind: 'abonent',
    id: ABONENT,
    title: 'Андреев Павел Сергеевич',
    matched: { field: 'card', value: '000FF570' },
    detail: 'г. Москва, ул. Лесная, д. 12, кв. 14',
    company: null,
  },
];

const openArea = (search = vi.fn(async () => ({ data: { results } }))) => {
  const memory = createMemoryDataProvider({ addresses: makeAddresses(3) });
  const view = renderArea({
    path: '/intercom-ru/addresses',
    dataProvider: { ...memory.dataProvider, search },
    user: makeUser(),
    locale: 'en',
  });
  return { ...view, search };
};

describe('the header search', () => {
  it('opens with Ctrl-K, finds as the typing pauses, moves with the arrows and opens the chosen result with Enter', async () => {
    const user = userEvent.setup();
    const { search, pathname } = openArea();
    await screen.findByText('г. Москва, ул. Лесная, д. 3');

    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByRole('combobox');
    await waitFor(() => expect(field).toHaveFocus());
    await user.type(field, '000ff570');
    // Asked once, for the whole text, when the typing paused.
    await waitFor(() => expect(search).toHaveBeenCalledWith({ Query: '000ff570' }));
    expect(search).toHaveBeenCalledTimes(1);

    // Grouped by kind, residents first; the first result is chosen.
    const options = await within(dialog).findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Андреев Павел Сергеевичcard 000FF570 · г. Москва, ул. Лесная, д. 12, кв. 14',
      'Лесная, 12 — подъезд 1, входCamera',
    ]);
    expect(within(dialog).getByText('Abonents')).toBeInTheDocument();
    expect(within(dialog).getByText('Devices')).toBeInTheDocument();
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(field).toHaveAttribute('aria-activedescendant', options[0].id);

    await user.keyboard('{ArrowDown}');
    expect(within(dialog).getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(within(dialog).getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(within(dialog).getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');

    await user.keyboard('{Enter}');
    await waitFor(() => expect(pathname()).toBe(`/intercom-ru/abonents/edit/${ABONENT}`));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes with Escape, and says when nothing was found or the search failed', async () => {
    const user = userEvent.setup();
    expectFailedCall(503);
    const search = vi
      .fn()
      .mockResolvedValueOnce({ data: { results: [] } })
      .mockRejectedValue(new HttpError('Service unavailable', 503));
    const { pathname } = openArea(search);
    await screen.findByText('г. Москва, ул. Лесная, д. 3');

    await user.click(screen.getByTestId('header-search'));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('combobox'), 'Nobody');
    expect(await within(dialog).findByText('Nothing found for “Nobody”')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('combobox'), ' here');
    expect(
      await within(dialog).findByText('The search failed. Check the connection and try again.'),
    ).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(pathname()).toBe('/intercom-ru/addresses');
  });
});
