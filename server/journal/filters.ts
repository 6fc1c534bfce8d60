import { and, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { JournalFilters } from '../../src/domain/journal';
import type { Database } from '../db/open';
import { queryRows } from '../db/rows';
import { accessObjects, accessPerimeters, accessPoints, passEvents } from '../db/schema';
import { assertRecordOwned } from '../protocol/ownership';

/**
 * The condition of the journal's filters for one company (spec section 3): the journal, its live check,
 * its reports and downloads all select events with it. An access object or perimeter becomes the ids of
 * the points beneath it (a small set, read first), so the events are filtered on their own column.
 */
export async function journalCondition(db: Database, companyId: string, filters: JournalFilters): Promise<SQL> {
  // A place of another company is not found, as when it is read (cross-company test).
  await Promise.all([
    filters.AccessPointId && assertRecordOwned(db, accessPoints, companyId, filters.AccessPointId),
    filters.PerimeterId && assertRecordOwned(db, accessPerimeters, companyId, filters.PerimeterId),
    filters.AccessObjectId && assertRecordOwned(db, accessObjects, companyId, filters.AccessObjectId),
  ]);
  const points = await pointsBeneath(db, companyId, filters);
  const user = filters.User?.trim();
  const digits = user?.replace(/[\s()+-]/g, '');
  return and(
    eq(passEvents.companyId, companyId),
    filters.From ? gte(passEvents.occurredAt, new Date(filters.From)) : undefined,
    filters.Until ? lt(passEvents.occurredAt, new Date(filters.Until)) : undefined,
    filters.AccessPointId ? eq(passEvents.accessPointId, filters.AccessPointId) : undefined,
    points ? (points.length ? inArray(passEvents.accessPointId, points) : sql`false`) : undefined,
    filters.KeyType ? eq(passEvents.keyType, filters.KeyType) : undefined,
    filters.Result ? eq(passEvents.result, filters.Result) : undefined,
    filters.CardId ? eq(passEvents.cardId, filters.CardId) : undefined,
    // A phone is matched from its start; a name from the start of any word, whatever the case.
    user
      ? digits && /^\d{3,}$/.test(digits)
        ? sql`${passEvents.phone} like ${`${digits}%`}`
        : sql`lower(${passEvents.userName}) like ${`${user.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`}`
      : undefined,
  )!;
}

/** The ids of the company's points under the filtered object or perimeter; undefined when neither is set. */
async function pointsBeneath(db: Database, companyId: string, filters: JournalFilters): Promise<string[] | undefined> {
  if (filters.PerimeterId) {
    const rows = await queryRows<{ id: string }>(
      db,
      sql`with recursive below(id) as (
            select id from access_perimeters where id = ${filters.PerimeterId} and company_id = ${companyId}
            union
            select p.id from access_perimeters p join below on p.parent_id = below.id
          )
          select ap.id from access_points ap join below on ap.perimeter_id = below.id where ap.company_id = ${companyId}`,
    );
    return rows.map((row) => row.id);
  }
  if (filters.AccessObjectId) {
    const rows = await db
      .select({ id: accessPoints.id })
      .from(accessPoints)
      .where(and(eq(accessPoints.companyId, companyId), eq(accessPoints.accessObjectId, filters.AccessObjectId)));
    return rows.map((row) => row.id);
  }
  return undefined;
}

/** An event's place in the journal's order, to the microsecond (a JavaScript Date holds milliseconds). */
export const cursorColumn = sql<string>`to_char(${passEvents.occurredAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '_' || ${passEvents.id}`;

/** Events after a cursor in the journal's order (newest first: older ones). */
export const olderThan = (cursor: { at: string; id: string }) =>
  sql`(${passEvents.occurredAt}, ${passEvents.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`;
export const newerThan = (cursor: { at: string; id: string }) =>
  sql`(${passEvents.occurredAt}, ${passEvents.id}) > (${cursor.at}::timestamptz, ${cursor.id}::uuid)`;
