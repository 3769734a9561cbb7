// Installs the workspace dependencies when they are missing or older than the lockfile, so a fresh
// clone needs nothing but Node. Kept dependency-free: it runs before anything is installed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

export function ensureInstalled() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    console.error(`Dastarkhan needs Node.js 20.19 or newer; this is ${process.version}.`);
    process.exit(1);
  }
  const marker = 'node_modules/.package-lock.json';
  const stale =
    !fs.existsSync(marker) ||
    (fs.existsSync('package-lock.json') &&
      fs.statSync('package-lock.json').mtimeMs > fs.statSync(marker).mtimeMs);
  if (stale) {
    console.log('Installing dependencies (first run)...');
    run('npm', [fs.existsSync('package-lock.json') ? 'ci' : 'install', '--no-audit', '--no-fund']);
  }
}
