// Faults (DESIGN.md): serving again within 5 s of the database coming back; 0 acknowledged writes lost
// after SIGKILL. Three faults while writers add addresses and abonents (an abonent is several rows in
// one transaction: the abonent and its camera links) through the real server, run as its own process:
//   (a) PostgreSQL is restarted (pg_ctl stop -m fast, a pause, start): requests during the outage must
//       fail fast with 503 and the translated message, /healthz go 503 then 200, and the same server
//       process serve again within 5 s of the database being back;
//   (b) the server is killed with SIGKILL, on PostgreSQL, and started again;
//   (c) the same on an embedded PGlite data directory, which must open again.
// After (b) and (c) every acknowledged write must be in the database and no abonent half-written (each
// has all its camera links). The PostgreSQL cluster keeps its durability settings here.
// FAULT_WRITERS, FAULT_ROUNDS (kills per database) and FAULT_OUTAGE_SECONDS change the defaults (20, 3, 3).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { MAX_FAILED_ATTEMPTS } from '../server/auth/login-attempts';
import { openPGlite } from '../server/db/open';
import { DEMO_ACCOUNTS } from '../server/db/seed/demo-data';
import { errors } from '../contract/messages';
import { findPostgresBin } from '../tests/server/setup/postgres-bin';
import { startPostgresCluster } from '../tests/server/setup/postgres-cluster';
import { type Answer, NO_ANSWER } from './support/api';
import { cleanUp, onCleanup, spawnServer } from './support/cleanup';
import type { ServerProcess } from '../tests/server/support/server-process';
import { ms, percentiles } from './support/stats';
import { abonentParams, type Client, Ledger, type Queryable, signInClients, verifyLedger } from './support/workload';
import { printTable, type Row } from './table';

const WRITERS = Number(process.env.FAULT_WRITERS ?? 20);
const ROUNDS = Number(process.env.FAULT_ROUNDS ?? 3);
const OUTAGE_MS = Number(process.env.FAULT_OUTAGE_SECONDS ?? 3) * 1000;
/** Budgets: a request during the outage answers within this; the server serves again within that. */
const FAIL_FAST_MS = 2_000;
const RECOVERY_MS = 5_000;
const ABONENT_PREFIX = 'Абонент fault';
/** Acknowledged writes in a round before its kill (then up to a second more). */
const WRITES_BEFORE_KILL = 100;

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));
const since = (start: number) => performance.now() - start;

/** Writers adding addresses and abonents until `stop` resolves; every answer, in order of sending. */
class Writers {
  readonly answers: Answer[] = [];
  private stopped = false;
  private running: Promise<void>[] = [];

  constructor(readonly clients: Client[]) {}

  start() {
    this.stopped = false;
    this.running = this.clients.map(async (client) => {
      let turn = 0;
      while (!this.stopped) {
        const answer =
          turn++ % 2 === 0
            ? await client.create('addresses', 'AddAddress', { Value: client.unique('г. Москва, ул. Аварийная, д.') })
            : await client.create('abonents', 'AddAbonent', abonentParams(client, client.unique(ABONENT_PREFIX)));
        this.answers.push(answer);
        // A client that gets no answer at all (the server is gone) does not spin.
        if (answer.status === NO_ANSWER) await sleep(50);
      }
    });
  }

  async stop() {
    this.stopped = true;
    await Promise.all(this.running);
  }
}

async function signInWriters(base: string, ledger: Ledger): Promise<Client[]> {
  // Every writer is the same company admin: no more of its sign-ins at once than its throttle allows.
  const run = Date.now();
  return signInClients(base, ledger, {
    count: WRITERS,
    concurrency: MAX_FAILED_ATTEMPTS,
    accountOf: (index) => ({ phoneNumber: DEMO_ACCOUNTS.companyAdmin, tag: `w${index}-${run}` }),
  });
}

