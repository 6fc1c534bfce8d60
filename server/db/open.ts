import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';

/**
 * The database as the rest of the server sees it: Drizzle's common PostgreSQL base, whichever driver is
 * underneath, so every query is written once.
 */
export type Database = PgDatabase<PgQueryResultHKT>;

/**
 * The pool of connections underneath, when the database is a PostgreSQL server: for what only its driver
 * does (COPY … TO STDOUT, server/journal/export.ts). Undefined on PGlite.
 */
export function postgresPool(db: Database): Pool | undefined {
  const client = (db as { $client?: Partial<Pool> }).$client;
  return client && 'totalCount' in client ? (client as Pool) : undefined;
}

/** Embedded PGlite: in a directory, in memory when there is none; `loadDataDir` restores a dump. */
export type PGliteLocation = { dataDir?: string; loadDataDir?: Blob };

/** A PostgreSQL server (`DATABASE_URL`), or PGlite. */
export type DatabaseLocation = { url: string } | PGliteLocation;

export interface OpenedDatabase {
  db: Database;
  /** Waits for running queries and releases the database (PGlite flushes its files). */
  close(): Promise<void>;
}

/** How long a query may wait for a connection to PostgreSQL before it fails as unavailable. */
export const CONNECTION_TIMEOUT_MS = 2_000;

/** Opens the database. Each driver is imported only when used, which keeps start-up fast. */
export async function openDatabase(location: DatabaseLocation): Promise<OpenedDatabase> {
  if ('url' in location) {
    const [{ default: pg }, { drizzle }] = await Promise.all([import('pg'), import('drizzle-orm/node-postgres')]);
    const pool = new pg.Pool({
      connectionString: location.url,
      // While the server is unreachable a request fails within this (503, server/protocol/errors.ts)
      // instead of hanging; the same bound applies to waiting for a free connection under load.
      connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
      // Notices a server that vanished without closing the connection (a host gone, a cable out).
      keepAlive: true,
    });
    // An idle connection that breaks (the server restarted) is dropped by the pool and a new one is
    // opened for the next query: the pool recovers by itself once the server is back.
    pool.on('error', () => {});
    // pg-pool listens for errors only on idle connections: one checked out for a transaction that the
    // server ends between two queries would emit an unhandled 'error' and end the process. Its next
    // query fails instead (503), and the pool drops it on release since it is no longer queryable.
    pool.on('connect', (client) => client.on('error', () => {}));
    return { db: drizzle({ client: pool }), close: () => pool.end() };
  }
  const [client, { drizzle }] = await Promise.all([openPGlite(location), import('drizzle-orm/pglite')]);
  return { db: drizzle({ client }), close: () => client.close() };
}

/**
 * A PGlite instance with the extensions the migrations create (PGlite loads an extension's files only
 * when asked to at start).
 *
 * Durability: in Node a data directory is mounted as it is (Emscripten's NODEFS), so PostgreSQL's WAL
 * write at each commit is a write() to the real file before the query resolves; `relaxedDurability`
 * only skips the wait for syncToFs, which does nothing on this file system. A SIGKILL of the server
 * therefore loses no acknowledged write (`npm run bench faults`, (c)). PGlite runs with fsync off, so a
 * power cut or kernel crash can lose the last commits: for that, use PostgreSQL (DATABASE_URL).
 */
export async function openPGlite(location: PGliteLocation = {}) {
  const [{ PGlite }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  return PGlite.create({ dataDir: location.dataDir, loadDataDir: location.loadDataDir, extensions: { pg_trgm } });
}
