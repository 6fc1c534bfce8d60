import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ALL_ZERO_ID } from '../../contract/fields';
import {
  ABONENTS_REACHED,
  IDS,
  LOCK,
  NEW_ID,
  OTHER_LOCK,
  renderAccess,
  sampleObjects,
  samplePoint,
} from './support/accessServer';
import { expectFailedCall } from './support/console';

/** The access section's page: tree, routes, forms, save and delete flows. */

const warning = (abonents: number) => `Attention! ${abonents} abonents will receive the update`;

// Whole flows through the page (tree, long forms) in happy-dom: slow on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

// happy-dom lays nothing out: give the tree's scrolling pane a height, so the virtualizer renders rows.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
});

const tree = () => screen.getByRole('tree');
const row = (name: string) => within(tree()).getByRole('treeitem', { name });
const nameField = () => screen.getByRole('textbox', { name: /^Name/ });
const saveButton = () => screen.getByRole('button', { name: 'Save' });
type User = ReturnType<typeof userEvent.setup>;

/** Opens the page at `path` and waits for the tree (the page's chunk loads lazily, slowly on a cold start). */
const openAccess = async (path: string, options?: Parameters<typeof renderAccess>[1]) => {
  const view = renderAccess(path, options);
  await screen.findByRole('treeitem', { name: 'ЖК «Северный»' }, { timeout: 10_000 });
  return view;
};

/** Replaces the name as a person pasting it would (typing key by key re-validates the long point form each time). */
const replaceName = async (user: User, text: string) => {
  await user.clear(nameField());
  await user.click(nameField());
  await user.paste(text);
  await user.tab();
};

/** The toast of a save: the long point form takes a while to submit on a busy machine. */
const findToast = (role: 'status' | 'alert' = 'status') => screen.findByRole(role, {}, { timeout: 20_000 });

/** Saves, and confirms the warning that names how many abonents the change reaches. */
const saveAndConfirm = async (user: User, abonents: number) => {
  await user.click(saveButton());
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent(warning(abonents));
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
};

describe('the page', () => {
  it('is in the sidebar, shows the tree and asks to select a node', async () => {
    // The sidebar is the area's.
    await openAccess('/intercom-ru/access', { wholeArea: true });
    expect(screen.getByText('Select an object, perimeter or access point in the tree')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Access points' })).toHaveAttribute('href', '/intercom-ru/access');
  });

  it('selecting a node opens the edit page of its kind', async () => {
    const user = userEvent.setup();
    const { pathname } = await openAccess('/intercom-ru/access');
    await user.click(await screen.findByRole('treeitem', { name: 'ЖК «Северный»' }));
    await waitFor(() => expect(pathname()).toBe(`/intercom-ru/access/objects/edit/${IDS.severny}`));
    expect(await screen.findByDisplayValue('ЖК «Северный»')).toBeInTheDocument();
    expect(row('ЖК «Северный»')).toHaveAttribute('aria-selected', 'true');

    await user.click(within(row('ЖК «Северный»')).getByTestId('fold-toggle'));
    await user.click(row('Корпус 1'));
    await waitFor(() => expect(pathname()).toBe(`/intercom-ru/access/perimeters/edit/${IDS.korpus}`));
    expect(await screen.findByDisplayValue('Корпус 1')).toBeInTheDocument();
    expect(row('ЖК «Северный»')).toHaveAttribute('aria-selected', 'false');
  });

  it('the add-object button leads to objects/create', async () => {
    const user = userEvent.setup();
    const { pathname } = await openAccess('/intercom-ru/access');
    await user.click(await screen.findByRole('link', { name: 'Add object' }));
    expect(pathname()).toBe('/intercom-ru/access/objects/create');
    expect(await screen.findByRole('heading', { name: 'New access object' })).toBeInTheDocument();
  });

  it('offers a child perimeter under a selected object, and a point only under a perimeter', async () => {
    const user = userEvent.setup();
    const { pathname, router } = await openAccess(`/intercom-ru/access/objects/edit/${IDS.severny}`);
    await screen.findByDisplayValue('ЖК «Северный»');
    expect(screen.getByRole('button', { name: 'Add access point' })).toBeDisabled();
    await user.click(screen.getByRole('link', { name: 'Add perimeter' }));
    expect(pathname()).toBe('/intercom-ru/access/perimeters/create');
    const query = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(query)).toEqual({ parentId: ALL_ZERO_ID, accessObjectId: IDS.severny });
    expect(await screen.findByRole('heading', { name: 'New perimeter' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Parent perimeter/ })).toHaveTextContent(
        'Directly under the object',
      ),
    );

    // Under a selected perimeter, both are offered: a child perimeter goes under it.
    await user.click(within(row('ЖК «Северный»')).getByTestId('fold-toggle'));
    await user.click(row('Корпус 1'));
    await screen.findByDisplayValue('Корпус 1');
    await user.click(screen.getByRole('link', { name: 'Add perimeter' }));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      parentId: IDS.korpus,
      accessObjectId: IDS.severny,
    });
    await user.click(screen.getByRole('link', { name: 'Add access point' }));
    expect(pathname()).toBe('/intercom-ru/access/points/create');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      parentId: IDS.korpus,
      accessObjectId: IDS.severny,
    });
  });
});

