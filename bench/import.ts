// Importing residents from a file (issue 43; docs/architecture.md, Budgets: 100,000 residents with 200,000
// cards, dry run ≤ 30 s, apply ≤ 90 s on PostgreSQL, memory flat). Generates the file (CSV, semicolons:
// name, phone, apartment, a card in hexadecimal and one in Wiegand 26, the zone: a building of four doors a
// thousand residents), uploads it in parts through the Actions to the real app on a throwaway PostgreSQL
// cluster (PGlite when the machine has no PostgreSQL), previews it (which reads the whole file as a stream)
// and plans it (PlanImport, the dry run: every row against the company's data). Memory is the process's peak
// RSS after a file of a tenth of the rows and after the whole one, and the heap the preview and the dry run
// keep alive (collected as they run). Then it applies the whole file (ApplyImport called until done, as the
// console calls it: batches of 1,000 rows a transaction) and the tenth again (every row unchanged: the second
// apply of a file writes nothing), and undoes the whole import as one change (GetUndoPreview, then
// UndoChange called until done: in parts, a transaction each, the doors forgetting every resident's
// credentials). What the device sync costs residents in a zone with doors is measured on residents inserted
// set-based, in transactions of 1,000 and in one (syncCost). The run fails when a budget is over.
// BENCH_IMPORT_ROWS: the residents of the whole file (default 100,000).
import type { AddressInfo } from 'node:net';
import v8 from 'node:v8';
import vm from 'node:vm';
import { accessPointDefaults } from '../contract/access-point';
import { IMPORT_PART_BYTES } from '../contract/import-file';
import { buildApp } from '../server/app';
import { migrate } from '../server/db/migrate';
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../server/db/open';
import { queryRows } from '../server/db/rows';
import { DEFAULT_DEMO_PASSWORD, DEMO_ACCOUNTS } from '../server/db/seed/demo-data';
import { seedDemo } from '../server/db/seed/demo';
import { findPostgresBin } from '../tests/server/setup/postgres-bin';
import { startPostgresCluster } from '../tests/server/setup/postgres-cluster';
import { callAction, signInToCompany } from './support/api';
import { cleanUp, onCleanup } from './support/cleanup';
import { printTable, type Row } from './table';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const SLOW_MS = 600_000;
const DRY_RUN_BUDGET_MS = 30_000;
const APPLY_BUDGET_MS = 90_000;
/** The residents the device-sync measurement writes, and the first of their cards (above the file's). */
const SYNC_RESIDENTS = Number(process.env.BENCH_IMPORT_SYNC_RESIDENTS ?? 10_000);
const SYNC_FIRST_CODE = 12_000_000;

/** Above the demo residents' cards: the file's cards are nobody's yet. */
const FIRST_CODE = 8_000_000;

/**
 * The residents' buildings: a thousand residents each, every building an access object (its residents'
 * zone) with four doors (two entrances, a gate, a lift), so that the apply pays for the doors learning
 * each resident's phone and cards: twelve door credentials a resident.
 */
const RESIDENTS_PER_BUILDING = 1_000;
const DOORS_PER_BUILDING = 4;
const buildingName = (n: number) => `Импорт: дом ${Math.ceil(n / RESIDENTS_PER_BUILDING)}`;

/**
 * The file's lines: resident n has two cards of its own, the first in hexadecimal, the second in Wiegand 26,
 * and lives in building ⌈n / 1,000⌉ (its zone).
 */
function* residentLines(rows: number): Generator<string> {
  yield 'ФИО;Телефон;Кв.;Карта;Карта 2;Зона доступа\r\n';
  for (let n = 1; n <= rows; n += 1) {
    const second = FIRST_CODE + 2 * n + 1;
    const hex = (FIRST_CODE + 2 * n).toString(16).toUpperCase().padStart(8, '0');
    const wiegand = `${second >> 16},${second & 0xffff}`;
    const apartment = (n % 500) + 1;
    yield `Житель ${n};+7926${String(n).padStart(7, '0')};${apartment};${hex};${wiegand};${buildingName(n)}\r\n`;
  }
}

