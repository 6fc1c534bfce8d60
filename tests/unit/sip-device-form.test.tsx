import { CompletionContext } from '@codemirror/autocomplete';
import { EditorState, Text } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { HIDDEN_SECRET, sipConfigSchema } from '../../contract/sip-config';
import { createI18nProvider } from '../../src/i18n/i18nProvider';
import { completeConfig } from '../../src/resources/sip_devices/editor/configLanguage';
import { configDiagnostics } from '../../src/resources/sip_devices/editor/configLinter';
import { createMemoryDataProvider } from './support/memoryDataProvider';
import { renderResource } from './support/renderResource';
import { sipDevicePages } from './support/resourcePages';
import { makeUser } from './support/session';

/** The SIP device form's configuration rules (Save disabled while any error exists). */

const SERVER = {
  id: '00000000-0000-4000-8000-0000000000a1',
  sipServerId: '00000000-0000-4000-8000-0000000000a1',
  name: 'SIP-сервер Лесная',
};
const CONFIGURATION = `[sip]\nusername = panel-1\npassword = ${HIDDEN_SECRET}\ntransport = udp\n`;
const DEVICE = {
  id: '00000000-0000-4000-8000-0000000000d1',
  sipDeviceId: '00000000-0000-4000-8000-0000000000d1',
  sipDeviceName: 'Панель Лесная 12',
  name: 'Панель Лесная 12',
  serverId: SERVER.id,
  server: SERVER.name,
  addressId: null,
  address: null,
  openMethod: 'dtmf',
  dtmfOpenCommand: '*1#',
  description: null,
  configuration: CONFIGURATION,
  abonentCount: 0,
  added: '2026-11-01T10:00:00.000Z',
  registered: null,
};

// The editor's module (CodeMirror) is loaded lazily by the form: transform it once, before the timed waits.
beforeAll(async () => {
  await import('../../src/resources/sip_devices/editor/ConfigurationEditor');
}, 30_000);

const openEdit = async () => {
  const memory = createMemoryDataProvider({ sip_devices: [DEVICE], sip_servers: [SERVER], addresses: [] });
  // The SIP device pages alone: the form needs no area around it.
  renderResource({
    ...sipDevicePages,
    path: `/intercom-ru/sip_devices/edit/${DEVICE.id}`,
    dataProvider: memory.dataProvider,
    user: makeUser(),
  });
  // The editor is loaded lazily; its editable text is named after the field.
  const content = await screen.findByRole('textbox', { name: 'Configuration' }, { timeout: 5000 });
  return { ...memory, content };
};

/** Replaces the editor's text as one edit, as a paste does. */
const setConfiguration = (content: HTMLElement, text: string) =>
  act(() => {
    const view = EditorView.findFromDOM(content)!;
    view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } });
  });

const saveButton = () => screen.getByRole('button', { name: 'Save' });

describe('the SIP device edit page', () => {
  it('shows the stored configuration, its password hidden, that the panel never registered, with Save disabled until something changes', async () => {
    const { content } = await openEdit();
    expect(content.textContent).toContain(`password = ${HIDDEN_SECRET}`);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Панель Лесная 12');
    expect(screen.getByText('Never')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });

  it('says which line is wrong and why, keeps Save disabled, and enables it once fixed', async () => {
    const { content } = await openEdit();
    setConfiguration(content, CONFIGURATION.replace('transport = udp', 'transport = sctp'));
    expect(
      await screen.findByText('Line 4: “sctp” is not allowed for “transport”: use one of udp, tcp, tls'),
    ).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();

    setConfiguration(content, CONFIGURATION.replace('transport = udp', 'transport = tls'));
    await waitFor(() => expect(saveButton()).toBeEnabled());
    expect(screen.queryByText(/^Line \d+:/)).not.toBeInTheDocument();
  });

  it('sends only the changed configuration, the hidden password as it was, after confirming', async () => {
    const user = userEvent.setup();
    const { content, callsOf } = await openEdit();
    const edited = CONFIGURATION.replace('transport = udp', 'transport = tcp');
    setConfiguration(content, edited);
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await user.click(saveButton());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(callsOf('update', 'sip_devices')).toHaveLength(1));
    const [{ params }] = callsOf('update', 'sip_devices');
    expect(params.data.configuration).toBe(edited);
    expect(params.previousData.configuration).toBe(CONFIGURATION);
  });

  it('refuses a DTMF command with anything but digits, *, # and +', async () => {
    const user = userEvent.setup();
    await openEdit();
    const field = screen.getByRole('textbox', { name: 'DTMF open command' });
    await user.clear(field);
    await user.type(field, '*1-2');
    await user.tab();
    expect(
      await screen.findByText('DTMF command: only digits and the symbols *, #, + are allowed'),
    ).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });
});

