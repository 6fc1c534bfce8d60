import { toParamName } from '../../contract/wire';

type Values = Record<string, unknown>;

/** Form values (camelCase) as Action parameters (PascalCase, `value` -> `Value`, unless renamed). */
export const toParams = (values: Values, names: Readonly<Record<string, string>> = {}): Values =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [names[key] ?? toParamName(key), value]));

/** A list's filter as its list Action's parameters: the search box (`q`) as `Search`, the others by name. */
export const listFilterParams = ({ q, ...filters }: Values): Values => ({ ...toParams(filters), Search: q });

/** Whether a form's value is the one it had: compared by value, so arrays and objects count per item. */
export const sameValue = (value: unknown, previous: unknown) => JSON.stringify(value) === JSON.stringify(previous);

/** Only what the person changed is sent. */
export const changedValues = (data: Values, previous: Values): Values =>
  Object.fromEntries(Object.entries(data).filter(([key, value]) => key !== 'id' && !sameValue(value, previous[key])));
