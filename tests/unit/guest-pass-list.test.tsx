import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GuestPassRecord } from '../../contract/guest-pass';
import { createI18nProvider } from '../../src/i18n/i18nProvider';
import { Notifications } from '../../src/layout/Notifications';
import { GuestPassList } from '../../src/resources/guest_passes/GuestPassList';
import { IssuedLink } from '../../src/resources/guest_passes/IssueGuestPassDialog';
import { createMemoryDataProvider } from './support/memoryDataProvider';
import { renderResource } from './support/renderResource';
import { makeUser } from './support/session';

/** Guest links on a phone: each card says everything the table does, revokes, and the issued link is shared. */

/** The happy-dom window's size, which media queries read. */
const setViewport = (width: number, height: number) =>
  (
    window as unknown as { happyDOM: { setViewport: (size: { width: number; height: number }) => void } }
  ).happyDOM.setViewport({ width, height });

afterEach(() => setViewport(1024, 768));

const pass: GuestPassRecord = {
  id: 'pass-1',
  name: 'Irina (guest of Andreev)',
  points: [
    { id: 'p1', name: 'Entrance 1' },
    { id: 'p2', name: 'Gate' },
  ],
  validFrom: '2026-12-06T06:00:00.000Z',
  validTo: '2026-12-07T18:30:00.000Z',
  maxUses: 5,
  uses: 2,
  status: 'active',
  revokedAt: null,
  created: '2026-12-05T06:00:00.000Z',
};

/** The moment as the console writes it in the viewer's own time zone (dates.ts). */
const local = (value: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(value));

const openList = (locale: 'en' | 'ru') => {
  const memory = createMemoryDataProvider({ guest_passes: [pass] });
  const revokeGuestPass = vi.fn(async (id: string) => {
    const record = memory.records.guest_passes.find((row) => row.id === id)!;
    record.status = 'revoked';
    return { data: record };
  });
  renderResource({
    resource: 'guest_passes',
    pages: { list: GuestPassList },
    path: '/intercom-ru/guest_passes',
    dataProvider: { ...memory.dataProvider, revokeGuestPass },
    user: makeUser(),
    locale,
  });
  return { revokeGuestPass };
};

describe('a guest link’s card on a phone (390 px)', () => {
  it.each([
    ['en', ['Doors', 'Valid', 'Uses'], '2 used, 3 left', 'Revoke'],
    ['ru', ['Двери', 'Действует', 'Проходы'], 'использовано 2, осталось 3', 'Отозвать'],
  ] as const)(
    'shows its doors, its period in local time, its uses and a revoke (%s)',
    async (locale, labels, uses, revoke) => {
      setViewport(390, 844);
      openList(locale);
      const card = (await screen.findByText(pass.name)).closest('li')!;
      expect(card).toHaveTextContent(`${labels[0]}Entrance 1, Gate`);
      expect(card).toHaveTextContent(`${labels[1]}${local(pass.validFrom, locale)} – ${local(pass.validTo, locale)}`);
      expect(card).toHaveTextContent(`${labels[2]}${uses}`);
      expect(within(card).getByRole('button', { name: revoke })).toBeInTheDocument();
      // Not the instant as the server sends it.
      expect(card).not.toHaveTextContent('2026-12-07T');
    },
  );

  it('revokes the link once asked, as the table’s row does', async () => {
    setViewport(390, 844);
    const user = userEvent.setup();
    const { revokeGuestPass } = openList('en');
    const card = (await screen.findByText(pass.name)).closest('li')!;
    await user.click(within(card).getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(pass.name);
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(revokeGuestPass).toHaveBeenCalledWith(pass.id));
    expect(await screen.findByText('Guest link revoked')).toBeInTheDocument();
  });
});

describe('sharing an issued link on a phone (390 px)', () => {
  const LINK = 'https://console.example/lock?pass=abc';

  const openIssued = (locale: 'en' | 'ru' = 'en') => {
    window.localStorage.setItem('lang', locale);
    render(
      <AdminContext i18nProvider={createI18nProvider()}>
        <IssuedLink name="Irina" link={LINK} onClose={() => {}} />
        <Notifications />
      </AdminContext>,
    );
  };

  it('opens the browser’s share sheet where there is one', async () => {
    setViewport(390, 844);
    const share = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share, clipboard: { writeText: vi.fn() } });
    openIssued();
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ url: LINK, title: 'Guest link for Irina' });
    expect(screen.queryByText('Link copied')).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'Share', 'Link copied'],
    ['ru', 'Поделиться', 'Ссылка скопирована'],
  ] as const)('copies the link and says so where there is no share sheet (%s)', async (locale, button, toast) => {
    setViewport(390, 844);
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    openIssued(locale);
    await userEvent.click(screen.getByRole('button', { name: button }));
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(await screen.findByText(toast)).toBeInTheDocument();
  });

  it('copies nothing when the person closes the share sheet', async () => {
    setViewport(390, 844);
    const writeText = vi.fn(async () => {});
    const share = vi.fn(async () => Promise.reject(new DOMException('closed', 'AbortError')));
    vi.stubGlobal('navigator', { ...navigator, share, clipboard: { writeText } });
    openIssued();
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(share).toHaveBeenCalled());
    expect(writeText).not.toHaveBeenCalled();
  });

  it('keeps its Copy button at a desktop’s width', () => {
    openIssued();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
  });
});
