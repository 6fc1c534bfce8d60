import { actions, type ActionName } from '../../contract/actions';
import type { Attention, AttentionGroup } from '../../contract/attention';
import { allows } from '../../contract/permissions';
import type { Database } from '../db/open';
import { recentAnomalies } from './anomalies';
import { offlineCameras } from './cameras';
import { troubledDevices } from './devices';
import { expiringKeys, expiringRights } from './expiring';
import { overduePayments, overdueSimCards } from './overdue';
import type { Shown } from './shown';
import { automaticBans, failedSignIns } from './sign-ins';

/**
 * A group of what needs attention: the Action that lists its records, whose permission a role needs to see
 * the group (a concierge, who may not view devices, sees no device group), and how its items are found.
 */
interface Source<Scope> {
  name: AttentionGroup['name'];
  listedBy: ActionName;
  find: (db: Database, scope: Scope) => Promise<Shown>;
}

/** The company area's groups, in the page's order; each for the session's company. */
const companySources: Source<string>[] = [
  { name: 'devices', listedBy: 'GetControllers', find: troubledDevices },
  { name: 'cameras', listedBy: 'GetCameras', find: offlineCameras },
  { name: 'anomalies', listedBy: 'GetPassEvents', find: (db, companyId) => recentAnomalies(db, companyId) },
  { name: 'keys', listedBy: 'GetAbonentKeys', find: expiringKeys },
  { name: 'rights', listedBy: 'GetAccessRights', find: expiringRights },
  { name: 'payments', listedBy: 'GetPayments', find: overduePayments },
];

/** The platform area's groups: every company's. */
const platformSources: Source<undefined>[] = [
  { name: 'signIns', listedBy: 'GetUsers', find: failedSignIns },
  { name: 'addressBans', listedBy: 'GetBans', find: automaticBans },
  { name: 'cameras', listedBy: 'GetCameras', find: offlineCameras },
  { name: 'simCards', listedBy: 'GetSimPayments', find: overdueSimCards },
];

async function gather<Scope>(
  db: Database,
  sources: Source<Scope>[],
  scope: Scope,
  permissions: ReadonlySet<string>,
): Promise<Attention> {
  const allowed = sources.filter((source) => allows(permissions, actions[source.listedBy].permission ?? 'any'));
  const groups = await Promise.all(
    allowed.map(async (source): Promise<AttentionGroup> => ({ name: source.name, ...(await source.find(db, scope)) })),
  );
  return { groups, total: groups.reduce((sum, group) => sum + group.total, 0) };
}

/** What needs attention in a company, the groups its role may view. */
export const companyAttention = (db: Database, companyId: string, permissions: ReadonlySet<string>) =>
  gather(db, companySources, companyId, permissions);

/** What needs attention on the platform. */
export const platformAttention = (db: Database, permissions: ReadonlySet<string>) =>
  gather(db, platformSources, undefined, permissions);
