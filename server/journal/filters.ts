import { and, type SQL, sql } from 'drizzle-orm';
import { escapeLiteral } from 'pg';
import type { JournalFilters } from '../../src/domain/journal';
import type { Database } from '../db/open';
import { pgArray } from '../db/pg-array';
import { queryRows } from '../db/rows';
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
  condition: (value: unknown) => SQL;
}

/**
 * The journal's filters for one company (spec section 3), the place apart: the company, then each filter
 * that is given, in a fixed order (a statement's shape is the list of their names).
 */
function journalTerms(companyId: string, filters: JournalFilters): JournalTerm[] {
  const terms: JournalTerm[] = [{ name: 'company', value: companyId, condition: (value) => sql`${passEvents.companyId} = ${value}` }];
  const add = (name: string, value: string | undefined, condition: JournalTerm['condition'], kind: Partial<JournalTerm> = {}) => {
    if (value !== undefined) terms.push({ name, value, condition, ...kind });
  };
  // The period as it was sent (ISO 8601 with its offset): PostgreSQL reads it as the column's timestamptz.
  add('from', filters.From, (value) => sql`${passEvents.occurredAt} >= ${value}`);
  add('until', filters.Until, (value) => sql`${passEvents.occurredAt} < ${value}`);
  add('point', filters.AccessPointId, (value) => sql`${passEvents.accessPointId} = ${value}`);
  add('keyType', filters.KeyType, (value) => sql`${passEvents.keyType} = ${value}`, { constant: true });
  add('result', filters.Result, (value) => sql`${passEvents.result} = ${value}`, { constant: true });
  add('card', filters.CardId, (value) => sql`${passEvents.cardId} = ${value}`);
  // A phone is matched from its start; a name from the start of any word, whatever the case.
  const user = filters.User?.trim();
  const digits = user?.replace(/[\s()+-]/g, '');
  if (user && digits && /^\d{3,}$/.test(digits)) {
    add('phone', `${digits}%`, (value) => sql`${passEvents.phone} like ${value}`, { pattern: true });
  } else if (user) {
    const prefix = `${user.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
    add('name', prefix, (value) => sql`lower(${passEvents.userName}) like ${value}`, { pattern: true });
  }
  return terms;
}

/** A place in the journal's order: the time (to the microsecond) and id of an event, or placeholders for them. */
type Cursor<Value = string> = { at: Value; id: Value };

/**
 * The condition of a selection (reports, downloads, the live count): the events the terms select at the
 * place's points, if a place was given (none: no event).
 */
function selectionCondition(terms: JournalTerm[], points: readonly string[] | undefined): SQL {
  const where = and(...terms.map((term) => term.condition(term.value)))!;
  if (!points) return where;
  if (points.length === 0) return sql`false`;
  return and(where, sql`${passEvents.accessPointId} = any(${pgArray(points)}::uuid[])`)!;
}

/**
 * The condition of a page of `limit` events, newest first, `after` a cursor when given, with a
 * placeholder for each value but the constants. The outer condition keeps the company and the period
 * too: its period lets the planner drop the other months' partitions (13.7 ms → 2.4). A place (an
 * access object or perimeter) is read from its points within the same statement (`atPlace`).
 */
function pageCondition(terms: JournalTerm[], place: PlaceKind | undefined, { after }: { after: boolean }): SQL {
  const conditions = terms.map((term) => term.condition(term.constant ? sql.raw(escapeLiteral(term.value)) : sql.placeholder(term.name)));
  const afterCursor = after ? olderThan({ at: sql.placeholder('afterAt'), id: sql.placeholder('afterId') }) : undefined;
  const where = and(...conditions, afterCursor)!;
  if (!place) return where;
  // Each point's events are read without the company's condition (the points are the company's).
  const atPoint = and(...conditions.slice(1), afterCursor) ?? sql`true`;
  const points = pointsOfPlace(place, sql.placeholder('company'), sql.placeholder('place'));
  return and(where, atPlace(points, { where, atPoint }, sql.placeholder('limit')))!;
}

/** Up to this many points, a page reads each point's newest events from its own index (`atPlace`). */
const POINT_BY_POINT_MAX = 256;

/**
 * The newest `limit` events at a place's `points` (a select of their ids) that `where` selects, as a
 * condition on the events' key; `atPoint` is `where` without the company. The place's points are read
 * inside the statement: fetching them first cost a round trip, and sending an object's 80 ids back
 * twice as an array, about 150 µs of the server's CPU a page and as much of the bare server's.
 *
 * Up to POINT_BY_POINT_MAX points, each point's newest from the point's own index (an index-only scan
 * that stops early, when `atPoint` is a period: with the company's column in it, each point's events
 * were read from the table, 2,126 of them for an object of 80 points, 9.7-14 ms against 3.8 warm),
 * merged. Scanning the company's events for those points instead read 10,807 of them, 17 ms; for more
 * points, the events of some of them come soon enough that the scan is the cheaper way. Each way is a
 * branch that the count of the place's points switches on or off once (a one-time filter), so one
 * statement serves every place.
 *
 * The `bound` first reads each point's newest event alone: the limit-th newest of those is a time that
 * the page's last event cannot be older than (that many events, one a point, are at least as new). Each
 * point then reads only its events from that time on, not up to `limit` of them: for the large data
 * set's object of 80 points, 80 + 51 index entries against 2,123, 0.75 ms against 1.9 (EXPLAIN ANALYZE,
 * generic plans). With fewer points that have events than `limit`, there is no bound and each reads up to
 * `limit`.
 */
const atPlace = (points: SQL, { where, atPoint }: { where: SQL; atPoint: SQL }, limit: unknown) =>
  sql`(${passEvents.id}, ${passEvents.occurredAt}) in (
        with place as (select array(${points}) as points),
        bound as (
          select first.occurred_at
            from unnest((select points from place)) as point(point_id)
            cross join lateral (
              select occurred_at from pass_events
               where access_point_id = point.point_id and ${atPoint}
               order by occurred_at desc, id desc limit 1) as first
           where (select cardinality(points) from place) <= ${sql.raw(String(POINT_BY_POINT_MAX))}
           order by first.occurred_at desc offset ${limit} - 1 limit 1)
        (select newest.id, newest.occurred_at
           from unnest((select points from place)) as point(point_id)
           cross join lateral (
             select id, occurred_at from pass_events
              where access_point_id = point.point_id and ${atPoint}
                and occurred_at >= coalesce((select occurred_at from bound), '-infinity')
              order by occurred_at desc, id desc limit ${limit}) as newest
          where (select cardinality(points) from place) <= ${sql.raw(String(POINT_BY_POINT_MAX))}
          order by newest.occurred_at desc, newest.id desc limit ${limit})
        union all
        (select id, occurred_at from pass_events
          where (select cardinality(points) from place) > ${sql.raw(String(POINT_BY_POINT_MAX))}
            and ${where} and access_point_id = any((select points from place)::uuid[])
          order by occurred_at desc, id desc limit ${limit}))`;

/** Which kind of place the filters name. */
type PlaceKind = 'object' | 'perimeter';
const placeOf = (filters: JournalFilters): { kind: PlaceKind; id: string } | undefined =>
  filters.PerimeterId ? { kind: 'perimeter', id: filters.PerimeterId } : filters.AccessObjectId ? { kind: 'object', id: filters.AccessObjectId } : undefined;

/** The ids of the company's points under an access object, or a perimeter and the perimeters below it. */
const pointsOfPlace = (kind: PlaceKind, company: unknown, place: unknown) =>
  kind === 'object'
    ? sql`select id from access_points where company_id = ${company} and access_object_id = ${place}`
    : sql`select id from access_points where company_id = ${company} and perimeter_id in (
            with recursive below(id) as (
              select id from access_perimeters where id = ${place} and company_id = ${company}
              union
              select p.id from access_perimeters p join below on p.parent_id = below.id
            )
            select id from below)`;

/**
 * The place of the journal's filters: an access object or perimeter becomes the ids of the company's
 * points beneath it (a small set, read first); undefined when neither is set. A place of another company
 * is not found, as when it is read (cross-company test): an access point is checked; an object or
 * perimeter with points beneath it in this company is this company's, asked only when none are found.
 */
async function journalPlace(db: Database, companyId: string, filters: JournalFilters): Promise<string[] | undefined> {
  if (filters.AccessPointId) await assertRecordOwned(db, accessPoints, companyId, filters.AccessPointId);
  const points = await pointsBeneath(db, companyId, filters);
  if (points?.length === 0) {
    if (filters.PerimeterId) await assertRecordOwned(db, accessPerimeters, companyId, filters.PerimeterId);
    if (filters.AccessObjectId) await assertRecordOwned(db, accessObjects, companyId, filters.AccessObjectId);
  }
  return points;
}

/**
 * Whether the filters select only a period of the company's events: nothing but From and Until is set
 * (a blank User is no filter, as journalTerms reads it). Any other filter, including one added later,
 * counts as narrower.
 */
export const selectsOnlyPeriod = (filters: JournalFilters): boolean =>
  Object.entries(filters).every(([key, value]) => key === 'From' || key === 'Until' || value === undefined || (typeof value === 'string' && !value.trim()));

/** The condition of the journal's filters for one company: its live check, reports and downloads select events with it. */
export async function journalCondition(db: Database, companyId: string, filters: JournalFilters): Promise<SQL> {
  const points = await journalPlace(db, companyId, filters);
  return selectionCondition(journalTerms(companyId, filters), points);
}

/** A page statement: its shape, the values of its placeholders, and whether it may be planned once. */
export interface JournalPage {
  shape: string;
  values: Record<string, unknown>;
  /** False when the planner must see a value (a prefix pattern): then it plans at each call. */
  named: boolean;
  /** The page's condition, with placeholders (for building the statement once). */
  where: () => SQL;
}

/**
 * A page of `limit` events, newest first, `after` the previous page's last when given, as a statement
 * built once per shape (which filters are given, the constants' values, whether a place is): the
 * journal's first page is what a company opens all day, and building its SQL at each call was the
 * largest part of its CPU in the server beyond a bare one replaying the SQL. The page selects only the
 * company's events, so a point or place of another company finds none; an empty page asks
 * `assertPlaceOwned` whether that is why.
 */
export function journalPage(companyId: string, filters: JournalFilters, { after, limit }: { after?: Cursor; limit: number }): JournalPage {
  const terms = journalTerms(companyId, filters);
  const place = placeOf(filters);
  const shape = [...terms.map(({ name, value, constant }) => (constant ? `${name}=${value}` : name)), place?.kind ?? '', after ? 'after' : ''].join(',');
  const values: Record<string, unknown> = { limit };
  for (const term of terms) if (!term.constant) values[term.name] = term.value;
  if (place) values.place = place.id;
  if (after) Object.assign(values, { afterAt: after.at, afterId: after.id });
  return {
    shape,
    values,
    named: !terms.some((term) => term.pattern),
    where: () => pageCondition(terms, place?.kind, { after: !!after }),
  };
}

/**
 * For a page that found nothing: a point, object or perimeter of another company is not found (404), as
 * when it is read (cross-company test), rather than an empty journal.
 */
export async function assertPlaceOwned(db: Database, companyId: string, filters: JournalFilters): Promise<void> {
  if (filters.AccessPointId) await assertRecordOwned(db, accessPoints, companyId, filters.AccessPointId);
  if (filters.PerimeterId) await assertRecordOwned(db, accessPerimeters, companyId, filters.PerimeterId);
  if (filters.AccessObjectId) await assertRecordOwned(db, accessObjects, companyId, filters.AccessObjectId);
}

/** The ids of the company's points under the filtered object or perimeter; undefined when neither is set. */
async function pointsBeneath(db: Database, companyId: string, filters: JournalFilters): Promise<string[] | undefined> {
  const place = placeOf(filters);
  if (!place) return undefined;
  const rows = await queryRows<{ id: string }>(db, pointsOfPlace(place.kind, companyId, place.id));
  return rows.map((row) => row.id);
}

/**
 * An event's time as ISO 8601 in UTC to the microsecond (a JavaScript Date holds milliseconds): with its
 * id, its place in the journal's order (a cursor is "<time>_<id>").
 */
export const EVENT_TIME = `to_char(occurred_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Events after a cursor in the journal's order (newest first: older ones). */
export const olderThan = (cursor: Cursor<unknown>) =>
  sql`(${passEvents.occurredAt}, ${passEvents.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`;
export const newerThan = (cursor: Cursor) =>
  sql`(${passEvents.occurredAt}, ${passEvents.id}) > (${cursor.at}::timestamptz, ${cursor.id}::uuid)`;
