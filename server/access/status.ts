import { type SQL, sql } from 'drizzle-orm';
import type { AccessRightStatus } from '../../contract/access-right';
import type { GuestPassStatus } from '../../contract/guest-pass';

/**
 * The status of a right or guest pass at a moment, read from its period and revocation (and a pass's
 * uses) rather than stored: a stored status would go stale the second a period ends. One expression for
 * the record, the Status filter and who-can-pass, so they never disagree.
 */

interface Period {
  from: SQL;
  to: SQL;
  revokedAt: SQL;
}

const periodCases = ({ from, to, revokedAt }: Period, at: SQL) => sql`
  when ${revokedAt} is not null and ${revokedAt} <= ${at} then 'revoked'
  when ${from} > ${at} then 'scheduled'
  when ${to} <= ${at} then 'expired'`;

export const rightStatusAt = (period: Period, at: SQL = sql`now()`) =>
  sql<AccessRightStatus>`(case ${periodCases(period, at)} else 'active' end)`;

export const guestPassStatusAt = (period: Period & { uses: SQL; maxUses: SQL }, at: SQL = sql`now()`) =>
  sql<GuestPassStatus>`(case ${periodCases(period, at)} when ${period.uses} >= ${period.maxUses} then 'usedUp' else 'active' end)`;
