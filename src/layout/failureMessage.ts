import { HttpError } from 'react-admin';

/**
 * The toast for a failed save or delete made through the dataProvider (spec section 8): its errors carry
 * the server's error string or the generic message already; anything else is 'Unknown error'.
 */
export const failureMessage = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : 'common.errors.unknown';

/** The server's message for one form field of a failed call (`fields` of the error body), if any. */
export const fieldFailure = (error: unknown, field: string): string | undefined => {
  const message = error instanceof HttpError ? error.body?.errors?.[field] : undefined;
  return typeof message === 'string' ? message : undefined;
};
