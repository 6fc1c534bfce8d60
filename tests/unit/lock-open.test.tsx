import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import LockPage from '../../src/public/lock/LockPage';
import { type Handler, stubServer } from './support/fakeServer';

/**
 * The public page opening a guest's door (issue 40): it says the door is opening only once a door device
 * took the command, says plainly when none did, and offers another try only while openings remain.
 */

const DOOR = 'Калитка со стороны Лесной';

/** The page reached from the doors page's Open button (it opens at once), with the server's answer. */
const openDoor = (answer: { opened: boolean; usesLeft: number } | Handler) => {
  const server = stubServer({
    GetGuestDoors: {
      body: { name: 'Мария', doors: [{ id: 'p-1', name: DOOR }], validFrom: '', validTo: '', usesLeft: 2 },
    },
    OpenGuestDoor: typeof answer === 'function' ? answer : { body: { door: DOOR, ...answer } },
  });
  const router = createMemoryRouter([{ path: '/lock/open', element: <LockPage opening /> }], {
    initialEntries: [{ pathname: '/lock/open', search: '?pass=link-token&point=p-1', state: { open: true } }],
  });
  render(<RouterProvider router={router} />);
  return server;
};

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('opening a door from a guest link', () => {
  it('says the door is opening once a device took the command, and offers Open again while openings remain', async () => {
    const server = openDoor({ opened: true, usesLeft: 1 });
    expect(await screen.findByRole('heading', { name: `“${DOOR}” is opening` })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 opening left');
    expect(screen.getByRole('button', { name: 'Open again' })).toBeEnabled();
    expect(server.requestsOf('OpenGuestDoor')).toHaveLength(1);
  });

  it('offers no other opening after the last one', async () => {
    openDoor({ opened: true, usesLeft: 0 });
    expect(await screen.findByRole('heading', { name: `“${DOOR}” is opening` })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 openings left');
    expect(screen.queryByRole('button', { name: /Open/ })).toBeNull();
  });

  it('says plainly that no door confirmed, that the try cost no opening, and offers to try again', async () => {
    openDoor({ opened: false, usesLeft: 2 });
    expect(await screen.findByRole('heading', { name: 'No door confirmed the opening' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /is opening/ })).toBeNull();
    expect(screen.getByText(/No device at “Калитка со стороны Лесной” took the command/)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'An opening is counted only when a door confirms it. 2 openings left',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('says it waits for the door while the server waits for a device', async () => {
    openDoor(() => new Promise(() => {}));
    expect(await screen.findByRole('heading', { name: `Opening “${DOOR}”…` })).toBeInTheDocument();
    expect(screen.getByText('Waiting for the door to confirm…')).toBeInTheDocument();
  });
});