describe('clearing the whole configuration with a DTMF command filled in', () => {
  // react-admin makes a cleared input null: the form once read it as text and lost the page.
  it.each([
    ['edit', `/intercom-ru/sip_devices/edit/${DEVICE.id}`],
    ['create', '/intercom-ru/sip_devices/create'],
  ])('on the %s page keeps the form and says the configuration is required', async (_page, path) => {
    const user = userEvent.setup();
    const memory = createMemoryDataProvider({ sip_devices: [DEVICE], sip_servers: [SERVER], addresses: [] });
    renderResource({ ...sipDevicePages, path, dataProvider: memory.dataProvider, user: makeUser() });
    const content = await screen.findByRole('textbox', { name: 'Configuration' }, { timeout: 5000 });
    const command = screen.getByRole('textbox', { name: 'DTMF open command' });
    await user.clear(command);
    await user.type(command, '*1#');
    setConfiguration(content, '');
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'DTMF open command' })).toHaveValue('*1#');
    expect(screen.getByRole('textbox', { name: 'Configuration' })).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });
});

describe('the DTMF command and the configuration’s dtmf_code', () => {
  const WITH_CODE = `${CONFIGURATION}\n[door]\ndtmf_code = *1#\n`;
  const MISMATCH =
    'The configuration opens the door with dtmf_code = *1# (line 7): enter the same code here, or change the configuration';

  it('refuses a command that differs from the configuration’s code, on the command field, naming the code and its line', async () => {
    const user = userEvent.setup();
    const { content } = await openEdit();
    setConfiguration(content, WITH_CODE);
    await waitFor(() => expect(saveButton()).toBeEnabled());
    const field = screen.getByRole('textbox', { name: 'DTMF open command' });
    await user.clear(field);
    await user.type(field, '*2#');
    await user.tab();
    expect(await screen.findByText(MISMATCH)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(saveButton()).toBeDisabled();

    await user.clear(field);
    await user.type(field, '*1#');
    await waitFor(() => expect(screen.queryByText(MISMATCH)).not.toBeInTheDocument());
    expect(saveButton()).toBeEnabled();
  });

  it('says so on the command field when the configuration is what changed, touched or not, and Save waits until they agree', async () => {
    const user = userEvent.setup();
    const { content, callsOf } = await openEdit();
    setConfiguration(content, WITH_CODE.replace('*1#', '*8#'));
    expect(
      await screen.findByText(
        'The configuration opens the door with dtmf_code = *8# (line 7): enter the same code here, or change the configuration',
      ),
    ).toBeInTheDocument();
    // Made to agree from the configuration's side: the message goes.
    setConfiguration(content, WITH_CODE);
    await waitFor(() => expect(screen.queryByText(/The configuration opens the door/)).not.toBeInTheDocument());
    await waitFor(() => expect(saveButton()).toBeEnabled());
    // The command field, already touched, shows a new difference too.
    setConfiguration(content, WITH_CODE.replace('*1#', '*9#'));
    expect(
      await screen.findByText(
        'The configuration opens the door with dtmf_code = *9# (line 7): enter the same code here, or change the configuration',
      ),
    ).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();

    const field = screen.getByRole('textbox', { name: 'DTMF open command' });
    await user.clear(field);
    await user.type(field, '*9#');
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await user.click(saveButton());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(callsOf('update', 'sip_devices')).toHaveLength(1));
    expect(callsOf('update', 'sip_devices')[0].params.data).toMatchObject({
      dtmfOpenCommand: '*9#',
      configuration: WITH_CODE.replace('*1#', '*9#'),
    });
  });

  it('says it in Russian too', async () => {
    const i18n = createI18nProvider();
    await i18n.changeLocale('ru');
    expect(i18n.translate('sip.devices.validation.dtmfDiffersFromConfiguration', { code: '*1#', line: 7 })).toBe(
      'В конфигурации дверь открывается кодом dtmf_code = *1# (строка 7): введите здесь тот же код или измените конфигурацию',
    );
  });
});

