import { sql } from 'drizzle-orm';
import type { CredentialKind } from '../../contract/credentials';
import type { Database } from '../db/open';
import { pgArray } from '../db/pg-array';
import { queryRows } from '../db/rows';

/** The means a person presents at a door (not a door's own entry). */
type PersonKind = Exclude<CredentialKind, 'point'>;

/** What a change would do at the doors: credentials that stop or start working, doors, abonents. */
export interface CredentialImpact {
  /** By kind, one per abonent and means (a card is one however many doors it opens). */
  stopping: { kind: PersonKind; count: number }[];
  starting: { kind: PersonKind; count: number }[];
  doors: number;
  /** The first few doors affected, by name. */
  doorNames: string[];
  holdersAtDoors: number;
}

/** Whose credentials: abonents', or access rights'. */
export type CredentialHolders = { abonentIds: string[] } | { rightIds: string[] };

/** How many door names an impact lists. */
const DOOR_NAMES = 5;

/**
 * The difference between what the doors hold for these holders (door_credentials, as the last commit
 * left it) and what the sync's own derivation (credential_rows) makes of them now: called inside a
 * transaction that has made a change and not committed it, this is what that change would send to the
 * doors. A credential that a door holds and would no longer is stopping there; one it would gain is
 * starting; a means that stops at one door and starts at another (a new access zone) counts as both.
 */
export async function credentialImpact(
  db: Database,
  companyId: string,
  holders: CredentialHolders,
): Promise<CredentialImpact> {
  const abonentIds = 'abonentIds' in holders ? pgArray(holders.abonentIds) : null;
  const rightIds = 'rightIds' in holders ? pgArray(holders.rightIds) : null;
  const rows = await queryRows<{
    whole: number;
    change: 'stop' | 'start' | null;
    kind: PersonKind | null;
    credentials: number;
    doors: number;
    holders: number;
    door_names: string[] | null;
  }>(
    db,
    sql`with fresh as (
        select f.access_point_id, f.credential_id, coalesce(f.abonent_id, f.access_right_id) as holder, f.credential
          from credential_rows(${companyId}::uuid, ${abonentIds}::uuid[], ${rightIds}::uuid[], null, null) f
         where f.credential_id <> 'point'),
      held as (
        select d.access_point_id, d.credential_id, coalesce(d.abonent_id, d.access_right_id) as holder, d.credential
          from door_credentials d
         where d.company_id = ${companyId}::uuid
           and (d.abonent_id = any (${abonentIds}::uuid[]) or d.access_right_id = any (${rightIds}::uuid[]))),
      difference as (
        select coalesce(f.access_point_id, h.access_point_id) as point,
               coalesce(f.holder, h.holder) as holder,
               coalesce(f.credential, h.credential) as credential,
               case when h.credential_id is null then 'start' when f.credential_id is null then 'stop' end as change
          from fresh f full join held h
            on h.access_point_id = f.access_point_id and h.credential_id = f.credential_id
         where f.credential is distinct from h.credential)
      select grouping(x.change) as whole, x.change, x.credential ->> 'kind' as kind,
             count(distinct (x.credential ->> 'value') || ':' || x.holder)::int as credentials,
             count(distinct x.point)::int as doors, count(distinct x.holder)::int as holders,
             case when grouping(x.change) = 1 then (
               select array_agg(n.display_name order by n.display_name) from (
                 select distinct p.display_name from access_points p
                  where p.id in (select point from difference) order by p.display_name limit ${DOOR_NAMES}) n)
             end as door_names
        from difference x
       group by grouping sets ((x.change, x.credential ->> 'kind'), ())`,
  );
  const total = rows.find((row) => Number(row.whole) === 1);
  const byKind = (change: 'stop' | 'start') =>
    rows
      .filter((row) => Number(row.whole) === 0 && row.change === change)
      .map((row) => ({ kind: row.kind!, count: row.credentials }))
      .sort((a, b) => a.kind.localeCompare(b.kind));
  return {
    stopping: byKind('stop'),
    starting: byKind('start'),
    doors: total?.doors ?? 0,
    doorNames: total?.door_names ?? [],
    holdersAtDoors: total?.holders ?? 0,
  };
}
