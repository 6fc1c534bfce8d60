// Each server a benchmark measures runs in a process of its own, as `npm start` runs the app: the real
// app (built as the server is built) or the reference replaying its SQL. Served from the benchmark's own
// process, both shared its heap and V8's inline caches in the packages they share (Fastify, pg), and the
// reference paid more for it than the app: GetAddress by Id cost the reference 215 µs of CPU a request
// there and 171-193 alone, the app 240 there and 203-236 alone (2 cores, 50 clients, blocks alternating;
// bench/list-actions.md, eleventh round). The child is measured-server-child.ts; it answers the commands
// below over IPC, so that the benchmark can read its CPU and memory, profile it, and record the SQL of
// one of its requests. (The soak and faults benches start the server's own entry instead,
// tests/server/support/server-process.ts: they kill it, and need none of this.)
import { type ChildProcess, fork } from 'node:child_process';
import { buildBenchServer } from '../scripts/build-server.mjs';
import type { CpuProfile } from './profile';
import type { CapturedRequest } from './reference-server';
import { disconnectChild } from './support/child';

/** What the benchmark asks of a server's process; `id` pairs an answer with its question. */
export type Command =
  | { command: 'cpu' }
  | { command: 'rss' }
  /** The app only: its memory (after a full collection when the process has `--expose-gc`) and how many
   * devices' calls for credential changes are waiting (CredentialNotifications.waiters). */
  | { command: 'waiting' }
  /** The app only: its requests answered since the last time it was asked, and their time on the server
   * (Fastify's elapsed time: from the request's arrival to its answer written out). */
  | { command: 'served' }
  | { command: 'startProfile' }
  | { command: 'stopProfile'; dir: string; name: string }
  /** The app only: one GET of `path` (with `headers`), the SQL it sent and its answer's body. */
  | { command: 'capture'; path: string; headers: Record<string, string> };
export type Question = Command & { id: number };
export type Reply = { id: number; result: unknown } | { id: number; error: string };

/** How the child is started: which server, on which database; the reference's SQL comes by IPC. */
export type Serve =
  | { server: 'app'; databaseUrl: string; /** 0 or unset: any free one. */ port?: number }
  | { server: 'reference'; databaseUrl: string; captured: CapturedRequest[] };

/** What the `served` command answers. */
export interface Served {
  requests: number;
  ms: number;
  /** Each request's time on the server by Action (the `Action` of its query or body), in the order served. */
  byAction: Record<string, number[]>;
}

/** What the `waiting` command answers. */
export interface Waiting {
  rss: number;
  heapUsed: number;
  external: number;
  waiters: number;
}

export interface MeasuredServer {
  /** `http://127.0.0.1:<port>`. */
  base: string;
  /** The process's id (a benchmark of faults kills it with SIGKILL). */
  pid: number;
  /** Resolves when the process has exited, however it ended. */
  exited: Promise<void>;
  /** The process's CPU so far, in microseconds: in its own code (user) and in the kernel for it (system). */
  cpuUsage(): Promise<NodeJS.CpuUsage>;
  /** The process's resident set size now, in bytes. */
  rssBytes(): Promise<number>;
  waiting(): Promise<Waiting>;
  served(): Promise<Served>;
  startProfile(): Promise<void>;
  /** Stops the profile, writes `<dir>/<name>.cpuprofile` and returns it. */
  stopProfile(dir: string, name: string): Promise<CpuProfile>;
  capture(path: string, headers: Record<string, string>): Promise<{ captured: CapturedRequest; body: unknown }>;
  stop(): Promise<void>;
}

/**
 * Starts a server in a child process (plain node, the bundled measured-server-child.ts) and waits for it to
 * listen. `execArgv`: node's options for it (`--expose-gc` to measure memory after a collection).
 */
export async function startMeasuredServer(serve: Serve, execArgv: string[] = []): Promise<MeasuredServer> {
  const child: ChildProcess = fork(await buildBenchServer(), [], { execArgv });
  const exitedPromise = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let exited: Error | undefined;
  child.on('exit', (code, signal) => {
    exited = new Error(`the ${serve.server} server's process exited (${signal ?? code})`);
    for (const { reject } of waiting.values()) reject(exited);
    waiting.clear();
  });
  const base = await new Promise<string>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { listening: string }).listening));
    child.once('exit', () => reject(exited));
    child.send(serve);
  });
  child.on('message', (message) => {
    const reply = message as Reply;
    const question = waiting.get(reply.id);
    waiting.delete(reply.id);
    if ('error' in reply) question?.reject(new Error(reply.error));
    else question?.resolve(reply.result);
  });
  const ask = <T>(command: Command) =>
    new Promise<T>((resolve, reject) => {
      if (exited) return reject(exited);
      const id = nextId++;
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      child.send({ ...command, id } satisfies Question);
    });
  return {
    base,
    pid: child.pid!,
    exited: exitedPromise,
    cpuUsage: () => ask<NodeJS.CpuUsage>({ command: 'cpu' }),
    rssBytes: () => ask<number>({ command: 'rss' }),
    waiting: () => ask<Waiting>({ command: 'waiting' }),
    served: () => ask<Served>({ command: 'served' }),
    startProfile: () => ask<void>({ command: 'startProfile' }),
    stopProfile: (dir, name) => ask<CpuProfile>({ command: 'stopProfile', dir, name }),
    capture: (path, headers) => ask({ command: 'capture', path, headers }),
    stop: () => disconnectChild(child),
  };
}
