import { DEFAULT_TIME_ZONE } from '@dastarkhan/contract/periods';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type RouteOptions,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Logger } from './config/logger';
import { webDistFolder } from './config/paths';
import type { Database } from './db/client';
import type { DatabaseState } from './db/postmaster';
import { findAuthUser } from './features/auth/auth.service';
import type { Limits } from './lib/feature-options';
import { featureRoutes } from './routes';
import { apiDocs } from './plugins/api-docs';
import { auth } from './plugins/auth';
import { compression } from './plugins/compression';
import { errorEnvelope, frameworkErrorReply, noRouteReply } from './plugins/error-envelope';
import { security } from './plugins/security';
import { webApp } from './plugins/web-app';

export type AppOptions = {
  db: Database;
  jwtSecret: string;
  jwtExpiresIn?: string;
  timeZone?: string;
  /** Where the app logs (main.ts's); tests leave it out and log nothing. */
  logger?: Logger;
  trustProxy?: boolean;
  /** Folder of the built web app; omit to serve the API only. */
  webRoot?: string | false;
  limits?: Partial<Limits>;
  /** The clock features read "now" from (business day, check-in time); tests inject a fixed one. */
  now?: () => Date;
  /** The embedded database's state (db/postmaster.ts), reported by /api/health; always `up` when omitted. */
  databaseState?: () => DatabaseState;
  /** Sees every route as it is registered: the role-matrix and fuzz tests take the route list from it. */
  onRoute?: (route: RouteOptions) => void;
  /** Folds the sales deltas once a second (the default); a test that folds them itself passes false. */
  foldSalesInBackground?: boolean;
};

export const DEFAULT_LIMITS: Limits = {
  loginPerIpPerMinute: 30,
  loginFailuresPerAccount: 5,
  loginFailuresPerAddress: 20,
  registerPerIpPerMinute: 10,
};

/**
 * One line per request, at debug, with its method, URL, status and time. Fastify's default writes two at info,
 * which floods the terminal of a shop that runs `npm start` (docs/decisions/0064-logging.md).
 */
class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.debug(line, 'request completed');
  }
}

/** Builds the app with every plugin and feature; never listens (tests use inject, main.ts listens). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger as FastifyBaseLogger } : { logger: false }),
    logController: new RequestLog(),
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    // New requests during shutdown get a 503 in our envelope (below), not Fastify's own body.
    return503OnClosing: false,
    genReqId: () => crypto.randomUUID(),
    frameworkErrors: frameworkErrorReply,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    reply.header('connection', 'close');
    reply
      .status(503)
      .send({ status: 'error', message: 'The server is restarting. Please try again in a moment.' });
  });

  const { db } = options;
  await app.register(errorEnvelope);
  await app.register(security);
  await app.register(compression);
  await app.register(auth, {
    secret: options.jwtSecret,
    expiresIn: options.jwtExpiresIn ?? '12h',
    findUser: (id) => findAuthUser(db, id),
  });
  await app.register(apiDocs);

  const featureOptions = {
    db,
    timeZone: options.timeZone ?? DEFAULT_TIME_ZONE,
    limits: { ...DEFAULT_LIMITS, ...options.limits },
    now: options.now ?? (() => new Date()),
    databaseState: options.databaseState ?? (() => 'up' as const),
    foldSalesInBackground: options.foldSalesInBackground ?? true,
  };
  await app.register(
    async (api) => {
      // The router sends every API path no route takes here, however it is spelled (lib/api-url.ts).
      api.setNotFoundHandler(noRouteReply);
      for (const routes of featureRoutes) await api.register(routes, featureOptions);
    },
    { prefix: '/api' },
  );
  await app.register(webApp, { root: options.webRoot === false ? '' : (options.webRoot ?? webDistFolder) });
  return app;
}
