import { sql } from 'drizzle-orm';
import { migrate } from '../../server/db/migrate';
import { type Database, type OpenedDatabase, openDatabase } from '../../server/db/open';
import { DEFAULT_DEMO_PASSWORD } from '../../server/db/seed/demo-data';
import { seedDemo } from '../../server/db/seed/demo';
import { seedLarge, seedLargeAccess } from '../../server/db/seed/large';
import { findPostgresBin } from '../../tests/server/setup/postgres-bin';
import { startPostgresCluster } from '../../tests/server/setup/postgres-cluster';
import { onCleanup } from './cleanup';
import { printTable } from '../table';

/** PostgreSQL's binaries, or a SKIPPED row under `title` and the end of the run when there are none. */
export function postgresOrSkip(title: string): string {
  const bin = findPostgresBin();
  if (bin) return bin;
  const note = 'no PostgreSQL binaries on this machine (install PostgreSQL or set POSTGRES_BIN)';
  printTable(title, [{ name: title, value: '-', budget: '', result: 'SKIPPED', note }]);
  process.exit(0);
}

export interface LargeDatabaseOptions {
  /** The cluster directory's prefix: which benchmark left it, should one ever be left. */
  prefix: string;
  /** The large company's doors, zones and devices too (seedLargeAccess), not only its lists. */
  access?: boolean;
  /** What the benchmark adds to the data set before it is vacuumed. */
  extra?: (db: Database, progress: (message: string) => void) => Promise<void>;
}

/**
 * A throwaway PostgreSQL cluster with one database migrated and seeded with the demo and the large data
 * sets, then vacuumed and analysed as autovacuum soon would after a bulk load (statistics, and the
 * visibility map without which an index-only scan still reads every row). The cluster stops and the
 * database closes at the benchmark's clean-up.
 */
export async function startLargeDatabase(
  bin: string,
  options: LargeDatabaseOptions,
): Promise<{ url: string; database: OpenedDatabase }> {
  const t0 = performance.now();
  const cluster = await startPostgresCluster(bin, options.prefix);
  onCleanup(() => cluster.stop());
  const url = await cluster.createDatabase('bench');
  const database = await openDatabase({ url });
  onCleanup(() => database.close());
  const { db } = database;
  const progress = (message: string) => console.log(`  ${message}`);
  await migrate(db);
  await seedDemo(db, DEFAULT_DEMO_PASSWORD);
  await seedLarge(db, DEFAULT_DEMO_PASSWORD, progress);
  if (options.access) await seedLargeAccess(db, progress);
  await options.extra?.(db, progress);
  await db.execute(sql`vacuum analyze`);
  console.log(`PostgreSQL cluster with the large data set ready in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  return { url, database };
}
