import type { ResourceName } from '../../dataProvider/resourceNames';

/** The platform area's sidebar, in the spec's order (section 2). Screens appear as they are built. */
export const platformMenu: readonly ResourceName[] = [
  // Beyond the spec: what needs attention, first (issue 42); the area still starts where the spec says.
  'attention',
  'users',
  'locks',
  'access_points',
  'companies',
  'sim_payments',
  'payments',
  'local_keys',
  'reg_keys',
  'cameras',
  'postamates',
  'sip_servers',
  'sip_devices',
  // Not in the spec's list: the audit trail came after it.
  'audit',
  // Nor the devices and their credentials' sync (issue 42).
  'devices',
  // Nor the records deleted in the last 30 days, to restore (issue 43).
  'deleted',
];
