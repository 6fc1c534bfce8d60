/**
 * The toast of a failed change (spec section 8). The dataProvider has already chosen the message (the
 * server's error, else the generic one) as a translation key.
 */
export const failureMessage = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'common.errors.unknown';
