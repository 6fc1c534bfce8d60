import { sql } from 'drizzle-orm';
import { TIMELINE_CONFIG_LIMIT, type TimelineChange } from '../../contract/access-point-timeline';
import { auditPage } from '../actions/audit';
import type { Database } from '../db/open';
import { pgArray } from '../db/pg-array';
import { auditLog } from '../db/schema';
import type { TimelinePeriod } from './period';

/**
 * The changes to a point and to its lock in the period, newest TIMELINE_CONFIG_LIMIT first, as the
 * History panel reads them: the company's trail rows filed under the point's id (its fields, the devices
 * serving it) or the lock's. A row of a company's record is the company's whoever changed it, so the
 * platform's changes to the lock's settings, which may be what refused people, are among them.
 */
export async function timelineChanges(
  db: Database,
  companyId: string,
  point: { id: string; lockId: string },
  { from, until }: TimelinePeriod,
): Promise<{ items: TimelineChange[]; total: number }> {
  const page = await auditPage(
    db,
    { Offset: 0, Limit: TIMELINE_CONFIG_LIMIT, Sort: 'at', Order: 'DESC' },
    {
      records: {
        value: pgArray([point.id, point.lockId]),
        where: (ids) => sql`${auditLog.recordId} = any(${ids}::text[])`,
      },
      company: [auditLog.companyId, companyId],
      from: { value: from.toISOString(), where: (value) => sql`${auditLog.at} >= ${value}` },
      until: { value: until.toISOString(), where: (value) => sql`${auditLog.at} < ${value}` },
    },
    companyId,
  );
  return {
    items: page.items.map(({ ip: _ip, ...entry }) => ({
      kind: 'config' as const,
      at: entry.at,
      target: entry.recordId === point.id ? ('point' as const) : ('lock' as const),
      entry,
    })),
    total: page.total,
  };
}
