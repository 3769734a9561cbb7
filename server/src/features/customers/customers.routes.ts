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
import type { Executor } from '../../db/client';
import { customers } from '../../db/schema';
import { audited, lockRow } from '../../lib/audit';
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

const kind = 'customer' as const;
const lockedCustomer = async (tx: Executor, id: string) => {
  await lockRow(tx, customers.id, id);
  return getCustomer(tx, id);
};

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
    async (request, reply) => {
      const customer = await audited(db, request, (tx) => createCustomer(tx, request.body), {
        kind,
        action: 'create',
        entityId: (created) => created._id,
        after: (created) => created,
      });
      return reply.status(201).send(ok({ customer }));
    },
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
    async (request) => {
      const { id } = request.params;
      const customer = await audited(db, request, (tx) => updateCustomer(tx, id, request.body), {
        kind,
        action: 'update',
        entityId: id,
        before: (tx) => lockedCustomer(tx, id),
        after: (updated) => updated,
      });
      return ok({ customer });
    },
  );

  app.delete(
    '/customers/:id',
    {
      config: { access: ENDPOINT_ACCESS.customers.write },
      schema: { tags: ['customers'], params: idParamsSchema, response: { 200: successSchema(z.null()) } },
    },
    async (request) => {
      const { id } = request.params;
      const actorId = requireUser(request).id;
      await audited(db, request, (tx) => archiveCustomer(tx, id, actorId), {
        kind,
        action: 'archive',
        entityId: id,
        before: (tx) => lockedCustomer(tx, id),
      });
      return ok(null);
    },
  );
};
