// The header's one search (Search) on the large data set (docs/architecture.md, Budgets: p95 under 50 ms
// at 20 clients): the large company's 100,000 addresses and 16,000 doors, with 100,000 abonents added for it
// (search-fixture.ts: phones, cards, cars). Starts a throwaway PostgreSQL cluster, migrates and seeds it,
// serves the real app in a process of its own (measured-server.ts) and drives each kind of query with
// 20 clients from a separate load generator (closed-loop.ts). Every query runs every lookup the company
// area has (residents, access rights, addresses, doors, devices) in its one statement, as the console's do.
// BENCH_SECONDS: measured seconds per query (default 10). BENCH_PROFILE: see below.
import { eq, sql } from 'drizzle-orm';
import { hexCode } from '../contract/card-code';
import { plateKey } from '../contract/plate';
import { COMPANY_ROLES } from '../contract/permissions';
import { API_PATH } from '../contract/protocol';
import { SEARCH_DEFAULT_LIMIT } from '../contract/search';
import { queryRows } from '../server/db/rows';
import { addresses, companies } from '../server/db/schema';
import { LARGE_ACCOUNTS, LARGE_COMPANY_NAME } from '../server/db/seed/large';
import { searchStatement } from '../server/search/statement';
import { type LoadResult, startLoadGenerator } from './closed-loop';
import { startMeasuredServer } from './measured-server';
import { summariseProfile } from './profile';
import { cardOf, phoneOf, plateOf, seedSearchAbonents } from './search-fixture';
import { signInToCompany } from './support/api';
import { cleanUp, onCleanup } from './support/cleanup';
import { postgresOrSkip, startLargeDatabase } from './support/large-database';
import { printTable, type Row } from './table';

const BUDGET_MS = 50;
const CONCURRENCY = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_REQUESTS = 200;
/** BENCH_PROFILE=<directory>: a CPU profile of the server under each query's load, written there and summarised. */
const PROFILE_DIR = process.env.BENCH_PROFILE;

/** Abonent 45,123's phone as people write it: "+7 (926) 004-51-23". */
const typedPhone = phoneOf(45_123).replace(/^7(\d{3})(\d{3})(\d{2})(\d{2})$/, '+7 ($1) $2-$3-$4');

/** Each kind of query as a person types it, and what its first result must be (a check, not a timing). */
const queries: { name: string; query: string; first: { kind: string; field?: string; title?: RegExp } }[] = [
  { name: 'name', query: 'Кузнецова Ирина', first: { kind: 'abonent', title: /Кузнецова Ирина/ } },
  // A surname thousands share: the lookup sorts every match for the first five.
  { name: 'common name', query: 'Иванов', first: { kind: 'abonent', title: /Иванов/ } },
  { name: 'phone', query: typedPhone, first: { kind: 'abonent', field: 'phone' } },
  { name: 'hex card', query: hexCode(cardOf(61_234)), first: { kind: 'abonent', field: 'card' } },
  { name: 'decimal card', query: String(cardOf(12_345)), first: { kind: 'abonent', field: 'card' } },
  // A part of a car number, typed in Latin letters: the plate is stored in Cyrillic.
  {
    name: 'plate',
    query: plateKey(plateOf(42_005)).slice(0, 6).toLowerCase(),
    first: { kind: 'abonent', field: 'plate' },
  },
  { name: 'address', query: 'Лесная, д. 12', first: { kind: 'address', title: /Лесная.*12/ } },
  { name: 'door', query: 'Калитка', first: { kind: 'accessPoint', title: /Калитка/ } },
];

