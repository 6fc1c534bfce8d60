import { and, eq, type SQL, sql } from 'drizzle-orm';
import { escapeLiteral } from 'pg';
import type { JournalFilters } from '../../contract/journal';
import type { Database } from '../db/open';
import { pgArray } from '../db/pg-array';
import { prepared } from '../db/prepared';
import { accessObjects, accessPerimeters, accessPoints, passEvents } from '../db/schema';
import { assertRecordOwned } from '../protocol/ownership';

/**
 * One filter of the journal that is given: its name (a statement's placeholder), its value and its
 * condition on the events' own columns, given the value or a placeholder for it.
 */
interface JournalTerm {
  name: string;
  value: string;
  /**
   * A member of a closed set (a key type, a result): written into a statement built once as a constant,
   * so that the planner sees it (the refusals have a partial index of their own).
   */
  constant?: boolean;
  /**
   * A prefix pattern (a phone's digits, a name's beginning): the planner must see it to read an index
   * by it, so a statement with one is planned at each call.
   */
  pattern?: boolean;
  /** A page is chosen by its events' keys first (newestKeys). */
  keysFirst?: boolean;
  condition: (value: unknown) => SQL;
}

/**
 * The journal's filters for one company, the place apart: the company, then each filter
 * that is given, in a fixed order (a statement's shape is the list of their names).
 */
