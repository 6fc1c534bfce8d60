// What the audit trail costs a write: `npx tsx bench/audit-overhead.ts` (PGlite, and PostgreSQL when its
// binaries are installed). Sequential, one client: the added latency of a write, not throughput.
//  1. An address update in SQL: alone (autocommit), in a transaction that sets the audit context with the
//     trigger disabled, and with the trigger recording it.
//  2. EditAddress through the whole server (app.inject), with the addresses' trigger enabled and disabled.
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app';
import { migrate } from '../server/db/migrate';
import { type OpenedDatabase, openDatabase } from '../server/db/open';
import { seedDemo } from '../server/db/seed/demo';
import { DEMO_ACCOUNTS } from '../server/db/seed/demo-data';
import { inAuditedTransaction } from '../server/audit/transaction';
import { API_PATH } from '../contract/protocol';
import { findPostgresBin } from '../tests/server/setup/postgres-bin';
import { startPostgresCluster } from '../tests/server/setup/postgres-cluster';

const ROUNDS = Number(process.env.ROUNDS ?? 400);
const PASSWORD = 'bench-password-1';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)];

async function timed(rounds: number, run: (round: number) => Promise<unknown>) {
  for (let round = 0; round < 50; round++) await run(round); // warm-up
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const start = performance.now();
    await run(round);
    times.push(performance.now() - start);
  }
  return `median ${median(times).toFixed(3)} ms, p95 ${p95(times).toFixed(3)} ms`;
}

async function measure(label: string, opened: OpenedDatabase) {
  const { db } = opened;
  await migrate(db);
  await seedDemo(db, PASSWORD);
  const app = buildApp({ db });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: API_PATH,
    headers: { timestamp: new Date().toISOString() },
    payload: { Action: 'Login', PhoneNumber: DEMO_ACCOUNTS.companyAdmin, Password: PASSWORD, Area: 'company' },
  });
  const { credentials, companyId } = login.json();
  // The company's first address by its text: ids are random, so `order by id` chose another each run.
  const result = await db.execute(
    sql`select id::text as id from addresses where company_id = ${companyId} order by value, id limit 1`,
  );
  const [{ id }] = (result as unknown as { rows: { id: string }[] }).rows;
  const context = { action: 'Bench', userId: null, sessionId: null, companyId, ip: '127.0.0.1' };
  const update = (database: typeof db, round: number) =>
    database.execute(sql`update addresses set value = ${`Бенчмарк, д. ${round}`} where id = ${id}`);

  console.log(`\n${label}`);
  console.log(`  SQL update, autocommit:                ${await timed(ROUNDS, (round) => update(db, round))}`);
  await db.execute(sql`alter table addresses disable trigger audit`);
  console.log(
    `  in audited transaction, trigger off:   ${await timed(ROUNDS, (round) => inAuditedTransaction(db, context, (tx) => update(tx, round)))}`,
  );
  await db.execute(sql`alter table addresses enable trigger audit`);
  console.log(
    `  in audited transaction, trigger on:    ${await timed(ROUNDS, (round) => inAuditedTransaction(db, context, (tx) => update(tx, round)))}`,
  );

  const edit = async (round: number) => {
    const response = await app.inject({
      method: 'POST',
      url: API_PATH,
      headers: {
        timestamp: new Date().toISOString(),
        authorization: `SAS-TOKEN ${credentials.apiKeyId}:${credentials.token}`,
      },
      payload: { Action: 'EditAddress', Id: id, Value: `Бенчмарк, д. ${round}` },
    });
    if (response.statusCode !== 200) throw new Error(response.body);
  };
  await db.execute(sql`alter table addresses disable trigger audit`);
  console.log(`  EditAddress (server), trigger off:     ${await timed(ROUNDS, edit)}`);
  await db.execute(sql`alter table addresses enable trigger audit`);
  console.log(`  EditAddress (server), trigger on:      ${await timed(ROUNDS, edit)}`);
  await app.close();
  await opened.close();
}

await measure('PGlite (in memory)', await openDatabase({}));
const bin = findPostgresBin();
if (bin) {
  const cluster = await startPostgresCluster(bin, 'audit-bench-');
  try {
    await measure('PostgreSQL', await openDatabase({ url: await cluster.createDatabase('bench') }));
  } finally {
    await cluster.stop();
  }
}
