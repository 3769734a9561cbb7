import { defineConfig } from 'vitest/config';
import { reactAsPreact } from './web/react-as-preact';

const BROWSER_CONDITIONS = ['module', 'browser', 'development|production'];

export default defineConfig({
  test: {
    // Most files wait on PostgreSQL more than they compute, so three workers keep two cores busy: the suite
    // took 197 s with Vitest's default on this 2-core machine and 104 s with 3 (ADR 0090).
    maxWorkers: 3,
    projects: [
      { test: { name: 'contract', include: ['contract/src/**/*.test.ts'] } },
      { test: { name: 'tools', include: ['tools/**/*.test.js'] } },
      {
        test: {
          name: 'server',
          root: './server',
          include: ['src/**/*.test.ts'],
          globalSetup: ['src/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Files share each worker's loaded modules instead of importing the app afresh: every file builds its
          // own app on its own database (test/test-app.ts), and nothing mocks a module, so nothing leaks.
          isolate: false,
        },
      },
      {
        // The web's tests render with Preact, as the built app does (ADR 0092): libraries are bundled through
        // Vite, resolved to their ES modules as in the browser, so their own imports of React reach Preact too.
        resolve: { alias: reactAsPreact, conditions: BROWSER_CONDITIONS },
        ssr: { resolve: { conditions: BROWSER_CONDITIONS, externalConditions: BROWSER_CONDITIONS } },
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // The screens' words, which the app adds when the dashboard loads, and Preact's last effects let run.
          setupFiles: ['./web/src/lib/test-setup.ts'],
          server: { deps: { inline: true } },
        },
      },
    ],
  },
});
