import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AbonentKeyBulkOperation } from '../../contract/abonent-key-bulk';
import type { BulkPreview, BulkResult } from '../../contract/bulk';
import type { BulkSelection } from '../../src/layout/bulk/bulkSelection';
import { AbonentKeyBulkDialog } from '../../src/resources/abonents/bulk/AbonentKeyBulkDialog';
import { createMemoryDataProvider } from './support/memoryDataProvider';
import { renderResource } from './support/renderResource';
import { makeUser } from './support/session';

/**
 * The dialog of a bulk change of one abonent's keys: block, unblock or extend, the preview before Apply,
 * the change under way (one step on the server, with the time it has taken), and its result.
 */

const ABONENT = 'a0000000-0000-4000-8000-000000000001';
const KEYS = ['c0000000-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000002'];

const PREVIEW: BulkPreview = {
  selected: 2,
  changed: 2,
  stopping: [{ kind: 'mobileKey', count: 2 }],
  starting: [],
  doors: 3,
  doorNames: ['Калитка'],
  holdersAtDoors: 1,
};

const open = ({
  operation = 'block',
  selection = { allFound: false, ids: KEYS, count: 2 },
  change = async () => ({ data: { selected: 2, changed: 2 } }),
  locale,
}: {
  operation?: AbonentKeyBulkOperation;
  selection?: BulkSelection;
  change?: () => Promise<{ data: BulkResult }>;
  locale?: 'en' | 'ru';
}) => {
  const previewAbonentKeysChange = vi.fn(async () => ({ data: PREVIEW }));
  const changeAbonentKeys = vi.fn(change);
  const onClose = vi.fn();
  renderResource({
    resource: 'abonents',
    pages: {
      list: () => (
        <AbonentKeyBulkDialog abonentId={ABONENT} operation={operation} selection={selection} onClose={onClose} />
      ),
    },
    path: '/intercom-ru/abonents',
    dataProvider: { ...createMemoryDataProvider({}).dataProvider, previewAbonentKeysChange, changeAbonentKeys },
    user: makeUser(),
    locale,
  });
  return { previewAbonentKeysChange, changeAbonentKeys, onClose };
};

describe('the bulk change dialog of keys', () => {
  it('names the keys that stop working, shows the change under way as one step, then its result', async () => {
    const user = userEvent.setup();
    let finish: (result: { data: BulkResult }) => void = () => {};
    const { previewAbonentKeysChange, changeAbonentKeys, onClose } = open({
      change: () => new Promise((resolve) => (finish = resolve)),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Block' });
    expect(dialog).toHaveTextContent('2 selected keys');
    expect(await within(dialog).findByText('2 keys will be blocked')).toBeInTheDocument();
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('2 app keys');
    expect(dialog).toHaveTextContent('3 doors affected. Among them: Калитка.');
    expect(previewAbonentKeysChange).toHaveBeenCalledWith({
      Selection: 'ids',
      KeyIds: KEYS,
      AbonentId: ABONENT,
      Operation: 'block',
    });

    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    const working = await within(dialog).findByRole('status');
    expect(working).toHaveTextContent('2 keys will be blocked');
    expect(working).toHaveTextContent('The server makes the whole change in one step: all of it, or nothing.');
    expect(within(working).getByRole('progressbar')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(changeAbonentKeys).toHaveBeenCalledTimes(1);

    finish({ data: { selected: 2, changed: 2 } });
    expect(await within(dialog).findByText('Done. Rows changed: 2.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledWith(true);
  });

  it('extends every key the list finds to the end chosen, in Russian', async () => {
    const user = userEvent.setup();
    const { previewAbonentKeysChange, changeAbonentKeys } = open({
      operation: 'extend',
      selection: { allFound: true, filters: { q: 'гость' }, count: 5 },
      locale: 'ru',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Продлить срок' });
    expect(dialog).toHaveTextContent('Все найденные в списке: 5 ключей');
    expect(await within(dialog).findByText('Будет продлён срок 2 временных ключей')).toBeInTheDocument();
    const until = within(dialog).getByLabelText(/Новая дата окончания срока/);
    await user.clear(until);
    await user.type(until, '2031-05-01T12:00');
    const expected = new Date('2031-05-01T12:00').toISOString();
    await vi.waitFor(() =>
      expect(previewAbonentKeysChange).toHaveBeenLastCalledWith({
        Selection: 'matching',
        Search: 'гость',
        AbonentId: ABONENT,
        Operation: 'extend',
        ValidUntil: expected,
      }),
    );
    await user.click(await within(dialog).findByRole('button', { name: 'Применить' }));
    expect(await within(dialog).findByText('Готово. Изменено записей: 2.')).toBeInTheDocument();
    expect(changeAbonentKeys).toHaveBeenCalledWith(expect.objectContaining({ ValidUntil: expected }));
  });
});
