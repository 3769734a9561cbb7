import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const eslint = new ESLint({ cwd: repoRoot });

/** The layer errors ESLint reports for one import written in a (not necessarily existing) file of the repo. */
async function layerErrors(file, source) {
  const [result] = await eslint.lintText(`export * from '${source}';\n`, {
    filePath: path.join(repoRoot, file),
  });
  return result.messages.filter((message) => message.ruleId === 'boundaries/dependencies');
}

// Each import names a file that exists, so the rule sees where it really points.
const BACK_UP = [
  ['server/src/config/probe.ts', '../lib/errors', 'config importing lib'],
  ['server/src/db/probe.ts', '../lib/errors', 'db importing lib'],
  ['server/src/lib/probe.ts', '../plugins/auth', 'lib importing plugins'],
  ['server/src/db/probe.ts', '../features/auth/auth.service', 'db importing a feature'],
  ['server/src/features/costs/probe.ts', '../../app', 'a feature importing app'],
  ['server/src/features/costs/probe.ts', '../auth/auth.service', 'a feature importing another feature'],
  ['server/src/app.ts', './seed/demo', 'app importing the demo seed'],
  ['server/src/seed/probe.ts', '../support/app-process', 'the seed importing support'],
  ['server/src/cli/probe.ts', '../test/test-app', 'a command importing the test harness'],
  ['server/bench/probe.ts', '../src/test/test-app', 'the bench importing the test harness'],
  ['web/src/lib/probe.ts', '../components/ui/button', 'web lib importing components'],
  ['web/src/components/ui/probe.ts', '../../features/auth/login-page', 'a component importing a feature'],
  ['web/src/features/costs/probe.ts', '../../app/nav', 'a web feature importing app'],
  [
    'web/src/features/costs/probe.ts',
    '../customers/api/get-customers',
    'a web feature importing another feature',
  ],
];

const DOWN = [
  ['server/src/db/probe.ts', '../config/env', 'db importing config'],
  ['server/src/features/costs/probe.ts', './costs.service', 'a feature importing its own files'],
  ['server/src/features/costs/probe.ts', '../../plugins/auth', 'a feature importing plugins'],
  ['server/src/seed/probe.ts', '../features/auth/auth.service', 'the seed importing a feature'],
  ['server/src/cli/probe.ts', '../support/app-process', 'a command importing support'],
  ['server/src/db/probe.test.ts', '../test/test-app', 'a test importing the test harness'],
  ['web/src/app/probe.ts', '../features/costs/extra-cost-page', 'web app importing a feature'],
  ['web/src/features/costs/probe.ts', '../../components/ui/button', 'a web feature importing components'],
];

describe('the layer lint (docs/decisions/0062-layers.md)', () => {
  it.each(BACK_UP)('reports %s importing %s (%s)', async (file, source) => {
    const errors = await layerErrors(file, source);
    expect(errors).toHaveLength(1);
    expect(errors[0].message).toContain('Imports run one way');
  });

  it.each(DOWN)('lets %s import %s (%s)', async (file, source) => {
    expect(await layerErrors(file, source)).toEqual([]);
  });
});
