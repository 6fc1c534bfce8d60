/**
 * The protocol's constants and naming rules, without any schema: the console's Action client imports
 * only this, so light pages (sign-in) do not download zod.
 */
export const API_PATH = '/api/web/intercoms/';
export const TIMESTAMP_HEADER = 'Timestamp';
export const AUTH_SCHEME = 'SAS-TOKEN';
/** A request whose Timestamp is further off than this is refused with 400. */
export const TIMESTAMP_TOLERANCE_MS = 5 * 60 * 1000;

/**
 * A creating Action (`creates` in its contract) takes this header: a key the client makes for one
 * submit (a UUID) and sends again with the same parameters when it retries. The server keeps the answer
 * for IDEMPOTENCY_TTL_HOURS per user and key: the same key with the same parameters gets the stored answer
 * without the Action running again (no second record); with other parameters, or another Action, 409.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_TTL_HOURS = 24;
/** Set (`true`) on an answer replayed from an earlier request with the same key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
/** A key is 1 to 255 visible ASCII characters. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** The most rows one page of a list Action returns (`Limit`). */
export const MAX_LIST_LIMIT = 1000;

/** Form fields are camelCase, Action parameters PascalCase: `value` <-> `Value`. */
export const toParamName = (field: string) => field.charAt(0).toUpperCase() + field.slice(1);
export const toFieldName = (param: string) => param.charAt(0).toLowerCase() + param.slice(1);
