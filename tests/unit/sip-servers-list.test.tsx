import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SipServerRecord } from '../../contract/sip';
import { createMemoryDataProvider } from './support/memoryDataProvider';
import { renderArea } from './support/renderArea';
import { makePlatformUser } from './support/session';

/** The platform area's SIP servers (spec Set A: /sip_servers): every company's, read-only. */

const server = (n: number, companyName: string): SipServerRecord => {
  const id = `90000000-0000-4000-8000-00000000000${n}`;
  return {
    id,
    sipServerId: id,
    name: `SIP-сервер ${n}`,
    host: `sip${n}.example.ru`,
    description: null,
    companyId: `91000000-0000-4000-8000-00000000000${n}`,
    companyName,
    registered: '2026-05-01T10:00:00.000Z',
    modified: '2026-06-01T10:00:00.000Z',
  };
};

describe('the SIP servers list', () => {
  it('shows each server with its host and company, in Russian too', async () => {
    const memory = createMemoryDataProvider({
      sip_servers: [server(1, 'УК «Северный квартал»'), server(2, 'Riverside Property Management')],
    });
    renderArea({
      area: 'platform',
      path: '/admin-ru/sip_servers',
      dataProvider: memory.dataProvider,
      user: makePlatformUser(),
      locale: 'ru',
    });
    expect(await screen.findByRole('heading', { name: 'SIP-серверы' })).toBeInTheDocument();
    const row = (await screen.findByText('SIP-сервер 1')).closest('tr')!;
    expect(within(row).getByText('sip1.example.ru')).toBeInTheDocument();
    expect(within(row).getByText('УК «Северный квартал»')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Компания/ })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Название, хост или компания')).toBeInTheDocument();
  });
});
