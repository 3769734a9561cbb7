import type { FastifyRequest } from 'fastify';

/**
 * Whether the API answers a request: answered in the envelope, never cached. Decided by where the router took it,
 * not by the URL as spelled: the router decodes percent-escapes, so /%61pi/orders is the route /api/orders, and an
 * API path no route takes reaches the not-found handler of the /api scope.
 */
export function answeredByApi(request: FastifyRequest): boolean {
  const path = request.routeOptions.url ?? request.server.prefix;
  return path === '/api' || path.startsWith('/api/');
}
