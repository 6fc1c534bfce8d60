import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('../../..', import.meta.url));

export interface ServerProcess {
  /** http://127.0.0.1:<port> */
  base: string;
  /** Sends `signal` and resolves once the process has exited. */
  kill(signal: NodeJS.Signals): Promise<void>;
  /** What it wrote to stdout and stderr so far. */
  output(): string;
}

/** The sources under tsx (what the tests check), or a built module such as the bundle `npm start` runs. */
const SOURCES = ['--import', 'tsx', 'server/main.ts'];

/**
 * The real server as a process of its own (so that SIGKILL is a real one) on a free port, with `env`
 * (DATABASE_URL or DATA_DIR): `node --import tsx server/main.ts`, or `node <entry>` when an entry is
 * given. Resolves once it listens. The caller kills it (also when it fails).
 */
export async function startServerProcess(env: Record<string, string>, entry?: string): Promise<ServerProcess> {
  const child: ChildProcess = spawn(process.execPath, entry ? [entry] : SOURCES, {
    cwd: repo,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const kill = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };

  const base = await new Promise<string>((resolve, reject) => {
    const ready = () => {
      const found = output.match(/(http:\/\/127\.0\.0\.1:\d+)\/admin-ru\//);
      if (found && output.includes('Demo sign-ins')) resolve(found[1]);
    };
    child.stdout!.on('data', ready);
    void exited.then(() => reject(new Error(`the server exited before listening:\n${output}`)));
  });
  return { base, kill, output: () => output };
}
