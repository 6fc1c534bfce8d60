import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CredentialEntry, credentialActions, DoorCredential } from '../../contract/credentials';
import { errors, validation } from '../../contract/messages';
import type { Database } from '../db/open';
import { namedRows } from '../db/rows';
import { ApiError } from '../protocol/api-error';
import { JsonText } from '../protocol/json-text';
import { type DevicePrincipal, deviceIdOf } from '../devices/tokens';

/**
 * The device side of the doors' credentials, read from what the database keeps (migration 0049): a
 * device's doors, a page of its snapshot, the changes since a version, and its acknowledgement checked
 * against our own digest. Each answer is one statement, so it reads one consistent moment.
 */

/** The column of device_points and device_sync that names this kind of device. */
const deviceColumn = (device: DevicePrincipal) =>
  sql.raw(device.kind === 'localServer' ? 'local_server_id' : 'controller_id');

/** The device's access points, as a subquery. */
const pointsOf = (device: DevicePrincipal) =>
  sql`(select dp.access_point_id from device_points dp where dp.${deviceColumn(device)} = ${deviceIdOf(device)}::uuid)`;

/** A 64-bit hash as the wire writes it: 16 hexadecimal digits (two's complement for a negative). */
const hex = (value: SQL) => sql`lpad(to_hex(${value}), 16, '0')`;

interface EntryRow {
  access_point_id: string;
  credential_id: string;
  hash: string | null;
  credential: DoorCredential | null;
}
const entry = (row: EntryRow): CredentialEntry => ({
  accessPointId: row.access_point_id,
  credentialId: row.credential_id,
  hash: row.hash ?? '0000000000000000',
  credential: row.credential,
});

/** The company's credential version now (0 before its first change). */
const versionOf = (companyId: string) =>
  sql`coalesce((select v.version from credential_versions v where v.company_id = ${companyId}::uuid), 0)`;

/** What GetCredentialSnapshot answers. */
export type SnapshotPage = z.input<(typeof credentialActions)['GetCredentialSnapshot']['output']>;

/**
 * A page of the device's snapshot after the cursor `<point>/<credential>`, with its doors. The items are
 * each entry's stored JSON (migration 0052), joined as they come: 10,000 credentials parsed, checked and
 * written again by the API, or aggregated by the database, cost more than the rest of the request. The
 * version is read with the rows (one statement: the same snapshot of the database), so the page holds
 * every change up to it. The doors are read beside it: if they changed in between, the version moved
 * past the page's, and the device's next call for changes asks it for a new snapshot.
 */
export async function snapshotPage(
  db: Database,
  device: DevicePrincipal,
  after: string | undefined,
  limit: number,
): Promise<JsonText<SnapshotPage>> {
  const [afterPoint, afterCredential] = after ? splitCursor(after, 2) : ['00000000-0000-0000-0000-000000000000', ''];
  const [points, rows] = await Promise.all([
    namedRows<{ id: string }>(db, sql`select p.access_point_id as id from ${pointsOf(device)} p order by 1`),
    // Door by door, at most a page of each after the cursor (from the door's own index), then the first
    // page of those: no sort of the device's whole set. Only the entries' text comes back; the cursor is
    // read from the last one.
    namedRows<{ version: string; entry: string }>(
      db,
      sql`
        select ${versionOf(device.companyId)} as version, d.entry
          from ${pointsOf(device)} p
         cross join lateral (
               select d.credential_id, d.entry from door_credentials d
                where d.access_point_id = p.access_point_id
                  and (d.access_point_id, d.credential_id) > (${afterPoint}::uuid, ${afterCredential})
                order by d.credential_id
                limit ${limit + 1}) d
         order by p.access_point_id, d.credential_id
         limit ${limit + 1}`,
    ),
  ]);
  const version =
    rows[0]?.version ??
    (await namedRows<{ version: string }>(db, sql`select ${versionOf(device.companyId)} as version`))[0].version;
  const page = rows.slice(0, limit);
  const last = rows.length > limit ? (JSON.parse(page[page.length - 1].entry) as CredentialEntry) : undefined;
  const next = last ? `${last.accessPointId}/${last.credentialId}` : null;
  const items = page.map((row) => row.entry).join(',');
  return new JsonText(
    `{"version":${Number(version)},"points":${JSON.stringify(points.map((point) => point.id))},` +
      `"items":[${items}],"next":${JSON.stringify(next)}}`,
  );
}

/** A page of changes: up to `version`, the next page after `next` (null: none). */
export interface ChangesPage {
  version: number;
  items: CredentialEntry[];
  next: string | null;
}

/** A page of changes, with the device's doors as they were when it was read. */
export type ChangesAnswer = { snapshotRequired: true } | ({ snapshotRequired: false; points: string[] } & ChangesPage);