/** Abonents of the writers without every camera link they were created with (must be none). */
async function halfWritten(db: Queryable, links: number): Promise<{ abonents: number; partial: number }> {
  const { rows } = await db.query(
    `select count(*)::int as abonents, count(*) filter (where links <> $2)::int as partial
     from (select a.id, (select count(*) from abonent_cameras c where c.abonent_id = a.id) as links
           from abonents a where a.name like $1) as written`,
    [`${ABONENT_PREFIX}%`, links],
  );
  return rows[0];
}

/** Polls /healthz every 100 ms: when each status was first seen after a moment. */
function pollHealth(base: string) {
  const seen: { at: number; status: number; ms: number }[] = [];
  let stopped = false;
  const running = (async () => {
    while (!stopped) {
      const at = performance.now();
      const status = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(3_000) }).then(
        (response) => response.status,
        () => NO_ANSWER,
      );
      seen.push({ at, status, ms: since(at) });
      await sleep(100);
    }
  })();
  return {
    firstAfter: (moment: number, status: number) => seen.find((poll) => poll.at >= moment && poll.status === status),
    seen,
    stop: async () => {
      stopped = true;
      await running;
    },
  };
}

const rows: Row[] = [];
const bin = findPostgresBin();

try {
  if (bin) {
    const cluster = await startPostgresCluster(bin, 'intercom-faults-', { durable: true });
    onCleanup(cluster.stop);
    await databaseRestart(cluster, await cluster.createDatabase('faults_restart'));
    const url = await cluster.createDatabase('faults_kill');
    await serverKills('PostgreSQL', { DATABASE_URL: url }, async (use) => {
      const db = new pg.Client({ connectionString: url });
      await db.connect();
      try {
        return await use(db);
      } finally {
        await db.end();
      }
    });
  } else {
    const note = 'no PostgreSQL binaries on this machine (install PostgreSQL or set POSTGRES_BIN)';
    rows.push({ name: '(a), (b) on PostgreSQL', value: '-', budget: '', result: 'SKIPPED', note });
  }

  const dataDir = await mkdtemp(path.join(tmpdir(), 'intercom-faults-pglite-'));
  onCleanup(() => rm(dataDir, { recursive: true, force: true }));
  // The server must be stopped while the benchmark opens the directory: PGlite is a single process.
  await serverKills('PGlite', { DATA_DIR: dataDir }, async (use) => {
    const db = await openPGlite({ dataDir });
    try {
      return await use(db);
    } finally {
      await db.close();
    }
  });

  printTable('Faults: outages and kills while clients write', rows);
  if (rows.some((row) => row.result !== 'PASS' && row.result !== 'SKIPPED' && row.result !== 'INFO'))
    process.exitCode = 1;
} finally {
  await cleanUp();
}

