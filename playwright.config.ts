import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './tests/e2e/support/chromium';
import { BASE_URL, DEMO_PASSWORD, E2E_CAMERA_DENY_NETWORKS, E2E_PORT } from './tests/e2e/support/env';

const ci = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // One worker: the specs share one server and its database, on a 2-core machine.
  workers: 1,
  forbidOnly: ci,
  retries: ci ? 1 : 0,
  // CI's machine has been seen running the specs two to three times slower than a developer's.
  expect: { timeout: ci ? 10_000 : 5_000 },
  reporter: 'list',
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node tests/e2e/support/server.mjs',
    url: `${BASE_URL}/healthz`,
    // TRUST_PROXY=loopback: the server stands as it would behind a reverse proxy on its own machine, so a
    // browser that sends X-Forwarded-For is a client of another address (bans.spec.ts); without the
    // header every browser is 127.0.0.1, as before.
    env: {
      PORT: String(E2E_PORT),
      DEMO_PASSWORD,
      CAMERA_CHECK_DENY_NETWORKS: E2E_CAMERA_DENY_NETWORKS,
      TRUST_PROXY: 'loopback',
    },
    // A fresh data directory is migrated and seeded first.
    timeout: 60_000,
    reuseExistingServer: false,
    // SIGTERM rather than Playwright's default SIGKILL, so the launcher can remove the data directory.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
