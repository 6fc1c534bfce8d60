import type { ActionInput, ActionName, ActionResult } from '../../contract/actions';
import type { SignedInUser } from '../../contract/auth';
import type { ErrorBody } from '../../contract/protocol';
import { API_PATH, AUTH_SCHEME, IDEMPOTENCY_KEY_HEADER, TIMESTAMP_HEADER } from '../../contract/wire';
import actionMethods from 'virtual:action-methods';

/** A refused Action: the HTTP status and the response body (`error` and, for bad input, `fields`). */
export class ActionError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: Partial<ErrorBody>,
  ) {
    super(message);
    this.name = 'ActionError';
  }
}

/**
 * A bulk delete of which only some records went: `deleted` of `total`, the others (`failedIds`) refused
 * for the first refusal's reason (`cause`).
 */
export class PartialDeleteError extends Error {
  constructor(
    readonly deleted: number,
    readonly total: number,
    readonly cause: unknown,
    readonly failedIds: readonly (string | number)[] = [],
  ) {
    super('common.errors.partialDelete');
    this.name = 'PartialDeleteError';
  }
}

/**
 * The message to show for a failed call: the response's `error` string, else the
 * generic message, else 'Unknown error'. Translation keys are translated where it is shown.
 */
export const errorMessageOf = (error: unknown): string => {
  if (error instanceof ActionError && typeof error.body.error === 'string') return error.body.error;
  if (error instanceof Error) return 'common.errors.generic';
  return 'common.errors.unknown';
};

export const headers = (session: SignedInUser | undefined, json: boolean): HeadersInit => ({
  [TIMESTAMP_HEADER]: new Date().toISOString(),
  ...(session && {
    Authorization: `${AUTH_SCHEME} ${session.credentials.apiKeyId}:${session.credentials.token}`,
  }),
  ...(json && { 'Content-Type': 'application/json' }),
});

const queryString = (name: string, params: object) => {
  const query = new URLSearchParams({ Action: name });
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  return query.toString();
};

/** A fresh Idempotency-Key for one submit of a creating Action: a random UUID. */
export const newIdempotencyKey = (): string => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // crypto.randomUUID is only in secure contexts (HTTPS, localhost): the same 122 random bits otherwise.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

export interface CallOptions {
  /**
   * For a creating Action: the submit's key (newIdempotencyKey). The call is then tried once more, with the
   * same key, when its answer was lost (a network error) or the database was briefly away (503): the server
   * answers a retry of a request it carried out with the first answer, so nothing is created twice.
   */
  idempotencyKey?: string;
}

/** How long the one retry of a creating call waits, at most (a 503's Retry-After is 2 s). */
const RETRY_WAIT_MAX_MS = 2_000;

/**
 * Calls one Action of the protocol: GET with the parameters in the query string or
 * POST with a JSON body, as the Action's contract says, with the Timestamp and, when signed in, the
 * SAS-TOKEN headers. Resolves with the result; rejects with an ActionError carrying the status.
 */
export const callAction = async <Name extends ActionName>(
  name: Name,
  params: ActionInput<Name>,
  session?: SignedInUser,
  { idempotencyKey }: CallOptions = {},
): Promise<ActionResult<Name>> => {
  const isGet = actionMethods[name] === 'GET';
  const send = () =>
    fetch(isGet ? `${API_PATH}?${queryString(name, params)}` : API_PATH, {
      method: isGet ? 'GET' : 'POST',
      headers: { ...headers(session, !isGet), ...(idempotencyKey && { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey }) },
      credentials: 'include',
      body: isGet ? undefined : JSON.stringify({ Action: name, ...params }),
    });
  let response: Response;
  try {
    response = await send();
  } catch (error) {
    if (!idempotencyKey) throw error;
    response = await send();
  }
  if (idempotencyKey && response.status === 503) {
    const seconds = Number(response.headers.get('retry-after'));
    const wait = Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1000, RETRY_WAIT_MAX_MS) : 1000;
    await new Promise((resolve) => setTimeout(resolve, wait));
    response = await send();
  }
  const body = await response.json().catch(() => ({}));
  if (!response.ok) {
    throw new ActionError(typeof body.error === 'string' ? body.error : response.statusText, response.status, body);
  }
  return body as ActionResult<Name>;
};
