import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/lib/chromium.mjs';

/**
 * Real-browser suites against the real app (backend + built frontend + embedded PostgreSQL), started once by
 * e2e/support/global-setup.ts on a free port with a fresh data folder. Debian's Chromium, never a download.
 * The first-visit suite runs first (it registers the first account, which becomes ADMIN); every other suite
 * depends on it and signs in with the same admin (see e2e/support/accounts.ts).
 */

export default defineConfig({
  testDir: './e2e',
  testMatch: /.*\.spec\.ts$/,
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // Ceilings, not waits: tests wait on the app's own signals. Six suites share two cores here, and a page
  // that loads in a second alone can take ten under that load.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  // One folder per run: several people may run the suites at the same time in this checkout.
  outputDir: (process.env.E2E_OUTPUT_DIR ??= `./test-results/run-${process.pid}`),
  use: {
    browserName: 'chromium',
    headless: true,
    locale: 'nl-NL',
    viewport: { width: 1280, height: 800 },
    actionTimeout: 20_000,
    navigationTimeout: 40_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [
    { name: 'first-visit', testMatch: /(^|\/)first-visit\.spec\.ts$/ },
    { name: 'app', testIgnore: /(^|\/)first-visit\.spec\.ts$/, dependencies: ['first-visit'] },
  ],
});
