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

/** A mutation function of react-admin, its resource narrowed to the console's: the same function. */
type NamingResource<Mutate> = Mutate extends (resource?: string, ...rest: infer Rest) => infer Result
  ? (resource: ResourceName, ...rest: Rest) => Result
  : never;
const namingResource = <Mutate>(mutate: Mutate) => mutate as unknown as NamingResource<Mutate>;

/** useCreate, whose `create` names its resource when called. */
export const useCreate = () => {
  const [create, state] = raUseCreate();
  return [namingResource(create), state] as const;
};

/** useUpdate, whose `update` names its resource when called. */
export const useUpdate = () => {
  const [update, state] = raUseUpdate();
  return [namingResource(update), state] as const;
};

/** useDelete, whose `deleteOne` names its resource when called. */
export const useDelete = <RecordType extends RaRecord = RaRecord>() => {
  const [deleteOne, state] = raUseDelete<RecordType>();
  return [namingResource(deleteOne), state] as const;
};
