// A closed-loop HTTP load generator: `concurrency` clients, each sending its next request as soon as it has
// read the previous answer. It runs in a child process of its own, so that sending requests and reading
// answers does not share the event loop (and the timer) of the server it measures. It sends with node:http
// over kept-alive connections, not fetch: fetch cost 0.65 ms of CPU a request against 0.29 (a 6 kB answer,
// 20 clients), CPU that the server and PostgreSQL lose on a machine of few cores.
// One child runs every load of a benchmark (startLoadGenerator), keeping its connections: a child per
// load paid a third of a second of start-up and new connections each time, and ran its code cold. Over
// blocks of 500 requests a cold client spent 340-380 µs of CPU a request, a warm one about 100: CPU that
// the two shared cores took from the server and PostgreSQL, which flattened every ratio to the reference.
import { type ChildProcess, fork } from 'node:child_process';
import { Agent, get } from 'node:http';
import { fileURLToPath } from 'node:url';
import { disconnectChild } from './support/child';

export interface Load {
  /** A GET URL on 127.0.0.1. */
  url: string;
  headers: Record<string, string>;
  concurrency: number;
  /** Requests sent and not measured first: connections, caches and the JIT warm up. */
  warmup: number;
  /** Measured requests; or, with `seconds`, as many as the clients send in that time. */
  requests?: number;
  /** How long to measure: no client sends a request after it. */
  seconds?: number;
}

export interface LoadResult {
  /** One per measured request, in milliseconds, sorted ascending. */
  latenciesMs: number[];
  seconds: number;
  /**
   * Every request answered after the warm-up: the measured ones and, with `seconds`, those still under
   * way at its end, answered after it and not measured (their server spent its CPU on them all the same).
   */
  answered: number;
  /** The answers that were not 200, as `status body`, and the requests that failed. */
  failures: string[];
  /** The load generator's own CPU (user and system) during the measured requests, in microseconds. */
  clientCpuMicros: number;
}

export interface LoadGenerator {
  run(load: Load): Promise<LoadResult>;
  stop(): Promise<void>;
}

const CHILD = '--closed-loop-child';

/** Blocks of one measurement as one: all their latencies (sorted), over all their time. */
export function pooledLoads(blocks: readonly LoadResult[]): LoadResult {
  return {
    latenciesMs: blocks.flatMap((block) => block.latenciesMs).sort((a, b) => a - b),
    seconds: blocks.reduce((sum, block) => sum + block.seconds, 0),
    answered: blocks.reduce((sum, block) => sum + block.answered, 0),
    failures: blocks.flatMap((block) => block.failures),
    clientCpuMicros: blocks.reduce((sum, block) => sum + block.clientCpuMicros, 0),
  };
}

/** Starts the child process that runs loads, one at a time, keeping its connections between them. */
export function startLoadGenerator(): LoadGenerator {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), [CHILD], { execArgv: ['--import', 'tsx'] });
  let pending: { resolve: (result: LoadResult) => void; reject: (error: Error) => void } | undefined;
  const settle = (outcome: { result: LoadResult } | { error: Error }) => {
    const waiting = pending;
    pending = undefined;
    if (waiting && 'result' in outcome) waiting.resolve(outcome.result);
    else waiting?.reject((outcome as { error: Error }).error);
  };
  child.on('message', (result) => settle({ result: result as LoadResult }));
  child.on('error', (error) => settle({ error }));
  child.on('exit', (code) => settle({ error: new Error(`the load generator exited with ${code}`) }));
  return {
    run(load) {
      if (load.requests === undefined && load.seconds === undefined)
        return Promise.reject(new Error('a load needs requests or seconds'));
      if (pending) return Promise.reject(new Error('the load generator runs one load at a time'));
      return new Promise((resolve, reject) => {
        pending = { resolve, reject };
        child.send(load);
      });
    },
    stop: () => disconnectChild(child),
  };
}

/** One GET over `agent`: its status and body. */
function getText(
  url: string,
  headers: Record<string, string>,
  agent: Agent,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    get(url, { agent, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

/**
 * Sends `count` requests, or with `seconds` as many as the clients send until then, from `concurrency`
 * clients, a connection each. Measured: the latency of each request answered in time, and the time to
 * the last answer or to the end of `seconds`. Requests under way at that end are answered but only
 * counted in `answered`: waiting for them within the measured time would add a tail in which fewer and
 * fewer clients are busy, a large part of a short block of a slow page.
 */
async function drive(load: Load, agent: Agent, count: number, seconds: number | undefined, failures: string[]) {
  const latencies: number[] = [];
  let issued = 0;
  let answered = 0;
  const started = performance.now();
  const deadline = seconds === undefined ? Infinity : started + seconds * 1000;
  const client = async () => {
    while (issued < count && performance.now() < deadline) {
      issued++;
      const sent = performance.now();
      try {
        // A fresh Timestamp each time: the protocol refuses one more than 5 minutes off.
        const { status, body } = await getText(
          load.url,
          { ...load.headers, timestamp: new Date().toISOString() },
          agent,
        );
        const now = performance.now();
        answered++;
        if (now <= deadline) latencies.push(now - sent);
        if (status !== 200) failures.push(`${status} ${body.slice(0, 200)}`);
      } catch (error) {
        failures.push(String(error));
      }
    }
  };
  await Promise.all(Array.from({ length: load.concurrency }, client));
  const ended = seconds === undefined ? performance.now() : deadline;
  return { latencies, answered, seconds: (ended - started) / 1000 };
}

if (process.argv.includes(CHILD)) {
  // The benchmark is done, or gone (interrupted): nobody to report to.
  process.once('disconnect', () => process.exit(0));
  // One agent per server and number of clients: a load's connections serve the next load of the same.
  const agents = new Map<string, Agent>();
  process.on('message', async (message) => {
    const load = message as Load;
    const key = `${new URL(load.url).host} ${load.concurrency}`;
    let agent = agents.get(key);
    if (!agent) agents.set(key, (agent = new Agent({ keepAlive: true, maxSockets: load.concurrency })));
    const failures: string[] = [];
    await drive(load, agent, load.warmup, undefined, failures);
    const cpuBefore = process.cpuUsage();
    const { latencies, answered, seconds } = await drive(
      load,
      agent,
      load.requests ?? Infinity,
      load.seconds,
      failures,
    );
    const cpu = process.cpuUsage(cpuBefore);
    latencies.sort((a, b) => a - b);
    const result: LoadResult = {
      latenciesMs: latencies,
      seconds,
      answered,
      failures,
      clientCpuMicros: cpu.user + cpu.system,
    };
    process.send!(result);
  });
}
