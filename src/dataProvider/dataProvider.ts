import type { DataProvider, Identifier, RaRecord, Store } from 'ra-core';
import { HttpError } from 'ra-core';
import type { ActionName } from '../../contract/actions';
import type { SignedInUser } from '../../contract/auth';
import { errors } from '../../contract/messages';
import type { ConsoleArea } from '../../contract/protocol';
import type { AnyResourceBinding, AreaResources } from '../../contract/resource';
import { toFieldName } from '../../contract/wire';
import resources from 'virtual:resource-bindings';
import { readSession } from '../session/session';
import creatingActionNames from 'virtual:creating-actions';
import type { ActionCall } from './actionCall';
import type { ResourceName } from './resourceNames';
import { accessRightMethods } from './accessRightMethods';
import { accessTreeMethods } from './accessTree';
import {
  ActionError,
  callAction,
  type CallOptions,
  errorMessageOf,
  newIdempotencyKey,
  PartialDeleteError,
} from './actionClient';
import { cameraMethods } from './cameraMethods';
import { journalMethods } from './journalMethods';
import { keyMethods } from './keyMethods';
import { changedValues, listFilterParams, toParams } from './params';
import { postamateMethods } from './postamateMethods';
import { tariffMethods } from './tariffMethods';
import { twoFactorMethods } from './twoFactorMethods';
import { userMethods } from './userMethods';
import { sessionMethods } from './sessionMethods';
import { companyMethods } from './companyMethods';
import { joinRequestMethods } from './joinRequestMethods';
import { deviceMethods } from './deviceMethods';
import { reachedMethods } from './reachedMethods';
import { searchMethods } from './searchMethods';
import { timelineMethods } from './timelineMethods';
import { deliveryMethods } from './deliveryMethods';
import { attentionMethods } from './attentionMethods';
import { undoMethods } from './undoMethods';
import { bulkMethods } from './bulkMethods';
import { importMethods } from './importMethods';

type Params = Record<string, unknown>;
type ParamNames = AnyResourceBinding['paramNames'];

/** The dataProvider's methods beyond react-admin's CRUD, one module per entity that has any. */
const customMethods = (call: ActionCall, session: () => SignedInUser | undefined) => ({
  ...journalMethods(call, session),
  ...cameraMethods(call),
  ...tariffMethods(call),
  ...accessTreeMethods(call),
  ...postamateMethods(call),
  ...keyMethods(call),
  ...userMethods(call),
  ...sessionMethods(call),
  ...companyMethods(call),
  ...joinRequestMethods(call),
  ...accessRightMethods(call),
  ...deviceMethods(call),
  ...reachedMethods(call),
  ...deliveryMethods(call),
  ...twoFactorMethods(call),
  ...searchMethods(call),
  ...timelineMethods(call),
  ...attentionMethods(call),
  ...undoMethods(call),
  ...bulkMethods(call),
  ...importMethods(call),
});

/** react-admin's CRUD methods, for the console's resources only. */
type CrudMethods = Pick<
  DataProvider<ResourceName>,
  'getList' | 'getOne' | 'getMany' | 'getManyReference' | 'create' | 'update' | 'updateMany' | 'delete' | 'deleteMany'
>;

/**
 * The console's dataProvider: react-admin's CRUD and every custom method, each typed by its Actions.
 * Without react-admin's index signature, so that a misspelled method fails the type check.
 */
export type ConsoleDataProvider = CrudMethods & ReturnType<typeof customMethods>;

/** What an area gives react-admin, which names resources by any string: the same methods. */
export type AreaDataProvider = DataProvider & ReturnType<typeof customMethods>;

/** A saved record as the console keeps it: without what the server never returns (a password). */
const withoutWriteOnly = <Data extends Params>(data: Data, fields: readonly string[] = []): Data =>
  Object.fromEntries(Object.entries(data).filter(([key]) => !fields.includes(key))) as Data;

/** The form field of an Action parameter: the reverse of `toParams`. */
const toField = (param: string, names: ParamNames = {}): string =>
  Object.keys(names).find((field) => names[field] === param) ?? toFieldName(param);

/**
 * A refused call as react-admin expects it: the message (a translation key) for the toast, the status
 * for the authProvider (401 signs out), and the server's per-parameter messages as form field errors.
 */
const toHttpError = (error: unknown, names?: ParamNames): never => {
  if (!(error instanceof ActionError)) throw new HttpError(errorMessageOf(error), 0);
  const fieldErrors = Object.fromEntries(
    Object.entries(error.body.fields ?? {}).map(([param, message]) => [toField(param, names), message]),
  );
  throw new HttpError(errorMessageOf(error), error.status, {
    ...error.body,
    ...(Object.keys(fieldErrors).length > 0 && { errors: fieldErrors }),
  });
};

const need = <T>(value: T | undefined, resource: string, operation: string): T => {
  if (value === undefined) throw new Error(`The resource "${resource}" has no ${operation} Action`);
  return value;
};

/**
 * react-admin's dataProvider of one area over the Action protocol, built from the resources the entities
 * declare for that area (contract/actions.ts): which Action lists, reads, creates, updates and deletes
 * each resource.
 */
/** The Actions that take an Idempotency-Key (`creates` in the contract). */
const creatingActions: ReadonlySet<string> = new Set(creatingActionNames);

