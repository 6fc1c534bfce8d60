// HAProxy (Debian's package) in front of a benchmark's API servers, started as a process of the benchmark
// and stopped by its id: HTTP on 127.0.0.1, the servers checked on /healthz every 500 ms (out after two
// failures), a request whose server refused the connection sent to another (`option redispatch`), a
// client kept on its server (`option prefer-last-server`, which holds only with `http-reuse never`: while
// HAProxy shares its connections to the servers, HAProxy 2.6 sent a client's calls to each in turn), and
// timeouts longer than a device's long poll (GetCredentialChanges waits up to 30 s).
import { type ChildProcess, spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { freePort } from '../../tests/server/setup/free-port';
import { HAPROXY_BIN } from './debian';

export interface Haproxy {
  /** `http://127.0.0.1:<port>`. */
  base: string;
  pid: number;
  stop(): Promise<void>;
  output(): string;
}

/** Starts HAProxy in the foreground (`-db`) with its configuration in `dir`, balancing over `ports`. */
export async function startHaproxy(dir: string, ports: number[]): Promise<Haproxy> {
  const port = await freePort();
  const config = [
    'global',
    '  maxconn 8000',
    '  log stderr format short local0 err',
    'defaults',
    '  mode http',
    '  log global',
    '  option redispatch',
    '  retries 3',
    '  timeout connect 2s',
    '  timeout client 90s',
    '  timeout server 90s',
    '  timeout http-keep-alive 60s',
    'frontend devices',
    `  bind 127.0.0.1:${port}`,
    '  maxconn 8000',
    '  default_backend api',
    'backend api',
    '  balance roundrobin',
    // A device's next request goes where its last one went while that server is up (its connection
    // stays with it), as a long-polling client would be served in production.
    '  option prefer-last-server',
    '  http-reuse never',
    '  option httpchk GET /healthz',
    ...ports.map(
      (serverPort, index) => `  server api${index + 1} 127.0.0.1:${serverPort} check inter 500 fall 2 rise 2`,
    ),
    '',
  ].join('\n');
  const file = path.join(dir, 'haproxy.cfg');
  await writeFile(file, config);
  const child: ChildProcess = spawn(HAPROXY_BIN, ['-db', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  // Listening once a request gets through it (a 503 while no server is up yet counts).
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`haproxy exited:\n${output}`);
    const answered = await fetch(`${base}/healthz`).then(
      () => true,
      () => false,
    );
    if (answered) break;
    if (attempt > 100) throw new Error(`haproxy did not listen within 10 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    pid: child.pid!,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) process.kill(child.pid!, 'SIGTERM');
      await exited;
    },
  };
}
