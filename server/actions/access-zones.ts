import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { AccessZoneRecord, abonentActions } from '../../contract/abonent';
import { abonentMessages } from '../../contract/abonent';
import { errors } from '../../contract/messages';
import type { Database } from '../db/open';
import { inParallel } from '../db/parallel';
import { accessObjects, accessPerimeters } from '../db/schema';
import { ApiError } from '../protocol/api-error';
import { companyOf, type HandlersOf } from '../protocol/context';
import { searchCondition } from '../protocol/list';
import { qualified } from '../db/sql';

/** What separates the parts of a zone's path: object › perimeter › perimeter. */
export const ZONE_PATH_SEPARATOR = ' › ';

/**
 * The path of the perimeter `perimeterId` (an SQL expression, e.g. a column of the outer query): its
 * object's name, then every perimeter from the top down to it. Null when there is no such perimeter.
 */
export const perimeterPath = (perimeterId: SQL) => sql<string | null>`(
  with recursive up(id, parent_id, access_object_id, path, depth) as (
    select p.id, p.parent_id, p.access_object_id, p.display_name::text, 0
      from ${accessPerimeters} p where p.id = ${perimeterId}
    union all
    select p.id, p.parent_id, p.access_object_id, p.display_name || ${ZONE_PATH_SEPARATOR} || up.path, up.depth + 1
      from ${accessPerimeters} p join up on p.id = up.parent_id
     where up.depth < 1000
  )
  select o.display_name || ${ZONE_PATH_SEPARATOR} || up.path
    from up join ${accessObjects} o on o.id = up.access_object_id
   where up.parent_id is null)`;

/**
 * Every perimeter of the company with its path (object › perimeter › perimeter), top down from the
 * perimeters directly under an object, as the table `zone_paths(id, name)`.
 */
export const perimeterPaths = (companyId: string) => sql`
  with recursive zone_paths(id, name, ids) as (
    select p.id, o.display_name || ${ZONE_PATH_SEPARATOR} || p.display_name, array[p.id]
      from ${accessPerimeters} p join ${accessObjects} o on o.id = p.access_object_id
     where p.company_id = ${companyId} and p.parent_id is null
    union all
    select c.id, zone_paths.name || ${ZONE_PATH_SEPARATOR} || c.display_name, zone_paths.ids || c.id
      from ${accessPerimeters} c join zone_paths on c.parent_id = zone_paths.id
     where not c.id = any(zone_paths.ids)
  )`;

const objectZones = (companyId: string, search: string | undefined, id?: string) =>
  and(
    eq(accessObjects.companyId, companyId),
    id ? eq(accessObjects.id, id) : undefined,
    searchCondition(search, [accessObjects.displayName], { anyOrder: true }),
  );

const zonePathName = sql`zone_paths.name`;
/** The perimeters among `zone_paths` that the search finds (any part of the path) and the id names. */
const perimeterZones = (search: string | undefined, id?: string) =>
  and(
    sql`true`,
    id ? sql`zone_paths.id = ${id}` : undefined,
    searchCondition(search, [zonePathName], { anyOrder: true }),
  );

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/** One perimeter of the company with its path, read upwards from it (no need to walk the whole tree). */
async function onePerimeter(db: Database, companyId: string, id: string, search: string | undefined) {
  const path = perimeterPath(qualified(accessPerimeters.id));
  const [row] = await db
    .select({ id: accessPerimeters.id, name: path })
    .from(accessPerimeters)
    .where(
      and(
        eq(accessPerimeters.companyId, companyId),
        eq(accessPerimeters.id, id),
        searchCondition(search, [path], { anyOrder: true }),
      ),
    );
  return row?.name ? [{ id: row.id, name: row.name }] : [];
}

/**
 * The company's access zones, objects and perimeters together, ordered by name (a perimeter's name is
 * its path). Each kind gives its first Offset + Limit names in order; the page is cut from the two merged.
 */
async function zonePage(
  db: Database,
  companyId: string,
  input: { Search?: string; Offset: number; Limit: number; Id?: string },
) {
  const enough = input.Offset + input.Limit;
  const where = perimeterZones(input.Search, input.Id);
  const perimeterRows = () =>
    input.Id
      ? onePerimeter(db, companyId, input.Id, input.Search)
      : db
          .execute(
            sql`${perimeterPaths(companyId)} select id, name from zone_paths where ${where} order by name, id limit ${enough}`,
          )
          .then(rowsOf<{ id: string; name: string }>);
  // One perimeter asked for by Id is counted from its own row.
  const perimeterTotal = async () =>
    input.Id
      ? undefined
      : db
          .execute(sql`${perimeterPaths(companyId)} select count(*)::int as total from zone_paths where ${where}`)
          .then((result) => Number(rowsOf<{ total: number }>(result)[0]?.total ?? 0));
  const [objects, perimeters, [objectCount], perimeterCount] = await inParallel(
    db,
    () =>
      db
        .select({ id: accessObjects.id, name: accessObjects.displayName })
        .from(accessObjects)
        .where(objectZones(companyId, input.Search, input.Id))
        .orderBy(accessObjects.displayName, accessObjects.id)
        .limit(enough),
    perimeterRows,
    () =>
      db
        .select({ total: count() })
        .from(accessObjects)
        .where(objectZones(companyId, input.Search, input.Id)),
    perimeterTotal,
  );
  const zones: AccessZoneRecord[] = [
    ...objects.map((zone) => ({ ...zone, kind: 'object' as const })),
    ...perimeters.map((zone) => ({ id: zone.id, name: zone.name, kind: 'perimeter' as const })),
  ].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  return { items: zones.slice(input.Offset, enough), total: objectCount.total + (perimeterCount ?? perimeters.length) };
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
