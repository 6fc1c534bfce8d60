// `npm run dev`: the API server, restarted by tsx on every change it imports, on API_PORT (8080), and
// Vite's dev server with hot reload, which proxies /api and /healthz to it (vite.config.ts). One Ctrl-C
// stops both; when either one dies the other is stopped too, rather than leaving half a setup running.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const apiPort = process.env.API_PORT ?? '8080';

const children = [
  // tsx watch takes a second signal as "kill the server now", skipping its clean close: so it runs in its
  // own process group, where the terminal's Ctrl-C does not reach it, and gets exactly one signal, ours.
  // No stdin either: Vite's keyboard shortcuts own the terminal. Neither clears the screen, which would
  // wipe the other's output (the API prints the demo sign-ins when ready).
  run('api', [fileURLToPath(import.meta.resolve('tsx/cli')), 'watch', '--clear-screen=false', 'server/main.ts'], {
    env: { PORT: apiPort },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  }),
  run('web', [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), '--clearScreen', 'false'], {
    env: { API_PORT: apiPort },
    stdio: 'inherit',
  }),
];

let stopping = false;
let exitCode = 0;

function run(name, args, { env, stdio, detached = false }) {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio, detached });
  child.on('exit', (code, signal) => {
    // Whatever the process left in its own group (the API server under a killed tsx watch) goes too.
    if (detached) stopGroup(child.pid);
    if (!stopping) {
      // The terminal's Ctrl-C reaches Vite directly, and its exit may be seen before our own SIGINT.
      if (signal !== 'SIGINT') {
        console.error(`\n[dev] ${name} exited (${signal ?? `code ${code}`}); stopping the other.`);
        exitCode = code || 1;
      }
      stopAll('SIGTERM');
    }
    if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit(exitCode);
  });
  return child;
}

function stopAll(signal) {
  stopping = true;
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill(signal);
}

function stopGroup(pid) {
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    // The group is already empty (ESRCH), or there are no process groups (Windows).
  }
}

// Only the first signal is passed on: tsx watch would take a second one as a force kill (it does that by
// itself after a few seconds if the server hangs).
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopping || stopAll(signal));
