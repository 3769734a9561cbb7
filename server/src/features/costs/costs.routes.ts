import { successSchema } from '@dastarkhan/contract/common';
import {
  costsBodySchema,
  costsCreatedSchema,
  costsPageSchema,
  costsQuerySchema,
} from '@dastarkhan/contract/costs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureOptions } from '../../lib/feature-options';
import { ok } from '../../lib/reply';
import { requireUser } from '../../plugins/auth';
import { addCosts, listCosts } from './costs.service';

export const costsRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { db }) => {
  app.get(
    '/costs',
    {
      config: { access: ['admin', 'manager'] },
      schema: {
        tags: ['costs'],
        querystring: costsQuerySchema,
        response: { 200: successSchema(costsPageSchema) },
      },
    },
    async (request) => ok(await listCosts(db, request.query)),
  );

  app.post(
    '/costs',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['costs'],
        body: costsBodySchema,
        response: { 201: successSchema(costsCreatedSchema) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const created = await addCosts(db, request.body, { id: user.id, name: user.name });
      return reply.status(201).send(ok({ costs: created }));
    },
  );
};
