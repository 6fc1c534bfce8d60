import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Resource } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { SESSION_KEY } from '../../src/session/session';
import { stubServer } from './support/fakeServer';
import { createMemoryDataProvider, makeAddresses } from './support/memoryDataProvider';
import { renderArea, SIGN_IN_MARKER } from './support/renderArea';
import { renderRealArea } from './support/renderRealArea';
import { COMPANY_A, COMPANY_B, makePlatformUser, makeUser } from './support/session';
import { expectFailedCall } from './support/console';

/** The shell of an area: header, sidebar, user menu, routes. */

const openAddresses = async (user = makeUser()) => {
  const memory = createMemoryDataProvider({ addresses: makeAddresses(3) });
  const view = renderArea({ path: '/intercom-ru/addresses', dataProvider: memory.dataProvider, user });
  await screen.findByText('г. Москва, ул. Лесная, д. 3');
  return view;
};

const sidebarItems = () => {
  const sidebar = document.querySelector<HTMLElement>('.RaSidebar-paper');
  expect(sidebar).not.toBeNull();
  return within(sidebar!)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
};

describe('the header', () => {
  it('shows the company name when the user has exactly one profile', async () => {
    await openAddresses(makeUser({ profiles: [COMPANY_A] }));
    expect(screen.getByText('Company administration')).toBeInTheDocument();
    expect(screen.getByText(COMPANY_A.companyName)).toBeInTheDocument();
  });

  it('shows the company the session acts for when the user has two profiles', async () => {
    await openAddresses(
      makeUser({
        profiles: [COMPANY_A, COMPANY_B],
        companyId: COMPANY_B.companyId,
        companyName: COMPANY_B.companyName,
      }),
    );
    expect(screen.getByText('Company administration')).toBeInTheDocument();
    expect(screen.getByTestId('company-name')).toHaveTextContent(COMPANY_B.companyName);
    expect(screen.queryByText(COMPANY_A.companyName)).not.toBeInTheDocument();
  });
});

/**
 * The company area's menu, in the spec's order (with join requests, guest links, local servers and devices
 * beside it, and the records deleted lately at its end).
 */
const COMPANY_SIDEBAR = [
  'Needs attention',
  'Abonents',
  'Join requests',
  'Tariffs',
  'Addresses',
  'Access rights',
  'Guest links',
  'Access journal',
  'Controllers',
  'Local servers',
  'Devices',
  'Access points',
  'Payments',
  'Cameras',
  'SIP devices',
  'Recently deleted',
];

describe('the sidebar', () => {
  it('lists only the screens registered in the area, and is 250 px wide', async () => {
    await openAddresses();
    expect(sidebarItems()).toEqual(COMPANY_SIDEBAR);
    expect(document.querySelector('.RaSidebar-paper')).toHaveStyle({ width: '250px' });
  });

  it("lists screens in the spec's order whatever order they were registered in, and none without a menu entry", async () => {
    const Page = () => <p>a screen</p>;
    const memory = createMemoryDataProvider({ addresses: makeAddresses(1) });
    renderArea({
      path: '/intercom-ru/addresses',
      dataProvider: memory.dataProvider,
      user: makeUser(),
      children: [
        <Resource key="cameras" name="cameras" list={Page} />,
        <Resource key="companies" name="companies" list={Page} />,
        <Resource key="abonents" name="abonents" list={Page} />,
      ],
    });
    await screen.findByText('г. Москва, ул. Лесная, д. 1');
    expect(sidebarItems()).toEqual(COMPANY_SIDEBAR);
  });

  it('the platform area lists its screens in the spec order', async () => {
    const memory = createMemoryDataProvider({ users: [] });
    renderArea({
      area: 'platform',
      path: '/admin-ru/users',
      dataProvider: memory.dataProvider,
      user: makePlatformUser(),
    });
    await screen.findByRole('heading', { name: 'Users' });
    expect(sidebarItems()).toEqual([
      'Needs attention',
      'Users',
      'Locks',
      'Access points',
      'Companies',
      'SIM payments',
      'Payments',
      'Local keys',
      'Registration keys',
      'Cameras',
      'Postamates',
      'SIP servers',
      'SIP devices',
      'Audit',
      'Devices',
      'Recently deleted',
    ]);
    // Each entry with its icon.
    for (const item of within(document.querySelector<HTMLElement>('.RaSidebar-paper')!).getAllByRole('menuitem')) {
      expect(item.querySelector('svg'), item.textContent ?? '').not.toBeNull();
    }
    expect(screen.getByText('Platform administration')).toBeInTheDocument();
  });
});

