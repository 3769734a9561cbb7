import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dumpDatabase, restoreDatabase } from '../db/backup';
import { pgInvocation } from '../db/pg-tools';
import { serverRoot } from '../config/paths';
import { ADMIN, signIn } from '../support/app-accounts';
import { startApp, stopApp, type AppProcess } from '../support/app-process';
import { createTestContext, type TestContext } from './test-app';

// The built app (server/dist, as `npm start` runs it) signing tokens with the key of its own data folder.
const run = promisify(execFile);
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'dastarkhan-signing-key-'));
const liveDir = path.join(folder, 'shop');
const otherDir = path.join(folder, 'other-machine');
const keyFile = path.join(liveDir, 'jwt-secret');
let live: TestContext;
let restored: TestContext;
const running: AppProcess[] = [];

beforeAll(async () => {
  if (!fs.existsSync(path.join(serverRoot, 'dist', 'main.js'))) {
    throw new Error('server/dist is missing: run `npm run build` first (the root `npm test` does).');
  }
  [live, restored] = await Promise.all([createTestContext(), createTestContext()]);
});
afterAll(async () => {
  await Promise.all(running.map(stopApp));
  await Promise.all([live.close(), restored.close()]);
  fs.rmSync(folder, { recursive: true, force: true });
});

async function serve(databaseUrl: string, dataDir: string): Promise<AppProcess & { url: string }> {
  const app = await startApp({ env: { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, JWT_SECRET: '' } });
  running.push(app);
  return app;
}

const me = async (url: string, authorization: string) =>
  (await fetch(`${url}/api/auth/me`, { headers: { authorization } })).status;

/** The dump as the SQL it would replay: a custom-format dump is compressed, so its bytes prove nothing. */
async function dumpAsSql(file: string): Promise<string> {
  const { bin, env } = await pgInvocation('pg_restore', live.url);
  const { stdout } = await run(bin, ['--file=-', file], { env, maxBuffer: 64 * 1024 * 1024 });
  return stdout;
}

describe('the token signing key', () => {
  let token: string;
  let shop: AppProcess & { url: string };

  it('lives in a 0600 file in DATA_DIR, created on first start, and never in the database or its backups', async () => {
    shop = await serve(live.url, liveDir);
    // Several nodes on one DATABASE_URL would each make their own key: the start-up says what to do.
    expect(shop.output()).toContain('give every one the same JWT_SECRET');
    const registered = await fetch(`${shop.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...ADMIN, passwordConfirm: ADMIN.password }),
    });
    expect(registered.status).toBe(201);
    token = await signIn(shop.url);
    expect(await me(shop.url, token)).toBe(200);

    expect(fs.statSync(keyFile).mode & 0o777).toBe(0o600);
    const key = fs.readFileSync(keyFile, 'utf8').trim();
    expect(key.length).toBeGreaterThanOrEqual(32);
    const { rows } = await live.pool.query<{ key: string }>('select key from settings');
    expect(rows.map((row) => row.key)).not.toContain('jwt_secret');

    const file = path.join(folder, 'shop.dump');
    await dumpDatabase(live.url, file);
    const sql = await dumpAsSql(file);
    expect(sql).toContain(ADMIN.email);
    expect(sql).not.toContain(key);
    expect(sql).not.toContain('jwt_secret');
  });

  it('keeps sessions across a restart on the same data folder', async () => {
    await stopApp(shop);
    const key = fs.readFileSync(keyFile, 'utf8');
    shop = await serve(live.url, liveDir);
    expect(fs.readFileSync(keyFile, 'utf8')).toBe(key);
    expect(await me(shop.url, token)).toBe(200);
  });

  it('refuses a token of the live shop on an instance restored from its backup under another data folder', async () => {
    await restoreDatabase(restored.url, path.join(folder, 'shop.dump'));
    const copy = await serve(restored.url, otherDir);
    expect(await me(copy.url, token)).toBe(401);
    // The restored accounts themselves work: signing in there gives a session of its own.
    expect(await me(copy.url, await signIn(copy.url))).toBe(200);
    expect(fs.readFileSync(path.join(otherDir, 'jwt-secret'), 'utf8')).not.toBe(
      fs.readFileSync(keyFile, 'utf8'),
    );
  });
});
