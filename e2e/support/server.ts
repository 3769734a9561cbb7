import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import net from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const serverMain = path.join(repoRoot, 'server', 'dist', 'main.js');

export type Account = {
  name: string;
  email: string;
  password: string;
  role: 'admin' | 'manager' | 'cashier' | 'staff';
};

export type RunningServer = {
  url: string;
  stop(): Promise<void>;
  /** Stops the app's process as a crash or an unplugged box would, keeping its data; `start` brings it back. */
  halt(): Promise<void>;
  /** Starts the app again on the same port and data. */
  start(): Promise<void>;
};

/** A port free now, so a restarted app answers at the same address the browser has open. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

async function halt(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function waitForUrl(child: ChildProcess, log: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${log.join('')}`)), 120_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      log.push(text);
      const match = /running at (http:\/\/localhost:\d+)/.exec(text);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${log.join('')}`));
    });
  });
}

/** Saves the business details as the first admin account would in Settings. */
async function saveBusinessDetails(url: string, admin: Account, business: object): Promise<void> {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  const { data } = (await login.json()) as { data: { token: string } };
  const saved = await fetch(`${url}/api/settings/business`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${data.token}` },
    body: JSON.stringify(business),
  });
  if (!saved.ok) throw new Error(`saving the business details failed: ${await saved.text()}`);
}

/** Makes the accounts through the `user:create` command, then seeds the demo restaurant when asked. */
function prepareData(accounts: Account[], options: { demo?: boolean }, env: NodeJS.ProcessEnv): void {
  const run = (script: string, args: string[]) => {
    const done = spawnSync(
      process.execPath,
      [path.join(repoRoot, 'server', 'dist', 'cli', script), ...args],
      {
        env,
        encoding: 'utf8',
      },
    );
    if (done.status !== 0) throw new Error(`${script} failed: ${done.stderr}${done.stdout}`);
  };
  for (const account of accounts) {
    run('user-create.js', [
      '--name',
      account.name,
      '--email',
      account.email,
      '--password',
      account.password,
      '--role',
      account.role,
    ]);
  }
  // The demo restaurant (`npm run seed:demo`), for screens measured with a realistic amount of data.
  if (options.demo) run('seed-demo.js', ['--force']);
}

/** Copies a data folder with its owners and modes, as PostgreSQL wants its own folder. */
function copyFolder(from: string, to: string): void {
  const copied = spawnSync('cp', ['-a', `${from}/.`, to], { encoding: 'utf8' });
  if (copied.status !== 0) throw new Error(`copying ${from} failed: ${copied.stderr}`);
}

/**
 * A data folder made once per run for each set of accounts (and the demo), which each server then copies:
 * initdb, the migrations and `user:create` cost ~2.3 s of CPU per server, and ~30 servers share the two cores
 * with Chromium. Built aside and renamed into place, so two workers asking at once both end with a whole one.
 */
function templateFor(accounts: Account[], options: { demo?: boolean }, env: NodeJS.ProcessEnv): string {
  const root = process.env.E2E_TEMPLATE_ROOT ?? os.tmpdir();
  const key = crypto
    .createHash('sha256')
    .update(JSON.stringify({ accounts, demo: options.demo ?? false }))
    .digest('hex')
    .slice(0, 16);
  const template = path.join(root, `template-${key}`);
  if (fs.existsSync(template)) return template;
  const building = fs.mkdtempSync(path.join(root, `building-${key}-`));
  fs.chmodSync(building, 0o755);
  prepareData(accounts, options, { ...env, DATA_DIR: building });
  try {
    fs.renameSync(building, template);
  } catch (error) {
    // Another worker renamed its own first: use that one.
    if (!fs.existsSync(template)) throw error;
    fs.rmSync(building, { recursive: true, force: true });
  }
  return template;
}

/**
 * Runs the built app (`server/dist/main.js`, as `npm start` does) on a fresh embedded data folder, or on a
 * fresh database of the server in DATABASE_URL, with the given accounts created first through the
 * `user:create` command. With `business`, the first admin account saves those details, so receipts can be
 * made; without, the install is as fresh as a new shop's. With `demo`, the demo restaurant is seeded first.
 */
export async function startServer(
  accounts: Account[] = [],
  options: { business?: object; demo?: boolean } = {},
): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dastarkhan-e2e-'));
  fs.chmodSync(dataDir, 0o755);
  const externalUrl = process.env.DATABASE_URL;
  const database = `dastarkhan_e2e_${crypto.randomBytes(5).toString('hex')}`;
  if (externalUrl) await adminQuery(externalUrl, `create database ${database}`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(await freePort()),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // The 'running at' line is logged at info; requests only at debug.
    LOG_LEVEL: 'info',
    ...(externalUrl ? { DATABASE_URL: withDatabase(externalUrl, database) } : {}),
  };
  if (externalUrl) prepareData(accounts, options, env);
  else copyFolder(templateFor(accounts, options, env), dataDir);
  const launch = async () => {
    const launched = spawn(process.execPath, [serverMain], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    return { child: launched, url: await waitForUrl(launched, []) };
  };
  // The port was free when probed, but another process (a browser, a database connection) may take it before
  // the app listens: then the app starts again on a port probed afresh. A restart keeps the port it has.
  const firstLaunch = async (attempts = 5): Promise<Awaited<ReturnType<typeof launch>>> => {
    try {
      return await launch();
    } catch (error) {
      if (attempts <= 1 || !String(error).includes('EADDRINUSE')) throw error;
      env.PORT = String(await freePort());
      return firstLaunch(attempts - 1);
    }
  };
  let { child, url } = await firstLaunch();
  const admin = accounts.find((account) => account.role === 'admin');
  if (options.business && admin) await saveBusinessDetails(url, admin, options.business);
  return {
    url,
    halt: () => halt(child),
    async start() {
      ({ child, url } = await launch());
    },
    async stop() {
      await halt(child);
      if (externalUrl) await adminQuery(externalUrl, `drop database if exists ${database} with (force)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A token for an account on a server a journey started itself, to set up data or check it through the API. */
export async function apiTokenOn(url: string, account: Account): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
}
