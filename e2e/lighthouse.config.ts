import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './support/chromium';

// `npm run lighthouse`: Lighthouse audits of the screens a restaurant uses most, on the built app with the
// demo restaurant's data. A benchmark that reports scores, not a test: it stays out of `npm test` (issue 15).
export default defineConfig({
  testDir: './lighthouse',
  outputDir: './.artifacts/lighthouse',
  globalSetup: './lighthouse/demo-server.ts',
  workers: 1,
  timeout: 30 * 60_000,
  reporter: [['list']],
  use: { launchOptions: { executablePath: chromiumPath, args: chromiumArgs } },
});
