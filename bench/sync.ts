// Credentials reaching the doors at scale (issue 39 items 8 and 9), on PostgreSQL: the large data set plus
// what this bench adds for itself, the same at every run (bench/sync-fixture.ts): a tower whose eight doors
// each hold over 10,000 credentials, a campus of 1,056 doors under one territory, and the devices
// (controllers, 2,000 by default) each serving doors of both. Measured against the budgets:
//   - a full snapshot of the biggest door (≤ 100 ms): the request time with the client on the same machine
//     (every page, one after another), and the API process's CPU for it;
//   - a device offline for a week catching up (≤ 1 s): thousands of changes to its doors, then its pull
//     to the current version and its acknowledgement;
//   - commit to acknowledgement (p95 ≤ 500 ms) with every device long-polling on one API server, then on
//     two behind HAProxy: an admin's change through one server (a sector's key restriction: a sixth of the
//     campus), from the moment the admin's request was sent to the platform's record of each affected
//     device's acknowledgement, which its next call for changes carries (SYNC_ACK=alone: sent alone);
//   - a change of 1,000+ doors (the territory's restriction): until every device serving them acknowledged;
//   - the memory of a waiting device on the server (heap and RSS with all waiting, less with none);
//   - faults: one of the two API servers killed (SIGKILL) while changes go on, and PostgreSQL restarted;
//     afterwards every device's set must be ours, entry by entry, without a new snapshot.
// PostgreSQL and HAProxy are Debian's packages, installed here when missing, started by this process and
// stopped by their ids at the end (also when something fails or the run is interrupted).
// `npm run bench sync`; `-- --devices 50` (or SYNC_DEVICES) for a small run while developing; SYNC_PROFILE=1
// writes the API server's CPU profile of the first rounds and prints its hot spots.
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { CONTROLLER_AUTH_SCHEME, API_PATH } from '../contract/protocol';
import { MAX_SYNC_PAGE, MAX_SYNC_WAIT_SECONDS } from '../contract/credentials';
import { migrate } from '../server/db/migrate';
import { openDatabase } from '../server/db/open';
import { queryRows } from '../server/db/rows';
import { compactCredentialChanges } from '../server/sync/compaction';
import { DEFAULT_DEMO_PASSWORD } from '../server/db/seed/demo-data';
import { seedDemo } from '../server/db/seed/demo';
import { LARGE_ACCOUNTS, seedLarge, seedLargeAccess } from '../server/db/seed/large';
import { CredentialStore, type DeviceCall } from '../scripts/simulate/credential-store';
import { findPostgresBin } from '../tests/server/setup/postgres-bin';
import { createDatabase, startPostgresCluster } from '../tests/server/setup/postgres-cluster';
import { freePort } from '../tests/server/setup/free-port';
import { type MeasuredServer, startMeasuredServer } from './measured-server';
import { summariseProfile } from './profile';
import { callAction, signInToCompany } from './support/api';
import { cleanUp, onCleanup } from './support/cleanup';
import { type DebianPackage, ensureDebianPackages, HAPROXY } from './support/debian';
import { type Haproxy, startHaproxy } from './support/haproxy';
import { postgresCpuMs, processCpuMs } from './support/postgres-cpu';
import { ms, percentiles } from './support/stats';
import { type DeviceKey, pgArray, seedSyncFixture, SYNC_FIXTURE, weekOfChanges } from './sync-fixture';
import { printTable, type Row } from './table';

const SNAPSHOT_BUDGET_MS = 100;
const ACK_P95_BUDGET_MS = 500;
const CATCH_UP_BUDGET_MS = 1_000;
/** Changes per measured phase: each of the six sectors flipped on, then off. */
const ROUNDS = 12;
/** The week's changes of the offline device's doors: one write each, as an administrator would make them. */
const WEEK_WRITES = Number(process.env.SYNC_WEEK_WRITES ?? 2_000);
const SNAPSHOTS = 20;
const devicesArg = process.argv.indexOf('--devices');
const DEVICES = Number(devicesArg > 0 ? process.argv[devicesArg + 1] : (process.env.SYNC_DEVICES ?? 2_000));
/** The long poll of every device: the most the protocol allows. */
const WAIT = MAX_SYNC_WAIT_SECONDS;
/**
 * How the devices acknowledge: with their next call for changes (the default), or `SYNC_ACK=alone` with
 * AcknowledgeCredentials after each version applied, as before: both protocols measured alike.
 */
const ACK_ALONE = process.env.SYNC_ACK === 'alone';
/** How long a round waits for every affected device before it counts the missing ones. */
const ROUND_TIMEOUT_MS = 90_000;

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const verdict = (ok: boolean) => (ok ? 'PASS' : 'OVER');
const rows: Row[] = [];
const report = (row: Row) => {
  rows.push(row);
  console.log(
    `  ${row.name}: ${row.value} (budget ${row.budget || '-'}) ${row.result}${row.note ? ` — ${row.note}` : ''}`,
  );
};

/**
 * An acknowledgement as the device sent it (carried by a call for changes, or alone): the version it had
 * applied, and when (performance.now()). A carried one is recorded when the call arrives, while the call
 * goes on waiting: when it was recorded is read from the database (device_acknowledgements.acked_at).
 */
interface Sent {
  version: number;
  at: number;
}

