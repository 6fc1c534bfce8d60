import { errors } from '../../contract/messages';
import { clientAddress } from '../auth/ip-bans';
import { reserveAttempt } from '../auth/login-attempts';
import type { Database } from '../db/open';
import { ApiError } from '../protocol/api-error';

/**
 * The public lock page's limits, in the sign-in throttle's windows (server/auth/login-attempts.ts: one
 * upsert counts a request and returns the count, so the limit holds across servers and under
 * concurrency). Every request counts, not only failures: a link is opened a few times a day, and an
 * address trying tokens is guessing.
 */
export const GUEST_REQUESTS_PER_LINK = 60;
export const GUEST_REQUESTS_PER_ADDRESS = 120;

const refuse = (retryAfterSeconds: number) => new ApiError(429, errors.tooManyRequests, undefined, retryAfterSeconds);

/** Counts a request from the client's address; 429 beyond the limit. */
export async function throttleGuestAddress(db: Database, ip: string): Promise<void> {
  const address = clientAddress(ip);
  if (!address) return;
  const reservation = await reserveAttempt(db, 'guestAddress', address);
  if (reservation.attempts > GUEST_REQUESTS_PER_ADDRESS) throw refuse(reservation.retryAfterSeconds);
}

/** Counts a request for a known link (by its pass's id, never the token); 429 beyond the limit. */
export async function throttleGuestLink(db: Database, guestPassId: string): Promise<void> {
  const reservation = await reserveAttempt(db, 'guestLink', guestPassId);
  if (reservation.attempts > GUEST_REQUESTS_PER_LINK) throw refuse(reservation.retryAfterSeconds);
}
