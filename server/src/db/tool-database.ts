import fs from 'node:fs';
import path from 'node:path';
import type { Env } from '../config/env';
import { createLogger } from '../config/logger';
import { DataDirInUseError } from './app-lock';
import { connectionFile, startEmbeddedPostgres } from './embedded';

/** The database a command-line tool works on, and how to let go of it afterwards. */
export type ToolDatabase = { url: string; where: string; release(): Promise<void> };

/**
 * DATABASE_URL when set. Otherwise the embedded server of DATA_DIR: the running app's (whose URL it leaves in
 * DATA_DIR/pg-url) when `whileAppRuns` allows it, else one this tool starts and stops itself — the app lock
 * guarantees no app is using the folder meanwhile.
 */
export async function openToolDatabase(
  env: Env,
  options: { whileAppRuns: boolean; mustExist: boolean; command: string },
): Promise<ToolDatabase> {
  if (env.DATABASE_URL) {
    const { hostname, port, pathname } = new URL(env.DATABASE_URL);
    const where = `${hostname}${port ? `:${port}` : ''}${pathname} (DATABASE_URL)`;
    return { url: env.DATABASE_URL, where, release: async () => undefined };
  }
  const where = `the embedded database in ${env.DATA_DIR}`;
  if (options.mustExist && !fs.existsSync(path.join(env.DATA_DIR, 'pg', 'PG_VERSION'))) {
    throw new Error(`There is no embedded database in ${env.DATA_DIR} (set DATA_DIR or DATABASE_URL).`);
  }
  try {
    const server = await startEmbeddedPostgres(env.DATA_DIR, createLogger(env.LOG_LEVEL));
    return { url: server.url, where, release: () => server.stop() };
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    if (!options.whileAppRuns) {
      throw new Error(
        `The app is running on ${env.DATA_DIR}. Stop it first (Ctrl-C in its window), then run ${options.command} again.`,
      );
    }
    const file = connectionFile(env.DATA_DIR);
    if (!fs.existsSync(file)) {
      throw new Error(
        `The app on ${env.DATA_DIR} is still starting; run ${options.command} again in a moment.`,
      );
    }
    return { url: fs.readFileSync(file, 'utf8').trim(), where, release: async () => undefined };
  }
}
