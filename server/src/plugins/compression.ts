import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * API answers above 1 KB go out compressed (brotli, else gzip) to a client that accepts it: a tablet on a
 * restaurant's busy Wi-Fi pays for every byte (issue 15). Brotli at quality 4 compresses a receipt list about
 * as well as gzip -9 for a fraction of quality 11's CPU, which is Node's default. The built web app is
 * compressed once at build time instead (web-app.ts, `preCompressed`).
 */
export const compression = fp(async (app: FastifyInstance) => {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
});
