import type { FastifySchema, RouteOptions } from 'fastify';
import type { Access } from '../plugins/auth';

/** An /api route as the app registered it: `url` keeps Fastify's `:param` placeholders. */
export type AppRoute = { method: string; url: string; access?: Access; schema?: FastifySchema };

/**
 * Collects the app's /api routes through buildApp's `onRoute` option, so tests iterate what the running app
 * serves rather than a list someone must remember to update. Automatic HEAD twins of GET routes are left out.
 */
export function routeCollector(): { onRoute(route: RouteOptions): void; routes: AppRoute[] } {
  const routes: AppRoute[] = [];
  return {
    routes,
    onRoute(route) {
      if (!route.url.startsWith('/api')) return;
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        routes.push({ method, url: route.url, access: route.config?.access, schema: route.schema });
      }
    },
  };
}

/** A concrete URL for a route: every `:param` (and a trailing `*`) filled by `value`. */
export function fillPath(url: string, value: (param: string) => string): string {
  return url.replace(/:(\w+)/g, (_, param: string) => encodeURIComponent(value(param))).replace(/\*$/, 'x');
}
