// `npm run bench [name...]`: the benchmarks in bench/ (all of them, or the ones named), each measured
// against its budget from DESIGN.md. Never part of `npm test`: timings on a shared 2-core machine are
// for reading, not for failing a build.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const all = ['bundle-size', 'startup', 'list-actions', 'access-tree'];

const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !all.includes(name));
if (unknown.length > 0) {
  console.error(`Unknown benchmark: ${unknown.join(', ')}. Known: ${all.join(', ')}.`);
  process.exit(2);
}

const failed = [];
for (const name of chosen.length > 0 ? chosen : all) {
  console.log(`\n== ${name}`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', `bench/${name}.ts`], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) failed.push(name);
}
if (failed.length > 0) {
  console.log(`\nOver budget or not measured: ${failed.join(', ')}`);
  process.exit(1);
}
