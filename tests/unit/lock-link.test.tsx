import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import LockPage from '../../src/public/lock/LockPage';
import { stubServer } from './support/fakeServer';

/**
 * A guest link's token never travels in a URL a server logs: the page sends it in a POST body, keeps it
 * in the fragment, and moves it there from the query of a link issued before (`/lock?pass=…`).
 */

const doors = { name: 'Мария', doors: [{ id: 'p-1', name: 'Калитка' }], validFrom: '', validTo: '', usesLeft: 2 };

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const openLink = (entry: { search?: string; hash?: string }) => {
  const server = stubServer({ GetGuestDoors: { body: doors } });
  const router = createMemoryRouter([{ path: '/lock', element: <LockPage /> }], {
    initialEntries: [{ pathname: '/lock', ...entry }],
  });
  render(<RouterProvider router={router} />);
  return { server, router };
};

describe('a guest link’s token', () => {
  it('is taken from an old /lock?pass= link, moved into the fragment and sent only in a POST body', async () => {
    const { server, router } = openLink({ search: '?pass=link-token' });
    expect(await screen.findByText('Калитка')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(router.state.location.hash).toBe('#pass=link-token');
    const [request] = server.requestsOf('GetGuestDoors');
    expect(request.method).toBe('POST');
    expect(request.url).not.toContain('link-token');
    expect(request.params).toEqual({ Pass: 'link-token' });
  });

  it('is read from the fragment of a new link', async () => {
    const { server, router } = openLink({ hash: '#pass=fragment-token' });
    expect(await screen.findByText('Калитка')).toBeInTheDocument();
    expect(router.state.location.hash).toBe('#pass=fragment-token');
    expect(server.requestsOf('GetGuestDoors')[0].params).toEqual({ Pass: 'fragment-token' });
  });
});
