/**
 * Checked by the type check (`tsc`), never run: the console's resource names and dataProvider methods
 * are checked where they are used. Each `@ts-expect-error` fails the type check if the mistake compiles.
 */
import type { ConsoleDataProvider } from '../../src/dataProvider/dataProvider';
import { Resource } from '../../src/dataProvider/typedResource';
import { useCreate, useGetOne } from '../../src/dataProvider/typedHooks';

declare const dataProvider: ConsoleDataProvider;

// A custom method the dataProvider has compiles; a misspelled one does not (no index signature).
void dataProvider.checkCameraStatus;
// @ts-expect-error a method the dataProvider does not have
void dataProvider.checkCameraStatuss;

void dataProvider.getList('addresses', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' } });
// @ts-expect-error a resource the console does not have
void dataProvider.getList('adresses', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' } });

export const Registrations = () => (
  <>
    <Resource name="addresses" />
    {/* @ts-expect-error a resource the console does not have */}
    <Resource name="adresses" />
  </>
);

export const useHooks = () => {
  useGetOne('tariffs', { id: '1' });
  // @ts-expect-error a resource the console does not have
  useGetOne('tarifs', { id: '1' });
  const [create] = useCreate();
  void create('bans', { data: {} });
  // @ts-expect-error a resource the console does not have
  void create('ban', { data: {} });
};
