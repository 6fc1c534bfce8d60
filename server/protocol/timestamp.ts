import { z } from 'zod';
import { errors } from '../../src/domain/messages';
import { TIMESTAMP_TOLERANCE_MS } from '../../src/domain/protocol';
import { ApiError } from './api-error';

const isoTimestamp = z.iso.datetime({ offset: true });

/** Refuses a request whose Timestamp header is missing, not ISO 8601, or too far from the server clock. */
export function checkTimestamp(header: string | string[] | undefined, now = Date.now()): void {
  const parsed = isoTimestamp.safeParse(header);
  if (!parsed.success || Math.abs(Date.parse(parsed.data) - now) > TIMESTAMP_TOLERANCE_MS) {
    throw new ApiError(400, errors.invalidTimestamp);
  }
}
