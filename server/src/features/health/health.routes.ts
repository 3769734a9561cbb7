import { ENDPOINT_ACCESS } from '@dastarkhan/contract/access';
import { sentFailureSchema } from '@dastarkhan/contract/failures/envelope';
import { sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DATABASE_UNAVAILABLE } from '../../lib/errors';
import type { FeatureOptions } from '../../lib/feature-options';

const MESSAGES = {
  restarting: 'The database stopped and is being restarted; it is usually back within seconds.',
  unreachable: 'The database is not reachable.',
};

/** 503 with the database's state, and when to ask again. */
function unavailable(reply: FastifyReply, database: keyof typeof MESSAGES) {
  return reply
    .status(503)
    .header('retry-after', String(DATABASE_UNAVAILABLE.retryAfterSeconds))
    .send({ status: 'error' as const, message: MESSAGES[database], data: { database } });
}

/** For monitors and the counter: 200 when the database answers, 503 saying why not. */
export const healthRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { db, databaseState }) => {
  app.get(
    '/health',
    {
      config: { access: ENDPOINT_ACCESS.open },
      schema: {
        tags: ['health'],
        response: {
          200: z.object({ status: z.literal('success'), data: z.object({ database: z.literal('up') }) }),
          503: z.object({
            // The failure envelope (its code and params too), with the database's state.
            ...sentFailureSchema.shape,
            status: z.literal('error'),
            // Absent when the app itself is shutting down (app.ts answers that 503 before any route).
            data: z.object({ database: z.enum(['restarting', 'unreachable']) }).optional(),
          }),
        },
      },
    },
    async (_request, reply) => {
      if (databaseState() === 'restarting') return unavailable(reply, 'restarting');
      try {
        await db.execute(sql`select 1`);
        return { status: 'success' as const, data: { database: 'up' as const } };
      } catch {
        return unavailable(reply, 'unreachable');
      }
    },
  );
};
