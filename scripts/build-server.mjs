// The API server compiled ahead of time into one module, dist-server/main.mjs, which `npm start` and
// the end-to-end tests run. Running server/main.ts under tsx instead cost about 1.3 s of every start
// (tsx's loader hooks every module, node_modules too, and compiles the TypeScript), and tsx compiles
// with esbuild's `keepNames`, which makes every named closure a request creates cost a defineProperty.
// The packages stay in node_modules (imported at run time), so the bundle is the project's own code.
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_BUNDLE = join(root, 'dist-server', 'main.mjs');
/** The files esbuild read for the bundle (its metafile): a change to any of them makes the bundle stale. */
const INPUTS = join(root, 'dist-server', 'inputs.json');

/** Why the server needs building, or undefined when dist-server/ is current. */
export function serverBuildReason() {
  if (!existsSync(SERVER_BUNDLE) || !existsSync(INPUTS)) return 'dist-server/main.mjs is missing';
  const builtAt = statSync(SERVER_BUNDLE).mtimeMs;
  // This script too: a change to how the server is built.
  const inputs = [...JSON.parse(readFileSync(INPUTS, 'utf8')), 'scripts/build-server.mjs'];
  for (const input of inputs) {
    const file = join(root, input);
    // A file gone was imported by one that changed since: that one is newer, or the import is gone too.
    if (existsSync(file) && statSync(file).mtimeMs > builtAt) return `${input} is newer than dist-server/main.mjs`;
  }
  return undefined;
}

/** esbuild's options for a module of the server's own code from `entry` (a fifth of a second to build). */
const bundleOptions = (entry, outfile) => ({
  absWorkingDir: root,
  entryPoints: [entry],
  outfile,
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  metafile: true,
  // For stack traces by source line: NODE_OPTIONS=--enable-source-maps (not by default: it slows the start).
  sourcemap: 'linked',
  logLevel: 'warning',
});

/** Builds dist-server/main.mjs; esbuild is loaded only when a build is needed. */
export async function buildServer() {
  const { build } = await import('esbuild');
  const result = await build(bundleOptions('server/main.ts', SERVER_BUNDLE));
  writeFileSync(INPUTS, JSON.stringify(Object.keys(result.metafile.inputs)));
}

/**
 * Builds the process a benchmark serves from (bench/measured-server-child.ts: the app, or the reference
 * server) as the server is built, into dist-server/bench-server.mjs, and returns its path: the benchmark
 * measures the code `npm start` runs, not what tsx makes of the sources (its `keepNames` gives every
 * named closure a defineProperty).
 */
export async function buildBenchServer() {
  const { build } = await import('esbuild');
  const outfile = join(root, 'dist-server', 'bench-server.mjs');
  await build(bundleOptions('bench/measured-server-child.ts', outfile));
  return outfile;
}

// `node scripts/build-server.mjs` (part of `npm run build`) builds it whatever its state.
if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
