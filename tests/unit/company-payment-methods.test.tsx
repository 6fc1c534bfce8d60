import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { CompanyRecord } from '../../contract/company';
import { EDIT_SEGMENT } from '../../src/layout/editRoute';
import { PaymentMethodsSection } from '../../src/resources/companies/PaymentMethodsSection';
import { createMemoryDataProvider } from './support/memoryDataProvider';
import { renderResource } from './support/renderResource';
import { makePlatformUser } from './support/session';

/**
 * A company's payment methods on its page (spec: company form, payment methods), as a platform admin
 * meets them: this company's accounts only, whether each secret is set (never the secret), and adding,
 * changing and deleting one in a dialog, each ending with the section's toast.
 */

const COMPANY = 'c0000000-0000-4000-8000-000000000001';
const OTHER_COMPANY = 'c0000000-0000-4000-8000-000000000002';
const company = { id: COMPANY, name: 'УК «Северный квартал»' } as CompanyRecord;

const method = (id: string, companyId: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  companyId,
  name,
  username: `${name.toLowerCase()}-shop`,
  hasPassword: true,
  hasApiToken: false,
  enabled: true,
  created: '2026-11-01T09:00:00.000Z',
  ...extra,
});

const CompanyPage = () => (
  <RecordContextProvider value={company}>
    <PaymentMethodsSection />
  </RecordContextProvider>
);

const renderSection = (locale: 'en' | 'ru') => {
  const memory = createMemoryDataProvider({
    payment_methods: [method('p1', COMPANY, 'YooKassa'), method('p2', OTHER_COMPANY, 'Elsewhere Pay')],
  });
  renderResource({
    area: 'platform',
    resource: 'companies',
    pages: { edit: CompanyPage },
    path: `/admin-ru/companies/${EDIT_SEGMENT}/${COMPANY}`,
    dataProvider: memory.dataProvider,
    user: makePlatformUser(),
    locale,
  });
  return memory;
};

const rowOf = async (name: string) =>
  (await screen.findByRole('cell', { name }, { timeout: 10_000 })).closest('tr') as HTMLElement;

describe('a company’s payment methods', () => {
  it('lists this company’s accounts only, saying whether each secret is set', async () => {
    renderSection('en');
    const row = await rowOf('YooKassa');
    expect(within(row).getByText('yookassa-shop')).toBeInTheDocument();
    expect(within(row).getByText('Set')).toBeInTheDocument();
    expect(within(row).getByText('Not set')).toBeInTheDocument();
    expect(screen.queryByText('Elsewhere Pay')).not.toBeInTheDocument();
  });

  it('adds one for this company from the dialog', async () => {
    const memory = renderSection('en');
    await rowOf('YooKassa');
    await userEvent.click(screen.getByRole('button', { name: 'Add payment method' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Add payment method')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Tinkoff');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Username/ }), 'north-quarter');
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 's3cret pass');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Payment method added')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(memory.callsOf('create', 'payment_methods').map((call) => call.params.data)).toEqual([
      { name: 'Tinkoff', username: 'north-quarter', password: 's3cret pass', enabled: true, companyId: COMPANY },
    ]);
    expect(await rowOf('Tinkoff')).toBeInTheDocument();
  });

  it('changes one without sending the secrets left empty', async () => {
    const memory = renderSection('en');
    const row = await rowOf('YooKassa');
    await userEvent.click(within(row).getByRole('button', { name: 'Edit: YooKassa' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Edit payment method')).toBeInTheDocument();
    const username = within(dialog).getByRole('textbox', { name: /^Username/ });
    expect(username).toHaveValue('yookassa-shop');
    await userEvent.clear(username);
    await userEvent.type(username, 'north-2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Payment method saved')).toBeInTheDocument();
    const [update] = memory.callsOf('update', 'payment_methods');
    expect(update.params.id).toBe('p1');
    expect(update.params.data).toEqual({ name: 'YooKassa', username: 'north-2', enabled: true });
  });

  it('in Russian, asks before deleting one and names it', async () => {
    const memory = renderSection('ru');
    const row = await rowOf('YooKassa');
    expect(within(row).getByText('Задан')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Удалить: YooKassa' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Удалить этот способ оплаты?')).toBeInTheDocument();
    expect(within(dialog).getByText('YooKassa')).toBeInTheDocument();
    expect(memory.callsOf('delete', 'payment_methods')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));

    expect(await screen.findByText('Способ оплаты удалён')).toBeInTheDocument();
    expect(memory.callsOf('delete', 'payment_methods').map((call) => call.params.id)).toEqual(['p1']);
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'YooKassa' })).not.toBeInTheDocument());
  });
});
