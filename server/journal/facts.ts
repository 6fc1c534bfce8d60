import { sql } from 'drizzle-orm';
import type { PassEventInput } from '../../contract/journal';
import type { Database } from '../db/open';
import { pgArray } from '../db/pg-array';
import { queryRows } from '../db/rows';
import type { AbonentFact, BatchFacts, KeyFact, PointFact } from './decision';
import { codeOf } from './decision';

/**
 * What a batch of events needs to be decided (decision.ts), read in four set-based queries whatever the
 * batch's size: its access points with the perimeters above them, the owners of its card codes, its
 * abonents (by code, phone or key) with their zones, and their keys.
 */
export async function loadBatchFacts(
  db: Database,
  companyId: string,
  events: readonly PassEventInput[],
): Promise<BatchFacts> {
  const pointIds = [...new Set(events.map((event) => event.accessPointId))];
  const codes = [...new Set(events.map((event) => codeOf(event.cardId)).filter((code) => code !== undefined))];
  const phones = [...new Set(events.map((event) => event.phone).filter((phone) => phone !== null))];
  const keyIds = [...new Set(events.map((event) => event.keyId).filter((keyId) => keyId !== null))];

  // One after another: the demo seed ingests inside a transaction, one connection, on which pg warns
  // of a query sent while another is still running (deprecated; pg 9 refuses it).
  const points = await loadPoints(db, companyId, pointIds);
  const { codeOwners, blockedCodes } = await loadCodeOwners(db, companyId, codes);
  const abonentRows = await queryRows<AbonentRow>(
    db,
    sql`select a.id, a.name, a.phone_number as phone, a.access_from, a.access_until,
               a.access_object_id, o.display_name as object_name, a.access_perimeter_id, p.display_name as perimeter_name
          from abonents a
          left join access_objects o on o.id = a.access_object_id
          left join access_perimeters p on p.id = a.access_perimeter_id
         where a.company_id = ${companyId}
           and (a.id = any(${pgArray([...codeOwners.values()])}::uuid[])
                or a.phone_number = any(${pgArray(phones)}::text[])
                or a.id in (select abonent_id from abonent_keys where company_id = ${companyId} and id = any(${pgArray(keyIds)}::uuid[])))`,
  );
  const keyRows = await queryRows<KeyRow>(
    db,
    sql`select id, abonent_id, title, key_type, status, valid_from, valid_until from abonent_keys
         where company_id = ${companyId} and abonent_id = any(${pgArray(abonentRows.map((row) => row.id))}::uuid[])
         order by (status = 'approved') desc, (key_type = 'permanent') desc, created_at`,
  );

  const keys = new Map(keyRows.map((row) => [row.id, toKey(row)]));
  const keysOf = new Map<string, KeyFact[]>();
  for (const key of keys.values()) keysOf.set(key.abonentId, [...(keysOf.get(key.abonentId) ?? []), key]);
  const abonents = new Map<string, AbonentFact>();
  const phoneOwners = new Map<string, string>();
  for (const row of abonentRows) {
    abonents.set(row.id, toAbonent(row, keysOf.get(row.id) ?? []));
    if (!phoneOwners.has(row.phone)) phoneOwners.set(row.phone, row.id);
  }
  return { points, codeOwners, blockedCodes, phoneOwners, abonents, keys };
}

interface AbonentRow {
  id: string;
  name: string;
  phone: string;
  access_from: string | null;
  access_until: string | null;
  access_object_id: string | null;
  object_name: string | null;
  access_perimeter_id: string | null;
  perimeter_name: string | null;
}

interface KeyRow {
  id: string;
  abonent_id: string;
  title: string;
  key_type: 'permanent' | 'temporary';
  status: string;
  valid_from: Date | string | null;
  valid_until: Date | string | null;
}

const asDate = (value: Date | string | null) => (value === null ? null : new Date(value));

const toKey = (row: KeyRow): KeyFact => ({
  id: row.id,
  abonentId: row.abonent_id,
  title: row.title,
  keyType: row.key_type,
  status: row.status,
  validFrom: asDate(row.valid_from),
  validUntil: asDate(row.valid_until),
});

const toAbonent = (row: AbonentRow, keys: KeyFact[]): AbonentFact => ({
  id: row.id,
  name: row.name,
  phone: row.phone,
  zone: row.access_perimeter_id
    ? { kind: 'perimeter', id: row.access_perimeter_id, name: row.perimeter_name ?? '' }
    : row.access_object_id
      ? { kind: 'object', id: row.access_object_id, name: row.object_name ?? '' }
      : null,
  hours: row.access_from && row.access_until ? { from: row.access_from, until: row.access_until } : null,
  keys,
});

/** The company's points among `ids`, each with its perimeters from its own up to the object. */
async function loadPoints(db: Database, companyId: string, ids: string[]): Promise<Map<string, PointFact>> {
  const rows = await queryRows<{
    point_id: string;
    point_name: string;
    access_object_id: string;
    perimeter_id: string;
    perimeter_name: string;
    restrict_permanent: boolean;
    restrict_temporary: boolean;
  }>(
    db,
    sql`with recursive chain(point_id, perimeter_id, depth) as (
          select id, perimeter_id, 0 from access_points where company_id = ${companyId} and id = any(${pgArray(ids)}::uuid[])
          union all
          select chain.point_id, p.parent_id, chain.depth + 1
            from chain join access_perimeters p on p.id = chain.perimeter_id
           where p.parent_id is not null and chain.depth < 64
        )
        select ap.id as point_id, ap.display_name as point_name, ap.access_object_id, p.id as perimeter_id,
               p.display_name as perimeter_name, p.restrict_pass_permanent_keys as restrict_permanent,
               p.restrict_pass_temporary_keys as restrict_temporary
          from chain
          join access_points ap on ap.id = chain.point_id
          join access_perimeters p on p.id = chain.perimeter_id
         order by chain.point_id, chain.depth`,
  );
  const points = new Map<string, PointFact>();
  for (const row of rows) {
    let point = points.get(row.point_id);
    if (!point)
      points.set(
        row.point_id,
        (point = { id: row.point_id, name: row.point_name, accessObjectId: row.access_object_id, perimeters: [] }),
      );
    point.perimeters.push({
      id: row.perimeter_id,
      name: row.perimeter_name,
      restrictPermanentKeys: row.restrict_permanent,
      restrictTemporaryKeys: row.restrict_temporary,
    });
  }
  return points;
}

/** Whose each code is, and since when the lost ones are blocked. */
async function loadCodeOwners(db: Database, companyId: string, codes: number[]) {
  const rows =
    codes.length === 0
      ? []
      : await queryRows<{ code: number; abonent_id: string; blocked_at: Date | string | null }>(
          db,
          sql`select code, abonent_id, blocked_at from abonent_codes
               where company_id = ${companyId} and code = any(${pgArray(codes)}::int[])`,
        );
  return {
    codeOwners: new Map(rows.map((row) => [row.code, row.abonent_id])),
    blockedCodes: new Map(
      rows.flatMap((row) => (row.blocked_at === null ? [] : [[row.code, new Date(row.blocked_at)] as const])),
    ),
  };
}
