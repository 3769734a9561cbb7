import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Invoice } from '@dastarkhan/contract/invoices';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restoreDatabase } from '../db/backup';
import { connectionFile } from '../db/embedded';
import { serverRoot } from '../config/paths';
import { ADMIN, createAccount, signIn } from '../support/app-accounts';
import { startApp, stopApp, type AppProcess } from '../support/app-process';
import { withDatabase } from '../support/database-url';
import { brokenReceipts, rollupMismatches } from './invariants';
import { receiptBody, streamReceipts } from './receipt-load';

// The built app (server/dist, as `npm start` runs it) on its own embedded PostgreSQL, killed and restarted.
const run = promisify(execFile);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dastarkhan-crash-'));
fs.chmodSync(dataDir, 0o755);
const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
const KILL_CYCLES = 5;
const WRITERS = 4;

beforeAll(async () => {
  if (!fs.existsSync(path.join(serverRoot, 'dist', 'main.js'))) {
    throw new Error('server/dist is missing: run `npm run build` first (the root `npm test` does).');
  }
  await createAccount(env, ADMIN);
}, 120_000);
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function withSql<T>(work: (client: pg.Client) => Promise<T>, database?: string): Promise<T> {
  const url = fs.readFileSync(connectionFile(dataDir), 'utf8').trim();
  const client = new pg.Client({ connectionString: database ? withDatabase(url, database) : url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Every acknowledged receipt reads back exactly as acknowledged; no receipt is partial; roll-ups agree. */
async function expectIntact(url: string, authorization: string, acknowledged: Invoice[]): Promise<void> {
  const queue = [...acknowledged];
  const mismatches: string[] = [];
  const reader = async () => {
    for (let invoice = queue.pop(); invoice; invoice = queue.pop()) {
      const response = await fetch(`${url}/api/invoices/${invoice._id}`, { headers: { authorization } });
      const body = (await response.json()) as { data?: { invoice: Invoice } };
      if (JSON.stringify(body.data?.invoice) !== JSON.stringify(invoice)) {
        mismatches.push(`${invoice.invoiceNumber}: ${response.status}`);
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, reader));
  expect(mismatches).toEqual([]);
  await withSql(async (client) => {
    expect(await brokenReceipts(client)).toEqual([]);
    expect(await rollupMismatches(client)).toEqual([]);
    const { rows } = await client.query<{ n: string }>('select count(*) as n from invoices');
    expect(Number(rows[0]!.n)).toBeGreaterThanOrEqual(acknowledged.length);
  });
}

/** A receipt's POST with only the first 20 bytes of its body sent; `sendTheRest` finishes it. */
function receiptSentInPart(url: string, authorization: string, tag: string) {
  const body = JSON.stringify(receiptBody(tag, 1));
  const request = http.request(`${url}/api/invoices`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), authorization },
  });
  request.write(body.slice(0, 20));
  return { request, sendTheRest: () => request.end(body.slice(20)) };
}

async function started(): Promise<{ app: AppProcess; url: string; authorization: string }> {
  const app = await startApp({ env, entry: 'dist' });
  return { app, url: app.url, authorization: await signIn(app.url) };
}

describe('crash safety of the built app on the embedded database', () => {
  const acknowledged: Invoice[] = [];

  it(`keeps every acknowledged receipt through ${KILL_CYCLES} kill -9s in the middle of saving`, async () => {
    for (let cycle = 1; cycle <= KILL_CYCLES; cycle += 1) {
      const { app, url, authorization } = await started();
      await expectIntact(url, authorization, acknowledged);
      const stop = new AbortController();
      // The random moment counts from the first answer, so a slow start on a busy machine still sees saves.
      const killAfterMs = 50 + Math.floor(Math.random() * 950);
      let timer: NodeJS.Timeout | undefined;
      const load = await streamReceipts({
        url,
        authorization,
        tag: `kill${cycle}`,
        writers: WRITERS,
        stop: stop.signal,
        onRequest: () => {
          timer ??= setTimeout(() => app.child.kill('SIGKILL'), killAfterMs);
        },
      });
      clearTimeout(timer);
      expect(await app.exited).toBe('SIGKILL');
      // Until the kill every answer was a success; after it, requests simply got no answer.
      expect(load.statuses).toEqual({});
      expect(load.acknowledged.length).toBeGreaterThan(0);
      acknowledged.push(...load.acknowledged);
      console.log(
        `kill cycle ${cycle}: SIGKILL ${killAfterMs} ms into the load, ${load.acknowledged.length} receipts acknowledged, ` +
          `${load.unanswered} requests cut off`,
      );
    }
    const { app, url, authorization } = await started();
    try {
      await expectIntact(url, authorization, acknowledged);
      expect(new Set(acknowledged.map((invoice) => invoice.invoiceNumber)).size).toBe(acknowledged.length);
    } finally {
      expect(await stopApp(app)).toBe(0);
    }
  }, 240_000);

  it('on SIGTERM finishes the requests in flight, turns new ones away and leaves nothing half-written', async () => {
    const { app, url, authorization } = await started();
    // A receipt whose body is still arriving when the signal comes: it must still be saved and answered.
    const { request: slow, sendTheRest } = receiptSentInPart(url, authorization, 'sigterm-in-flight');
    const slowAnswer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      slow.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, body: Buffer.concat(chunks).toString() }),
        );
      });
      slow.on('error', reject);
    });

    const stop = new AbortController();
    let firstAnswer = () => undefined as void;
    const answered = new Promise<void>((resolve) => (firstAnswer = resolve));
    const load = streamReceipts({
      url,
      authorization,
      tag: 'sigterm',
      writers: WRITERS,
      stop: stop.signal,
      onRequest: () => firstAnswer(),
    });
    // Once a request sent after the slow one's headers is answered, the slow one is routed and reading its body.
    await answered;
    await new Promise((resolve) => setTimeout(resolve, 200));
    const signalled = Date.now();
    app.child.kill('SIGTERM');
    await expect.poll(() => app.output(), { timeout: 10_000 }).toContain('finishing requests in flight');

    sendTheRest();
    const answer = await slowAnswer;
    expect(answer.status).toBe(201);
    const inFlight = (JSON.parse(answer.body) as { data: { invoice: Invoice } }).data.invoice;

    const late = await fetch(`${url}/api/invoices`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization },
      body: JSON.stringify(receiptBody('sigterm-late', 1)),
    }).then(
      (response) => response.status,
      () => 'refused',
    );
    expect([503, 'refused']).toContain(late);

    const result = await load;
    stop.abort();
    expect(await app.exited).toBe(0);
    expect(app.output()).toContain('stopped cleanly');
    // Keep-alive connections must not hold the exit back (a service manager would SIGKILL a slow stop).
    expect(Date.now() - signalled).toBeLessThan(10_000);
    // Load requests were either saved or turned away with 503; none failed inside.
    expect(Object.keys(result.statuses).filter((status) => status !== '503')).toEqual([]);

    const restarted = await started();
    try {
      await expectIntact(restarted.url, restarted.authorization, [
        ...acknowledged,
        ...result.acknowledged,
        inFlight,
      ]);
    } finally {
      expect(await stopApp(restarted.app)).toBe(0);
    }
  }, 120_000);

  it('on SIGTERM does not wait past its grace for a client whose request stopped arriving', async () => {
    const { app, url, authorization } = await started();
    // The start of a receipt, then nothing more: a phone that lost the Wi-Fi in the middle of Charge.
    const { request: stalled } = receiptSentInPart(url, authorization, 'sigterm-stalled');
    const closed = new Promise<void>((resolve) => stalled.on('error', () => resolve()).on('close', resolve));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const signalled = Date.now();
    app.child.kill('SIGTERM');
    expect(await app.exited).toBe(0);
    // Without a grace the stop waited ~60 s, for the connection's own timeout.
    expect(Date.now() - signalled).toBeLessThan(15_000);
    expect(app.output()).toContain('1 connection(s) still open 5 s after SIGTERM: closing them');
    expect(app.output()).toContain('stopped cleanly');
    await closed;
  }, 120_000);

  it('backs up a consistent snapshot with npm run backup while receipts stream in', async () => {
    const { app, url, authorization } = await started();
    const file = path.join(dataDir, 'during-load.dump');
    try {
      const stop = new AbortController();
      const load = streamReceipts({ url, authorization, tag: 'backup', writers: WRITERS, stop: stop.signal });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const { stdout } = await run(
        process.execPath,
        [path.join(serverRoot, 'dist', 'cli', 'backup.js'), file],
        {
          env: { ...process.env, ...env },
        },
      );
      expect(stdout).toContain('Backed up the embedded database');
      stop.abort();
      expect((await load).acknowledged.length).toBeGreaterThan(0);

      // Restored beside the live database, the snapshot is whole: every receipt complete, the roll-up equal.
      const copy = 'restored_during_load';
      await withSql((client) => client.query(`create database ${copy}`));
      const liveUrl = fs.readFileSync(connectionFile(dataDir), 'utf8').trim();
      await restoreDatabase(withDatabase(liveUrl, copy), file);
      await withSql(async (client) => {
        expect(await brokenReceipts(client)).toEqual([]);
        expect(await rollupMismatches(client)).toEqual([]);
        const { rows } = await client.query<{ n: string }>('select count(*) as n from invoices');
        expect(Number(rows[0]!.n)).toBeGreaterThan(0);
      }, copy);
    } finally {
      expect(await stopApp(app)).toBe(0);
    }
  }, 120_000);
});

