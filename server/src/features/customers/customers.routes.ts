import { ENDPOINT_ACCESS } from '@dastarkhan/contract/access';
import { idParamsSchema, successSchema } from '@dastarkhan/contract/common';
import {
  customerBodySchema,
  customerPatchSchema,
  customerResponseSchema,
  customersPageSchema,
  customersQuerySchema,
} from '@dastarkhan/contract/customers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureOptions } from '../../lib/feature-options';
import { ok } from '../../lib/reply';
import { requireUser } from '../../plugins/auth';
import {
  createCustomer,
  archiveCustomer,
  getCustomer,
  listCustomers,
  updateCustomer,
} from './customers.service';

export const customersRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { db }) => {
  app.get(
    '/customers',
    {
      config: { access: ENDPOINT_ACCESS.customerSuggestions },
      schema: {
        tags: ['customers'],
        querystring: customersQuerySchema,
        response: { 200: successSchema(customersPageSchema) },
      },
    },
    async (request) => ok(await listCustomers(db, request.query)),
  );

  app.get(
    '/customers/:id',
    {
      config: { access: ENDPOINT_ACCESS.customers.read },
      schema: {
        tags: ['customers'],
        params: idParamsSchema,
        response: { 200: successSchema(customerResponseSchema) },
      },
    },
    async (request) => ok({ customer: await getCustomer(db, request.params.id) }),
  );

  app.post(
    '/customers',
    {
      config: { access: ENDPOINT_ACCESS.customers.write },
      schema: {
        tags: ['customers'],
        body: customerBodySchema,
        response: { 201: successSchema(customerResponseSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok({ customer: await createCustomer(db, request.body) })),
  );

  app.patch(
    '/customers/:id',
    {
      config: { access: ENDPOINT_ACCESS.customers.write },
      schema: {
        tags: ['customers'],
        params: idParamsSchema,
        body: customerPatchSchema,
        response: { 200: successSchema(customerResponseSchema) },
      },
    },
    async (request) => ok({ customer: await updateCustomer(db, request.params.id, request.body) }),
  );

  app.delete(
    '/customers/:id',
    {
      config: { access: ENDPOINT_ACCESS.customers.write },
      schema: { tags: ['customers'], params: idParamsSchema, response: { 200: successSchema(z.null()) } },
    },
    async (request) => {
      await archiveCustomer(db, request.params.id, requireUser(request).id);
      return ok(null);
    },
  );
};
