import { DEMO_ACCOUNTS } from '../../../server/db/seed/demo-data';
import type { TestApp } from './test-app';

/** Headers of a company-area session acting for Riverside Property Management (company B). */
export async function riversideSession(t: TestApp): Promise<Record<string, string>> {
  const multi = await t.signIn(DEMO_ACCOUNTS.multiCompanyAdmin, 'company');
  const riverside = multi.user.profiles.find((p) => p.companyName === 'Riverside Property Management')!;
  await t.call('SelectProfile', { CompanyId: riverside.companyId }, { headers: multi.headers });
  return multi.headers;
}

/**
 * Signed-in headers for the scoping tests: УК «Северный квартал» (company A), Riverside (company B)
 * and the platform admin.
 */
export async function demoSessions(t: TestApp) {
  const companyA = (await t.signIn(DEMO_ACCOUNTS.companyAdmin, 'company')).headers;
  const companyB = await riversideSession(t);
  const platform = (await t.signIn(DEMO_ACCOUNTS.platformAdmin, 'platform')).headers;
  return { companyA, companyB, platform };
}
