import { configDefaults, defineConfig } from 'vitest/config';

const CRASH_RUNS = 'src/test/crash-safety.test.ts';
const FUZZ_RUNS = 'src/test/fuzz/**/*.test.ts';

/** A project of the server's tests: each file builds its own app on its own copy of the run's database. */
function serverProject(name: string, include: string[], exclude: string[] = []) {
  return {
    test: {
      name,
      root: './server',
      include,
      exclude: [...configDefaults.exclude, ...exclude],
      globalSetup: ['src/test/global-setup.ts'],
      testTimeout: 60_000,
      hookTimeout: 120_000,
      // Files share each worker's loaded modules instead of importing the app afresh: every file builds its
      // own app on its own database (test/test-app.ts), and nothing mocks a module, so nothing leaks.
      isolate: false,
    },
  };
}

export default defineConfig({
  test: {
    // Most files wait on PostgreSQL more than they compute, so three workers keep two cores busy: the suite
    // took 197 s with Vitest's default on this 2-core machine and 104 s with 3 (docs/performance.md#vitest).
    maxWorkers: 3,
    projects: [
      { test: { name: 'contract', include: ['contract/src/**/*.test.ts'] } },
      // A lint test's first call loads the whole typed ESLint config: 2–4 s alone, over 5 s beside the suite.
      { test: { name: 'tools', include: ['tools/**/*.test.js'], testTimeout: 30_000 } },
      serverProject('server', ['src/**/*.test.ts', 'security/**/*.test.ts'], [CRASH_RUNS, FUZZ_RUNS]),
      // The long runs are projects of their own, so CI gives them a step of their own (.ci/run): the crash
      // runs kill and restart the built app on its own embedded PostgreSQL whatever DATABASE_URL says, and
      // the fuzz run sends bad input to every route of the app on the run's database.
      serverProject('server-crash', [CRASH_RUNS]),
      serverProject('server-fuzz', [FUZZ_RUNS]),
      {
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          // Most of the web's tests are logic (catalogues, forms' rules, formats): they run in Node, and a file
          // that draws or reads the DOM says `// @vitest-environment jsdom` at its top. A jsdom for every file
          // cost 68 s of CI's 143 s unit and API step in setting up alone.
          environment: 'node',
          // The screens' words, which the app adds when the dashboard loads.
          setupFiles: ['./web/src/lib/test-setup.ts'],
        },
      },
    ],
  },
});
