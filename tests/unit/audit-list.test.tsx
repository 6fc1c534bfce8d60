import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PlatformAuditEntry } from '../../contract/audit';
import { createMemoryDataProvider } from './support/memoryDataProvider';
import { renderResource } from './support/renderResource';
import { auditPages } from './support/resourcePages';
import { makePlatformUser } from './support/session';

const entries: PlatformAuditEntry[] = [
  {
    id: '7',
    at: '2026-11-24T09:30:00.000Z',
    userId: 'u-1',
    userName: 'Ольга Смирнова',
    apiTokenName: null,
    companyId: 'c-1',
    companyName: 'УК «Северный квартал»',
    action: 'UpdateCamera',
    ip: '203.0.113.7',
    tableName: 'cameras',
    recordId: '57387c2b-742a-4457-8460-85e65963aa7e',
    operation: 'UPDATE',
    changes: { name: ['Вход', 'Вход 2'], password_encrypted: 'masked' },
    references: { '57387c2b-742a-4457-8460-85e65963aa7e': { kind: 'cameras', name: 'Вход 2', deleted: false } },
  },
  {
    id: '6',
    at: '2026-11-24T09:29:00.000Z',
    userId: null,
    userName: null,
    apiTokenName: null,
    companyId: null,
    companyName: null,
    action: 'Login',
    ip: '203.0.113.8',
    tableName: 'users',
    recordId: null,
    operation: 'SIGN_IN_FAILED',
    changes: { phone_number: [null, '79990001122'], reason: [null, 'auth.errors.invalidCredentials'] },
    references: {},
  },
];

describe('the platform’s Audit screen', () => {
  it('shows when, who, which company, Action, record and what changed, secrets as "changed"', async () => {
    const { dataProvider } = createMemoryDataProvider({ audit: entries });
    renderResource({ ...auditPages, path: '/admin-ru/audit', dataProvider, user: makePlatformUser() });

    expect(await screen.findByRole('heading', { name: 'Audit' })).toBeInTheDocument();
    const [, camera, signIn] = await screen.findAllByRole('row');
    expect(camera).toHaveTextContent('Ольга Смирнова');
    expect(camera).toHaveTextContent('Camera updated');
    expect(camera).toHaveTextContent('Changed · Camera · Вход 2');
    expect(camera.innerHTML).not.toContain('57387c2b');
    expect(within(camera).getByText('Вход → Вход 2')).toBeInTheDocument();
    expect(within(camera).getByText('Password')).toBeInTheDocument();
    expect(within(camera).getByText('changed')).toBeInTheDocument();
    expect(signIn).toHaveTextContent('Failed sign-in');
    expect(within(signIn).getByText('+7 999 000 11 22')).toBeInTheDocument();
    expect(within(signIn).getByText('Wrong phone number or password')).toBeInTheDocument();
  });

  it('filters on the server by Action and by day (from the day’s start where the administrator is)', async () => {
    const { dataProvider, callsOf } = createMemoryDataProvider({ audit: entries });
    renderResource({ ...auditPages, path: '/admin-ru/audit', dataProvider, user: makePlatformUser() });
    await screen.findAllByRole('row');

    await userEvent.click(screen.getByRole('combobox', { name: 'Action' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Address updated' }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-24' } });
    await waitFor(() =>
      expect(callsOf('getList', 'audit').at(-1)?.params.filter).toEqual({
        actionName: 'EditAddress',
        from: new Date(2026, 10, 24).toISOString(),
      }),
    );
  });
});
