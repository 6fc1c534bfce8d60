import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AuditEntry } from '../../contract/audit';
import type { UndoPreview } from '../../contract/undo';
import { COMPANY_ROLES } from '../../contract/permissions';
import { createMemoryDataProvider, makeAddresses } from './support/memoryDataProvider';
import { renderArea } from './support/renderArea';
import { makeUser } from './support/session';

const [address] = makeAddresses(1);

const edit: AuditEntry & { id: string } = {
  id: '12',
  at: '2026-11-24T09:30:00.000Z',
  userId: 'u-1',
  userName: 'Ирина Смирнова',
  apiTokenName: null,
  companyId: 'c-1',
  companyName: 'УК «Северный квартал»',
  action: 'EditAddress',
  tableName: 'addresses',
  recordId: String(address.id),
  operation: 'UPDATE',
  changes: { value: ['ул. Лесная, д. 1', 'ул. Лесная, д. 2'] },
  references: {},
};

const previewOf = (conflicts: UndoPreview['conflicts']): UndoPreview => ({
  action: 'EditAddress',
  at: edit.at,
  userName: 'Ирина Смирнова',
  rows: 1,
  steps: [
    {
      tableName: 'addresses',
      recordId: String(address.id),
      operation: 'UPDATE',
      changes: { value: ['ул. Лесная, д. 2', 'ул. Лесная, д. 1'] },
      references: {},
    },
  ],
  stepCount: 1,
  conflicts,
  conflictCount: conflicts.length,
  parts: 1,
  undone: 0,
});

/** The address's edit page with its History, the undo's Actions answered by `preview`. */
const renderHistory = (preview: UndoPreview, locale: 'en' | 'ru', user = makeUser()) => {
  const { dataProvider } = createMemoryDataProvider({ addresses: [address], history: [edit] });
  const undoChange = vi.fn(async () => ({ rows: preview.stepCount, total: preview.stepCount, done: true }));
  const getUndoPreview = vi.fn(async () => preview);
  Object.assign(dataProvider, { getUndoPreview, undoChange });
  renderArea({ path: `/intercom-ru/addresses/edit/${address.id}`, dataProvider, user, locale });
  return { undoChange, getUndoPreview };
};

const openHistory = async (title: RegExp) => {
  await userEvent.click(await screen.findByRole('button', { name: title }));
  return screen.findByRole('list');
};

describe('Undo on a History entry', () => {
  it('previews what changes back, now → after undo, and undoes the change once confirmed', async () => {
    const { getUndoPreview, undoChange } = renderHistory(previewOf([]), 'en');
    const list = await openHistory(/History/);
    await userEvent.click(within(list).getByRole('button', { name: 'Undo this change' }));

    const dialog = await screen.findByRole('dialog', { name: 'Undo “Address updated”' });
    expect(getUndoPreview).toHaveBeenCalledWith({ auditId: '12', scope: 'change' });
    expect(await within(dialog).findByText('ул. Лесная, д. 2 → ул. Лесная, д. 1')).toBeInTheDocument();
    expect(within(dialog).getByText('Address')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Undo: change 1 row back' }));
    await waitFor(() => expect(undoChange).toHaveBeenCalledWith({ auditId: '12', scope: 'change' }));
    expect(await screen.findByText('Change undone: 1 row changed back')).toBeInTheDocument();
  });

  it('lists the first hundred rows of a large change and counts the rest (an import)', async () => {
    const [step] = previewOf([]).steps;
    const steps = Array.from({ length: 100 }, () => step!);
    const { undoChange } = renderHistory(
      { ...previewOf([]), action: 'ApplyImport', rows: 105, steps, stepCount: 105 },
      'ru',
    );
    const list = await openHistory(/История/);
    await userEvent.click(within(list).getByRole('button', { name: 'Отменить это изменение' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отмена: «Импорт применён»' });
    expect(await within(dialog).findByText('… и ещё 5 строк')).toBeInTheDocument();
    expect(within(dialog).getAllByText('ул. Лесная, д. 2 → ул. Лесная, д. 1')).toHaveLength(100);
    expect(undoChange).not.toHaveBeenCalled();
  });

  it('undoes a change in parts with one confirmation, calling again until done, from where it stopped', async () => {
    const preview = {
      ...previewOf([]),
      action: 'ApplyImport',
      rows: 30_000,
      stepCount: 20_000,
      parts: 4,
      undone: 10_000,
    };
    const { undoChange } = renderHistory(preview, 'en');
    let rows = 10_000;
    undoChange.mockImplementation(async () => {
      rows += 5_000;
      return { rows, total: 30_000, done: rows === 30_000 };
    });
    const list = await openHistory(/History/);
    await userEvent.click(within(list).getByRole('button', { name: 'Undo this change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Undo “Import applied”' });
    expect(
      await within(dialog).findByText('Already undone: 10,000 of 30,000 rows. The undo goes on from where it stopped.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/^It is undone in 4 parts, newest records first/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Undo: change 20,000 rows back' }));
    expect(await screen.findByText('Change undone: 30,000 rows changed back')).toBeInTheDocument();
    expect(undoChange).toHaveBeenCalledTimes(4);
  });

  it('says why it cannot be undone, naming the field, who changed it and when, with nothing to confirm (Russian)', async () => {
    const { undoChange } = renderHistory(
      previewOf([
        {
          reason: 'changedSince',
          tableName: 'addresses',
          recordId: String(address.id),
          column: 'value',
          userName: 'Пётр Иванов',
          at: '2026-11-25T10:00:00.000Z',
          action: 'EditAddress',
          kind: null,
        },
      ]),
      'ru',
    );
    const list = await openHistory(/История/);
    await userEvent.click(within(list).getByRole('button', { name: 'Отменить это изменение' }));
    const dialog = await screen.findByRole('dialog');
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Это изменение нельзя отменить:');
    expect(alert).toHaveTextContent(/Поле «Адрес» \(.+\) с тех пор изменил\(а\) Пётр Иванов, 25\.11\.2026/);
    expect(within(dialog).queryByRole('button', { name: /Отменить:/ })).not.toBeInTheDocument();
    expect(undoChange).not.toHaveBeenCalled();
  });

  it('is not offered to a role that may not write the record', async () => {
    renderHistory(previewOf([]), 'en', makeUser({ permissions: [...COMPANY_ROLES.concierge, 'audit.view'] }));
    const list = await openHistory(/History/);
    expect(within(list).getByText('ул. Лесная, д. 1 → ул. Лесная, д. 2')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Undo this change' })).not.toBeInTheDocument();
  });
});
