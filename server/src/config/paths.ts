import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The server package folder, found from this file whether it runs from src/ (tsx, vitest) or dist/ (bundle). */
function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && fs.readFileSync(manifest, 'utf8').includes('"@dastarkhan/server"'))
      return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @dastarkhan/server package folder');
    dir = parent;
  }
}

export const serverRoot = findServerRoot();
export const repoRoot = path.dirname(serverRoot);
export const migrationsFolder = path.join(serverRoot, 'src', 'db', 'migrations');
export const webDistFolder = path.join(repoRoot, 'web', 'dist');
