import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * The database as the rest of the server sees it: Drizzle's common PostgreSQL base, whichever driver is
 * underneath, so every query is written once.
 */
export type Database = PgDatabase<PgQueryResultHKT>;

/** Embedded PGlite: in a directory, in memory when there is none; `loadDataDir` restores a dump. */
export type PGliteLocation = { dataDir?: string; loadDataDir?: Blob };

/** A PostgreSQL server (`DATABASE_URL`), or PGlite. */
export type DatabaseLocation = { url: string } | PGliteLocation;

export interface OpenedDatabase {
  db: Database;
  /** Waits for running queries and releases the database (PGlite flushes its files). */
  close(): Promise<void>;
}

/** Opens the database. Each driver is imported only when used, which keeps start-up fast. */
export async function openDatabase(location: DatabaseLocation): Promise<OpenedDatabase> {
  if ('url' in location) {
    const [{ default: pg }, { drizzle }] = await Promise.all([import('pg'), import('drizzle-orm/node-postgres')]);
    const pool = new pg.Pool({ connectionString: location.url });
    // An idle connection that breaks is dropped by the pool; the next query reports the problem.
    pool.on('error', () => {});
    return { db: drizzle({ client: pool }), close: () => pool.end() };
  }
  const [client, { drizzle }] = await Promise.all([openPGlite(location), import('drizzle-orm/pglite')]);
  return { db: drizzle({ client }), close: () => client.close() };
}

/**
 * A PGlite instance with the extensions the migrations create (PGlite loads an extension's files only
 * when asked to at start).
 */
export async function openPGlite(location: PGliteLocation = {}) {
  const [{ PGlite }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  return PGlite.create({ dataDir: location.dataDir, loadDataDir: location.loadDataDir, extensions: { pg_trgm } });
}
