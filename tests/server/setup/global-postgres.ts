import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../../server/db/open';
import { findPostgresBin } from './postgres-bin';
import { prepareDatabase } from './prepare';

const run = promisify(execFile);
const TEMPLATE = 'intercom_template';

/** A TCP port nobody listens on right now. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : undefined;
      server.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });

/**
 * Starts a throwaway PostgreSQL cluster for the run: initdb and pg_ctl in a temporary directory, TCP on
 * 127.0.0.1 only (no Unix socket), durability off for speed. PostgreSQL refuses to run as root, so as
 * root (CI) the tools run as the `postgres` user. Creates a migrated, seeded template database; each test
 * file copies it. The teardown stops the cluster and removes the directory, also after a failed start.
 */
export default async function setup(project: TestProject) {
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL binaries not found (set POSTGRES_BIN)');
  const asRoot = process.getuid?.() === 0;
  const tool = (name: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, name), ...args]) : run(path.join(bin, name), args);

  const root = await mkdtemp(path.join(tmpdir(), 'intercom-postgres-'));
  const dataDir = path.join(root, 'data');
  const logFile = path.join(root, 'server.log');
  let started = false;
  const teardown = async () => {
    if (started) await tool('pg_ctl', ['stop', '-D', dataDir, '-m', 'immediate', '-w']).catch(() => {});
    await rm(root, { recursive: true, force: true });
  };

  try {
    if (asRoot) await run('chown', ['postgres:', root]);
    // PGlite's locale: byte-order collation, UTF-8 character classes. A UTF-8 LC_CTYPE is what makes
    // ILIKE and lower() fold Cyrillic; under plain C, searches and the duplicate check are case-sensitive.
    const locale = ['-E', 'UTF8', '--locale=C.UTF-8', '--lc-collate=C'];
    await tool('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', ...locale]);
    const port = await freePort();
    const settings = [
      `-p ${port}`,
      '-c listen_addresses=127.0.0.1',
      "-c unix_socket_directories=''",
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
    ];
    started = true;
    const start = ['start', '-D', dataDir, '-l', logFile, '-w', '-o', settings.join(' ')];
    await tool('pg_ctl', start).catch(async (error) => {
      const log = await readFile(logFile, 'utf8').catch(() => '');
      throw new Error(`pg_ctl start failed: ${error.message}\n${log}`);
    });

    const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${TEMPLATE}`);
    await admin.end();

    const template = await openDatabase({ url: `postgres://postgres@127.0.0.1:${port}/${TEMPLATE}` });
    try {
      await prepareDatabase(template.db);
    } finally {
      // A template with open connections cannot be copied.
      await template.close();
    }
    project.provide('preparedDatabase', { kind: 'postgres', adminUrl, template: TEMPLATE });
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
