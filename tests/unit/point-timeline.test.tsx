import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, type DataProvider, memoryStore, RecordContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { AccessPointTimeline, TimelineEntry } from '../../contract/access-point-timeline';
import { createI18nProvider } from '../../src/i18n/i18nProvider';
import { PointTimeline } from '../../src/access/points/timeline/PointTimeline';
import { localDay, timelineDays } from '../../src/access/points/timeline/timelineDays';
import { SESSION_KEY } from '../../src/session/session';
import { makeUser } from './support/session';

const pass = (at: string, extra: Partial<Extract<TimelineEntry, { kind: 'pass' }>> = {}): TimelineEntry => ({
  kind: 'pass',
  id: `e-${at}`,
  at,
  result: 'opened',
  keyType: 'card',
  denialReason: null,
  userName: 'Жуков Константин',
  cardId: '700001',
  phone: null,
  carPlate: null,
  ...extra,
});

/** A Tuesday afternoon at the gate: a refusal, the controller offline over it, and the change before it. */
const tuesday: AccessPointTimeline = {
  from: '2026-12-01T00:00:00.000Z',
  until: '2026-12-02T00:00:00.000Z',
  items: [
    pass('2026-12-01T15:10:00.000Z', { id: 'e-1', result: 'denied', denialReason: 'outsideHours' }),
    {
      kind: 'device',
      state: 'offline',
      at: '2026-12-01T14:00:00.000Z',
      until: '2026-12-01T16:00:00.000Z',
      device: { kind: 'controller', id: 'c-1', name: '4C1A00000000A102' },
    },
    {
      kind: 'config',
      at: '2026-12-01T13:00:00.000Z',
      target: 'lock',
      entry: {
        id: '7',
        at: '2026-12-01T13:00:00.000Z',
        userId: 'u-1',
        userName: 'Ольга Смирнова',
        apiTokenName: null,
        companyId: 'c-1',
        companyName: 'УК «Северный квартал»',
        action: 'EditLock',
        tableName: 'locks',
        recordId: 'l-1',
        operation: 'UPDATE',
        changes: { name: ['Ворота', 'Ворота въезд'] },
        references: {},
      },
    },
  ],
  passTotal: 250,
  configTotal: 1,
  checkTotal: 0,
  camera: { id: 'cam-1', name: 'Gate camera', lastCheck: '2026-12-01T08:00:00.000Z' },
  hidden: [],
};

const gateCamera = { id: 'cam-1', name: 'Ворота' };
/**
 * The gate's camera: found offline in the morning and online at noon, then offline again since the evening
 * and still at the last check. A check that opened a period is that period's entry, as the server answers.
 */
const cameraDay: AccessPointTimeline = {
  ...tuesday,
  items: [
    {
      kind: 'camera',
      type: 'check',
      at: '2026-12-01T18:00:00.000Z',
      status: 'offline',
      offlineReason: 'timeout',
      camera: gateCamera,
    },
    {
      kind: 'camera',
      type: 'offline',
      at: '2026-12-01T17:00:00.000Z',
      until: null,
      lastCheck: '2026-12-01T18:00:00.000Z',
      offlineReason: 'timeout',
      camera: gateCamera,
    },
    {
      kind: 'camera',
      type: 'check',
      at: '2026-12-01T12:00:00.000Z',
      status: 'online',
      offlineReason: null,
      camera: gateCamera,
    },
    {
      kind: 'camera',
      type: 'offline',
      at: '2026-12-01T09:00:00.000Z',
      until: '2026-12-01T12:00:00.000Z',
      lastCheck: '2026-12-01T09:00:00.000Z',
      offlineReason: 'refused',
      camera: gateCamera,
    },
  ],
  passTotal: 0,
  configTotal: 0,
  checkTotal: 2,
  camera: { ...gateCamera, lastCheck: '2026-12-01T18:00:00.000Z' },
};

