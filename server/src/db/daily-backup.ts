import fs from 'node:fs';
import path from 'node:path';
import { businessDay, formatInZone, shiftDate } from '@dastarkhan/contract/periods';
import type { Logger } from '../config/logger';
import { dumpDatabase } from './backup';
import { PgToolError } from './pg-tools';

export const BACKUPS_FOLDER = 'backups';
/** Daily backups older than this many days are deleted (README, "Backups"). */
export const BACKUP_RETENTION_DAYS = 14;
const CHECK_EVERY_MS = 60 * 60 * 1000;
const FIRST_CHECK_AFTER_MS = 30 * 1000;
const DAILY = /^dastarkhan-(\d{4}-\d{2}-\d{2})\.dump$/;

/** `dastarkhan-2025-01-31.dump` for the day's automatic backup; manual ones carry the time too. */
export function backupFileName(now: Date, timeZone: string, kind: 'daily' | 'manual'): string {
  const day = businessDay(now, timeZone);
  if (kind === 'daily') return `dastarkhan-${day}.dump`;
  return `dastarkhan-${day}-${formatInZone(now, timeZone, 'HHmmss')}-manual.dump`;
}

export type DailyBackupOptions = {
  dataDir: string;
  url: string;
  timeZone: string;
  now?: () => Date;
  signal?: AbortSignal;
};

/** Deletes daily backups of business days more than BACKUP_RETENTION_DAYS before `today`; manual ones stay. */
export function pruneDailyBackups(folder: string, today: string): string[] {
  const oldest = shiftDate(today, -BACKUP_RETENTION_DAYS);
  const removed: string[] = [];
  for (const name of fs.existsSync(folder) ? fs.readdirSync(folder) : []) {
    const day = DAILY.exec(name)?.[1];
    if (day && day < oldest) {
      fs.rmSync(path.join(folder, name), { force: true });
      removed.push(name);
    }
  }
  return removed;
}

/** Makes today's backup unless it exists, then prunes; returns the file written, if any. */
export async function runDailyBackup(options: DailyBackupOptions): Promise<string | undefined> {
  const now = (options.now ?? (() => new Date()))();
  const folder = path.join(options.dataDir, BACKUPS_FOLDER);
  const file = path.join(folder, backupFileName(now, options.timeZone, 'daily'));
  let written: string | undefined;
  if (!fs.existsSync(file)) {
    await dumpDatabase(options.url, file, options.signal);
    written = file;
  }
  pruneDailyBackups(folder, businessDay(now, options.timeZone));
  return written;
}

/**
 * The embedded mode's automatic backup: shortly after start and then every hour, today's dump is written if
 * it is missing. A failure is logged and retried at the next check; the app keeps serving either way.
 */
export function startDailyBackups(options: DailyBackupOptions & { logger: Logger }): { stop(): void } {
  const abort = new AbortController();
  let warnedNoTool = false;
  const check = async () => {
    try {
      const file = await runDailyBackup({ ...options, signal: abort.signal });
      if (file) options.logger.info(`daily backup written to ${file}`);
    } catch (error) {
      if (abort.signal.aborted) return;
      if (error instanceof PgToolError) {
        if (!warnedNoTool) options.logger.warn(`daily backups are off: ${error.message}`);
        warnedNoTool = true;
        return;
      }
      options.logger.error(
        `daily backup failed (will retry within the hour): ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  };
  const first = setTimeout(() => void check(), FIRST_CHECK_AFTER_MS);
  const hourly = setInterval(() => void check(), CHECK_EVERY_MS);
  first.unref();
  hourly.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(hourly);
      abort.abort();
    },
  };
}