/** (a): PostgreSQL stops and starts again under the same server process. */
async function databaseRestart(cluster: Awaited<ReturnType<typeof startPostgresCluster>>, url: string) {
  const server = await spawnServer({ DATABASE_URL: url });
  const ledger = new Ledger();
  const writers = new Writers(await signInWriters(server.base, ledger));
  const health = pollHealth(server.base);
  writers.start();
  await sleep(2_000);
  const stoppingAt = performance.now();
  await cluster.stopServer('fast');
  const downAt = performance.now();
  await sleep(OUTAGE_MS);
  await cluster.startServer();
  const backAt = performance.now();
  console.log(`(a) PostgreSQL stopped in ${ms(downAt - stoppingAt)}, down ${ms(backAt - downAt)}, back`);
  await sleep(RECOVERY_MS + 2_000);
  await writers.stop();
  await health.stop();

  // Sent while the database was down: the outage as clients see it.
  const during = writers.answers.filter((answer) => answer.sentAt >= downAt && answer.sentAt + answer.ms <= backAt);
  const statuses = new Map<string, number>();
  for (const answer of during) {
    const key =
      answer.status === 503 && answer.body?.error === errors.databaseUnavailable && Number(answer.retryAfter) > 0
        ? '503 translated, Retry-After'
        : `${answer.status} ${JSON.stringify(answer.body).slice(0, 80)}`;
    statuses.set(key, (statuses.get(key) ?? 0) + 1);
  }
  const clean = statuses.get('503 translated, Retry-After') ?? 0;
  const failTimes = percentiles(during.map((answer) => answer.ms));
  const afterBack = writers.answers.filter((answer) => answer.sentAt >= backAt);
  const firstServed = afterBack
    .filter((answer) => answer.status === 200)
    .map((answer) => answer.sentAt + answer.ms - backAt);
  const lastFailed = afterBack.filter((answer) => answer.status !== 200).map((answer) => answer.sentAt - backAt);
  const recovery = firstServed.length > 0 ? Math.min(...firstServed) : Number.POSITIVE_INFINITY;
  const unhealthy = health.firstAfter(stoppingAt, 503);
  const healthy = health.firstAfter(backAt, 200);
  const otherErrors = writers.answers.filter((answer) => answer.status !== 200 && answer.status !== 503).length;

  rows.push(
    {
      name: '(a) answers during the outage',
      value: `${clean}/${during.length}`,
      budget: 'all',
      result: during.length > 0 && clean === during.length ? 'PASS' : 'FAILED',
      note:
        [...statuses].map(([key, count]) => `${key} × ${count}`).join(', ') +
        `; other than 200/503 in the whole run: ${otherErrors}`,
    },
    {
      name: '(a) time to fail during the outage',
      value: ms(failTimes.max),
      budget: `${FAIL_FAST_MS} ms`,
      result: failTimes.max < FAIL_FAST_MS ? 'PASS' : 'OVER',
      note: `p50 ${ms(failTimes.p50)}, p99 ${ms(failTimes.p99)} (max shown)`,
    },
    {
      name: '(a) /healthz 503, then 200',
      value: healthy ? ms(healthy.at + healthy.ms - backAt) : '-',
      budget: `${RECOVERY_MS} ms`,
      result: unhealthy && healthy && healthy.at + healthy.ms - backAt < RECOVERY_MS ? 'PASS' : 'FAILED',
      note: unhealthy
        ? `503 in ${ms(unhealthy.ms)} at ${ms(unhealthy.at - stoppingAt)} after the stop began; 200 after the database was back (shown)`
        : 'never answered 503',
    },
    {
      name: '(a) serving again after the database is back',
      value: ms(recovery),
      budget: `${RECOVERY_MS} ms`,
      result: recovery < RECOVERY_MS ? 'PASS' : 'OVER',
      note:
        `first 200 answer (shown); last refusal sent ` +
        (lastFailed.length > 0 ? `${ms(Math.max(...lastFailed))} after` : 'before') +
        ' the database was back; same server process',
    },
  );
  const checker = new pg.Client({ connectionString: url });
  await checker.connect();
  const verification = await verifyLedger(checker, ledger);
  const half = await halfWritten(checker, writers.clients[0].cameraIds.length).finally(() => checker.end());
  rows.push(acknowledgedRow('(a) acknowledged writes after the restart', verification), {
    name: '(a) abonents half-written',
    value: String(half.partial),
    budget: '0',
    result: half.partial === 0 && half.abonents > 0 ? 'PASS' : 'FAILED',
    note: `${half.abonents} abonents checked, transactions cut by the shutdown included`,
  });
  await server.kill('SIGTERM');
}

