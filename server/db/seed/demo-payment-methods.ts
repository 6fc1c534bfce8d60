import type { Database } from '../open';
import { paymentMethods } from '../schema';

/**
 * The demo companies' payment providers' accounts, by company index (demo-data.ts): a Russian company's
 * acquiring and SBP, a British one's card processor. No secrets: they are sealed with the server's key,
 * which the seed does not know (as for cameras); an operator enters them.
 */
const METHODS: { company: number; name: string; username: string; enabled: boolean }[] = [
  { company: 0, name: 'Эквайринг Сбербанка', username: 'severny-merchant', enabled: true },
  { company: 0, name: 'СБП', username: 'severny-sbp', enabled: false },
  { company: 1, name: 'ЮKassa', username: 'parkovy-shop', enabled: true },
  { company: 2, name: 'Stripe', username: 'acct_riverside', enabled: true },
];

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export async function seedDemoPaymentMethods(tx: Transaction, companyIds: readonly string[]) {
  await tx
    .insert(paymentMethods)
    .values(METHODS.map(({ company, ...method }) => ({ companyId: companyIds[company], ...method })));
}