describe('the configuration linter in the editor', () => {
  it('translates the shared validator’s messages in the interface language and places them on the line', async () => {
    const i18n = createI18nProvider();
    const doc = Text.of(['[sip]', 'username = panel-1', 'password = p', '[audio]', 'speaker_volume = 11']);
    await i18n.changeLocale('ru');
    const [diagnostic] = configDiagnostics(doc, i18n.translate);
    expect(diagnostic).toEqual({
      from: doc.line(5).from + 'speaker_volume = '.length,
      to: doc.line(5).to,
      severity: 'error',
      message: '«speaker_volume» должен быть от 0 до 10',
    });
    await i18n.changeLocale('en');
    expect(configDiagnostics(doc, i18n.translate)[0].message).toBe('“speaker_volume” must be from 0 to 10');
  });
});

describe('completion in the editor', () => {
  /** The labels offered at the end of `text` (as Ctrl+Space asks). */
  const offered = (text: string) => {
    const context = new CompletionContext(EditorState.create({ doc: text }), text.length, true);
    return completeConfig(sipConfigSchema)(context)?.options.map((option) => option.label);
  };

  it('offers the groups after [, the keys of the current group, and the values of an enum or boolean key', () => {
    expect(offered('[')).toEqual(['sip', 'audio', 'door', 'network']);
    expect(offered('[audio]\n')).toEqual(['codecs', 'speaker_volume', 'mic_volume', 'echo_cancel']);
    expect(offered('[sip]\ntransport = ')).toEqual(['udp', 'tcp', 'tls']);
    expect(offered('[audio]\ncodecs = pcma, ')).toEqual(['pcmu', 'pcma', 'g722', 'g729', 'opus']);
    expect(offered('[network]\ndhcp = ')).toEqual(['true', 'false']);
  });

  it('offers nothing outside a known group or for free text', () => {
    expect(offered('username')).toBeUndefined();
    expect(offered('[video]\nfps')).toBeUndefined();
    expect(offered('[sip]\nusername = ')).toBeUndefined();
  });
});

describe('the SIP device list', () => {
  it('shows how each door opens and filters by it on the server', async () => {
    const user = userEvent.setup();
    const relayDevice = {
      ...DEVICE,
      id: '00000000-0000-4000-8000-0000000000d2',
      sipDeviceId: '00000000-0000-4000-8000-0000000000d2',
      sipDeviceName: 'Панель Садовая 3',
      openMethod: 'relay',
    };
    const memory = createMemoryDataProvider({
      sip_devices: [DEVICE, relayDevice],
      sip_servers: [SERVER],
      addresses: [],
    });
    renderResource({
      ...sipDevicePages,
      path: '/intercom-ru/sip_devices',
      dataProvider: memory.dataProvider,
      user: makeUser(),
    });
    const relayRow = (await screen.findByRole('cell', { name: 'Панель Садовая 3' }, { timeout: 5000 })).closest('tr')!;
    expect(within(relayRow).getByText('Panel relay')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Open method' }));
    await user.click(await screen.findByRole('option', { name: 'Panel relay' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Панель Лесная 12' })).not.toBeInTheDocument());
    expect(screen.getByRole('cell', { name: 'Панель Садовая 3' })).toBeInTheDocument();
    expect(memory.callsOf('getList', 'sip_devices').at(-1)?.params.filter).toMatchObject({ openMethod: 'relay' });
  });
});

describe('a new SIP device in a company without a SIP server', () => {
  it('says the platform has not registered one yet, and the empty selector says so in words', async () => {
    const user = userEvent.setup();
    const memory = createMemoryDataProvider({ sip_devices: [], sip_servers: [], addresses: [] });
    renderResource({
      ...sipDevicePages,
      path: '/intercom-ru/sip_devices/create',
      dataProvider: memory.dataProvider,
      user: makeUser(),
    });
    expect(
      await screen.findByText(/^The platform has not registered a SIP server for your company yet/, undefined, {
        timeout: 5000,
      }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /SIP server/ }));
    expect(await screen.findByText('No matches')).toBeInTheDocument();
    expect(screen.queryByText(/%\{/)).not.toBeInTheDocument();
  });

  it('says nothing of it when the company has a server', async () => {
    const memory = createMemoryDataProvider({ sip_devices: [], sip_servers: [SERVER], addresses: [] });
    renderResource({
      ...sipDevicePages,
      path: '/intercom-ru/sip_devices/create',
      dataProvider: memory.dataProvider,
      user: makeUser(),
    });
    await screen.findByRole('textbox', { name: 'Configuration' }, { timeout: 5000 });
    expect(screen.queryByText(/has not registered a SIP server/)).not.toBeInTheDocument();
  });
});
