import { screen, waitFor, within } from '@testing-library/react';
import { type DataProvider, type RaRecord, RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { COMPANY_ROLES, PLATFORM_ROLES } from '../../contract/permissions';
import { CompanyAdmins } from '../../src/resources/companies/CompanyAdmins';
import { createMemoryDataProvider, makeAddresses } from './support/memoryDataProvider';
import { renderResource } from './support/renderResource';
import { abonentPages } from './support/resourcePages';
import { makePlatformUser, makeUser } from './support/session';

/**
 * The abonent's page follows the role: a concierge (who may look residents up, not change them) sees it
 * whole and read-only, without a button the server would refuse; a director sees every write button.
 */

const addresses = makeAddresses(1);
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
  accessCardAndBleTagId: [3301],
  blockedCards: [],
  intercoms: [{ id: 'c0000000-0000-4000-8000-000000000001', intercomName: 'Подъезд 1, Лесная 12', apartment: 14 }],
  accessZoneId: null,
  accessZone: null,
  tariffId: null,
  tariff: null,
  cameraIds: [],
  cameras: [],
  sipDeviceIds: [],
  sipDevices: [],
  permanentKeys: 1,
  temporaryKeys: 0,
  created: '2026-07-01T09:00:00.000Z',
};
const key: RaRecord = {
  id: 'd0000000-0000-4000-8000-000000000001',
  abonentId: abonent.id,
  title: 'Ключ 01',
  keyType: 'permanent',
  status: 'approved',
  validFrom: null,
  validUntil: null,
  created: '2026-07-02T09:00:00.000Z',
};

const openAbonentAs = async (role: keyof typeof COMPANY_ROLES) => {
  const memory = createMemoryDataProvider({
    abonents: [abonent],
    addresses,
    abonent_keys: [key],
    abonent_codes: [{ id: abonent.id, accessCardAndBleTagId: abonent.accessCardAndBleTagId }],
    abonent_intercoms: abonent.intercoms,
  });
  renderResource({
    ...abonentPages,
    path: `/intercom-ru/abonents/${abonent.id}`,
    dataProvider: memory.dataProvider,
    user: makeUser({ permissions: [...COMPANY_ROLES[role]] }),
    followRole: true,
  });
  await screen.findByDisplayValue(abonent.name);
  return { callsOf: memory.callsOf };
  // The key list is the last part of the page to load.
  await screen.findByText(key.title);
};

const region = (name: string) => screen.getByRole('region', { name });
const button = (name: string | RegExp, within_: HTMLElement = document.body) =>
  within(within_).queryByRole('button', { name });

describe("the abonent's page as a concierge", () => {
  it('shows the form read-only, without Save or Delete', async () => {
    const { callsOf } = await openAbonentAs('concierge');
    // Nor does it ask for the choices of what it may not list (the server would refuse them).
    for (const reference of ['tariffs', 'cameras', 'sip_devices']) expect(callsOf('getList', reference)).toEqual([]);
    expect(callsOf('getList', 'access_zones').length).toBeGreaterThan(0);
    // react-admin's access question is answered asynchronously: the form turns read-only once it is.
    await waitFor(() => expect(screen.getByDisplayValue(abonent.name)).toBeDisabled());
    expect(screen.getByDisplayValue('А123ВС777')).toBeDisabled();
    // The inputs that take `disabled` from their own props only: a number, a switch.
    expect(screen.getByLabelText('Floor')).toBeDisabled();
    expect(screen.getByLabelText('Open on call')).toBeDisabled();
    expect(button('Save')).toBeNull();
    expect(button('Delete')).toBeNull();
    expect(button('Add car')).toBeNull();
  });

  it('shows the IDs, intercoms and keys with no button that changes them', async () => {
    await openAbonentAs('concierge');
    const codes = region('Access cards and BLE tags');
    expect(within(codes).getByDisplayValue('3301')).toBeDisabled();
    expect(button('Update IDs', codes)).toBeNull();
    expect(button('Add ID', codes)).toBeNull();
    expect(button(/Remove ID/, codes)).toBeNull();
    expect(button(/Block ID/, codes)).toBeNull();

    const intercoms = region('Intercoms');
    expect(within(intercoms).getByText(abonent.intercoms[0].intercomName)).toBeInTheDocument();
    expect(button('Add intercom', intercoms)).toBeNull();
    expect(button(/Delete intercom/, intercoms)).toBeNull();
    expect(within(intercoms).queryByRole('textbox')).toBeNull();

    const keys = region('Keys');
    // Once its key is listed (a list of its own, read after the page), it has no button to delete it.
    expect(await within(keys).findByText(key.title)).toBeInTheDocument();
    expect(button('Add permanent key', keys)).toBeNull();
    expect(button('Add temporary key', keys)).toBeNull();
    expect(button(/Delete key/, keys)).toBeNull();
  });
});

