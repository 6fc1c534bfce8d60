// Soak (DESIGN.md): 200 clients, mixed reads and writes, 60 s: 0 errors. On a throwaway PostgreSQL
// cluster, the real server as its own process (the bundle `npm start` runs, which migrates and adds the
// demo data), company admins of four companies each with a session per client, a weighted mix of the
// company Actions (bench/support/workload.ts). Reports p50/p95/p99 per kind of request, and checks at
// the end, in the database itself, that every acknowledged create is there, every acknowledged delete is
// gone and every acknowledged edit is the stored value.
// SOAK_CLIENTS and SOAK_SECONDS shorten a run while developing (defaults 200 and 60).
import pg from 'pg';
import { DEMO_ACCOUNTS } from '../server/db/seed/demo-data';
import { findPostgresBin } from '../tests/server/setup/postgres-bin';
import { startPostgresCluster } from '../tests/server/setup/postgres-cluster';
import { cleanUp, onCleanup, spawnServer } from './support/cleanup';
import { ms, percentiles } from './support/stats';
import { Ledger, runOne, signInClients, SOAK_MIX, verifyLedger } from './support/workload';
import { printTable, type Row } from './table';

const CLIENTS = Number(process.env.SOAK_CLIENTS ?? 200);
const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
/** Sign-ins at once while preparing: of the six accounts below, no phone number signs in more than three at once. */
const SIGN_IN_CONCURRENCY = 8;

/** Company admins of the demo data (phone, profile index for an admin of several): four companies. */
const ACCOUNTS: [string, number][] = [
  [DEMO_ACCOUNTS.companyAdmin, 0],
  [DEMO_ACCOUNTS.multiCompanyAdmin, 0],
  [DEMO_ACCOUNTS.multiCompanyAdmin, 1],
  ['79161234501', 0],
  ['447700900101', 0],
  ['447700900102', 0],
];

const bin = findPostgresBin();
if (!bin) {
  const note = 'no PostgreSQL binaries on this machine (install PostgreSQL or set POSTGRES_BIN)';
  printTable('Soak', [{ name: 'soak', value: '-', budget: '', result: 'SKIPPED', note }]);
  process.exit(0);
}

try {
  const cluster = await startPostgresCluster(bin, 'intercom-soak-');
  onCleanup(cluster.stop);
  const url = await cluster.createDatabase('soak');
  const server = await spawnServer({ DATABASE_URL: url });

  const ledger = new Ledger();
  const clients = await signInClients(server.base, ledger, {
    count: CLIENTS,
    concurrency: SIGN_IN_CONCURRENCY,
    accountOf: (index) => {
      const [phoneNumber, companyIndex] = ACCOUNTS[index % ACCOUNTS.length];
      return { phoneNumber, companyIndex, tag: `c${index}` };
    },
  });
  const companies = new Set(clients.map((client) => client.session.companyId));
  console.log(`${clients.length} clients signed in to ${companies.size} companies; ${SECONDS} s of load`);

  const latencies = new Map<string, number[]>();
  const failures = new Map<string, string[]>();
  const statuses = new Map<number, number>();
  const deadline = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    clients.map(async (client) => {
      while (performance.now() < deadline) {
        const { kind, answer } = await runOne(client, SOAK_MIX);
        if (!latencies.has(kind)) latencies.set(kind, []);
        latencies.get(kind)!.push(answer.ms);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.status !== 200) {
          if (!failures.has(kind)) failures.set(kind, []);
          failures.get(kind)!.push(`${answer.status} ${JSON.stringify(answer.body).slice(0, 160)}`);
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;

  const checker = new pg.Client({ connectionString: url });
  await checker.connect();
  const verification = await verifyLedger(checker, ledger).finally(() => checker.end());

  const kinds = [...latencies.keys()].sort();
  console.log(
    `\n${'kind'.padEnd(22)} ${'count'.padStart(7)} ${'p50'.padStart(10)} ${'p95'.padStart(10)} ${'p99'.padStart(10)}  errors`,
  );
  for (const kind of kinds) {
    const values = latencies.get(kind)!;
    const { p50, p95, p99 } = percentiles(values);
    const failed = failures.get(kind) ?? [];
    console.log(
      `${kind.padEnd(22)} ${String(values.length).padStart(7)} ${ms(p50).padStart(10)} ${ms(p95).padStart(10)} ` +
        `${ms(p99).padStart(10)}  ${failed.length}${failed.length > 0 ? ` (${failed[0]})` : ''}`,
    );
  }
  const all = [...latencies.values()].flat();
  const overall = percentiles(all);
  const errors = [...failures.values()].flat().length;
  const serverErrors = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, count]) => sum + count, 0);
  console.log(
    `${'all'.padEnd(22)} ${String(all.length).padStart(7)} ${ms(overall.p50).padStart(10)} ` +
      `${ms(overall.p95).padStart(10)} ${ms(overall.p99).padStart(10)}  ${errors}`,
  );
  console.log(`statuses: ${[...statuses].map(([status, count]) => `${status || 'no answer'} × ${count}`).join(', ')}`);

  const rows: Row[] = [
    {
      name: `errors, ${clients.length} clients for ${elapsed.toFixed(0)} s`,
      value: String(errors),
      budget: '0',
      result: errors === 0 ? 'PASS' : 'FAILED',
      note: `${all.length} requests, ${Math.round(all.length / elapsed)} req/s, ${serverErrors} 5xx, p99 ${ms(overall.p99)}`,
    },
    ...verification.map((check) => {
      const wrong = check.missing + check.stillThere + check.stale;
      return {
        name: `${check.table}: as acknowledged`,
        value: String(wrong),
        budget: '0',
        result: wrong === 0 ? 'PASS' : 'FAILED',
        note:
          `${check.created} creates (${check.missing} missing), ${check.deleted} deletes ` +
          `(${check.stillThere} still there), ${check.edited} edits (${check.stale} stale)`,
      };
    }),
  ];
  printTable('Soak on PostgreSQL: wrong answers and disagreements with the database', rows);
  if (rows.some((row) => row.result !== 'PASS')) {
    process.exitCode = 1;
    const log = server.output().trim();
    if (log) console.log(`\nserver output:\n${log.slice(-3000)}`);
  }
} finally {
  await cleanUp();
}
