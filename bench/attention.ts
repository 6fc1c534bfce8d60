// What needs attention (GetAttention), which the console's menu asks every 5 s on every screen, on the large
// data set: the large company's doors, devices and keys, with the search benchmark's 100,000 residents put
// on a tariff, each with a payment, a third of them overdue. Measures each of the company's groups alone
// (the server's own functions on the database, no HTTP), then GetAttention through the real app: alone
// (budget: p95 under 50 ms, the console's look-ups' budget), and with 20 clients, how many consoles' menus
// one server keeps up to date.
// BENCH_SECONDS: measured seconds of the load (default 10).
import { eq, sql } from 'drizzle-orm';
import { API_PATH } from '../contract/protocol';
import { LIVE_POLL_MS } from '../src/layout/live/useLiveRefresh';
import { recentAnomalies } from '../server/attention/anomalies';
import { offlineCameras } from '../server/attention/cameras';
import { troubledDevices } from '../server/attention/devices';
import { expiringKeys, expiringRights } from '../server/attention/expiring';
import { overduePayments } from '../server/attention/overdue';
import type { Database } from '../server/db/open';
import { companies } from '../server/db/schema';
import { LARGE_ACCOUNTS, LARGE_COMPANY_NAME } from '../server/db/seed/large';
import { startLoadGenerator } from './closed-loop';
import { startMeasuredServer } from './measured-server';
import { seedSearchAbonents } from './search-fixture';
import { signInToCompany } from './support/api';
import { cleanUp, onCleanup } from './support/cleanup';
import { postgresOrSkip, startLargeDatabase } from './support/large-database';
import { percentiles } from './support/stats';
import { printTable, type Row } from './table';

const BUDGET_MS = 50;
const CONCURRENCY = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const GROUP_RUNS = 21;
/** How often an open console's menu asks (src/layout/live/useLiveRefresh.ts). */
const MENU_POLL_SECONDS = LIVE_POLL_MS / 1000;

const groups = {
  devices: troubledDevices,
  cameras: offlineCameras,
  anomalies: (db: Database, companyId: string) => recentAnomalies(db, companyId),
  keys: expiringKeys,
  rights: expiringRights,
  payments: overduePayments,
};

/**
 * The residents on a tariff, each with a payment whose period ends between 30 days ago and 60 days on: a
 * third overdue. The tariff is set with the triggers off, as the residents were added (search-fixture.ts);
 * the payments go in with them on, so that each resident's paid period is kept as AddPayment's would be.
 */
async function seedTariffsAndPayments(db: Database, progress: (message: string) => void): Promise<void> {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, LARGE_COMPANY_NAME));
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      with tariff as (insert into tariff_policies (company_id) values (${company.id}) returning id)
      update abonents set tariff_id = (select id from tariff) where company_id = ${company.id}`);
  });
  await db.execute(sql`
    insert into payments (company_id, abonent_id, abonent_name, phone_number, payment_date, period_till, amount,
                          payment_type)
    select company_id, id, name, phone_number, now() - interval '20 days',
           current_date + (substr(phone_number, 5)::int % 90 - 30), 500, 'cash'
      from abonents where company_id = ${company.id} and phone_number like '7926%'`);
  progress('a tariff and a payment for each of them');
}

const bin = postgresOrSkip('What needs attention on PostgreSQL');
const generator = startLoadGenerator();
onCleanup(() => generator.stop());
try {
  const { url, database } = await startLargeDatabase(bin, {
    prefix: 'intercom-bench-attention-',
    access: true,
    extra: async (db, progress) => {
      await seedSearchAbonents(db, progress);
      await seedTariffsAndPayments(db, progress);
    },
  });
  const [large] = await database.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, LARGE_COMPANY_NAME));

  const rows: Row[] = [];
  for (const [name, find] of Object.entries(groups)) {
    const times: number[] = [];
    let total = 0;
    for (let run = 0; run < GROUP_RUNS; run++) {
      const started = performance.now();
      total = (await find(database.db, large.id)).total;
      times.push(performance.now() - started);
    }
    const { p50, max } = percentiles(times);
    rows.push({
      name: `group ${name}, alone`,
      value: `${p50.toFixed(1)} ms`,
      budget: '',
      result: 'INFO',
      note: `median of ${GROUP_RUNS}, max ${max.toFixed(1)} ms; ${total} items`,
    });
  }

  const app = await startMeasuredServer({ server: 'app', databaseUrl: url });
  onCleanup(() => app.stop());
  const { headers } = await signInToCompany(app.base, LARGE_ACCOUNTS.companyAdmin);
  // One console asks every 5 s: alone, the answer's time is what an administrator waits for; under 20
  // clients asking without pause, the rate says how many open consoles one server answers.
  const attention = `${app.base}${API_PATH}?Action=GetAttention`;
  for (const concurrency of [1, CONCURRENCY]) {
    const load = await generator.run({ url: attention, headers, concurrency, warmup: 100, seconds: SECONDS });
    const { p50, p95, p99 } = percentiles(load.latenciesMs);
    const rate = load.latenciesMs.length / load.seconds;
    const failed = load.failures.length > 0;
    const alone = concurrency === 1;
    rows.push({
      name: `GetAttention, ${concurrency} ${alone ? 'client' : 'clients'}`,
      value: `${p95.toFixed(1)} ms`,
      budget: alone ? `p95 ${BUDGET_MS} ms` : '',
      result: failed ? 'FAILED' : !alone ? 'INFO' : p95 < BUDGET_MS ? 'PASS' : 'OVER',
      note:
        `p50 ${p50.toFixed(1)}, p99 ${p99.toFixed(1)} ms, ${Math.round(rate)} req/s` +
        (alone ? '' : `: the menus of ${Math.floor(rate * MENU_POLL_SECONDS)} consoles open at once`) +
        (failed ? `; failed: ${load.failures[0]}` : ''),
    });
  }
  printTable(`What needs attention on the large data set (PostgreSQL)`, rows);
  if (rows.some((row) => row.budget && row.result !== 'PASS')) process.exitCode = 1;
} finally {
  await cleanUp();
}
