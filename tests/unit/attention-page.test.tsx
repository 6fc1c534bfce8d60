import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Attention } from '../../contract/attention';
import { createMemoryDataProvider } from './support/memoryDataProvider';
import { renderArea } from './support/renderArea';
import { makePlatformUser, makeUser } from './support/session';

/**
 * What needs attention (/attention): its groups with their items, each a link to the record that fixes
 * it, the reason and the time in the console's language, the menu's count, the empty state, and the page
 * following the data without a reload.
 */

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const companyAttention: Attention = {
  total: 8,
  groups: [
    {
      name: 'devices',
      total: 6,
      items: [
        {
          key: 'c1',
          title: 'Ворота, въезд 1',
          why: 'offline',
          details: {},
          since: minutesAgo(120),
          companyName: null,
          target: { to: 'record', resource: 'controllers', id: 'c1' },
        },
        {
          key: 's1',
          title: 'Локальный сервер 2',
          why: 'behind',
          details: { count: 3 },
          since: minutesAgo(10),
          companyName: null,
          target: { to: 'record', resource: 'local_servers', id: 's1' },
        },
      ],
    },
    {
      name: 'cameras',
      total: 1,
      items: [
        {
          key: 'cam1',
          title: 'Двор, камера 3',
          why: 'timeout',
          details: {},
          since: minutesAgo(5),
          companyName: null,
          target: { to: 'record', resource: 'cameras', id: 'cam1' },
        },
      ],
    },
    {
      name: 'payments',
      total: 1,
      items: [
        {
          key: 'ab1',
          title: 'Должников Пётр',
          why: 'paidTill',
          details: { day: '2026-11-30' },
          since: null,
          companyName: null,
          target: { to: 'record', resource: 'abonents', id: 'ab1' },
        },
      ],
    },
    { name: 'keys', total: 0, items: [] },
  ],
};

const open = (attention: () => Attention, locale?: 'ru', area: 'company' | 'platform' = 'company') => {
  const memory = createMemoryDataProvider();
  const getAttention = vi.fn(async () => attention());
  renderArea({
    area,
    path: `/${area === 'company' ? 'intercom-ru' : 'admin-ru'}/attention`,
    dataProvider: { ...memory.dataProvider, getAttention },
    user: area === 'company' ? makeUser() : makePlatformUser(),
    locale,
  });
  return getAttention;
};

afterEach(() => vi.useRealTimers());

describe('the attention page', () => {
  it('shows each group with items, each leading to its record, and the count in the menu', async () => {
    open(() => companyAttention);
    // The page is loaded when first opened: the first time takes a while.
    const devices = await screen.findByTestId('attention-devices', {}, { timeout: 5000 });
    expect(within(devices).getByRole('heading', { name: 'Devices offline or out of sync' })).toBeInTheDocument();
    expect(within(devices).getByRole('link', { name: /Ворота, въезд 1/ })).toHaveAttribute(
      'href',
      '/intercom-ru/controllers/edit/c1',
    );
    expect(within(devices).getByText(/Offline · last heard from/)).toHaveTextContent(
      'Offline · last heard from 2 hours ago',
    );
    expect(within(devices).getByText(/changes not delivered/)).toHaveTextContent(
      '3 changes not delivered yet · the oldest made 10 minutes ago',
    );
    expect(within(devices).getByText('2 of 6 shown')).toBeInTheDocument();
    // A camera's reason is its own page's.
    const cameras = screen.getByTestId('attention-cameras');
    expect(within(cameras).getByText(/No answer within the time allowed/)).toBeInTheDocument();
    expect(within(cameras).getByRole('link')).toHaveAttribute('href', '/intercom-ru/cameras/edit/cam1');
    expect(within(screen.getByTestId('attention-payments')).getByRole('link')).toHaveAttribute(
      'href',
      '/intercom-ru/abonents/edit/ab1',
    );
    // A group with nothing in it is not shown.
    expect(screen.queryByTestId('attention-keys')).not.toBeInTheDocument();
    // The menu's entry, first, with the count.
    const entry = screen.getByRole('menuitem', { name: /Needs attention/ });
    expect(within(entry).getByTestId('attention-count')).toHaveTextContent('8');
    expect(entry).toHaveAccessibleName('Needs attention 8 items');
  });

  it('writes the reasons and times in Russian, with plural forms', async () => {
    open(() => companyAttention, 'ru');
    const devices = await screen.findByTestId('attention-devices');
    expect(
      within(devices).getByRole('heading', { name: 'Устройства не в сети или не синхронизированы' }),
    ).toBeVisible();
    expect(within(devices).getByText(/Не в сети ·/)).toHaveTextContent(
      'Не в сети · последний раз на связи 2 часа назад',
    );
    expect(within(devices).getByText(/не доставлены/)).toHaveTextContent(
      '3 изменения ещё не доставлены · самое раннее сделано 10 минут назад',
    );
    expect(within(devices).getByText('Показано 2 из 6')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: /Требует внимания/ })).toHaveAccessibleName(
      'Требует внимания 8 пунктов',
    );
  });

  it('says when nothing needs attention, and shows no count', async () => {
    open(() => ({ total: 0, groups: [{ name: 'cameras', total: 0, items: [] }] }));
    expect(await screen.findByText('Nothing needs attention')).toBeInTheDocument();
    expect(screen.queryByTestId('attention-count')).not.toBeInTheDocument();
  });

  it('names the company of each item in the platform area', async () => {
    open(
      () => ({
        total: 1,
        groups: [
          {
            name: 'simCards',
            total: 1,
            items: [
              {
                key: 'sim1',
                title: 'Шкаф связи 4',
                why: 'simPaidUpTo',
                details: { day: '2026-11-01', phone: '79580000001' },
                since: null,
                companyName: 'Riverside Property Management',
                target: { to: 'list', resource: 'sim_payments', search: '79580000001' },
              },
            ],
          },
        ],
      }),
      undefined,
      'platform',
    );
    const link = await screen.findByRole('link', { name: /Шкаф связи 4 · Riverside Property Management/ });
    expect(decodeURIComponent(link.getAttribute('href')!)).toBe('/admin-ru/sim_payments?filter={"q":"79580000001"}');
  });

  it('follows the data without a reload, and holds still while a field has the focus', async () => {
    let attention = companyAttention;
    const getAttention = open(() => attention);
    await screen.findByTestId('attention-cameras');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    attention = { ...companyAttention, total: 7, groups: companyAttention.groups.filter((g) => g.name !== 'cameras') };
    const asked = getAttention.mock.calls.length;
    await vi.advanceTimersByTimeAsync(5_000);
    await waitFor(() => expect(screen.queryByTestId('attention-cameras')).not.toBeInTheDocument());
    expect(screen.getByTestId('attention-count')).toHaveTextContent('7');
    expect(getAttention.mock.calls.length).toBe(asked + 1);

    // Typing somewhere: no refresh under the person's hands.
    const field = document.createElement('input');
    document.body.append(field);
    fireEvent.focus(field);
    field.focus();
    const before = getAttention.mock.calls.length;
    await vi.advanceTimersByTimeAsync(15_000);
    expect(getAttention.mock.calls.length).toBe(before);
    field.remove();
  });
});
