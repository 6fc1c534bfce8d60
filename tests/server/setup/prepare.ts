import { migrate } from '../../../server/db/migrate';
import type { Database } from '../../../server/db/open';
import { DEFAULT_DEMO_PASSWORD } from '../../../server/db/seed/demo-data';
import { seedDemo } from '../../../server/db/seed/demo';

/** What every test database starts from: the current schema and the demo data. */
export async function prepareDatabase(db: Database): Promise<void> {
  await migrate(db);
  await seedDemo(db, DEFAULT_DEMO_PASSWORD);
}

/**
 * The prepared database of a test run, made once by the global setup: a PGlite dump, or a template
 * database on a throwaway PostgreSQL cluster.
 */
export type PreparedDatabase =
  { kind: 'pglite'; dumpFile: string } | { kind: 'postgres'; adminUrl: string; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    preparedDatabase: PreparedDatabase;
  }
}
