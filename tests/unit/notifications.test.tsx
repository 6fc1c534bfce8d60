import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CustomRoutes, useNotify } from 'react-admin';
import { Route } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import {
  NOTIFICATION_LIFETIME_MS,
  NOTIFICATION_STORE_KEY,
  type StoredNotification,
} from '../../src/layout/Notifications';
import { createAreaStore } from '../../src/session/areaStore';
import { createMemoryDataProvider } from './support/memoryDataProvider';
import { renderArea } from './support/renderArea';
import { makePlatformUser, makeUser } from './support/session';

/** The notification area inside an area, fed by react-admin's notify(). */

/** A page of the area that raises notifications the way screens do. */
const Raise = () => {
  const notify = useNotify();
  return (
    <>
      <button type="button" onClick={() => notify('resources.addresses.notifications.updated', { type: 'info' })}>
        raise info
      </button>
      <button type="button" onClick={() => notify('resources.addresses.notifications.created', { type: 'success' })}>
        raise success
      </button>
      <button
        type="button"
        onClick={() => notify('common.errors.deleteEntry', { type: 'error', messageArgs: { id: 7 } })}
      >
        raise error
      </button>
      <button type="button" onClick={() => notify('common.errors.conflict', { type: 'warning' })}>
        raise warning
      </button>
    </>
  );
};

const testPage = (
  <CustomRoutes>
    <Route path="/raise" element={<Raise />} />
  </CustomRoutes>
);

const open = async (area: 'company' | 'platform' = 'company') => {
  const view = renderArea({
    area,
    path: area === 'company' ? '/intercom-ru/raise' : '/admin-ru/raise',
    dataProvider: createMemoryDataProvider().dataProvider,
    user: area === 'company' ? makeUser() : makePlatformUser(),
    children: testPage,
  });
  await screen.findByRole('button', { name: 'raise info' });
  return view;
};

const stored = (area: 'company' | 'platform') =>
  JSON.parse(window.localStorage.getItem(`RaStore.${area}.${NOTIFICATION_STORE_KEY}`) ?? 'null') as
    StoredNotification[] | null;

describe('toasts', () => {
  it("an 'info' or 'success' notification is a green status toast with the translated message", async () => {
    const user = userEvent.setup();
    await open();
    await user.click(screen.getByRole('button', { name: 'raise info' }));
    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Address saved');
    expect(toast).toHaveAttribute('data-type', 'success');
    // Spec section 2: a stack at the top centre; the toast animates in 0.3 s.
    expect(toast.parentElement).toHaveStyle({ position: 'fixed', top: '16px', left: '50%' });
    expect(getComputedStyle(toast).animation).toMatch(/0\.3s/);

    await user.click(screen.getByRole('button', { name: 'raise success' }));
    await waitFor(() => expect(screen.getAllByRole('status')).toHaveLength(2));
    expect(screen.getAllByRole('status').map((item) => item.textContent)).toEqual(['Address saved', 'Address added']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('does not slide in for someone whose system asks for reduced motion', async () => {
    const { device } = (window as unknown as { happyDOM: { settings: { device: { prefersReducedMotion: string } } } })
      .happyDOM.settings;
    device.prefersReducedMotion = 'reduce';
    try {
      const user = userEvent.setup();
      await open();
      await user.click(screen.getByRole('button', { name: 'raise info' }));
      expect(getComputedStyle(await screen.findByRole('status')).animation).not.toMatch(/0\.3s/);
    } finally {
      device.prefersReducedMotion = 'no-preference';
    }
  });

  it('an error (or a warning) is a red alert toast, its message translated with its arguments', async () => {
    const user = userEvent.setup();
    await open();
    await user.click(screen.getByRole('button', { name: 'raise error' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Failed to delete entry with id: 7');
    expect(toast).toHaveAttribute('data-type', 'error');

    await user.click(screen.getByRole('button', { name: 'raise warning' }));
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(screen.getAllByRole('alert')[1]).toHaveTextContent('The record was changed by someone else');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('can be dismissed by its close button, leaving the others', async () => {
    const user = userEvent.setup();
    await open();
    await user.click(screen.getByRole('button', { name: 'raise info' }));
    await user.click(screen.getByRole('button', { name: 'raise error' }));
    const toast = await screen.findByRole('status');
    await screen.findByRole('alert');

    await user.click(within(toast).getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(stored('company')).toEqual([
      expect.objectContaining({ type: 'error', message: 'common.errors.deleteEntry' }),
    ]);
  });

  it('is removed 3000 ms after it was raised', async () => {
    await open();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'raise info' }));
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Address saved');

    await act(async () => {
      await vi.advanceTimersByTimeAsync(NOTIFICATION_LIFETIME_MS - 100);
    });
    expect(screen.getByRole('status')).toBeInTheDocument();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(stored('company')).toEqual([]);
  });
});

describe('persistence', () => {
  it("is kept in the area store under 'notification-storage', with its time as id", async () => {
    const user = userEvent.setup();
    await open();
    const before = Date.now();
    await user.click(screen.getByRole('button', { name: 'raise error' }));
    await screen.findByRole('alert');
    const [item] = stored('company')!;
    expect(item).toEqual({
      id: expect.any(Number),
      message: 'common.errors.deleteEntry',
      args: { id: 7 },
      type: 'error',
    });
    expect(item.id).toBeGreaterThanOrEqual(before);
    expect(item.id).toBeLessThanOrEqual(Date.now());
  });

  it('survives a reload within its lifetime, and goes at the end of that lifetime, not 3000 ms after the reload', async () => {
    // The clock runs as usual, and can be moved on.
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const now = Date.now();
    createAreaStore('company').setItem(NOTIFICATION_STORE_KEY, [
      {
        id: now - NOTIFICATION_LIFETIME_MS - 500,
        message: 'resources.addresses.notifications.created',
        type: 'success',
      },
      { id: now - 500, message: 'resources.addresses.notifications.updated', type: 'success' },
    ] satisfies StoredNotification[]);
    await open();

    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Address saved');
    expect(screen.queryByText('Address added')).not.toBeInTheDocument();

    const moveClockTo = (time: number) =>
      act(async () => {
        await vi.advanceTimersByTimeAsync(Math.max(0, time - Date.now()));
      });
    await moveClockTo(now + NOTIFICATION_LIFETIME_MS - 500 - 100);
    expect(screen.getByRole('status')).toBeInTheDocument();
    await moveClockTo(now + NOTIFICATION_LIFETIME_MS - 500 + 100);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("the two areas' notifications are separate", async () => {
    const user = userEvent.setup();
    const company = await open('company');
    await user.click(screen.getByRole('button', { name: 'raise error' }));
    await screen.findByRole('alert');
    expect(stored('company')).toHaveLength(1);
    expect(stored('platform')).toBeNull();
    company.unmount();

    await open('platform');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'raise info' }));
    await screen.findByRole('status');
    expect(stored('platform')).toHaveLength(1);
    expect(stored('company')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
