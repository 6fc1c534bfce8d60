import { and, count, eq, sql } from 'drizzle-orm';
import type { AccessZoneRecord, abonentActions } from '../../src/domain/abonent';
import { abonentMessages } from '../../src/domain/abonent';
import { errors } from '../../src/domain/messages';
import type { Database } from '../db/open';
import { accessObjects, accessPerimeters } from '../db/schema';
import { ApiError } from '../protocol/api-error';
import { companyOf, type HandlersOf } from '../protocol/context';
import { searchCondition } from '../protocol/list';

/** A perimeter's zone name: its object's name, then its own. */
const perimeterName = sql<string>`${accessObjects.displayName} || ' › ' || ${accessPerimeters.displayName}`;

const objectZones = (companyId: string, search: string | undefined, id?: string) =>
  and(
    eq(accessObjects.companyId, companyId),
    id ? eq(accessObjects.id, id) : undefined,
    searchCondition(search, [accessObjects.displayName]),
  );

const perimeterZones = (companyId: string, search: string | undefined, id?: string) =>
  and(
    eq(accessPerimeters.companyId, companyId),
    id ? eq(accessPerimeters.id, id) : undefined,
    searchCondition(search, [perimeterName]),
  );

/**
 * The company's access zones, objects and perimeters together, ordered by name. Each kind gives its
 * first Offset + Limit names in order; the page is cut from the two merged.
 */
async function zonePage(db: Database, companyId: string, input: { Search?: string; Offset: number; Limit: number; Id?: string }) {
  const enough = input.Offset + input.Limit;
  const [objects, perimeters, [objectCount], [perimeterCount]] = await Promise.all([
    db
      .select({ id: accessObjects.id, name: accessObjects.displayName })
      .from(accessObjects)
      .where(objectZones(companyId, input.Search, input.Id))
      .orderBy(accessObjects.displayName, accessObjects.id)
      .limit(enough),
    db
      .select({ id: accessPerimeters.id, name: perimeterName })
      .from(accessPerimeters)
      .innerJoin(accessObjects, eq(accessObjects.id, accessPerimeters.accessObjectId))
      .where(perimeterZones(companyId, input.Search, input.Id))
      .orderBy(perimeterName, accessPerimeters.id)
      .limit(enough),
    db.select({ total: count() }).from(accessObjects).where(objectZones(companyId, input.Search, input.Id)),
    db
      .select({ total: count() })
      .from(accessPerimeters)
      .innerJoin(accessObjects, eq(accessObjects.id, accessPerimeters.accessObjectId))
      .where(perimeterZones(companyId, input.Search, input.Id)),
  ]);
  const zones: AccessZoneRecord[] = [
    ...objects.map((zone) => ({ ...zone, kind: 'object' as const })),
    ...perimeters.map((zone) => ({ ...zone, kind: 'perimeter' as const })),
  ].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  return { items: zones.slice(input.Offset, enough), total: objectCount.total + perimeterCount.total };
}

/**
 * The columns an abonent's AccessZoneId sets: an access object or a perimeter of the company (null
 * clears both); anything else is a 400 under the selector.
 */
export async function accessZoneColumns(db: Database, companyId: string, zoneId: string | null | undefined) {
  if (zoneId === undefined) return {};
  if (zoneId === null) return { accessObjectId: null, accessPerimeterId: null };
  const { items } = await zonePage(db, companyId, { Id: zoneId, Offset: 0, Limit: 1 });
  const [zone] = items;
  if (!zone) throw new ApiError(400, errors.invalidParams, { AccessZoneId: abonentMessages.accessZoneNotFound });
  return zone.kind === 'object'
    ? { accessObjectId: zone.id, accessPerimeterId: null }
    : { accessObjectId: null, accessPerimeterId: zone.id };
}

export const accessZoneHandlers = {
  async GetAccessZones(input, ctx) {
    return zonePage(ctx.db, companyOf(ctx), input);
  },
} satisfies HandlersOf<Pick<typeof abonentActions, 'GetAccessZones'>>;
