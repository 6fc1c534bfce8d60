import type { DataProvider, Identifier, RaRecord, Store } from 'ra-core';
import { HttpError } from 'ra-core';
import type { ActionName } from '../domain/actions';
import { errors } from '../domain/messages';
import { toFieldName, toParamName } from '../domain/wire';
import { readSession } from '../session/session';
import { ActionError, callAction, errorMessageOf } from './actionClient';
import { type ResourceActions, resourceActions } from './resourceActions';
import { tariffMethods } from './tariffMethods';

type Params = Record<string, unknown>;
type ListResult = { items: RaRecord[]; total: number };

/** Form values (camelCase) as Action parameters (PascalCase): `value` -> `Value`. */
export const toParams = (values: Params): Params =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [toParamName(key), value]));

/** Only what the person changed is sent (spec section 4), compared by value so arrays count per item. */
export const changedValues = (data: Params, previous: Params): Params =>
  Object.fromEntries(
    Object.entries(data).filter(
      ([key, value]) => key !== 'id' && JSON.stringify(value) !== JSON.stringify(previous[key]),
    ),
  );

/**
 * A refused call as react-admin expects it: the message (a translation key) for the toast, the status
 * for the authProvider (401 signs out), and the server's per-parameter messages as form field errors.
 */
const toHttpError = (error: unknown): never => {
  if (!(error instanceof ActionError)) throw new HttpError(errorMessageOf(error), 0);
  const fieldErrors = Object.fromEntries(
    Object.entries(error.body.fields ?? {}).map(([param, message]) => [toFieldName(param), message]),
  );
  throw new HttpError(errorMessageOf(error), error.status, {
    ...error.body,
    ...(Object.keys(fieldErrors).length > 0 && { errors: fieldErrors }),
  });
};

const actionsOf = (resource: string): ResourceActions => {
  const table = resourceActions[resource];
  if (!table) throw new Error(`No Actions are declared for the resource "${resource}"`);
  return table;
};

const need = <T>(value: T | undefined, resource: string, operation: string): T => {
  if (value === undefined) throw new Error(`The resource "${resource}" has no ${operation} Action`);
  return value;
};

/** react-admin's dataProvider over the Action protocol; the resource table says which Action to call. */
export const createDataProvider = (store: Store): DataProvider => {
  const call = <Result>(name: ActionName, params: Params): Promise<Result> =>
    callAction(name, params as never, readSession(store)).catch(toHttpError) as Promise<Result>;

  const getOne = async (resource: string, id: Identifier) => {
    const { action, idParam } = need(actionsOf(resource).one, resource, 'read-one');
    const { items } = await call<ListResult>(action, { [idParam]: id });
    if (!items[0]) throw new HttpError(errors.notFound, 404);
    return items[0];
  };

  return {
    getList: async (resource, { pagination, sort, filter }) => {
      const { q, ...filters } = filter ?? {};
      const { page = 1, perPage = 25 } = pagination ?? {};
      const { items, total } = await call<ListResult>(need(actionsOf(resource).list, resource, 'list'), {
        ...toParams(filters),
        Search: q,
        Sort: sort?.field,
        Order: sort?.order,
        Offset: (page - 1) * perPage,
        Limit: perPage,
      });
      return { data: items, total };
    },
    getOne: async (resource, { id }) => ({ data: await getOne(resource, id) }),
    getMany: async (resource, { ids }) => ({ data: await Promise.all(ids.map((id) => getOne(resource, id))) }),
    getManyReference: async (resource, params) => {
      throw new Error(`getManyReference is not supported for "${resource}" (${params.target})`);
    },
    create: async (resource, { data }) => {
      const { id } = await call<{ id: string }>(need(actionsOf(resource).create, resource, 'create'), toParams(data));
      return { data: { ...data, id } };
    },
    update: async (resource, { id, data, previousData }) => {
      const { action, idParam } = need(actionsOf(resource).update, resource, 'update');
      const result = await call<RaRecord | Params>(action, {
        [idParam]: id,
        ...toParams(changedValues(data, previousData)),
      });
      return { data: 'id' in result ? (result as RaRecord) : { ...previousData, ...data } };
    },
    updateMany: async (resource) => {
      throw new Error(`updateMany is not supported for "${resource}"`);
    },
    delete: async (resource, { id, previousData }) => {
      const { action, idParam } = need(actionsOf(resource).delete, resource, 'delete');
      await call(action, { [idParam]: id });
      return { data: previousData ?? { id } };
    },
    deleteMany: async (resource, { ids }) => {
      const { action, idParam } = need(actionsOf(resource).delete, resource, 'delete');
      await Promise.all(ids.map((id) => call(action, { [idParam]: id })));
      return { data: ids };
    },
    ...tariffMethods(call),
  } as DataProvider;
};
