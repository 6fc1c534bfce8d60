import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../server/db/schema';
import type { AuditEntry } from '../../contract/audit';
import { catalogues } from '../../src/i18n/catalogues';
import { messages } from './support/messages';
import { auditTables, columnLabelKey, tableLabelKey, valueLabelPrefix } from '../../src/layout/history/auditLabels';
import { createMemoryDataProvider, makeAddresses } from './support/memoryDataProvider';
import { NOT_AUDITED } from '../server/support/not-audited';
import { renderArea } from './support/renderArea';
import { makeUser } from './support/session';
import { hasKey, recordingI18nProvider } from './support/translations';

const [address] = makeAddresses(1);

/** The address's trail as GetHistory gives it, newest first. */
const history = (recordId: string): (AuditEntry & { id: string })[] => [
  {
    id: '2',
    at: '2026-11-24T09:30:00.000Z',
    userId: 'u-1',
    userName: 'Ирина Смирнова',
    apiTokenName: null,
    companyId: 'c-1',
    companyName: 'УК «Северный квартал»',
    action: 'EditAddress',
    tableName: 'addresses',
    recordId,
    operation: 'UPDATE',
    changes: { value: ['ул. Лесная, д. 1', 'ул. Лесная, д. 2'] },
    references: {},
  },
  {
    id: '1',
    at: '2026-11-20T08:00:00.000Z',
    userId: null,
    userName: null,
    apiTokenName: null,
    companyId: 'c-1',
    companyName: 'УК «Северный квартал»',
    action: 'AddAddress',
    tableName: 'addresses',
    recordId,
    operation: 'INSERT',
    changes: { value: [null, 'ул. Лесная, д. 1'] },
    references: {},
  },
];

const openHistory = async (name: RegExp) => {
  await userEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('list');
};