/** (b) and (c): the server process is killed with SIGKILL while writing, ROUNDS times, and restarted. */
async function serverKills(
  database: string,
  env: Record<string, string>,
  openDirectly: <T>(use: (db: Queryable) => Promise<T>) => Promise<T>,
) {
  const letter = database === 'PGlite' ? '(c)' : '(b)';
  const ledger = new Ledger();
  let server: ServerProcess = await spawnServer(env);
  const clients = await signInWriters(server.base, ledger);
  const links = clients[0].cameraIds.length;
  const restarts: number[] = [];
  const acknowledged: number[] = [];
  const latencies: number[] = [];
  let lost = 0;
  let partial = 0;
  let abonents = 0;
  for (let round = 1; round <= ROUNDS; round++) {
    const writers = new Writers(clients);
    writers.start();
    // Once writes are flowing (however slow the machine), at a different moment each round: spread over
    // the next second, the same moments at every run (a sixth, a half, five sixths of it with 3 rounds).
    const flowing = performance.now() + 30_000;
    while (writers.answers.filter((answer) => answer.status === 200).length < WRITES_BEFORE_KILL) {
      if (performance.now() > flowing) throw new Error(`${letter} no writes acknowledged within 30 s`);
      await sleep(20);
    }
    await sleep(((round - 0.5) / ROUNDS) * 1_000);
    await server.kill('SIGKILL');
    await writers.stop();
    acknowledged.push(writers.answers.filter((answer) => answer.status === 200).length);
    latencies.push(...writers.answers.filter((answer) => answer.status === 200).map((answer) => answer.ms));

    if (database === 'PGlite') {
      // It must open again after the kill, and hold what was acknowledged, before any server touches it.
      const found = await openDirectly(async (db) => ({
        verification: await verifyLedger(db, ledger),
        half: await halfWritten(db, links),
      }));
      lost += found.verification.reduce((sum, check) => sum + check.missing, 0);
      partial += found.half.partial;
      abonents = found.half.abonents;
    }
    const restartedAt = performance.now();
    server = await spawnServer(env);
    restarts.push(since(restartedAt));
    for (const client of clients) client.session.base = server.base;
    if (database !== 'PGlite') {
      const found = await openDirectly(async (db) => ({
        verification: await verifyLedger(db, ledger),
        half: await halfWritten(db, links),
      }));
      lost += found.verification.reduce((sum, check) => sum + check.missing, 0);
      partial += found.half.partial;
      abonents = found.half.abonents;
    }
    // The sessions are in the database: the clients go on without signing in again.
    const again = await clients[0].call('GetAddress', { Limit: 1 });
    if (again.status !== 200) throw new Error(`${letter} the restarted server refused a session: ${again.status}`);
  }
  await server.kill('SIGTERM');

  const total = acknowledged.reduce((sum, count) => sum + count, 0);
  const writes = percentiles(latencies);
  rows.push(
    {
      name: `${letter} ${database}: acknowledged writes lost after SIGKILL`,
      value: String(lost),
      budget: '0',
      result: lost === 0 && total > 0 ? 'PASS' : 'FAILED',
      note: `${ROUNDS} kills; ${acknowledged.join(' + ')} acknowledged writes; write p50 ${ms(writes.p50)}, p99 ${ms(writes.p99)}`,
    },
    {
      name: `${letter} ${database}: abonents half-written`,
      value: String(partial),
      budget: '0',
      result: partial === 0 && links > 0 ? 'PASS' : 'FAILED',
      note: `${abonents} abonents checked, each created with ${links} camera links`,
    },
    {
      name: `${letter} ${database}: restart after SIGKILL, ready in`,
      value: ms(Math.max(...restarts)),
      budget: '',
      result: 'INFO',
      note: `each restart: ${restarts.map((value) => ms(value)).join(', ')} (process start, migrations check, listen)`,
    },
  );
}

function acknowledgedRow(name: string, verification: Awaited<ReturnType<typeof verifyLedger>>): Row {
  const missing = verification.reduce((sum, check) => sum + check.missing, 0);
  const created = verification.reduce((sum, check) => sum + check.created, 0);
  return {
    name,
    value: String(missing),
    budget: '0',
    result: missing === 0 && created > 0 ? 'PASS' : 'FAILED',
    note:
      verification
        .filter((check) => check.created > 0)
        .map((check) => `${check.table} ${check.created}`)
        .join(', ') + ' acknowledged creates checked',
  };
}
