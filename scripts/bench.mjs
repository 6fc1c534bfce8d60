// `npm run bench [name...]`: the benchmarks in bench/ (all of them, or the ones named), each measured
// against its budget (docs/architecture.md, Budgets). Never part of `npm test`: timings on a shared 2-core machine are
// for reading, not for failing a build.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const all = ['bundle-size', 'startup', 'list-actions', 'access-tree', 'search', 'attention'];
// The journal seeds 5 million events first (minutes): run when named, `npm run bench journal`.
// Run only when named (`npm run bench soak faults`): each takes minutes (a 60 s load after 200 sign-ins;
// a database restart and two SIGKILLs with their recoveries), and their question is whether anything
// breaks or is lost under load and faults, not how fast the code is, which is what the default run tracks.
// `sync` seeds the large data set too (minutes), then runs 2,000 simulated door devices against one and
// two API servers (HAProxy) with a server killed and PostgreSQL restarted: `npm run bench sync`.
// `import` uploads and reads a file of 100,000 residents (a minute or two): `npm run bench import`.
const onDemand = ['soak', 'faults', 'journal', 'sync', 'import'];
const known = [...all, ...onDemand];

const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !known.includes(name));
if (unknown.length > 0) {
  console.error(`Unknown benchmark: ${unknown.join(', ')}. Known: ${known.join(', ')}.`);
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