/**
 * The devices' HTTP: node:http, each device on its own connection kept alive, as a door's controller holds
 * one; behind HAProxy a device thus stays on its server. (One pool for all devices, as before, sent each
 * call on whichever connection was free, so devices hopped between servers at every call, and the second
 * server was still meeting devices for the first time while it was measured.) With fetch, the 2,000
 * simulated devices cost this process more CPU a change than the API server spent serving them, on the
 * same two cores; what a device's own hardware spends is not the platform's latency.
 */
const deviceConnection = () => new http.Agent({ keepAlive: true, maxSockets: 1 });
const DEVICE_CALL_TIMEOUT_MS = (WAIT + 15) * 1000;

function httpCall(
  agent: http.Agent,
  url: string,
  method: 'GET' | 'POST',
  headers: Record<string, string>,
  signal: AbortSignal,
  body?: string,
) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = http.request(url, { method, headers, agent, signal }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
      response.on('error', reject);
    });
    request.setTimeout(DEVICE_CALL_TIMEOUT_MS, () => request.destroy(new Error('no answer in time')));
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * A simulated door device: its own credential store, long-polling for changes; each call for changes
 * carries the acknowledgement of the version applied before it (a drift is answered 409: a snapshot).
 */
class Device {
  readonly store: CredentialStore;
  readonly sent: Sent[] = [];
  base = '';
  errors = 0;
  statuses = new Map<string, number>();
  snapshots = 0;
  private stopped = true;
  private abort = new AbortController();
  private running: Promise<void> = Promise.resolve();
  private readonly connection = deviceConnection();

  constructor(readonly key: DeviceKey) {
    this.store = new CredentialStore(this.call);
  }

  private call: DeviceCall = async (method, action, params = {}) => {
    if (action === 'GetCredentialSnapshot' && !params.After) this.snapshots += 1;
    if ((action === 'GetCredentialChanges' && params.Digest !== undefined) || action === 'AcknowledgeCredentials')
      this.sent.push({ version: Number(params.Since ?? params.Version), at: performance.now() });
    const headers: Record<string, string> = {
      authorization: `${CONTROLLER_AUTH_SCHEME} ${this.key.id}:${this.key.token}`,
      timestamp: new Date().toISOString(),
    };
    const query = new URLSearchParams(Object.entries(params).map(([name, value]) => [name, String(value)]));
    const { status, text } =
      method === 'GET'
        ? await httpCall(
            this.connection,
            `${this.base}${API_PATH}?Action=${action}&${query}`,
            'GET',
            headers,
            this.abort.signal,
          )
        : await httpCall(
            this.connection,
            `${this.base}${API_PATH}`,
            'POST',
            { ...headers, 'content-type': 'application/json' },
            this.abort.signal,
            JSON.stringify({ Action: action, ...params }),
          );
    if (status !== 200) this.count(`${action} ${status}`);
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // A proxy's page: kept as text.
    }
    return { status, body };
  };

  private count(what: string) {
    this.statuses.set(what, (this.statuses.get(what) ?? 0) + 1);
  }

  start(base: string) {
    this.base = base;
    this.stopped = false;
    this.abort = new AbortController();
    this.running = this.loop();
  }

  async stop() {
    this.stopped = true;
    this.abort.abort();
    await this.running;
  }

  /** Its first call carrying `version` or later (they come in order: searched from the latest). */
  sentOf(version: number): Sent | undefined {
    let first: Sent | undefined;
    for (let index = this.sent.length - 1; index >= 0 && this.sent[index].version >= version; index--)
      first = this.sent[index];
    return first;
  }

  private async loop() {
    while (!this.stopped) {
      try {
        if (ACK_ALONE && this.store.version !== 0 && this.store.acknowledged !== this.store.version) {
          // What it applied and has not acknowledged yet (a refused acknowledgement too) goes first.
          const answer = await this.store.acknowledge();
          if (answer.drift) await this.store.snapshot();
        } else {
          // The store's next call carries what it applied (also one a refused call carried: sent again).
          await this.store.pull(WAIT);
        }
      } catch (error) {
        if (this.stopped) break;
        this.errors += 1;
        if (!(error instanceof Error && error.message.match(/^\w+: \d{3} /))) this.count(`no answer`);
        // A server gone or the database restarting: back off a little, then resume from the version held.
        await sleep(200 + Math.random() * 300);
      }
    }
  }
}

/** When the platform recorded acknowledgements: each device's first of its target version or later, epoch ms. */
type RecordedAcks = (targets: Map<string, number>) => Promise<Map<string, number>>;

/** The fleet of simulated devices, started in batches so that their first snapshots do not all land at once. */
class Fleet {
  constructor(
    readonly devices: Device[],
    private readonly recorded: RecordedAcks,
  ) {}

  async start(base: string) {
    for (let first = 0; first < this.devices.length; first += 100) {
      for (const device of this.devices.slice(first, first + 100)) device.start(base);
      await sleep(100);
    }
  }

  stop() {
    return Promise.all(this.devices.map((device) => device.stop()));
  }

