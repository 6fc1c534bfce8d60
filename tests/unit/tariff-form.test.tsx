import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../src/dataProvider/dataProvider';
import type { TariffRevisionRecord } from '../../contract/tariff';
import { toFieldName } from '../../contract/wire';
import { EDIT_SEGMENT } from '../../src/layout/editRoute';
import { TariffCreate } from '../../src/resources/tariffs/TariffCreate';
import { TariffEdit } from '../../src/resources/tariffs/TariffEdit';
import { TariffEditInForce } from '../../src/resources/tariffs/TariffEditInForce';
import { areaStores } from '../../src/session/areaStore';
import { stubServer } from './support/fakeServer';
import tariffs from '../../src/resources/tariffs';
import { renderResource } from './support/renderResource';
import { makeUser } from './support/session';
import { expectFailedCall } from './support/console';
import { pasteInto, typeInto } from './support/fields';

/** The tariff form and its revision pages as a company admin meets them. */

const POLICY = 'b0000000-0000-4000-8000-000000000001';
const BASE = '/intercom-ru/tariffs';

const revision1: TariffRevisionRecord = {
  id: POLICY,
  revision: 1,
  currentRevision: 2,
  displayName: 'Базовый доступ',
  userDispalyName: null,
  categories: ['Жильцы'],
  costPerMonth: '120.00',
  costPerYear: null,
  keysCountInPackage: 2,
  trialPeriod: 14,
  tariffType: 'monthly',
  pricePerPackage: null,
  pricePerExtraKey: '50.00',
  effectiveUntil: 'disabled',
  effectiveUntilDate: null,
  services: ['access'],
  rolledBackFrom: null,
  created: '2026-10-01T09:00:00.000Z',
  createdBy: 'Ирина Смирнова',
};
const revision2: TariffRevisionRecord = {
  ...revision1,
  revision: 2,
  costPerMonth: '150.00',
  created: '2026-11-01T09:00:00.000Z',
};

/**
 * The tariff Actions answered from memory, as the server would: revisions are kept, an update adds
 * one made of the one in force and the changed parameters, a rollback copies an earlier one.
 */
const tariffServer = () => {
  const revisions = [revision1, revision2].map((record) => ({ ...record }));
  const current = () => revisions.length;
  const withCurrent = (record: TariffRevisionRecord) => ({ ...record, currentRevision: current() });
  const add = (record: TariffRevisionRecord) => {
    revisions.push({ ...record, revision: current() + 1, created: new Date().toISOString() });
    return { body: withCurrent(revisions[revisions.length - 1]) };
  };
  const server = stubServer({
    GetTariffPolicies: () => ({ body: { items: [withCurrent(revisions[current() - 1])], total: 1 } }),
    GetTariffPolicyRevision: ({ params }) => {
      const found = revisions[Number(params.revision) - 1];
      return found ? { body: withCurrent(found) } : { status: 404, body: { error: 'common.errors.notFound' } };
    },
    GetTariffPolicyRevisions: () => ({
      body: {
        items: [...revisions].reverse().map((record) => ({ ...record, id: `r${record.revision}` })),
        total: revisions.length,
      },
    }),
    RegisterTariffPolicy: { body: { id: 'b0000000-0000-4000-8000-000000000002' } },
    UpdateTariffPolicy: ({ params: { Id, Revision, ...changes } }) =>
      add({
        ...revisions[current() - 1],
        ...Object.fromEntries(Object.entries(changes).map(([param, value]) => [toFieldName(param), value])),
        rolledBackFrom: null,
      }),
    RollbackTariffPolicy: ({ params }) =>
      add({ ...revisions[Number(params.Revision) - 1], rolledBackFrom: Number(params.Revision) }),
  });
  return { server, revisions };
};

