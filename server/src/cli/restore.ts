import fs from 'node:fs';
import { readEnv } from '../config/env';
import { restoreDatabase } from '../db/backup';
import { openToolDatabase } from '../db/tool-database';
import { fail, npmFlag, readArgs, userPath } from '../lib/cli-args';

// npm run restore FILE [--force]
// Loads a backup into an empty database; --force replaces a database that already holds data.
const { values, positionals } = readArgs({ force: { type: 'boolean' } });
if (positionals.length !== 1) fail('Usage: npm run restore FILE [--force]');
const file = userPath(positionals[0]!);
if (!fs.existsSync(file)) fail(`No backup file at ${file}`);
const force = values.force === true || npmFlag('force');

try {
  // Restoring under a running app would swap tables beneath its open requests and caches: stop it first.
  const database = await openToolDatabase(readEnv(), {
    whileAppRuns: false,
    mustExist: false,
    command: 'npm run restore',
  });
  const started = performance.now();
  try {
    await restoreDatabase(database.url, file, { force });
  } finally {
    await database.release();
  }
  console.log(
    `Restored ${file} into ${database.where} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