/** The buildings of a file of `rows` residents, each with its doors and their locks (set-based). */
async function addBuildings(db: Database, companyId: string, rows: number) {
  const buildings = Math.ceil(rows / RESIDENTS_PER_BUILDING);
  const pointDefaults = sql`'Default', ${accessPointDefaults.openTime}, ${accessPointDefaults.distance},
    ${JSON.stringify(accessPointDefaults.defaultKeySettings)}::jsonb,
    ${JSON.stringify(accessPointDefaults.keyUsage.restrictions)}::jsonb`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into access_objects (company_id, display_name, description, categories)
      select ${companyId}, 'Импорт: дом ' || b, 'Дом импорта', array['residential']
        from generate_series(1, ${buildings}::int) b`);
    await tx.execute(sql`insert into access_perimeters (company_id, access_object_id, display_name)
      select ${companyId}, id, 'Дом' from access_objects
       where company_id = ${companyId} and display_name like 'Импорт: дом %'`);
    await tx.execute(sql`insert into locks (pid, name, type, company_id, settings)
      select 'IMPORT-' || b || '-' || d, 'Замок импорта ' || b || '-' || d, 'door', ${companyId}, '{"ble": true}'::jsonb
        from generate_series(1, ${buildings}::int) b cross join generate_series(1, ${DOORS_PER_BUILDING}::int) d`);
    await tx.execute(sql`insert into access_points (company_id, access_object_id, perimeter_id, lock_id, display_name,
                                                    type, open_time, distance, default_key_settings, key_restrictions)
      select ${companyId}, o.id, pe.id, l.id, o.display_name || ': дверь ' || d, ${pointDefaults}
        from access_objects o join access_perimeters pe on pe.access_object_id = o.id
        cross join generate_series(1, ${DOORS_PER_BUILDING}::int) d
        join locks l on l.pid = 'IMPORT-' || split_part(o.display_name, ' ', 3) || '-' || d
       where o.company_id = ${companyId} and o.display_name like 'Импорт: дом %'`);
  });
}

/** The lines in upload parts, made as they are sent: the whole file is never in memory at once. */
function* partsOf(lines: Iterable<string>): Generator<Buffer> {
  let pending: Buffer[] = [];
  let size = 0;
  for (const line of lines) {
    const bytes = Buffer.from(line);
    if (size + bytes.length > IMPORT_PART_BYTES) {
      yield Buffer.concat(pending);
      pending = [];
      size = 0;
    }
    pending.push(bytes);
    size += bytes.length;
  }
  if (size > 0) yield Buffer.concat(pending);
}

const fileSize = (rows: number) => [...residentLines(rows)].reduce((sum, line) => sum + Buffer.byteLength(line), 0);
const peakRssMb = () => process.resourceUsage().maxRSS / 1024;

// A full collection on demand, to tell what the server keeps from what it has not collected yet.
v8.setFlagsFromString('--expose-gc');
const collect = vm.runInNewContext('gc') as () => void;

/**
 * The most heap `run` keeps alive at once beyond what was live before it (MB): the heap collected and
 * read every 200 ms while it runs. The peak RSS says less: V8 lets garbage pile up before it collects.
 */
async function liveHeapMb(run: () => Promise<unknown>) {
  collect();
  const before = process.memoryUsage().heapUsed;
  let most = 0;
  const sample = () => {
    collect();
    most = Math.max(most, process.memoryUsage().heapUsed - before);
  };
  const sampling = setInterval(sample, 200);
  try {
    await run();
  } finally {
    clearInterval(sampling);
  }
  return most / 1024 / 1024;
}
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function openBenchDatabase(): Promise<{ db: Database; engine: string }> {
  const bin = findPostgresBin();
  if (!bin) {
    const database = await openDatabase({});
    onCleanup(() => database.close());
    return { db: database.db, engine: 'PGlite (no PostgreSQL binaries here)' };
  }
  const cluster = await startPostgresCluster(bin, 'intercom-bench-import-');
  onCleanup(() => cluster.stop());
  const database = await openDatabase({ url: await cluster.createDatabase('bench') });
  onCleanup(() => database.close());
  return { db: database.db, engine: 'PostgreSQL' };
}

/**
 * What the device sync costs a bulk write of residents with cards into the company's busiest zone (ten doors,
 * where the file's buildings have four): residents
 * inserted set-based into a zone with doors, two cards each, in transactions of `batch` residents, each
 * timed to its commit (where the doors' credentials are refreshed, credential_subjects_commit): its cost
 * grows with the residents written, not with the company (migration 0067), whether in batches or in one.
 */
async function syncCost(
  db: Database,
  companyId: string,
  { first, count, batch, analyze }: { first: number; count: number; batch: number; analyze: boolean },
) {
  const [zone] = await queryRows<{ id: string; doors: number }>(
    db,
    sql`select o.id::text as id, count(p.id)::int as doors from access_objects o
      join access_points p on p.access_object_id = o.id
      where o.company_id = ${companyId} group by o.id order by count(p.id) desc limit 1`,
  );
  const [before] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from door_credentials`);
  const started = performance.now();
  for (let from = first; from < first + count; from += batch) {
    const to = Math.min(from + batch, first + count) - 1;
    // Fresh statistics of the tables the refresh reads: without them its plan is far off while they grow.
    if (analyze) await db.execute(sql`analyze door_credentials, credential_changes, abonents, abonent_codes`);
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into abonents (company_id, name, phone_number, access_object_id)
        select ${companyId}, 'Импорт ' || n, '7927' || lpad(n::text, 7, '0'), ${zone.id}
          from generate_series(${from}::int, ${to}::int) n`);
      await tx.execute(sql`insert into abonent_codes (company_id, abonent_id, code)
        select a.company_id, a.id, ${SYNC_FIRST_CODE} + 2 * substr(a.phone_number, 5)::int + card
          from abonents a cross join (values (0), (1)) as cards(card)
         where a.company_id = ${companyId} and a.phone_number between '7927' || lpad(${from}::text, 7, '0')
           and '7927' || lpad(${to}::text, 7, '0')`);
    });
  }
  const ms = performance.now() - started;
  const [after] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from door_credentials`);
  return { ms, doors: zone.doors, credentials: after.n - before.n };
}