/** The entries on the line (not the list items inside a change). */
const lineEntries = async (name: string) => {
  const region = await screen.findByRole('region', { name });
  const items = await within(region).findAllByRole('listitem');
  return items.filter((item) => item.parentElement?.tagName === 'OL');
};

const renderTimeline = (
  locale: 'en' | 'ru',
  answer: (params: Record<string, unknown>) => AccessPointTimeline,
  permissions?: string[],
) => {
  window.localStorage.setItem('lang', locale);
  const getAccessPointTimeline = vi.fn(async (params: Record<string, unknown>) => ({ data: answer(params) }));
  const dataProvider = { getAccessPointTimeline } as unknown as DataProvider;
  render(
    <AdminContext
      dataProvider={dataProvider}
      i18nProvider={createI18nProvider()}
      store={memoryStore(permissions && { [SESSION_KEY]: makeUser({ permissions }) })}
    >
      <RecordContextProvider value={{ id: 'p-1' }}>
        <PointTimeline />
      </RecordContextProvider>
    </AdminContext>,
  );
  return getAccessPointTimeline;
};

describe('a door’s timeline', () => {
  it('puts the refusal, the device gap and the change on one line, each in its words (en)', async () => {
    const calls = renderTimeline('en', () => tuesday);
    const region = await screen.findByRole('region', { name: 'Timeline' });
    const items = await within(region).findAllByRole('listitem');
    const entries = items.filter((item) => item.parentElement?.tagName === 'OL');
    expect(entries).toHaveLength(3);
    expect(entries[0]).toHaveTextContent('Refused: Outside the access hours');
    expect(entries[0]).toHaveTextContent('Жуков Константин · Card · 700001');
    expect(within(entries[0]).getByRole('link', { name: 'Open the event' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/access_journal\/e-1\/show$/),
    );
    expect(entries[1]).toHaveTextContent('Controller 4C1A00000000A102 was offline');
    expect(within(entries[1]).getByRole('link', { name: 'Open the device' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/controllers\/edit\/c-1$/),
    );
    expect(entries[2]).toHaveTextContent('Lock: Changed');
    expect(entries[2]).toHaveTextContent('Ольга Смирнова');
    // Of 250 passes in the period one is shown: the rest are said, not dropped silently.
    expect(region).toHaveTextContent('Showing the newest 1 passes of 250 in this period');
    expect(calls).toHaveBeenCalledWith(
      expect.objectContaining({ AccessPointId: 'p-1', Kinds: 'pass,device,config,camera' }),
    );
  });

  it('asks only for the kinds chosen, and says when the period holds none (ru)', async () => {
    const calls = renderTimeline('ru', ({ Kinds }) => ({
      ...tuesday,
      items: Kinds === 'pass,device,config,camera' ? tuesday.items : [],
      passTotal: 0,
    }));
    const region = await screen.findByRole('region', { name: 'Хронология' });
    await within(region).findByText('Отказ: Вне часов доступа');
    const passes = within(region).getByRole('button', { name: 'Проходы' });
    expect(passes).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(passes);
    await waitFor(() =>
      expect(calls).toHaveBeenLastCalledWith(expect.objectContaining({ Kinds: 'device,config,camera' })),
    );
    expect(await within(region).findByText('За этот период нет записей выбранных видов')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Проходы' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('says which kinds the role does not see', async () => {
    renderTimeline('en', () => ({ ...tuesday, items: tuesday.items.slice(0, 2), hidden: ['config'] }));
    expect(await screen.findByText('Your role does not show: Changes')).toBeInTheDocument();
    // Something is left out: an empty period would not be "nothing of every kind".
    expect(screen.queryByText('No passes, changes, device gaps or camera checks in this period')).toBeNull();
  });

  it('says plainly that a period with every kind has nothing', async () => {
    renderTimeline('en', () => ({ ...tuesday, items: [], passTotal: 0, configTotal: 0 }));
    expect(
      await screen.findByText('No passes, changes, device gaps or camera checks in this period'),
    ).toBeInTheDocument();
  });

  it('shows the camera’s checks and the periods they found it offline, one not ended up to its last check (en)', async () => {
    renderTimeline('en', () => cameraDay);
    const entries = await lineEntries('Timeline');
    expect(entries).toHaveLength(4);
    expect(entries[0]).toHaveTextContent('Camera “Ворота” checked: offline');
    expect(entries[1]).toHaveTextContent('Camera “Ворота” is offline');
    expect(entries[1]).toHaveTextContent(/offline since .+ \(last check .+\)/);
    expect(entries[1]).toHaveTextContent('Why: No answer within the time allowed');
    expect(within(entries[1]).getByRole('link', { name: 'Open the camera' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/cameras\/edit\/cam-1$/),
    );
    expect(entries[2]).toHaveTextContent('Camera “Ворота” checked: online');
    expect(entries[2]).not.toHaveTextContent('Why:');
    expect(entries[3]).toHaveTextContent('Camera “Ворота” was offline');
    expect(entries[3]).toHaveTextContent(/found offline .+, online again .+/);
    expect(entries[3]).toHaveTextContent('Why: The connection was refused: nothing listens at this port');
    expect(screen.queryByText('This door has no camera')).toBeNull();
    expect(screen.queryByText(/has not been checked yet/)).toBeNull();
  });

  it('shows the camera’s rows in Russian', async () => {
    renderTimeline('ru', () => cameraDay);
    const entries = await lineEntries('Хронология');
    expect(entries[0]).toHaveTextContent('Проверка камеры «Ворота»: не в сети');
    expect(entries[1]).toHaveTextContent('Камера «Ворота» не в сети');
    expect(entries[1]).toHaveTextContent(/не в сети с .+ \(последняя проверка .+\)/);
    expect(entries[1]).toHaveTextContent('Причина: Нет ответа за отведённое время');
    expect(entries[2]).toHaveTextContent('Проверка камеры «Ворота»: в сети');
    expect(entries[3]).toHaveTextContent('Камера «Ворота» была не в сети');
    expect(within(entries[3]).getByRole('link', { name: 'Открыть камеру' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Хронология' })).getByRole('button', { name: 'Камера' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('says when the door’s camera was never checked, with the way to its page (en, ru)', async () => {
    const neverChecked = {
      ...tuesday,
      items: [],
      passTotal: 0,
      configTotal: 0,
      camera: { ...gateCamera, lastCheck: null },
    };
    renderTimeline('en', () => neverChecked);
    const english = await screen.findByText(/Camera “Ворота” has not been checked yet: nothing is known of its status/);
    expect(within(english).getByRole('link', { name: 'Open the camera' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/cameras\/edit\/cam-1$/),
    );
    cleanup();
    renderTimeline('ru', () => neverChecked);
    expect(
      await screen.findByText(/Камера «Ворота» ещё не проверялась: о её состоянии ничего не известно/),
    ).toBeInTheDocument();
  });

  it('says when the door has no camera, with the way to choose one', async () => {
    renderTimeline('en', () => ({ ...tuesday, camera: null }));
    expect(await screen.findByText(/This door has no camera/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose its camera' })).toBeInTheDocument();
  });

  it('offers no way to choose a camera to a role that may not edit the point', async () => {
    renderTimeline('en', () => ({ ...tuesday, camera: null }), ['property.view', 'devices.view']);
    expect(await screen.findByText(/This door has no camera/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose its camera' })).toBeNull();
  });

  it('groups by the reader’s days, a period begun earlier on the first day', () => {
    const early = { ...tuesday.items[1], at: '2026-11-28T10:00:00.000Z' } as TimelineEntry;
    const days = timelineDays([tuesday.items[0], early], tuesday.from);
    const dayOf = (entry: TimelineEntry) => days.find((day) => day.entries.includes(entry))?.day;
    expect(dayOf(early)).toBe(localDay(new Date(tuesday.from)));
    expect(dayOf(tuesday.items[0])).toBe(localDay(new Date(tuesday.items[0].at)));
    expect(days.flatMap((day) => day.entries)).toEqual([tuesday.items[0], early]);
  });
});
