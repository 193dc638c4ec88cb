import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';

const port = Number(process.env.E2E_PORT ?? 3917);
const baseURL = `http://localhost:${port}`;

// Debian's Chromium by default (browsers cannot be downloaded here); Playwright's own build where none is found.
const chromiumPath = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path));

export const e2eEnv = {
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  // Overridable so that two builds (say, two checkouts' e2e runs) need not share one folder.
  NEXT_DIST_DIR: process.env.E2E_DIST_DIR ?? '.next-e2e',
  SITE_URL: baseURL,
  DATABASE_URL: process.env.E2E_DATABASE_URL ?? 'file:./var/e2e.db',
  ENQUIRY_RATE_LIMIT_PER_MINUTE: '10000',
  // e2e/push.spec.ts's push service is a stand-in on loopback (the site is on this machine, so this is allowed).
  PUSH_LOOPBACK_FOR_TESTS: '1',
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // The site's service worker would carry pages, data and images from one test into the next within a
    // context's life and answer requests that specs expect the server to see; only e2e/offline.spec.ts,
    // which is about the worker, allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // Resets the e2e database, builds into .next-e2e and starts `next start` (see the script).
    command: `node tests/harness/e2e-server.mjs ${port}`,
    url: `${baseURL}/api/health`,
    timeout: 900_000,
    reuseExistingServer: !process.env.CI,
    env: e2eEnv,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
