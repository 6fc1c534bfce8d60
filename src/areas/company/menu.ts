import type { ResourceName } from '../../dataProvider/resourceNames';

/**
 * The company area's sidebar, in the spec's order (section 2). `access` is the access section's own
 * page; the others are resources. Beyond the spec: residents' join requests (the registration QR's),
 * guest links (an administrator looks for them beside access rights, where they are issued) and local
 * servers (a device's token is configured there), and the devices with their credentials' sync.
 */
export const companyMenu: readonly ResourceName[] = [
  // Beyond the spec: what needs attention, first (issue 42); the area still starts where the spec says.
  'attention',
  'abonents',
  'join_requests',
  'tariffs',
  'addresses',
  'access_rights',
  'guest_passes',
  'access_journal',
  'controllers',
  'local_servers',
  'devices',
  'access',
  'payments',
  'cameras',
  'sip_devices',
  // Beyond the spec: records deleted in the last 30 days, to restore (issue 43).
  'deleted',
];
