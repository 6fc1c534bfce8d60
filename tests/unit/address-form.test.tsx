import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../src/dataProvider/dataProvider';
import { changedValues } from '../../src/dataProvider/params';
import { AddressCreate } from '../../src/resources/addresses/AddressCreate';
import { AddressEdit } from '../../src/resources/addresses/AddressEdit';
import { AddressList } from '../../src/resources/addresses/AddressList';
import { areaStores } from '../../src/session/areaStore';
import { createMemoryDataProvider, makeAddresses } from './support/memoryDataProvider';
import { stubServer } from './support/fakeServer';
import addresses from '../../src/resources/addresses';
import { renderResource } from './support/renderResource';
import { makeUser } from './support/session';
import { expectFailedCall } from './support/console';

/** The address form on its create and edit pages. */

const [address, other] = makeAddresses(2);
/** The edited address has one abonent registered at it (openEdit); a new one has none. */
const WARNING = 'Attention! 1 abonent will receive the update';

// The address pages alone, in a minimal react-admin context: the tests need no area around them.
const pages = { list: AddressList, create: AddressCreate, edit: AddressEdit };
const renderAddresses = (options: Omit<Parameters<typeof renderResource>[0], 'resource' | 'pages'>) =>
  renderResource({ resource: 'addresses', pages, recordRepresentation: addresses.recordRepresentation, ...options });

const field = () => screen.getByRole('textbox', { name: /^Address/ });
const saveButton = () => screen.getByRole('button', { name: 'Save' });
const resetButton = () => screen.getByRole('button', { name: 'Reset' });

const openCreate = async () => {
  const memory = createMemoryDataProvider({ addresses: [address, other] });
  const view = renderAddresses({
    path: '/intercom-ru/addresses/create',
    dataProvider: memory.dataProvider,
    user: makeUser(),
  });
  await screen.findByRole('heading', { name: 'New address' });
  return { ...memory, ...view };
};

const openEdit = async () => {
  const memory = createMemoryDataProvider({
    addresses: [address, other],
    abonents: [{ id: 'abonent-at-address', addressId: address.id }],
  });
  const view = renderAddresses({
    path: `/intercom-ru/addresses/edit/${address.id}`,
    dataProvider: memory.dataProvider,
    user: makeUser(),
  });
  await screen.findByDisplayValue(address.value);
  return { ...memory, ...view };
};

/** Replaces what the field holds, as a person selecting all and typing (or pasting) would. */
const replaceValue = async (user: ReturnType<typeof userEvent.setup>, text: string) => {
  await user.clear(field());
  if (text) {
    await user.click(field());
    await user.paste(text);
  }
};

/** Leaves the field, clicks Save and confirms in the dialog. */
const leaveSaveAndConfirm = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.tab();
  await user.click(saveButton());
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
};

/** Types a new value, then saves it through the confirm dialog. */
const saveConfirmed = async (user: ReturnType<typeof userEvent.setup>, text: string) => {
  await replaceValue(user, text);
  await leaveSaveAndConfirm(user);
};

describe('an address that is not there', () => {
  it('is said so in place, with where a deleted one is restored, without a toast or a redirect', async () => {
    expectFailedCall(404);
    const memory = createMemoryDataProvider({ addresses: [] });
    renderAddresses({
      path: '/intercom-ru/addresses/edit/00000000-0000-4000-8000-000000000001',
      dataProvider: memory.dataProvider,
      user: makeUser(),
    });
    expect(
      await screen.findByText('There is no such record: it was deleted, or the link is wrong.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Open Recently deleted' })).toHaveAttribute(
      'href',
      '/intercom-ru/deleted',
    );
    // Trying again would find nothing either.
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Address/ })).not.toBeInTheDocument();
  });
});

