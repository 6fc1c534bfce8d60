import type { ActionInput, ActionName, ActionResult } from '../../contract/actions';
import type { SignedInUser } from '../../contract/auth';
import type { ErrorBody } from '../../contract/protocol';
import { API_PATH, AUTH_SCHEME, TIMESTAMP_HEADER } from '../../contract/wire';
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

/**
 * Calls one Action of the protocol: GET with the parameters in the query string or
 * POST with a JSON body, as the Action's contract says, with the Timestamp and, when signed in, the
 * SAS-TOKEN headers. Resolves with the result; rejects with an ActionError carrying the status.
 */
export const callAction = async <Name extends ActionName>(
  name: Name,
  params: ActionInput<Name>,
  session?: SignedInUser,
): Promise<ActionResult<Name>> => {
  const isGet = actionMethods[name] === 'GET';
  const response = await fetch(isGet ? `${API_PATH}?${queryString(name, params)}` : API_PATH, {
    method: isGet ? 'GET' : 'POST',
    headers: headers(session, !isGet),
    credentials: 'include',
    body: isGet ? undefined : JSON.stringify({ Action: name, ...params }),
  });
  const body = await response.json().catch(() => ({}));
  if (!response.ok) {
    throw new ActionError(typeof body.error === 'string' ? body.error : response.statusText, response.status, body);
  }
  return body as ActionResult<Name>;
};
