import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { COMPANY_ROLES, PLATFORM_ROLES } from '../../contract/permissions';
import type { DeviceRecord } from '../../contract/devices';
import { DeviceList } from '../../src/resources/devices/DeviceList';
import { createMemoryDataProvider } from './support/memoryDataProvider';
import { renderResource } from './support/renderResource';
import { makePlatformUser, makeUser } from './support/session';

/**
 * The devices list's rows (issue 42): what each says of a device's credentials in words, in English
 * and Russian, and the resync (the platform's for any company's device), which names the device and is
 * offered only to a role that may.
 */

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000 - 5_000).toISOString();

const device = (overrides: Partial<DeviceRecord>): DeviceRecord => ({
  id: 'd0000000-0000-4000-8000-000000000001',
  kind: 'localServer',
  name: 'Сервер корпуса 1',
  secureId: null,
  companyId: 'c1',
  companyName: 'УК «Северный квартал»',
  status: 'online',
  lastSeen: minutesAgo(2),
  doors: 2,
  doorNames: ['Дом 1 / Подъезд 1 / Вход', 'Дом 1 / Подъезд 2 / Вход'],
  ackedVersion: 41,
  acked: minutesAgo(6),
  currentVersion: 44,
  pending: 3,
  oldestPending: minutesAgo(5),
  sync: 'behind',
  wrongSince: minutesAgo(5),
  ...overrides,
});

const devices = [
  device({}),
  device({
    id: 'd0000000-0000-4000-8000-000000000002',
    kind: 'controller',
    name: 'Шлагбаум, въезд',
    secureId: '0123456789ABCDEF',
    status: 'offline',
    lastSeen: null,
    doors: 1,
    doorNames: ['Паркинг / Въезд / Шлагбаум'],
    ackedVersion: null,
    acked: null,
    pending: null,
    oldestPending: null,
    sync: 'neverSynced',
    wrongSince: minutesAgo(60 * 26),
  }),
  device({
    id: 'd0000000-0000-4000-8000-000000000003',
    name: 'Сервер корпуса 2',
    ackedVersion: 44,
    pending: null,
    oldestPending: null,
    sync: 'inSync',
    wrongSince: null,
  }),
];

const renderList = (
  locale: 'en' | 'ru',
  permissions: string[] = [...COMPANY_ROLES.director],
  area: 'company' | 'platform' = 'company',
) => {
  const memory = createMemoryDataProvider({ devices });
  // As the server answers: whether the device had ever acknowledged a version.
  const resyncDevice = vi.fn(async (_area: string, _kind: string, id: string) => ({
    data: { neverSynced: devices.find((item) => item.id === id)!.ackedVersion === null },
  }));
  renderResource({
    area,
    resource: 'devices',
    pages: { list: DeviceList },
    path: area === 'company' ? '/intercom-ru/devices' : '/admin-ru/devices',
    dataProvider: { ...memory.dataProvider, resyncDevice },
    user: area === 'company' ? makeUser({ permissions }) : makePlatformUser({ permissions }),
    locale,
  });
  return { resyncDevice };
};

const rowOf = async (name: string) => (await screen.findByText(name, {}, { timeout: 10_000 })).closest('tr')!;

