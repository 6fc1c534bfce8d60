import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, type RaRecord } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createMemoryDataProvider } from './support/memoryDataProvider';
import { renderResource } from './support/renderResource';
import { abonentPages } from './support/resourcePages';
import { makeUser } from './support/session';
import { expectFailedCall } from './support/console';

/**
 * The one confirmed, pessimistic deletion (useConfirmedDelete), as a person meets it on the abonent's
 * page: the record's Delete, an intercom row's and a key row's.
 */

const abonent = {
  id: 'b0000000-0000-4000-8000-000000000009',
  name: 'Иванов Иван Петрович',
  phoneNumber: '79161234509',
  building: null,
  room: null,
  addressId: null,
  address: null,
  accessCardAndBleTagId: [],
  intercoms: [{ id: 'c0000000-0000-4000-8000-000000000009', intercomName: 'Калитка', apartment: 9 }],
  cameraIds: [],
  cameras: [],
  sipDeviceIds: [],
  sipDevices: [],
  permanentKeys: 1,
  temporaryKeys: 0,
};
const key = {
  id: 'd0000000-0000-4000-8000-000000000009',
  abonentId: abonent.id,
  title: 'Ключ курьера',
  keyType: 'permanent',
  status: 'approved',
  validFrom: null,
  validUntil: null,
  created: '2026-07-01T09:00:00.000Z',
};

const openAbonent = async () => {
  const memory = createMemoryDataProvider({
    abonents: [abonent as RaRecord],
    abonent_keys: [key],
    abonent_intercoms: abonent.intercoms,
  });
  // The abonent's pages alone: the deletions need no area around them.
  const view = renderResource({
    ...abonentPages,
    path: `/intercom-ru/abonents/${abonent.id}`,
    dataProvider: memory.dataProvider,
    user: makeUser(),
  });
  await screen.findByDisplayValue(abonent.name);
  return { ...memory, ...view };
};

const askToDelete = async (user: ReturnType<typeof userEvent.setup>, button: string) => {
  await user.click(await screen.findByRole('button', { name: button }));
  return screen.findByRole('dialog');
};

describe('deleting a record', () => {
  it("asks the resource's question naming the record, and Cancel deletes nothing", async () => {
    const user = userEvent.setup();
    const { callsOf } = await openAbonent();
    const dialog = await askToDelete(user, 'Delete');
    expect(within(dialog).getByRole('heading')).toHaveTextContent('Delete this abonent?');
    // The abonent's recordRepresentation: its name.
    expect(dialog).toHaveTextContent('Иванов Иван Петрович');
    // What else the deletion does: the abonent's key stops working.
    expect(dialog).toHaveTextContent('1 key of this abonent stops working.');
    // Cancel has the focus: Enter pressed once more on the Delete button deletes nothing.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsOf('delete')).toEqual([]);
  });

  it('waits for the server, showing the deletion in progress, then says Abonent deleted and shows the list', async () => {
    const user = userEvent.setup();
    const { callsOf, holdNext, pathname, records } = await openAbonent();
    const release = holdNext('delete');
    const dialog = await askToDelete(user, 'Delete');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    // Pessimistic: nothing is said and nothing moves until the server answers.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled());
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(within(dialog).getByRole('progressbar')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(pathname()).toBe(`/intercom-ru/abonents/${abonent.id}`);
    expect(callsOf('delete', 'abonents')).toHaveLength(1);

    release();
    expect(await screen.findByRole('status')).toHaveTextContent('Abonent deleted');
    await waitFor(() => expect(pathname()).toBe('/intercom-ru/abonents'));
    expect(records.abonents).toEqual([]);
  });

  it("a refusal is a red toast with the server's reason, translated, and the page stays", async () => {
    const user = userEvent.setup();
    const { rejectNext, pathname } = await openAbonent();
    expectFailedCall(404);
    rejectNext('delete', new HttpError('common.errors.notFound', 404, { error: 'common.errors.notFound' }));
    const dialog = await askToDelete(user, 'Delete');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The record was not found');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(pathname()).toBe(`/intercom-ru/abonents/${abonent.id}`);
    expect(screen.getByDisplayValue(abonent.name)).toBeInTheDocument();
  });

  it('a refusal without a reason of its own says the generic message', async () => {
    const user = userEvent.setup();
    const { rejectNext } = await openAbonent();
    expectFailedCall(502);
    rejectNext('delete', new HttpError('common.errors.generic', 502, {}));
    await user.click(within(await askToDelete(user, 'Delete')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong...');
  });
});

describe('deleting a child row', () => {
  it('names the intercom in the question, then says Intercom deleted', async () => {
    const user = userEvent.setup();
    const { callsOf } = await openAbonent();
    const dialog = await askToDelete(user, 'Delete intercom Калитка');
    expect(within(dialog).getByRole('heading')).toHaveTextContent('Delete this intercom?');
    expect(dialog).toHaveTextContent('Калитка (9)');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Intercom deleted');
    expect(callsOf('delete', 'abonent_intercoms').map((call) => call.params.id)).toEqual([abonent.intercoms[0].id]);
  });

  it("names the key; a refused key deletion says 'Failed to delete key with id:' and the id", async () => {
    const user = userEvent.setup();
    const { rejectNext } = await openAbonent();
    expectFailedCall(409);
    rejectNext('delete', new HttpError('common.errors.conflict', 409, { error: 'common.errors.conflict' }));
    const dialog = await askToDelete(user, 'Delete key Ключ курьера');
    expect(within(dialog).getByRole('heading')).toHaveTextContent('Delete this key?');
    expect(dialog).toHaveTextContent('Ключ курьера');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Failed to delete key with id: ${key.id}`);
  });
});
