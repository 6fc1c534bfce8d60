import { sql } from 'drizzle-orm';
import { ATTENTION_ITEMS_SHOWN } from '../../contract/attention';
import type { Database } from '../db/open';
import { queryRows } from '../db/rows';
import { iso, type Shown, shown } from './shown';

interface Row {
  id: string;
  name: string;
  offline_reason: string | null;
  checked_at: Date | string | null;
  company_name: string;
  total: number | string;
}

/**
 * Cameras their last status check found offline, with why (its `offlineReason`), the latest checks first:
 * a company's, or every company's (`companyId` undefined, the platform). A check that finds one online
 * takes it off the list.
 */
export async function offlineCameras(db: Database, companyId: string | undefined): Promise<Shown> {
  const rows = await queryRows<Row>(
    db,
    sql`select c.id, c.name, c.offline_reason, c.checked_at, co.name as company_name, count(*) over () as total
          from cameras c
          join companies co on co.id = c.company_id
         where c.status = 'offline' ${companyId ? sql`and c.company_id = ${companyId}` : sql``}
         order by c.checked_at desc nulls last, c.id
         limit ${ATTENTION_ITEMS_SHOWN}`,
  );
  return shown(rows, (row) => ({
    key: row.id,
    title: row.name,
    // Every offline check records why; a row from before reasons were kept says only that it was offline.
    why: row.offline_reason ?? 'offline',
    details: {},
    since: iso(row.checked_at),
    companyName: companyId ? null : row.company_name,
    target: { to: 'record', resource: 'cameras', id: row.id },
  }));
}
