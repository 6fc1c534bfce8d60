import { type SQL, sql } from 'drizzle-orm';
import {
  ANOMALY_LIST_LIMIT,
  CLONED_CARD_MINUTES,
  type ClonedCard,
  DENIAL_BURST_GAP_MINUTES,
  DENIAL_BURST_MIN,
  type DenialBurst,
  type JournalAnomalies,
  type RetiredCardPass,
  UNUSED_CARD_DAYS,
  type UnusedCard,
} from '../../contract/journal-anomalies';
import type { Database } from '../db/open';
import { queryRows } from '../db/rows';

const iso = (value: Date | string) => new Date(value).toISOString();
const interval = (count: number, unit: 'minutes' | 'days') => sql.raw(`interval '${count} ${unit}'`);

/** The period's bounds on `pass_events e`, so that only its months' partitions are read. */
const inPeriod = (period: { From?: string; Until?: string }): SQL =>
  sql.join(
    [
      period.From ? sql`e.occurred_at >= ${period.From}::timestamptz` : sql`true`,
      period.Until ? sql`e.occurred_at < ${period.Until}::timestamptz` : sql`true`,
    ],
    sql` and `,
  );

/** Each list's newest rows and its total, from one query (`count(*) over ()`). */
const listed = <Row extends { total: number | string }, Item>(rows: Row[], toItem: (row: Row) => Item) => ({
  items: rows.map(toItem),
  total: Number(rows[0]?.total ?? 0),
});

/** The journal's anomalies of one company (contract/journal-anomalies.ts says what each one is). */
export async function journalAnomalies(
  db: Database,
  companyId: string,
  period: { From?: string; Until?: string },
): Promise<JournalAnomalies> {
  const [clonedCards, denialBursts, unusedCards, retiredCardPasses] = await Promise.all([
    findClonedCards(db, companyId, period),
    findDenialBursts(db, companyId, period),
    findUnusedCards(db, companyId),
    findRetiredCardPasses(db, companyId, period),
  ]);
  return { clonedCards, denialBursts, unusedCards, retiredCardPasses };
}

interface ClonedRow {
  card_id: string;
  user_name: string | null;
  first_id: string;
  first_at: Date | string;
  first_point: string;
  first_object: string;
  first_result: string;
  second_id: string;
  second_at: Date | string;
  second_point: string;
  second_object: string;
  second_result: string;
  total: number | string;
}

/**
 * A card read at a point of one access object and next at a point of another within CLONED_CARD_MINUTES:
 * nobody crosses between complexes that fast, so two cards carry the code. Each card's events are taken in
 * time order (a window over the card, read through the card index) and each one compared with the one before.
 */
export async function findClonedCards(db: Database, companyId: string, period: { From?: string; Until?: string }) {
  const rows = await queryRows<ClonedRow>(
    db,
    sql`with uses as (
          select e.id, e.occurred_at, e.card_id, e.user_name, e.access_point_name, e.result,
                 p.access_object_id, o.display_name as object_name,
                 lag(e.id) over card as prev_id, lag(e.occurred_at) over card as prev_at,
                 lag(e.access_point_name) over card as prev_point, lag(e.result) over card as prev_result,
                 lag(p.access_object_id) over card as prev_object_id, lag(o.display_name) over card as prev_object,
                 lag(e.user_name) over card as prev_user
            from pass_events e
            join access_points p on p.id = e.access_point_id
            join access_objects o on o.id = p.access_object_id
           where e.company_id = ${companyId} and e.card_id is not null and ${inPeriod(period)}
          window card as (partition by e.card_id order by e.occurred_at, e.id)
        )
        select card_id, coalesce(prev_user, user_name) as user_name,
               prev_id as first_id, prev_at as first_at, prev_point as first_point, prev_object as first_object, prev_result as first_result,
               id as second_id, occurred_at as second_at, access_point_name as second_point, object_name as second_object, result as second_result,
               count(*) over () as total
          from uses
         where prev_object_id is not null and prev_object_id <> access_object_id
           and occurred_at - prev_at <= ${interval(CLONED_CARD_MINUTES, 'minutes')}
         order by occurred_at desc, id desc
         limit ${ANOMALY_LIST_LIMIT}`,
  );
  const event = (row: ClonedRow, which: 'first' | 'second') => ({
    id: row[`${which}_id`],
    occurredAt: iso(row[`${which}_at`]),
    accessPointName: row[`${which}_point`],
    accessObjectName: row[`${which}_object`],
    result: row[`${which}_result`],
  });
  return listed(rows, (row): ClonedCard => ({
    cardId: row.card_id,
    userName: row.user_name,
    first: event(row, 'first'),
    second: event(row, 'second'),
    seconds: Math.round((Date.parse(iso(row.second_at)) - Date.parse(iso(row.first_at))) / 1000),
  }));
}

interface BurstRow {
  access_point_id: string | null;
  access_point_name: string;
  from_at: Date | string;
  until_at: Date | string;
  denials: number | string;
  keys: number | string;
  total: number | string;
}

/**
 * Refusals at one point, grouped into bursts (gaps and islands: a refusal more than
 * DENIAL_BURST_GAP_MINUTES after the one before starts a new burst); a burst of DENIAL_BURST_MIN or
 * more is someone trying codes. Read through the refusals' partial index.
 */
