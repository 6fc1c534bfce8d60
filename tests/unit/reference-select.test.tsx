import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Form } from 'react-admin';
import { expect, it } from 'vitest';
import { createI18nProvider } from '../../src/i18n/i18nProvider';
import { ReferenceSelectInput } from '../../src/layout/inputs/ReferenceSelectInput';
import { createMemoryDataProvider, makeAddresses } from './support/memoryDataProvider';

/** The shared reference selector alone, in a bare form: what its list offers while the person types. */

/** The selector of an address among `addresses`, labelled `label`, in the console's language. */
const renderAddressSelect = (addresses: ReturnType<typeof makeAddresses>, label: string) => {
  const { dataProvider } = createMemoryDataProvider({ addresses });
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider()}>
      <Form>
        <ReferenceSelectInput source="addressId" reference="addresses" optionText="value" label={label} />
      </Form>
    </AdminContext>,
  );
};

it('offers only the matches of what was typed, never the options found for the text before it', async () => {
  const addresses = makeAddresses(12);
  renderAddressSelect(addresses, 'Address');
  const user = userEvent.setup();
  await user.click(screen.getByRole('combobox', { name: 'Address' }));
  expect(await screen.findAllByRole('option')).toHaveLength(12);

  // Typed, and not yet searched: the twelve are not offered (one clicked now would vanish under the
  // pointer when the matches come); the list says it is loading.
  await user.type(screen.getByRole('combobox', { name: 'Address' }), 'д. 12');
  expect(screen.queryAllByRole('option')).toHaveLength(0);
  expect(screen.getByText('Loading…')).toBeInTheDocument();

  const match = await screen.findByRole('option', { name: addresses[11].value });
  expect(screen.getAllByRole('option')).toEqual([match]);
});

it('names its own buttons in the console’s language, not in MUI’s English', async () => {
  window.localStorage.setItem('lang', 'ru');
  renderAddressSelect(makeAddresses(2), 'Адрес');
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Открыть список' }));
  await user.click((await screen.findAllByRole('option'))[0]);
  expect(screen.getByRole('button', { name: 'Очистить', hidden: true })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Open|Clear/, hidden: true })).not.toBeInTheDocument();
});
