// `npm install` and `npm ci` run this (the `prepare` script): git takes its hooks from .githooks/, so a
// fresh clone checks its commits without a step of its own, and `git blame` skips the mechanical commits
// of .git-blame-ignore-revs. Outside a git work tree it does nothing.
import { spawnSync } from 'node:child_process';

const inWorkTree = spawnSync('git', ['rev-parse', '--is-inside-work-tree'], { encoding: 'utf8' }).stdout?.trim();
if (inWorkTree === 'true') {
  spawnSync('git', ['config', 'core.hooksPath', '.githooks'], { stdio: 'inherit' });
  spawnSync('git', ['config', 'blame.ignoreRevsFile', '.git-blame-ignore-revs'], { stdio: 'inherit' });
}
