import { toFieldName } from '../../src/domain/wire';

type FieldsOf<Params> = {
  [K in keyof Params as K extends 'Id' ? never : K extends string ? Uncapitalize<K> : never]?: Exclude<
    Params[K],
    undefined
  >;
};

/**
 * The fields an access-section Action was given, camelCase (`DisplayName` -> `displayName`), without the
 * record's `Id` and without those left out: an edit changes only what it names.
 */
export function givenFields<Params extends Record<string, unknown>>(params: Params): FieldsOf<Params> {
  return Object.fromEntries(
    Object.entries(params)
      .filter(([name, value]) => name !== 'Id' && value !== undefined)
      .map(([name, value]) => [toFieldName(name), value]),
  ) as FieldsOf<Params>;
}