export async function findDenialBursts(db: Database, companyId: string, period: { From?: string; Until?: string }) {
  const rows = await queryRows<BurstRow>(
    db,
    sql`with denials as (
          select e.access_point_id, e.access_point_name, e.occurred_at, coalesce(e.card_id, e.phone) as tried,
                 case when e.occurred_at - lag(e.occurred_at) over point <= ${interval(DENIAL_BURST_GAP_MINUTES, 'minutes')} then 0 else 1 end as starts
            from pass_events e
           where e.company_id = ${companyId} and e.result = 'denied' and ${inPeriod(period)}
          window point as (partition by e.access_point_id order by e.occurred_at)
        ), bursts as (
          select *, sum(starts) over (partition by access_point_id order by occurred_at rows unbounded preceding) as burst
            from denials
        )
        select access_point_id, max(access_point_name) as access_point_name, min(occurred_at) as from_at,
               max(occurred_at) as until_at, count(*) as denials, count(distinct tried) as keys, count(*) over () as total
          from bursts
         group by access_point_id, burst
        having count(*) >= ${DENIAL_BURST_MIN}
         order by max(occurred_at) desc
         limit ${ANOMALY_LIST_LIMIT}`,
  );
  return listed(rows, (row): DenialBurst => ({
    accessPointId: row.access_point_id,
    accessPointName: row.access_point_name,
    from: iso(row.from_at),
    until: iso(row.until_at),
    denials: Number(row.denials),
    keys: Number(row.keys),
  }));
}

interface UnusedRow {
  code: number;
  abonent_id: string;
  abonent_name: string;
  last_used: Date | string | null;
  total: number | string;
}

/**
 * The abonents' working cards and tags no event has named for UNUSED_CARD_DAYS, issued at least that long
 * ago (a newer card has not had the time to go unused, however old its abonent). Each code is looked up in
 * the events' card index: one probe a code, whatever the journal's size.
 */
async function findUnusedCards(db: Database, companyId: string) {
  const rows = await queryRows<UnusedRow>(
    db,
    sql`select c.code, a.id as abonent_id, a.name as abonent_name,
               (select max(e.occurred_at) from pass_events e where e.company_id = c.company_id and e.card_id = c.code::text) as last_used,
               count(*) over () as total
          from abonent_codes c
          join abonents a on a.id = c.abonent_id
         where c.company_id = ${companyId} and c.blocked_at is null
           and c.issued_at <= now() - ${interval(UNUSED_CARD_DAYS, 'days')}
           and not exists (select 1 from pass_events e
                            where e.company_id = c.company_id and e.card_id = c.code::text
                              and e.occurred_at >= now() - ${interval(UNUSED_CARD_DAYS, 'days')})
         order by last_used desc nulls last, a.name, c.code
         limit ${ANOMALY_LIST_LIMIT}`,
  );
  return listed(rows, (row): UnusedCard => ({
    cardId: String(row.code),
    abonentId: row.abonent_id,
    abonentName: row.abonent_name,
    lastUsed: row.last_used === null ? null : iso(row.last_used),
  }));
}

interface RetiredRow {
  id: string;
  occurred_at: Date | string;
  access_point_name: string;
  card_id: string;
  state: 'removed' | 'blocked';
  since: Date | string;
  abonent_id: string;
  abonent_name: string | null;
  total: number | string;
}

/**
 * Passes opened by a card while it was blocked (from its blocking until its removal, if any) or removed
 * (from its removal until the code was issued again, if ever). Read from the few retired codes: each
 * probes the events' card index for its stretch of time.
 */
export async function findRetiredCardPasses(
  db: Database,
  companyId: string,
  period: { From?: string; Until?: string },
) {
  const rows = await queryRows<RetiredRow>(
    db,
    sql`with issues as (
          select code, issued_at from abonent_codes where company_id = ${companyId}
          union all
          select code, issued_at from abonent_code_removals where company_id = ${companyId}
        ), retired (code, abonent_id, state, since, until) as (
          select c.code, c.abonent_id, 'blocked', c.blocked_at, null::timestamptz
            from abonent_codes c where c.company_id = ${companyId} and c.blocked_at is not null
          union all
          select r.code, r.abonent_id, 'blocked', r.blocked_at, r.removed_at
            from abonent_code_removals r where r.company_id = ${companyId} and r.blocked_at is not null
          union all
          select r.code, r.abonent_id, 'removed', r.removed_at,
                 (select min(i.issued_at) from issues i where i.code = r.code and i.issued_at >= r.removed_at)
            from abonent_code_removals r where r.company_id = ${companyId}
        )
        select e.id, e.occurred_at, e.access_point_name, e.card_id, t.state, t.since, t.abonent_id,
               a.name as abonent_name, count(*) over () as total
          from retired t
          join pass_events e on e.company_id = ${companyId} and e.card_id = t.code::text
                            and e.occurred_at >= t.since and (t.until is null or e.occurred_at < t.until)
          left join abonents a on a.id = t.abonent_id
         where e.result = 'opened' and ${inPeriod(period)}
         order by e.occurred_at desc, e.id desc
         limit ${ANOMALY_LIST_LIMIT}`,
  );
  return listed(rows, (row): RetiredCardPass => ({
    id: row.id,
    occurredAt: iso(row.occurred_at),
    accessPointName: row.access_point_name,
    cardId: row.card_id,
    state: row.state,
    since: iso(row.since),
    abonentId: row.abonent_id,
    abonentName: row.abonent_name,
  }));
}