const bin = postgresOrSkip('Search on PostgreSQL');
const generator = startLoadGenerator();
onCleanup(() => generator.stop());
try {
  const { url, database } = await startLargeDatabase(bin, {
    prefix: 'intercom-bench-search-',
    access: true,
    extra: seedSearchAbonents,
  });

  // What each query's lookups read, as PostgreSQL runs the server's own statement: an index each, no
  // sequential scan of a large table (BENCH_PLANS=1 prints the whole plans).
  const [large] = await database.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, LARGE_COMPANY_NAME));
  const searcher = {
    area: 'company' as const,
    permissions: new Set<string>(COMPANY_ROLES.director),
    company: large.id,
  };
  for (const { name, query } of queries) {
    const statement = searchStatement(searcher, query, SEARCH_DEFAULT_LIMIT)!;
    const plan = await queryRows<{ 'QUERY PLAN': string }>(
      database.db,
      sql`explain (analyze, costs off, timing off) ${statement}`,
    );
    const lines = plan.map((row) => row['QUERY PLAN']);
    const scans = [
      ...new Set(
        lines.flatMap(
          (line) => /(?:Index Only Scan|Index Scan|Bitmap Index Scan|Seq Scan)(?: using| on) \S+/.exec(line) ?? [],
        ),
      ),
    ];
    const time = lines.find((line) => line.startsWith('Execution Time'));
    console.log(`${name} (${query}), ${time} with no other request: ${scans.join('; ')}`);
    if (process.env.BENCH_PLANS) console.log(lines.join('\n'));
  }

  const app = await startMeasuredServer({ server: 'app', databaseUrl: url });
  onCleanup(() => app.stop());
  const { headers } = await signInToCompany(app.base, LARGE_ACCOUNTS.companyAdmin);

  const rows: Row[] = [];
  // The floor: one address by its id, what any Action costs on this machine now (HTTP, session, a query).
  const [address] = await database.db
    .select({ id: addresses.id })
    .from(addresses)
    .where(eq(addresses.companyId, large.id))
    .limit(1);
  const floor = await generator.run({
    url: `${app.base}${API_PATH}?${new URLSearchParams({ Action: 'GetAddress', Id: address.id })}`,
    headers,
    concurrency: CONCURRENCY,
    warmup: WARMUP_REQUESTS,
    seconds: SECONDS,
  });
  const floorMs = (q: number) => floor.latenciesMs[Math.ceil(q * floor.latenciesMs.length) - 1] ?? Number.NaN;
  rows.push({
    name: 'floor: GetAddress by Id',
    value: `${floorMs(0.95).toFixed(1)} ms`,
    budget: '',
    result: '',
    note: `p50 ${floorMs(0.5).toFixed(1)}, p99 ${floorMs(0.99).toFixed(1)} ms, ${Math.round(floor.latenciesMs.length / floor.seconds)} req/s`,
  });
  for (const { name, query, first: want } of queries) {
    const target = `${app.base}${API_PATH}?${new URLSearchParams({ Action: 'Search', Query: query })}`;
    const first = await fetch(target, { headers: { ...headers, timestamp: new Date().toISOString() } });
    const { results } = (await first.json()) as {
      results: { kind: string; title: string; matched: { field: string } | null }[];
    };
    const [found] = results;
    const expected =
      found?.kind === want.kind &&
      (!want.field || found.matched?.field === want.field) &&
      (!want.title || want.title.test(found.title));
    if (first.status !== 200 || !expected)
      throw new Error(`${name} (${query}): ${first.status}, first result ${JSON.stringify(found)}`);
    if (PROFILE_DIR) await app.startProfile();
    const load: LoadResult = await generator.run({
      url: target,
      headers,
      concurrency: CONCURRENCY,
      warmup: WARMUP_REQUESTS,
      seconds: SECONDS,
    });
    if (PROFILE_DIR) {
      const profile = await app.stopProfile(PROFILE_DIR, `search-${name.replaceAll(' ', '-')}`);
      console.log(`\nProfile, ${name} (${load.answered} requests):\n${summariseProfile(profile, load.answered)}\n`);
    }
    const ms = (q: number) => load.latenciesMs[Math.ceil(q * load.latenciesMs.length) - 1] ?? Number.NaN;
    const failed = load.failures.length > 0;
    const p95 = ms(0.95);
    rows.push({
      name: `${name}: ${query}`,
      value: `${p95.toFixed(1)} ms`,
      budget: `p95 ${BUDGET_MS} ms`,
      result: failed ? 'FAILED' : p95 < BUDGET_MS ? 'PASS' : 'OVER',
      note:
        `p50 ${ms(0.5).toFixed(1)}, p99 ${ms(0.99).toFixed(1)} ms, ` +
        `${Math.round(load.latenciesMs.length / load.seconds)} req/s, ${results.length} results, first ` +
        `${results[0].kind} "${results[0].title}"` +
        (failed ? `; failed: ${load.failures[0]}` : ''),
    });
  }
  printTable(`Search on the large data set, ${SECONDS} s a query, ${CONCURRENCY} clients (PostgreSQL)`, rows);
  if (rows.some((row) => row.budget && row.result !== 'PASS')) process.exitCode = 1;
} finally {
  await cleanUp();
}
