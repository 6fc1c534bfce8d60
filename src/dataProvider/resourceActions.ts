import type { ActionName } from '../domain/actions';

/** The Action that reads or changes one record, and the name of its identifier parameter. */
interface ByIdAction {
  action: ActionName;
  idParam: string;
}

/**
 * Which Actions serve each react-admin resource. A `one` Action is a list Action filtered by the id
 * parameter (GetAddress with Id): its first item is the record.
 */
export interface ResourceActions {
  list?: ActionName;
  one?: ByIdAction;
  create?: ActionName;
  update?: ByIdAction;
  delete?: ByIdAction;
}

export const resourceActions: Record<string, ResourceActions> = {
  addresses: {
    list: 'GetAddress',
    one: { action: 'GetAddress', idParam: 'Id' },
    create: 'AddAddress',
    update: { action: 'EditAddress', idParam: 'Id' },
  },
  users: {
    list: 'GetUsers',
  },
  sip_devices: {
    list: 'GetSipDevices',
    one: { action: 'GetSipDevices', idParam: 'SipDeviceId' },
    create: 'RegisterSipDevice',
    update: { action: 'EditSipDevice', idParam: 'SipDeviceId' },
    delete: { action: 'DeleteSipDevice', idParam: 'SipDeviceId' },
  },
  sip_servers: {
    list: 'GetRegisteredSipServers',
    one: { action: 'GetRegisteredSipServers', idParam: 'SipServerId' },
  },
  abonents: {
    list: 'GetAbonents',
    one: { action: 'GetAbonents', idParam: 'Id' },
    create: 'AddAbonent',
    update: { action: 'EditAbonent', idParam: 'AbonentId' },
    delete: { action: 'DeleteAbonent', idParam: 'AbonentId' },
  },
  // An abonent's children, each changed on its own from the abonent's page.
  abonent_keys: {
    list: 'GetAbonentKeys',
    create: 'AddAbonentKey',
    delete: { action: 'DeleteAbonentKey', idParam: 'KeyId' },
  },
  abonent_intercoms: {
    create: 'AddAbonentIntercom',
    delete: { action: 'DeleteAbonentIntercom', idParam: 'IntercomId' },
  },
  abonent_codes: {
    update: { action: 'UpdateAbonentCodes', idParam: 'AbonentId' },
  },
};
