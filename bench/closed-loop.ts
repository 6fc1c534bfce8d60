// A closed-loop HTTP load generator: `concurrency` clients, each sending its next request as soon as it has
// read the previous answer. It runs in a child process of its own, so that sending requests and reading
// answers does not share the event loop (and the timer) of the server it measures. It sends with node:http
// over kept-alive connections, not fetch: fetch cost 0.65 ms of CPU a request against 0.29 (a 6 kB answer,
// 20 clients), CPU that the server and PostgreSQL lose on a machine of few cores.
import { fork } from 'node:child_process';
import { Agent, get } from 'node:http';
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
  /** The load generator's own CPU (user and system) during the measured requests, in microseconds. */
  clientCpuMicros: number;
}

const CHILD = '--closed-loop-child';

/** Blocks of one measurement as one: all their latencies (sorted), over all their time. */
export function pooledLoads(blocks: readonly LoadResult[]): LoadResult {
  return {
    latenciesMs: blocks.flatMap((block) => block.latenciesMs).sort((a, b) => a - b),
    seconds: blocks.reduce((sum, block) => sum + block.seconds, 0),
    failures: blocks.flatMap((block) => block.failures),
    clientCpuMicros: blocks.reduce((sum, block) => sum + block.clientCpuMicros, 0),
  };
}

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

/** One GET over `agent`: its status and body. */
function getText(url: string, headers: Record<string, string>, agent: Agent): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    get(url, { agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

/** Sends `count` requests from `concurrency` clients, a connection each; the latency of each, in milliseconds. */
async function drive(load: Load, agent: Agent, count: number, failures: string[]): Promise<number[]> {
  const latencies: number[] = [];
  let issued = 0;
  const client = async () => {
    while (issued < count) {
      issued++;
      const started = performance.now();
      try {
        // A fresh Timestamp each time: the protocol refuses one more than 5 minutes off.
        const { status, body } = await getText(load.url, { ...load.headers, timestamp: new Date().toISOString() }, agent);
        latencies.push(performance.now() - started);
        if (status !== 200) failures.push(`${status} ${body.slice(0, 200)}`);
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
    // The connections of the warm-up serve the measured requests too.
    const agent = new Agent({ keepAlive: true, maxSockets: load.concurrency });
    await drive(load, agent, load.warmup, failures);
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const latenciesMs = await drive(load, agent, load.requests, failures);
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    latenciesMs.sort((a, b) => a - b);
    process.send!({ latenciesMs, seconds, failures, clientCpuMicros: cpu.user + cpu.system } satisfies LoadResult, () => process.exit(0));
  });
}
