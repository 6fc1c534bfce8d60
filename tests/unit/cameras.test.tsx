import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, type RaRecord } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../src/dataProvider/dataProvider';
import { changedValues } from '../../src/dataProvider/params';
import {
  type CameraOfflineReason,
  type CameraRecord,
  type CameraStatusResult,
  cameraLinkProblem,
  cameraMessages,
  sameCameraAddress,
} from '../../contract/camera';
import { validation } from '../../contract/messages';
import { checkOrder } from '../../src/resources/cameras/CheckAllButton';
import { toExportRow } from '../../src/resources/cameras/exportCameras';
import { CameraCreate } from '../../src/resources/cameras/CameraCreate';
import { CameraEdit } from '../../src/resources/cameras/CameraEdit';
import { CameraList } from '../../src/resources/cameras/CameraList';
import { areaStores } from '../../src/session/areaStore';
import { stubServer } from './support/fakeServer';
import { createMemoryDataProvider } from './support/memoryDataProvider';
import cameras from '../../src/resources/cameras';
import { renderResource } from './support/renderResource';
import { makeUser } from './support/session';
import { expectFailedCall } from './support/console';

/** The cameras screens: the form's rules, the status check and the bulk delete. */

const camera = (index: number, overrides: Partial<CameraRecord> = {}): CameraRecord & RaRecord => ({
  id: `c0000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  uuid: `d0000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  name: `Камера ${index}`,
  login: 'viewer',
  hasPassword: true,
  link: `rtsp://192.0.2.${index}:554/live`,
  companyId: 'e0000000-0000-4000-8000-000000000001',
  serviceCompany: 'УК «Северный квартал»',
  status: null,
  offlineReason: null,
  checked: null,
  created: new Date(Date.UTC(2026, 0, index)).toISOString(),
  ...overrides,
});

/** The machine running the tests may be busy: a save and its toast can take more than a second. */
const SLOW = { timeout: 5000 };

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const passwordField = () => screen.getByLabelText('Password', { selector: 'input' });
const saveButton = () => screen.getByRole('button', { name: 'Save' });

/** A check that finds the camera `status`; offline because the camera did not answer in time. */
const withCheck = (
  memory: ReturnType<typeof createMemoryDataProvider>,
  status: 'online' | 'offline',
  offlineReason: CameraOfflineReason = 'timeout',
) => {
  const checkCameraStatus = vi.fn(async ({ id }: { id: string }) => {
    const result: CameraStatusResult = {
      id,
      status,
      offlineReason: status === 'offline' ? offlineReason : null,
      checked: new Date(Date.UTC(2026, 10, 22, 9, 15)).toISOString(),
    };
    Object.assign(
      memory.records.cameras.find((row) => row.id === id)!,
      result,
    );
    return { data: result };
  });
  return { dataProvider: { ...memory.dataProvider, checkCameraStatus }, checkCameraStatus };
};

// The camera pages alone, in a minimal react-admin context: the tests need no area around them.
const pages = { list: CameraList, create: CameraCreate, edit: CameraEdit };
const renderCameras = (options: Omit<Parameters<typeof renderResource>[0], 'resource' | 'pages'>) =>
  renderResource({ resource: 'cameras', pages, recordRepresentation: cameras.recordRepresentation, ...options });

describe('the camera link rule', () => {
  it.each([
    ['rtsp://192.168.1.20:554/stream1', undefined],
    ['http://cam-7.local/video.mjpg', undefined],
    ['HTTPS://[2001:db8::1]:8443/live', undefined],
    ['ftp://192.168.1.20/', validation.cameraLink],
    ['192.168.1.20', validation.cameraLink],
    ['rtsp://', validation.cameraLink],
    ['rtsp://cam/ path', validation.cameraLink],
    ['rtsp://cam/\r\nX-Injected: 1', validation.cameraLink],
    ['rtsp://192.168.1.256/live', validation.ip],
    ['rtsp://admin@192.168.1.20/live', validation.cameraLinkCredentials],
    ['http://admin:secret@192.168.1.20/', validation.cameraLinkCredentials],
  ])('%s: %s', (link, problem) => {
    expect(cameraLinkProblem(link)).toBe(problem);
  });
});