  /**
   * Waits until the platform recorded every device's acknowledgement of its target version (a number: the
   * same for all of `which`); answers when each was recorded (epoch ms), and the devices it never was for.
   * Read from the database once every device sent a call carrying it, so that no statement of the bench's
   * competes with the devices while the change spreads; then again until all are there.
   */
  async acknowledged(
    target: number | Map<Device, number>,
    which: Device[] = this.devices,
    timeoutMs = ROUND_TIMEOUT_MS,
  ): Promise<{ missing: Device[]; recordedAt: Map<Device, number> }> {
    const targetOf = (device: Device) => (typeof target === 'number' ? target : target.get(device)!);
    const until = performance.now() + timeoutMs;
    while (which.some((device) => !device.sentOf(targetOf(device))) && performance.now() < until) await sleep(20);
    for (;;) {
      const recorded = await this.recorded(new Map(which.map((device) => [device.key.id, targetOf(device)])));
      const recordedAt = new Map(
        which.flatMap((device) => (recorded.has(device.key.id) ? [[device, recorded.get(device.key.id)!]] : [])),
      );
      const missing = which.filter((device) => !recordedAt.has(device));
      if (missing.length === 0 || performance.now() > until) return { missing, recordedAt };
      await sleep(100);
    }
  }

  errors() {
    const statuses = new Map<string, number>();
    for (const device of this.devices)
      for (const [what, count] of device.statuses) statuses.set(what, (statuses.get(what) ?? 0) + count);
    return statuses;
  }
}

const statusText = (statuses: Map<string, number>) =>
  statuses.size === 0
    ? 'none'
    : [...statuses]
        .sort((a, b) => b[1] - a[1])
        .map(([what, count]) => `${what} × ${count}`)
        .join(', ');

const bin = findPostgresBin();
const postgres: DebianPackage = { name: 'postgresql', installed: () => findPostgresBin() !== undefined };
const missing = await ensureDebianPackages([...(bin ? [] : [postgres]), HAPROXY]);
if (missing.length > 0) {
  printTable('Credential sync', [
    { name: 'sync', value: '-', budget: '', result: 'SKIPPED', note: `could not install ${missing.join(', ')}` },
  ]);
  process.exit(1);
}

