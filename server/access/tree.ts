import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AccessTargetKind } from '../../contract/access-right';
import { ZONE_PATH_SEPARATOR, perimeterPath, perimeterPaths } from '../actions/access-zones';
import type { Database } from '../db/open';
import { inParallel } from '../db/parallel';
import { abonents, accessObjects, accessPerimeters, accessPoints } from '../db/schema';
import { qualified } from '../db/sql';
import { searchCondition } from '../protocol/list';

/**
 * The access tree read the way rights and guest passes need it: what lies below a target (every point
 * of a perimeter or object), what lies above a point (the perimeters up to its object), and every
 * object, perimeter and point of a company named by its path. One query each; the depth guard is the
 * same as the zones' (a cycle cannot exist, the references forbid it, but a query must never loop).
 */

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/** A point's path: its perimeter's path, then its own name. */
export const pointPath = (pointId: SQL) =>
  // Its own alias: perimeterPath's query calls its perimeters `p`.
  sql<
    string | null
  >`(select ${perimeterPath(sql`target_point.perimeter_id`)} || ${ZONE_PATH_SEPARATOR} || target_point.display_name
    from ${accessPoints} target_point where target_point.id = ${pointId})`;

/** An abonent's access zone by its path (a perimeter's) or name (an object's); null without one. */
export const abonentZonePath = sql<string | null>`coalesce(${perimeterPath(qualified(abonents.accessPerimeterId))},
  (select o.display_name from ${accessObjects} o where o.id = ${abonents.accessObjectId}))`;

/** The path of whichever of the three a row names (the others null). */
export const targetPath = (columns: { object: SQL; perimeter: SQL; point: SQL }) =>
  sql<string>`coalesce(${pointPath(columns.point)}, ${perimeterPath(columns.perimeter)},
    (select o.display_name from ${accessObjects} o where o.id = ${columns.object}), '')`;

/** The perimeters a point is in, from its own up to the one directly under its object (`up(id, depth)`). */
const perimetersAbove = (pointId: SQL) => sql`
  with recursive up(id, parent_id, depth) as (
    select pe.id, pe.parent_id, 0 from ${accessPerimeters} pe join ${accessPoints} p on p.perimeter_id = pe.id where p.id = ${pointId}
    union all
    select pe.id, pe.parent_id, up.depth + 1 from ${accessPerimeters} pe join up on pe.id = up.parent_id where up.depth < 1000
  )`;

/** The condition that a row naming a point, perimeter or object (three columns) covers the point. */
export const coversPoint = (columns: { object: SQL; perimeter: SQL; point: SQL }, pointId: SQL) => sql`(
  ${columns.point} = ${pointId}
  or ${columns.perimeter} in (${perimetersAbove(pointId)} select id from up)
  or ${columns.object} = (select p.access_object_id from ${accessPoints} p where p.id = ${pointId}))`;

export interface PointPlace {
  id: string;
  name: string;
  path: string;
  lockId: string;
  accessObjectId: string;
  /** The perimeters it is in, nearest first, with the key restrictions each sets. */
  perimeters: { id: string; name: string; restrictPermanent: boolean; restrictTemporary: boolean }[];
}

/** One of the company's points with everything above it; undefined when it is not the company's. */
export async function pointPlace(db: Database, companyId: string, pointId: string): Promise<PointPlace | undefined> {
  const [point] = await db
    .select({
      id: accessPoints.id,
      name: accessPoints.displayName,
      path: pointPath(qualified(accessPoints.id)),
      lockId: accessPoints.lockId,
      accessObjectId: accessPoints.accessObjectId,
    })
    .from(accessPoints)
    .where(and(eq(accessPoints.id, pointId), eq(accessPoints.companyId, companyId)));
  if (!point) return undefined;
  const perimeters = rowsOf<{ id: string; name: string; restrict_permanent: boolean; restrict_temporary: boolean }>(
    await db.execute(sql`${perimetersAbove(sql`${pointId}::uuid`)}
      select pe.id, pe.display_name as name, pe.restrict_pass_permanent_keys as restrict_permanent,
             pe.restrict_pass_temporary_keys as restrict_temporary
        from up join ${accessPerimeters} pe on pe.id = up.id order by up.depth`),
  );
  return {
    ...point,
    path: point.path ?? point.name,
    perimeters: perimeters.map((row) => ({
      id: row.id,
      name: row.name,
      restrictPermanent: row.restrict_permanent,
      restrictTemporary: row.restrict_temporary,
    })),
  };
}