describe('the user menu', () => {
  it("is named after the user's name it shows, then what it is (label in name)", async () => {
    await openAddresses(makeUser({ displayName: 'Ирина Смирнова' }));
    expect(await screen.findByRole('button', { name: 'Ирина Смирнова — Account' })).toBeInTheDocument();
  });

  it('shows who is signed in and for which company', async () => {
    const user = userEvent.setup();
    await openAddresses(
      makeUser({ displayName: 'Ирина Смирнова', profiles: [COMPANY_A, COMPANY_B], companyId: COMPANY_B.companyId }),
    );
    await user.click(screen.getByRole('button', { name: /Account/ }));
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveTextContent('Ирина Смирнова');
    expect(menu).toHaveTextContent(COMPANY_B.companyName);
  });

  it("switches the language: the texts change to Russian and localStorage 'lang' becomes 'ru'", async () => {
    const user = userEvent.setup();
    await openAddresses();
    expect(screen.getByRole('heading', { name: 'Addresses' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Account/ }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitemradio', { name: 'Русский' }));

    expect(await screen.findByRole('heading', { name: 'Адреса' })).toBeInTheDocument();
    expect(screen.getByText('Все данные загружены')).toBeInTheDocument();
    expect(screen.getByText('Администрирование компании')).toBeInTheDocument();
    expect(window.localStorage.getItem('lang')).toBe('ru');
    expect(document.documentElement.lang).toBe('ru');
  });

  it("switches the theme: data-theme on the root element and localStorage 'theme' become 'dark'", async () => {
    const user = userEvent.setup();
    await openAddresses();
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('light'));
    await user.click(screen.getByRole('button', { name: /Account/ }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Dark theme' }));

    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
    expect(window.localStorage.getItem('theme')).toBe('dark');
    // The menu stays open on the toggle, which now offers the light theme.
    expect(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Light theme' })).toBeInTheDocument();
  });

  it('starts in the remembered theme and language', async () => {
    window.localStorage.setItem('theme', 'dark');
    window.localStorage.setItem('lang', 'ru');
    const memory = createMemoryDataProvider({ addresses: makeAddresses(1) });
    renderArea({ path: '/intercom-ru/addresses', dataProvider: memory.dataProvider, user: makeUser() });
    expect(await screen.findByRole('heading', { name: 'Адреса' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
  });

  it('signs out: the token is revoked, the session forgotten, the language and theme kept, and the sign-in page shown', async () => {
    const user = userEvent.setup();
    const server = stubServer({ Logout: { body: {} } });
    window.localStorage.setItem('theme', 'dark');
    window.localStorage.setItem('lang', 'ru');
    const { pathname, store } = await (async () => {
      const memory = createMemoryDataProvider({ addresses: makeAddresses(1) });
      const view = renderArea({ path: '/intercom-ru/addresses', dataProvider: memory.dataProvider, user: makeUser() });
      await screen.findByRole('heading', { name: 'Адреса' });
      return view;
    })();
    await user.click(screen.getByRole('button', { name: /Учётная запись/ }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Выйти' }));

    expect(await screen.findByText(SIGN_IN_MARKER)).toBeInTheDocument();
    expect(pathname()).toBe('/intercom-ru/login');
    expect(server.requestsOf('Logout')).toHaveLength(1);
    expect(store.getItem(SESSION_KEY)).toBeUndefined();
    expect(window.localStorage.getItem('RaStore.company.auth-storage')).toBeNull();
    expect(window.localStorage.getItem('lang')).toBe('ru');
    expect(window.localStorage.getItem('theme')).toBe('dark');
  });
});

describe('the real areas (network stubbed), routed with the sign-in pages as in src/main.tsx', () => {
  const addresses = makeAddresses(2);
  const abonent = {
    id: 'b0000000-0000-4000-8000-000000000001',
    name: 'Андреев Павел Сергеевич',
    phoneNumber: '79161234501',
    building: 'Лесная, 12',
    room: '14',
  };
  const addressServer = () =>
    stubServer({
      GetAddress: { body: { items: addresses, total: addresses.length } },
      GetAbonents: { body: { items: [abonent], total: 1 } },
      // A company whose first steps are all done: no setup checklist above its first page.
      GetSetupProgress: {
        body: { address: true, locks: true, doors: true, tariff: true, abonent: true, localServer: true },
      },
      Logout: { body: {} },
    });

  it('an unknown path inside the company area goes to its fallback screen, abonents', async () => {
    addressServer();
    const { pathname } = renderRealArea({ area: 'company', path: '/intercom-ru/no/such/screen', user: makeUser() });
    expect(await screen.findByText(abonent.name)).toBeInTheDocument();
    expect(pathname()).toBe('/intercom-ru/abonents');
  });

  it('an unknown path inside the platform area goes to users', async () => {
    stubServer({ GetUsers: { body: { items: [], total: 0 } } });
    const { pathname } = renderRealArea({
      area: 'platform',
      path: '/admin-ru/no_such_screen/nothing',
      user: makePlatformUser(),
    });
    expect(await screen.findByRole('heading', { name: 'Users' })).toBeInTheDocument();
    await waitFor(() => expect(pathname()).toBe('/admin-ru/users'));
  });

  it("the area's own path opens its first screen, abonents", async () => {
    addressServer();
    const { pathname } = renderRealArea({ area: 'company', path: '/intercom-ru/', user: makeUser() });
    expect(await screen.findByText(abonent.name)).toBeInTheDocument();
    await waitFor(() => expect(pathname()).toBe('/intercom-ru/abonents'));
  });

  it('a signed-out visitor is sent to the sign-in page, without any call', async () => {
    const server = addressServer();
    const { pathname } = renderRealArea({ area: 'company', path: '/intercom-ru/addresses' });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(pathname()).toBe('/intercom-ru/login');
    expect(server.requests).toEqual([]);
  });

  it('a session of the other area does not open this one', async () => {
    addressServer();
    renderRealArea({ area: 'platform', path: '/admin-ru/users', user: makePlatformUser() }).unmount();
    const { pathname } = renderRealArea({ area: 'company', path: '/intercom-ru/addresses' });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(pathname()).toBe('/intercom-ru/login');
  });

  it('a 401 on any call signs out and shows the sign-in page', async () => {
    expectFailedCall(401);
    const server = stubServer({
      GetAddress: { status: 401, body: { error: 'common.errors.unauthorized' } },
      Logout: { status: 401, body: {} },
    });
    const { pathname, store } = renderRealArea({ area: 'company', path: '/intercom-ru/addresses', user: makeUser() });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(pathname()).toBe('/intercom-ru/login');
    expect(server.requestsOf('GetAddress').length).toBeGreaterThan(0);
    expect(store.getItem(SESSION_KEY)).toBeUndefined();
  });

  it('after a 401 the sign-in page says why: the session has ended', async () => {
    expectFailedCall(401);
    stubServer({
      GetAddress: { status: 401, body: { error: 'common.errors.unauthorized' } },
      Logout: { status: 401, body: {} },
    });
    renderRealArea({ area: 'company', path: '/intercom-ru/addresses', user: makeUser() });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(
      await screen.findByText('Your session has ended. Please sign in again.', {}, { timeout: 500 }),
    ).toBeInTheDocument();
  });

  it('signing out revokes the token, clears the area store but the language and theme, and shows the sign-in page', async () => {
    const user = userEvent.setup();
    const server = addressServer();
    window.localStorage.setItem('lang', 'ru');
    window.localStorage.setItem('theme', 'dark');
    window.localStorage.setItem('RaStore.company.addresses.listParams', JSON.stringify({ filter: { q: 'Лесная' } }));
    const { pathname } = renderRealArea({ area: 'company', path: '/intercom-ru/addresses', user: makeUser() });
    await screen.findByRole('heading', { name: 'Адреса' });
    await user.click(screen.getByRole('button', { name: /Учётная запись/ }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Выйти' }));

    expect(await screen.findByRole('heading', { name: 'Вход' })).toBeInTheDocument();
    expect(pathname()).toBe('/intercom-ru/login');
    expect(server.requestsOf('Logout')).toHaveLength(1);
    await waitFor(() =>
      expect(Object.fromEntries(Object.entries(window.localStorage))).toEqual({ lang: 'ru', theme: 'dark' }),
    );
  });
});
