import { sql } from 'drizzle-orm';
import { validation } from '../../contract/messages';
import type { Database } from '../db/open';
import { ApiError } from '../protocol/api-error';
import { queryRows } from '../db/rows';

/**
 * The time zones the database knows, read once per database (they change only with its tz data, on an
 * upgrade that restarts the server). The contract takes any zone JavaScript knows; PostgreSQL's list is
 * not the same (`US/Pacific-New`, dropped from the tz data, is still known to some JavaScript engines),
 * and a zone it does not know fails the query: a 500, or a download cut off after its headers.
 * Names are compared without case, as both compare them.
 */
const known = new WeakMap<Database, Promise<Set<string>>>();

function zonesOf(db: Database): Promise<Set<string>> {
  let zones = known.get(db);
  if (!zones) {
    zones = queryRows<{ name: string }>(db, sql`select name from pg_timezone_names`).then(
      (rows) => new Set(rows.map(({ name }) => name.toLowerCase())),
    );
    // A failed read (the database away) is tried again by the next request.
    zones.catch(() => known.delete(db));
    known.set(db, zones);
  }
  return zones;
}

/**
 * Refuses a time zone the database does not know: 400 whose error is the message itself (the console
 * shows it as the report's or the download's failure: the zone is the browser's, no field of a form), and
 * on the parameter.
 */
export async function requireKnownTimeZone(db: Database, zone: string, param = 'TimeZone'): Promise<void> {
  if ((await zonesOf(db)).has(zone.toLowerCase())) return;
  throw new ApiError(400, validation.timeZone, { [param]: validation.timeZone });
}
