// List Actions on 100,000 rows: p95 under 20 ms on PostgreSQL with 50 concurrent clients (DESIGN.md).
// Starts a throwaway PostgreSQL cluster, migrates it, adds the demo and the large data set, serves the
// real app on 127.0.0.1 and drives each scenario with 50 clients in a separate process; then stops the
// cluster and removes its directory, also when something fails or the run is interrupted. The first row,
// one address by Id, is the floor: what any Action costs on this machine (HTTP, session, two queries).
// BENCH_REQUESTS changes the number of measured requests per scenario (default 2,000).
import { buildApp } from '../server/app';
import { migrate } from '../server/db/migrate';
import { type OpenedDatabase, openDatabase } from '../server/db/open';
import { DEFAULT_DEMO_PASSWORD, DEMO_ACCOUNTS } from '../server/db/seed/demo-data';
import { seedDemo } from '../server/db/seed/demo';
import { LARGE_ACCOUNTS, seedLarge } from '../server/db/seed/large';
import type { SignedInUser, SignInArea } from '../src/domain/auth';
import { API_PATH } from '../src/domain/protocol';
import { findPostgresBin } from '../tests/server/setup/postgres-bin';
import { type PostgresCluster, startPostgresCluster } from '../tests/server/setup/postgres-cluster';
import { runLoad } from './closed-loop';
import { printTable, type Row } from './table';

const BUDGET_MS = 20;
const CONCURRENCY = 50;
const WARMUP = 200;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);

/** `YYYY-MM-DD`, `days` before today: a date range within the large data set's two years of payments. */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

type Scenario = { name: string; area: SignInArea; params: Record<string, string> };

/** What is measured: one list Action call each, with the area that may call it. */
const scenarios = (addressId: string): Scenario[] => [
  { name: 'GetAddress, one by Id (floor)', area: 'company', params: { Action: 'GetAddress', Id: addressId } },
  { name: 'GetAddress, first page', area: 'company', params: { Action: 'GetAddress' } },
  { name: 'GetAddress, Offset 50,000', area: 'company', params: { Action: 'GetAddress', Offset: '50000' } },
  { name: 'GetAddress, Search', area: 'company', params: { Action: 'GetAddress', Search: 'Лесная, д. 12' } },
  { name: 'GetUsers, first page', area: 'platform', params: { Action: 'GetUsers' } },
  {
    name: 'GetUsers, by keysCount',
    area: 'platform',
    params: { Action: 'GetUsers', Sort: 'keysCount', Order: 'DESC' },
  },
  { name: 'GetUsers, Search', area: 'platform', params: { Action: 'GetUsers', Search: 'Ольга Петрова' } },
  { name: 'GetRegKeys, first page', area: 'platform', params: { Action: 'GetRegKeys' } },
  { name: 'GetRegKeys, Offset 50,000', area: 'platform', params: { Action: 'GetRegKeys', Offset: '50000' } },
  { name: 'GetRegKeys, Search phone', area: 'platform', params: { Action: 'GetRegKeys', Search: '+7 999 001-23' } },
  { name: 'GetRegKeys, Status', area: 'platform', params: { Action: 'GetRegKeys', Status: 'sent' } },
  { name: 'GetLocalKeys, first page', area: 'platform', params: { Action: 'GetLocalKeys' } },
  { name: 'GetSimPayments, first page', area: 'platform', params: { Action: 'GetSimPayments' } },
  { name: 'GetPayments, first page', area: 'platform', params: { Action: 'GetPayments' } },
  { name: 'GetPayments, Offset 50,000', area: 'platform', params: { Action: 'GetPayments', Offset: '50000' } },
  { name: 'GetPayments, type and month', area: 'platform', params: { Action: 'GetPayments', PaymentType: 'sbp', DateFrom: daysAgo(90), DateTo: daysAgo(60) } },
  { name: 'GetPayments, Search account', area: 'platform', params: { Action: 'GetPayments', Search: 'ЛС-00012' } },
];

const bin = findPostgresBin();
if (!bin) {
  const note = 'no PostgreSQL binaries on this machine (install PostgreSQL or set POSTGRES_BIN)';
  printTable('List Actions on PostgreSQL', [{ name: 'list Actions', value: '-', budget: '', result: 'SKIPPED', note }]);
  process.exit(0);
}

