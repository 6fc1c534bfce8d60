import { toFieldName } from '../../contract/wire';

/** The entries of `values` that were given: undefined leaves a column alone, null clears it. */
export type Given<Values> = { [K in keyof Values]?: Exclude<Values[K], undefined> };

/**
 * The columns an Add or Edit sets, from the values its parameters give them: only those given (an Edit
 * sends only what changed).
 */
export function givenColumns<Values extends Record<string, unknown>>(values: Values): Given<Values> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Given<Values>;
}

/** Whether an update has anything to set (an update with no columns is not valid SQL). */
export function hasChanges(columns: object): boolean {
  return Object.keys(columns).length > 0;
}

type FieldsOf<Params> = {
  [K in keyof Params as K extends 'Id' ? never : K extends string ? Uncapitalize<K> : never]?: Exclude<
    Params[K],
    undefined
  >;
};

/**
 * The fields an Action was given, camelCase (`DisplayName` -> `displayName`), without the record's `Id`,
 * without those left out (an edit changes only what it names) and, when `isField` is given, only the
 * form's fields.
 */
export function givenFields<Params extends Record<string, unknown>>(
  params: Params,
  isField: (field: string) => boolean = () => true,
): FieldsOf<Params> {
  return Object.fromEntries(
    Object.entries(params)
      .filter(([name, value]) => name !== 'Id' && value !== undefined)
      .map(([name, value]) => [toFieldName(name), value] as const)
      .filter(([field]) => isField(field)),
  ) as FieldsOf<Params>;
}
