import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { AbonentBulkOperation } from '../../contract/abonent-bulk';
import type { BulkPreview } from '../../contract/bulk';
import type { BulkSelection } from '../../src/layout/bulk/bulkSelection';
import { AbonentBulkDialog } from '../../src/resources/abonents/bulk/AbonentBulkDialog';
import { createMemoryDataProvider } from './support/memoryDataProvider';
import { renderResource } from './support/renderResource';
import { expectFailedCall } from './support/console';
import { makeUser } from './support/session';

/** The dialog of a bulk change of abonents: the preview it shows before Apply, the change, its result. */

const IDS = ['b0000000-0000-4000-8000-000000000001', 'b0000000-0000-4000-8000-000000000002'];

const PREVIEW: BulkPreview = {
  selected: 2,
  changed: 3,
  stopping: [{ kind: 'card', count: 3 }],
  starting: [],
  doors: 4,
  doorNames: ['Калитка', 'Подъезд 1'],
  holdersAtDoors: 2,
};

const open = ({
  operation = 'blockCards',
  selection = { allFound: false, ids: IDS, count: 2 },
  preview = async () => ({ data: PREVIEW }),
  change = async () => ({ data: { selected: 2, changed: 3 } }),
  locale,
}: {
  operation?: AbonentBulkOperation;
  selection?: BulkSelection;
  preview?: () => Promise<{ data: BulkPreview }>;
  change?: () => Promise<{ data: { selected: number; changed: number } }>;
  locale?: 'en' | 'ru';
}) => {
  const previewAbonentsChange = vi.fn(preview);
  const changeAbonents = vi.fn(change);
  const onClose = vi.fn();
  renderResource({
    resource: 'abonents',
    pages: { list: () => <AbonentBulkDialog operation={operation} selection={selection} onClose={onClose} /> },
    path: '/intercom-ru/abonents',
    dataProvider: { ...createMemoryDataProvider({}).dataProvider, previewAbonentsChange, changeAbonents },
    user: makeUser(),
    locale,
  });
  return { previewAbonentsChange, changeAbonents, onClose };
};

describe('the bulk change dialog', () => {
  it('names the count and the impact before Apply, then changes and says what came of it', async () => {
    const user = userEvent.setup();
    const { previewAbonentsChange, changeAbonents, onClose } = open({});
    const dialog = await screen.findByRole('dialog', { name: 'Block all their cards' });
    expect(dialog).toHaveTextContent('2 selected abonents');
    expect(await within(dialog).findByText('3 cards or BLE tags change')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'At the doors, these stop working' })).toBeInTheDocument();
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('3 cards or BLE tags');
    expect(dialog).toHaveTextContent('4 doors affected. Among them: Калитка, Подъезд 1.');
    expect(dialog).toHaveTextContent('The credentials of 2 abonents change there');
    expect(previewAbonentsChange).toHaveBeenCalledWith({ Selection: 'ids', AbonentIds: IDS, Operation: 'blockCards' });
    expect(changeAbonents).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('Done. Rows changed: 3.')).toBeInTheDocument();
    expect(changeAbonents).toHaveBeenCalledWith({ Selection: 'ids', AbonentIds: IDS, Operation: 'blockCards' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledWith(true);
  });

  it('takes every abonent the search finds, in Russian with its plural, and says why a change failed', async () => {
    const user = userEvent.setup();
    expectFailedCall(409);
    const { previewAbonentsChange } = open({
      operation: 'delete',
      selection: { allFound: true, filters: { q: 'Лесная' }, count: 5 },
      preview: async () => ({ data: { ...PREVIEW, selected: 5, changed: 5, doors: 1, doorNames: ['Калитка'] } }),
      change: () => Promise.reject(new HttpError('common.errors.generic', 409, { error: 'common.errors.generic' })),
      locale: 'ru',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Удалить' });
    expect(dialog).toHaveTextContent('Все найденные в списке: 5 абонентов');
    expect(await within(dialog).findByText('Изменятся 5 абонентов')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Затронута 1 дверь. Среди них: Калитка.');
    expect(dialog).toHaveTextContent('3 карты или метки');
    expect(previewAbonentsChange).toHaveBeenCalledWith({
      Selection: 'matching',
      Search: 'Лесная',
      Operation: 'delete',
    });
    // Deleting: Cancel has the focus, so that Enter pressed twice deletes nothing.
    expect(within(dialog).getByRole('button', { name: 'Отмена' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Применить' }));
    expect(await within(dialog).findByText(/^Ничего не изменено: /)).toBeInTheDocument();
  });

  it('shows a refused preview’s reason and offers no Apply', async () => {
    expectFailedCall(400);
    open({
      selection: { allFound: true, filters: {}, count: 2_500 },
      preview: () =>
        Promise.reject(
          new HttpError('common.errors.invalidParams', 400, {
            error: 'common.errors.invalidParams',
            fields: { Selection: 'bulk.errors.tooMany' },
          }),
        ),
    });
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText('The preview failed: Too many at once: at most 10,000. Narrow the search.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Apply' })).toBeDisabled());
  });
});
