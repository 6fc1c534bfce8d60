import type { ResourceName } from '../../dataProvider/resourceNames';

/**
 * The company area's sidebar, in the spec's order (section 2). `access` is the access section's own
 * page; the others are resources. Screens appear as they are built.
 */
export const companyMenu: readonly ResourceName[] = [
  'abonents',
  'join_requests',
  'tariffs',
  'addresses',
  'access_rights',
  'access_journal',
  'controllers',
  'local_servers',
  'access',
  'payments',
  'cameras',
  'sip_devices',
];
