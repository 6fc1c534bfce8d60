/**
 * The protocol's constants and naming rules, without any schema: the console's Action client imports
 * only this, so light pages (sign-in) do not download zod.
 */
export const API_PATH = '/api/web/intercoms/';
export const TIMESTAMP_HEADER = 'Timestamp';
export const AUTH_SCHEME = 'SAS-TOKEN';
/** A request whose Timestamp is further off than this is refused with 400. */
export const TIMESTAMP_TOLERANCE_MS = 5 * 60 * 1000;

/** The most rows one page of a list Action returns (`Limit`). */
export const MAX_LIST_LIMIT = 1000;

/** Form fields are camelCase, Action parameters PascalCase: `value` <-> `Value`. */
export const toParamName = (field: string) => field.charAt(0).toUpperCase() + field.slice(1);
export const toFieldName = (param: string) => param.charAt(0).toLowerCase() + param.slice(1);
