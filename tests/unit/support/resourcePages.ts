import abonents from '../../../src/resources/abonents';
import { AbonentCreate } from '../../../src/resources/abonents/AbonentCreate';
import { AbonentEdit } from '../../../src/resources/abonents/AbonentEdit';
import { AbonentList } from '../../../src/resources/abonents/AbonentList';
import addresses from '../../../src/resources/addresses';
import { AddressCreate } from '../../../src/resources/addresses/AddressCreate';
import { AddressEdit } from '../../../src/resources/addresses/AddressEdit';
import { AddressList } from '../../../src/resources/addresses/AddressList';
import { AuditList } from '../../../src/resources/audit/AuditList';
import { bansRoute } from '../../../src/resources/bans';
import sipDevices from '../../../src/resources/sip_devices';
import { SipDeviceCreate } from '../../../src/resources/sip_devices/SipDeviceCreate';
import { SipDeviceEdit } from '../../../src/resources/sip_devices/SipDeviceEdit';
import { SipDeviceList } from '../../../src/resources/sip_devices/SipDeviceList';
import localServers from '../../../src/resources/local_servers';
import { LocalServerEdit } from '../../../src/resources/local_servers/LocalServerEdit';
import { LocalServerList } from '../../../src/resources/local_servers/LocalServerList';
import type { RenderResourceOptions } from './renderResource';

/**
 * A resource as renderResource shows it alone: its list, create and edit pages as its own files export
 * them (not the lazy ones of its index), and how it names a record, as its definition in the area does.
 * `renderResource({ ...abonentPages, path, dataProvider })`.
 */
type ResourcePages = Pick<RenderResourceOptions, 'area' | 'resource' | 'pages' | 'routes' | 'recordRepresentation'>;

export const abonentPages: ResourcePages = {
  resource: 'abonents',
  pages: { list: AbonentList, create: AbonentCreate, edit: AbonentEdit },
  recordRepresentation: abonents.recordRepresentation,
};

export const addressPages: ResourcePages = {
  resource: 'addresses',
  pages: { list: AddressList, create: AddressCreate, edit: AddressEdit },
  recordRepresentation: addresses.recordRepresentation,
};

export const sipDevicePages: ResourcePages = {
  resource: 'sip_devices',
  pages: { list: SipDeviceList, create: SipDeviceCreate, edit: SipDeviceEdit },
  recordRepresentation: sipDevices.recordRepresentation,
};

/** The platform's audit: its list. */
export const auditPages: ResourcePages = {
  area: 'platform',
  resource: 'audit',
  pages: { list: AuditList },
};

/**
 * The platform's Bans screen: the route the users resource's definition adds at users/bans (its path
 * and its element, the bans resource's list), without the users' own pages.
 */
const BansScreen = () => bansRoute.props.element;
export const banPages: ResourcePages = {
  area: 'platform',
  resource: 'users',
  pages: {},
  routes: { [bansRoute.props.path]: BansScreen },
};

/** The company area's local servers: their list and each one's page, where its access points are chosen. */
export const localServerPages: ResourcePages = {
  resource: 'local_servers',
  pages: { list: LocalServerList, edit: LocalServerEdit },
  recordRepresentation: localServers.recordRepresentation,
};
