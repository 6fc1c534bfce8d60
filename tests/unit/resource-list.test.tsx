import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import type { RaRecord } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import abonents from '../../src/resources/abonents';
import { AbonentList } from '../../src/resources/abonents/AbonentList';
import addresses from '../../src/resources/addresses';
import { AddressList } from '../../src/resources/addresses/AddressList';
import { createMemoryDataProvider, makeAddresses } from './support/memoryDataProvider';
import { renderResource } from './support/renderResource';
import { makeUser } from './support/session';

/**
 * What every list shares (ResourceList), seen on the addresses and abonents lists: rows that are links,
 * cut cells readable whole, an empty list and an empty search in words of their own, cards on a phone.
 */

const EditPage = () => <p>edit page</p>;
const CreatePage = () => <p>create page</p>;

const openAddresses = async (count: number, locale: 'en' | 'ru' = 'en') => {
  const memory = createMemoryDataProvider({ addresses: makeAddresses(count) });
  const view = renderResource({
    resource: 'addresses',
    pages: { list: AddressList, create: CreatePage, edit: EditPage },
    recordRepresentation: addresses.recordRepresentation,
    path: '/intercom-ru/addresses',
    dataProvider: memory.dataProvider,
    user: makeUser(),
    locale,
  });
  return { ...memory, ...view };
};

/** The abonents' list with `records` on the memory server. */
const openAbonents = (records: RaRecord[], locale: 'en' | 'ru' = 'en') => {
  const memory = createMemoryDataProvider({ abonents: records });
  const view = renderResource({
    resource: 'abonents',
    pages: { list: AbonentList, create: CreatePage, edit: EditPage },
    recordRepresentation: abonents.recordRepresentation,
    path: '/intercom-ru/abonents',
    dataProvider: memory.dataProvider,
    user: makeUser(),
    locale,
  });
  return { ...memory, ...view };
};

/** The happy-dom window's size, which media queries (and so react-admin's breakpoints) read. */
const setViewport = (width: number, height: number) =>
  (
    window as unknown as { happyDOM: { setViewport: (size: { width: number; height: number }) => void } }
  ).happyDOM.setViewport({ width, height });

afterEach(() => {
  setViewport(1024, 768);
  vi.restoreAllMocks();
});

describe('a list row', () => {
  it('is a real link to its record: the first column is an <a> with the edit page’s address, and Enter opens it', async () => {
    const user = userEvent.setup();
    const [first] = makeAddresses(2);
    const { pathname } = await openAddresses(2);
    const row = (await screen.findByText(first.value)).closest('tr')!;
    const link = within(row).getByRole('link', { name: first.value });
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', `/intercom-ru/addresses/edit/${first.id}`);
    // Only the first column is a link; the other cells are plain text.
    expect(within(row).getAllByRole('link')).toHaveLength(1);

    link.focus();
    expect(link).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(pathname()).toBe(`/intercom-ru/addresses/edit/${first.id}`));
    expect(await screen.findByText('edit page')).toBeInTheDocument();
  });

  it('opens its record even when a search was typed just before: the search applied after its pause does not take the user back to the list', async () => {
    const user = userEvent.setup();
    const [first] = makeAddresses(2);
    // The edit page is still loading when the search's pause (500 ms) ends: the router opens a page in a
    // transition, so the list stays mounted meanwhile, as it does while a page's chunk downloads.
    let showEditPage = () => {};
    const LoadingEditPage = lazy(
      () =>
        new Promise<{ default: typeof EditPage }>((resolve) => {
          showEditPage = () => resolve({ default: EditPage });
        }),
    );
    const { pathname, router } = renderResource({
      resource: 'addresses',
      pages: { list: AddressList, create: CreatePage, edit: LoadingEditPage },
      path: '/intercom-ru/addresses',
      dataProvider: createMemoryDataProvider({ addresses: makeAddresses(2) }).dataProvider,
      user: makeUser(),
    });
    const row = (await screen.findByText(first.value)).closest('tr')!;
    await user.type(screen.getByPlaceholderText('Search addresses'), first.value.slice(0, 4));
    await user.click(within(row).getAllByRole('cell')[1]);
    expect(pathname()).toBe(`/intercom-ru/addresses/edit/${first.id}`);

    await act(() => new Promise((resolve) => setTimeout(resolve, 800)));
    expect(screen.getByPlaceholderText('Search addresses')).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: `/intercom-ru/addresses/edit/${first.id}`, search: '' });
    await act(async () => showEditPage());
    expect(await screen.findByText('edit page')).toBeInTheDocument();
    expect(pathname()).toBe(`/intercom-ru/addresses/edit/${first.id}`);
  });

  it('leaves a Ctrl-click on the link to the browser (a new tab), and the rest of the row still opens the record', async () => {
    const user = userEvent.setup();
    const [first] = makeAddresses(1);
    const { pathname } = await openAddresses(1);
    const row = (await screen.findByText(first.value)).closest('tr')!;

    await user.keyboard('{Control>}');
    await user.click(within(row).getByRole('link', { name: first.value }));
    await user.keyboard('{/Control}');
    expect(pathname()).toBe('/intercom-ru/addresses');

    await user.click(within(row).getAllByRole('cell')[1]);
    await waitFor(() => expect(pathname()).toBe(`/intercom-ru/addresses/edit/${first.id}`));
  });
});

