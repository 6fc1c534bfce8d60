import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const hasServerTools = (dir: string) => existsSync(path.join(dir, 'pg_ctl')) && existsSync(path.join(dir, 'initdb'));

/**
 * A directory with PostgreSQL's pg_ctl and initdb, or undefined when the machine has none (then the
 * server-postgres test project and the list-actions benchmark are skipped). Looks at POSTGRES_BIN, then
 * Debian's /usr/lib/postgresql/<highest version>/bin, then the PATH.
 */
export function findPostgresBin(): string | undefined {
  const debianRoot = '/usr/lib/postgresql';
  const debianVersions = existsSync(debianRoot)
    ? readdirSync(debianRoot)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => path.join(debianRoot, version, 'bin'))
    : [];
  const candidates = [
    ...(process.env.POSTGRES_BIN ? [process.env.POSTGRES_BIN] : []),
    ...debianVersions,
    ...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean),
  ];
  return candidates.find(hasServerTools);
}