try {
  const { db, engine } = await openBenchDatabase();
  await migrate(db);
  await seedDemo(db, DEFAULT_DEMO_PASSWORD);
  const app = buildApp({ db });
  onCleanup(() => app.close());
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const { headers } = await signInToCompany(base, DEMO_ACCOUNTS.companyAdmin);
  const [{ id: companyId }] = await queryRows<{ id: string }>(
    db,
    sql`select p.company_id::text as id from company_profiles p join users u on u.id = p.user_id
      where u.phone_number = ${DEMO_ACCOUNTS.companyAdmin} limit 1`,
  );
  await addBuildings(db, companyId, ROWS);
  const call = async (action: string, params: Record<string, unknown>) => {
    const answer = await callAction(base, headers, action, params, SLOW_MS);
    if (answer.status !== 200) throw new Error(`${action}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer;
  };

  /** Uploads and previews a file of `rows` residents: the seconds of each, and the peak RSS after. */
  async function measure(rows: number) {
    const size = fileSize(rows);
    const started = performance.now();
    let id = '';
    let offset = 0;
    for (const part of partsOf(residentLines(rows))) {
      const Part = part.toString('base64');
      const answer = id
        ? await call('AddImportFilePart', { ImportFileId: id, Offset: offset, Part })
        : await call('AddImportFile', { Kind: 'residents', FileName: `residents-${rows}.csv`, Size: size, Part });
      id = answer.body.id;
      offset += part.length;
    }
    const uploaded = performance.now();
    const uploadRssMb = peakRssMb();
    const preview = await call('GetImportPreview', { ImportFileId: id });
    const previewed = performance.now();
    const previewRssMb = peakRssMb();
    if (preview.body.rowCount !== rows) throw new Error(`preview counted ${preview.body.rowCount} rows of ${rows}`);
    const plan = await call('PlanImport', { ImportFileId: id, Columns: preview.body.columns.join(','), Limit: 1 });
    const planned = performance.now();
    if (plan.body.totals.created !== rows) throw new Error(`plan: ${JSON.stringify(plan.body.totals)}`);
    // Both again, for what they keep alive (collecting as they run slows them: not timed).
    const previewHeapMb = await liveHeapMb(() => call('GetImportPreview', { ImportFileId: id }));
    const columns = preview.body.columns.join(',');
    const planHeapMb = await liveHeapMb(() => call('PlanImport', { ImportFileId: id, Columns: columns, Limit: 1 }));
    return {
      id,
      size,
      uploadMs: uploaded - started,
      previewMs: previewed - uploaded,
      planMs: planned - previewed,
      uploadRssMb,
      previewRssMb,
      rssMb: peakRssMb(),
      previewHeapMb,
      planHeapMb,
      preview,
      plan,
    };
  }

  /** Applies an uploaded file, call after call until done: the seconds, the calls, the peak RSS after. */
  async function apply(id: string, columns: string[]) {
    const started = performance.now();
    let calls = 0;
    for (;;) {
      calls += 1;
      const { body } = await call('ApplyImport', { ImportFileId: id, Columns: columns });
      if (body.failure) throw new Error(`apply stopped: ${JSON.stringify(body.failure)}`);
      if (body.done) {
        const ms = performance.now() - started;
        return { ms, calls, totals: body.totals, auditId: body.auditId, rssMb: peakRssMb() };
      }
    }
  }

  /** Undoes the change of a trail entry as the console does: its preview, then UndoChange until done. */
  async function undo(auditId: string) {
    const started = performance.now();
    const { body: preview } = await call('GetUndoPreview', { AuditId: auditId });
    const previewed = performance.now();
    if (preview.conflictCount > 0) throw new Error(`undo refused: ${JSON.stringify(preview.conflicts[0])}`);
    let calls = 0;
    for (;;) {
      calls += 1;
      const { body } = await call('UndoChange', { AuditId: auditId });
      if (body.done) {
        const ms = performance.now() - previewed;
        return { previewMs: previewed - started, ms, calls, rows: body.rows, parts: preview.parts, rssMb: peakRssMb() };
      }
    }
  }

  const small = await measure(Math.round(ROWS / 10));
  const whole = await measure(ROWS);
  const columns = whole.preview.body.columns as string[];
  const doorCredentials = async () =>
    (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from door_credentials`))[0].n;
  const credentialsBefore = await doorCredentials();
  const applied = await apply(whole.id, columns);
  const credentialsMade = (await doorCredentials()) - credentialsBefore;
  if (applied.totals.created !== ROWS) throw new Error(`apply: ${JSON.stringify(applied.totals)}`);
  const again = await apply(small.id, columns);
  if (again.totals.unchanged !== small.preview.body.rowCount) throw new Error(`again: ${JSON.stringify(again.totals)}`);
  const undone = await undo(applied.auditId);
  const credentialsLeft = (await doorCredentials()) - credentialsBefore;
  const [{ residents: residentsLeft }] = await queryRows<{ residents: number }>(
    db,
    sql`select count(*)::int as residents from abonents where company_id = ${companyId} and name like 'Житель %'`,
  );
  if (residentsLeft !== 0 || credentialsLeft !== 0) {
    throw new Error(`undo left ${residentsLeft} residents and ${credentialsLeft} door credentials`);
  }
  const cards = whole.preview.body.cards as { notation: string | null; values: number }[];
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  const rows: Row[] = [
    { name: `upload (${mb(whole.size)})`, value: seconds(whole.uploadMs), budget: '', result: 'INFO' },
    {
      name: 'preview (reads the whole file)',
      value: seconds(whole.previewMs),
      budget: '',
      result: 'INFO',
      note: `card columns read as ${cards.map((card) => `${card.notation} (${card.values})`).join(', ')}`,
    },
    ...[small, whole].map((run) => ({
      name: `live heap, ${run.preview.body.rowCount} rows: preview, dry run`,
      value: `${run.previewHeapMb.toFixed(1)} MB, ${run.planHeapMb.toFixed(1)} MB`,
      budget: '',
      result: 'INFO',
      note: 'the most kept alive at once beyond the heap before (the dry run: a 4-byte hash of each row key, the repeated keys)',
    })),
    ...[small, whole].map((run) => ({
      name: `peak RSS, ${run.preview.body.rowCount} rows`,
      value: `${run.rssMb.toFixed(0)} MB`,
      budget: '',
      result: 'INFO',
      note: `after the upload ${run.uploadRssMb.toFixed(0)} MB, the preview ${run.previewRssMb.toFixed(0)} MB, the dry run ${run.rssMb.toFixed(0)} MB`,
    })),
    {
      name: 'dry run (PlanImport)',
      value: seconds(whole.planMs),
      budget: '30 s',
      result: whole.planMs <= DRY_RUN_BUDGET_MS ? 'PASS' : 'OVER',
      note: `${whole.plan.body.totals.created} created, ${whole.plan.body.totals.cardsAdded} cards`,
    },
    {
      name: 'apply (ApplyImport)',
      value: seconds(applied.ms),
      budget: '90 s',
      result: applied.ms <= APPLY_BUDGET_MS ? 'PASS' : 'OVER',
      note: `${Math.round(ROWS / (applied.ms / 1000))} rows/s in ${applied.calls} calls; ${applied.totals.created} created, ${applied.totals.cardsAdded} cards; ${credentialsMade} door credentials at ${Math.ceil(ROWS / RESIDENTS_PER_BUILDING) * DOORS_PER_BUILDING} doors; peak RSS ${applied.rssMb.toFixed(0)} MB`,
    },
    {
      name: `apply again (${again.totals.rows} rows, all unchanged)`,
      value: seconds(again.ms),
      budget: '',
      result: 'INFO',
      note: `${again.calls} calls, nothing written`,
    },
    {
      name: 'undo of the whole import: preview (GetUndoPreview)',
      value: seconds(undone.previewMs),
      budget: '',
      result: 'INFO',
      note: `${undone.rows} trail rows planned in ${undone.parts} parts`,
    },
    {
      name: 'undo of the whole import (UndoChange)',
      value: seconds(undone.ms),
      budget: '',
      result: 'INFO',
      note: `${Math.round(undone.rows / (undone.ms / 1000))} rows/s in ${undone.calls} calls; every resident and door credential of the import gone; peak RSS ${undone.rssMb.toFixed(0)} MB`,
    },
  ];
  const runs = [
    { batch: 1_000, analyze: false },
    { batch: 1_000, analyze: true },
    { batch: SYNC_RESIDENTS, analyze: false },
  ];
  for (const [index, { batch, analyze }] of runs.entries()) {
    const first = index * SYNC_RESIDENTS + 1;
    const cost = await syncCost(db, companyId, { first, count: SYNC_RESIDENTS, batch, analyze });
    const how = batch === SYNC_RESIDENTS ? 'one transaction' : `transactions of ${batch}`;
    rows.push({
      name: `device sync: ${SYNC_RESIDENTS} residents, ${how}${analyze ? ', each after ANALYZE' : ''}`,
      value: seconds(cost.ms),
      budget: '',
      result: 'INFO',
      note: `${2 * SYNC_RESIDENTS} cards at ${cost.doors} doors: ${cost.credentials} door credentials written`,
    });
  }
  printTable(`Import of ${ROWS} residents with ${2 * ROWS} cards on ${engine}`, rows);
  if (rows.some((row) => row.result === 'OVER')) process.exitCode = 1;
} finally {
  await cleanUp();
}
