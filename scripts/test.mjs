// `npm test`: every check the project has, one stage after another with its output streamed. The first
// failing stage ends the run (later ones would only add noise). The closing line is the total of test counts, read from the test
// runners' JSON reports: `N passed, N failed, N skipped`.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { buildServer } from './build-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = mkdtempSync(join(tmpdir(), 'intercom-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };

const stages = [
  {
    // tsc and ESLint each run on one core: side by side they take the time of the slower one. Prettier's
    // check follows ESLint. The output of the two is interleaved; each names its files.
    name: 'type check, lint and format',
    run: async () => {
      const [typed, linted] = await Promise.all([
        exec('tsc', ['-b']),
        exec('eslint', ['.']).then((ok) => ok && exec('prettier', ['--check', '--log-level=warn', '.'])),
      ]);
      return typed && linted;
    },
  },
  {
    // Unit, server on PGlite, and server on PostgreSQL where its binaries exist (vitest.config.ts).
    name: 'unit and server tests (vitest)',
    async run() {
      const report = join(reports, 'vitest.json');
      const ok = await exec('vitest', ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);
      const r = readReport(report);
      if (r) count(r.numPassedTests, r.numFailedTests, r.numPendingTests + r.numTodoTests);
      return ok;
    },
  },
  {
    // docs/api.md from the contract, docs/database-objects.sql from the migrations.
    name: 'generated docs are current',
    run: async () =>
      (
        await Promise.all([
          exec('tsx', ['scripts/generate-api-docs.ts', '--check']),
          exec('tsx', ['scripts/database-objects.ts', '--check']),
        ])
      ).every(Boolean),
  },
  { name: 'console build', run: () => exec('vite', ['build']) },
  // What `npm start` runs, and what the end-to-end tests run against.
  {
    name: 'server build',
    async run() {
      try {
        await buildServer();
        return true;
      } catch (error) {
        console.error(error);
        return false;
      }
    },
  },
  {
    name: 'end-to-end (Playwright)',
    async run() {
      // Check for a browser first, so a machine without one gets the how-to rather than a stack trace.
      const { findChromium } = await tsImport('../tests/e2e/support/chromium.ts', import.meta.url);
      try {
        console.log(`Chromium: ${findChromium()}`);
      } catch (error) {
        console.error(error.message);
        return false;
      }
      const report = join(reports, 'playwright.json');
      const ok = await exec('playwright', ['test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_FILE: report });
      const s = readReport(report)?.stats;
      // A test that passed on its retry (CI retries once) counts as passed; the list shows it as flaky.
      if (s) count(s.expected + s.flaky, s.unexpected, s.skipped);
      return ok;
    },
  },
];

// A terminal's Ctrl-C reaches the running tool by itself, and a second SIGINT would make Playwright quit
// without stopping its web server. SIGTERM reaches this process alone: it is passed on as SIGINT, the
// signal the test runners clean up on.
const children = new Set();
let interrupted = false;
process.on('SIGINT', () => (interrupted = true));
process.on('SIGTERM', () => {
  interrupted = true;
  for (const child of children) child.kill('SIGINT');
});

const started = performance.now();
const results = [];
for (const stage of stages) {
  console.log(`\n== ${stage.name}`);
  const t0 = performance.now();
  const ok = (await stage.run()) && !interrupted;
  results.push({ name: stage.name, result: ok ? 'ok' : 'FAILED', seconds: (performance.now() - t0) / 1000 });
  if (!ok) break;
}
rmSync(reports, { recursive: true, force: true });

console.log('\n== summary');
const width = Math.max(...stages.map((stage) => stage.name.length));
const line = (name, seconds, result = '') =>
  `${name.padEnd(width)} ${seconds.toFixed(1).padStart(6)} s  ${result}`.trimEnd();
for (const stage of stages) {
  const r = results.find((x) => x.name === stage.name) ?? { result: 'not run', seconds: 0 };
  console.log(line(stage.name, r.seconds, r.result));
}
console.log(line('total', (performance.now() - started) / 1000));
const failedStage = results.find((r) => r.result === 'FAILED');
if (failedStage) console.log(`npm test failed at: ${failedStage.name}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedStage ? 1 : 0);

/** Runs a tool installed in node_modules/.bin with the output streamed; resolves to whether it succeeded. */
function exec(tool, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(join(root, 'node_modules', '.bin', tool), args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: 'inherit',
      // The .bin entries are .cmd scripts on Windows.
      shell: process.platform === 'win32',
    });
    child.on('error', (error) => {
      console.error(`${tool}: ${error.message}`);
      resolve(false);
    });
    children.add(child);
    child.on('exit', (code) => {
      children.delete(child);
      resolve(code === 0);
    });
  });
}

/** A JSON report, or undefined when the runner died before writing one (its own output says why). */
function readReport(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

function count(passed, failed, skipped) {
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
}
