// The pre-commit hook (.githooks/pre-commit): Prettier and ESLint on the files the commit changes, as
// staged, so that a commit never needs a formatting commit after it. `npm test` checks the whole tree.
import { execFileSync, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const staged = execFileSync('git', ['diff', '--cached', '--name-only', '--diff-filter=ACMR', '-z'], { cwd: root })
  .toString()
  .split('\0')
  .filter(Boolean);
const lintable = staged.filter((file) => /\.(ts|tsx|mts|js|mjs)$/.test(file));

const run = (tool, args) =>
  spawnSync(join(root, 'node_modules', '.bin', tool), args, { cwd: root, stdio: 'inherit' }).status === 0;

const formatted = staged.length === 0 || run('prettier', ['--check', '--ignore-unknown', ...staged]);
const linted = lintable.length === 0 || run('eslint', ['--no-warn-ignored', ...lintable]);
if (!formatted) console.error('Format them with `npx prettier --write <files>`, stage them again and commit.');
process.exit(formatted && linted ? 0 : 1);
