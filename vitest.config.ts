import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { engineIndependentFiles } from './tests/server/setup/engines.ts';
import { findPostgresBin } from './tests/server/setup/postgres-bin.ts';
import { actionMethods } from './vite.actionMethods.ts';

const serverProject = (name: string, database: 'pglite' | 'postgres', exclude: string[] = []) => ({
  test: {
    name,
    environment: 'node' as const,
    include: ['tests/server/**/*.test.ts'],
    exclude,
    globalSetup: [`tests/server/setup/global-${database}.ts`],
    env: { TEST_DATABASE: database },
    setupFiles: database === 'postgres' ? ['tests/server/setup/one-query-at-a-time.ts'] : [],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A worker's test files share one module graph, as the unit tests' do: importing the server afresh
    // for each file took 86 of the PGlite project's 229 s. Each file still has a database of its own; the
    // server's caches are kept per database (WeakMaps), and no server test mocks a module.
    isolate: false,
  },
});

// The server tests run on PGlite, and again on a throwaway PostgreSQL cluster when the machine has
// PostgreSQL's binaries (CI installs them); those that prove nothing of the engine run once.
const postgresAvailable = findPostgresBin() !== undefined;

export default defineConfig({
  plugins: [react(), actionMethods()],
  test: {
    // A worker per core. Left to itself Vitest ran one worker on this 2-core machine: the unit project
    // alone took 295 s, and 143 s with two.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
          testTimeout: 20_000,
          // The test files of a worker share one module graph: react-admin and MUI are imported once per
          // worker rather than once per file, which took most of a small file's time. Each test still
          // starts from an empty profile, DOM, timers and mocks (setup.ts), and a file that mocks a module
          // of src/ loads src/ afresh (i18n-completeness.test.tsx).
          isolate: false,
        },
      },
      // The files that prove nothing of the engine run once: on PostgreSQL where it is (setup/engines.ts).
      serverProject('server-pglite', 'pglite', postgresAvailable ? engineIndependentFiles() : []),
      ...(postgresAvailable ? [serverProject('server-postgres', 'postgres')] : []),
    ],
  },
});
