import { useCallback } from 'react';
import {
  type GetListParams,
  type GetOneParams,
  type RaRecord,
  useCreate as raUseCreate,
  useDelete as raUseDelete,
  useGetList as raUseGetList,
  type UseGetListOptions,
  useGetOne as raUseGetOne,
  type UseGetOneOptions,
  useUpdate as raUseUpdate,
} from 'react-admin';
import type { ResourceName } from './resourceNames';

/**
 * react-admin's data hooks with the resource's name checked against the console's resources
 * (resourceNames.ts): the same hooks, narrower types. ESLint keeps the console from importing
 * react-admin's own.
 */
export const useGetOne = <RecordType extends RaRecord = RaRecord>(
  resource: ResourceName,
  params: Partial<GetOneParams<RecordType>>,
  options?: UseGetOneOptions<RecordType>,
) => raUseGetOne<RecordType>(resource, params, options);

export const useGetList = <RecordType extends RaRecord = RaRecord>(
  resource: ResourceName,
  params?: Partial<GetListParams>,
  options?: UseGetListOptions<RecordType>,
) => raUseGetList<RecordType>(resource, params, options);

type AfterResource<Call> = Call extends (resource: never, ...rest: infer Rest) => unknown ? Rest : never;

/** useCreate, whose `create` names its resource when called. */
export const useCreate = () => {
  const [create, state] = raUseCreate();
  const createIn = useCallback(
    (resource: ResourceName, ...rest: AfterResource<typeof create>) => create(resource, ...rest),
    [create],
  );
  return [createIn, state] as const;
};

/** useUpdate, whose `update` names its resource when called. */
export const useUpdate = () => {
  const [update, state] = raUseUpdate();
  const updateIn = useCallback(
    (resource: ResourceName, ...rest: AfterResource<typeof update>) => update(resource, ...rest),
    [update],
  );
  return [updateIn, state] as const;
};

/** useDelete, whose `deleteOne` names its resource when called. */
export const useDelete = <RecordType extends RaRecord = RaRecord>() => {
  const [deleteOne, state] = raUseDelete<RecordType>();
  const deleteIn = useCallback(
    (resource: ResourceName, ...rest: AfterResource<typeof deleteOne>) => deleteOne(resource, ...rest),
    [deleteOne],
  );
  return [deleteIn, state] as const;
};
