import path from 'node:path';
import { fileURLToPath } from 'node:url';
import boundaries from 'eslint-plugin-boundaries';

const repoRoot = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/**
 * Imports run one way (docs/decisions/0062-layers.md): each layer is a folder and lists the layers it may import;
 * any other import is an error, and so is a feature importing another feature (each feature folder is its own
 * element, so only its own files import each other freely). Folders are matched from the repository root, the
 * first match wins: the workspace's own `src/` comes last and takes the files at its top (app.ts, main.tsx).
 */
const LAYERS = {
  // The server: config → db → lib → plugins → features → app; seed and support beside app; cli and bench on top.
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
    may: ['server-config', 'server-db', 'server-lib', 'server-feature', 'server-seed', 'server-support'],
  },
  'server-bench': {
    folder: 'server/bench',
    may: ['server-config', 'server-db', 'server-lib', 'server-feature', 'server-seed', 'server-support'],
  },
  'server-test': { folder: 'server/src/test', may: 'anything' },
  'server-app': {
    folder: 'server/src',
    may: ['server-config', 'server-db', 'server-lib', 'server-plugins', 'server-feature'],
  },
  // The web: app → features → components → lib.
  'web-app': { folder: 'web/src/app', may: ['web-feature', 'web-components', 'web-lib'] },
  'web-feature': { folder: 'web/src/features/*', may: ['web-components', 'web-lib'] },
  'web-components': { folder: 'web/src/components', may: ['web-lib'] },
  'web-lib': { folder: 'web/src/lib', may: [] },
  'web-main': { folder: 'web/src', may: ['web-app'] },
};

const FEATURES = new Set(['server-feature', 'web-feature']);
const ALL = Object.keys(LAYERS);

const policies = [
  ...Object.entries(LAYERS).map(([type, { may }]) => ({
    from: { element: { type } },
    allow: {
      to: { element: { type: may === 'anything' ? ALL : [...may, ...(FEATURES.has(type) ? [] : [type])] } },
    },
  })),
  // A test sits above everything in its workspace, wherever its file lives.
  { from: { file: { categories: 'test' } }, allow: { to: { element: { type: ALL } } } },
];

export const layers = {
  files: ['server/src/**/*.ts', 'server/bench/**/*.ts', 'web/src/**/*.{ts,tsx}'],
  plugins: { boundaries },
  settings: {
    'boundaries/root-path': repoRoot,
    'boundaries/elements': Object.entries(LAYERS).map(([type, { folder }]) => ({
      type,
      pattern: folder,
      partialMatch: false,
    })),
    'boundaries/files': [{ category: 'test', pattern: '**/*.test.{ts,tsx}' }],
    'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        policies,
        message:
          'Imports run one way (docs/decisions/0062-layers.md): {{from.type}} may not import {{to.type}} ({{dependency.source}}).',
      },
    ],
  },
};
