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
};
