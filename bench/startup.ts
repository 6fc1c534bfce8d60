// `npm start` on an existing data directory and a current build must be ready within 3 s (DESIGN.md).
// One start prepares the data directory (migrations, demo data, a build if needed); then each run times
// from spawning `npm start` to the first 200 on /healthz.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../tests/server/setup/free-port';
import { printTable } from './table';

const root = fileURLToPath(new URL('..', import.meta.url));
const RUNS = 5;
const BUDGET_MS = 3000;

const dataDir = mkdtempSync(join(tmpdir(), 'intercom-bench-'));
const port = await freePort();
const env: NodeJS.ProcessEnv = { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir };
env.DEMO_PASSWORD ??= 'bench-demo-password';
// The benchmark is about the embedded database; never touch one the shell points at.
delete env.DATABASE_URL;

try {
  console.log(`Preparing a data directory (first start: migrations, demo data, build if needed)...`);
  await stop(await start(180_000));
  const times: number[] = [];
  for (let i = 1; i <= RUNS; i++) {
    const t0 = performance.now();
    const child = await start(30_000);
    times.push(performance.now() - t0);
    console.log(`run ${i}: ${Math.round(times.at(-1)!)} ms`);
    await stop(child);
  }
  times.sort((a, b) => a - b);
  const row = (name: string, ms: number) => ({
    name,
    value: `${Math.round(ms)} ms`,
    budget: `${BUDGET_MS} ms`,
    result: ms <= BUDGET_MS ? 'PASS' : 'OVER',
  });
  const rows = [row('npm start, median', times[Math.floor(RUNS / 2)]), row('npm start, max', times[RUNS - 1])];
  printTable(`Start-up on an existing data directory (${RUNS} runs)`, rows);
  if (rows.some((r) => r.result !== 'PASS')) process.exitCode = 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

/** Starts `npm start` and resolves once /healthz answers 200; rejects, with the server's output, if not. */
async function start(timeoutMs: number): Promise<ChildProcess> {
  // Its own process group (POSIX), so that it can be stopped with everything it started.
  const child = spawn('npm', ['start'], { cwd: root, env, detached: true });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline && child.exitCode === null) {
    const status = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return child;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await stop(child);
  throw new Error(`the server was not ready within ${timeoutMs / 1000} s. Its output:\n${output}`);
}

/**
 * SIGTERM to the whole process group, as a terminal's Ctrl-C or a service manager stops it (npm's own
 * shell would not pass a signal on); SIGKILL after 10 s.
 */
async function stop(child: ChildProcess): Promise<void> {
  signalGroup(child.pid!, 'SIGTERM');
  const deadline = performance.now() + 10_000;
  while (signalGroup(child.pid!, 0)) {
    if (performance.now() > deadline) {
      signalGroup(child.pid!, 'SIGKILL');
      throw new Error('npm start did not stop within 10 s of SIGTERM');
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Sends a signal to every process of the group; false when none is left. */
function signalGroup(pid: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false;
  }
}
