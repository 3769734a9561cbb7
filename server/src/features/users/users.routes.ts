import { successSchema } from '@dastarkhan/contract/common';
import { usersPageSchema, usersQuerySchema } from '@dastarkhan/contract/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply';
import type { FeatureOptions } from '../../lib/feature-options';
import { listUsers } from './users.service';

export const usersRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { db }) => {
  app.get(
    '/users',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['users'],
        querystring: usersQuerySchema,
        response: { 200: successSchema(usersPageSchema) },
      },
    },
    async (request) => ok(await listUsers(db, request.query)),
  );
};