describe('creating a perimeter', () => {
  it('honours parentId and accessObjectId, validates, confirms, then reloads the tree and opens the new edit page', async () => {
    const user = userEvent.setup();
    const { server, pathname } = await openAccess(
      `/intercom-ru/access/perimeters/create?parentId=${IDS.korpus}&accessObjectId=${IDS.severny}`,
    );
    expect(await screen.findByRole('heading', { name: 'New perimeter' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Parent perimeter/ })).toHaveTextContent('Корпус 1'),
    );
    expect(screen.getByRole('combobox', { name: /^Access object/ })).toHaveTextContent('ЖК «Северный»');

    await replaceName(user, 'a');
    expect(await screen.findByText('Minimum length is 2 characters')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();

    server.on('CreateAccessPerimeter', { body: { id: NEW_ID } });
    const treeLoads = server.requestsOf('GetAccessObjects').length;
    await replaceName(user, '  Подъезд 2 ');
    // A new perimeter has no doors: it reaches nobody, so the save asks nothing.
    await user.click(saveButton());

    expect(await findToast()).toHaveTextContent('Perimeter saved');
    const [request] = server.requestsOf('CreateAccessPerimeter');
    expect(request.body).toMatchObject({ DisplayName: 'Подъезд 2', AccessObjectId: IDS.severny, ParentId: IDS.korpus });
    await waitFor(() => expect(pathname()).toBe(`/intercom-ru/access/perimeters/edit/${NEW_ID}`));
    await waitFor(() => expect(server.requestsOf('GetAccessObjects').length).toBeGreaterThan(treeLoads));
  });

  it('under an object, the parent is the all-zero identifier: directly under the object', async () => {
    const user = userEvent.setup();
    const { server } = await openAccess(
      `/intercom-ru/access/perimeters/create?parentId=${ALL_ZERO_ID}&accessObjectId=${IDS.park}`,
    );
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Parent perimeter/ })).toHaveTextContent(
        'Directly under the object',
      ),
    );
    server.on('CreateAccessPerimeter', { body: { id: NEW_ID } });
    await replaceName(user, 'Въезд');
    await user.click(saveButton());
    await findToast();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.requestsOf('GetAbonentsReached')[0].params).toEqual({ Kind: 'perimeter' });
    expect(server.requestsOf('CreateAccessPerimeter')[0].body).toMatchObject({
      AccessObjectId: IDS.park,
      ParentId: ALL_ZERO_ID,
    });
  });

  it('keeps what was typed when the tree reloads with changes (another save, a refresh)', async () => {
    const user = userEvent.setup();
    // The area's Refresh button, in its app bar.
    const { server } = await openAccess(
      `/intercom-ru/access/perimeters/create?parentId=${ALL_ZERO_ID}&accessObjectId=${IDS.park}`,
      {
        wholeArea: true,
      },
    );
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Parent perimeter/ })).toHaveTextContent(
        'Directly under the object',
      ),
    );
    await replaceName(user, 'Въезд');
    const added = { ...sampleObjects[0], id: NEW_ID, displayName: 'ЖК «Новый»' };
    server.on('GetAccessObjects', { body: { items: [...sampleObjects, added], total: sampleObjects.length + 1 } });
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await screen.findByRole('treeitem', { name: 'ЖК «Новый»' });
    expect(nameField()).toHaveValue('Въезд');
    expect(saveButton()).toBeEnabled();
  });

  it('without an access object, Save stays disabled: the object is required', async () => {
    const user = userEvent.setup();
    await openAccess('/intercom-ru/access/perimeters/create');
    await screen.findByRole('heading', { name: 'New perimeter' });
    await replaceName(user, 'Подъезд 2');
    expect(saveButton()).toBeDisabled();
  });
});

