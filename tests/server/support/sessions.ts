import { eq } from 'drizzle-orm';
import { localServers } from '../../../server/db/schema';
import { DEMO_ACCOUNTS } from '../../../server/db/seed/demo-data';
import { issueLocalServerToken } from '../../../server/devices/tokens';
import { DEVICE_AUTH_SCHEME } from '../../../contract/protocol';
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

/**
 * The Authorization header of a company's local server (its first, by name) with a token issued now: the
 * device side's credentials, as the company form's local servers tab hands them out.
 */
export async function deviceHeaders(t: TestApp, companyId: string): Promise<Record<string, string>> {
  const [server] = await t.db
    .select({ id: localServers.id })
    .from(localServers)
    .where(eq(localServers.companyId, companyId))
    .orderBy(localServers.name)
    .limit(1);
  const token = await issueLocalServerToken(t.db, companyId, server.id);
  return { authorization: `${DEVICE_AUTH_SCHEME} ${server.id}:${token}` };
}

/** The ids of the scoping tests' two companies, read as the platform lists them. */
export async function demoCompanyIds(t: TestApp, platform: Record<string, string>) {
  const companies = (await t.call('GetCompanies', { Limit: 100 }, { headers: platform })).body.items as {
    id: string;
    name: string;
  }[];
  const idOf = (name: string) => companies.find((company) => company.name === name)!.id;
  return { severny: idOf('УК «Северный квартал»'), riverside: idOf('Riverside Property Management') };
}
