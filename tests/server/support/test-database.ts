import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { type OpenedDatabase, openDatabase } from '../../../server/db/open';
import { createDatabase } from '../setup/postgres-cluster';

/** The prepared PGlite database as a dump to load (PGlite runs only). */
export async function preparedDump(): Promise<Blob> {
  const prepared = inject('preparedDatabase');
  if (prepared.kind !== 'pglite') throw new Error('The prepared database is not PGlite');
  return new Blob([await readFile(prepared.dumpFile)]);
}

/** A database of its own for the caller, cloned from the prepared one (a fraction of a second). */
export async function openTestDatabase(): Promise<OpenedDatabase> {
  const prepared = inject('preparedDatabase');
  if (prepared.kind === 'pglite') return openDatabase({ loadDataDir: await preparedDump() });
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  return openDatabase({ url: await createDatabase(prepared.adminUrl, name, prepared.template) });
}
