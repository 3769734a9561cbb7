import { ENDPOINT_ACCESS } from '@dastarkhan/contract/access';
import { idParamsSchema, successSchema } from '@dastarkhan/contract/common';
import {
  costDeleteQuerySchema,
  costPatchSchema,
  costResponseSchema,
  costsBodySchema,
  costsCreatedSchema,
  costsPageSchema,
  costsQuerySchema,
} from '@dastarkhan/contract/costs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureOptions } from '../../lib/feature-options';
import { ok } from '../../lib/reply';
import { requireUser } from '../../plugins/auth';
import { addCosts, archiveCost, listCosts, updateCost } from './costs.service';

export const costsRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { db }) => {
  app.get(
    '/costs',
    {
      config: { access: ENDPOINT_ACCESS.costs.read },
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
      config: { access: ENDPOINT_ACCESS.costs.write },
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

  app.patch(
    '/costs/:id',
    {
      config: { access: ENDPOINT_ACCESS.costs.write },
      schema: {
        tags: ['costs'],
        params: idParamsSchema,
        body: costPatchSchema,
        response: { 200: successSchema(costResponseSchema) },
      },
    },
    async (request) => ok({ cost: await updateCost(db, request.params.id, request.body) }),
  );

  app.delete(
    '/costs/:id',
    {
      config: { access: ENDPOINT_ACCESS.costs.write },
      schema: {
        tags: ['costs'],
        params: idParamsSchema,
        querystring: costDeleteQuerySchema,
        response: { 200: successSchema(z.null()) },
      },
    },
    async (request) => {
      await archiveCost(db, request.params.id, requireUser(request).id, request.query.version);
      return ok(null);
    },
  );
};
