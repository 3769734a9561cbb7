import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnApp, startApp, stopApp } from '../support/app-process';

// The embedded server belongs to the app: these run the real app process on a real data folder.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dastarkhan-lifecycle-'));
fs.chmodSync(dataDir, 0o755);
const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function postmasterPid(): number | undefined {
  const file = path.join(dataDir, 'pg', 'postmaster.pid');
  return fs.existsSync(file) ? Number(fs.readFileSync(file, 'utf8').split('\n')[0]) : undefined;
}

/** Running, as opposed to gone or a zombie waiting for init to reap it. */
function alive(pid: number | undefined): boolean {
  if (!pid) return false;
  try {
    return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

async function register(url: string, n: number) {
  const response = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: `Cashier ${n}`,
      email: `cashier${n}@example.com`,
      password: 'password123',
      passwordConfirm: 'password123',
    }),
  });
  expect(response.status).toBe(201);
}

async function login(url: string, n: number) {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `cashier${n}@example.com`, password: 'password123' }),
  });
  return response.status;
}

describe('the embedded database lifecycle', () => {
  it('refuses a second app on the same data folder, stops cleanly on SIGTERM, and says so in its log', async () => {
    const first = await startApp({ env, entry: 'source' });
    await register(first.url, 1);

    const second = spawnApp({ env, entry: 'source' });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('Another Dastarkhan app');
    expect(second.output()).toContain(dataDir);

    const serverPid = postmasterPid();
    expect(alive(serverPid)).toBe(true);
    expect(await stopApp(first)).toBe(0);
    expect(first.output()).toContain('stopped cleanly');
    // Everything the app says goes through its logger, and at the default level no line per request.
    const lines = first.output().trimEnd().split('\n');
    for (const line of [...lines, second.output().trim()]) expect(line).toMatch(/^\{"level":\d+,.*"msg":/);
    expect(lines.filter((line) => line.includes('/api/auth/register'))).toEqual([]);
    expect(alive(serverPid)).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'app.pid'))).toBe(false);
  });

  it('after kill -9 the next start stops the orphaned server, recovers and serves every committed row', async () => {
    const crashed = await startApp({ env, entry: 'source' });
    for (let n = 2; n <= 6; n += 1) await register(crashed.url, n);
    const orphan = postmasterPid();
    crashed.child.kill('SIGKILL');
    await crashed.exited;
    // The database outlives the app that was killed: it is detached from it.
    expect(alive(orphan)).toBe(true);

    const restarted = await startApp({ env, entry: 'source' });
    try {
      expect(alive(orphan)).toBe(false);
      for (let n = 1; n <= 6; n += 1) expect(await login(restarted.url, n)).toBe(200);
      const health = await fetch(`${restarted.url}/api/health`);
      expect(await health.json()).toEqual({ status: 'success', data: { database: 'up' } });
    } finally {
      expect(await stopApp(restarted)).toBe(0);
    }
    expect(() => execFileSync('pgrep', ['-f', path.join(dataDir, 'pg')])).toThrow();
  });
});