function journalTerms(companyId: string, filters: JournalFilters): JournalTerm[] {
  const terms: JournalTerm[] = [
    { name: 'company', value: companyId, condition: (value) => sql`${passEvents.companyId} = ${value}` },
  ];
  const add = (
    name: string,
    value: string | undefined,
    condition: JournalTerm['condition'],
    kind: Partial<JournalTerm> = {},
  ) => {
    if (value !== undefined) terms.push({ name, value, condition, ...kind });
  };
  // The period as it was sent (ISO 8601 with its offset): PostgreSQL reads it as the column's timestamptz.
  add('from', filters.From, (value) => sql`${passEvents.occurredAt} >= ${value}`);
  add('until', filters.Until, (value) => sql`${passEvents.occurredAt} < ${value}`);
  add('point', filters.AccessPointId, (value) => sql`${passEvents.accessPointId} = ${value}`);
  add('object', filters.AccessObjectId, (value) => sql`${passEvents.accessObjectId} = ${value}`);
  add('keyType', filters.KeyType, (value) => sql`${passEvents.keyType} = ${value}`, { constant: true });
  add('result', filters.Result, (value) => sql`${passEvents.result} = ${value}`, { constant: true });
  add('card', filters.CardId, (value) => sql`${passEvents.cardId} = ${value}`);
  // A phone is matched from its start (its digits); a name from its start, whatever the case.
  const user = filters.User?.trim();
  const digits = user?.replace(/[\s()+-]/g, '');
  if (user && digits && /^\d{3,}$/.test(digits)) {
    add('phone', `${digits}%`, (value) => sql`${passEvents.phone} like ${value}`, { pattern: true });
  } else if (user) {
    const prefix = `${user.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
    add('name', prefix, (value) => sql`${passEvents.userNameKey} like ${value}`, { pattern: true, keysFirst: true });
  }
  return terms;
}

/** A place in the journal's order: the time (to the microsecond) and id of an event, or placeholders for them. */
type Cursor<Value = string> = { at: Value; id: Value };

/** How a condition takes the filters' values: each as a parameter of this query, or as a statement's placeholder. */
type Take = (term: { name: string; value: unknown; constant?: boolean }) => unknown;
/** Values as the query's parameters: a query built for this call (reports, downloads, the live count). */
const asParameters: Take = ({ value }) => value;
/** Placeholders of a statement built once per shape, but the constants, which the statement holds. */
const asPlaceholders: Take = ({ name, value, constant }) =>
  constant ? sql.raw(escapeLiteral(String(value))) : sql.placeholder(name);

/**
 * The condition of a selection: the events the terms select at the place's points, if a place was given
 * (none: no event), older than `after` or newer than `since` when given. With `page` (a page of that many
 * events, newest first), the page's keys are read first: at a place of at most POINT_BY_POINT_MAX
 * points, point by point; elsewhere (a name's prefix), from one index alone (newestKeys).
 */
function selectionCondition(
  terms: JournalTerm[],
  points: readonly string[] | undefined,
  take: Take,
  { after, since, page }: { after?: Cursor<unknown>; since?: Cursor<unknown>; page?: unknown } = {},
): SQL {
  const conditions = terms.map((term) => term.condition(take(term)));
  // Older than `after` (a page's next one), or newer than `since` (the live count's).
  const afterCursor = after ? olderThan(after) : since && newerThan(since);
  // The outer condition keeps the company and the period too: its period lets the planner drop the
  // other months' partitions (13.7 ms → 2.4).
  const where = and(...conditions, afterCursor)!;
  if (!points) return page === undefined ? where : and(where, newestKeys(where, page))!;
  if (points.length === 0) return sql`false`;
  const atPoints = take({ name: 'points', value: pgArray(points) });
  if (page !== undefined) {
    // Each point's events are read without the company's condition (the points are the company's).
    return and(where, newestAtPoints(atPoints, and(...conditions.slice(1), afterCursor) ?? sql`true`, page))!;
  }
  return and(where, sql`${passEvents.accessPointId} = any(${atPoints}::uuid[])`)!;
}

/**
 * The keys of the newest `limit` events that `where` selects, as a condition on the events' key: for a
 * name's prefix, many names. Its index (or, for a prefix many events have, the company's newest events)
 * holds the columns the condition and the order need, so the page's events are chosen without reading
 * the table; only the chosen ones are read. On the large data set's month (EXPLAIN ANALYZE, warm):
 * 'Ольга с' (one event in 80) read 5,469 entries of the company's index, 3.0 ms, where reading them from
 * the table took 9.4; 'Ольга' (one in 23) 1,197 entries, 0.9 ms against 1.7. A phone is read without it:
 * its prefix is mostly a whole number, whose few events its own index finds, and the keys' second read
 * halved its pages' rate (pgbench, 8 clients: 5,500 against 2,900 a second).
 */
const newestKeys = (where: SQL, limit: unknown) =>
  sql`(${passEvents.id}, ${passEvents.occurredAt}) in (
        select id, occurred_at from pass_events where ${where} order by occurred_at desc, id desc limit ${limit})`;

/** Up to this many points, a page reads each point's newest events from its own index (`newestAtPoints`). */
const POINT_BY_POINT_MAX = 256;

/**
 * The newest `limit` events at `points` (a uuid array) that `where` selects, as a condition on the
 * events' key: each point's newest from the point's own index (an index-only scan that stops early, when
 * `where` is a period: with the company's column in it, each point's events were read from the table,
 * 2,126 of them for an object of 80 points, 9.7-14 ms against 3.8 warm), merged. Scanning the company's
 * events for those points instead read 10,807 of them, 17 ms; for more points than POINT_BY_POINT_MAX,
 * the events of some of them come soon enough that the scan is the cheaper way.
 *
 * The `bound` first reads each point's newest event alone: the limit-th newest of those is a time that
 * the page's last event cannot be older than (that many events, one a point, are at least as new). Each
 * point then reads only its events from that time on, not up to `limit` of them: for the large data
 * set's object of 80 points, 80 + 51 index entries against 2,123, 0.75 ms against 1.9 (EXPLAIN ANALYZE,
 * generic plans). With fewer points that have events than `limit`, there is no bound and each reads up to
 * `limit`. (The figures are of an object, read this way before each event kept its object; a perimeter's
 * points are read the same way.)
 */
const newestAtPoints = (points: unknown, where: SQL, limit: unknown) =>
  sql`(${passEvents.id}, ${passEvents.occurredAt}) in (
        with bound as (
          select first.occurred_at
            from unnest(${points}::uuid[]) as point(point_id)
            cross join lateral (
              select occurred_at from pass_events
               where access_point_id = point.point_id and ${where}
               order by occurred_at desc, id desc limit 1) as first
           order by first.occurred_at desc offset ${limit} - 1 limit 1)
        select newest.id, newest.occurred_at
          from unnest(${points}::uuid[]) as point(point_id)
          cross join lateral (
            select id, occurred_at from pass_events
             where access_point_id = point.point_id and ${where}
               and occurred_at >= coalesce((select occurred_at from bound), '-infinity')
             order by occurred_at desc, id desc limit ${limit}) as newest
         order by newest.occurred_at desc, newest.id desc limit ${limit})`;

/**
 * The place of the journal's filters: a perimeter becomes the ids of the company's points beneath it
 * (a small set, read first); undefined when none is set. A perimeter of another company is not found, as
 * when it is read (cross-company test): one with points beneath it in this company is this company's,
 * asked only when none are found. An access point or object is a condition on the events' own columns
 * (see assertPlaceOwned).
 */
async function journalPlace(db: Database, companyId: string, filters: JournalFilters): Promise<string[] | undefined> {
  const points = await pointsBeneath(db, companyId, filters);
  if (points?.length === 0 && filters.PerimeterId)
    await assertRecordOwned(db, accessPerimeters, companyId, filters.PerimeterId);
  return points;
}

/**
 * An access point or object of another company is not found (404), as when it is read, rather than an
 * empty journal. A page, which selects only the company's events, asks this only when it found none: a
 * round trip fewer for every page of a point or object.
 */
export async function assertPlaceOwned(db: Database, companyId: string, filters: JournalFilters): Promise<void> {
  if (filters.AccessPointId) await assertRecordOwned(db, accessPoints, companyId, filters.AccessPointId);
  if (filters.AccessObjectId) await assertRecordOwned(db, accessObjects, companyId, filters.AccessObjectId);
}

/**
 * Whether the filters select only a period of the company's events: nothing but From and Until is set
 * (a blank User is no filter, as journalTerms reads it). Any other filter, including one added later,
 * counts as narrower.
 */
export const selectsOnlyPeriod = (filters: JournalFilters): boolean =>
  Object.entries(filters).every(
    ([key, value]) =>
      key === 'From' || key === 'Until' || value === undefined || (typeof value === 'string' && !value.trim()),
  );

/** The condition of the journal's filters for one company: its live check, reports and downloads select events with it. */
export async function journalCondition(db: Database, companyId: string, filters: JournalFilters): Promise<SQL> {
  await assertPlaceOwned(db, companyId, filters);
  const points = await journalPlace(db, companyId, filters);
  return selectionCondition(journalTerms(companyId, filters), points, asParameters);
}

/** A statement of the journal: its shape, the values of its placeholders, and whether it may be planned once. */
export interface JournalStatement {
  shape: string;
  values: Record<string, unknown>;
  /** False when the planner must see a value (a prefix pattern): then it plans at each call. */
  named: boolean;
  /** The statement's condition, with placeholders (for building the statement once). */
  where: () => SQL;
}

/**
 * The condition of the journal's filters as a statement built once per shape (which filters are given,
 * the constants' values, how the place is read): a page of `limit` events, newest first, `after` the
 * previous page's last when given; or, with `since`, the events after the newest one shown (the live
 * journal's count, which every open journal asks every few seconds). The journal's first page is what a
 * company opens all day, and building its SQL at each call was the largest part of its CPU in the server
 * beyond a bare one replaying the SQL.
 */
export async function journalStatement(
  db: Database,
  companyId: string,
  filters: JournalFilters,
  { after, since, limit }: { after?: Cursor; since?: Cursor; limit: number },
): Promise<JournalStatement> {
  const points = await journalPlace(db, companyId, filters);
  const terms = journalTerms(companyId, filters);
  const pointByPoint = !since && !!points && points.length > 0 && points.length <= POINT_BY_POINT_MAX;
  const byKeys = pointByPoint || (!since && !points && terms.some((term) => term.keysFirst));
  const place = !points ? '' : points.length === 0 ? 'nowhere' : pointByPoint ? 'point by point' : 'points';
  const cursor = after ? 'after' : since ? 'since' : '';
  const shape = [
    ...terms.map(({ name, value, constant }) => (constant ? `${name}=${value}` : name)),
    place,
    cursor,
  ].join(',');
  const values: Record<string, unknown> = { limit };
  for (const term of terms) if (!term.constant) values[term.name] = term.value;
  if (points?.length) values.points = pgArray(points);
  const at = after ?? since;
  if (at) Object.assign(values, { cursorAt: at.at, cursorId: at.id });
  const placeholder = { at: sql.placeholder('cursorAt'), id: sql.placeholder('cursorId') };
  const options = {
    after: after && placeholder,
    since: since && placeholder,
    page: byKeys ? sql.placeholder('limit') : undefined,
  };
  return {
    shape,
    values,
    named: !terms.some((term) => term.pattern),
    where: () => selectionCondition(terms, points, asPlaceholders, options),
  };
}

/** The ids of the company's points under the filtered perimeter; undefined when none is set. */
async function pointsBeneath(
  db: Database,
  companyId: string,
  { PerimeterId }: JournalFilters,
): Promise<string[] | undefined> {
  if (!PerimeterId) return undefined;
  const rows = await prepared(db, pointsBeneath, 'perimeter', () =>
    db
      .select({ id: accessPoints.id })
      .from(accessPoints)
      .where(
        and(
          eq(accessPoints.companyId, sql.placeholder('companyId')),
          sql`${accessPoints.perimeterId} in (
            with recursive below(id) as (
              select id from access_perimeters where id = ${sql.placeholder('perimeterId')} and company_id = ${sql.placeholder('companyId')}
              union
              select p.id from access_perimeters p join below on p.parent_id = below.id
            )
            select id from below)`,
        ),
      ),
  ).execute({ companyId, perimeterId: PerimeterId });
  return rows.map((row) => row.id);
}

/**
 * An event's time as ISO 8601 in UTC to the microsecond (a JavaScript Date holds milliseconds): with its
 * id, its place in the journal's order (a cursor is "<time>_<id>").
 */
export const EVENT_TIME = `to_char(occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Events after a cursor in the journal's order (newest first: older ones), and before it (newer ones). */
export const olderThan = (cursor: Cursor<unknown>) =>
  sql`(${passEvents.occurredAt}, ${passEvents.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`;
const newerThan = (cursor: Cursor<unknown>) =>
  sql`(${passEvents.occurredAt}, ${passEvents.id}) > (${cursor.at}::timestamptz, ${cursor.id}::uuid)`;
