import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NavigationProgress } from '../../src/layout/NavigationProgress';

const Second = () => <h1>Second page</h1>;

/** A layout with the bar, a page linking to a second page whose chunk arrives when the test says. */
const renderPages = () => {
  let arrive = () => {};
  const SecondPage = lazy(
    () => new Promise<{ default: typeof Second }>((resolve) => (arrive = () => resolve({ default: Second }))),
  );
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <NavigationProgress />
            <Outlet />
          </>
        ),
        children: [
          { path: '/first', element: <Link to="/second">Open the second page</Link> },
          { path: '/second', element: <SecondPage /> },
        ],
      },
    ],
    { initialEntries: ['/first'] },
  );
  render(<RouterProvider router={router} />);
  return { arrive: () => act(async () => arrive()) };
};

describe('the bar while a page is being opened', () => {
  it('shows while the page being left stays on screen, and goes once the new page is there', async () => {
    const user = userEvent.setup();
    const { arrive } = renderPages();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Open the second page' }));
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the second page' })).toBeInTheDocument();

    await arrive();
    expect(await screen.findByRole('heading', { name: 'Second page' })).toBeInTheDocument();
    await expect.poll(() => screen.queryByRole('progressbar')).toBeNull();
  });
});
