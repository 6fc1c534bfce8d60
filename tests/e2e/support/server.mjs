// The server the end-to-end tests run against (playwright.config.ts starts it as its webServer): the real
// server and the already built console, on a fresh data directory that is removed when the server stops,
// so every run starts from the same demo data. PORT and DEMO_PASSWORD come from the config.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_BUNDLE, serverBuildReason } from '../../../scripts/build-server.mjs';

const root = fileURLToPath(new URL('../../..', import.meta.url));

// Neither build is made here. The console's would hide a broken build behind the server's start-up
// timeout, and every worker starts a server of its own: they would all write the one server bundle at
// once. The server is the bundle `npm start` runs (scripts/build-server.mjs), so the tests see what
// ships; a stale one would test an older server without a word.
if (!existsSync(join(root, 'dist', 'index.html'))) {
  console.error('dist/index.html is missing: build the console first (npm run build).');
  process.exit(1);
}
const stale = serverBuildReason();
if (stale) {
  console.error(`${stale}: build the server first (npm run build; npm test and npm start do it themselves).`);
  process.exit(1);
}

// A fixed place per port (git ignores .tmp/) rather than a new temporary directory each run: whatever a
// killed run left behind is wiped here, not piled up. Playwright has checked that the port is free, so no
// server is using this directory.
const dataDir = join(root, '.tmp', `e2e-data-${process.env.PORT}`);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const env = { ...process.env, HOST: '127.0.0.1', DATA_DIR: dataDir };
// Always the embedded database: a DATABASE_URL from the developer's shell must not receive test data.
delete env.DATABASE_URL;

const server = spawn(process.execPath, [SERVER_BUNDLE], { cwd: root, env, stdio: 'inherit' });

// Playwright stops the webServer with a signal; pass it on so the server closes the database cleanly
// before its directory is removed.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));

server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 1);
});