describe('the address a stored password belongs to', () => {
  it.each([
    ['rtsp://192.168.1.20/live', 'rtsp://192.168.1.20:554/other', true],
    ['rtsp://Cam.Example/a', 'RTSP://cam.example/b', true],
    ['http://cam.example/', 'http://cam.example:80/snapshot', true],
    ['rtsp://192.168.1.20/live', 'rtsp://192.168.1.21/live', false],
    ['rtsp://192.168.1.20/live', 'rtsp://192.168.1.20:8554/live', false],
    ['rtsp://cam.example/', 'http://cam.example/', false],
    ['rtsp://cam.example/', 'rtsp://', false],
  ])('%s and %s: %s', (link, other, same) => {
    expect(sameCameraAddress(link, other)).toBe(same);
  });
});

describe('the camera create page', () => {
  const open = () => {
    const memory = createMemoryDataProvider({ cameras: [camera(1)] });
    const check = withCheck(memory, 'offline', 'refused');
    const view = renderCameras({
      path: '/intercom-ru/cameras/create',
      dataProvider: check.dataProvider,
      user: makeUser(),
    });
    return { ...memory, ...check, ...view };
  };

  it('says what a link must be, and keeps what was typed', async () => {
    const user = userEvent.setup();
    open();
    await screen.findByRole('heading', { name: 'New camera' });
    expect(saveButton()).toBeDisabled();
    await user.type(field(/^Name/), 'Вход');
    await user.type(field(/^Stream link/), 'ftp://192.0.2.1/live');
    await user.tab();
    expect(
      await screen.findByText('Enter a link that starts with rtsp://, http:// or https:// and the camera’s address'),
    ).toBeInTheDocument();
    expect(field(/^Stream link/)).toHaveValue('ftp://192.0.2.1/live');
    expect(saveButton()).toBeDisabled();

    await user.clear(field(/^Stream link/));
    await user.type(field(/^Stream link/), 'rtsp://admin:1234@192.0.2.1/live');
    await user.tab();
    expect(
      await screen.findByText('Put the login and password in their own fields, not in the link'),
    ).toBeInTheDocument();
  });

  it('explains the password field, saves without asking and shows Camera saved', async () => {
    const user = userEvent.setup();
    const { callsOf, pathname } = open();
    await screen.findByRole('heading', { name: 'New camera' });
    expect(
      screen.getByText('The password for signing in to the camera. It is stored encrypted and never shown again.'),
    ).toBeInTheDocument();
    await user.type(field(/^Name/), '  Двор ');
    await user.type(field(/^Stream link/), 'rtsp://192.0.2.9/live');
    await user.type(field(/^Login/), 'admin');
    await user.type(passwordField(), 'secret 1');
    await user.click(saveButton());

    expect(await screen.findByRole('status', {}, SLOW)).toHaveTextContent('Camera saved');
    expect(callsOf('create')[0].params.data).toEqual({
      name: 'Двор',
      link: 'rtsp://192.0.2.9/live',
      login: 'admin',
      password: 'secret 1',
    });
    await waitFor(() => expect(pathname()).toBe('/intercom-ru/cameras'));
  });

  it('checks the new camera once it is saved, and shows why it is offline in the toast and in its row', async () => {
    const user = userEvent.setup();
    const { checkCameraStatus, records, callsOf } = open();
    await screen.findByRole('heading', { name: 'New camera' });
    await user.type(field(/^Name/), 'Калитка');
    await user.type(field(/^Stream link/), 'rtsp://192.0.2.9/live');
    await user.click(saveButton());

    expect(await screen.findByRole('status', {}, SLOW)).toHaveTextContent('Camera saved');
    const created = records.cameras.find((row) => row.name === 'Калитка')!;
    // The check starts only after the save succeeded, for the camera the server stored.
    await waitFor(() => expect(checkCameraStatus).toHaveBeenCalledWith({ id: created.id }), SLOW);
    expect(callsOf('create')).toHaveLength(1);
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      'Калитка: offline. The connection was refused: nothing listens at this port',
    );
    const row = (await screen.findByText('Калитка')).closest('tr')!;
    await waitFor(() => expect(within(row).getByText('Offline')).toBeInTheDocument(), SLOW);
    expect(within(row).getByText('The connection was refused: nothing listens at this port')).toBeInTheDocument();
  });
});

