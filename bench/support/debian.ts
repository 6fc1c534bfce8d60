// What a benchmark needs from Debian, installed by the benchmark itself when it is missing (as .ci/run
// installs what the tests need): `apt-get install` as root, else through sudo. A machine without Debian's
// tools, or where the install fails, is told why, and the benchmark says it could not measure.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A package and how to tell it is installed (a file it brings). */
export interface DebianPackage {
  name: string;
  installed: () => boolean;
}

export const HAPROXY: DebianPackage = { name: 'haproxy', installed: () => existsSync(HAPROXY_BIN) };
export const HAPROXY_BIN = '/usr/sbin/haproxy';

/**
 * Installs those of `packages` that are missing (one `apt-get update` first) and says which could not be.
 * `log` tells what is happening: an install takes a minute.
 */
export async function ensureDebianPackages(
  packages: DebianPackage[],
  log: (message: string) => void = console.log,
): Promise<string[]> {
  const missing = packages.filter((item) => !item.installed());
  if (missing.length === 0) return [];
  if (!existsSync('/usr/bin/apt-get')) return missing.map((item) => `${item.name} (no apt-get on this machine)`);
  const root = process.getuid?.() === 0;
  const aptGet = (args: string[]) =>
    root
      ? run('apt-get', args, { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }, maxBuffer: 1 << 26 })
      : run('sudo', ['-n', 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', ...args], { maxBuffer: 1 << 26 });
  const names = missing.map((item) => item.name);
  log(`Installing from Debian: ${names.join(', ')}`);
  try {
    await aptGet(['update', '-q']);
    await aptGet(['install', '-y', '-q', '--no-install-recommends', ...names]);
  } catch (error) {
    log(`apt-get failed: ${(error as Error).message.split('\n')[0]}`);
  }
  return missing.filter((item) => !item.installed()).map((item) => item.name);
}
