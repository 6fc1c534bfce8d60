// How much JavaScript (gzip) a browser downloads for each page, against the budgets in DESIGN.md.
// Read from Vite's manifest: a page costs the closure of its chunks (each chunk plus its static imports,
// recursively, counted once). Dynamic imports are excluded: they are what lazy loading defers.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Manifest } from 'vite';
import { printTable, type Row } from './table';

const root = fileURLToPath(new URL('..', import.meta.url));
const manifestFile = join(root, 'dist', '.vite', 'manifest.json');

const ENTRY = 'index.html';
const MESSAGES = 'src/i18n/messages.ru.ts';
const pages = [
  { name: 'sign-in page', chunks: [ENTRY, 'src/signin/SignInPage.tsx'], budgetKb: 150 },
  // An area downloads the messages of its language beside its chunk (src/main.tsx): Russian, the larger.
  {
    name: 'platform area + first list',
    chunks: [ENTRY, 'src/areas/platform/PlatformAdmin.tsx', MESSAGES],
    budgetKb: 450,
  },
  { name: 'company area + first list', chunks: [ENTRY, 'src/areas/company/CompanyAdmin.tsx', MESSAGES], budgetKb: 450 },
];

if (!isBuildCurrent()) {
  console.log('Building the console (dist/ is missing or older than its sources)...');
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const build = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const manifest: Manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const gzipKb = (file: string) => gzipSync(readFileSync(join(root, 'dist', file))).length / 1000;

const rows: Row[] = pages.map(({ name, chunks, budgetKb }) => {
  const missing = chunks.filter((key) => !manifest[key]);
  if (missing.length > 0) {
    // Only modules that start a chunk (entries and dynamic imports) have a key of their own.
    const note = `${missing.join(', ')} not in the manifest: not written yet, or not lazy-loaded with import()`;
    return { name, value: '-', budget: `${budgetKb} kB`, result: 'MISSING', note };
  }
  const files = closure(chunks).filter((file) => file.endsWith('.js'));
  const kb = files.reduce((sum, file) => sum + gzipKb(file), 0);
  return {
    name,
    value: `${kb.toFixed(1)} kB`,
    budget: `${budgetKb} kB`,
    result: kb <= budgetKb ? 'PASS' : 'OVER',
    note: `${files.length} files`,
  };
});

printTable('JavaScript downloaded (gzip)', rows);
if (rows.some((row) => row.result !== 'PASS')) process.exitCode = 1;

/** The output files of the given manifest keys and of everything they import statically, each once. */
function closure(keys: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    manifest[key]?.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return [...seen].map((key) => manifest[key].file);
}

/** Whether dist/ was built after the last change to anything the build reads (the inputs scripts/start.mjs
 * checks too). */
function isBuildCurrent(): boolean {
  if (!existsSync(manifestFile)) return false;
  const builtAt = statSync(manifestFile).mtimeMs;
  const inputs = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'].map((p) => join(root, p));
  return inputs.every((path) => {
    if (!existsSync(path)) return true;
    if (!statSync(path).isDirectory()) return statSync(path).mtimeMs <= builtAt;
    return readdirSync(path, { recursive: true, withFileTypes: true }).every(
      (entry) => !entry.isFile() || statSync(join(entry.parentPath, entry.name)).mtimeMs <= builtAt,
    );
  });
}
