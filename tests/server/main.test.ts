import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/open';
import { DEFAULT_DEMO_PASSWORD } from '../../server/db/seed/demo-data';
import { preparedDump } from './support/test-database';

const repo = fileURLToPath(new URL('../..', import.meta.url));

// The real entry point, as `npm start` runs it, on an existing PGlite data directory.
describe.runIf(process.env.TEST_DATABASE === 'pglite')('server/main.ts', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'intercom-main-'));
    const database = await openDatabase({ dataDir, loadDataDir: await preparedDump() });
    await database.close();
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('starts, prints both areas and the demo sign-ins, serves, and stops cleanly on SIGTERM', async () => {
    const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: repo,
      env: { ...process.env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn', DEMO_PASSWORD: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout.on('data', (chunk) => (output += chunk));
    server.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));

    try {
      await new Promise<void>((resolve, reject) => {
        server.stdout.on('data', () => output.includes('Demo sign-ins') && resolve());
        exited.then(() => reject(new Error(`server exited early:\n${output}`)));
      });
      const base = output.match(/(http:\/\/127\.0\.0\.1:\d+)\/admin-ru\//)?.[1];
      expect(base).toBeDefined();
      expect(output).toContain(`${base}/intercom-ru/`);
      expect(output).toContain(DEFAULT_DEMO_PASSWORD);
      expect(output).toMatch(/70000000001.*platform/);

      const health = await fetch(`${base}/healthz`);
      expect(await health.json()).toEqual({ status: 'ok' });
    } finally {
      server.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  });
});
