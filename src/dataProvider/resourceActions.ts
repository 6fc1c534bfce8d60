import type { ActionName } from '../domain/actions';
import { cameraParamNames, cameraWriteOnlyFields } from '../domain/camera';

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
  /** Form fields sent under another parameter name than their PascalCase (cameras: link as CameraIp). */
  paramNames?: Readonly<Record<string, string>>;
  /** Form fields the server takes but never returns (a password): left out of the records kept after a save. */
  writeOnly?: readonly string[];
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
  cameras: {
    list: 'GetCameras',
    one: { action: 'GetCameras', idParam: 'CameraId' },
    create: 'AddCamera',
    update: { action: 'UpdateCamera', idParam: 'CameraId' },
    delete: { action: 'DeleteCamera', idParam: 'CameraId' },
    paramNames: cameraParamNames,
    writeOnly: cameraWriteOnlyFields,
  },
  access_objects: {
    one: { action: 'GetAccessObject', idParam: 'AccessObjectId' },
    create: 'CreateAccessObject',
    update: { action: 'EditAccessObject', idParam: 'Id' },
    delete: { action: 'DeleteAccessObject', idParam: 'Id' },
  },
  access_perimeters: {
    one: { action: 'GetAccessPerimeter', idParam: 'AccessPerimeterId' },
    create: 'CreateAccessPerimeter',
    update: { action: 'EditAccessPerimeter', idParam: 'Id' },
    delete: { action: 'DeleteAccessPerimeter', idParam: 'Id' },
  },
  access_points: {
    /** The platform area's list of every company's points; the company area reads and edits one. */
    list: 'GetAccessPoints',
    one: { action: 'GetAccessPoint', idParam: 'AccessPointId' },
    create: 'CreateAccessPoint',
    update: { action: 'EditAccessPoint', idParam: 'Id' },
    delete: { action: 'DeleteAccessPoint', idParam: 'Id' },
  },
  /** The locks a company may put on its access points (the point form's lock selector). */
  access_locks: {
    list: 'GetLocks',
    one: { action: 'GetLocks', idParam: 'Id' },
  },
  tariffs: {
    list: 'GetTariffPolicies',
    one: { action: 'GetTariffPolicies', idParam: 'Id' },
    create: 'RegisterTariffPolicy',
    delete: { action: 'DeleteTariffPolicy', idParam: 'Id' },
  },
  /** A tariff's history: filtered by the policy (`id`), newest first. */
  tariff_revisions: {
    list: 'GetTariffPolicyRevisions',
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
  /** Access objects and perimeters together, for the abonent's access zone selector. */
  access_zones: {
    list: 'GetAccessZones',
  },
};