/** The running postmaster's pid and port, from its lock file. */
function postmaster(): { pid: number; port: number } {
  const lines = fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n');
  return { pid: Number(lines[0]), port: Number(lines[3]) };
}

/**
 * kill -9 of the app's PostgreSQL while the app is paused, then its port is taken (every connection to it cut at
 * once), so the app's restarts fail until the returned function frees the port: the outage lasts as long as the
 * test needs, however fast crash recovery is.
 */
async function killPostmasterAndHoldItsPort(app: AppProcess): Promise<() => Promise<void>> {
  const { pid, port } = postmaster();
  const blocker = net.createServer((socket) => socket.destroy());
  app.child.kill('SIGSTOP');
  try {
    process.kill(pid, 'SIGKILL');
    // The port is free once the killed server is gone.
    for (let taken = false; !taken;) {
      taken = await new Promise<boolean>((resolve) => {
        blocker.once('error', () => resolve(false));
        blocker.listen(port, '127.0.0.1', () => resolve(true));
      });
      if (!taken) await new Promise((resolve) => setTimeout(resolve, 5));
    }
  } finally {
    app.child.kill('SIGCONT');
  }
  return () => new Promise<void>((resolve) => blocker.close(() => resolve()));
}

type Answer = { status: number; retryAfter: string | null; body: unknown };

