// A closed-loop HTTP load generator: `concurrency` clients, each sending its next request as soon as it has
// read the previous answer. It runs in a child process of its own, so that sending requests and reading
// answers does not share the event loop (and the timer) of the server it measures.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface Load {
  /** A GET URL on 127.0.0.1. */
  url: string;
  headers: Record<string, string>;
  concurrency: number;
  /** Requests sent and not measured first: connections, caches and the JIT warm up. */
  warmup: number;
  requests: number;
}

export interface LoadResult {
  /** One per measured request, in milliseconds, sorted ascending. */
  latenciesMs: number[];
  seconds: number;
  /** The answers that were not 200, as `status body`, and the requests that failed. */
  failures: string[];
}

const CHILD = '--closed-loop-child';

/** Runs `load` in a child process and resolves with its measurements. */
export function runLoad(load: Load): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [CHILD], { execArgv: ['--import', 'tsx'] });
    child.once('message', (result) => resolve(result as LoadResult));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the load generator exited with ${code}`)));
    child.send(load);
  });
}

/** Sends `count` requests from `concurrency` clients; the latency of each, in milliseconds. */
async function drive(load: Load, count: number, failures: string[]): Promise<number[]> {
  const latencies: number[] = [];
  let issued = 0;
  const client = async () => {
    while (issued < count) {
      issued++;
      const started = performance.now();
      try {
        // A fresh Timestamp each time: the protocol refuses one more than 5 minutes off.
        const response = await fetch(load.url, { headers: { ...load.headers, timestamp: new Date().toISOString() } });
        const body = await response.text();
        latencies.push(performance.now() - started);
        if (response.status !== 200) failures.push(`${response.status} ${body.slice(0, 200)}`);
      } catch (error) {
        failures.push(String(error));
      }
    }
  };
  await Promise.all(Array.from({ length: load.concurrency }, client));
  return latencies;
}

if (process.argv.includes(CHILD)) {
  // The benchmark is gone (interrupted): nobody to report to.
  process.once('disconnect', () => process.exit(0));
  process.once('message', async (message) => {
    const load = message as Load;
    const failures: string[] = [];
    await drive(load, load.warmup, failures);
    const started = performance.now();
    const latenciesMs = await drive(load, load.requests, failures);
    const seconds = (performance.now() - started) / 1000;
    latenciesMs.sort((a, b) => a - b);
    process.send!({ latenciesMs, seconds, failures } satisfies LoadResult, () => process.exit(0));
  });
}