describe('the History panel of an edit page', () => {
  it('shows, once opened, who changed which field when, old → new, in Russian', async () => {
    const { i18nProvider, requests } = recordingI18nProvider();
    const { dataProvider, callsOf } = createMemoryDataProvider({
      addresses: [address],
      history: history(String(address.id)),
    });
    renderArea({
      path: `/intercom-ru/addresses/edit/${address.id}`,
      dataProvider,
      user: makeUser(),
      locale: 'ru',
      i18nProvider,
    });

    // Folded at first: nothing read until someone opens it.
    expect(await screen.findByRole('button', { name: /История/ })).toHaveAttribute('aria-expanded', 'false');
    expect(callsOf('getList', 'history')).toEqual([]);

    const list = await openHistory(/История/);
    const [edit, add] = within(list).getAllByRole('listitem');
    expect(edit).toHaveTextContent('Изменено');
    expect(edit).toHaveTextContent(/Ирина Смирнова, 24\.11\.2026/);
    expect(within(edit).getByText('Адрес')).toBeInTheDocument();
    expect(within(edit).getByText('ул. Лесная, д. 1 → ул. Лесная, д. 2')).toBeInTheDocument();
    expect(add).toHaveTextContent('Добавлено');
    expect(add).toHaveTextContent('Неизвестный пользователь');
    expect(within(add).getByText('— → ул. Лесная, д. 1')).toBeInTheDocument();
    expect(callsOf('getList', 'history')[0].params.filter).toEqual({ recordId: address.id });

    // Every word the panel asked for is Russian (react-admin's own optional probes, with a default, aside).
    const untranslated = requests.filter(
      (request) =>
        /^(audit|resources)\./.test(request.key) &&
        !(request.options && '_' in request.options && request.key.includes('.page.')) &&
        !hasKey(catalogues.ru, request.key),
    );
    expect(untranslated).toEqual([]);
  });

  it('says "changed" for a secret, never a value, and lists only the record’s own entries', async () => {
    const { dataProvider } = createMemoryDataProvider({
      addresses: [address],
      history: [
        ...history('another-record'),
        {
          ...history(String(address.id))[0],
          id: '3',
          tableName: 'cameras',
          changes: { password_encrypted: 'masked', login: ['admin', null] },
        },
      ],
    });
    renderArea({ path: `/intercom-ru/addresses/edit/${address.id}`, dataProvider, user: makeUser(), locale: 'en' });

    const list = await openHistory(/History/);
    const [entry] = within(list).getAllByRole('listitem');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(entry).getByText('Password')).toBeInTheDocument();
    expect(within(entry).getByText('changed')).toBeInTheDocument();
    expect(within(entry).getByText('admin → —')).toBeInTheDocument();
  });

  it('reads a part of the record in its singular, stored codes by their labels, numbers in the language, phones as the lists show them, and leaves out a change that says nothing or names the author', async () => {
    const entry = history(String(address.id))[0];
    const { dataProvider } = createMemoryDataProvider({
      addresses: [address],
      history: [
        {
          ...entry,
          id: '5',
          action: 'EditAbonent',
          tableName: 'abonents',
          changes: { cars: [null, []], name: ['Артём', 'Артём Д.'], phone_number: ['79161234501', '79161234502'] },
        },
        {
          ...entry,
          id: '4',
          action: 'EditTariff',
          tableName: 'tariff_revisions',
          operation: 'INSERT',
          changes: {
            price_per_extra_key: [null, 45.5],
            services: [null, ['access']],
            created_by: [null, entry.userId],
          },
        },
        {
          ...entry,
          id: '3',
          action: 'AddAbonentKey',
          tableName: 'abonent_keys',
          operation: 'INSERT',
          changes: { key_type: [null, 'temporary'], status: [null, 'sent'] },
        },
      ],
    });
    renderArea({ path: `/intercom-ru/addresses/edit/${address.id}`, dataProvider, user: makeUser(), locale: 'ru' });

    const list = await openHistory(/История/);
    const [abonent, revision, key] = within(list).getAllByRole('listitem');
    expect(key).toHaveTextContent('Добавлено · Ключ');
    expect(key).not.toHaveTextContent('||||');
    expect(within(key).getByText('— → Временный')).toBeInTheDocument();
    expect(within(key).getByText('— → Отправлен')).toBeInTheDocument();
    expect(revision).toHaveTextContent('Добавлено · Версия');
    expect(within(revision).getByText('— → 45,5')).toBeInTheDocument();
    expect(within(revision).getByText('— → Доступ')).toBeInTheDocument();
    // Who made the revision is the entry's byline, not a line of its changes (with the user's id).
    expect(revision).not.toHaveTextContent(entry.userId!);
    expect(within(abonent).getByText('Артём → Артём Д.')).toBeInTheDocument();
    expect(within(abonent).queryByText('Автомобили')).not.toBeInTheDocument();
    expect(within(abonent).getByText('+7 916 123 45 01 → +7 916 123 45 02')).toBeInTheDocument();
  });

  it.each([
    {
      locale: 'en' as const,
      title: /History/,
      tariff: ['Tariff', 'Tariff (deleted) → Базовый доступ'],
      address: ['Address', 'ул. Лесная, д. 9 (deleted) → —'],
      cars: ['Cars', 'А123ВС77 (Лада Веста) → А123ВС77 (Лада Веста), В456ОР99'],
      setting: ['Settings · Gestures · Method 1', 'Yes → No'],
      day: ['Paid up to', '11/30/26 → 12/31/26'],
    },
    {
      locale: 'ru' as const,
      title: /История/,
      tariff: ['Тариф', 'Тариф (удалён) → Базовый доступ'],
      address: ['Адрес', 'ул. Лесная, д. 9 (удалён) → —'],
      cars: ['Автомобили', 'А123ВС77 (Лада Веста) → А123ВС77 (Лада Веста), В456ОР99'],
      setting: ['Настройки · Жесты · Способ 1', 'Да → Нет'],
      day: ['Оплачено до', '30.11.2026 → 31.12.2026'],
    },
  ])(
    'reads a record named by id by its name (a deleted one by its last name, or its kind), a car by its parts, a setting by its labels and a day in $locale',
    async ({ locale, title, tariff, address: oldAddress, cars, setting, day }) => {
      const entry = history(String(address.id))[0];
      const [gone, basic, street] = [1, 2, 3].map((n) => `d0000000-0000-4000-8000-00000000000${n}`);
      const { dataProvider } = createMemoryDataProvider({
        addresses: [address],
        history: [
          {
            ...entry,
            id: '8',
            action: 'EditAbonent',
            tableName: 'abonents',
            changes: {
              tariff_id: [gone, basic],
              address_id: [street, null],
              cars: [
                [{ number: 'А123ВС77', model: 'Лада Веста' }],
                [{ number: 'А123ВС77', model: 'Лада Веста' }, { number: 'В456ОР99' }],
              ],
            },
            references: {
              [gone]: { kind: 'tariffs', name: null, deleted: true },
              [basic]: { kind: 'tariffs', name: 'Базовый доступ', deleted: false },
              // Deleted since: by the name the trail last recorded.
              [street]: { kind: 'addresses', name: 'ул. Лесная, д. 9', deleted: true },
            },
          },
          {
            ...entry,
            id: '7',
            action: 'EditLock',
            tableName: 'locks',
            changes: {
              settings: [
                { ble: true, gestures: { method1: true } },
                { ble: true, gestures: { method1: false } },
              ],
            },
          },
          {
            ...entry,
            id: '6',
            action: 'AddSimCardPayment',
            tableName: 'sim_card_payments',
            changes: { paid_up_to: ['2026-11-30', '2026-12-31'] },
          },
        ],
      });
      renderArea({ path: `/intercom-ru/addresses/edit/${address.id}`, dataProvider, user: makeUser(), locale });

      const list = await openHistory(title);
      const [abonent, lock, payment] = within(list).getAllByRole('listitem');
      const pair = (item: HTMLElement, [label, value]: (string | RegExp)[]) => {
        const term = within(item).getByText(label);
        expect(term.tagName).toBe('DT');
        expect(term.nextElementSibling).toHaveTextContent(value);
      };
      pair(abonent, tariff);
      pair(abonent, oldAddress);
      pair(abonent, cars);
      pair(lock, setting);
      // Only the setting that changed.
      expect(within(lock).getAllByRole('definition')).toHaveLength(1);
      pair(payment, day);
      for (const id of [gone, basic, street]) expect(list).not.toHaveTextContent(id);
      expect(list).not.toHaveTextContent('{');
    },
  );

  it('says so when nothing was recorded yet', async () => {
    const { dataProvider } = createMemoryDataProvider({ addresses: [address], history: [] });
    renderArea({ path: `/intercom-ru/addresses/edit/${address.id}`, dataProvider, user: makeUser(), locale: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: /History/ }));
    await waitFor(() => expect(screen.getByText('No changes recorded yet')).toBeInTheDocument());
  });
});

