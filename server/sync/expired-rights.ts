import { sql } from 'drizzle-orm';
import type { Database } from '../db/open';

/**
 * Access rights whose period has ended leave the doors' credentials by time alone, with no write to
 * trigger it: housekeeping notes each one the doors still hold, and the refresh at this statement's
 * commit removes it and logs the removal (migration 0049), as ended keys are moved to `expired`.
 * Until then the door has the right's end with it and refuses it by itself.
 */
export async function retireEndedRights(db: Database): Promise<number> {
  const result = (await db.execute(sql`
    insert into credential_subjects (company_id, kind, subject_id)
    select distinct d.company_id, 'right', d.access_right_id
      from door_credentials d join access_rights r on r.id = d.access_right_id
     where r.active_to <= now()
    on conflict do nothing
    returning 1`)) as unknown as { rows: unknown[] };
  return result.rows.length;
}
