import { sql } from 'drizzle-orm';
import type { PassDecision, PassEventInput } from '../../contract/journal';
import { plateKey } from '../../contract/plate';
import type { Database } from '../db/open';
import { pgArray } from '../db/pg-array';

/**
 * What a device knew when it decided: for each event that names the credential version it decided with,
 * the first change to the credential it was shown at that door after that version (credential_changes).
 * "Opened for a card removed at 12:03, on version 41" is how the journal answers "did the gate know?".
 */

/** The credential ids' beginning for what the event says was shown at the door (credential_rows' ids). */
function presented(event: PassEventInput): string | undefined {
  if ((event.keyType === 'card' || event.keyType === 'ble') && event.cardId && /^\d+$/.test(event.cardId))
    return `card:${Number(event.cardId)}:`;
  if (event.keyType === 'mobile' && event.keyId) return `mobileKey:${event.keyId}:`;
  if (event.phone && event.keyType !== 'button') return `phone:${event.phone}:`;
  if (event.carPlate && plateKey(event.carPlate)) return `plate:${plateKey(event.carPlate)}:`;
  return undefined;
}

/** Each event's `decidedOn` (null for those that name no version), in the events' order. */
export async function decidedOn(
  db: Database,
  companyId: string,
  events: readonly PassEventInput[],
): Promise<(PassDecision['decidedOn'] | null)[]> {
  const asked = events
    .map((event, index) => ({ index, event, prefix: presented(event) }))
    .filter(({ event }) => event.credentialVersion != null);
  const found = new Map<number, { version: string; at: string; removed: boolean }>();
  const withPrefix = asked.filter(({ prefix }) => prefix !== undefined);
  if (withPrefix.length > 0) {
    const rows = (await db.execute(sql`
      select e.i::int as index, c.version, utc_text(c.changed_at) as at, c.credential is null as removed
        from unnest(${pgArray(withPrefix.map(({ index }) => index))}::int[],
                    ${pgArray(withPrefix.map(({ event }) => event.accessPointId))}::uuid[],
                    ${pgArray(withPrefix.map(({ prefix }) => prefix!))}::text[],
                    ${pgArray(withPrefix.map(({ event }) => event.credentialVersion!))}::bigint[]) as e (i, point, prefix, since)
        cross join lateral (
          select c.version, c.changed_at, c.credential from credential_changes c
           where c.company_id = ${companyId}::uuid and c.access_point_id = e.point and c.version > e.since
             and starts_with(c.credential_id, e.prefix)
           order by c.version limit 1) c`)) as unknown as {
      rows: { index: number; version: string; at: string; removed: boolean }[];
    };
    for (const row of rows.rows) found.set(row.index, row);
  }
  return events.map((event, index) => {
    if (event.credentialVersion == null) return null;
    const change = found.get(index);
    return {
      version: event.credentialVersion,
      laterChange: change ? { version: Number(change.version), at: change.at, removed: change.removed } : null,
    };
  });
}
