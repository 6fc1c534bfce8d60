import { and, count, desc, eq, gte, lt } from 'drizzle-orm';
import { TIMELINE_PASS_LIMIT, type TimelinePass } from '../../contract/access-point-timeline';
import type { Database } from '../db/open';
import { passEvents } from '../db/schema';
import type { TimelinePeriod } from './period';

/**
 * A point's pass events in the period, the newest TIMELINE_PASS_LIMIT, and how many there are in all.
 * The events of a point carry its id (no foreign key: they outlive it) and are read newest first by the
 * point's own index; the period prunes the journal's monthly partitions.
 */
export async function timelinePasses(
  db: Database,
  companyId: string,
  accessPointId: string,
  { from, until }: TimelinePeriod,
): Promise<{ items: TimelinePass[]; total: number }> {
  const where = and(
    eq(passEvents.accessPointId, accessPointId),
    eq(passEvents.companyId, companyId),
    gte(passEvents.occurredAt, from),
    lt(passEvents.occurredAt, until),
  );
  const rows = await db
    .select({
      id: passEvents.id,
      at: passEvents.occurredAt,
      result: passEvents.result,
      keyType: passEvents.keyType,
      denialReason: passEvents.denialReason,
      userName: passEvents.userName,
      cardId: passEvents.cardId,
      phone: passEvents.phone,
      carPlate: passEvents.carPlate,
    })
    .from(passEvents)
    .where(where)
    .orderBy(desc(passEvents.occurredAt), desc(passEvents.id))
    .limit(TIMELINE_PASS_LIMIT);
  const items = rows.map((row) => ({ ...row, kind: 'pass' as const, at: row.at.toISOString() }));
  if (items.length < TIMELINE_PASS_LIMIT) return { items, total: items.length };
  const [{ total }] = await db.select({ total: count() }).from(passEvents).where(where);
  return { items, total };
}