/**
 * The changes to the device's doors in (since, version now], after the cursor `<version>/<point>/<credential>`;
 * a snapshot is required when `since` is 0, older than the log's floor, or from before the device's doors
 * last changed.
 */
export async function changesSince(
  db: Database,
  device: DevicePrincipal,
  since: number,
  after: string | undefined,
  limit: number,
): Promise<ChangesAnswer> {
  const [afterVersion, afterPoint, afterCredential] = after
    ? splitCursor(after, 3)
    : [String(since), '00000000-0000-0000-0000-000000000000', ''];
  const rows = await namedRows<
    EntryRow & { now: string; floor: string; points_version: string; points: string[]; version: string | null }
  >(
    db,
    sql`
      with moment as (
        select ${versionOf(device.companyId)} as now,
               coalesce((select json_agg(p.access_point_id) from ${pointsOf(device)} p), '[]') as points,
               coalesce((select v.floor from credential_versions v where v.company_id = ${device.companyId}::uuid), 0) as floor,
               coalesce((select s.points_version from device_sync s
                          where s.${deviceColumn(device)} = ${deviceIdOf(device)}::uuid), 0) as points_version),
      changes as (
        select c.version, c.access_point_id, c.credential_id, ${hex(sql`c.hash`)} as hash, c.credential
          from credential_changes c
         where c.company_id = ${device.companyId}::uuid
           and c.version > ${since} and c.version <= (select now from moment)
           and (c.version, c.access_point_id, c.credential_id) > (${afterVersion}::bigint, ${afterPoint}::uuid, ${afterCredential})
           and c.access_point_id in ${pointsOf(device)}
         order by c.version, c.access_point_id, c.credential_id
         limit ${limit + 1})
      select m.now, m.floor, m.points_version, m.points, c.* from moment m left join changes c on true
       order by c.version, c.access_point_id, c.credential_id`,
  );
  const [{ now, floor, points_version: pointsVersion, points }] = rows;
  if (since === 0 || since < Number(floor) || since < Number(pointsVersion) || since > Number(now))
    return { snapshotRequired: true };
  const changes = rows.filter((row) => row.version !== null);
  const page = changes.slice(0, limit);
  const last = page.at(-1);
  return {
    snapshotRequired: false,
    points,
    version: Number(now),
    items: page.map(entry),
    next: changes.length > limit && last ? `${last.version}/${last.access_point_id}/${last.credential_id}` : null,
  };
}

/** The changes of one version of a company by door, in the order of a page of changes. */
export interface VersionChanges {
  version: number;
  byPoint: Map<string, CredentialEntry[]>;
}

/** More changes in one version than this are not held in memory to share: each device reads its own. */
const SHARED_VERSION_ROWS = 10_000;

/**
 * The changes of a version, read once for every device a notification woke (server/sync/notifications.ts).
 * Undefined when there are none to share: a version that only moved devices' doors (those devices must be
 * told to take a snapshot, which only `changesSince` knows) or too many changes.
 */
export async function changesOfVersion(
  db: Database,
  companyId: string,
  version: number,
): Promise<VersionChanges | undefined> {
  const rows = await namedRows<EntryRow>(
    db,
    sql`
      select c.access_point_id, c.credential_id, ${hex(sql`c.hash`)} as hash, c.credential
        from credential_changes c
       where c.company_id = ${companyId}::uuid and c.version = ${version}
       order by c.access_point_id, c.credential_id
       limit ${SHARED_VERSION_ROWS + 1}`,
  );
  if (rows.length === 0 || rows.length > SHARED_VERSION_ROWS) return undefined;
  const byPoint = new Map<string, CredentialEntry[]>();
  for (const row of rows) {
    let entries = byPoint.get(row.access_point_id);
    if (!entries) byPoint.set(row.access_point_id, (entries = []));
    entries.push(entry(row));
  }
  return { version, byPoint };
}

/**
 * A device's answer from a version's shared changes, when it holds every version before it: its doors'
 * changes as `changesSince` would page them; undefined when they do not fit in one page.
 */
export function changesFromVersion(
  changes: VersionChanges,
  points: ReadonlySet<string>,
  limit: number,
): ChangesPage | undefined {
  const items: CredentialEntry[] = [];
  for (const [point, entries] of changes.byPoint) if (points.has(point)) items.push(...entries);
  if (items.length > limit) return undefined;
  return { version: changes.version, items, next: null };
}

/** A cursor's parts: `[point, credential]` or `[version, point, credential]`; a malformed one is refused. */
function splitCursor(cursor: string, parts: 2 | 3): string[] {
  const pieces = cursor.split('/');
  const valid =
    pieces.length >= parts &&
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(pieces[parts - 2]) &&
    (parts === 2 || /^\d{1,18}$/.test(pieces[0]));
  if (!valid) throw new ApiError(400, errors.invalidParams, { After: validation.invalid });
  return [...pieces.slice(0, parts - 1), pieces.slice(parts - 1).join('/')];
}
