import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureOptions } from '../../lib/feature-options';

export const healthRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { db }) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        response: {
          200: z.object({ status: z.literal('success'), data: z.object({ database: z.literal('up') }) }),
          503: z.object({ status: z.literal('error'), message: z.string() }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await db.execute(sql`select 1`);
        return { status: 'success' as const, data: { database: 'up' as const } };
      } catch {
        return reply
          .status(503)
          .send({ status: 'error' as const, message: 'The database is not reachable.' });
      }
    },
  );
};
