import { toParamName } from '../domain/wire';

type Values = Record<string, unknown>;

/** Form values (camelCase) as Action parameters (PascalCase, `value` -> `Value`, unless renamed). */
export const toParams = (values: Values, names: Readonly<Record<string, string>> = {}): Values =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [names[key] ?? toParamName(key), value]));

/** Only what the person changed is sent (spec section 4), compared by value so arrays count per item. */
export const changedValues = (data: Values, previous: Values): Values =>
  Object.fromEntries(
    Object.entries(data).filter(
      ([key, value]) => key !== 'id' && JSON.stringify(value) !== JSON.stringify(previous[key]),
    ),
  );
