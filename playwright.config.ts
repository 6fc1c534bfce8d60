import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './tests/e2e/support/chromium';
import { baseUrlOf, DEMO_PASSWORD, E2E_CAMERA_DENY_NETWORKS, E2E_PORT, E2E_WORKERS } from './tests/e2e/support/env';

const ci = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // Each worker has a server and database of its own (the fixtures' baseURL), so they run side by side.
  workers: E2E_WORKERS,
  forbidOnly: ci,
  // A failing test runs once more, recording a trace (below): recording one for every test took half of
  // Chromium's CPU (its DOM snapshots and screencast) and a fifth of the run's time.
  retries: 1,
  // CI's machine has been seen running the specs two to three times slower than a developer's: the
  // tariff's life cycle, 11 s here, took 31 s there and outran the default 30 s, as did its retry.
  timeout: ci ? 60_000 : 30_000,
  expect: { timeout: ci ? 10_000 : 5_000 },
  reporter: 'list',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  webServer: Array.from({ length: E2E_WORKERS }, (_, parallelIndex) => ({
    command: 'node tests/e2e/support/server.mjs',
    url: `${baseUrlOf(parallelIndex)}/healthz`,
    // TRUST_PROXY=loopback: the server stands as it would behind a reverse proxy on its own machine, so a
    // browser that sends X-Forwarded-For is a client of another address (bans.spec.ts); without the
    // header every browser is 127.0.0.1, as before.
    env: {
      PORT: String(E2E_PORT + parallelIndex),
      DEMO_PASSWORD,
      CAMERA_CHECK_DENY_NETWORKS: E2E_CAMERA_DENY_NETWORKS,
      TRUST_PROXY: 'loopback',
      // The specs sign the demo operator in many times within one 30-second step: a harness-only setting
      // lets a used step serve again (README; the refusal itself is tests/server/two-factor.test.ts's).
      TWO_FACTOR_ALLOW_REPLAY: 'true',
    },
    // A fresh data directory is migrated and seeded first, by every worker's server at once: about 12 s
    // alone here, so a slower machine starting four gets three minutes.
    timeout: 180_000,
    reuseExistingServer: false,
    // SIGTERM rather than Playwright's default SIGKILL, so the launcher can remove the data directory.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  })),
});