describe('the camera edit page', () => {
  const open = (record = camera(1)) => {
    const memory = createMemoryDataProvider({ cameras: [record] });
    const check = withCheck(memory, 'online');
    const view = renderCameras({
      path: `/intercom-ru/cameras/${record.id}`,
      dataProvider: check.dataProvider,
      user: makeUser(),
    });
    return { ...memory, ...check, ...view };
  };

  it('never shows the password: the field is empty and says the stored one is kept', async () => {
    open();
    await screen.findByDisplayValue('Камера 1');
    expect(passwordField()).toHaveValue('');
    expect(screen.getByText('A password is stored. Leave the field empty to keep it unchanged.')).toBeInTheDocument();
  });

  it('says that a link to another address needs the password again, and a link to another path does not', async () => {
    const user = userEvent.setup();
    open();
    await screen.findByDisplayValue('Камера 1');
    const retype = async (link: string) => {
      await user.clear(field(/^Stream link/));
      await user.click(field(/^Stream link/));
      await user.paste(link);
    };
    await retype('rtsp://192.0.2.1/other');
    expect(screen.getByText('A password is stored. Leave the field empty to keep it unchanged.')).toBeInTheDocument();
    await retype('rtsp://192.0.2.200/live');
    expect(
      screen.getByText(
        'The link now points to another address: enter the camera’s password again. The stored one is kept only for the old address.',
      ),
    ).toBeInTheDocument();
  });

  it('says when there is no password to keep', async () => {
    open(camera(1, { hasPassword: false, login: null }));
    await screen.findByDisplayValue('Камера 1');
    expect(screen.getByText('No password is stored. Leave the field empty to keep it that way.')).toBeInTheDocument();
  });

  it('asks before saving, and sends only the changed name: an untouched password is not sent', async () => {
    const user = userEvent.setup();
    const { callsOf } = open();
    await screen.findByDisplayValue('Камера 1');
    await user.type(field(/^Name/), ' — вход');
    await user.click(saveButton());
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(dialog).toHaveTextContent('Save changes?');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByRole('status', {}, SLOW)).toHaveTextContent('Camera saved');
    const [{ params }] = callsOf('update');
    expect(changedValues(params.data, params.previousData)).toEqual({ name: 'Камера 1 — вход' });
  });

  it('a typed password is sent; typed and cleared again counts as unchanged', async () => {
    const user = userEvent.setup();
    const { callsOf } = open();
    await screen.findByDisplayValue('Камера 1');
    await user.type(passwordField(), 'x');
    await user.clear(passwordField());
    await user.type(field(/^Login/), '2');
    await user.click(saveButton());
    await user.click(within(await screen.findByRole('dialog', {}, SLOW)).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(callsOf('update')).toHaveLength(1), SLOW);
    let [{ params }] = callsOf('update');
    // null is what the server reads as "keep the stored password".
    expect(changedValues(params.data, params.previousData)).toEqual({ login: 'viewer2', password: null });

    await user.click(await screen.findByText('Камера 1'));
    await screen.findByDisplayValue('Камера 1');
    await user.type(passwordField(), 'new-secret');
    await user.click(saveButton());
    await user.click(within(await screen.findByRole('dialog', {}, SLOW)).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(callsOf('update')).toHaveLength(2), SLOW);
    [, { params }] = callsOf('update');
    expect(changedValues(params.data, params.previousData)).toEqual({ password: 'new-secret' });
  });

  it('shows why the camera was offline at its last check, and when', async () => {
    open(camera(1, { status: 'offline', offlineReason: 'notResolved', checked: '2026-11-21T08:00:00.000Z' }));
    await screen.findByDisplayValue('Камера 1');
    expect(screen.getByText('Offline')).toBeInTheDocument();
    expect(screen.getByText('The host name was not found')).toBeInTheDocument();
    expect(screen.getByText(/^checked /)).toBeInTheDocument();
  });

  it('deletes the camera after a confirm that names it; Cancel keeps it', async () => {
    const user = userEvent.setup();
    const { callsOf, pathname } = open();
    await screen.findByDisplayValue('Камера 1');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(dialog).toHaveTextContent('Delete this camera?');
    expect(dialog).toHaveTextContent('Камера 1');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsOf('delete')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog', {}, SLOW);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('status', {}, SLOW)).toHaveTextContent('Camera deleted');
    expect(callsOf('delete')[0].params.id).toBe(camera(1).id);
    await waitFor(() => expect(pathname()).toBe('/intercom-ru/cameras'));
  });

  it("'Check status' checks now and shows the result in place, keeping what is being typed", async () => {
    const user = userEvent.setup();
    const { checkCameraStatus } = open();
    await screen.findByDisplayValue('Камера 1');
    expect(screen.getByText('Not checked')).toBeInTheDocument();
    await user.type(field(/^Name/), ' (правка)');
    await user.click(screen.getByRole('button', { name: 'Check status' }));

    expect(await screen.findByRole('status', {}, SLOW)).toHaveTextContent('Камера 1: online');
    expect(checkCameraStatus).toHaveBeenCalledWith({ id: camera(1).id });
    expect(screen.getByText('Online')).toBeInTheDocument();
    expect(screen.getByText(/^checked /)).toBeInTheDocument();
    expect(field(/^Name/)).toHaveValue('Камера 1 (правка)');
  });
});

