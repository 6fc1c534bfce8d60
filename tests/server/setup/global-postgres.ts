import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../../server/db/open';
import { findPostgresBin } from './postgres-bin';
import { startPostgresCluster } from './postgres-cluster';
import { prepareDatabase } from './prepare';

const TEMPLATE = 'intercom_template';

/**
 * Starts a throwaway PostgreSQL cluster for the run and creates a migrated, seeded template database in
 * it; each test file copies the template. The teardown stops the cluster and removes its directory.
 */
export default async function setup(project: TestProject) {
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL binaries not found (set POSTGRES_BIN)');
  const cluster = await startPostgresCluster(bin, 'intercom-postgres-');
  try {
    const template = await openDatabase({ url: await cluster.createDatabase(TEMPLATE) });
    try {
      await prepareDatabase(template.db);
    } finally {
      // A template with open connections cannot be copied.
      await template.close();
    }
    project.provide('preparedDatabase', { kind: 'postgres', adminUrl: cluster.adminUrl, template: TEMPLATE });
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return cluster.stop;
}
