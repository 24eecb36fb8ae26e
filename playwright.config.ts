import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

// E2E_PORT and E2E_DIST let several builds be tested side by side; the defaults are what `npm test` uses.
const port = Number(process.env.E2E_PORT ?? 4173);
const dist = process.env.E2E_DIST ?? 'dist';
const dataDir = `.e2e-data-${port}`;
const chromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));

// Browser journeys run against the production build on a fresh demo shop.
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  // Assertions wait on real signals; a loaded 2-core machine can take longer than the default 5 s to show them.
  expect: { timeout: 10_000 },
  // One retry absorbs a stall of a loaded 2-core machine; a retried pass is still reported as flaky (decision 007).
  retries: 1,
  workers: 2,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Bounded actions make a stall name the step that stalled instead of only the test timeout.
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
    launchOptions: {
      ...(chromium ? { executablePath: chromium } : {}),
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  // Journeys that switch a shop-wide setting every page reads (the address structure) run last, alone (decision 032).
  projects: [
    { name: 'journeys', testIgnore: /\.shop-wide\.spec\.ts$/ },
    // One worker: two such files side by side would switch settings under each other.
    { name: 'shop-wide settings', testMatch: /\.shop-wide\.spec\.ts$/, dependencies: ['journeys'], fullyParallel: false, workers: 1 },
  ],
  webServer: {
    // The server sends its mail to a real SMTP server in the same process, whose messages journeys read (tests/support/mailbox.ts).
    command: `rm -rf ${dataDir} && node --disable-warning=ExperimentalWarning tests/support/e2e-server.mjs ${dist}`,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { NODE_ENV: 'production', WEB_CONCURRENCY: '1', PORT: String(port), E2E_PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: `file:${dataDir}/shop.db`, LOG_REQUESTS: '0', LIMIT_SESSIONS_PER_HOUR: '1000000', LIMIT_SIGN_UPS_PER_HOUR: '1000000', LIMIT_CONFIRMATIONS_PER_HOUR: '1000000', LIMIT_QUICK_BUYS_PER_HOUR: '1000000', LIMIT_REVIEWS_PER_HOUR: '1000000' },
  },
});
