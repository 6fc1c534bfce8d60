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
/**
 * The public join page's calls from one address in a window (reading the form and sending a request
 * each count): a household sends a request or two; each request is something an administrator reads.
 */
export const JOIN_REQUESTS_PER_ADDRESS = 20;

const refuse = (retryAfterSeconds: number) => new ApiError(429, errors.tooManyRequests, undefined, retryAfterSeconds);

/** Counts a public request from the client's address under `kind`; 429 beyond `limit`. */
async function throttleAddress(db: Database, ip: string, kind: 'guestAddress' | 'joinAddress', limit: number) {
  const address = clientAddress(ip);
  if (!address) return;
  const reservation = await reserveAttempt(db, kind, address);
  if (reservation.attempts > limit) throw refuse(reservation.retryAfterSeconds);
}

/** Counts a lock page's request from the client's address; 429 beyond the limit. */
export const throttleGuestAddress = (db: Database, ip: string): Promise<void> =>
  throttleAddress(db, ip, 'guestAddress', GUEST_REQUESTS_PER_ADDRESS);

/** Counts a join page's request from the client's address; 429 beyond the limit. */
export const throttleJoinAddress = (db: Database, ip: string): Promise<void> =>
  throttleAddress(db, ip, 'joinAddress', JOIN_REQUESTS_PER_ADDRESS);

/** Counts a request for a known link (by its pass's id, never the token); 429 beyond the limit. */
export async function throttleGuestLink(db: Database, guestPassId: string): Promise<void> {
  const reservation = await reserveAttempt(db, 'guestLink', guestPassId);
  if (reservation.attempts > GUEST_REQUESTS_PER_LINK) throw refuse(reservation.retryAfterSeconds);
}

/**
 * Whether a refusal of a known link (revoked, expired, used up, not yet valid) is the first in its
 * window, and so goes into the journal. Anyone holding a dead link could otherwise write a refusal into
 * the company's journal at every tap, up to the link's limit (60 in 15 minutes), filling it and making a
 * burst of refusals at the door (journal anomalies: 5 within 10 minutes of each other). Aggregated by
 * not storing the rest: the first refusal of a link is recorded, and later ones only counted in the
 * throttle's window (15 minutes, from that first refusal), so one link leaves at most one refusal a window
 * and can never make a burst on its own. The guest is told why each time all the same.
 */
export async function firstRefusalOfLink(db: Database, guestPassId: string): Promise<boolean> {
  const reservation = await reserveAttempt(db, 'guestRefusal', guestPassId);
  return reservation.attempts === 1;
}
