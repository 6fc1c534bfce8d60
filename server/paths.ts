import { fileURLToPath } from 'node:url';

/**
 * The repository's root. This module is one folder below it both as source (server/paths.ts, which
 * tsx and the tests run) and bundled into dist-server/main.mjs (which `npm start` runs), so one URL
 * relative to it finds the root either way; a module deeper in server/ could not resolve its own files
 * by `import.meta.url` once bundled.
 */
const root = new URL('..', import.meta.url);

/** The built console that the server serves. */
export const BUILT_CONSOLE = fileURLToPath(new URL('dist', root));

/** Drizzle's migrations, applied at every start. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('server/db/migrations', root));