const open = (path: string, locale?: 'en' | 'ru') => {
  const fake = tariffServer();
  // The tariff pages alone, in a minimal react-admin context: the tests need no area around them.
  const view = renderResource({
    resource: 'tariffs',
    pages: { create: TariffCreate, edit: TariffEditInForce },
    recordRepresentation: tariffs.recordRepresentation,
    routes: { [`${EDIT_SEGMENT}/:id/:revision`]: TariffEdit },
    path,
    dataProvider: createDataProvider(areaStores.company, 'company'),
    store: areaStores.company,
    user: makeUser(),
    locale,
  });
  return { ...fake, ...view };
};

const openCreate = async () => {
  const opened = open(`${BASE}/create`);
  await screen.findByRole('heading', { name: 'New tariff' });
  return opened;
};

const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });
const nameField = () => textbox('Name');
/** The label a person reads above a field, with its required marker. */
const labelOf = (field: HTMLElement) => document.querySelector(`label[for="${field.id}"]`)?.textContent;
const saveButton = () => screen.getByRole('button', { name: 'Save' });

/** Replaces what a field holds, as a person selecting all and typing would, and leaves it. */
describe('the new tariff form', () => {
  it('starts with the defaults of a monthly access tariff and Save disabled', async () => {
    await openCreate();
    expect(saveButton()).toBeDisabled();
    expect(
      within(screen.getByRole('radiogroup', { name: 'Tariff type' })).getByRole('radio', { name: 'Monthly service' }),
    ).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Access' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Utilities' })).not.toBeChecked();
    expect(textbox('Keys in the package')).toHaveValue('1');
    expect(screen.getByRole('radio', { name: 'No end date' })).toBeChecked();
  });

  it('gives the name its messages: minimum length after trimming, required when only spaces', async () => {
    const user = userEvent.setup();
    await openCreate();
    await typeInto(user, nameField(), ' a ');
    expect(await screen.findByText('Minimum length is 2 characters')).toBeInTheDocument();
    await typeInto(user, nameField(), '   ');
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });

  it.each([
    ['Cost per month', 'сто рублей', 'Value must be a number'],
    ['Cost per month', '-1', 'Value must be more than 0'],
    ['Price per extra key', '0', 'Value must be more than 0'],
    ['Cost per year', '100000000', 'Value must be less than 100000000'],
    ['Price per package', '9,999', 'Invalid value'],
    ['Keys in the package', '0', 'Value must be more than 0'],
    ['Keys in the package', '2.5', 'Invalid value'],
    ['Keys in the package', '', 'This field is required'],
    ['Trial period, days', 'две недели', 'Value must be a number'],
    ['Trial period, days', '366', 'Value must be less than 366'],
  ])('%s "%s": %s, and Save stays disabled', async (label, text, message) => {
    const user = userEvent.setup();
    await openCreate();
    // The valid fields are only in place; the field under test is typed.
    await pasteInto(user, nameField(), 'Семейный');
    await pasteInto(user, textbox('Cost per month'), '290');
    await typeInto(user, textbox(label), text);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(textbox(label)).toHaveAttribute('aria-invalid', 'true');
    expect(saveButton()).toBeDisabled();
  });

  it('asks for the cost of the chosen type: per month for a monthly service, per year for a yearly one', async () => {
    const user = userEvent.setup();
    await openCreate();
    await typeInto(user, nameField(), 'Годовой');
    expect(labelOf(textbox('Cost per month'))).toMatch(/^Cost per month\s\*$/);
    expect(labelOf(textbox('Cost per year'))).toBe('Cost per year');
    await typeInto(user, textbox('Cost per month'), '290');
    await waitFor(() => expect(saveButton()).toBeEnabled());

    await user.click(screen.getByRole('radio', { name: 'Yearly service' }));
    expect(labelOf(textbox('Cost per year'))).toMatch(/^Cost per year\s\*$/);
    expect(labelOf(textbox('Cost per month'))).toBe('Cost per month');
    await waitFor(() => expect(saveButton()).toBeDisabled());
    await typeInto(user, textbox('Cost per year'), '2900');
    await waitFor(() => expect(saveButton()).toBeEnabled());
  });

  it('needs at least one service and refuses the same category twice', async () => {
    const user = userEvent.setup();
    await openCreate();
    await user.click(screen.getByRole('checkbox', { name: 'Access' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Utilities' }));
    await waitFor(() => expect(screen.queryByText('This field is required')).not.toBeInTheDocument());

    const categories = screen.getByRole('combobox', { name: 'Categories' });
    await user.type(categories, 'Жильцы{Enter}жильцы{Enter}');
    await user.tab();
    expect(await screen.findByText('Value must be unique')).toBeInTheDocument();
  });

  it('registers the tariff with exact amounts from what was typed, then shows Tariff saved and the list', async () => {
    const user = userEvent.setup();
    const { server, pathname } = await openCreate();
    await typeInto(user, nameField(), '  Семейный  ');
    await typeInto(user, textbox('Cost per month'), '1 250,5');
    await typeInto(user, textbox('Price per extra key'), '40');
    await user.click(saveButton());

    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Tariff saved');
    expect(toast).toHaveAttribute('data-type', 'success');
    const [request] = server.requestsOf('RegisterTariffPolicy');
    expect(request.body).toEqual({
      Action: 'RegisterTariffPolicy',
      DisplayName: 'Семейный',
      UserDispalyName: null,
      Categories: [],
      CostPerMonth: '1250.50',
      CostPerYear: null,
      KeysCountInPackage: 1,
      TrialPeriod: null,
      TariffType: 'monthly',
      PricePerPackage: null,
      PricePerExtraKey: '40.00',
      EffectiveUntil: 'disabled',
      Services: ['access'],
    });
    await waitFor(() => expect(pathname()).toBe(BASE));
  });
});

describe('the revision in force', () => {
  const openInForce = async () => {
    const opened = open(`${BASE}/edit/${POLICY}/2`);
    await screen.findByDisplayValue('150.00');
    return opened;
  };

  it('says it is in force, lists the history and asks before saving a new revision made of the changes only', async () => {
    const user = userEvent.setup();
    const { server, pathname } = await openInForce();
    expect(
      screen.getByText(
        'Revision 2 is in force. Saving your changes makes them revision 3; the earlier revisions are kept.',
      ),
    ).toBeInTheDocument();
    const history = screen.getByRole('region', { name: /Revisions/ });
    await waitFor(() => expect(within(history).getAllByRole('link')).toHaveLength(2));
    expect(within(history).getAllByRole('link')[0]).toHaveTextContent('Revision 2In force');
    expect(within(history).getAllByRole('link')[0]).toHaveAttribute('aria-current', 'page');

    await typeInto(user, textbox('Cost per month'), '300');
    await user.click(saveButton());
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Save changes?');
    expect(server.requestsOf('UpdateTariffPolicy')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Tariff saved');
    expect(server.requestsOf('UpdateTariffPolicy')[0].body).toEqual({
      Action: 'UpdateTariffPolicy',
      Id: POLICY,
      Revision: 2,
      CostPerMonth: '300.00',
    });
    await waitFor(() => expect(pathname()).toBe(`${BASE}/edit/${POLICY}/3`));
    expect(await screen.findByText(/^Revision 3 is in force\./)).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: /Revisions/ })).getAllByRole('link')).toHaveLength(3),
    );
  });

  it("shows the server's field error under its field and keeps what was typed", async () => {
    expectFailedCall(400);
    const user = userEvent.setup();
    const { server } = await openInForce();
    server.on('UpdateTariffPolicy', {
      status: 400,
      body: { error: 'common.errors.invalidParams', fields: { CostPerYear: 'common.validation.required' } },
    });
    await user.click(screen.getByRole('radio', { name: 'Yearly service' }));
    await typeInto(user, textbox('Cost per year'), '1800');
    await user.click(saveButton());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(textbox('Cost per year')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(textbox('Cost per year')).toHaveValue('1800');
  });

  it('in Russian, shows prices with a decimal comma, an untouched one is no change, and a typed one is sent as a number', async () => {
    const user = userEvent.setup();
    const { server } = open(`${BASE}/edit/${POLICY}/2`, 'ru');
    const cost = await screen.findByRole('textbox', { name: /^Стоимость в месяц/ }, { timeout: 10_000 });
    expect(cost).toHaveValue('150,00');
    // A price says its currency.
    expect(cost.parentElement).toHaveTextContent('₽');
    expect(screen.getByRole('button', { name: 'Сохранить' })).toBeDisabled();

    await typeInto(user, cost, '290,50');
    expect(cost).toHaveValue('290,50');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Тариф сохранён');
    expect(server.requestsOf('UpdateTariffPolicy')[0].body).toEqual({
      Action: 'UpdateTariffPolicy',
      Id: POLICY,
      Revision: 2,
      CostPerMonth: '290.50',
    });
  });

  it('a revision that came into force meanwhile gives a red toast and no new revision', async () => {
    expectFailedCall(409);
    const user = userEvent.setup();
    const { server, pathname } = await openInForce();
    server.on('UpdateTariffPolicy', { status: 409, body: { error: 'common.errors.conflict' } });
    await typeInto(user, textbox('Cost per month'), '300');
    await user.click(saveButton());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('The record was changed by someone else');
    expect(toast).toHaveAttribute('data-type', 'error');
    expect(pathname()).toBe(`${BASE}/edit/${POLICY}/2`);
  });

  it('opens from the tariff’s address without a revision', async () => {
    const { pathname } = open(`${BASE}/edit/${POLICY}`);
    await waitFor(() => expect(pathname()).toBe(`${BASE}/edit/${POLICY}/2`));
    expect(await screen.findByDisplayValue('150.00')).toBeInTheDocument();
  });
});