describe("the abonent's page as a director", () => {
  it('offers every write button, and the form stays editable', async () => {
    await openAbonentAs('director');
    expect(await screen.findByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.getByDisplayValue(abonent.name)).toBeEnabled();
    expect(screen.getByLabelText('Floor')).toBeEnabled();
    expect(screen.getByLabelText('Open on call')).toBeEnabled();
    expect(button('Save')).not.toBeNull();
    expect(button('Add car')).not.toBeNull();

    const codes = region('Access cards and BLE tags');
    expect(within(codes).getByDisplayValue('3301')).toBeEnabled();
    expect(button('Update IDs', codes)).not.toBeNull();
    expect(button('Add ID', codes)).not.toBeNull();
    expect(button(/Block ID 3301/, codes)).not.toBeNull();

    const intercoms = region('Intercoms');
    expect(button('Add intercom', intercoms)).not.toBeNull();
    expect(button(/Delete intercom/, intercoms)).not.toBeNull();

    const keys = region('Keys');
    expect(button('Add permanent key', keys)).not.toBeNull();
    // The keys are a list of their own, read after the page.
    expect(await within(keys).findByRole('button', { name: /Delete key/ })).toBeInTheDocument();
  });
});

/** A company's admins section on the platform's company page, as an auditor (read-only) and an operator. */
const company = { id: '0b0a1c3e-4d5f-4a6b-8c7d-9e0f1a2b3c4d', name: 'УК «Северный квартал»' };
const admin = {
  id: '5f1e2d3c-4b5a-4968-8776-655443322110',
  displayName: 'Игорь Лебедев',
  phoneNumber: '79161234501',
  role: 'concierge',
  customRoleName: null,
};
const AdminsPage = () => (
  <RecordContextProvider value={company}>
    <CompanyAdmins />
  </RecordContextProvider>
);
const openAdminsAs = async (role: keyof typeof PLATFORM_ROLES) => {
  const { dataProvider } = createMemoryDataProvider({});
  renderResource({
    area: 'platform',
    resource: 'companies',
    pages: { edit: AdminsPage },
    path: `/admin-ru/companies/${company.id}`,
    dataProvider: {
      ...dataProvider,
      getCompanyAdmins: async () => ({ data: { items: [admin], total: 1 } }),
      getCompanyRoles: async () => ({ data: { items: [], total: 0 } }),
    } as DataProvider,
    user: makePlatformUser({ permissions: [...PLATFORM_ROLES[role]] }),
  });
  await screen.findByText(admin.displayName);
};

describe("a company's admins on the platform", () => {
  it('an auditor sees each admin and role read-only, without the add form', async () => {
    await openAdminsAs('auditor');
    const row = screen.getByTestId('company-admin');
    expect(within(row).getByRole('combobox', { name: /Role/ })).toHaveAttribute('aria-disabled', 'true');
    expect(button('Save role')).toBeNull();
    expect(button('Remove admin')).toBeNull();
    expect(button('Add admin')).toBeNull();
    expect(screen.queryByText('Add admin')).toBeNull();
  });

  it('an operator may change the role, remove the admin and add one', async () => {
    await openAdminsAs('operator');
    const row = screen.getByTestId('company-admin');
    expect(within(row).getByRole('combobox', { name: /Role/ })).not.toHaveAttribute('aria-disabled', 'true');
    expect(button('Save role')).not.toBeNull();
    expect(button('Remove admin')).not.toBeNull();
    expect(button('Add admin')).not.toBeNull();
  });
});
