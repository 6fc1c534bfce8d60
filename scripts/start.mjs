// `npm start`: the console and the API server, each built when its sources changed, the server running in
// this terminal.
// A warm start (existing data directory, current build) must be ready within 3 s, so nothing here runs
// unless it has to: the freshness check is a walk over file times, and neither Vite nor esbuild is loaded.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, SERVER_BUNDLE, serverBuildReason } from './build-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtIndex = join(root, 'dist', 'index.html');

/** Everything `vite build` reads from the repository. */
const buildInputs = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'].map((p) => join(root, p));

/** Why the console needs building, or undefined when dist/ is current. */
function buildReason() {
  if (!existsSync(builtIndex)) return 'dist/index.html is missing';
  const builtAt = statSync(builtIndex).mtimeMs;
  for (const file of files(buildInputs)) {
    if (statSync(file).mtimeMs > builtAt) return `${relative(root, file)} is newer than dist/index.html`;
  }
  return undefined;
}

function* files(paths) {
  for (const path of paths) {
    if (!existsSync(path)) continue;
    if (!statSync(path).isDirectory()) {
      yield path;
      continue;
    }
    for (const entry of readdirSync(path, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) yield join(entry.parentPath, entry.name);
    }
  }
}

const reason = buildReason();
if (reason) {
  console.log(`Building the console: ${reason}.`);
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const build = spawnSync(process.execPath, [vite, 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const serverReason = serverBuildReason();
if (serverReason) {
  console.log(`Building the server: ${serverReason}.`);
  await buildServer();
}

const server = spawn(process.execPath, [SERVER_BUNDLE], { cwd: root, stdio: 'inherit' });

// Ctrl-C in a terminal reaches the server by itself, but `kill` or a supervisor signals only this
// process: pass SIGINT/SIGTERM on, and stay alive until the server has closed.
const forward = (signal) => server.kill(signal);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, forward);

server.on('exit', (code, signal) => {
  if (code !== null) process.exit(code);
  // Killed by a signal: die of the same one, so whoever started us sees what happened.
  for (const s of ['SIGINT', 'SIGTERM']) process.off(s, forward);
  process.kill(process.pid, signal);
});
