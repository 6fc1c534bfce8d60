import { regexes } from 'zod/v4/core';
import { errors } from '../../contract/messages';
import { TIMESTAMP_TOLERANCE_MS } from '../../contract/protocol';
import { ApiError } from './api-error';

/**
 * ISO 8601 with its offset, as zod's `z.iso.datetime({ offset: true })` checks it: the same expression,
 * tested directly, since every request of the API is checked (zod's parse builds a result object and an
 * issue list around the one test).
 */
const ISO_TIMESTAMP = regexes.datetime({ offset: true });

/** Refuses a request whose Timestamp header is missing, not ISO 8601, or too far from the server clock. */
export function checkTimestamp(header: string | string[] | undefined, now = Date.now()): void {
  if (
    typeof header !== 'string' ||
    !ISO_TIMESTAMP.test(header) ||
    Math.abs(Date.parse(header) - now) > TIMESTAMP_TOLERANCE_MS
  ) {
    throw new ApiError(400, errors.invalidTimestamp);
  }
}