try {
  console.log(
    `Devices: ${DEVICES}, acknowledging ${ACK_ALONE ? 'alone' : 'with the next call'}; load before: ${load()}`,
  );
  const t0 = performance.now();
  const scratch = await mkdtemp(path.join(tmpdir(), 'intercom-bench-sync-'));
  onCleanup(() => rm(scratch, { recursive: true, force: true }));
  // Durable (fsync on): a commit's latency is part of what a device waits for. BENCH_DATABASE_URL: a copy of
  // that database, already seeded with the large data set, on a cluster this run does not own (then
  // PostgreSQL is not restarted).
  const given = process.env.BENCH_DATABASE_URL;
  const cluster = given
    ? undefined
    : await startPostgresCluster(findPostgresBin()!, 'intercom-bench-sync-pg-', { durable: true });
  if (cluster) onCleanup(() => cluster.stop());
  let url: string;
  if (given) {
    const admin = new URL(given);
    const template = admin.pathname.slice(1);
    admin.pathname = '/postgres';
    const name = `sync_${process.pid}`;
    url = await createDatabase(admin.toString(), name, template);
    onCleanup(async () => {
      const client = new pg.Client({ connectionString: admin.toString() });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`).finally(() => client.end());
    });
  } else url = await cluster!.createDatabase('sync');
  // PostgreSQL's JIT compiles credential_rows() for every refresh at commit: about 2 s a write on this
  // machine, against 20 ms without (measured below). Off for this database unless SYNC_JIT=on, so that the
  // rest measures the sync, not the compiler; reported for the lead engineer to settle in the server.
  const jit = process.env.SYNC_JIT === 'on';
  {
    const admin = new URL(url);
    const name = admin.pathname.slice(1);
    admin.pathname = '/postgres';
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    await client.query(`alter database ${name} set jit = ${jit ? 'on' : 'off'}`).finally(() => client.end());
  }
  const database = await openDatabase({ url });
  onCleanup(() => database.close());
  const db = database.db;
  await migrate(db);
  if (!given) {
    await seedDemo(db, DEFAULT_DEMO_PASSWORD);
    await seedLarge(db, DEFAULT_DEMO_PASSWORD, () => {});
    await seedLargeAccess(db, () => {});
    console.log(`Large data set seeded in ${((performance.now() - t0) / 1000).toFixed(0)} s (load ${load()})`);
  }
  const fixture = await seedSyncFixture(db, DEVICES, (message) => console.log(`  ${message}`));
  const { companyId } = fixture;
  await db.execute(sql`vacuum analyze`);
  console.log(`Ready in ${((performance.now() - t0) / 1000).toFixed(0)} s (load ${load()})`);

  // One resident's rename (its four credentials at each of the eight tower doors), with and without JIT.
  {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const timedWrite = async (setting: string, attempt: number) => {
      await client.query(`set jit = ${setting}`);
      const started = performance.now();
      await client.query(`update abonents set name = $1 where phone_number = '79550000001'`, [
        `Житель башни, jit ${attempt}`,
      ]);
      return performance.now() - started;
    };
    const on: number[] = [];
    const off: number[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      on.push(await timedWrite('on', attempt * 2));
      off.push(await timedWrite('off', attempt * 2 + 1));
    }
    await client.end();
    report({
      name: "one resident's write, refresh at commit",
      value: ms(percentiles(jit ? on : off).p50),
      budget: '',
      result: 'INFO',
      note: `median of 3 with JIT ${jit ? 'on' : 'off'} (this run's setting); JIT on: ${on.map((value) => ms(value)).join(', ')}; off: ${off.map((value) => ms(value)).join(', ')}`,
    });
  }

  const scalar = async <T>(query: ReturnType<typeof sql>) =>
    Object.values((await queryRows<object>(db, query))[0])[0] as T;
  const versionNow = () =>
    scalar<string>(sql`select version from credential_versions where company_id = ${companyId}::uuid`).then(Number);
  const commits = () =>
    scalar<string>(sql`select xact_commit from pg_stat_database where datname = current_database()`).then(Number);

  const [portA, portB] = [await freePort(), await freePort()];
  const startServer = async (port: number) => {
    const server = await startMeasuredServer({ server: 'app', databaseUrl: url, port }, ['--expose-gc']);
    onCleanup(() => server.stop());
    return server;
  };
  const serverA: MeasuredServer = await startServer(portA);
  const admin = await signInToCompany(serverA.base, LARGE_ACCOUNTS.companyAdmin);
  if (admin.companyId !== companyId) throw new Error('the large admin is not of the large company');

  // ---- A full snapshot of the biggest door.
  {
    const device = new Device(fixture.snapshotDevice);
    device.base = serverA.base;
    const page = (limit: number, after?: string) =>
      callAction(
        serverA.base,
        { authorization: `${CONTROLLER_AUTH_SCHEME} ${fixture.snapshotDevice.id}:${fixture.snapshotDevice.token}` },
        'GetCredentialSnapshot',
        { Limit: limit, ...(after && { After: after }) },
      );
    for (const limit of [MAX_SYNC_PAGE, 1000]) {
      const full = async () => {
        const started = performance.now();
        let after: string | undefined;
        let entries = 0;
        let pages = 0;
        do {
          const answer = await page(limit, after);
          if (answer.status !== 200) throw new Error(`snapshot: ${answer.status} ${JSON.stringify(answer.body)}`);
          entries += answer.body.items.length;
          pages += 1;
          after = answer.body.next ?? undefined;
        } while (after);
        return { ms: performance.now() - started, entries, pages };
      };
      for (let warm = 0; warm < 5; warm++) await full();
      const profile = process.env.SYNC_PROFILE && limit === MAX_SYNC_PAGE;
      if (profile) await serverA.startProfile();
      const cpuBefore = await serverA.cpuUsage();
      const pgBefore = await postgresCpuMs(db);
      await serverA.served();
      const runs = [];
      const serverTimes: number[] = [];
      for (let run = 0; run < SNAPSHOTS; run++) {
        runs.push(await full());
        serverTimes.push((await serverA.served()).ms);
      }
      const cpuAfter = await serverA.cpuUsage();
      const pgAfter = await postgresCpuMs(db);
      if (profile) console.log(summariseProfile(await serverA.stopProfile(scratch, 'sync-snapshot'), SNAPSHOTS, 30));
      const cpuMs = (cpuAfter.user + cpuAfter.system - cpuBefore.user - cpuBefore.system) / 1000 / SNAPSHOTS;
      const times = percentiles(runs.map((run) => run.ms));
      const onServer = percentiles(serverTimes);
      const pgMs = pgBefore === undefined || pgAfter === undefined ? '?' : ms((pgAfter - pgBefore) / SNAPSHOTS);
      const { entries, pages } = runs[0];
      report({
        name: `snapshot of the biggest door, pages of ${limit}, server time`,
        value: ms(onServer.p50),
        budget: `${SNAPSHOT_BUDGET_MS} ms`,
        result: entries >= 10_000 ? verdict(onServer.p50 <= SNAPSHOT_BUDGET_MS) : 'FAILED',
        note:
          `${entries.toLocaleString('en')} credentials in ${pages} requests; median of ${SNAPSHOTS} (p95 ${ms(onServer.p95)}) ` +
          `of the requests' time on the API server, from arrival to the answer written out (the database's part ` +
          `included); at the client on the same machine, parse included: median ${ms(times.p50)}, p95 ${ms(times.p95)}; ` +
          `CPU a snapshot: API ${ms(cpuMs)}, PostgreSQL ${pgMs}; load ${load()}`,
      });
    }
  }

  // ---- A device offline for a week catches up.
  {
    const device = new Device(fixture.offlineDevice);
    device.base = serverA.base;
    await device.store.snapshot();
    const held = device.store.size;
    const from = device.store.version;
    const started = performance.now();
    const writes = await weekOfChanges(db, fixture, WEEK_WRITES);
    const written = performance.now() - started;
    const [{ changes }] = await queryRows<{ changes: number }>(
      db,
      sql`select count(*)::int as changes from credential_changes
           where company_id = ${companyId}::uuid and version > ${from}
             and access_point_id in (select access_point_id from device_points where controller_id = ${fixture.offlineDevice.id}::uuid)`,
    );
    const pullStarted = performance.now();
    const applied = await device.store.pull(0);
    const answer = await device.store.acknowledge();
    const took = performance.now() - pullStarted;
    report({
      name: 'a week offline, pull to current',
      value: ms(took),
      budget: `${CATCH_UP_BUDGET_MS} ms`,
      result: answer.inSync && device.snapshots === 1 ? verdict(took <= CATCH_UP_BUDGET_MS) : 'FAILED',
      note:
        `${applied.toLocaleString('en')} changes applied (${changes.toLocaleString('en')} logged for its doors) from ` +
        `${writes.toLocaleString('en')} writes, versions ${from}→${device.store.version}, in pages of 1,000, then ` +
        `acknowledged: ${answer.inSync ? 'in sync' : 'NOT in sync'}; holds ${held.toLocaleString('en')} credentials ` +
        `(${SYNC_FIXTURE.offlineDoors}); writes took ${(written / 1000).toFixed(1)} s; load ${load()}`,
    });
  }

  /** When each device's acknowledgement of its target version (or a later one) was recorded, epoch ms. */
  const recordedAcks: RecordedAcks = async (targets) => {
    const rows = await queryRows<{ id: string; at: number | null }>(
      db,
      sql`select t.id, (select extract(epoch from min(a.acked_at)) * 1000 from device_acknowledgements a
                         where a.controller_id = t.id and a.version >= t.version)::float8 as at
            from unnest(${pgArray([...targets.keys()])}::uuid[], ${pgArray([...targets.values()].map(String))}::bigint[])
                 as t (id, version)`,
    );
    return new Map(rows.flatMap((row) => (row.at === null ? [] : [[row.id, Number(row.at)] as const])));
  };
  const fleet = new Fleet(
    fixture.devices.map((key) => new Device(key)),
    recordedAcks,
  );

  /** A sector's (or the territory's) key restriction flipped through `base` by the admin. */
  const flip = async (base: string, perimeterId: string, flag: string, value: boolean) => {
    for (let attempt = 0; ; attempt++) {
      // The same moment on both clocks: the devices' (performance.now) and the database's (epoch).
      const sentEpoch = Date.now();
      const sentAt = performance.now();
      const answer = await callAction(base, admin.headers, 'EditAccessPerimeter', { Id: perimeterId, [flag]: value });
      // The version read may fail while PostgreSQL restarts: the same edit again is no change.
      const version = answer.status === 200 ? await versionNow().catch(() => undefined) : undefined;
      if (version !== undefined) return { sentAt, sentEpoch, adminMs: answer.ms, version };
      if (attempt > 50) throw new Error(`EditAccessPerimeter: ${answer.status} ${JSON.stringify(answer.body)}`);
      await sleep(200);
    }
  };
  /** The fleet's devices whose doors changed at `version`. */
  const affectedAt = async (version: number) => {
    const ids = new Set(
      (
        await queryRows<{ id: string }>(
          db,
          sql`select distinct dp.controller_id as id from device_points dp
               where dp.access_point_id in (select access_point_id from credential_changes
                                             where company_id = ${companyId}::uuid and version = ${version})`,
        )
      ).map((row) => row.id),
    );
    return fleet.devices.filter((device) => ids.has(device.key.id));
  };

  /** The CPU used so far by the API servers, PostgreSQL and this process (the simulated devices), in ms. */
  const cpuSplit = async (servers: MeasuredServer[], balancer?: Haproxy) => {
    const usage = await Promise.all(servers.map((server) => server.cpuUsage()));
    const own = process.cpuUsage();
    return {
      api: usage.reduce((sum, { user, system }) => sum + (user + system) / 1000, 0),
      postgres: await postgresCpuMs(db),
      devices: (own.user + own.system) / 1000,
      haproxy: balancer && (await processCpuMs(balancer.pid)),
    };
  };
  type CpuSplit = Awaited<ReturnType<typeof cpuSplit>>;
  const cpuPerChange = (before: CpuSplit, after: CpuSplit, changes: number) => {
    const each = (from: number | undefined, to: number | undefined) =>
      from === undefined || to === undefined ? '?' : ms((to - from) / changes);
    return (
      `API ${each(before.api, after.api)}, PostgreSQL ${each(before.postgres, after.postgres)}, ` +
      `the simulated devices ${each(before.devices, after.devices)}` +
      (before.haproxy === undefined ? '' : `, HAProxy ${each(before.haproxy, after.haproxy)}`)
    );
  };

  /**
   * ROUNDS changes through `adminServer`, each timed to every affected device's acknowledgement as the
   * platform recorded it (device_acknowledgements.acked_at, on the same machine's clock as the bench's).
   */
  const latencyRounds = async (
    label: string,
    adminServer: MeasuredServer,
    servers: MeasuredServer[],
    balancer?: Haproxy,
  ) => {
    const latencies: number[] = [];
    /** From the admin's answer (after the commit): the lower bound, where the other is the upper one. */
    const afterAnswer: number[] = [];
    /** Until the device sent its acknowledgement (the device's side; earlier runs timed the answer to it). */
    const ackSent: number[] = [];
    const adminTimes: number[] = [];
    const wakeQueries: number[] = [];
    let late = 0;
    let samples = 0;
    const errorsBefore = fleet.errors();
    const cpuBefore = await cpuSplit(servers, balancer);
    // The admin's write as the server saw it, and how late this process (the devices and the admin's
    // client) ran its callbacks: what of the admin's time is the server's, what is the client's queue.
    await adminServer.served();
    const loopDelay = monitorEventLoopDelay({ resolution: 10 });
    loopDelay.enable();
    for (let round = 0; round < ROUNDS; round++) {
      const sector = fixture.sectors[round % fixture.sectors.length];
      const committedBefore = await commits();
      const { sentAt, sentEpoch, adminMs, version } = await flip(
        adminServer.base,
        sector,
        'RestrictPassTemporaryKeys',
        round < fixture.sectors.length,
      );
      const affected = await affectedAt(version);
      const { missing, recordedAt } = await fleet.acknowledged(version, affected);
      late += missing.length;
      samples += affected.length;
      adminTimes.push(adminMs);
      for (const [device, at] of recordedAt) {
        latencies.push(at - sentEpoch);
        afterAnswer.push(at - (sentEpoch + adminMs));
        const sent = device.sentOf(version);
        if (sent) ackSent.push(sent.at - sentAt);
      }
      // Settle: every woken device back to waiting before the next change.
      await sleep(1_000);
      wakeQueries.push((await commits()) - committedBefore);
    }
    loopDelay.disable();
    const cpu = cpuPerChange(cpuBefore, await cpuSplit(servers, balancer), ROUNDS);
    const adminServed = (await adminServer.served()).byAction.EditAccessPerimeter ?? [];
    const adminOnServer = percentiles(adminServed);
    // Round by round (client / server), to tell a slow round from slow writes.
    const adminRounds = adminTimes.map((time, round) => `${time.toFixed(0)}/${adminServed[round]?.toFixed(0) ?? '?'}`);
    const times = percentiles(latencies);
    const waiting = await Promise.all(servers.map((server) => server.waiting()));
    const newErrors = new Map(
      [...fleet.errors()].map(([what, count]) => [what, count - (errorsBefore.get(what) ?? 0)] as const),
    );
    for (const [what, count] of newErrors) if (count === 0) newErrors.delete(what);
    report({
      name: `commit → acknowledgement, ${label}`,
      value: `p95 ${ms(times.p95)}`,
      budget: `p95 ${ACK_P95_BUDGET_MS} ms`,
      result: late > 0 ? 'FAILED' : verdict(times.p95 <= ACK_P95_BUDGET_MS),
      note:
        `p50 ${ms(times.p50)}, p99 ${ms(times.p99)}, max ${ms(times.max)}; ${samples} acknowledgements of ${ROUNDS} ` +
        `changes (a sector: ${fixture.campusDoors / fixture.sectors.length} doors each), ${late} never came; ` +
        `timed from the admin's request to the acknowledgement's record (acked_at); the admin's own time (the write ` +
        `and its refresh at commit) p50 ${ms(percentiles(adminTimes).p50)} at its client, ${ms(adminOnServer.p50)} ` +
        `on the server (max ${ms(adminOnServer.max)}; ms a round, client/server: ${adminRounds.join(' ')}); from its answer instead: p50 ${ms(percentiles(afterAnswer).p50)}, ` +
        `p95 ${ms(percentiles(afterAnswer).p95)}, p99 ${ms(percentiles(afterAnswer).p99)}; until the device sent the ` +
        `acknowledgement: p50 ${ms(percentiles(ackSent).p50)}, p95 ${ms(percentiles(ackSent).p95)}; this ` +
        `process's event loop late p50 ${ms(loopDelay.percentile(50) / 1e6)}, p99 ${ms(loopDelay.percentile(99) / 1e6)}, ` +
        `max ${ms(loopDelay.max / 1e6)}; ` +
        `database transactions a change ${percentiles(wakeQueries).p50}; CPU a change (with the settling second): ${cpu}; waiting per server ` +
        `${waiting.map((w) => w.waiters).join(' + ')}; device errors: ${statusText(newErrors)}; load ${load()}`,
    });
  };

  /** The territory's restriction flipped: 1,000+ doors; until every device serving them acknowledged. */
  const thousandDoors = async (label: string, adminBase: string, value: boolean) => {
    const { sentEpoch, adminMs, version } = await flip(
      adminBase,
      fixture.territory,
      'RestrictPassPermanentKeys',
      value,
    );
    const [{ doors }] = await queryRows<{ doors: number }>(
      db,
      sql`select count(distinct access_point_id)::int as doors from credential_changes
           where company_id = ${companyId}::uuid and version = ${version}`,
    );
    const affected = await affectedAt(version);
    const { missing, recordedAt } = await fleet.acknowledged(version, affected);
    const times = [...recordedAt.values()].map((at) => at - sentEpoch);
    const all = percentiles(times);
    report({
      name: `${doors.toLocaleString('en')} doors changed, all acknowledged, ${label}`,
      value: missing.length > 0 ? '-' : ms(all.max),
      budget: '',
      result: missing.length > 0 ? 'FAILED' : 'INFO',
      note: `${affected.length} devices; p50 ${ms(all.p50)}, p95 ${ms(all.p95)}; the admin's write ${ms(adminMs)}; ${missing.length} never acknowledged; load ${load()}`,
    });
    await sleep(1_000);
  };

  /** Every device's set against ours, entry by entry, and its digest. */
  const compareSets = async (label: string) => {
    const ours = new Map<string, Map<string, string>>();
    for (const row of await queryRows<{ device: string; name: string; hash: string }>(
      db,
      sql`select dp.controller_id::text as device, d.access_point_id || '/' || d.credential_id as name,
                 lpad(to_hex(d.hash), 16, '0') as hash
            from device_points dp join door_credentials d on d.access_point_id = dp.access_point_id
           where dp.controller_id = any(${pgArray(fleet.devices.map((device) => device.key.id))}::uuid[])`,
    )) {
      if (!ours.has(row.device)) ours.set(row.device, new Map());
      ours.get(row.device)!.set(row.name, row.hash);
    }
    let digestsEqual = 0;
    let missingEntries = 0;
    let extraEntries = 0;
    let differing = 0;
    for (const device of fleet.devices) {
      const theirs = device.store.hashes();
      const mine = ours.get(device.key.id) ?? new Map<string, string>();
      let digest = 0n;
      for (const hash of mine.values()) digest ^= BigInt(`0x${hash}`);
      if (digest.toString(16).padStart(16, '0') === device.store.digest()) digestsEqual += 1;
      for (const [name, hash] of mine) {
        const held = theirs.get(name);
        if (held === undefined) missingEntries += 1;
        else if (held !== hash) differing += 1;
      }
      for (const name of theirs.keys()) if (!mine.has(name)) extraEntries += 1;
    }
    const snapshots = fleet.devices.reduce((sum, device) => sum + device.snapshots, 0);
    return { label, digestsEqual, missingEntries, extraEntries, differing, snapshots };
  };

  const waitForWaiters = async (servers: MeasuredServer[], count: number, timeoutMs: number) => {
    const until = performance.now() + timeoutMs;
    for (;;) {
      const waiting = await Promise.all(servers.map((server) => server.waiting()));
      const total = waiting.reduce((sum, w) => sum + w.waiters, 0);
      if (total === count || performance.now() > until) return { waiting, total };
      await sleep(250);
    }
  };

  // ---- One API server: every device long-polls on it.
  console.log(`\nOne API server, ${DEVICES} devices (load ${load()})`);
  const fleetStarted = performance.now();
  await fleet.start(serverA.base);
  const inSyncAt = await versionNow();
  const { missing: unsynced } = await fleet.acknowledged(inSyncAt, fleet.devices, 180_000);
  console.log(
    `  ${DEVICES - unsynced.length} devices took their snapshots in ${((performance.now() - fleetStarted) / 1000).toFixed(1)} s`,
  );
  await waitForWaiters([serverA], DEVICES, 30_000);
  const profiling = process.env.SYNC_PROFILE ? serverA.startProfile() : undefined;
  await profiling;
  // The clock time of each measured phase, to set beside PostgreSQL's log (a checkpoint under way slows commits).
  console.log(`  rounds from ${new Date().toISOString()}`);
  await latencyRounds('one server', serverA, [serverA]);
  if (profiling) {
    const profile = await serverA.stopProfile(scratch, 'sync-one-server');
    console.log(summariseProfile(profile, ROUNDS, 30));
  }
  await thousandDoors('one server', serverA.base, true);

  // Memory of the waiting: all waiting, then none (after a full collection each time).
  {
    const all = await waitForWaiters([serverA], DEVICES, 30_000);
    const withAll = all.waiting[0];
    await fleet.stop();
    // A request whose client went away still waits out its long poll on the server: up to WAIT seconds.
    const none = await waitForWaiters([serverA], 0, (WAIT + 10) * 1000);
    const without = none.waiting[0];
    const per = (bytes: number) => `${(bytes / withAll.waiters / 1024).toFixed(1)} kB`;
    report({
      name: 'memory per waiting device, heap',
      value: per(withAll.heapUsed - without.heapUsed),
      budget: '',
      result: 'INFO',
      note: `${withAll.waiters} waiting vs ${without.waiters}; RSS ${per(withAll.rss - without.rss)} a device (RSS ${(withAll.rss / 1048576).toFixed(0)} MB with all waiting); external ${per(withAll.external - without.external)}`,
    });
  }

  // ---- Two API servers behind HAProxy.
  let serverB = await startServer(portB);
  const haproxy = await startHaproxy(scratch, [portA, portB]);
  onCleanup(() => haproxy.stop());
  console.log(`\nTwo API servers behind HAProxy (pid ${haproxy.pid}), ${DEVICES} devices (load ${load()})`);
  await fleet.start(haproxy.base);
  await fleet.acknowledged(await versionNow(), fleet.devices, 120_000);
  await waitForWaiters([serverA, serverB], DEVICES, 60_000);
  console.log(`  rounds from ${new Date().toISOString()}`);
  await latencyRounds('two servers', serverA, [serverA, serverB], haproxy);
  await thousandDoors('two servers', serverA.base, false);

  // ---- Faults: a server killed under load, then PostgreSQL restarted.
  const snapshotsBefore = fleet.devices.reduce((sum, device) => sum + device.snapshots, 0);
  /** The sectors' temporary-key restriction as the last changes left it (all off after the measured rounds). */
  const restricted = new Map<string, boolean>();
  const changesUnderLoad = async (durationMs: number, during?: () => Promise<void>) => {
    let stop = false;
    let count = 0;
    const writing = (async () => {
      while (!stop) {
        const sector = fixture.sectors[count % fixture.sectors.length];
        // Each a real change: the sector's restriction as it is not now.
        const value = !restricted.get(sector);
        await flip(serverA.base, sector, 'RestrictPassTemporaryKeys', value);
        restricted.set(sector, value);
        count += 1;
        await sleep(250);
      }
    })();
    await sleep(durationMs / 2);
    await during?.();
    await sleep(durationMs / 2);
    stop = true;
    await writing;
    return count;
  };
  /** `faultAt`: epoch ms, the acknowledgements' clock. */
  const recovered = async (label: string, faultAt: number, since: number, changes: number) => {
    const version = await versionNow();
    // Each device's last change since the fault's round began: it must acknowledge that one (a device
    // none of whose doors changed since holds its long poll until it times out, and is checked below).
    const targets = new Map(
      (
        await queryRows<{ id: string; version: string }>(
          db,
          sql`select dp.controller_id as id, max(c.version) as version
                from credential_changes c join device_points dp on dp.access_point_id = c.access_point_id
               where c.company_id = ${companyId}::uuid and c.version > ${since}
               group by 1`,
        )
      ).map((row) => [row.id, Number(row.version)]),
    );
    const waitFor = fleet.devices.filter((device) => targets.has(device.key.id));
    const { missing, recordedAt } = await fleet.acknowledged(
      new Map(waitFor.map((device) => [device, targets.get(device.key.id)!])),
      waitFor,
      120_000,
    );
    const lastAck = missing.length > 0 ? Number.POSITIVE_INFINITY : Math.max(...recordedAt.values());
    const sets = await compareSets(label);
    const ok =
      missing.length === 0 &&
      sets.digestsEqual === DEVICES &&
      sets.missingEntries + sets.extraEntries + sets.differing === 0;
    report({
      name: `${label}: digests equal ours`,
      value: `${sets.digestsEqual}/${DEVICES}`,
      budget: 'all',
      result: ok ? 'PASS' : 'FAILED',
      note:
        `${changes} changes under load (versions ${since + 1}–${version}); the ${waitFor.length} devices whose doors ` +
        `changed had acknowledged their last change ${ms(lastAck - faultAt)} after the fault began, ${missing.length} never; ` +
        `entries missing ${sets.missingEntries}, extra ${sets.extraEntries}, different ${sets.differing}; ` +
        `new snapshots ${sets.snapshots - snapshotsBefore} (resumed from their versions when 0); ` +
        `device errors so far: ${statusText(fleet.errors())}; load ${load()}`,
    });
  };
  const fault = async (label: string, run: () => Promise<void>) => {
    try {
      await run();
    } catch (error) {
      report({ name: label, value: '-', budget: '', result: 'FAILED', note: String(error).slice(0, 300) });
    }
  };
  await fault('(9) API server killed', async () => {
    let killedAt = 0;
    const since = await versionNow();
    const changes = await changesUnderLoad(8_000, async () => {
      killedAt = Date.now();
      process.kill(serverB.pid, 'SIGKILL');
      await serverB.exited;
    });
    await recovered('(9) API server killed', killedAt, since, changes);
    serverB = await startServer(portB);
  });
  if (cluster) {
    await fault('(9) PostgreSQL restarted', async () => {
      let restartAt = 0;
      const since = await versionNow();
      const changes = await changesUnderLoad(6_000, async () => {
        restartAt = Date.now();
        await cluster.stopServer('fast');
        await sleep(3_000);
        await cluster.startServer();
      });
      await recovered('(9) PostgreSQL restarted', restartAt, since, changes);
    });
  } else {
    report({
      name: '(9) PostgreSQL restarted',
      value: '-',
      budget: '',
      result: 'NOT MEASURED',
      note: 'BENCH_DATABASE_URL: the cluster is not this run’s',
    });
  }
  await fleet.stop();

  // A compaction pass (housekeeping's): up to the lowest version the devices acknowledged; then a second
  // one, with nothing left to delete, as most passes are.
  {
    const logged = () =>
      scalar<string>(sql`select count(*) from credential_changes where company_id = ${companyId}::uuid`).then(Number);
    const before = await logged();
    let started = performance.now();
    const deleted = await compactCredentialChanges(db);
    const took = performance.now() - started;
    started = performance.now();
    const again = await compactCredentialChanges(db);
    const idle = performance.now() - started;
    const [{ floor, version }] = await queryRows<{ floor: string; version: string }>(
      db,
      sql`select floor, version from credential_versions where company_id = ${companyId}::uuid`,
    );
    report({
      name: 'change log compaction pass',
      value: ms(took),
      budget: '',
      result: deleted > 0 ? 'INFO' : 'FAILED',
      note:
        `${deleted.toLocaleString('en')} of ${before.toLocaleString('en')} changes deleted, ` +
        `${(await logged()).toLocaleString('en')} kept; floor ${floor}, version ${version}; ` +
        `a second pass deleted ${again} in ${ms(idle)}; load ${load()}`,
    });
  }
  console.log(`\nLoad after: ${load()}`);
  printTable(`Credential sync, ${DEVICES} devices, PostgreSQL`, rows);
  process.exitCode = rows.every((row) => ['PASS', 'INFO', 'NOT MEASURED'].includes(row.result)) ? 0 : 1;
} finally {
  await cleanUp();
}
