import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PageHeader } from '../../src/layout/PageHeader';

/** react-admin's layout in small: a menu beside the page, which is rendered in #main-content. */
const renderPages = (pages: Record<string, ReactNode>) => {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <nav>
              {Object.keys(pages).map((path) => (
                <Link key={path} to={path}>
                  Open {path}
                </Link>
              ))}
            </nav>
            <div id="main-content">
              <Outlet />
            </div>
          </>
        ),
        children: Object.entries(pages).map(([path, element]) => ({ path, element })),
      },
    ],
    { initialEntries: ['/start'] },
  );
  render(<RouterProvider router={router} />);
};

const heading = (name: string) => screen.getByRole('heading', { level: 1, name });

describe('the focus when a page opens', () => {
  it('moves to the new page’s heading from the menu item that opened it, and the heading is no Tab stop', async () => {
    const user = userEvent.setup();
    renderPages({ '/start': <PageHeader title="Start" />, '/addresses': <PageHeader title="Addresses" /> });
    await user.click(screen.getByRole('link', { name: 'Open /addresses' }));
    expect(heading('Addresses')).toHaveFocus();
    expect(heading('Addresses')).toHaveAttribute('tabindex', '-1');
  });

  it('moves to the heading when the control that was focused is gone with the page it was on', async () => {
    const user = userEvent.setup();
    renderPages({
      '/start': <Link to="/record">Open the record</Link>,
      '/record': <PageHeader title="The record" />,
    });
    screen.getByRole('link', { name: 'Open the record' }).focus();
    await user.keyboard('{Enter}');
    expect(heading('The record')).toHaveFocus();
  });

  it('leaves it on the field a form focused itself', async () => {
    const user = userEvent.setup();
    renderPages({
      '/start': <PageHeader title="Start" />,
      '/create': (
        <>
          <PageHeader title="New address" />
          <input aria-label="Address" autoFocus />
        </>
      ),
    });
    await user.click(screen.getByRole('link', { name: 'Open /create' }));
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveFocus();
  });

  it('leaves it in an open dialog', () => {
    renderPages({
      '/start': (
        <>
          <PageHeader title="Addresses" />
          {/* As MUI renders a dialog: outside the page, at the end of the body. */}
          {createPortal(
            <div role="dialog" aria-modal="true">
              <button type="button" autoFocus>
                Cancel
              </button>
            </div>,
            document.body,
          )}
        </>
      ),
    });
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('stays where it is while the page stays open', async () => {
    const user = userEvent.setup();
    renderPages({ '/start': <PageHeader title="Addresses" actions={<button type="button">Export</button>} /> });
    expect(heading('Addresses')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Export' })).toHaveFocus();
  });
});
