import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
      { test: { name: 'web', include: ['web/src/**/*.test.{ts,tsx}'] } },
    ],
  },
});
