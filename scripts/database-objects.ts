import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate } from '../server/db/migrate';
import { openDatabase } from '../server/db/open';
import { queryRows } from '../server/db/rows';

/**
 * Writes docs/database-objects.sql (`npm run docs:db`): the current definition of every function and
 * trigger of the database, as PostgreSQL itself prints them after all the migrations have run. The
 * migrations create them over many files and redefine some later (count_rows), so no one of them shows
 * what is in force. With `--check` it writes nothing and fails when the checked-in file differs (CI).
 *
 * It migrates a fresh in-memory PGlite database: no database of yours is read or changed.
 */
const target = fileURLToPath(new URL('../docs/database-objects.sql', import.meta.url));

const HEADER = `-- The functions and triggers of the database as they stand after every migration, printed by PostgreSQL
-- (pg_get_functiondef, pg_get_triggerdef). Generated: do not edit. The migrations in server/db/migrations
-- are what creates them; \`npm run docs:db\` rewrites this file from them (scripts/database-objects.ts),
-- \`npm run docs:db -- --check\` fails when it is out of date.
`;

interface FunctionRow {
  signature: string;
  definition: string;
}

interface TriggerRow {
  table_name: string;
  definition: string;
}

async function render(): Promise<string> {
  const { db, close } = await openDatabase({});
  try {
    await migrate(db);
    // The public schema's own functions: not those of extensions (pg_trgm's), nor aggregates, which
    // pg_get_functiondef does not print.
    const functions = await queryRows<FunctionRow>(
      db,
      sql`select p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as signature,
                 pg_get_functiondef(p.oid) as definition
            from pg_proc p
            join pg_namespace n on n.oid = p.pronamespace
           where n.nspname = 'public' and p.prokind in ('f', 'p')
             and not exists (select 1 from pg_depend d
                              where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
           order by p.proname, pg_get_function_identity_arguments(p.oid)`,
    );
    // Triggers people wrote: not the internal ones that enforce foreign keys, nor the copies a partitioned
    // table's trigger has on each partition (which exist or not depending on the months created).
    const triggers = await queryRows<TriggerRow>(
      db,
      sql`select c.relname as table_name, pg_get_triggerdef(t.oid, true) as definition
            from pg_trigger t
            join pg_class c on c.oid = t.tgrelid
            join pg_namespace n on n.oid = c.relnamespace
           where n.nspname = 'public' and not t.tgisinternal and t.tgparentid = 0
           order by c.relname, t.tgname`,
    );
    const parts = [HEADER, `\n-- ${functions.length} functions, by name\n`];
    for (const f of functions) parts.push(`\n-- ${f.signature}\n${f.definition.trimEnd()};\n`);
    parts.push(`\n-- ${triggers.length} triggers, by table and name\n`);
    let table = '';
    for (const t of triggers) {
      if (t.table_name !== table) parts.push(`\n-- on ${(table = t.table_name)}\n`);
      // As the migrations write them: what fires it, then what it runs (and when).
      parts.push(`${t.definition.replace(' FOR EACH ', '\n  FOR EACH ')};\n`);
    }
    return parts.join('');
  } finally {
    await close();
  }
}

const rendered = await render();

if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    // A missing file is as stale as an outdated one.
  }
  if (current !== rendered) {
    console.error(
      'docs/database-objects.sql is out of date with server/db/migrations: run `npm run docs:db` and commit the result.',
    );
    process.exit(1);
  }
  console.log('docs/database-objects.sql is up to date.');
} else {
  writeFileSync(target, rendered);
  console.log('Wrote docs/database-objects.sql.');
}
