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
};