describe('the cameras list', () => {
  const open = (status: 'online' | 'offline' = 'offline') => {
    const memory = createMemoryDataProvider({
      cameras: [
        camera(1),
        camera(2, { status: 'online', checked: '2026-11-21T08:00:00.000Z' }),
        camera(3),
        camera(4, { status: 'offline', offlineReason: 'notCamera', checked: '2026-11-20T08:00:00.000Z' }),
      ],
    });
    const check = withCheck(memory, status);
    const view = renderCameras({ path: '/intercom-ru/cameras', dataProvider: check.dataProvider, user: makeUser() });
    return { ...memory, ...check, ...view };
  };
  const rowOf = (name: string) => screen.getByText(name).closest('tr')!;

  it('shows name, link and status with the time of the last check, and ends with All data loaded', async () => {
    open();
    expect(await screen.findByText('Камера 2')).toBeInTheDocument();
    for (const header of ['Name', 'Stream link', 'Status']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    }
    expect(within(rowOf('Камера 1')).getByText('Not checked')).toBeInTheDocument();
    expect(within(rowOf('Камера 2')).getByText('Online')).toBeInTheDocument();
    expect(within(rowOf('Камера 2')).getByText(/^checked /)).toBeInTheDocument();
    expect(within(rowOf('Камера 4')).getByText('Offline')).toBeInTheDocument();
    expect(
      within(rowOf('Камера 4')).getByText('Something answered, but not as an RTSP or HTTP camera'),
    ).toBeInTheDocument();
    expect(within(rowOf('Камера 4')).getByText(/^checked /)).toBeInTheDocument();
    expect(within(rowOf('Камера 1')).getByText('rtsp://192.0.2.1:554/live')).toBeInTheDocument();
    expect(screen.getByText('All data loaded')).toBeInTheDocument();
    expect(screen.queryByText(/secret|password/i)).not.toBeInTheDocument();
  });

  it("a row's 'Check status' checks that camera without opening it, and the row shows the result", async () => {
    const user = userEvent.setup();
    const { checkCameraStatus, pathname } = open('offline');
    await screen.findByText('Камера 3');
    await user.click(within(rowOf('Камера 3')).getByRole('button', { name: 'Check status' }));

    const toast = await screen.findByRole('alert', {}, SLOW);
    expect(toast).toHaveTextContent('Камера 3: offline. No answer within the time allowed');
    expect(checkCameraStatus).toHaveBeenCalledWith({ id: camera(3).id });
    await waitFor(() => expect(within(rowOf('Камера 3')).getByText('Offline')).toBeInTheDocument());
    expect(within(rowOf('Камера 3')).getByText('No answer within the time allowed')).toBeInTheDocument();
    expect(pathname()).toBe('/intercom-ru/cameras');
  });

  it("deletes the selected cameras after the confirm 'Delete these cameras?', and Cancel deletes nothing", async () => {
    const user = userEvent.setup();
    const { callsOf } = open();
    await screen.findByText('Камера 1');
    await user.click(within(rowOf('Камера 1')).getByRole('checkbox'));
    await user.click(within(rowOf('Камера 3')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    let dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(dialog).toHaveTextContent('Delete these cameras?');
    expect(dialog).toHaveTextContent('The 2 selected cameras will be deleted.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsOf('deleteMany')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog', {}, SLOW);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('status', {}, SLOW)).toHaveTextContent('Cameras deleted');
    expect(callsOf('deleteMany')[0].params.ids).toEqual([camera(1).id, camera(3).id]);
    await waitFor(() => expect(screen.queryByText('Камера 1')).not.toBeInTheDocument());
    expect(screen.getByText('Камера 2')).toBeInTheDocument();
  });

  it.each([
    ['en', 'Delete this camera?', 'The selected camera will be deleted.'],
    ['ru', 'Удалить 1 выбранную камеру?', '1 выбранная камера будет удалена.'],
  ] as const)('asks of one selected camera in the singular (%s)', async (locale, question, content) => {
    const user = userEvent.setup();
    const memory = createMemoryDataProvider({ cameras: [camera(1), camera(2)] });
    renderCameras({ path: '/intercom-ru/cameras', dataProvider: memory.dataProvider, user: makeUser(), locale });
    await screen.findByText('Камера 1', {}, SLOW);
    await user.click(within(rowOf('Камера 1')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: locale === 'en' ? 'Delete' : 'Удалить' }));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    expect(dialog).toHaveTextContent(question);
    expect(dialog).toHaveTextContent(content);
  });

  it('exports no password, nor whether there is one', () => {
    const row = toExportRow(camera(1), (key) => key);
    expect(Object.keys(row)).toEqual([
      'name',
      'link',
      'login',
      'status',
      'offlineReason',
      'checked',
      'serviceCompany',
      'uuid',
      'created',
    ]);
  });
});

