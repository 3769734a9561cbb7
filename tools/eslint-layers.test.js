import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const eslint = new ESLint({ cwd: repoRoot });

/** The boundaries errors ESLint reports for one import written in a (not necessarily existing) file of the repo. */
async function boundariesErrors(file, source) {
  const [result] = await eslint.lintText(`export * from '${source}';\n`, {
    filePath: path.join(repoRoot, file),
  });
  return result.messages.filter((message) => message.ruleId?.startsWith('boundaries/'));
}

/** The layer errors ESLint reports for one import. */
async function layerErrors(file, source) {
  return (await boundariesErrors(file, source)).filter(
    (message) => message.ruleId === 'boundaries/dependencies',
  );
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
  ['server/src/lib/probe.ts', '../app', 'lib importing app'],
  // contract/ is a leaf (ADR 0127): zod, date-fns and itself only.
  ['contract/src/probe.ts', '../../server/src/lib/errors', 'contract importing the server'],
  ['contract/src/probe.ts', '../../web/src/lib/format', 'contract importing the web'],
  ['contract/src/probe.ts', 'fastify', 'contract importing a package of the server'],
  ['contract/src/probe.ts', 'node:fs', "contract importing Node's own modules"],
  ['contract/src/probe.test.ts', '../../server/src/lib/errors', "contract's test importing the server"],
  // The production build (main.ts and cli/) never takes the sqlmap scan or the harness it shares with the tests.
  ['server/src/cli/probe.ts', '../support/probe-fixtures', 'a command importing the probe harness'],
  ['server/src/cli/probe.ts', '../../security/sqlmap-run', 'a command importing the sqlmap scan'],
  ['server/src/main.ts', '../security/sqlmap-canary', 'main importing the sqlmap scan'],
  ['server/src/features/costs/probe.ts', '../../support/probe-fixtures', 'a feature importing the harness'],
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
  ['server/src/test/probe.ts', '../app', 'the test harness importing app'],
  ['server/security/probe.ts', '../src/support/probe-fixtures', 'the sqlmap scan importing the harness'],
  ['server/bench/probe.ts', '../src/support/app-process', 'the bench importing the harness'],
  ['contract/src/probe.ts', './money', 'contract importing itself'],
  ['contract/src/probe.ts', 'zod', 'contract importing zod'],
  ['contract/src/probe.ts', '@date-fns/tz', 'contract importing date-fns (ADR 0068)'],
  ['contract/src/probe.test.ts', 'vitest', "contract's test importing vitest"],
  ['server/src/features/costs/probe.ts', '@dastarkhan/contract/money', 'a server feature importing contract'],
  ['web/src/main.tsx', './app/app', 'the web main importing app'],
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
    expect(await boundariesErrors(file, source)).toEqual([]);
  });
});

// Every file of the linted trees belongs to a layer (ADR 0127): a new folder is given one, or the lint fails.
const OUTSIDE = [
  [
    'server/src/helpers/probe.ts',
    '../lib/errors',
    'no-unknown-files',
    'a folder of server/src no layer names',
  ],
  ['web/src/utils/probe.ts', '../lib/format', 'no-unknown-files', 'a folder of web/src no layer names'],
  [
    'server/src/lib/probe.ts',
    '../../scripts/bundle.mjs',
    'no-unknown-dependencies',
    'an import of a file in no layer',
  ],
];

describe('files outside every layer (docs/decisions/0127-every-file-in-a-layer.md)', () => {
  it.each(OUTSIDE)('reports %s importing %s (%s: %s)', async (file, source, rule) => {
    const errors = await boundariesErrors(file, source);
    expect(errors.map((error) => error.ruleId)).toEqual([`boundaries/${rule}`]);
  });
});