export const createDataProvider = (store: Store, area: ConsoleArea): AreaDataProvider => {
  const areaResources: AreaResources = resources[area];
  const bindingOf = (resource: string): AnyResourceBinding => {
    if (!Object.hasOwn(areaResources, resource)) {
      throw new Error(`No Actions are declared for the resource "${resource}" in the ${area} area`);
    }
    return areaResources[resource];
  };

  // The CRUD methods call whichever Action the binding names, with parameters made from form values;
  // the bindings were checked against the contract where they are declared.
  const callBound = <Result>(
    name: string,
    params: Params,
    names?: ParamNames,
    options?: CallOptions,
  ): Promise<Result> =>
    callAction(name as ActionName, params as never, readSession(store), options).catch((error) =>
      toHttpError(error, names),
    ) as Promise<Result>;
  // Every call of a creating Action is a submit of its own: a fresh Idempotency-Key each (actionClient.ts).
  const keyFor = (name: string): CallOptions | undefined =>
    creatingActions.has(name) ? { idempotencyKey: newIdempotencyKey() } : undefined;
  const call: ActionCall = (name, params) => callBound(name, params, undefined, keyFor(name));

  // A `one` Action is either a list filtered by id (its first item) or a Get<Entity> returning the record.
  const getOne = async (resource: string, id: Identifier) => {
    const { action, idParam } = need(bindingOf(resource).one, resource, 'read-one');
    const result = await callBound<{ items: RaRecord[] } | RaRecord>(action, { [idParam]: id });
    const record = 'items' in result && Array.isArray(result.items) ? result.items[0] : (result as RaRecord);
    if (!record) throw new HttpError(errors.notFound, 404);
    return record;
  };

  return {
    getList: async (resource, { pagination, sort, filter }) => {
      const { page = 1, perPage = 25 } = pagination ?? {};
      const { items, total, ...extras } = await callBound<{ items: RaRecord[]; total: number }>(
        need(bindingOf(resource).list, resource, 'list'),
        {
          ...listFilterParams(filter ?? {}),
          // react-admin's own default is `id`, which no list sorts by: the Action's default order applies.
          ...(sort?.field && sort.field !== 'id' && { Sort: sort.field, Order: sort.order }),
          Offset: (page - 1) * perPage,
          Limit: perPage,
        },
      );
      // What a list Action returns besides the page (payments' totals) is the list's `meta`.
      return { data: items, total, ...(Object.keys(extras).length > 0 && { meta: extras }) };
    },
    getOne: async (resource, { id }) => ({ data: await getOne(resource, id) }),
    getMany: async (resource, { ids }) => ({ data: await Promise.all(ids.map((id) => getOne(resource, id))) }),
    getManyReference: async (resource, params) => {
      throw new Error(`getManyReference is not supported for "${resource}" (${params.target})`);
    },
    create: async (resource, { data }) => {
      const binding = bindingOf(resource);
      const { create, paramNames, writeOnly } = binding;
      // A key of this submit's own: a retry of it (the client's, or a replay) creates nothing more.
      const { id } = await callBound<{ id: string }>(
        need(create, resource, 'create'),
        toParams(data, paramNames),
        paramNames,
        keyFor(create as string),
      );
      // A create returns only the id: the record as stored (with the names of what it refers to, which
      // its edit page's selectors show at once) is read back when the resource can read one. Should that
      // read fail, the record was still created: what was sent stands in for it.
      if (binding.one) {
        const stored = await getOne(resource, id).catch(() => undefined);
        if (stored && String(stored.id) === String(id)) return { data: stored };
      }
      return { data: { ...withoutWriteOnly(data, writeOnly), id } };
    },
    update: async (resource, { id, data, previousData }) => {
      const { update, paramNames, writeOnly } = bindingOf(resource);
      const { action, idParam } = need(update, resource, 'update');
      const result = await callBound<RaRecord | Params>(
        action,
        { [idParam]: id, ...toParams(changedValues(data, previousData), paramNames) },
        paramNames,
      );
      return {
        data: 'id' in result ? (result as RaRecord) : withoutWriteOnly({ ...previousData, ...data }, writeOnly),
      };
    },
    updateMany: async (resource) => {
      throw new Error(`updateMany is not supported for "${resource}"`);
    },
    delete: async (resource, { id, previousData }) => {
      const { action, idParam } = need(bindingOf(resource).delete, resource, 'delete');
      await callBound(action, { [idParam]: id });
      return { data: previousData ?? { id } };
    },
    deleteMany: async (resource, { ids }) => {
      const { action, idParam } = need(bindingOf(resource).delete, resource, 'delete');
      // One request a record, each settling on its own: one refusal must not hide that others went.
      const results = await Promise.allSettled(ids.map((id) => callBound(action, { [idParam]: id })));
      const refusals = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
      if (refusals.length === ids.length) throw refusals[0];
      const failedIds = ids.filter((_id, index) => results[index].status === 'rejected');
      if (refusals.length > 0)
        throw new PartialDeleteError(ids.length - refusals.length, ids.length, refusals[0], failedIds);
      return { data: ids };
    },
    ...customMethods(call, () => readSession(store)),
  } as AreaDataProvider;
};