describe('the devices list', () => {
  it('says where each device stands, in English', async () => {
    renderList('en');
    const behind = within(await rowOf('Сервер корпуса 1'));
    expect(behind.getByText('Local server')).toBeInTheDocument();
    expect(behind.getByText('2 doors')).toBeInTheDocument();
    expect(behind.getByText('Online')).toBeInTheDocument();
    expect(behind.getByText('2 minutes ago')).toBeInTheDocument();
    expect(behind.getByText('41 of 44')).toBeInTheDocument();
    expect(behind.getByText('3 changes, the oldest 5 minutes ago')).toBeInTheDocument();
    expect(behind.getByText('Behind')).toBeInTheDocument();
    expect(behind.getByText('5 minutes')).toBeInTheDocument();

    const never = within(await rowOf('Шлагбаум, въезд'));
    expect(never.getByText('Controller')).toBeInTheDocument();
    expect(never.getByText('1 door')).toBeInTheDocument();
    expect(never.getByText('Offline')).toBeInTheDocument();
    expect(never.getByText('never seen')).toBeInTheDocument();
    expect(never.getByText('None of 44')).toBeInTheDocument();
    expect(never.getByText('All of its credentials')).toBeInTheDocument();
    expect(never.getByText('Never synced')).toBeInTheDocument();
    expect(never.getByText('1 day')).toBeInTheDocument();

    const inSync = within(await rowOf('Сервер корпуса 2'));
    expect(inSync.getByText('44 of 44')).toBeInTheDocument();
    expect(inSync.getByText('None')).toBeInTheDocument();
    expect(inSync.getByText('In sync')).toBeInTheDocument();
    expect(inSync.getByText('—')).toBeInTheDocument();
  });

  it('says it in Russian, with the plural forms of the numbers', async () => {
    renderList('ru');
    const behind = within(await rowOf('Сервер корпуса 1'));
    expect(behind.getByText('Локальный сервер')).toBeInTheDocument();
    expect(behind.getByText('2 двери')).toBeInTheDocument();
    expect(behind.getByText('2 минуты назад')).toBeInTheDocument();
    expect(behind.getByText('41 из 44')).toBeInTheDocument();
    expect(behind.getByText('3 изменения, самое давнее 5 минут назад')).toBeInTheDocument();
    expect(behind.getByText('Отстаёт')).toBeInTheDocument();
    expect(behind.getByText('5 минут')).toBeInTheDocument();
    const never = within(await rowOf('Шлагбаум, въезд'));
    expect(never.getByText('Ни одной из 44')).toBeInTheDocument();
    expect(never.getByText('Не синхронизировалось')).toBeInTheDocument();
  });

  it('resyncs a device after a question that names it', async () => {
    const { resyncDevice } = renderList('en');
    fireEvent.click(within(await rowOf('Сервер корпуса 1')).getByRole('button', { name: 'Resync Сервер корпуса 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Resync “Сервер корпуса 1”?');
    expect(dialog).toHaveTextContent(
      'Local server “Сервер корпуса 1” will take all the credentials of its doors afresh',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resync' }));
    expect(await screen.findByText('“Сервер корпуса 1” takes a fresh snapshot at its next call')).toBeInTheDocument();
    expect(resyncDevice).toHaveBeenCalledWith('company', 'localServer', 'd0000000-0000-4000-8000-000000000001');
  });

  it('on the platform: each device’s company, and the platform’s resync', async () => {
    const { resyncDevice } = renderList('en', [...PLATFORM_ROLES.operator], 'platform');
    const row = within(await rowOf('Шлагбаум, въезд'));
    expect(row.getByText('УК «Северный квартал»')).toBeInTheDocument();
    fireEvent.click(row.getByRole('button', { name: 'Resync Шлагбаум, въезд' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Controller “Шлагбаум, въезд” will take all the credentials');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resync' }));
    expect(
      await screen.findByText('“Шлагбаум, въезд” has not synced yet: it takes a full snapshot at its first call'),
    ).toBeInTheDocument();
    expect(resyncDevice).toHaveBeenCalledWith('platform', 'controller', 'd0000000-0000-4000-8000-000000000002');
  });

  it('offers the platform’s auditor no resync', async () => {
    renderList('en', [...PLATFORM_ROLES.auditor], 'platform');
    await rowOf('Сервер корпуса 1');
    expect(screen.queryByRole('button', { name: /^Resync/ })).not.toBeInTheDocument();
  });

  it('offers no resync to a role that may only look', async () => {
    renderList('en', [...COMPANY_ROLES.security]);
    await rowOf('Сервер корпуса 1');
    expect(screen.queryByRole('button', { name: /^Resync/ })).not.toBeInTheDocument();
  });
});
