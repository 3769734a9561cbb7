import fs from 'node:fs';
import { defineConfig } from '@playwright/test';

// Debian's Chromium; Playwright's own browser download is not used. Its headless shell (apt-get install
// chromium-headless-shell) runs the journeys in half the time of the full browser (ADR 0082), so it is
// preferred when installed.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const executablePath =
  process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

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
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
