import { isIP } from 'node:net';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/open';
import { ipBans, signInThrottles } from '../db/schema';
import { MAX_FAILED_ATTEMPTS_PER_ADDRESS, type Reservation } from './login-attempts';

/**
 * Bans of client addresses and networks, kept in the database so every server refuses them. An address
 * that fails too many sign-ins is banned automatically, longer each time it comes back within a day;
 * operators ban and unban by hand (server/actions/bans.ts). A ban that has ended stops applying by itself.
 */

/** The lengths of an address's automatic bans: the first, the second, and every later one within a day. */
export const AUTOMATIC_BAN_MINUTES = [15, 60, 24 * 60] as const;
/** How long an ended automatic ban still makes the next one longer (and is kept before housekeeping). */
const BAN_MEMORY = sql`interval '1 day'`;

/** A ban that has not ended. */
export const inForce = or(isNull(ipBans.endsAt), sql`${ipBans.endsAt} > now()`);

/**
 * The client's address as bans see it, or undefined when it is none: an IPv4-mapped IPv6 address
 * (`::ffff:203.0.113.7`, from a dual-stack socket) is its IPv4 address, so that IPv4 bans match it.
 */
export function clientAddress(ip: string): string | undefined {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  const address = mapped ? mapped[1] : ip;
  return isIP(address) ? address : undefined;
}

/** A ban in force on the address: the one that ends last (null: never), and the seconds until it does. */
export async function banOn(
  db: Database,
  address: string,
): Promise<{ id: string; retryAfterSeconds: number | null } | undefined> {
  const [ban] = await db
    .select({
      id: ipBans.id,
      // greatest() would skip a null: a ban until lifted has no time to wait for.
      retryAfterSeconds: sql<number | null>`case when ${ipBans.endsAt} is not null
        then greatest(1, ceil(extract(epoch from ${ipBans.endsAt} - now())))::int end`,
    })
    .from(ipBans)
    .where(and(sql`${ipBans.network} >>= ${address}::inet`, inForce))
    .orderBy(sql`${ipBans.endsAt} desc nulls first`)
    .limit(1);
  return ban;
}

/** Counts a sign-in the ban refused. */
export async function countRefusal(db: Database, banId: string): Promise<void> {
  await db
    .update(ipBans)
    .set({ failures: sql`${ipBans.failures} + 1` })
    .where(eq(ipBans.id, banId));
}

/**
 * Bans the address for going over its limit in this window: 15 minutes, or an hour when it had an
 * automatic ban that ended within the last day, or a day after two. Made by one request only, however
 * many go over at once: the one that takes the window's claim (`ban_claimed`), in the same statement as
 * the ban, so that the others, waiting on the claim's row, find the ban made. Returns the ban and the
 * seconds until it ends, or undefined when another request made it.
 */
export async function banAutomatically(
  db: Database,
  reservation: Reservation,
): Promise<{ id: string; retryAfterSeconds: number } | undefined> {
  const address = reservation.subject;
  const minutes = sql.raw(`array[${AUTOMATIC_BAN_MINUTES.join(', ')}]`);
  const result = await db.execute(sql`
    with claimed as (
      update ${signInThrottles} set ban_claimed = true
      where kind = 'address' and subject = ${address} and not ban_claimed
        and window_started_at = ${reservation.windowStartedAt.toISOString()}::timestamptz
      returning subject),
    earlier as (
      select count(*) as bans from ${ipBans}
      where automatic and network = ${address}::cidr and ends_at > now() - ${BAN_MEMORY})
    insert into ${ipBans} (network, automatic, ends_at, failures)
    select ${address}::cidr, true,
      now() + make_interval(mins => (${minutes})[least(earlier.bans, ${AUTOMATIC_BAN_MINUTES.length - 1})::int + 1]),
      ${MAX_FAILED_ATTEMPTS_PER_ADDRESS + 1}
    from claimed, earlier
    returning id, greatest(1, ceil(extract(epoch from ends_at - now())))::int as "retryAfterSeconds"`);
  return (result as unknown as { rows: { id: string; retryAfterSeconds: number }[] }).rows[0];
}

/** Deletes the bans that ended over a day ago (housekeeping): they no longer lengthen the next one. */
export async function deleteEndedBans(db: Database): Promise<void> {
  await db.delete(ipBans).where(lt(ipBans.endsAt, sql`now() - ${BAN_MEMORY}`));
}