async function answer(url: string, init?: RequestInit): Promise<Answer> {
  const response = await fetch(url, init);
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: await response.json(),
  };
}

const health = (url: string) => answer(`${url}/api/health`);
const UP = { status: 200, retryAfter: null, body: { status: 'success', data: { database: 'up' } } };

describe('the embedded database dying under the running app', () => {
  it('is restarted by the app: 503 meanwhile, health back within 30 s, every acknowledged receipt kept', async () => {
    const { app, url, authorization } = await started();
    let exit: number | string;
    try {
      const stop = new AbortController();
      let requests = 0;
      const load = streamReceipts({
        url,
        authorization,
        tag: 'postmaster',
        writers: WRITERS,
        stop: stop.signal,
        throughOutages: true,
        onRequest: () => (requests += 1),
      });
      await expect.poll(() => requests, { timeout: 20_000 }).toBeGreaterThan(20);

      // An outage the app cannot end at once: every request answers 503 in the envelope, health says why.
      const freePort = await killPostmasterAndHoldItsPort(app);
      const killed = Date.now();
      await expect
        .poll(() => health(url), { timeout: 10_000 })
        .toEqual({
          status: 503,
          retryAfter: '5',
          body: {
            status: 'error',
            message: 'The database stopped and is being restarted; it is usually back within seconds.',
            code: 'databaseRestarting',
            data: { database: 'restarting' },
          },
        });
      const unavailable = {
        status: 503,
        retryAfter: '5',
        body: {
          status: 'error',
          message:
            'The database is not answering right now; it is usually back within seconds. Please wait a moment and try again.',
          code: 'databaseUnavailable',
        },
      };
      expect(await answer(`${url}/api/invoices`, { headers: { authorization } })).toEqual(unavailable);
      expect(
        await answer(`${url}/api/invoices`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization },
          body: JSON.stringify(receiptBody('postmaster-down', 1)),
        }),
      ).toEqual(unavailable);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await freePort();
      await expect.poll(() => health(url), { timeout: 30_000 - (Date.now() - killed) }).toEqual(UP);

      // Saves go on; then a plain kill -9, which the app's restart ends at once.
      const afterFirst = requests;
      await expect.poll(() => requests, { timeout: 20_000 }).toBeGreaterThan(afterFirst + 20);
      process.kill(postmaster().pid, 'SIGKILL');
      const killedAgain = Date.now();
      // Health is only asked once the app has seen the death (a backend may still answer for a moment).
      const noticed = () => app.output().split('The database stopped unexpectedly').length - 1;
      await expect.poll(noticed, { timeout: 10_000, interval: 20 }).toBe(2);
      await expect.poll(() => health(url), { timeout: 30_000, interval: 100 }).toEqual(UP);
      const recoveredInMs = Date.now() - killedAgain;
      const afterSecond = requests;
      await expect.poll(() => requests, { timeout: 20_000 }).toBeGreaterThan(afterSecond + 20);
      stop.abort();
      const result = await load;

      // Requests during the outages were turned away with 503, never a 500, and none went unanswered.
      expect(Object.keys(result.statuses).filter((status) => status !== '503')).toEqual([]);
      expect(result.statuses[503]).toBeGreaterThan(0);
      expect(result.unanswered).toBe(0);
      console.log(
        `postmaster killed twice under load: ${result.acknowledged.length} receipts acknowledged, ` +
          `${result.statuses[503]} answered 503, health up ${recoveredInMs} ms after the plain kill -9`,
      );
      await expectIntact(url, authorization, result.acknowledged);
      // The sales fold kept running through the outages: every delta is folded into the roll-up again.
      await expect
        .poll(() => withSql(async (client) => (await client.query('select 1 from sales_deltas')).rowCount), {
          timeout: 10_000,
        })
        .toBe(0);
    } finally {
      exit = await stopApp(app);
    }
    expect(exit).toBe(0);
    expect(app.output()).toContain('The database stopped unexpectedly');
    expect(app.output()).toContain('stopped cleanly');
  }, 120_000);

  it('stops cleanly on SIGTERM while its database is down, and the next start has every receipt', async () => {
    const { app, url, authorization } = await started();
    const saved = await answer(`${url}/api/invoices`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization },
      body: JSON.stringify(receiptBody('before-sigterm', 1)),
    });
    expect(saved.status).toBe(201);
    const freePort = await killPostmasterAndHoldItsPort(app);
    try {
      await expect.poll(async () => (await health(url)).status, { timeout: 10_000 }).toBe(503);
      expect(await stopApp(app)).toBe(0);
    } finally {
      app.child.kill('SIGKILL');
      await freePort();
    }
    expect(app.output()).toContain('stopped cleanly');
    expect(() => execFileSync('pgrep', ['-f', path.join(dataDir, 'pg')])).toThrow();
    const restarted = await started();
    try {
      await expectIntact(restarted.url, restarted.authorization, [
        (saved.body as { data: { invoice: Invoice } }).data.invoice,
      ]);
    } finally {
      expect(await stopApp(restarted.app)).toBe(0);
    }
  }, 120_000);
});
