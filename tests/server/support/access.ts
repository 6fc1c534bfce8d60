import { DEMO_ACCOUNTS } from '../../../server/db/seed/demo-data';
import type { TestApp } from './test-app';

/** Signed-in headers of УК «Северный квартал» (A), Riverside (B) and the platform admin. */
export async function accessSessions(t: TestApp) {
  const companyA = (await t.signIn(DEMO_ACCOUNTS.companyAdmin, 'company')).headers;
  const multi = await t.signIn(DEMO_ACCOUNTS.multiCompanyAdmin, 'company');
  const riverside = multi.user.profiles.find((p) => p.companyName === 'Riverside Property Management')!;
  await t.call('SelectProfile', { CompanyId: riverside.companyId }, { headers: multi.headers });
  const platform = (await t.signIn(DEMO_ACCOUNTS.platformAdmin, 'platform')).headers;
  return { companyA, companyB: multi.headers, platform };
}

type Named = { id: string; displayName: string };

/** The id of the item named `displayName` in a list answer. */
export const idOf = (body: { items: Named[] }, displayName: string): string => {
  const item = body.items.find((candidate) => candidate.displayName === displayName);
  if (!item) throw new Error(`No "${displayName}" among ${body.items.map((i) => i.displayName).join(', ')}`);
  return item.id;
};
