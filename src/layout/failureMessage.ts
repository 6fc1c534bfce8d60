import { HttpError } from 'react-admin';

/**
 * The toast for a failed save or delete made through the dataProvider (spec section 8): the server's
 * error string (a translation key) if it gave one, else the generic message, else 'Unknown error'.
 */
export const failureMessage = (error: unknown): string => {
  if (error instanceof HttpError && typeof error.body?.error === 'string') return error.body.error;
  if (error instanceof Error) return 'common.errors.generic';
  return 'common.errors.unknown';
};

/** The server's message for one form field of a failed call (`fields` of the error body), if any. */
export const fieldFailure = (error: unknown, field: string): string | undefined => {
  const message = error instanceof HttpError ? error.body?.errors?.[field] : undefined;
  return typeof message === 'string' ? message : undefined;
};