let cluster: PostgresCluster | undefined;
let database: OpenedDatabase | undefined;
let app: ReturnType<typeof buildApp> | undefined;
let cleaning: Promise<void> | undefined;
/** Once, from the end of the run or from a signal, whichever comes first; the cluster goes in any case. */
const cleanUp = () =>
  (cleaning ??= (async () => {
    try {
      await app?.close();
      await database?.close();
    } finally {
      await cluster?.stop();
    }
  })());
// pg_ctl leaves the server running on its own: Ctrl-C must not leave it (or its directory) behind.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143)));
}

try {
  const t0 = performance.now();
  cluster = await startPostgresCluster(bin, 'intercom-bench-');
  database = await openDatabase({ url: await cluster.createDatabase('bench') });
  await migrate(database.db);
  await seedDemo(database.db, DEFAULT_DEMO_PASSWORD);
  await seedLarge(database.db, DEFAULT_DEMO_PASSWORD, () => {});
  console.log(`PostgreSQL cluster with the large data set ready in ${seconds(t0)} s`);

  app = buildApp({ db: database.db });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const headers = {
    company: await signIn(base, LARGE_ACCOUNTS.companyAdmin, 'company'),
    platform: await signIn(base, DEMO_ACCOUNTS.platformAdmin, 'platform'),
  };

  const firstAddress = await fetchList(`${base}${API_PATH}?Action=GetAddress&Limit=1`, headers.company);
  const rows: Row[] = [];
  for (const scenario of scenarios(firstAddress.items[0].id)) {
    const url = `${base}${API_PATH}?${new URLSearchParams(scenario.params)}`;
    const row = await measure(scenario.name, url, headers[scenario.area]);
    console.log(`${row.name}: ${row.value} p95 (${row.note})`);
    rows.push(row);
  }
  printTable(`List Actions, p95 of ${REQUESTS} requests from ${CONCURRENCY} clients (PostgreSQL)`, rows);
  if (rows.some((row) => row.result !== 'PASS')) process.exitCode = 1;
} finally {
  await cleanUp();
}

/** One scenario: its total once, then latencies under load, as a row of the table. */
async function measure(name: string, url: string, headers: Record<string, string>): Promise<Row> {
  const { total } = await fetchList(url, headers);
  const result = await runLoad({ url, headers, concurrency: CONCURRENCY, warmup: WARMUP, requests: REQUESTS });
  const ms = (q: number) => result.latenciesMs[Math.ceil(q * result.latenciesMs.length) - 1] ?? Number.NaN;
  const p95 = ms(0.95);
  const failed = result.failures.length;
  return {
    name,
    value: `${p95.toFixed(1)} ms`,
    budget: `${BUDGET_MS} ms`,
    result: failed > 0 ? 'FAILED' : p95 < BUDGET_MS ? 'PASS' : 'OVER',
    note:
      `p50 ${ms(0.5).toFixed(1)}, p99 ${ms(0.99).toFixed(1)} ms, ` +
      `${Math.round(result.latenciesMs.length / result.seconds)} req/s, total ${total}` +
      (failed > 0 ? `; ${failed} failed: ${result.failures[0]}` : ''),
  };
}

async function signIn(base: string, phoneNumber: string, area: SignInArea): Promise<Record<string, string>> {
  const response = await fetch(`${base}${API_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', timestamp: new Date().toISOString() },
    body: JSON.stringify({ Action: 'Login', PhoneNumber: phoneNumber, Password: DEFAULT_DEMO_PASSWORD, Area: area }),
  });
  if (response.status !== 200) throw new Error(`sign-in of ${phoneNumber} failed: ${await response.text()}`);
  const { credentials } = (await response.json()) as SignedInUser;
  return { authorization: `SAS-TOKEN ${credentials.apiKeyId}:${credentials.token}` };
}

/** One call of a list Action, outside the measurement. */
async function fetchList(url: string, headers: Record<string, string>) {
  const response = await fetch(url, { headers: { ...headers, timestamp: new Date().toISOString() } });
  if (response.status !== 200) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { items: { id: string }[]; total: number };
}

function seconds(since: number): string {
  return ((performance.now() - since) / 1000).toFixed(1);
}