describe("the cameras list's 'Check all'", () => {
  /** Cameras 1..count: the odd ones never checked, the even ones checked on day `index`. */
  const cameras = (count: number) =>
    Array.from({ length: count }, (_, index) =>
      camera(
        index + 1,
        index % 2 === 1 ? { status: 'online', checked: new Date(Date.UTC(2026, 10, 20 - index)).toISOString() } : {},
      ),
    );
  /** A check each call of which waits until the test answers it. */
  const heldChecks = () => {
    const pending: { id: string; answer: (result: 'online' | 'offline') => void; refuse: (error: unknown) => void }[] =
      [];
    const checkCameraStatus = vi.fn(
      ({ id }: { id: string }) =>
        new Promise<{ data: CameraStatusResult }>((resolve, reject) => {
          pending.push({
            id,
            answer: (status) =>
              resolve({
                data: {
                  id,
                  status,
                  offlineReason: status === 'offline' ? 'timeout' : null,
                  checked: new Date().toISOString(),
                },
              }),
            refuse: reject,
          });
        }),
    );
    return { checkCameraStatus, pending };
  };
  const open = (rows: CameraRecord[], checkCameraStatus: ReturnType<typeof vi.fn>) => {
    const memory = createMemoryDataProvider({ cameras: rows });
    renderCameras({
      path: '/intercom-ru/cameras',
      dataProvider: { ...memory.dataProvider, checkCameraStatus },
      user: makeUser(),
    });
    return memory;
  };

  it('checks the cameras the list shows, never-checked and longest-ago first, showing how many are done', async () => {
    const user = userEvent.setup();
    const { checkCameraStatus, pending } = heldChecks();
    const rows = cameras(4);
    const memory = open(rows, checkCameraStatus);
    await screen.findByText('Камера 4');
    await user.click(screen.getByRole('button', { name: 'Check all' }));

    expect(await screen.findByText('0 of 4 checked')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check all' })).toBeDisabled();
    // Three at a time, in the order of checkOrder: the never-checked cameras, then the oldest check.
    await waitFor(() => expect(pending).toHaveLength(3));
    expect(pending.map((check) => check.id)).toEqual(
      checkOrder(rows)
        .slice(0, 3)
        .map((row) => row.id),
    );
    expect(pending.map((check) => check.id)).toEqual([camera(1).id, camera(3).id, camera(4).id]);

    pending[0].answer('online');
    expect(await screen.findByText('1 of 4 checked')).toBeInTheDocument();
    pending[1].answer('offline');
    expect(await screen.findByText('2 of 4 checked')).toBeInTheDocument();
    await waitFor(() => expect(pending).toHaveLength(4));
    pending[2].answer('online');
    pending[3].answer('online');

    expect(await screen.findByRole('status', {}, SLOW)).toHaveTextContent('Checked 4 cameras: 3 online, 1 offline');
    expect(screen.queryByText(/of 4 checked/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check all' })).toBeEnabled();
    // The list was reloaded to show the new statuses.
    expect(memory.callsOf('getList', 'cameras').length).toBeGreaterThan(1);
  });

  it('stops at the per-minute limit (429) and says how far it got', async () => {
    expectFailedCall(429);
    const user = userEvent.setup();
    let calls = 0;
    const checkCameraStatus = vi.fn(async ({ id }: { id: string }) => {
      calls += 1;
      if (calls > 2) throw new HttpError(cameraMessages.tooManyChecks, 429, { error: cameraMessages.tooManyChecks });
      return { data: { id, status: 'online', offlineReason: null, checked: new Date().toISOString() } };
    });
    open(cameras(8), checkCameraStatus);
    await screen.findByText('Камера 8');
    await user.click(screen.getByRole('button', { name: 'Check all' }));

    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      '2 of 8 checked: no more status checks are allowed this minute. Wait a minute and press Check all again; the cameras checked longest ago go first.',
    );
    // Nothing is asked for after the refusal but what was already under way.
    expect(checkCameraStatus.mock.calls.length).toBeLessThan(8);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check all' })).toBeEnabled();
  });

  it('says so in Russian, with the right plural', async () => {
    const user = userEvent.setup();
    const memory = createMemoryDataProvider({ cameras: cameras(2) });
    const checkCameraStatus = vi.fn(async ({ id }: { id: string }) => {
      const result = { id, status: 'offline', offlineReason: 'refused', checked: new Date().toISOString() } as const;
      Object.assign(
        memory.records.cameras.find((row) => row.id === id)!,
        result,
      );
      return { data: result };
    });
    renderCameras({
      path: '/intercom-ru/cameras',
      dataProvider: { ...memory.dataProvider, checkCameraStatus },
      user: makeUser(),
      locale: 'ru',
    });
    await screen.findByText('Камера 2');
    await user.click(screen.getByRole('button', { name: 'Проверить все' }));
    expect(await screen.findByRole('status', {}, SLOW)).toHaveTextContent(
      'Проверены 2 камеры: в сети — 0, не в сети — 2',
    );
    const row = screen.getByText('Камера 1').closest('tr')!;
    await waitFor(
      () =>
        expect(within(row).getByText('В подключении отказано: на этом порту ничего не работает')).toBeInTheDocument(),
      SLOW,
    );
  });
});

describe('the cameras screens over the real dataProvider (the network stubbed)', () => {
  it('AddCamera carries the link as CameraIp; a server message for CameraIp lands under the link field', async () => {
    expectFailedCall(400);
    const user = userEvent.setup();
    const server = stubServer({
      GetCameras: { body: { items: [], total: 0 } },
      AddCamera: { status: 400, body: { error: 'common.errors.invalidParams', fields: { CameraIp: validation.ip } } },
    });
    renderCameras({
      path: '/intercom-ru/cameras/create',
      dataProvider: createDataProvider(areaStores.company, 'company'),
      store: areaStores.company,
      user: makeUser(),
    });
    await screen.findByRole('heading', { name: 'New camera' });
    await user.type(field(/^Name/), 'Холл');
    await user.type(field(/^Stream link/), 'rtsp://192.0.2.7/live');
    await user.click(saveButton());

    expect(await screen.findByText('Invalid IP address format')).toBeInTheDocument();
    const [request] = server.requestsOf('AddCamera');
    expect(request.body).toMatchObject({ Action: 'AddCamera', Name: 'Холл', CameraIp: 'rtsp://192.0.2.7/live' });
    expect(request.body).not.toHaveProperty('Link');
  });

  it('UpdateCamera refused for a link to another address: the reason is shown under the password field, nothing typed is lost', async () => {
    expectFailedCall(400);
    const user = userEvent.setup();
    const record = camera(1);
    const server = stubServer({
      GetCameras: { body: { items: [record], total: 1 } },
      UpdateCamera: {
        status: 400,
        body: { error: 'common.errors.invalidParams', fields: { Password: cameraMessages.passwordForNewAddress } },
      },
    });
    renderCameras({
      path: `/intercom-ru/cameras/${record.id}`,
      dataProvider: createDataProvider(areaStores.company, 'company'),
      store: areaStores.company,
      user: makeUser(),
    });
    await screen.findByDisplayValue('Камера 1');
    await user.clear(field(/^Stream link/));
    await user.click(field(/^Stream link/));
    await user.paste('rtsp://192.0.2.200/live');
    await user.click(saveButton());
    await user.click(within(await screen.findByRole('dialog', {}, SLOW)).getByRole('button', { name: 'Confirm' }));

    await waitFor(
      () => expect(passwordField()).toHaveAccessibleDescription('Enter the password again for the new address'),
      SLOW,
    );
    expect(passwordField()).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SLOW);
    expect(field(/^Stream link/)).toHaveValue('rtsp://192.0.2.200/live');
    const [request] = server.requestsOf('UpdateCamera');
    expect(request.body).toMatchObject({ CameraId: record.id, CameraIp: 'rtsp://192.0.2.200/live' });
    expect(request.body).not.toHaveProperty('Password');
  });

  it('keeps no password in the record it returns after a create', async () => {
    stubServer({ AddCamera: { body: { id: camera(9).id } } });
    const { data } = await createDataProvider(areaStores.company, 'company').create('cameras', {
      data: { name: 'Холл', link: 'rtsp://192.0.2.7/live', login: 'admin', password: 'secret' },
    });
    expect(data).toEqual({ id: camera(9).id, name: 'Холл', link: 'rtsp://192.0.2.7/live', login: 'admin' });
  });

  it('checkCameraStatus calls CheckCameraStatus with CameraId, a GET', async () => {
    const server = stubServer({
      CheckCameraStatus: {
        body: { id: camera(1).id, status: 'offline', offlineReason: 'refused', checked: '2026-11-22T09:00:00.000Z' },
      },
    });
    const { data } = await createDataProvider(areaStores.company, 'company').checkCameraStatus({ id: camera(1).id });
    expect(data).toEqual({
      id: camera(1).id,
      status: 'offline',
      offlineReason: 'refused',
      checked: '2026-11-22T09:00:00.000Z',
    });
    const [request] = server.requestsOf('CheckCameraStatus');
    expect(request.method).toBe('GET');
    expect(request.params).toEqual({ CameraId: camera(1).id });
  });
});