describe('a cut cell', () => {
  /** Every cell's text as wider than its cell (happy-dom lays nothing out, so nothing is ever cut). */
  const cutEveryCell = () => {
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(600);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(268);
  };

  it('shows its whole text on hover', async () => {
    cutEveryCell();
    const user = userEvent.setup();
    const [first] = makeAddresses(1);
    await openAddresses(1);
    const link = await screen.findByRole('link', { name: first.value });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await user.hover(link);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(first.value);
    await user.unhover(link);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('takes keyboard focus when it has no link, and shows its whole text then', async () => {
    cutEveryCell();
    const [first] = makeAddresses(1);
    await openAddresses(1);
    const row = (await screen.findByText(first.value)).closest('tr')!;
    const created = within(row).getAllByRole('cell')[1];
    const text = created.querySelector<HTMLElement>('[tabindex="0"]')!;
    expect(text).not.toBeNull();
    act(() => text.focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent(created.textContent!);
    // The first column's cell is reached through its link, not a second stop.
    expect(within(row).getAllByRole('cell')[0].querySelector('[tabindex="0"]')).toBeNull();
  });

  it('shows no tooltip and takes no focus when the text fits', async () => {
    const user = userEvent.setup();
    const [first] = makeAddresses(1);
    await openAddresses(1);
    const row = (await screen.findByText(first.value)).closest('tr')!;
    expect(row.querySelector('[tabindex="0"]')).toBeNull();
    await user.hover(within(row).getAllByRole('cell')[1].firstElementChild!);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});

describe('an empty list', () => {
  it('says so in Russian in the resource’s own words, with a button to add the first one', async () => {
    const user = userEvent.setup();
    const { pathname } = openAbonents([], 'ru');
    expect(await screen.findByText('Абонентов пока нет')).toBeInTheDocument();
    expect(screen.queryByText(/Нет Абонентов|Вы хотите добавить/)).not.toBeInTheDocument();
    const invite = screen.getByRole('link', { name: 'Добавить первого абонента' });
    expect(invite).toHaveAttribute('href', '/intercom-ru/abonents/create');
    await user.click(invite);
    await waitFor(() => expect(pathname()).toBe('/intercom-ru/abonents/create'));
  });

  it('gives each resource its gender in Russian: the first address', async () => {
    await openAddresses(0, 'ru');
    expect(await screen.findByText('Адресов пока нет')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Добавить первый адрес' })).toBeInTheDocument();
  });

  it('a search that finds nothing says what was searched, in Russian, and can be cleared', async () => {
    const user = userEvent.setup();
    const [first] = makeAddresses(3);
    await openAddresses(3, 'ru');
    await screen.findByText(first.value);
    await user.type(screen.getByPlaceholderText('Поиск адресов'), 'Тверская');
    expect(await screen.findByText('По запросу «Тверская» ничего не найдено')).toBeInTheDocument();
    expect(screen.queryByText('Адресов пока нет')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Сбросить поиск и фильтры' }));
    expect(await screen.findByText(first.value)).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Поиск адресов')).toHaveValue('');
  });
});

describe('a list on a phone', () => {
  it('shows each row as a card with its main fields, the whole card a link to the record', async () => {
    setViewport(390, 844);
    const [first, second] = makeAddresses(2);
    await openAddresses(2);
    const card = (await screen.findByText(second.value)).closest('a')!;
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(card).toHaveAttribute('href', `/intercom-ru/addresses/edit/${second.id}`);
    expect(card).toHaveTextContent(
      new Date(second.created as string).toLocaleString('en', { dateStyle: 'short', timeStyle: 'short' }),
    );
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[1]).getByRole('link')).toHaveAttribute('href', `/intercom-ru/addresses/edit/${first.id}`);
    expect(screen.getByText('All data loaded')).toBeInTheDocument();
  });

  it.each([
    ['en', ['Phone number', 'Building', 'Room']],
    ['ru', ['Номер телефона', 'Дом', 'Помещение']],
  ] as const)(
    'names each value of a card under its main line, as the table’s headers do (%s)',
    async (locale, labels) => {
      setViewport(390, 844);
      const abonent = {
        id: 'ab-1',
        name: 'Andreev Pavel',
        phoneNumber: '79161234501',
        building: 'Lesnaya, 12',
        room: '14',
      };
      openAbonents([abonent], locale);
      const card = (await screen.findByText(abonent.name)).closest('li')!;
      const [phone, place] = card.querySelectorAll('a > div > div');
      expect(phone).toHaveTextContent(`${labels[0]}+7 916 123 45 01`);
      expect(place).toHaveTextContent(`${labels[1]}Lesnaya, 12 · ${labels[2]}14`);
    },
  );

  it.each([
    ['en', 'Search', 'Name, phone, building, room, card or BLE tag ID'],
    ['ru', 'Поиск', 'ФИО, телефон, дом, помещение, ID карты или BLE-метки'],
  ] as const)(
    'says what the search finds under its box when the placeholder would be cut, and names the box by it (%s)',
    async (locale, short, whole) => {
      setViewport(390, 844);
      openAbonents([], locale);
      const search = await screen.findByRole('textbox', { name: whole });
      expect(search).toHaveAttribute('placeholder', short);
      expect(screen.getByText(whole)).toBeVisible();
    },
  );

  it('keeps a short placeholder in its box, and a long one at a desktop’s width', async () => {
    openAbonents([]);
    expect(await screen.findByPlaceholderText('Name, phone, building, room, card or BLE tag ID')).toBeInTheDocument();
  });

  it('reaches the floating create button after the search and the cards with Tab, where the eye finds it', async () => {
    setViewport(390, 844);
    const user = userEvent.setup();
    const [, second] = makeAddresses(2);
    await openAddresses(2);
    await screen.findByText(second.value);
    screen.getByRole('heading', { level: 1, name: 'Addresses' }).focus();
    const order: string[] = [];
    for (let stop = 0; stop < 6; stop++) {
      await user.tab();
      const focused = document.activeElement as HTMLElement;
      order.push(focused.getAttribute('aria-label') ?? focused.getAttribute('placeholder') ?? focused.tagName);
    }
    expect(order).toEqual(['Search addresses', 'Import', 'Export', 'A', 'A', 'New address']);
  });
});
