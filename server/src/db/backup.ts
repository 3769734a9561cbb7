import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { ADVISORY_LOCKS } from './advisory-locks';
import { pgInvocation } from './pg-tools';

const run = promisify(execFile);

/** Tables whose rows a fresh, migrated database already has: they do not make a database "in use". */
const REFERENCE_TABLES = new Set(['recipe_categories', 'settings', 'stock_categories']);

export class RestoreRefusedError extends Error {}

function toolFailure(tool: string, error: unknown): Error {
  const stderr = (error as { stderr?: string }).stderr?.trim();
  return new Error(`${tool} failed: ${stderr || (error instanceof Error ? error.message : String(error))}`);
}

/**
 * Writes a custom-format dump of the database. pg_dump reads one snapshot, so the file is consistent while
 * the app keeps writing; it is written beside the target and renamed, so a failed dump never leaves a file
 * that looks complete.
 */
export async function dumpDatabase(url: string, file: string, signal?: AbortSignal): Promise<void> {
  const { bin, dbname, env } = await pgInvocation('pg_dump', url);
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true, mode: 0o700 });
  const partial = `${file}.partial`;
  try {
    await run(
      bin,
      ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`, `--dbname=${dbname}`],
      { env, signal, maxBuffer: 16 * 1024 * 1024 },
    );
    // It holds password hashes and every receipt: readable by the app's user only.
    fs.chmodSync(partial, 0o600);
    fs.renameSync(partial, file);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw toolFailure('pg_dump', error);
  }
}

/** Tables (other than reference data a migration seeds) that hold at least one row. */
export async function tablesWithRows(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `select quote_ident(table_name) as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    );
    const used: string[] = [];
    for (const { name } of tables) {
      if (REFERENCE_TABLES.has(name)) continue;
      const { rowCount } = await client.query(`select 1 from ${name} limit 1`);
      if (rowCount) used.push(name);
    }
    return used;
  } finally {
    await client.end();
  }
}

/**
 * Loads a dump made by dumpDatabase in one transaction: it either fully replaces what the dump contains or
 * changes nothing. A database that already holds data is refused unless `force` is set.
 */
export async function restoreDatabase(
  url: string,
  file: string,
  options: { force?: boolean } = {},
): Promise<void> {
  if (!fs.existsSync(file)) throw new RestoreRefusedError(`No backup file at ${file}`);
  const { bin, dbname, env } = await pgInvocation('pg_restore', url);
  try {
    await run(bin, ['--list', file], { env, maxBuffer: 64 * 1024 * 1024 });
  } catch {
    throw new RestoreRefusedError(`${file} is not a backup made by npm run backup (pg_dump custom format).`);
  }
  const used = await tablesWithRows(url);
  if (used.length > 0 && !options.force) {
    throw new RestoreRefusedError(
      `The database is not empty (rows in ${used.join(', ')}). Restoring would replace them; ` +
        'run the restore again with --force if that is what you want (take a backup first).',
    );
  }
  // A running app folds the sales roll-ups every second; while pg_restore drops and creates the tables, the
  // fold's lock is held here, so the fold skips its turns instead of deadlocking with the restore.
  const foldLock = new pg.Client({ connectionString: url });
  await foldLock.connect();
  try {
    await foldLock.query('select pg_advisory_lock($1)', [ADVISORY_LOCKS.salesFold]);
    await run(
      bin,
      [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--no-privileges',
        '--single-transaction',
        '--exit-on-error',
        `--dbname=${dbname}`,
        file,
      ],
      { env, maxBuffer: 16 * 1024 * 1024 },
    );
  } catch (error) {
    throw toolFailure('pg_restore', error);
  } finally {
    await foldLock.end();
  }
}
