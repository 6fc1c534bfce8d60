import { errors } from '../../contract/messages';
import type { Database } from '../db/open';
import { ApiError } from '../protocol/api-error';
import { banAutomatically, banOn, clientAddress, countRefusal } from './ip-bans';
import {
  failuresSince,
  MAX_FAILED_ATTEMPTS,
  MAX_FAILED_ATTEMPTS_PER_ADDRESS,
  phoneFromAddress,
  releaseAttempt,
  reserveAttempt,
  resetAttempts,
} from './login-attempts';

/** When to try again while other sign-ins of the phone number are being checked: a check takes well under one. */
export const IN_PROGRESS_RETRY_SECONDS = 2;

/**
 * Checks a sign-in's password only when its client address is not banned and the attempt could be
 * reserved within both limits: the address's, and the phone number's from that address. Refusals are 429
 * with the seconds until the attempt may succeed in `Retry-After` (none for a ban until lifted). A ban is
 * a 429 too, not a 403: like the limits it is about this client's attempts (most bans end by themselves),
 * and the sign-in page shows the message of either; 403 means a wrong area here.
 *
 * The address first: a guess refused because the phone number is locked for this address still counts
 * against the address, so a flood of wrong passwords at one phone number gets its address banned. The
 * phone number's lock is per address: the owner, from another address, signs in whatever a guesser did.
 *
 * `check` verifies the password (always, also for an unknown phone number, in the same time); a success
 * forgets the phone number's failures from the address and does not count against the address.
 */
export async function guardedCheck(
  db: Database,
  attempt: { phoneNumber: string; ip: string },
  check: () => Promise<boolean>,
): Promise<boolean> {
  const address = clientAddress(attempt.ip);
  if (address) {
    const ban = await banOn(db, address);
    if (ban) {
      await countRefusal(db, ban.id);
      throw new ApiError(429, errors.addressBanned, undefined, ban.retryAfterSeconds ?? undefined);
    }
  }

  const fromAddress = address ? await reserveAttempt(db, 'address', address) : undefined;
  if (fromAddress && fromAddress.attempts > MAX_FAILED_ATTEMPTS_PER_ADDRESS) {
    // One request makes the ban (counting itself); those over the limit at the same time are refusals of it.
    const made = await banAutomatically(db, fromAddress);
    const ban = made ?? (await banOn(db, fromAddress.subject));
    if (ban && !made) await countRefusal(db, ban.id);
    const retryAfter = ban ? ban.retryAfterSeconds : fromAddress.retryAfterSeconds;
    throw new ApiError(429, errors.addressBanned, undefined, retryAfter ?? undefined);
  }

  const phone = await reserveAttempt(db, 'phone', phoneFromAddress(attempt.phoneNumber, address ?? attempt.ip));
  if (phone.attempts > MAX_FAILED_ATTEMPTS) {
    // The window is full, but not all of it with failures: passwords are being checked right now (six
    // devices signing in with one account at once), and the window may free within a second. That is no
    // guess: it is given back to the address.
    if ((await failuresSince(db, attempt.phoneNumber, attempt.ip, phone.windowStartedAt)) < MAX_FAILED_ATTEMPTS) {
      if (fromAddress) await releaseAttempt(db, fromAddress);
      throw new ApiError(429, errors.attemptsInProgress, undefined, IN_PROGRESS_RETRY_SECONDS);
    }
    // A guess at a phone number locked for this address: it keeps counting against the address.
    throw new ApiError(429, errors.tooManyAttempts, undefined, phone.retryAfterSeconds);
  }

  const valid = await check();
  if (valid) {
    await resetAttempts(db, 'phone', phone.subject);
    if (fromAddress) await releaseAttempt(db, fromAddress);
  }
  return valid;
}
