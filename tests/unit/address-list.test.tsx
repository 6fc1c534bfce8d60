import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryDataProvider, makeAddresses } from './support/memoryDataProvider';
import { renderArea } from './support/renderArea';
import { renderResource, type RenderResourceOptions } from './support/renderResource';
import { addressPages } from './support/resourcePages';
import { makeUser } from './support/session';
import { expectFailedCall } from './support/console';

/** The addresses list (load more, 'All data loaded', a search box). */

// The address pages alone, where a test does not go through the area's menu.
const renderAddresses = (options: Omit<RenderResourceOptions, 'resource' | 'pages' | 'path'>) =>
  renderResource({ ...addressPages, path: '/intercom-ru/addresses', ...options });

const open = async (count: number) => {
  const memory = createMemoryDataProvider({ addresses: makeAddresses(count) });
  const view = renderAddresses({ dataProvider: memory.dataProvider, user: makeUser() });
  await screen.findByRole('heading', { name: 'Addresses' });
  return { ...memory, ...view };
};

/** The values in the table's first column, top to bottom. */
const shownValues = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);

describe('the addresses list', () => {
  it('writes dates in the console’s language, not the browser’s', async () => {
    const memory = createMemoryDataProvider({ addresses: makeAddresses(1) });
    renderAddresses({ dataProvider: memory.dataProvider, user: makeUser(), locale: 'ru' });
    const created = new Date(Date.UTC(2024, 0, 1, 9, 30));
    const shown = created.toLocaleString('ru', { dateStyle: 'short', timeStyle: 'short' });
    expect(await screen.findByText(shown)).toBeInTheDocument();
    expect(shown).toMatch(/^01\.01\.2024, \d{2}:\d{2}$/);
  });

  it('shows the newest 25 first, then loads more until all data is loaded', async () => {
    const user = userEvent.setup();
    const { callsOf } = await open(30);
    await screen.findByText('г. Москва, ул. Лесная, д. 30');
    expect(screen.getByRole('columnheader', { name: /Address/ })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Created/ })).toBeInTheDocument();
    expect(shownValues()).toHaveLength(25);
    expect(shownValues()[0]).toBe('г. Москва, ул. Лесная, д. 30');
    // Spec section 2: cells are cut at 300 px with an ellipsis.
    expect(screen.getByText('г. Москва, ул. Лесная, д. 30').closest('td')).toHaveStyle({
      maxWidth: '300px',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
    });
    expect(callsOf('getList')[0].params).toMatchObject({
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'created', order: 'DESC' },
    });
    expect(screen.queryByText('All data loaded')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('All data loaded')).toBeInTheDocument();
    expect(shownValues()).toHaveLength(30);
    expect(shownValues()[29]).toBe('г. Москва, ул. Лесная, д. 1');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(callsOf('getList').at(-1)!.params.pagination).toEqual({ page: 2, perPage: 25 });
  });

  it('says all data is loaded at once when one page holds it', async () => {
    await open(3);
    expect(await screen.findByText('All data loaded')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('searches on the server: the search box sends q and the list shows what matches', async () => {
    const user = userEvent.setup();
    const { callsOf } = await open(30);
    await screen.findByText('г. Москва, ул. Лесная, д. 30');
    await user.type(screen.getByPlaceholderText('Search addresses'), 'д. 12');

    await waitFor(() => expect(callsOf('getList').at(-1)!.params.filter).toEqual({ q: 'д. 12' }));
    await waitFor(() => expect(shownValues()).toEqual(['г. Москва, ул. Лесная, д. 12']));
    expect(screen.getByText('All data loaded')).toBeInTheDocument();
  });

  it('sorts on the server when a column header is clicked', async () => {
    const user = userEvent.setup();
    const { callsOf } = await open(3);
    await screen.findByText('All data loaded');
    await user.click(within(screen.getByRole('columnheader', { name: /Address/ })).getByRole('button'));

    await waitFor(() => expect(callsOf('getList').at(-1)!.params.sort).toEqual({ field: 'value', order: 'ASC' }));
    await waitFor(() =>
      expect(shownValues()).toEqual([
        'г. Москва, ул. Лесная, д. 1',
        'г. Москва, ул. Лесная, д. 2',
        'г. Москва, ул. Лесная, д. 3',
      ]),
    );
  });

  it('opens the edit page of a row when it is clicked, and the create page from New address', async () => {
    const user = userEvent.setup();
    const [, second] = makeAddresses(2);
    // The whole area: the way back to the list is the area's menu.
    const memory = createMemoryDataProvider({ addresses: makeAddresses(2) });
    const { pathname } = renderArea({
      path: '/intercom-ru/addresses',
      dataProvider: memory.dataProvider,
      user: makeUser(),
    });
    await screen.findByRole('heading', { name: 'Addresses' });
    await user.click(await screen.findByText(second.value));
    await waitFor(() => expect(pathname()).toBe(`/intercom-ru/addresses/edit/${second.id}`));
    expect(await screen.findByDisplayValue(second.value)).toBeInTheDocument();

    await user.click(screen.getByRole('menuitem', { name: /Addresses/ }));
    await user.click(await screen.findByRole('link', { name: 'New address' }));
    await waitFor(() => expect(pathname()).toBe('/intercom-ru/addresses/create'));
  });

  it('a failed load raises no toast: the list says so in place and can be retried', async () => {
    expectFailedCall(500);
    const user = userEvent.setup();
    const memory = createMemoryDataProvider({ addresses: makeAddresses(3) });
    memory.rejectNext('getList', new HttpError('common.errors.internal', 500, { error: 'common.errors.internal' }));
    renderAddresses({ dataProvider: memory.dataProvider, user: makeUser() });
    await screen.findByRole('heading', { name: 'Addresses' });
    expect(await screen.findByText('The data could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('The server could not complete the request')).toBeInTheDocument();
    expect(screen.queryByText(/No Addresses? found/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('г. Москва, ул. Лесная, д. 3')).toBeInTheDocument();
    expect(screen.queryByText('The data could not be loaded.')).not.toBeInTheDocument();
  });

  it('exports the whole search result a server page at a time, headed in the console’s language', async () => {
    const user = userEvent.setup();
    const downloads: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      downloads.push(blob as Blob);
      return 'blob:export';
    });
    const memory = createMemoryDataProvider({ addresses: makeAddresses(1500) });
    renderAddresses({ dataProvider: memory.dataProvider, user: makeUser(), locale: 'ru' });
    await screen.findByText('г. Москва, ул. Лесная, д. 1500');
    await user.click(screen.getByRole('button', { name: 'Экспорт' }));
    await waitFor(() => expect(downloads).toHaveLength(1));

    const pages = memory.callsOf('getList').filter((call) => call.params.pagination.perPage === 1000);
    expect(pages.map((call) => call.params.pagination.page)).toEqual([1, 2]);
    expect(pages[0].params.sort).toEqual({ field: 'created', order: 'DESC' });
    const [header, ...rows] = (await downloads[0].text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(header).toBe('ID,Адрес,Создан');
    expect(rows).toHaveLength(1500);
    expect(rows[0]).toBe(
      'a0000000-0000-4000-8000-000000001500,"г. Москва, ул. Лесная, д. 1500",2028-02-08T09:30:00.000Z',
    );
  });
});
