import path from 'node:path';
import { buildApp } from './app';
import { readEnv } from './config/env';
import { JWT_SECRET_FILE, resolveJwtSecret } from './config/jwt-secret';
import { createLogger } from './config/logger';
import { startDailyBackups } from './db/daily-backup';
import { openDatabase } from './db/open';

/** How long a stop waits for the requests in flight before it closes their connections. */
const SHUTDOWN_GRACE_MS = 5_000;

/** Until the configuration is read, a start-up failure is logged at the default level. */
let logger = createLogger('info');

async function main(): Promise<void> {
  const env = readEnv();
  logger = createLogger(env.LOG_LEVEL);
  // Before the database starts, so a bad key file stops the app with nothing to clean up.
  const jwtSecret = resolveJwtSecret(env);
  const database = await openDatabase(env, logger);
  const app = await buildApp({
    db: database.db,
    jwtSecret,
    jwtExpiresIn: env.JWT_EXPIRES_IN,
    timeZone: env.TZ,
    trustProxy: env.TRUST_PROXY,
    logger,
    databaseState: database.state,
  });
  // An external server has its own backup regime; the counter PC's embedded one keeps daily dumps.
  const backups = database.embedded
    ? startDailyBackups({ dataDir: env.DATA_DIR, url: database.url, timeZone: env.TZ, logger })
    : undefined;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info(`${signal}: finishing requests in flight, then stopping`);
    // Fastify answers new requests with 503 while it waits for the ones in flight. It closes idle keep-alive
    // connections only once, at the signal; a connection busy then would idle for the 72 s keep-alive before
    // the process could exit, so keep closing the ones that have gone idle since.
    const reaper = setInterval(() => app.server.closeIdleConnections(), 100);
    // A client that keeps a request open (a body that stops arriving, an answer it stops reading) would hold the
    // stop back until the request's own 30 s timeout, or past a service manager's patience: after the grace the
    // connections still open are closed. A handler already running still finishes its transaction.
    const graceOver = setTimeout(() => {
      app.server.getConnections((_error, open) => {
        logger.warn(
          `${open} connection(s) still open ${SHUTDOWN_GRACE_MS / 1000} s after ${signal}: closing them`,
        );
        app.server.closeAllConnections();
      });
    }, SHUTDOWN_GRACE_MS);
    await app.close();
    clearInterval(reaper);
    clearTimeout(graceOver);
    backups?.stop();
    await database.close();
    logger.info('stopped cleanly');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: env.PORT, host: env.HOST });
  const port = (app.server.address() as { port: number }).port;
  logger.info(`database: ${database.embedded ? `embedded PostgreSQL in ${env.DATA_DIR}` : 'DATABASE_URL'}`);
  if (!database.embedded && !env.JWT_SECRET) {
    // Each node would make its own key file: behind a load balancer a session would work on one node only.
    logger.warn(
      `sign-in tokens are signed with the key in ${path.join(env.DATA_DIR, JWT_SECRET_FILE)}; ` +
        'when more than one app serves this database, give every one the same JWT_SECRET',
    );
  }
  logger.info(`Dastarkhan is running at http://localhost:${port}`);
}

main().catch((error: unknown) => {
  logger.fatal(`could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
