import { sql } from 'drizzle-orm';
import { ATTENTION_ITEMS_SHOWN, ATTENTION_SYNC_GRACE_MINUTES } from '../../contract/attention';
import type { Database } from '../db/open';
import { queryRows } from '../db/rows';
import { deviceStates } from '../sync/device-state';
import { iso, type Shown, shown } from './shown';

/** Written into the SQL as a constant, as the online window is (server/protocol/device-status.ts). */
const graceOver = sql.raw(`now() - interval '${Math.trunc(ATTENTION_SYNC_GRACE_MINUTES)} minutes'`);

interface Row {
  kind: 'localServer' | 'controller';
  id: string;
  name: string;
  last_seen_at: Date | string | null;
  online: boolean;
  sync_state: string;
  pending_changes: number | null;
  wrong_since: Date | string;
  total: number | string;
}

/** Why a device is listed: offline (or never seen) first, else what is wrong with its credentials. */
const reason = (row: Row) =>
  !row.online
    ? row.last_seen_at === null
      ? 'neverSeen'
      : 'offline'
    : row.sync_state === 'snapshotRequired'
      ? 'snapshot'
      : row.sync_state;

/**
 * The company's devices (local servers and controllers) that are offline, or online but out of sync with
 * its credentials (behind, drifted, waiting for a snapshot, never synced) for longer than
 * ATTENTION_SYNC_GRACE_MINUTES: an online device takes a change within seconds, so a moment behind is no
 * trouble. From the devices' sync state (server/sync/device-state.ts); the newest trouble first. A device
 * that is heard from again and takes its changes leaves the list.
 */
export async function troubledDevices(db: Database, companyId: string): Promise<Shown> {
  const rows = await queryRows<Row>(
    db,
    sql`select d.kind, d.id, d.name, d.last_seen_at, d.online, d.sync_state, d.pending_changes, d.wrong_since,
               count(*) over () as total
          from ${deviceStates} as d
         where d.company_id = ${companyId} and d.wrong_since is not null
           and (not d.online or d.wrong_since <= ${graceOver})
         order by d.wrong_since desc, d.id
         limit ${ATTENTION_ITEMS_SHOWN}`,
  );
  return shown(rows, (row) => ({
    key: row.id,
    title: row.name,
    why: reason(row),
    // How many changes wait, for a device behind (the reason's plural).
    details: Object.fromEntries(row.pending_changes === null ? [] : [['count', Number(row.pending_changes)]]),
    since: iso(row.wrong_since),
    companyName: null,
    target: { to: 'record', resource: row.kind === 'controller' ? 'controllers' : 'local_servers', id: row.id },
  }));
}
