import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderApiReference } from '../server/docs/api-reference';

/**
 * Writes docs/api.md from the Action contracts (`npm run docs:api`). With `--check` it writes nothing and
 * fails when the checked-in file differs from what the contracts say (CI). The rendering itself is
 * server/docs/api-reference.ts, which a server test also compares with the file.
 */
const target = fileURLToPath(new URL('../docs/api.md', import.meta.url));
const rendered = renderApiReference();

if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    // A missing file is as stale as an outdated one.
  }
  if (current !== rendered) {
    console.error('docs/api.md is out of date with contract/: run `npm run docs:api` and commit the result.');
    process.exit(1);
  }
  console.log('docs/api.md is up to date.');
} else {
  writeFileSync(target, rendered);
  console.log('Wrote docs/api.md.');
}
