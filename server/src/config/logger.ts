import { pino, type Logger } from 'pino';
import type { Env } from './env';

export type { Logger };

/**
 * The server's one logger (docs/decisions/0064-logging.md): JSON lines on stdout for the app, its requests, its
 * database and its backups. Requests are logged at `debug` only, so `info` shows what a person running the app
 * needs to know.
 */
export function createLogger(level: Env['LOG_LEVEL']): Logger {
  return pino({ level });
}