describe('the trail’s labels', () => {
  const tables = Object.values(schema as Record<string, unknown>)
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableConfig(table));
  const audited = tables.filter((table) => Object.hasOwn(auditTables, table.name));

  it('know every table the trail follows (the list the server’s test checks: tests/server/support/not-audited.ts)', () => {
    expect(
      tables
        .map((table) => table.name)
        .filter((name) => !NOT_AUDITED.includes(name))
        .sort(),
    ).toEqual(Object.keys(auditTables).sort());
  });

  it.each(['en', 'ru'] as const)('name every column and every part of a record in %s', (locale) => {
    const catalogue = messages[locale];
    const missing = audited.flatMap((table) => [
      ...table.columns
        .map((column) => column.name)
        .filter((column) => !['id', 'created_at', 'updated_at'].includes(column))
        .map((column) => columnLabelKey(table.name, column))
        .filter((key) => !hasKey(catalogue, key)),
      ...[tableLabelKey(table.name)!.key].filter((key) => !hasKey(catalogue, key)),
    ]);
    expect(missing).toEqual([]);
  });

  it.each(['en', 'ru'] as const)('name every stored code of a column read by its labels in %s', (locale) => {
    const catalogue = messages[locale];
    const coded = audited.flatMap((table) =>
      Object.keys(auditTables[table.name].values ?? {}).map((name) => ({
        table: table.name,
        column: table.columns.find((column) => column.name === name),
      })),
    );
    expect(coded.filter(({ column }) => !column)).toEqual([]);
    const missing = coded.flatMap(({ table, column }) =>
      (column!.enumValues ?? [])
        .map((code) => `${valueLabelPrefix(table, column!.name)}.${code}`)
        .filter((key) => !hasKey(catalogue, key)),
    );
    expect(coded.length).toBeGreaterThan(5);
    expect(missing).toEqual([]);
  });
});
