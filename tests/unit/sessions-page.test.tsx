import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SessionRecord } from '../../contract/session';
import { describeUserAgent } from '../../contract/user-agent';
import { SessionList } from '../../src/resources/sessions/SessionList';
import { createMemoryDataProvider } from './support/memoryDataProvider';
import { renderResource } from './support/renderResource';
import { makeUser } from './support/session';

/**
 * The Sessions page: each session by its browser in words, its address and company, this one marked,
 * and the question before ending one naming its browser and address. The browser's summary is the
 * contract's: a handful of real User-Agents read as people know them.
 */

const UA = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
  firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0',
  yandexMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 YaBrowser/24.7.0.0 Safari/537.36',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
};

describe('describeUserAgent', () => {
  it.each([
    [UA.chromeWindows, { browser: 'Chrome', version: '131', system: 'Windows' }],
    [UA.safariIphone, { browser: 'Safari', version: '18', system: 'iOS' }],
    [UA.edgeWindows, { browser: 'Edge', version: '131', system: 'Windows' }],
    [UA.firefoxAndroid, { browser: 'Firefox', version: '133', system: 'Android' }],
    [UA.yandexMac, { browser: 'Yandex Browser', version: '24', system: 'macOS' }],
    [UA.chromeAndroid, { browser: 'Chrome', version: '131', system: 'Android' }],
    ['curl/8.5.0', { browser: 'curl', version: '8', system: null }],
    ['something else', { browser: null, version: null, system: null }],
    [null, { browser: null, version: null, system: null }],
  ])('%s', (userAgent, summary) => {
    expect(describeUserAgent(userAgent)).toEqual(summary);
  });
});

const session = (n: number, overrides: Partial<SessionRecord>): SessionRecord => ({
  id: `5e000000-0000-4000-8000-00000000000${n}`,
  area: 'company',
  companyId: 'c0000000-0000-4000-8000-000000000001',
  companyName: 'УК «Северный квартал»',
  ip: `203.0.113.${n}`,
  userAgent: UA.chromeWindows,
  created: '2026-05-01T10:00:00.000Z',
  lastUsed: '2026-05-01T11:00:00.000Z',
  expires: '2026-05-01T22:00:00.000Z',
  current: false,
  ...overrides,
});

const render = (locale: 'en' | 'ru') => {
  const memory = createMemoryDataProvider({
    sessions: [
      session(1, { current: true }),
      session(2, { userAgent: UA.safariIphone, companyName: 'ТСЖ «Парковый»' }),
      session(3, { userAgent: null, companyId: null, companyName: null }),
    ],
  });
  renderResource({
    resource: 'sessions',
    pages: { list: SessionList },
    path: '/intercom-ru/sessions',
    dataProvider: memory.dataProvider,
    user: makeUser(),
    locale,
  });
  return memory;
};

describe('the Sessions page', () => {
  it('lists each session by its browser in words, this one marked (English)', async () => {
    render('en');
    const mine = (await screen.findByText('Chrome 131 on Windows', {}, { timeout: 10_000 })).closest('tr')!;
    expect(within(mine).getByText('This session')).toBeInTheDocument();
    expect(within(mine).getByText('203.0.113.1')).toBeInTheDocument();
    const phone = screen.getByText('Safari 18 on iOS').closest('tr')!;
    expect(within(phone).queryByText('This session')).not.toBeInTheDocument();
    expect(within(phone).getByText('ТСЖ «Парковый»')).toBeInTheDocument();
    const unknown = screen.getByText('Unknown browser').closest('tr')!;
    expect(within(unknown).getByText('No company chosen yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'End all other sessions' })).toBeInTheDocument();
  });

  it('asks before ending another session, naming its browser and address, then ends it (Russian)', async () => {
    const memory = render('ru');
    const phone = (await screen.findByText('Safari 18 на iOS', {}, { timeout: 10_000 })).closest('tr')!;
    fireEvent.click(within(phone).getByRole('button', { name: 'Завершить' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Завершить этот сеанс?');
    expect(dialog).toHaveTextContent('Safari 18 на iOS, 203.0.113.2');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(memory.callsOf('delete', 'sessions')).toHaveLength(1));
    expect(memory.callsOf('delete', 'sessions')[0].params).toMatchObject({ id: session(2, {}).id });
    await waitFor(() => expect(screen.queryByText('Safari 18 на iOS')).not.toBeInTheDocument());
  });
});
