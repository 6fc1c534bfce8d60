import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './free-port';

const run = promisify(execFile);

export interface PostgresCluster {
  /** The `postgres` database as the superuser, for administration. */
  adminUrl: string;
  /** Creates a database (a copy of `template` when given) and returns its URL. */
  createDatabase(name: string, template?: string): Promise<string>;
  /** Stops the cluster and removes its directory; safe to call more than once. */
  stop(): Promise<void>;
  /** Stops the server and keeps its data (`fast`: a clean shutdown; `immediate`: as if it crashed). */
  stopServer(mode: 'fast' | 'immediate'): Promise<void>;
  /** Starts the server again on the same data and port, once it accepts connections. */
  startServer(): Promise<void>;
}

export interface ClusterOptions {
  /**
   * Keep PostgreSQL's durability settings (fsync, synchronous commit, full page writes), for the fault
   * benchmark; by default they are off, for the speed of tests.
   */
  durable?: boolean;
}

/**
 * A throwaway PostgreSQL cluster (used by the server tests and the list benchmark): initdb and pg_ctl
 * in a temporary directory, TCP on 127.0.0.1 only (no Unix socket), durability off for speed unless asked.
 * PostgreSQL refuses to run as root, so as root (CI) the tools run as the `postgres` user. A failed start
 * stops what it started and removes the directory before it throws.
 */
export async function startPostgresCluster(
  bin: string,
  directoryPrefix: string,
  { durable = false }: ClusterOptions = {},
): Promise<PostgresCluster> {
  const asRoot = process.getuid?.() === 0;
  const tool = (name: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, name), ...args]) : run(path.join(bin, name), args);

  const root = await mkdtemp(path.join(tmpdir(), directoryPrefix));
  const dataDir = path.join(root, 'data');
  const logFile = path.join(root, 'server.log');
  let started = false;
  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= (async () => {
      if (started) await tool('pg_ctl', ['stop', '-D', dataDir, '-m', 'immediate', '-w']).catch(() => {});
      await rm(root, { recursive: true, force: true });
    })());
  let settings: string[] = [];
  const startServer = () =>
    tool('pg_ctl', ['start', '-D', dataDir, '-l', logFile, '-w', '-o', settings.join(' ')]).then(
      () => {},
      async (error) => {
        const log = await readFile(logFile, 'utf8').catch(() => '');
        throw new Error(`pg_ctl start failed: ${error.message}\n${log}`);
      },
    );
  const stopServer = (mode: 'fast' | 'immediate') =>
    tool('pg_ctl', ['stop', '-D', dataDir, '-m', mode, '-w']).then(() => {});

  try {
    if (asRoot) await run('chown', ['postgres:', root]);
    // PGlite's locale: byte-order collation, UTF-8 character classes. A UTF-8 LC_CTYPE is what makes
    // ILIKE and lower() fold Cyrillic; under plain C, searches and the duplicate check are case-sensitive.
    const locale = ['-E', 'UTF8', '--locale=C.UTF-8', '--lc-collate=C'];
    await tool('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', ...locale]);
    const port = await freePort();
    settings = [
      `-p ${port}`,
      '-c listen_addresses=127.0.0.1',
      "-c unix_socket_directories=''",
      ...(durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
    ];
    started = true;
    await startServer();

    const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
    return {
      adminUrl,
      createDatabase: (name, template) => createDatabase(adminUrl, name, template),
      stop,
      stopServer,
      startServer,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Creates a database through the admin URL (a copy of `template` when given) and returns its URL. */
export async function createDatabase(adminUrl: string, name: string, template?: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