/** Every object, perimeter and point of the company named by its path, as the table `targets(id, kind, name)`. */
const companyTargets = (companyId: string) => sql`${perimeterPaths(companyId)},
  targets(id, kind, name) as (
    select o.id, 'object', o.display_name::text from ${accessObjects} o where o.company_id = ${companyId}
    union all
    select id, 'perimeter', name from zone_paths
    union all
    select p.id, 'point', zone_paths.name || ${ZONE_PATH_SEPARATOR} || p.display_name
      from ${accessPoints} p join zone_paths on zone_paths.id = p.perimeter_id where p.company_id = ${companyId}
  )`;

export interface TargetQuery {
  Search?: string;
  Offset: number;
  Limit: number;
  Id?: string;
  Kind?: AccessTargetKind;
}

/** A page of the company's targets by path; `Id` and `Kind` narrow it. */
export async function targetPage(db: Database, companyId: string, input: TargetQuery) {
  const where = and(
    sql`true`,
    input.Id ? sql`targets.id = ${input.Id}` : undefined,
    input.Kind ? sql`targets.kind = ${input.Kind}` : undefined,
    searchCondition(input.Search, [sql`targets.name`], { anyOrder: true }),
  );
  const page = () =>
    db
      .execute(
        sql`${companyTargets(companyId)} select id, kind, name from targets where ${where}
        order by name, id limit ${input.Limit} offset ${input.Offset}`,
      )
      .then(rowsOf<{ id: string; kind: AccessTargetKind; name: string }>);
  const total = () =>
    db
      .execute(sql`${companyTargets(companyId)} select count(*)::int as total from targets where ${where}`)
      .then(rowsOf<{ total: number }>);
  // An access right's write finds its target with this page, inside the audited transaction.
  const [items, [counted]] = await inParallel(db, page, total);
  return { items, total: Number(counted?.total ?? 0) };
}

/** One of the company's targets, or undefined. */
export async function findTarget(db: Database, companyId: string, id: string) {
  const { items } = await targetPage(db, companyId, { Id: id, Offset: 0, Limit: 1 });
  return items[0];
}

/** The columns of a row that names a target of this kind. */
export const targetColumns = (kind: AccessTargetKind, id: string) => ({
  accessObjectId: kind === 'object' ? id : null,
  accessPerimeterId: kind === 'perimeter' ? id : null,
  accessPointId: kind === 'point' ? id : null,
});

/** The condition that a point `p` lies below a target (is it, for a point). */
export const pointBelow = (kind: AccessTargetKind, id: string) =>
  kind === 'point'
    ? sql`p.id = ${id}`
    : kind === 'object'
      ? sql`p.access_object_id = ${id}`
      : sql`p.perimeter_id in (
          with recursive down(id, depth) as (
            select ${id}::uuid, 0
            union all
            select c.id, down.depth + 1 from ${accessPerimeters} c join down on c.parent_id = down.id where down.depth < 1000
          ) select id from down)`;

/** The names of the points below a target (itself, for a point), by name: the total and the first `examples`. */
export async function pointsBelow(db: Database, kind: AccessTargetKind, id: string, examples: number) {
  const below = pointBelow(kind, id);
  const rows = rowsOf<{ name: string; total: number }>(
    await db.execute(sql`select p.display_name as name, count(*) over ()::int as total
      from ${accessPoints} p where ${below} order by p.display_name, p.id limit ${examples}`),
  );
  if (rows.length === 0) return { points: 0, examples: [] };
  return { points: Number(rows[0].total), examples: rows.map((row) => row.name) };
}
