import { sql } from 'drizzle-orm';
import { ATTENTION_ITEMS_SHOWN } from '../../contract/attention';
import { MAX_FAILED_ATTEMPTS, THROTTLE_WINDOW_MINUTES } from '../auth/login-attempts';
import type { Database } from '../db/open';
import { queryRows } from '../db/rows';
import { iso, type Shown, shown } from './shown';

const WINDOW = sql.raw(`interval '${THROTTLE_WINDOW_MINUTES} minutes'`);

interface BurstRow {
  phone_number: string;
  user_id: string | null;
  user_name: string | null;
  failures: number | string;
  first_at: Date | string;
  total: number | string;
}

/**
 * Phone numbers with a burst of failed sign-ins: at least MAX_FAILED_ATTEMPTS (what locks a number for an
 * address) within the throttling window, the one sign-ins keep their attempts for; the latest first. It
 * leaves the list when the window passes without more. Leads to the person with that number, if any.
 */
export async function failedSignIns(db: Database): Promise<Shown> {
  const rows = await queryRows<BurstRow>(
    db,
    sql`select f.phone_number, u.id as user_id, u.display_name as user_name, f.failures, f.first_at,
               count(*) over () as total
          from (select phone_number, count(*) as failures,
                       min(attempted_at) as first_at, max(attempted_at) as last_at
                  from login_attempts
                 where not succeeded and attempted_at > now() - ${WINDOW}
                 group by phone_number
                having count(*) >= ${MAX_FAILED_ATTEMPTS}) f
          left join users u on u.phone_number = f.phone_number
         order by f.last_at desc, f.phone_number
         limit ${ATTENTION_ITEMS_SHOWN}`,
  );
  return shown(rows, (row) => ({
    key: row.phone_number,
    title: row.user_name ?? row.phone_number,
    why: 'failedSignIns',
    details: { failures: Number(row.failures), phone: row.phone_number },
    since: iso(row.first_at),
    companyName: null,
    target: row.user_id
      ? { to: 'record', resource: 'users', id: row.user_id }
      : { to: 'list', resource: 'users', search: row.phone_number },
  }));
}

interface BanRow {
  id: string;
  network: string;
  failures: number | string;
  created_at: Date | string;
  ends_at: Date | string | null;
  total: number | string;
}

/**
 * Client addresses banned automatically for failing too many sign-ins, while the ban lasts, the newest
 * first. It leaves the list when the ban ends or an operator lifts it (the bans screen).
 */
export async function automaticBans(db: Database): Promise<Shown> {
  const rows = await queryRows<BanRow>(
    db,
    sql`select b.id, host(b.network) as network, b.failures, b.created_at, b.ends_at, count(*) over () as total
          from ip_bans b
         where b.automatic and (b.ends_at is null or b.ends_at > now())
         order by b.created_at desc, b.id
         limit ${ATTENTION_ITEMS_SHOWN}`,
  );
  return shown(rows, (row) => ({
    key: row.id,
    title: row.network,
    why: row.ends_at ? 'bannedUntil' : 'banned',
    details: { refused: Number(row.failures), ...(row.ends_at && { until: iso(row.ends_at)! }) },
    since: iso(row.created_at),
    companyName: null,
    target: { to: 'list', resource: 'bans', search: row.network },
  }));
}
