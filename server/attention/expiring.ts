import { sql } from 'drizzle-orm';
import { ATTENTION_EXPIRY_DAYS, ATTENTION_ITEMS_SHOWN } from '../../contract/attention';
import { expirableStatuses } from '../../contract/key-status';
import type { Database } from '../db/open';
import { queryRows } from '../db/rows';
import { iso, type Shown, shown } from './shown';

/** The end of the days ahead, written into the SQL as a constant (the planner reads it; see device-status.ts). */
const horizon = sql.raw(`now() + interval '${Math.trunc(ATTENTION_EXPIRY_DAYS)} days'`);
/** The statuses of a key still in use (the expiry index's condition). */
const live = sql.raw(expirableStatuses.map((status) => `'${status}'`).join(', '));

interface KeyRow {
  id: string;
  title: string;
  abonent_id: string;
  abonent_name: string;
  valid_until: Date | string;
  total: number | string;
}

/**
 * Residents' temporary keys whose period ends within ATTENTION_EXPIRY_DAYS, the soonest first, read
 * through the expiry index. A key renewed (its period moved on) or ended leaves the list.
 */
export async function expiringKeys(db: Database, companyId: string): Promise<Shown> {
  const rows = await queryRows<KeyRow>(
    db,
    sql`select k.id, k.title, k.abonent_id, a.name as abonent_name, k.valid_until, count(*) over () as total
          from abonent_keys k
          join abonents a on a.id = k.abonent_id
         where k.status in (${live}) and k.valid_until > now() and k.valid_until <= ${horizon}
           and k.company_id = ${companyId}
         order by k.valid_until, k.id
         limit ${ATTENTION_ITEMS_SHOWN}`,
  );
  return shown(rows, (row) => ({
    key: row.id,
    title: row.abonent_name,
    why: 'keyEnds',
    details: { key: row.title },
    since: iso(row.valid_until),
    companyName: null,
    target: { to: 'record', resource: 'abonents', id: row.abonent_id },
  }));
}

interface RightRow {
  id: string;
  name: string;
  active_to: Date | string;
  total: number | string;
}

/**
 * Access rights that end within ATTENTION_EXPIRY_DAYS (not revoked), the soonest first. A right whose
 * period is moved on, or that ends, leaves the list.
 */
export async function expiringRights(db: Database, companyId: string): Promise<Shown> {
  const rows = await queryRows<RightRow>(
    db,
    sql`select r.id, r.name, r.active_to, count(*) over () as total
          from access_rights r
         where r.company_id = ${companyId} and r.revoked_at is null
           and r.active_to > now() and r.active_to <= ${horizon}
         order by r.active_to, r.id
         limit ${ATTENTION_ITEMS_SHOWN}`,
  );
  return shown(rows, (row) => ({
    key: row.id,
    title: row.name,
    why: 'rightEnds',
    details: {},
    since: iso(row.active_to),
    companyName: null,
    target: { to: 'record', resource: 'access_rights', id: row.id },
  }));
}
