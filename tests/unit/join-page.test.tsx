import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import JoinPage from '../../src/public/join/JoinPage';
import { type Handler, stubServer } from './support/fakeServer';

/**
 * The public join page (issue 11): the QR's code travels in the link's fragment and in POST bodies only;
 * the form is checked with the contract's rules before it is sent; a sent request is "sent, to be
 * checked", never "registered"; a code that no longer works says so.
 */

const ADDRESS_ID = '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f';
const COMPANY = 'УК «Северный квартал»';
const FORM = { body: { company: COMPANY, addresses: [{ id: ADDRESS_ID, label: 'ул. Лесная, д. 12' }] } };

const openPage = (handlers: Record<string, Handler>, hash = '#qr-code') => {
  const server = stubServer(handlers);
  const router = createMemoryRouter([{ path: '/join', element: <JoinPage /> }], {
    initialEntries: [{ pathname: '/join', hash }],
  });
  render(<RouterProvider router={router} />);
  return server;
};

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('the join page', () => {
  it('sends the request with the code in the body and says an administrator will check it', async () => {
    const server = openPage({ GetJoinForm: FORM, SubmitJoinRequest: { body: { company: COMPANY } } });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Your name/), 'Claire Dawson');
    await user.type(screen.getByLabelText(/Phone/), '8 926 111-22-33');
    await user.selectOptions(screen.getByLabelText(/Address/), ADDRESS_ID);
    await user.type(screen.getByLabelText(/Apartment/), '14');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('heading', { name: 'Request sent' })).toBeInTheDocument();
    expect(screen.getByText(/The administrator of УК «Северный квартал» will check it/)).toBeInTheDocument();
    expect(screen.queryByText(/registered\b(?! once)/)).toBeNull();
    const [sent] = server.requestsOf('SubmitJoinRequest');
    expect(sent.method).toBe('POST');
    expect(sent.params).toEqual({
      Code: 'qr-code',
      Name: 'Claire Dawson',
      PhoneNumber: '8 926 111-22-33',
      AddressId: ADDRESS_ID,
      Apartment: '14',
    });
    expect(server.requestsOf('GetJoinForm')[0].method).toBe('POST');
  });

  it('checks the fields with the contract’s rules before sending', async () => {
    const server = openPage({ GetJoinForm: FORM });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Phone/), '12');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getByText('Invalid phone number format')).toBeInTheDocument();
    expect(screen.getAllByText('This field is required').length).toBeGreaterThanOrEqual(3);
    expect(server.requestsOf('SubmitJoinRequest')).toHaveLength(0);
  });

  it('says plainly when the code no longer works', async () => {
    openPage({ GetJoinForm: { status: 404, body: { error: 'common.join.errors.unknownCode' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent(/This QR code does not work/);
  });

  it('without a code, says where the page is opened from', async () => {
    openPage({}, '');
    expect(await screen.findByText(/opens from the registration QR code/)).toBeInTheDocument();
  });
});
