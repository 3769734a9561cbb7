import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from '../config/logger';

export type RunAs = { uid?: number; gid?: number };

export type PostmasterOptions = {
  /** The `postgres` executable. */
  bin: string;
  pgDir: string;
  port: number;
  logFile: string;
  runAs: RunAs;
  logger: Logger;
};

/** `up` while PostgreSQL serves; `restarting` from its unexpected exit until the restarted one accepts connections. */
export type DatabaseState = 'up' | 'restarting';

/** How long a start (crash recovery included) may take before it counts as failed, as `pg_ctl start -t` did. */
const START_TIMEOUT_MS = 300_000;
const READY_POLL_MS = 100;
/** Pauses between failed restart attempts: quick at first, then every few seconds for as long as it takes. */
const RETRY_DELAYS_MS = [500, 1_000, 2_000, 5_000];

const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;
const exitReason = (child: ChildProcess) =>
  child.signalCode ? `killed by ${child.signalCode}` : `exit code ${child.exitCode}`;

/** The last line PostgreSQL logged, which says why a start failed ("could not bind …", "FATAL: …"). */
function lastLogLine(logFile: string): string {
  try {
    const fd = fs.openSync(logFile, 'r');
    try {
      const tail = Buffer.alloc(Math.min(4096, fs.fstatSync(fd).size));
      fs.readSync(fd, tail, 0, tail.length, fs.fstatSync(fd).size - tail.length);
      return tail.toString('utf8').trimEnd().split('\n').at(-1) ?? '';
    } finally {
      fs.closeSync(fd);
    }
  } catch {
    return '';
  }
}

/**
 * PostgreSQL's own run as a child of the app, so the app learns of its exit at once (even where PID 1 reaps no
 * orphans, which would leave a `pg_ctl`-started server as a zombie that blocks its own restart), and starts it
 * again, on the same port, when it exits without being asked to: crash recovery replays the WAL, so every
 * committed transaction is back. It is detached (its own session), so an app that dies leaves it running; the
 * next start stops that orphan (embedded.ts). docs/decisions/0053-embedded-postgres-restart.md
 */
export class Postmaster {
  private child: ChildProcess | undefined;
  /** Set once a start succeeded: only a server that served is restarted, not one that fails to start. */
  private supervising = false;
  private restarting = false;
  private stopping = false;

  constructor(private readonly options: PostmasterOptions) {}

  state(): DatabaseState {
    return this.restarting ? 'restarting' : 'up';
  }

  /** Starts PostgreSQL and resolves once it accepts connections; rejects if it exits or takes too long. */
  async start(): Promise<void> {
    const { bin, pgDir, port, logFile, runAs } = this.options;
    const logFd = fs.openSync(logFile, 'a');
    let child: ChildProcess;
    try {
      child = spawn(
        bin,
        [
          '-D',
          pgDir,
          '-p',
          String(port),
          '-c',
          'listen_addresses=127.0.0.1',
          '-c',
          'unix_socket_directories=',
        ],
        { ...runAs, detached: true, stdio: ['ignore', logFd, logFd] },
      );
    } finally {
      fs.closeSync(logFd);
    }
    child.unref();
    this.child = child;
    let spawnError: Error | undefined;
    child.once('error', (error) => (spawnError = error));
    child.once('exit', () => {
      if (this.supervising && !this.stopping && !this.restarting && this.child === child)
        void this.restart(exitReason(child));
    });
    await this.ready(child, () => spawnError);
    this.supervising = true;
  }

  /** Polls postmaster.pid as `pg_ctl start -w` does: this child's pid, and the status line saying `ready`. */
  private async ready(child: ChildProcess, spawnError: () => Error | undefined): Promise<void> {
    const pidFile = path.join(this.options.pgDir, 'postmaster.pid');
    for (const started = Date.now(); Date.now() - started < START_TIMEOUT_MS; await sleep(READY_POLL_MS)) {
      const failed = spawnError();
      if (failed) throw new Error(`PostgreSQL could not be started: ${failed.message}`);
      if (!running(child)) {
        throw new Error(
          `PostgreSQL stopped while starting (${exitReason(child)}): ${lastLogLine(this.options.logFile)}`,
        );
      }
      const lines = fs.existsSync(pidFile) ? fs.readFileSync(pidFile, 'utf8').split('\n') : [];
      if (Number(lines[0]) === child.pid && lines[7]?.trim() === 'ready') return;
    }
    child.kill('SIGINT');
    throw new Error(`PostgreSQL did not accept connections within ${START_TIMEOUT_MS / 1000} s`);
  }

  private serving(): boolean {
    return this.child !== undefined && running(this.child);
  }

  /** Starts it again until it serves (or the app stops): a failed attempt is retried, every few seconds. */
  private async restart(reason: string): Promise<void> {
    this.restarting = true;
    this.options.logger.error(`The database stopped unexpectedly (${reason}); restarting it`);
    for (let attempt = 0; !this.stopping && !this.serving(); attempt += 1) {
      try {
        await this.start();
        this.options.logger.info('The database is back: crash recovery finished and it accepts connections');
      } catch (error) {
        if (this.stopping) break;
        const delay = RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)]!;
        this.options.logger.error(
          `Restarting the database failed, trying again in ${delay / 1000} s: ${error instanceof Error ? error.message : String(error)}`,
        );
        // Unreferenced: a pause between attempts never keeps a stopping process alive.
        await sleep(delay, undefined, { ref: false });
      }
    }
    this.restarting = false;
  }

  /**
   * Fast shutdown (SIGINT: open transactions roll back, a checkpoint is written) and waits for the exit. Never
   * restarts afterwards; a server that is down already, or still starting, is simply not restarted.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    const child = this.child;
    if (!child || !running(child)) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    // Referenced again, so the app's process lives until PostgreSQL has finished its shutdown.
    child.ref();
    child.kill('SIGINT');
    await exited;
  }
}
