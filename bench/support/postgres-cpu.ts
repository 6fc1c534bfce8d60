// The CPU that a PostgreSQL cluster's processes (the postmaster, its backends and helpers) have used, read
// from /proc (Linux), so that a benchmark can say how a change's cost splits between the API servers, the
// database, the load balancer and its own simulated clients.
import { readdir, readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/open';
import { queryRows } from '../../server/db/rows';

const TICKS_PER_SECOND = 100;

interface ProcStat {
  pid: number;
  parent: number;
  /** utime + stime, in clock ticks. */
  ticks: number;
  /** cutime + cstime: of its children that have exited (a backend whose connection closed). */
  childrenTicks: number;
}

async function statOf(pid: number | string): Promise<ProcStat | undefined> {
  const text = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  if (!text) return undefined;
  // After the command's closing parenthesis: state, ppid, … utime (14th field), stime (15th).
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return {
    pid: Number(pid),
    parent: Number(fields[1]),
    ticks: Number(fields[11]) + Number(fields[12]),
    childrenTicks: Number(fields[13]) + Number(fields[14]),
  };
}

/** The CPU used so far by the cluster `db` is served by, in milliseconds; undefined off Linux. */
export async function postgresCpuMs(db: Database): Promise<number | undefined> {
  const [{ pid }] = await queryRows<{ pid: number }>(db, sql`select pg_backend_pid() as pid`);
  const postmaster = (await statOf(pid))?.parent;
  if (postmaster === undefined) return undefined;
  const pids = (await readdir('/proc').catch(() => [])).filter((name) => /^\d+$/.test(name));
  let ticks = 0;
  // The postmaster's own, its live children's, and those of its children that exited.
  for (const stat of await Promise.all(pids.map(statOf))) {
    if (stat?.pid === postmaster) ticks += stat.ticks + stat.childrenTicks;
    else if (stat?.parent === postmaster) ticks += stat.ticks;
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** The CPU one process (HAProxy) has used so far, in milliseconds; undefined off Linux or once it exited. */
export async function processCpuMs(pid: number): Promise<number | undefined> {
  const stat = await statOf(pid);
  return stat && (stat.ticks * 1000) / TICKS_PER_SECOND;
}
