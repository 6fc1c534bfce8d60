import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DeviceDoor } from '../../contract/device-doors';
import { createMemoryDataProvider } from './support/memoryDataProvider';
import { renderResource } from './support/renderResource';
import { localServerPages } from './support/resourcePages';
import { makeUser } from './support/session';

/** A local server's page in the company area: its state and the access points it serves, chosen and saved. */

const SERVER = '00000000-0000-4000-8000-000000000001';
const HALL = { id: '00000000-0000-4000-8000-0000000000a1', name: 'Лесная, 12 / Подъезд 1 / Холл' };
const GATE = { id: '00000000-0000-4000-8000-0000000000a2', name: 'Лесная, 14 / Двор / Калитка' };

const open = (doors: DeviceDoor[], locale?: 'en' | 'ru') => {
  const memory = createMemoryDataProvider({
    local_servers: [{ id: SERVER, name: 'Главный', status: 'offline', lastSeen: null, tokenIssued: null, doors }],
    access_points: [HALL, GATE].map((door) => ({ id: door.id, path: door.name, lockPid: 'L-1', devices: [] })),
  });
  let stored = doors;
  const getDeviceDoors = vi.fn(async () => ({ data: stored }));
  const setDeviceDoors = vi.fn(async (_kind: string, _id: string, ids: string[]) => {
    stored = [HALL, GATE].filter((door) => ids.includes(door.id));
    return { data: stored };
  });
  renderResource({
    ...localServerPages,
    path: `/intercom-ru/local_servers/edit/${SERVER}`,
    dataProvider: { ...memory.dataProvider, getDeviceDoors, setDeviceDoors },
    user: makeUser(),
    locale,
  });
  return { getDeviceDoors, setDeviceDoors };
};

describe('a local server’s access points', () => {
  it('shows the server never seen and the access points it serves, and saves a new choice', async () => {
    const user = userEvent.setup();
    const { getDeviceDoors, setDeviceDoors } = open([HALL]);
    expect(await screen.findByRole('heading', { name: 'Local server Главный' })).toBeInTheDocument();
    expect(screen.getByText('never seen')).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'Access points served' });
    expect(await within(section).findByText(/^1 access point\./)).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: HALL.name })).toBeInTheDocument();
    expect(getDeviceDoors).toHaveBeenCalledWith('localServer', SERVER);
    const save = within(section).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    await user.type(within(section).getByRole('combobox', { name: 'Access points it serves' }), 'Калитка');
    await user.click(await screen.findByRole('option', { name: GATE.name }));
    expect(save).toBeEnabled();
    await user.click(save);
    await waitFor(() => expect(setDeviceDoors).toHaveBeenCalledWith('localServer', SERVER, [HALL.id, GATE.id]));
    expect(await screen.findByText('Access points saved')).toBeInTheDocument();
    expect(await within(section).findByText(/^2 access points\./)).toBeInTheDocument();
  });

  it('says so in Russian when the server serves none', async () => {
    open([], 'ru');
    expect(await screen.findByRole('heading', { name: 'Локальный сервер Главный' })).toBeInTheDocument();
    expect(screen.getByText('ни разу не выходил на связь')).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'Обслуживаемые точки доступа' });
    expect(await within(section).findByText(/^Не обслуживает ни одной точки доступа\./)).toBeInTheDocument();
  });
});
