import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/open';
import { loginAttempts, signInThrottles } from '../db/schema';
import { qualified } from '../db/sql';

/**
 * After this many failed sign-ins for one phone number from one client address within the window, that
 * address's sign-ins to that phone number are refused. Per phone number and address, not per phone number:
 * counted per phone number alone, five wrong passwords from anywhere locked its owner out (the platform
 * operator's too), a denial of service anyone could run. Guesses from one address are stopped after five
 * and count against the address (below), which is banned when it keeps on; guesses spread over many
 * addresses cost each of them its own five and its own ban, while the owner, from an address of their own,
 * still signs in.
 */
export const MAX_FAILED_ATTEMPTS = 5;
/**
 * After this many failed sign-ins from one client address within the window (whatever the phone numbers),
 * its next attempt bans it (server/auth/ip-bans.ts). Sign-ins refused because the phone number is locked
 * for the address count too: they are guesses. Successful sign-ins do not count: an office or a
 * mobile network behind one address signs in all day, and its people mistype (six locked-out phone
 * numbers' worth); one password tried on thousands of phones is stopped after 30, then banned for
 * longer each time.
 */
export const MAX_FAILED_ATTEMPTS_PER_ADDRESS = 30;
export const THROTTLE_WINDOW_MINUTES = 15;
const WINDOW = sql.raw(`interval '${THROTTLE_WINDOW_MINUTES} minutes'`);

/** The throttling subject of a phone number's sign-ins from one address (kind `phone`). */
export const phoneFromAddress = (phoneNumber: string, address: string) => `${phoneNumber}@${address}`;

/**
 * What a window counts: sign-in attempts per phone number and address, and per address, and the public lock page's
 * requests per guest link and per address (server/guest/throttle.ts), each in the same table.
 */
export type ThrottleKind = 'phone' | 'address' | 'guestLink' | 'guestAddress' | 'joinAddress' | 'guestRefusal';

/** An attempt reserved in a window: the password may be checked only when `attempts` is within the limit. */
export interface Reservation {
  kind: ThrottleKind;
  subject: string;
  windowStartedAt: Date;
  /** The attempts held in the window, this one included. */
  attempts: number;
  /** Seconds until the window frees (for Retry-After). */
  retryAfterSeconds: number;
}

const windowStartedAt = qualified(signInThrottles.windowStartedAt);
const attempts = qualified(signInThrottles.attempts);
const windowOver = sql`${windowStartedAt} <= now() - ${WINDOW}`;

const ofSubject = (kind: ThrottleKind, subject: string) =>
  and(eq(signInThrottles.kind, kind), eq(signInThrottles.subject, subject));

/**
 * Reserves an attempt for a phone number or an address: one upsert that counts it (starting a new window
 * when the last one is over) and returns the count. Attempts made at the same time on any number of
 * servers each get their own count, so no more than the limit ever pass: the check and the count are
 * one statement, where checking first and recording after the password let 40 concurrent guesses through.
 */
export async function reserveAttempt(db: Database, kind: ThrottleKind, subject: string): Promise<Reservation> {
  const [row] = await db
    .insert(signInThrottles)
    .values({ kind, subject, windowStartedAt: sql`now()`, attempts: 1 })
    .onConflictDoUpdate({
      target: [signInThrottles.kind, signInThrottles.subject],
      set: {
        windowStartedAt: sql`case when ${windowOver} then now() else ${windowStartedAt} end`,
        attempts: sql`case when ${windowOver} then 1 else ${attempts} + 1 end`,
        banClaimed: sql`case when ${windowOver} then false else ${qualified(signInThrottles.banClaimed)} end`,
      },
    })
    .returning({
      windowStartedAt: signInThrottles.windowStartedAt,
      attempts: signInThrottles.attempts,
      // The clock, not now(): a statement that waited for this row's lock has a now() from before the
      // window another one started, and would answer one second more than the window (901 of 900).
      retryAfterSeconds: sql<number>`greatest(1, ceil(extract(epoch from ${windowStartedAt} + ${WINDOW} - clock_timestamp())))::int`,
    });
  return { kind, subject, ...row };
}

/**
 * Gives back a reservation whose password was never checked (the other limit refused it) or that
 * succeeded (an address counts only failures). Only in the window it was made in: a new window starts
 * from nothing.
 */
export async function releaseAttempt(db: Database, reservation: Reservation): Promise<void> {
  await db
    .update(signInThrottles)
    .set({ attempts: sql`greatest(${attempts} - 1, 0)` })
    .where(
      and(
        ofSubject(reservation.kind, reservation.subject),
        eq(signInThrottles.windowStartedAt, reservation.windowStartedAt),
      ),
    );
}

/** A successful sign-in forgets the phone number's failures from its address. */
export async function resetAttempts(db: Database, kind: ThrottleKind, subject: string): Promise<void> {
  await db.delete(signInThrottles).where(ofSubject(kind, subject));
}

/** Forgets the failures counted for the addresses in a network (its ban was lifted). */
export async function forgetAddresses(db: Database, network: string): Promise<void> {
  await db
    .delete(signInThrottles)
    // A case, so that no phone number is ever read as an address, whatever order the planner chooses; a
    // phone number's window from an address in the network is forgotten too.
    .where(
      sql`case when ${signInThrottles.kind} = 'address' then ${signInThrottles.subject}::inet <<= ${network}::cidr
        when ${signInThrottles.kind} = 'phone' and ${signInThrottles.subject} like '%@%'
          then split_part(${signInThrottles.subject}, '@', 2)::inet <<= ${network}::cidr
        else false end`,
    );
}

/**
 * How many of a phone number's passwords from an address were checked and wrong since `since` (its
 * window's start): the failures recorded, where the window's count also holds the attempts whose password
 * is still being checked.
 */
export async function failuresSince(db: Database, phoneNumber: string, ip: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ failures: sql<number>`count(*)::int` })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.phoneNumber, phoneNumber),
        eq(loginAttempts.ip, ip),
        eq(loginAttempts.succeeded, false),
        gte(loginAttempts.attemptedAt, since),
      ),
    );
  return row.failures;
}

/** Keeps a record of each attempt checked: who tried which phone number from where, and whether it worked. */
export async function recordAttempt(
  db: Database,
  attempt: { phoneNumber: string; ip: string; succeeded: boolean },
): Promise<void> {
  await db.insert(loginAttempts).values(attempt);
}

/** Deletes the attempts and the throttling windows older than the window (housekeeping). */
export async function deleteExpiredAttempts(db: Database): Promise<void> {
  await db.delete(loginAttempts).where(lt(loginAttempts.attemptedAt, sql`now() - ${WINDOW}`));
  await db.delete(signInThrottles).where(lt(signInThrottles.windowStartedAt, sql`now() - ${WINDOW}`));
}
