import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './support/chromium';

export default defineConfig({
  testDir: './tests',
  outputDir: './.artifacts/results',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    viewport: { width: 1280, height: 720 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The app's service worker would answer the journeys' script requests from its precache, out of reach of
    // page.route, and precache every file again in each new context; installable-app.spec.ts allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
});
