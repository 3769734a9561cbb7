import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { noRouteReply } from './error-envelope';

/**
 * Serves the built React app with a single-page fallback. /api paths never fall back to HTML: the /api scope has
 * its own not-found handler (app.ts), which the router picks however the path is spelled.
 */
export async function webApp(app: FastifyInstance, options: { root: string }): Promise<void> {
  const hasBuild = fs.existsSync(path.join(options.root, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: options.root,
      wildcard: false,
      // The build writes a brotli and a gzip copy beside each text file (web/vite.config.ts): sent as they are.
      preCompressed: true,
      // The header is set here alone: `send`'s own (public, max-age=0) would replace it (issue 15).
      cacheControl: false,
      setHeaders(res, filePath) {
        // Vite names assets by content hash, so they can be cached for good; index.html never is.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (hasBuild && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return noRouteReply(request, reply);
  });
}
