import path from 'node:path';
import { readEnv } from '../config/env';
import { backupFileName, BACKUPS_FOLDER } from '../db/daily-backup';
import { dumpDatabase } from '../db/backup';
import { openToolDatabase } from '../db/tool-database';
import { fail, readArgs, userPath } from '../lib/cli-args';

// npm run backup [FILE]
// A consistent dump of the database (embedded or DATABASE_URL). Works while the app runs.
const { positionals } = readArgs({});
if (positionals.length > 1) fail('Usage: npm run backup [FILE]');
const env = readEnv();
const file = positionals[0]
  ? userPath(positionals[0])
  : path.join(env.DATA_DIR, BACKUPS_FOLDER, backupFileName(new Date(), env.TZ, 'manual'));

try {
  const database = await openToolDatabase(env, {
    whileAppRuns: true,
    mustExist: true,
    command: 'npm run backup',
  });
  const started = performance.now();
  try {
    await dumpDatabase(database.url, file);
  } finally {
    await database.release();
  }
  console.log(
    `Backed up ${database.where} to ${file} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
