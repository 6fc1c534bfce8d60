import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/pglite';
import type { TestProject } from 'vitest/node';
import { openPGlite } from '../../../server/db/open';
import { prepareDatabase } from './prepare';

/**
 * Creating a PGlite database takes seconds; loading a dump of one takes a fraction. So the run creates,
 * migrates and seeds one database, dumps it to a temporary file, and each test file loads its own copy.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'intercom-pglite-'));
  try {
    const client = await openPGlite();
    await prepareDatabase(drizzle({ client }));
    const dump = await client.dumpDataDir('none');
    await client.close();
    const dumpFile = path.join(dir, 'prepared.tar');
    await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
    project.provide('preparedDatabase', { kind: 'pglite', dumpFile });
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return () => rm(dir, { recursive: true, force: true });
}
