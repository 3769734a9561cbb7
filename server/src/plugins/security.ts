import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { answeredByApi } from '../lib/api-url';

/** helmet's headers never depend on the request (no nonces are used), so they are worked out once. */
function headersOf(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

/** Security headers, no-store on the API, and the rate-limit machinery (limits themselves are declared per route). */
export const security = fp(async (app: FastifyInstance) => {
  // Built once: @fastify/helmet rebuilt helmet (parsing every CSP directive) on each request, a cost the
  // benchmark showed on every API call.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // sonner and react-to-print inject <style> elements; no inline script is allowed anywhere.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Recipe photos may live on any http(s) host the admin links to.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameSrc: ["'self'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    // HSTS only makes sense (and is only sent) when the request really arrived over HTTPS.
    strictTransportSecurity: false,
  });
  const headers = headersOf(securityHeaders);
  const overHttps = { ...headers, 'strict-transport-security': 'max-age=15552000; includeSubDomains' };
  // API answers hold the signed-in user's data: no browser cache or proxy may keep a copy (a shared counter PC
  // would show the last user's receipts from its cache after sign-out).
  const noStore = { 'cache-control': 'no-store' };
  const headerSets = {
    http: { page: headers, api: { ...headers, ...noStore } },
    https: { page: overHttps, api: { ...overHttps, ...noStore } },
  };
  // Set on the reply, not the raw response: Node then writes them with Fastify's own in one pass instead of
  // a setHeader call per header on every request.
  app.addHook('onRequest', (request, reply, done) => {
    const sets = request.protocol === 'https' ? headerSets.https : headerSets.http;
    reply.headers(answeredByApi(request) ? sets.api : sets.page);
    done();
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      status: 'fail',
      message: `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
    }),
  });
});
