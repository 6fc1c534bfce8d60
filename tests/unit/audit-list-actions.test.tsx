import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PlatformAuditEntry } from '../../contract/audit';
import { actions } from '../../contract/actions';
import { messages } from './support/messages';
import auditedActions from 'virtual:audited-actions';
import { auditedActionNames } from '../../contract/audited';
import { actionParts, NAMED_ACTIONS } from '../../src/resources/audit/actionWords';
import { createMemoryDataProvider } from './support/memoryDataProvider';
import { renderResource } from './support/renderResource';
import { auditPages } from './support/resourcePages';
import { makePlatformUser } from './support/session';

/** The Audit screen's Action column and filter: each Action in words, in the console's language. */

const entry = (id: string, action: string, extra: Partial<PlatformAuditEntry> = {}): PlatformAuditEntry => ({
  id,
  at: `2026-11-24T09:${String(60 - Number(id)).padStart(2, '0')}:00.000Z`,
  userId: 'a0000000-0000-4000-8000-000000000001',
  userName: 'Ольга Смирнова',
  apiTokenName: null,
  companyId: null,
  companyName: null,
  action,
  ip: '203.0.113.7',
  tableName: null,
  recordId: null,
  operation: 'UPDATE',
  changes: {},
  references: {},
  ...extra,
});

const author = { id: 'a0000000-0000-4000-8000-00000000000a', displayName: 'Пётр Иванов' };

const entries: PlatformAuditEntry[] = [
  entry('1', 'Login', { operation: 'SIGN_IN', tableName: 'users' }),
  entry('2', 'AddBan', {
    operation: 'INSERT',
    tableName: 'ip_bans',
    recordId: 'b0000000-0000-4000-8000-000000000001',
    changes: { network: [null, '203.0.113.45'], created_by: [null, author.id] },
    references: {
      'b0000000-0000-4000-8000-000000000001': { kind: 'bans', name: '203.0.113.45', deleted: false },
      [author.id]: { kind: 'users', name: author.displayName, deleted: false },
    },
  }),
  entry('3', 'DeleteCamera', { operation: 'DELETE', tableName: 'cameras' }),
  entry('4', 'EditAbonent', { tableName: 'abonents' }),
  entry('5', 'RegisterSipDevice', { operation: 'INSERT', tableName: 'sip_devices' }),
  entry('6', 'ChangeRegKeyStatus', { tableName: 'keys' }),
  entry('7', 'UpdateAbonentCodes', { tableName: 'abonent_codes' }),
];

const renderAudit = (locale: 'en' | 'ru') => {
  const memory = createMemoryDataProvider({ audit: entries });
  // The audit list alone: its Action column and filter need no area around them.
  renderResource({
    ...auditPages,
    path: '/admin-ru/audit',
    dataProvider: memory.dataProvider,
    user: makePlatformUser(),
    locale,
  });
  return memory;
};

const rowOf = async (id: string) => {
  const rows = await screen.findAllByRole('row');
  return rows[entries.findIndex((e) => e.id === id) + 1];
};

/** A catalogue's text at a dotted key, or undefined. */
const textAt = (locale: 'en' | 'ru', key: string) =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
      messages[locale],
    );

describe('the Audit screen’s Actions in words', () => {
  it('shows each Action in Russian, the verb agreeing with the record’s gender, the name on hover', async () => {
    renderAudit('ru');
    expect(await rowOf('1')).toHaveTextContent('Вход');
    expect(await rowOf('2')).toHaveTextContent('Блокировка добавлена');
    expect(await rowOf('3')).toHaveTextContent('Камера удалена');
    expect(await rowOf('4')).toHaveTextContent('Абонент изменён');
    expect(await rowOf('5')).toHaveTextContent('SIP-устройство зарегистрировано');
    expect(await rowOf('6')).toHaveTextContent('Регистрационный ключ: статус изменён');
    expect(await rowOf('7')).toHaveTextContent('ID карт доступа и BLE-меток изменены');
    expect(within(await rowOf('3')).getByText('Камера удалена')).toHaveAttribute('title', 'DeleteCamera');
    expect(screen.queryByText('AddBan')).not.toBeInTheDocument();
  });

  it('shows each Action in English', async () => {
    renderAudit('en');
    expect(await rowOf('1')).toHaveTextContent('Sign-in');
    expect(await rowOf('2')).toHaveTextContent('Ban added');
    expect(await rowOf('3')).toHaveTextContent('Camera deleted');
    expect(await rowOf('4')).toHaveTextContent('Abonent updated');
    expect(await rowOf('6')).toHaveTextContent('Registration key: status changed');
  });

  it('names in the filter the Actions as the column does, and filters by the Action’s name', async () => {
    const { callsOf } = renderAudit('ru');
    await screen.findAllByRole('row');
    await userEvent.click(screen.getByRole('combobox', { name: 'Действие' }));
    expect(await screen.findByRole('option', { name: 'Камера удалена' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Тариф возвращён к прежней редакции' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'OpenGuestDoor' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Адрес изменён' }));
    await waitFor(() =>
      expect(callsOf('getList', 'audit').at(-1)?.params.filter).toEqual({ actionName: 'EditAddress' }),
    );
  });

  it('names who made a record, and the record, by the names the server gave, never by an id', async () => {
    renderAudit('ru');
    const ban = await rowOf('2');
    expect(await within(ban).findByText('— → Пётр Иванов')).toBeInTheDocument();
    expect(ban).toHaveTextContent('Добавлено · Блокировка · 203.0.113.45');
    expect(ban.innerHTML).not.toContain(author.id);
    expect(ban.innerHTML).not.toContain('b0000000-0000-4000-8000-000000000001');
  });

  it('offers every Action the server records, and only those', () => {
    const writes = Object.entries(actions)
      .filter(([, action]) => action.method === 'POST')
      .map(([name]) => name);
    expect([...auditedActions].sort()).toEqual(auditedActionNames(actions).sort());
    // The POSTs left out: the public pages' reads (a guest link's doors and the join page's form, sent as
    // POST to keep their secret out of URLs), a guest's door opened, and the devices' reports and
    // acknowledgements, and the bulk changes' previews (POST for a long selection; they write nothing).
    // A join request records itself, as a sign-in does.
    expect(writes.filter((name) => !(auditedActions as string[]).includes(name)).sort()).toEqual([
      'AcknowledgeCredentials',
      'AcknowledgeLockCommands',
      'AddPassEvents',
      'GetGuestDoors',
      'GetJoinForm',
      'OpenGuestDoor',
      'PreviewAbonentKeysChange',
      'PreviewAbonentsChange',
      'PreviewAccessRightsRevoke',
    ]);
  });

  it('has words for every recorded Action in both languages, the Russian verb in the kind’s gender', () => {
    for (const action of auditedActions) {
      if ((NAMED_ACTIONS as readonly string[]).includes(action)) {
        for (const locale of ['en', 'ru'] as const)
          expect(textAt(locale, `audit.actions.named.${action}`), action).toEqual(expect.any(String));
        continue;
      }
      const parts = actionParts(action);
      expect(parts, action).toBeDefined();
      for (const locale of ['en', 'ru'] as const) {
        expect(textAt(locale, parts!.noun), `${action} ${locale}`).toEqual(expect.any(String));
        expect(textAt(locale, `audit.actions.genders.${parts!.gender}`), `${action} ${locale}`).toMatch(/^[mfnp]$/);
      }
    }
  });
});