describe('an earlier revision', () => {
  it('is read only, says which revision is in force, and rolls back to it after a confirmation', async () => {
    const user = userEvent.setup();
    const { server, pathname } = open(`${BASE}/edit/${POLICY}/1`);
    await screen.findByDisplayValue('120.00');
    expect(
      screen.getByText(
        /^You are viewing revision 1\. It is not in force: revision 2 is\. An earlier revision is read only/,
      ),
    ).toBeInTheDocument();
    expect(nameField()).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the revision in force' })).toHaveAttribute(
      'href',
      `${BASE}/edit/${POLICY}/2`,
    );

    await user.click(screen.getByRole('button', { name: 'Roll back to this revision' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Roll back to revision 1?');
    expect(dialog).toHaveTextContent(
      'Revision 1 will be copied as revision 3 and come into force. The history is kept.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.requestsOf('RollbackTariffPolicy')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Roll back to this revision' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Tariff rolled back to revision 1');
    expect(server.requestsOf('RollbackTariffPolicy')[0].body).toEqual({
      Action: 'RollbackTariffPolicy',
      Id: POLICY,
      Revision: 1,
    });
    await waitFor(() => expect(pathname()).toBe(`${BASE}/edit/${POLICY}/3`));
    // The address changes before the page: revision 1's form (the same price) may still be on screen, to
    // be replaced by revision 3's, which is in force and so has no link to the one in force.
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Open the revision in force' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(screen.getByDisplayValue('120.00')).toBeInTheDocument());
    const history = screen.getByRole('region', { name: /Revisions/ });
    await waitFor(() => expect(within(history).getAllByRole('link')[0]).toHaveTextContent('Rollback to revision 1'));
  });

  it('speaks Russian', async () => {
    open(`${BASE}/edit/${POLICY}/1`, 'ru');
    expect(
      await screen.findByText(/^Вы смотрите версию 1\. Она не действует: действует версия 2\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Откатить к этой версии' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Пробный период, дней' })).toHaveValue('14');
  });
});
