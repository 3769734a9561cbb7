import path from 'node:path';
import { fileURLToPath } from 'node:url';
import boundaries from 'eslint-plugin-boundaries';

const repoRoot = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/**
 * Imports run one way (docs/decisions/0062-layers.md): each layer lists the layers it may import; any other import
 * is an error, and so is a feature importing another feature (each feature folder is its own element, so only its
 * own files import each other freely). A layer is a folder, matched from the repository root (the first match
 * wins), or the files at the top of a workspace (app.ts, main.tsx), matched file by file: a folder no layer names
 * holds files outside every layer, and such a file is an error (docs/decisions/0127-every-file-in-a-layer.md).
 */
const LAYERS = {
  // Both sides import it, so it imports neither: a leaf, with the few packages below.
  contract: { folder: 'contract/src', may: [] },
  // The server: config → db → lib → plugins → features → app; seed and support beside app; cli and bench on top.
  // What ships (scripts/build.mjs) is main.ts and cli/: neither reaches support/, the harness that drives the
  // built app from outside for the tests, the bench and security/ (the sqlmap scan, which nothing imports).
  'server-config': { folder: 'server/src/config', may: [] },
  'server-db': { folder: 'server/src/db', may: ['server-config'] },
  'server-lib': { folder: 'server/src/lib', may: ['server-config', 'server-db'] },
  'server-plugins': { folder: 'server/src/plugins', may: ['server-config', 'server-db', 'server-lib'] },
  'server-feature': {
    folder: 'server/src/features/*',
    may: ['server-config', 'server-db', 'server-lib', 'server-plugins'],
  },
  'server-seed': {
    folder: 'server/src/seed',
    may: ['server-config', 'server-db', 'server-lib', 'server-feature'],
  },
  'server-support': {
    folder: 'server/src/support',
    may: ['server-config', 'server-db', 'server-lib', 'server-plugins', 'server-feature'],
  },
  'server-cli': {
    folder: 'server/src/cli',
    may: ['server-config', 'server-db', 'server-lib', 'server-feature', 'server-seed'],
  },
  'server-bench': {
    folder: 'server/bench',
    may: ['server-config', 'server-db', 'server-lib', 'server-feature', 'server-seed', 'server-support'],
  },
  'server-security': {
    folder: 'server/security',
    may: ['server-config', 'server-db', 'server-lib', 'server-support'],
  },
  'server-test': { folder: 'server/src/test', may: 'anything' },
  'server-app': {
    files: 'server/src/*.ts',
    may: ['server-config', 'server-db', 'server-lib', 'server-plugins', 'server-feature'],
  },
  // The web: app → features → components → lib.
  'web-app': { folder: 'web/src/app', may: ['web-feature', 'web-components', 'web-lib'] },
  'web-feature': { folder: 'web/src/features/*', may: ['web-components', 'web-lib'] },
  'web-components': { folder: 'web/src/components', may: ['web-lib'] },
  'web-lib': { folder: 'web/src/lib', may: [] },
  // With the app's style sheet, which main.tsx imports.
  'web-main': { files: 'web/src/*.{ts,tsx,css}', may: ['web-app'] },
};

/**
 * The packages contract/ may import: zod for the schemas, and date-fns with its time zones for the business day
 * that both sides must compute alike (docs/decisions/0068-dates-through-date-fns-tz.md). None of Node's modules:
 * the browser runs contract/ too.
 */
const CONTRACT_PACKAGES = ['zod', 'date-fns', '@date-fns/tz'];

const FEATURES = new Set(['server-feature', 'web-feature']);
const ALL = Object.keys(LAYERS);
const ALL_BUT_CONTRACT = ALL.filter((type) => type !== 'contract');

/**
 * Selects the files of the given layers (folder layers are elements, top-file layers file categories); `test`: only
 * their tests.
 */
function inLayers(types, { test = false } = {}) {
  const folders = types.filter((type) => LAYERS[type].folder);
  const files = types.filter((type) => LAYERS[type].files);
  const tests = test ? ['test'] : [];
  return [
    ...(folders.length
      ? [{ element: { type: folders }, ...(test && { file: { categories: { allOf: tests } } }) }]
      : []),
    ...(files.length ? [{ file: { categories: { anyOf: files, allOf: tests } } }] : []),
  ];
}

const policies = [
  // Packages and Node's own modules: every layer but contract/ may import them.
  { from: inLayers(ALL_BUT_CONTRACT), allow: { to: { module: { origin: ['external', 'core'] } } } },
  {
    from: inLayers(['contract']),
    allow: { to: { module: { origin: 'external', source: CONTRACT_PACKAGES } } },
  },
  ...Object.entries(LAYERS).map(([type, { may }]) => ({
    from: inLayers([type]),
    allow: { to: inLayers(may === 'anything' ? ALL : [...may, ...(FEATURES.has(type) ? [] : [type])]) },
  })),
  // A test sits above everything, wherever its file lives; contract's own tests import only contract/ and vitest.
  // Last, so that it wins over the top-file layer a test at the top of a workspace (app.test.ts) also belongs to.
  { from: inLayers(ALL_BUT_CONTRACT, { test: true }), allow: { to: inLayers(ALL) } },
  {
    from: inLayers(['contract'], { test: true }),
    allow: { to: { module: { origin: 'external', source: 'vitest' } } },
  },
];

export const layers = {
  files: [
    'contract/src/**/*.ts',
    'server/src/**/*.ts',
    'server/bench/**/*.ts',
    'server/security/**/*.ts',
    'web/src/**/*.{ts,tsx}',
  ],
  plugins: { boundaries },
  settings: {
    'boundaries/root-path': repoRoot,
    'boundaries/elements': ALL.filter((type) => LAYERS[type].folder).map((type) => ({
      type,
      pattern: LAYERS[type].folder,
      partialMatch: false,
    })),
    'boundaries/files': [
      { category: 'test', pattern: '**/*.test.{ts,tsx}' },
      ...ALL.filter((type) => LAYERS[type].files).map((type) => ({
        category: type,
        pattern: LAYERS[type].files,
      })),
    ],
    'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.d.ts', '.js'] } },
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        // Packages are checked too, or contract/ could import any of them; the policies let the other layers.
        checkAllOrigins: true,
        policies,
        message:
          'Imports run one way (docs/decisions/0062-layers.md, 0127-every-file-in-a-layer.md): ' +
          '{{#if from.type}}{{from.type}}{{else}}{{from.file.categories}}{{/if}} may not import {{dependency.source}}' +
          '{{#if to.type}} ({{to.type}}){{else if to.file.categories}} ({{to.file.categories}}){{/if}}.',
      },
    ],
    // A file in no layer, or an import of one, is an error: the layers would otherwise not see it.
    'boundaries/no-unknown-files': 'error',
    'boundaries/no-unknown-dependencies': 'error',
  },
};
