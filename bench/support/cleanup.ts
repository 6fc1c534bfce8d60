import { buildServer, SERVER_BUNDLE, serverBuildReason } from '../../scripts/build-server.mjs';
import { type ServerProcess, startServerProcess } from '../../tests/server/support/server-process';

// What a benchmark started (a PostgreSQL cluster, server processes, temporary directories) goes away at
// its end, also when it fails or is interrupted with Ctrl-C: pg_ctl leaves its server running on its own.

type Step = () => Promise<unknown> | unknown;
const steps: Step[] = [];
let running: Promise<void> | undefined;

/** Registers a clean-up step; the steps run in reverse order of registration. */
export function onCleanup(step: Step): void {
  steps.push(step);
}

/** Runs every registered step once (a failing step does not stop the others). */
export function cleanUp(): Promise<void> {
  return (running ??= (async () => {
    for (const step of steps.reverse()) {
      try {
        await step();
      } catch (error) {
        console.error('clean-up failed:', error);
      }
    }
  })());
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143)));
}
// Output cut short (a run piped into `head`): the next write fails with EPIPE, which ended the process
// before its clean-up and left its cluster running.
process.stdout.on('error', () => void cleanUp().finally(() => process.exit(1)));

/**
 * The server as its own process (tests/server/support/server-process.ts), killed at the end at the latest:
 * the bundle `npm start` runs, built first when it is missing or older than the sources, so a benchmark
 * measures what runs in production, not what tsx makes of the sources.
 */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  if (serverBuildReason()) await buildServer();
  const server = await startServerProcess(env, SERVER_BUNDLE);
  onCleanup(() => server.kill('SIGKILL'));
  return server;
}
