import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import russianMessages from 'ra-language-russian';
import { HttpError, mergeTranslations, type RaRecord } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { changedValues } from '../../src/dataProvider/params';
import { abonentMessages } from '../../contract/abonent';
import { parseMessage, withArgs } from '../../contract/messages';
import { catalogues } from '../../src/i18n/catalogues';
import { createDataProvider } from '../../src/dataProvider/dataProvider';
import { areaStores } from '../../src/session/areaStore';
import { stubServer } from './support/fakeServer';
import { createMemoryDataProvider, makeAddresses } from './support/memoryDataProvider';
import { renderResource, type RenderResourceOptions } from './support/renderResource';
import { abonentPages } from './support/resourcePages';
import { makeUser } from './support/session';
import { hasKey, recordingI18nProvider } from './support/translations';
import { expectFailedCall } from './support/console';
import { pasteInto, typeInto } from './support/fields';

/** The abonent's pages as a company admin uses them. */

// The abonent pages alone, in a minimal react-admin context: the tests need no area around them.
const renderAbonents = (options: Omit<RenderResourceOptions, 'resource' | 'pages'>) =>
  renderResource({ ...abonentPages, ...options });

const addresses = makeAddresses(3);
const abonent = {
  id: 'b0000000-0000-4000-8000-000000000001',
  name: 'Андреев Павел Сергеевич',
  phoneNumber: '79161234501',
  building: 'Лесная, 12',
  room: '14',
  addressId: addresses[0].id,
  address: addresses[0].value,
  floor: 4,
  lowerFloor: -1,
  allowedFloors: '-1, 1-4',
  digitalKeyId: null,
  comment: null,
  administrator: false,
  accessTimeInterval: null,
  openOnCall: true,
  cars: [{ model: 'Škoda Octavia', number: 'А123ВС777' }],
  accessCardAndBleTagId: [3301, 1045872],
  blockedCards: [{ code: 7700, blockedAt: '2026-11-20T08:00:00.000Z', blockedBy: 'Орлова Мария' }],
  intercoms: [{ id: 'c0000000-0000-4000-8000-000000000001', intercomName: 'Подъезд 1, Лесная 12', apartment: 14 }],
  accessZoneId: 'f2000000-0000-4000-8000-000000000001',
  accessZone: 'ЖК «Северный квартал» › Корпус 1',
  tariffId: 'f0000000-0000-4000-8000-000000000001',
  tariff: 'Семейный',
  cameraIds: ['f1000000-0000-4000-8000-000000000001'],
  cameras: [{ id: 'f1000000-0000-4000-8000-000000000001', name: 'Паркинг — въезд' }],
  sipDeviceIds: ['e0000000-0000-4000-8000-000000000001'],
  sipDevices: [{ id: 'e0000000-0000-4000-8000-000000000001', name: 'Панель Лесная 12, подъезд 1' }],
  permanentKeys: 12,
  temporaryKeys: 0,
  created: '2026-07-01T09:00:00.000Z',
};
const makeKeys = (count: number): RaRecord[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `d0000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
    abonentId: abonent.id,
    title: `Ключ ${String(index + 1).padStart(2, '0')}`,
    keyType: 'permanent',
    status: 'approved',
    validFrom: null,
    validUntil: null,
    created: new Date(Date.UTC(2026, 0, 1 + index)).toISOString(),
  }));

const open = async (path: string, records: Record<string, RaRecord[]> = {}, keyCount = 1) => {
  // The children an abonent's page changes, as the memory "server" holds them. One key unless a test
  // pages through them: a page of ten rows makes every query of the page slower.
  const children = {
    abonent_keys: makeKeys(keyCount),
    abonent_codes: [{ id: abonent.id, accessCardAndBleTagId: abonent.accessCardAndBleTagId }],
    abonent_intercoms: abonent.intercoms,
  };
  // A key is added as 'sent' (the database's default), as the server adds it.
  const memory = createMemoryDataProvider(
    { abonents: [abonent], addresses, ...children, ...records },
    { abonent_keys: { status: 'sent' } },
  );
  const view = renderAbonents({ path: `/intercom-ru/${path}`, dataProvider: memory.dataProvider, user: makeUser() });
  return { ...memory, ...view };
};
const openCreate = async () => {
  const opened = await open('abonents/create');
  await screen.findByRole('heading', { name: 'New abonent' });
  return opened;
};
const openEdit = async (keyCount?: number) => {
  const opened = await open(`abonents/${abonent.id}`, {}, keyCount);
  await screen.findByDisplayValue(abonent.name);
  return opened;
};

const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });
/** Lets the form's validation of a list after a row is added (a promise) finish, so its errors would show. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)));
const saveButton = () => screen.getByRole('button', { name: 'Save' });
const region = (name: string) => screen.getByRole('region', { name });

describe('the abonent list', () => {
  it('shows name, phone formatted, building and room, and ends with All data loaded', async () => {
    await open('abonents');
    const row = (await screen.findByText(abonent.name)).closest('tr')!;
    expect(within(row).getByText('+7 916 123 45 01')).toBeInTheDocument();
    expect(within(row).getByText('Лесная, 12')).toBeInTheDocument();
    expect(within(row).getByText('14')).toBeInTheDocument();
    // The selection column first (bulk changes), its checkbox selecting the page.
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      '',
      'Name',
      'Phone number',
      'Building',
      'Room',
    ]);
    expect(screen.getAllByRole('columnheader')[0]).toContainElement(screen.getAllByRole('checkbox')[0]);
    expect(screen.getByText('All data loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  });

  it('a row opens the whole record: the row’s own fields never stand in for it on the edit page', async () => {
    const user = userEvent.setup();
    const {
      accessCardAndBleTagId,
      intercoms,
      accessZone,
      tariff,
      cameraIds,
      cameras,
      sipDeviceIds,
      sipDevices,
      permanentKeys,
      temporaryKeys,
      ...row
    } = abonent;
    let sendRecord = () => {};
    const recordSent = new Promise<void>((resolve) => (sendRecord = resolve));
    const server = stubServer({
      GetAbonents: { body: { items: [row], total: 1 } },
      GetAbonentDetails: async () => {
        await recordSent;
        return { body: { items: [abonent], total: 1 } };
      },
      GetAddress: { body: { items: addresses, total: addresses.length } },
      GetAccessZones: {
        body: { items: [{ id: abonent.accessZoneId, kind: 'perimeter', name: accessZone }], total: 1 },
      },
      GetTariffPolicies: { body: { items: [{ id: abonent.tariffId, displayName: tariff, revision: 1 }], total: 1 } },
      GetCameras: { body: { items: cameras, total: cameras.length } },
      GetSipDevices: { body: { items: sipDevices, total: sipDevices.length } },
      GetAbonentAccess: { body: { zone: accessZone, doors: [], doorsTotal: 0, rights: [] } },
      GetAbonentKeys: { body: { items: [], total: 0 } },
    });
    renderAbonents({
      path: '/intercom-ru/abonents',
      dataProvider: createDataProvider(areaStores.company, 'company'),
      store: areaStores.company,
      user: makeUser(),
    });
    await user.click(await screen.findByRole('link', { name: abonent.name }));
    await waitFor(() => expect(server.requests.map((request) => request.action)).toContain('GetAbonentDetails'));
    expect(screen.queryByRole('textbox', { name: /^Name/ })).not.toBeInTheDocument();
    sendRecord();
    expect(await screen.findByDisplayValue(abonent.name)).toBeInTheDocument();
    expect(await screen.findByText(intercoms[0].intercomName)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Tariff' })).toHaveValue(tariff);
  });
});

describe('the abonent form', () => {
  it('starts with Save disabled; name and phone are required', async () => {
    const user = userEvent.setup();
    await openCreate();
    expect(saveButton()).toBeDisabled();
    await typeInto(user, textbox(/^Name/), 'Т');
    expect(await screen.findByText('Minimum length is 2 characters')).toBeInTheDocument();
    await typeInto(user, textbox(/^Name/), 'Тестова Алина');
    expect(saveButton()).toBeDisabled();
  });

  it('refuses a phone number libphonenumber-js does not accept, and shows an accepted one formatted', async () => {
    const user = userEvent.setup();
    await openCreate();
    await typeInto(user, textbox(/^Phone number/), '+7 926 12');
    expect(await screen.findByText('Invalid phone number format')).toBeInTheDocument();
    expect(textbox(/^Phone number/)).toHaveValue('+7 926 12');
    await typeInto(user, textbox(/^Phone number/), '8 (926) 123-45-67');
    await waitFor(() => expect(screen.queryByText('Invalid phone number format')).not.toBeInTheDocument());
    expect(screen.getByText('+7 926 123 45 67')).toBeInTheDocument();
  });

  it('the access interval must have both ends and start before it ends', async () => {
    const user = userEvent.setup();
    await openCreate();
    // happy-dom's time inputs take no keystrokes: set the value as the browser's time picker does.
    const setTime = async (label: RegExp, time: string) => {
      const input = screen.getByLabelText(label);
      await user.click(input);
      fireEvent.change(input, { target: { value: time } });
      await user.tab();
    };
    await setTime(/^Access from/, '22:00');
    expect(await screen.findByText('Give both the start and the end')).toBeInTheDocument();
    await setTime(/^Access until/, '06:00');
    expect(await screen.findByText('Access must start before it ends')).toBeInTheDocument();
    await setTime(/^Access until/, '23:30');
    await waitFor(() => expect(screen.queryByText('Access must start before it ends')).not.toBeInTheDocument());
  });

  it('checks floors: a number in range, and allowed floors as numbers and ranges', async () => {
    const user = userEvent.setup();
    await openCreate();
    await user.type(screen.getByRole('spinbutton', { name: 'Floor' }), '201');
    await user.tab();
    expect(await screen.findByText('Value must be less than 201')).toBeInTheDocument();
    expect(screen.getByText('Floors and ranges, e.g. -1, 1-5')).toBeInTheDocument();
    await typeInto(user, textbox(/^Allowed floors/), 'с 1 по 5');
    expect(await screen.findByText('Only floor numbers and ranges, e.g. -1, 1-5')).toBeInTheDocument();
    expect(textbox(/^Allowed floors/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('registers the abonent with the phone as E.164 digits and the chosen address, then opens its page', async () => {
    const user = userEvent.setup();
    const { callsOf, pathname } = await openCreate();
    await typeInto(user, textbox(/^Name/), '  Тестова Алина ');
    await typeInto(user, textbox(/^Phone number/), '+7 926 123-45-67');
    await user.type(screen.getByRole('combobox', { name: 'Address' }), 'д. 2');
    await user.click(await screen.findByRole('option', { name: addresses[1].value }));
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await user.click(saveButton());

    expect(await screen.findByRole('status')).toHaveTextContent('Abonent saved');
    const [{ params }] = callsOf('create', 'abonents');
    expect(params.data).toMatchObject({
      name: 'Тестова Алина',
      phoneNumber: '79261234567',
      addressId: addresses[1].id,
    });
    await waitFor(() => expect(pathname()).toMatch(/^\/intercom-ru\/abonents\/edit\/[0-9a-f-]{36}$/));
    expect(
      await screen.findByRole('heading', { name: 'Access cards and BLE tags' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Intercoms' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Keys' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('a car just added asks for nothing until its number plate was left empty', async () => {
    const user = userEvent.setup();
    await openCreate();
    await user.click(screen.getByRole('button', { name: 'Add car' }));
    await settle();
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
    await user.click(textbox(/Number plate/));
    await user.tab();
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(textbox(/Number plate/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('the create page says that cards and tags, intercoms and keys come after the first save', async () => {
    await openCreate();
    expect(screen.getByRole('note')).toHaveTextContent(
      'Access cards and BLE tags, intercoms and keys are added after the abonent is saved.',
    );
    expect(screen.queryByRole('heading', { name: 'Access cards and BLE tags' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Keys' })).not.toBeInTheDocument();
    // A button named for what it adds, not only 'Add'.
    expect(screen.getByRole('button', { name: 'Add car' })).toBeInTheDocument();
  });

  it('the edit page is titled by the abonent’s name, once', async () => {
    await openEdit();
    expect(await screen.findByRole('heading', { level: 1, name: `Abonent ${abonent.name}` })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe(`Abonent ${abonent.name}`);
  });

  it('saving an edit asks first and sends only what changed', async () => {
    const user = userEvent.setup();
    const { callsOf } = await openEdit();
    expect(screen.getByRole('combobox', { name: 'Address' })).toHaveValue(addresses[0].value);
    // The references as chosen: the access zone and tariff by their names, the camera and SIP panel as chips.
    expect(screen.getByRole('combobox', { name: 'Access zone' })).toHaveValue('ЖК «Северный квартал» › Корпус 1');
    expect(screen.getByRole('combobox', { name: 'Tariff' })).toHaveValue('Семейный');
    expect(screen.getByRole('button', { name: 'Паркинг — въезд' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Панель Лесная 12, подъезд 1' })).toBeInTheDocument();
    await typeInto(user, textbox(/^Room/), '15');
    await user.click(saveButton());
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Save changes?');
    // Only the room: the access interval left empty is no interval, as the record holds it.
    expect(within(dialog).getByText(/^Changed:/)).toHaveTextContent(/^Changed: Room$/);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(callsOf('update', 'abonents')).toHaveLength(1), { timeout: 5000 });
    expect(await screen.findByRole('status', {}, { timeout: 5000 })).toHaveTextContent('Abonent saved');
    const [{ params }] = callsOf('update', 'abonents');
    expect(changedValues(params.data, params.previousData)).toEqual({ room: '15' });
  });

  it('a stored value the rules now refuse blocks nothing but a change to it', async () => {
    const user = userEvent.setup();
    // A number from a UK drama range: libphonenumber-js calls it invalid; the resident's app registered it.
    const stored = { ...abonent, phoneNumber: '447700900207' };
    const memory = createMemoryDataProvider({ abonents: [stored], addresses });
    renderAbonents({
      path: `/intercom-ru/abonents/${abonent.id}`,
      dataProvider: memory.dataProvider,
      user: makeUser(),
    });
    await screen.findByDisplayValue(abonent.name);
    // Changed, the number is checked as any typed one; typed back as stored, it is the stored one again.
    await pasteInto(user, textbox(/^Phone number/), '+44 7700 900208');
    expect(await screen.findByText('Invalid phone number format')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    await pasteInto(user, textbox(/^Phone number/), stored.phoneNumber);
    await waitFor(() => expect(screen.queryByText('Invalid phone number format')).not.toBeInTheDocument());

    await typeInto(user, textbox(/^Room/), '15');
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await user.click(saveButton());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/^Changed:/)).toHaveTextContent(/^Changed: Room$/);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(memory.callsOf('update', 'abonents')).toHaveLength(1), { timeout: 5000 });
    const [{ params }] = memory.callsOf('update', 'abonents');
    expect(changedValues(params.data, params.previousData)).toEqual({ room: '15' });
  });

  it('deleting asks "Delete this abonent?", then deletes and returns to the list', async () => {
    const user = userEvent.setup();
    const { callsOf, pathname } = await openEdit();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete this abonent?');
    expect(dialog).toHaveTextContent(
      `${abonent.permanentKeys + abonent.temporaryKeys} keys of this abonent stop working.`,
    );
    expect(callsOf('delete')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Abonent deleted');
    expect(callsOf('delete', 'abonents')[0].params.id).toBe(abonent.id);
    await waitFor(() => expect(pathname()).toBe('/intercom-ru/abonents'));
  });
});

describe('card and BLE tag IDs', () => {
  it.each([
    ['16777216', 'Access-control code value must be less than 16777216'],
    ['12ab', 'Invalid code format'],
    ['', 'Invalid code format'],
    ['3301', 'Value must be unique'],
  ])('refuses %j with "%s" and keeps Update IDs disabled', async (code, message) => {
    const user = userEvent.setup();
    await openEdit();
    await user.click(screen.getByRole('button', { name: 'Add ID' }));
    if (code) await user.type(textbox('ID no. 3'), code);
    await user.click(textbox('ID no. 3'));
    await user.tab();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(textbox('ID no. 3')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Update IDs' })).toBeDisabled();
  });

  it('a row just added says nothing until it was left', async () => {
    const user = userEvent.setup();
    await openEdit();
    await user.click(screen.getByRole('button', { name: 'Add ID' }));
    await settle();
    expect(screen.queryByText('Invalid code format')).not.toBeInTheDocument();
    expect(textbox('ID no. 3')).toHaveAttribute('aria-invalid', 'false');
    await user.click(textbox('ID no. 3'));
    await user.tab();
    expect(await screen.findByText('Invalid code format')).toBeInTheDocument();
  });

  it('accepts 16777215, saves the list on its own and says Card and BLE tag IDs updated', async () => {
    const user = userEvent.setup();
    const { callsOf } = await openEdit();
    expect(screen.getByRole('button', { name: 'Update IDs' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove ID no. 1' }));
    await user.click(screen.getByRole('button', { name: 'Add ID' }));
    await user.type(textbox('ID no. 2'), '16777215');
    await user.click(screen.getByRole('button', { name: 'Update IDs' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Card and BLE tag IDs updated');
    const [{ params }] = callsOf('update', 'abonent_codes');
    expect(params.id).toBe(abonent.id);
    expect(params.data).toEqual({ accessCardAndBleTagId: [1045872, 16777215] });
  });

  it("shows the server's reason when another abonent holds the ID, and keeps the list as typed", async () => {
    expectFailedCall(409);
    const user = userEvent.setup();
    const { rejectNext } = await openEdit();
    const message = withArgs(abonentMessages.codeTaken, { code: 555 });
    rejectNext(
      'update',
      new HttpError('common.errors.conflict', 409, {
        error: 'common.errors.conflict',
        errors: { accessCardAndBleTagId: message },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Add ID' }));
    await user.type(textbox('ID no. 3'), '555');
    await user.click(screen.getByRole('button', { name: 'Update IDs' }));
    expect(await screen.findByText('ID 555 already belongs to another abonent')).toBeInTheDocument();
    expect(textbox('ID no. 3')).toHaveValue('555');
  });
});

describe('a lost card', () => {
  it('is blocked from its row once asked, and the blocked ones are listed with when and by whom', async () => {
    const user = userEvent.setup();
    const { dataProvider } = await openEdit();
    const blockAbonentCard = vi.fn(async () => ({ data: abonent }));
    Object.assign(dataProvider, { blockAbonentCard });
    const blocked = screen.getByTestId('abonent-blocked-cards');
    expect(blocked).toHaveTextContent('ID 7700: lost, opens no door');
    expect(blocked).toHaveTextContent(/Blocked \d.+ by Орлова Мария/);

    await user.click(screen.getByRole('button', { name: 'Block ID 3301 as lost' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Block ID 3301 as lost?');
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByRole('status')).toHaveTextContent('ID 3301 blocked as lost');
    expect(blockAbonentCard).toHaveBeenCalledWith({ abonentId: abonent.id, code: 3301 });
  });

  it('is not offered while the list has unsaved changes, nor for an ID not saved yet', async () => {
    const user = userEvent.setup();
    await openEdit();
    await user.click(screen.getByRole('button', { name: 'Add ID' }));
    await user.type(textbox('ID no. 3'), '4242');
    expect(screen.getByRole('button', { name: 'Block ID 3301 as lost' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Block ID 4242 as lost' })).toBeNull();
  });
});

describe('a card’s history', () => {
  it('a saved or blocked ID opens the journal narrowed to its passes, over the whole journal', async () => {
    const user = userEvent.setup();
    const { store, pathname } = await openEdit();
    // An ID not saved yet has no passes to look for.
    await user.click(screen.getByRole('button', { name: 'Add ID' }));
    await user.type(textbox('ID no. 3'), '4242');
    expect(screen.queryByRole('button', { name: 'Passes with ID 4242 in the journal' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Passes with ID 7700 in the journal' }));
    expect(pathname()).toBe('/intercom-ru/access_journal');
    expect(store.getItem('access_journal.filters')).toMatchObject({
      preset: 'custom',
      from: '',
      until: '',
      cardId: '7700',
    });
  });
});

describe('intercoms', () => {
  it.each([
    ['10000', 'SIP apartment value must be less than 10000'],
    ['0', 'Value must be more than 0'],
    ['кв. 5', 'Value must be a number'],
  ])('refuses apartment %j with "%s"', async (apartment, message) => {
    const user = userEvent.setup();
    await openEdit();
    const intercoms = region('Intercoms');
    await user.type(within(intercoms).getByRole('textbox', { name: /^Intercom name/ }), 'Калитка');
    await user.type(within(intercoms).getByRole('textbox', { name: /^Apartment/ }), apartment);
    await user.tab();
    expect(await within(intercoms).findByText(message)).toBeInTheDocument();
    expect(within(intercoms).getByRole('button', { name: 'Add intercom' })).toBeDisabled();
  });

  it('adds an intercom and says Intercom added', async () => {
    const user = userEvent.setup();
    const { callsOf } = await openEdit();
    const intercoms = region('Intercoms');
    await user.type(within(intercoms).getByRole('textbox', { name: /^Intercom name/ }), '  Калитка ');
    await user.type(within(intercoms).getByRole('textbox', { name: /^Apartment/ }), '9999');
    await user.click(within(intercoms).getByRole('button', { name: 'Add intercom' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Intercom added');
    expect(callsOf('create', 'abonent_intercoms')[0].params.data).toEqual({
      abonentId: abonent.id,
      intercomName: 'Калитка',
      apartment: 9999,
    });
    // The form starts over for the next one.
    await waitFor(() => expect(within(intercoms).getByRole('textbox', { name: /^Intercom name/ })).toHaveValue(''));
    expect(within(intercoms).getByRole('textbox', { name: /^Apartment/ })).toHaveValue('');
  });

  it('deleting an intercom asks "Delete this intercom?" first', async () => {
    const user = userEvent.setup();
    const { callsOf } = await openEdit();
    await user.click(screen.getByRole('button', { name: 'Delete intercom Подъезд 1, Лесная 12' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete this intercom?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsOf('delete')).toEqual([]);

    await user.click(await screen.findByRole('button', { name: 'Delete intercom Подъезд 1, Лесная 12' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Intercom deleted');
    expect(callsOf('delete', 'abonent_intercoms')[0].params.id).toBe(abonent.intercoms[0].id);
  });
});

describe('keys', () => {
  it('are a paged list of their own: ten, then load more, then All data loaded', async () => {
    const user = userEvent.setup();
    const { callsOf } = await openEdit(12);
    const keys = region('Keys');
    expect(await within(keys).findByText('Ключ 12')).toBeInTheDocument();
    expect(within(keys).queryByText('Ключ 02')).not.toBeInTheDocument();
    expect(callsOf('getList', 'abonent_keys')[0].params).toMatchObject({
      filter: { abonentId: abonent.id },
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'created', order: 'DESC' },
    });
    await user.click(within(keys).getByRole('button', { name: 'Load more' }));
    expect(await within(keys).findByText('Ключ 01')).toBeInTheDocument();
    expect(within(keys).getByText('All data loaded')).toBeInTheDocument();
  });

  it('are searched on the server by title once typing pauses, and the result ends with All data loaded', async () => {
    const user = userEvent.setup();
    const { callsOf } = await openEdit(12);
    const keys = region('Keys');
    expect(await within(keys).findByText('Ключ 12')).toBeInTheDocument();
    await user.type(within(keys).getByPlaceholderText('Search by title'), 'ключ 1');

    await waitFor(() => expect(within(keys).queryByText('Ключ 09')).not.toBeInTheDocument());
    expect(['Ключ 12', 'Ключ 11', 'Ключ 10'].map((title) => within(keys).getByText(title))).toHaveLength(3);
    expect(within(keys).getByText('All data loaded')).toBeInTheDocument();
    // One request for what was typed, not one per keystroke; still this abonent's keys, newest first.
    const searches = callsOf('getList', 'abonent_keys').filter((call) => call.params.filter.q);
    expect(searches.map((call) => call.params)).toEqual([
      expect.objectContaining({
        filter: { abonentId: abonent.id, q: 'ключ 1' },
        sort: { field: 'created', order: 'DESC' },
      }),
    ]);
  });

  it("a key's status is one button, one Tab stop, that explains the status on focus", async () => {
    const user = userEvent.setup();
    await openEdit(12);
    const keys = region('Keys');
    const status = await within(keys).findByRole('button', {
      name: 'Status of Ключ 12: Approved. Change or see its history',
    });
    // Nothing inside the button takes the focus of its own (the chip's hover label did: two Tab stops).
    expect(status.querySelector('[tabindex]:not([tabindex="-1"])')).toBeNull();
    status.focus();
    await user.tab();
    expect(status.contains(document.activeElement)).toBe(false);
    await user.tab({ shift: true });
    expect(status).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Accepted: the key opens the doors it is for');
  });

  it("a row opens the key's status and history, as its status button does", async () => {
    const user = userEvent.setup();
    await openEdit(12);
    await user.click(await within(region('Keys')).findByText('Ключ 12'));
    const dialog = await screen.findByRole('dialog', { name: 'Ключ 12' });
    expect(within(dialog).getByRole('heading', { name: 'Status' })).toBeInTheDocument();
  });

  it('a search that finds no key says so and can be cleared', async () => {
    const user = userEvent.setup();
    await openEdit(12);
    const keys = region('Keys');
    await within(keys).findByText('Ключ 12');
    await user.type(within(keys).getByPlaceholderText('Search by title'), 'курьер');
    expect(await within(keys).findByText(/No keys found/i)).toBeInTheDocument();
    await user.click(within(keys).getByRole('button', { name: 'Clear filters' }));
    expect(await within(keys).findByText('Ключ 12')).toBeInTheDocument();
    expect(within(keys).getByPlaceholderText('Search by title')).toHaveValue('');
  });

  it('a temporary key needs a period that ends after it starts', async () => {
    const user = userEvent.setup();
    const { callsOf } = await openEdit(12);
    await user.click(screen.getByRole('button', { name: 'Add temporary key' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Для курьера');
    const from = within(dialog).getByLabelText(/^Valid from/);
    const until = within(dialog).getByLabelText(/^Valid until/);
    await user.type(from, '2026-12-10T10:00');
    await user.type(until, '2026-12-09T10:00');
    await user.tab();
    expect(await within(dialog).findByText('The period must end after it starts')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add' })).toBeDisabled();
    await user.clear(until);
    await user.type(until, '2026-12-12T10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Key added');
    expect(callsOf('create', 'abonent_keys')[0].params.data).toMatchObject({
      abonentId: abonent.id,
      title: 'Для курьера',
      keyType: 'temporary',
    });
  });
});

describe('in Russian', () => {
  const russian = mergeTranslations(russianMessages, catalogues.ru);

  it('every text of the edit page is in the Russian catalogue', async () => {
    window.localStorage.setItem('lang', 'ru');
    const { i18nProvider, requests } = recordingI18nProvider();
    const memory = createMemoryDataProvider({ abonents: [abonent], addresses, abonent_keys: makeKeys(3) });
    renderAbonents({
      path: `/intercom-ru/abonents/${abonent.id}`,
      dataProvider: memory.dataProvider,
      user: makeUser(),
      locale: 'ru',
      i18nProvider,
    });
    expect(await screen.findByRole('heading', { level: 1, name: `Абонент ${abonent.name}` })).toBeInTheDocument();
    expect(await screen.findByText('Ключ 03')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Карты доступа и BLE-метки' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Домофоны' })).toBeInTheDocument();

    const ours = requests
      .map((request) => parseMessage(request.key).message)
      .filter(
        (key) =>
          /^resources\.(abonents|abonent_keys|reg_keys)\./.test(key) &&
          !/\.(notifications|page|empty|action)\b/.test(key),
      );
    expect(ours.length).toBeGreaterThan(20);
    expect([...new Set(ours.filter((key) => !hasKey(russian, key)))]).toEqual([]);
  });
});

describe('after a save, over the real dataProvider (the network stubbed)', () => {
  it('the new abonent’s page shows the address, access zone and tariff just chosen, without a reload', async () => {
    const user = userEvent.setup();
    // The chosen zone is found by a search: the selector's first page (no search) does not hold it.
    const zone = {
      id: 'f2000000-0000-4000-8000-000000000009',
      kind: 'perimeter',
      name: 'ЖК «Северный квартал» › Корпус 2 › Подъезд 3',
    };
    const others = Array.from({ length: 20 }, (_, index) => ({
      id: `f2000000-0000-4000-8000-1000000000${String(index).padStart(2, '0')}`,
      kind: 'object',
      name: `ЖК «Альфа ${index}»`,
    }));
    const tariff = { id: 'f0000000-0000-4000-8000-000000000002', displayName: 'Семейный', revision: 1 };
    let stored: RaRecord | undefined;
    stubServer({
      GetAddress: ({ params }) => ({
        body: { items: params.Id ? addresses.filter((a) => a.id === params.Id) : addresses, total: 3 },
      }),
      GetAccessZones: ({ params }) => {
        const items =
          params.Id === zone.id || /подъезд/i.test(String(params.Search ?? '')) ? [zone] : params.Id ? [] : others;
        return { body: { items, total: items.length } };
      },
      GetTariffPolicies: () => ({ body: { items: [tariff], total: 1 } }),
      GetCameras: () => ({ body: { items: [], total: 0 } }),
      GetSipDevices: () => ({ body: { items: [], total: 0 } }),
      GetAbonentKeys: () => ({ body: { items: [], total: 0 } }),
      GetAbonentAccess: () => ({ body: { zone: zone.name, doors: [], doorsTotal: 0, rights: [] } }),
      AddAbonent: ({ params }) => {
        stored = {
          ...abonent,
          id: 'b0000000-0000-4000-8000-000000000077',
          name: String(params.Name),
          phoneNumber: String(params.PhoneNumber),
          addressId: String(params.AddressId),
          address: addresses.find((a) => a.id === params.AddressId)?.value ?? null,
          accessZoneId: zone.id,
          accessZone: zone.name,
          tariffId: tariff.id,
          tariff: tariff.displayName,
          accessCardAndBleTagId: [],
          intercoms: [],
          cameraIds: [],
          cameras: [],
          sipDeviceIds: [],
          sipDevices: [],
        };
        return { body: { id: stored.id } };
      },
      GetAbonentDetails: ({ params }) => ({
        body: { items: stored && params.Id === stored.id ? [stored] : [], total: stored ? 1 : 0 },
      }),
    });
    renderAbonents({
      path: '/intercom-ru/abonents/create',
      dataProvider: createDataProvider(areaStores.company, 'company'),
      store: areaStores.company,
      user: makeUser(),
    });
    await screen.findByRole('heading', { name: 'New abonent' });
    // The name and phone are only in place: what this test follows is the three choices.
    await pasteInto(user, textbox(/^Name/), 'Тестова Алина');
    await pasteInto(user, textbox(/^Phone number/), '+7 926 123-45-67');
    await user.type(screen.getByRole('combobox', { name: 'Address' }), 'д. 2');
    await user.click(await screen.findByRole('option', { name: addresses[1].value }));
    await user.type(screen.getByRole('combobox', { name: 'Access zone' }), 'подъезд 3');
    await user.click(await screen.findByRole('option', { name: zone.name }));
    await user.click(screen.getByRole('combobox', { name: 'Tariff' }));
    await user.click(await screen.findByRole('option', { name: tariff.displayName }));
    await waitFor(() => expect(saveButton()).toBeEnabled());
    await user.click(saveButton());

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Abonent Тестова Алина' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Address' })).toHaveValue(addresses[1].value);
    expect(screen.getByRole('combobox', { name: 'Access zone' })).toHaveValue(zone.name);
    expect(screen.getByRole('combobox', { name: 'Tariff' })).toHaveValue(tariff.displayName);
  });
});