describe('an access point', () => {
  it('create: the lock is required, chosen from the server search; the point goes into the parentId perimeter', async () => {
    const user = userEvent.setup();
    const { server, pathname } = await openAccess(
      `/intercom-ru/access/points/create?parentId=${IDS.gates}&accessObjectId=${IDS.park}`,
    );
    expect(await screen.findByRole('heading', { name: 'New access point' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Perimeter/ })).toHaveValue('Ворота'));
    // The key restrictions, a folded section, start from the platform's defaults: each by its name, with
    // the input of its type (a switch for a yes/no, milliseconds for a time, a number for a distance).
    await user.click(screen.getByRole('button', { name: 'Key restrictions' }));
    const restrictions = await screen.findByRole('table', { name: 'Restrictions' });
    const restriction = (name: string) => within(restrictions).getByRole('row', { name: new RegExp(`^${name}`) });
    expect(within(restriction('Auto-open enabled')).getByRole('switch', { name: 'Auto-open enabled' })).toBeChecked();
    expect(within(restriction('Maximum open time')).getByRole('spinbutton', { name: 'Maximum open time' })).toHaveValue(
      60000,
    );
    expect(within(restriction('Maximum open time')).getByText('ms')).toBeInTheDocument();
    expect(
      within(restriction('Maximum active distance')).getByRole('spinbutton', { name: 'Maximum active distance' }),
    ).toHaveValue(100);
    expect(within(restrictions).queryByDisplayValue('True')).not.toBeInTheDocument();
    // Read by their names, never by the device's keys.
    expect(within(restrictions).queryByText(/AutoOpenEnabled|MaxOpenedTime/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add restriction' })).toBeInTheDocument();

    await replaceName(user, 'Шлагбаум 2');
    const lock = screen.getByRole('combobox', { name: /^Lock ID/ });
    await user.click(lock);
    await user.tab();
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();

    // A lock the company's points already use is named so, and choosing it asks first; Cancel puts it back.
    await user.click(lock);
    await user.paste('LK-0001');
    const usedLock = await screen.findByRole('option', { name: new RegExp(`^${LOCK.pid} — ${LOCK.name}`) });
    expect(usedLock).toHaveTextContent(/already used by «/);
    await user.click(usedLock);
    const question = await screen.findByRole('dialog');
    expect(question).toHaveTextContent('Put this lock on a second point?');
    expect(question).toHaveTextContent(`Lock ${LOCK.pid} is already used by «`);
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(lock).toHaveValue('');

    await user.clear(lock);
    await user.click(lock);
    await user.paste('LK-0002');
    await waitFor(() =>
      expect(server.requestsOf('GetLocks').some((request) => request.params.Search === 'LK-0002')).toBe(true),
    );
    await user.click(await screen.findByRole('option', { name: `${OTHER_LOCK.pid} — ${OTHER_LOCK.name}` }));
    await waitFor(() => expect(screen.queryByText('This field is required')).not.toBeInTheDocument());

    server.on('CreateAccessPoint', { body: { id: NEW_ID } });
    // The abonents whose zone covers the perimeter it goes into get a new door.
    await saveAndConfirm(user, ABONENTS_REACHED.newPoint);
    expect(server.requestsOf('GetAbonentsReached')[0].params).toMatchObject({ Kind: 'point', PerimeterId: IDS.gates });
    expect(await findToast()).toHaveTextContent('Access point saved');
    expect(server.requestsOf('CreateAccessPoint')[0].body).toMatchObject({
      DisplayName: 'Шлагбаум 2',
      LockId: OTHER_LOCK.id,
      PerimeterId: IDS.gates,
      DefaultKeySettings: { keepDoorOpened: 3000 },
    });
    // The restrictions are sent as the platform stores them: text.
    expect(server.requestsOf('CreateAccessPoint')[0].body?.KeyUsage).toEqual({
      restrictions: [
        { key: 'AutoOpenEnabled', value: 'True', type: 'boolean' },
        { key: 'KeepOpenedEnabled', value: 'True', type: 'boolean' },
        { key: 'MaxOpenedTime', value: '60000', type: 'timeSpan' },
        { key: 'MinOpenedTime', value: '3000', type: 'timeSpan' },
        { key: 'MaxActiveDistance', value: '100', type: 'int' },
        { key: 'MinActiveDistance', value: '0', type: 'int' },
      ],
    });
    await waitFor(() => expect(pathname()).toBe(`/intercom-ru/access/points/edit/${NEW_ID}`));
  });

  it('edit: shows the lock, sends only what changed after the confirmation', async () => {
    const user = userEvent.setup();
    const { server } = await openAccess(`/intercom-ru/access/points/edit/${IDS.barrier}`);
    expect(await screen.findByDisplayValue('Шлагбаум')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Lock ID/ })).toHaveValue(`${LOCK.pid} — ${LOCK.name}`),
    );
    server.on('EditAccessPoint', ({ params }) => ({
      body: { ...samplePoint(IDS.barrier), displayName: params.DisplayName },
    }));

    await replaceName(user, 'Шлагбаум у ворот');
    await saveAndConfirm(user, ABONENTS_REACHED.existing);
    expect(await findToast()).toHaveTextContent('Access point saved');
    expect(server.requestsOf('EditAccessPoint')[0].body).toEqual({
      Action: 'EditAccessPoint',
      Id: IDS.barrier,
      DisplayName: 'Шлагбаум у ворот',
    });
  });

  it('a name of one character after trimming gets the minimum-length message', async () => {
    const user = userEvent.setup();
    await openAccess(`/intercom-ru/access/points/edit/${IDS.barrier}`);
    await screen.findByDisplayValue('Шлагбаум');
    await replaceName(user, ' ы ');
    expect(await screen.findByText('Minimum length is 2 characters')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });

  it('delete: confirmed, then the toast, and the page goes to the access route', async () => {
    const user = userEvent.setup();
    const { server, pathname } = await openAccess(`/intercom-ru/access/points/edit/${IDS.barrier}`);
    await screen.findByDisplayValue('Шлагбаум');
    server.on('DeleteAccessPoint', { body: {} });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete this access point?');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await findToast()).toHaveTextContent('Access point deleted');
    expect(server.requestsOf('DeleteAccessPoint')[0].body).toEqual({ Action: 'DeleteAccessPoint', Id: IDS.barrier });
    await waitFor(() => expect(pathname()).toBe('/intercom-ru/access'));
  });
});

describe('deleting a perimeter the server refuses', () => {
  it("says why beforehand, from the tree; confirmed anyway, the server's reason is a red toast and the page stays", async () => {
    expectFailedCall(409);
    const user = userEvent.setup();
    const { server, pathname } = await openAccess(`/intercom-ru/access/perimeters/edit/${IDS.korpus}`);
    await screen.findByDisplayValue('Корпус 1');
    server.on('DeleteAccessPerimeter', { status: 409, body: { error: 'objects.errors.perimeterHasChildren' } });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    // Корпус 1 holds Подъезд 1: the question says so before anything is sent.
    expect(dialog).toHaveTextContent('This perimeter still has child perimeters: delete or move them first');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const toast = await findToast('alert');
    expect(toast).toHaveTextContent('This perimeter still has child perimeters: delete or move them first');
    expect(pathname()).toBe(`/intercom-ru/access/perimeters/edit/${IDS.korpus}`);
  });
});
