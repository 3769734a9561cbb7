import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverRoot } from '../config/paths';
import { fingerprint, type Fingerprint } from '../test/fingerprint';
import { seedThroughApi, send } from '../test/seed-api';
import { createTestContext, type TestContext } from '../test/test-app';
import { ADVISORY_LOCKS } from './advisory-locks';
import { dumpDatabase, restoreDatabase, RestoreRefusedError } from './backup';
import { seedDemo } from '../seed/demo';
import { findPgTool, PgToolError } from './pg-tools';

const run = promisify(execFile);
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'dastarkhan-backup-test-'));
let ctx: TestContext;
let seeded: Fingerprint;
let receipts: number;

beforeAll(async () => {
  ctx = await createTestContext();
  // The demo restaurant (90 days of receipts, stock, costs) plus a little of everything through the API.
  const demo = await seedDemo(ctx.db, { timeZone: 'Asia/Dhaka' });
  await seedThroughApi(ctx);
  receipts = demo.counts.invoices + 5;
  seeded = await fingerprint(ctx.pool);
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

/**
 * Drops everything, holding the lock the app's once-a-second fold takes: dropping the tables one by one while a
 * fold writes several of them would deadlock with it.
 */
async function wipe(): Promise<void> {
  await ctx.pool.query(
    `begin; select pg_advisory_xact_lock(${ADVISORY_LOCKS.salesFold});
     drop schema public cascade; create schema public; drop schema if exists drizzle cascade; commit`,
  );
}

/** Runs a command-line tool from source the way `npm run …` does, on the test database. */
async function cli(name: string, args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', path.join(serverRoot, 'src', 'cli', `${name}.ts`), ...args],
      { cwd: serverRoot, env: { ...process.env, DATABASE_URL: ctx.url } },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe('backup and restore', () => {
  it('brings back every row and every amount after the database is wiped', async () => {
    expect(seeded.invoices!.rows).toBe(receipts);
    expect(seeded.sales_by_day!.rows).toBeGreaterThan(0);
    const file = path.join(folder, 'round-trip.dump');
    const started = performance.now();
    await dumpDatabase(ctx.url, file);
    await wipe();
    expect(await fingerprint(ctx.pool)).toEqual({});
    await restoreDatabase(ctx.url, file);
    const elapsed = performance.now() - started;

    expect(await fingerprint(ctx.pool)).toEqual(seeded);
    const rows = Object.values(seeded).reduce((sum, table) => sum + table.rows, 0);
    console.log(`backup → wipe → restore of the demo data (${rows} rows) took ${Math.round(elapsed)} ms`);
    // The app keeps working on the restored database with the sessions it had.
    const { total } = await send<{ total: number }>(
      ctx.app,
      (await ctx.as('admin')).headers,
      'GET',
      '/api/invoices',
    );
    expect(total).toBe(receipts);
  });

  it('refuses to overwrite a database that holds data unless forced, and then replaces it', async () => {
    const file = path.join(folder, 'force.dump');
    await dumpDatabase(ctx.url, file);
    const before = await fingerprint(ctx.pool);
    await send(ctx.app, (await ctx.as('admin')).headers, 'POST', '/api/costs', [
      { reason: 'After the backup', amount: 99 },
    ]);
    const changed = await fingerprint(ctx.pool);
    expect(changed.costs!.rows).toBe(before.costs!.rows + 1);

    const refusal = restoreDatabase(ctx.url, file);
    await expect(refusal).rejects.toBeInstanceOf(RestoreRefusedError);
    await expect(refusal).rejects.toThrow(/not empty.*--force/s);
    expect(await fingerprint(ctx.pool)).toEqual(changed);

    await restoreDatabase(ctx.url, file, { force: true });
    expect(await fingerprint(ctx.pool)).toEqual(before);
  });

  it('refuses a file that is not a backup without touching the database', async () => {
    const file = path.join(folder, 'not-a-dump.dump');
    fs.writeFileSync(file, 'hello');
    const before = await fingerprint(ctx.pool);
    await expect(restoreDatabase(ctx.url, file, { force: true })).rejects.toThrow(/not a backup/);
    await expect(restoreDatabase(ctx.url, path.join(folder, 'missing.dump'))).rejects.toThrow(
      /No backup file/,
    );
    expect(await fingerprint(ctx.pool)).toEqual(before);
  });

  it('names the package to install when no pg_dump matches the server version', async () => {
    await expect(findPgTool('pg_dump', 99)).rejects.toBeInstanceOf(PgToolError);
    await expect(findPgTool('pg_dump', 99)).rejects.toThrow(/apt-get install postgresql-client-99/);
  });

  it('works from the command line: npm run backup FILE, npm run restore FILE [--force]', async () => {
    const file = path.join(folder, 'cli.dump');
    const backup = await cli('backup', [file]);
    expect(backup).toMatchObject({ code: 0, output: expect.stringContaining(`Backed up`) });
    expect(fs.statSync(file).size).toBeGreaterThan(1000);

    const refused = await cli('restore', [file]);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/The database is not empty .*--force/s);

    const before = await fingerprint(ctx.pool);
    await wipe();
    const restored = await cli('restore', [file]);
    expect(restored).toMatchObject({ code: 0, output: expect.stringContaining('Restored') });
    expect(await fingerprint(ctx.pool)).toEqual(before);
  });
});