describe('an address that fails to load', () => {
  it('says why in place, with Try again', async () => {
    expectFailedCall(500);
    const memory = createMemoryDataProvider({ addresses: [address] });
    memory.rejectNext('getOne', new HttpError('common.errors.internal', 500, { error: 'common.errors.internal' }));
    renderAddresses({ path: `/intercom-ru/addresses/edit/${address.id}`, dataProvider: memory.dataProvider });
    expect(await screen.findByText('The data could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('The server could not complete the request')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe.each([
  ['create', openCreate, ''],
  ['edit', openEdit, address.value],
] as const)('the address %s page', (_, open, initialValue) => {
  it('starts with Save disabled, before anything was touched', async () => {
    await open();
    expect(field()).toHaveValue(initialValue);
    expect(saveButton()).toBeDisabled();
    expect(resetButton()).toBeDisabled();
  });

  it('shows the minimum-length message once a one-character value is left, keeps it, and keeps Save disabled', async () => {
    const user = userEvent.setup();
    await open();
    await user.clear(field());
    await user.type(field(), 'a');
    await user.tab();
    expect(await screen.findByText('Minimum length is 2 characters')).toBeInTheDocument();
    expect(field()).toHaveValue('a');
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(saveButton()).toBeDisabled();
  });

  it('counts a value of only spaces as empty: This field is required', async () => {
    const user = userEvent.setup();
    await open();
    await replaceValue(user, '     ');
    await user.tab();
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.queryByText('Minimum length is 2 characters')).not.toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });

  it('refuses 201 characters with the maximum-length message, and accepts 200', async () => {
    const user = userEvent.setup();
    await open();
    await replaceValue(user, 'д'.repeat(201));
    await user.tab();
    expect(await screen.findByText('Maximum length is 200 characters')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();

    await replaceValue(user, 'д'.repeat(200));
    await user.tab();
    await waitFor(() => expect(screen.queryByText('Maximum length is 200 characters')).not.toBeInTheDocument());
    expect(saveButton()).toBeEnabled();
  });

  it('enables Save for a valid value once the field was left', async () => {
    const user = userEvent.setup();
    await open();
    await replaceValue(user, 'ул. Новослободская, д. 4');
    await user.tab();
    await waitFor(() => expect(saveButton()).toBeEnabled());
  });

  it('enables Save as soon as a valid value is typed, without leaving the field', async () => {
    const user = userEvent.setup();
    await open();
    await user.click(field());
    await user.type(field(), 'ул. Садовая');
    await waitFor(() => expect(saveButton()).toBeEnabled());
  });

  it('Reset restores the initial value', async () => {
    const user = userEvent.setup();
    await open();
    await replaceValue(user, 'ул. Садовая, д. 1');
    await user.tab();
    await waitFor(() => expect(resetButton()).toBeEnabled());
    await user.click(resetButton());
    expect(field()).toHaveValue(initialValue);
    await waitFor(() => expect(saveButton()).toBeDisabled());
  });

  it('saves on Enter in the field as Save does: an edit asks first, a new address that reaches nobody not', async () => {
    const user = userEvent.setup();
    const { callsOf } = await open();
    await replaceValue(user, 'ул. Садовая, д. 1');
    await user.type(field(), '{Enter}');
    if (open === openEdit) {
      expect(await screen.findByRole('dialog')).toHaveTextContent(WARNING);
      expect(callsOf('update')).toEqual([]);
    } else {
      await waitFor(() => expect(callsOf('create')).toHaveLength(1));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    }
  });
});

describe('saving a new address', () => {
  it('reaches no abonent, so asks nothing: creates it trimmed and shows the green toast Address added', async () => {
    const user = userEvent.setup();
    const { callsOf, pathname } = await openCreate();
    await replaceValue(user, '  ул. Садовая, д. 1  ');
    await user.tab();
    await user.click(saveButton());

    // Nobody is registered at an address that does not exist yet: no "will receive the update".
    expect(callsOf('getAbonentsReached')).toHaveLength(1);
    expect(callsOf('getAbonentsReached')[0].params).toEqual({ Kind: 'address' });
    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Address added');
    expect(toast).toHaveAttribute('data-type', 'success');
    expect(callsOf('create')).toHaveLength(1);
    expect(callsOf('create')[0].params.data).toEqual({ value: 'ул. Садовая, д. 1' });
    await waitFor(() => expect(pathname()).toBe('/intercom-ru/addresses'));
    expect(await screen.findByText('ул. Садовая, д. 1')).toBeInTheDocument();
  });

  it("shows the server's field error under the field and keeps what was typed", async () => {
    expectFailedCall(400);
    const user = userEvent.setup();
    const { rejectNext, pathname } = await openCreate();
    rejectNext(
      'create',
      new HttpError('addresses.errors.duplicate', 400, { errors: { value: 'addresses.errors.duplicate' } }),
    );
    await replaceValue(user, other.value);
    await user.tab();
    await user.click(saveButton());

    expect(await screen.findByText('This address already exists')).toBeInTheDocument();
    expect(field()).toHaveValue(other.value);
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(pathname()).toBe('/intercom-ru/addresses/create');
  });
});

describe('saving an edited address', () => {
  it('asks first: the dialog warns about the abonents and has Cancel and Confirm; Cancel saves nothing', async () => {
    const user = userEvent.setup();
    const { callsOf } = await openEdit();
    await user.type(field(), ', кв. 5');
    await user.tab();
    await user.click(saveButton());

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Save changes?');
    expect(dialog).toHaveTextContent(WARNING);
    expect(dialog).toHaveStyle({ maxWidth: '400px' });
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeEnabled();
    // Saving destroys nothing: Confirm has the focus, so Save and then Enter saves.
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsOf('update')).toEqual([]);
    expect(field()).toHaveValue(`${address.value}, кв. 5`);
  });

  it('Confirm updates with the trimmed value, only the value changed, and shows the green toast Address saved', async () => {
    const user = userEvent.setup();
    const { callsOf, pathname } = await openEdit();
    await saveConfirmed(user, `   ${address.value}, кв. 5   `);

    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Address saved');
    expect(toast).toHaveAttribute('data-type', 'success');

    const [{ params }] = callsOf('update');
    expect(params.id).toBe(address.id);
    expect(params.data.value).toBe(`${address.value}, кв. 5`);
    expect(params.previousData).toEqual(address);
    // What the real dataProvider sends of it: the changed value only.
    expect(changedValues(params.data, params.previousData)).toEqual({ value: `${address.value}, кв. 5` });
    await waitFor(() => expect(pathname()).toBe('/intercom-ru/addresses'));
  });

  it('shows the save in progress: Confirm is disabled until the server answers', async () => {
    const user = userEvent.setup();
    const { holdNext } = await openEdit();
    const release = holdNext('update');
    await user.type(field(), ', кв. 5');
    await user.tab();
    await user.click(saveButton());
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled());
    // The page behind the open dialog is hidden from the accessibility tree.
    expect(screen.getByRole('button', { name: 'Save', hidden: true })).toBeDisabled();
    release();
    expect(await screen.findByRole('status')).toHaveTextContent('Address saved');
  });

  it("shows the server's field error under the field, keeps the typed value and raises no toast", async () => {
    expectFailedCall(400);
    const user = userEvent.setup();
    const { rejectNext, pathname } = await openEdit();
    rejectNext(
      'update',
      new HttpError('addresses.errors.duplicate', 400, { errors: { value: 'addresses.errors.duplicate' } }),
    );
    await saveConfirmed(user, other.value);

    expect(await screen.findByText('This address already exists')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(field()).toHaveValue(other.value);
    expect(pathname()).toBe(`/intercom-ru/addresses/edit/${address.id}`);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('a failure without field errors shows a red toast with the translated reason', async () => {
    expectFailedCall(409);
    const user = userEvent.setup();
    const { rejectNext } = await openEdit();
    rejectNext('update', new HttpError('common.errors.conflict', 409, { error: 'common.errors.conflict' }));
    await user.type(field(), ', кв. 5');
    await leaveSaveAndConfirm(user);

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('The record was changed by someone else');
    expect(toast).toHaveAttribute('data-type', 'error');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(field()).toHaveValue(`${address.value}, кв. 5`);
  });
});

describe('the edit page over the real dataProvider (the network stubbed)', () => {
  const withServer = () => {
    const server = stubServer({
      GetAddress: ({ params }) => ({
        body: { items: params.Id === address.id ? [address] : [address, other], total: 2 },
      }),
      GetAbonentsReached: { body: { abonents: 1 } },
    });
    const session = makeUser();
    const view = renderAddresses({
      path: `/intercom-ru/addresses/edit/${address.id}`,
      dataProvider: createDataProvider(areaStores.company, 'company'),
      store: areaStores.company,
      user: session,
    });
    return { server, session, ...view };
  };

  it('EditAddress carries the Id and only the changed Value, trimmed', async () => {
    const user = userEvent.setup();
    const { server } = withServer();
    server.on('EditAddress', ({ params }) => ({ body: { ...address, value: params.Value } }));
    await screen.findByDisplayValue(address.value);
    await saveConfirmed(user, `  ${address.value}, кв. 5 `);

    expect(await screen.findByRole('status')).toHaveTextContent('Address saved');
    const [request] = server.requestsOf('EditAddress');
    expect(request.method).toBe('POST');
    expect(request.body).toEqual({ Action: 'EditAddress', Id: address.id, Value: `${address.value}, кв. 5` });
    // The confirmation counted the abonents registered at it.
    expect(server.requestsOf('GetAbonentsReached')[0].params).toMatchObject({ Kind: 'address', Id: address.id });
  });

  it("a 400 with fields.Value puts the server's message under the field", async () => {
    expectFailedCall(409);
    const user = userEvent.setup();
    const { server } = withServer();
    server.on('EditAddress', {
      status: 409,
      body: { error: 'addresses.errors.duplicate', fields: { Value: 'addresses.errors.duplicate' } },
    });
    await screen.findByDisplayValue(address.value);
    await saveConfirmed(user, other.value);

    expect(await screen.findByText('This address already exists')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(field()).toHaveValue(other.value);
  });
});

describe('the shared form: why Save is disabled, what a save changes, leaving unsaved', () => {
  it('says beside Save why it is disabled: nothing changed, then the field to correct', async () => {
    const user = userEvent.setup();
    await openEdit();
    expect(saveButton()).toBeDisabled();
    expect(saveButton()).toHaveAccessibleDescription('Nothing has changed yet');
    await replaceValue(user, 'x');
    expect(saveButton()).toBeDisabled();
    expect(saveButton()).toHaveAccessibleDescription('Correct the marked fields to save: Address');
    await replaceValue(user, 'ул. Лесная, д. 30');
    expect(saveButton()).toBeEnabled();
    expect(saveButton()).not.toHaveAccessibleDescription();
  });

  it('the confirmation names what changed, and warns that every abonent receives it', async () => {
    const user = userEvent.setup();
    await openEdit();
    await replaceValue(user, 'ул. Лесная, д. 30');
    await user.click(saveButton());
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Save changes?');
    expect(dialog).toHaveTextContent('Changed: Address');
    expect(dialog).toHaveTextContent(WARNING);
  });

  it('leaving a changed form asks first; staying keeps what was typed', async () => {
    const user = userEvent.setup();
    const { pathname, router } = await openEdit();
    await replaceValue(user, 'ул. Лесная, д. 30');
    // react-admin asks with the browser's own window.confirm, which happy-dom does not have.
    const confirm = vi.fn().mockReturnValueOnce(false);
    vi.stubGlobal('confirm', confirm);
    window.confirm = confirm;
    await act(() => router.navigate('/intercom-ru/addresses'));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(expect.stringMatching(/changes weren't saved/)));
    expect(pathname()).toBe(`/intercom-ru/addresses/edit/${address.id}`);
    expect(field()).toHaveValue('ул. Лесная, д. 30');

    confirm.mockReturnValueOnce(true);
    await act(() => router.navigate('/intercom-ru/addresses'));
    await waitFor(() => expect(pathname()).toBe('/intercom-ru/addresses'));
  });

  it("keeps what was typed when the record read afresh replaces the list's copy of it", async () => {
    const user = userEvent.setup();
    const memory = createMemoryDataProvider({ addresses: [address, other] });
    renderAddresses({ path: '/intercom-ru/addresses', dataProvider: memory.dataProvider, user: makeUser() });
    const release = memory.holdNext('getOne');
    await user.click(await screen.findByText(address.value));
    // The form opens at once with the list's copy, and reads the record again meanwhile.
    await screen.findByDisplayValue(address.value);
    await replaceValue(user, 'ул. Лесная, д. 30');
    const changed = 'ул. Лесная, д. 3, changed by someone else';
    memory.records.addresses[0].value = changed;
    await act(async () => release());
    // The page now holds the record as read: its title names the stored address.
    await screen.findByRole('heading', { level: 1, name: `Address ${changed}` });
    expect(field()).toHaveValue('ул. Лесная, д. 30');
    expect(saveButton()).toBeEnabled();
  });
});

describe('the address edit page title', () => {
  it('names the stored address, and keeps naming it while the field is changed', async () => {
    const user = userEvent.setup();
    await openEdit();
    expect(screen.getByRole('heading', { level: 1, name: `Address ${address.value}` })).toBeInTheDocument();
    await user.type(field(), ', кв. 5');
    expect(screen.getByRole('heading', { level: 1, name: `Address ${address.value}` })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});

describe('the focus when a form page opens', () => {
  /** The happy-dom window's size, which media queries read. */
  const setViewport = (width: number, height: number) =>
    (
      window as unknown as { happyDOM: { setViewport: (size: { width: number; height: number }) => void } }
    ).happyDOM.setViewport({ width, height });
  afterEach(() => setViewport(1024, 768));

  it('leaves an edit page’s fields alone: nothing to type yet, and on a phone no keyboard over the form', async () => {
    await openEdit();
    // The fields are drawn a drawing after the record (ResourceForm's AfterInitialValues): the focus would be set then.
    await waitFor(() => expect(field()).toBeEnabled());
    expect(field()).not.toHaveFocus();
  });

  it('puts a create page’s first field in focus on a desktop, ready to type into', async () => {
    await openCreate();
    await waitFor(() => expect(field()).toHaveFocus());
  });

  it('leaves a create page’s first field alone on a phone, whose keyboard would cover the form', async () => {
    setViewport(390, 844);
    await openCreate();
    await waitFor(() => expect(field()).toBeEnabled());
    expect(field()).not.toHaveFocus();
  });
});
