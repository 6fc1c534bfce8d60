import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The server test files that prove nothing of the database engine, each with why: they run once, on
 * PostgreSQL where its binaries are installed, else on PGlite (vitest.config.ts). Every other file runs on
 * both, and so does a new one until it is listed here. A file belongs here only when what it checks is the
 * same whatever the engine: the protocol, the HTTP server, the configuration, a generated document. Not a
 * file whose handlers' SQL, triggers, types or concurrency could answer differently on the two.
 */
export const ENGINE_INDEPENDENT: Record<string, string> = {
  // Generated over the whole contract: on both they were a third of the server tests' time. The handlers'
  // SQL is the same PostgreSQL in both; what differs (connections, concurrency) these do not exercise.
  'tests/server/roles.test.ts': 'every role against every Action: the guard of the protocol',
  'tests/server/contract-fuzz.test.ts': 'hostile values in every parameter: refused before any SQL',
  'tests/server/cross-company.test.ts': 'another company’s ids in every Action: the ownership checks',
  'tests/server/protocol.test.ts': 'the Timestamp, Action, method and parameter checks, error answers, headers',
  'tests/server/docs.test.ts': 'docs/api.md against the contract: no database at all',
  'tests/server/console.test.ts': 'the built console’s files and their headers',
  'tests/server/logging.test.ts': 'what the logger writes and redacts',
  'tests/server/timeouts.test.ts': 'the HTTP server’s limits on slow and large requests',
  'tests/server/trust-proxy.test.ts': 'TRUST_PROXY read from the environment, and the client address it gives',
};

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** The list's files, refusing a name that is no file: a renamed test would quietly run on both again. */
export function engineIndependentFiles(): string[] {
  const files = Object.keys(ENGINE_INDEPENDENT);
  const missing = files.filter((file) => !existsSync(`${root}${file}`));
  if (missing.length > 0) throw new Error(`tests/server/setup/engines.ts names no such file: ${missing.join(', ')}`);
  return files;
}
