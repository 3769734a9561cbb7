import { ENDPOINT_ACCESS } from '@dastarkhan/contract/access';
import { idParamsSchema, pageQuerySchema, successSchema } from '@dastarkhan/contract/common';
import {
  movementResponseSchema,
  movementsPageSchema,
  paymentBodySchema,
  reductionBodySchema,
  stockCountBodySchema,
  stockCountResponseSchema,
  wasteBodySchema,
} from '@dastarkhan/contract/inventory';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureOptions } from '../../lib/feature-options';
import { ok } from '../../lib/reply';
import { requireUser } from '../../plugins/auth';
import { loadItem, type Clock } from './inventory.service';
import { listMovements, paySupplier, recordCount, takeStock } from './inventory-movements.service';

const tags = ['inventory'];
const access = ENDPOINT_ACCESS.inventory;

/**
 * What moves an item's stock or its supplier's due after it was received: its history, stock taken out or wasted,
 * a count of every item, a payment to the supplier. Each answers with the item as it now stands.
 */
export const inventoryMovementRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (
  app,
  { db, timeZone, now },
) => {
  const clock = (): Clock => ({ now: now(), timeZone });
  app.get(
    '/inventory/:id/movements',
    {
      config: { access },
      schema: {
        tags,
        params: idParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: successSchema(movementsPageSchema) },
      },
    },
    async (request) => ok(await listMovements(db, request.params.id, request.query)),
  );

  app.post(
    '/inventory/:id/reductions',
    {
      config: { access },
      schema: {
        tags,
        params: idParamsSchema,
        body: reductionBodySchema,
        response: { 201: successSchema(movementResponseSchema) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const movement = await takeStock(db, request.params.id, 'reduction', request.body, user);
      return reply.status(201).send(ok({ item: await loadItem(db, request.params.id, clock()), movement }));
    },
  );

  app.post(
    '/inventory/:id/waste',
    {
      config: { access },
      schema: {
        tags,
        params: idParamsSchema,
        body: wasteBodySchema,
        response: { 201: successSchema(movementResponseSchema) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const movement = await takeStock(db, request.params.id, 'waste', request.body, user);
      return reply.status(201).send(ok({ item: await loadItem(db, request.params.id, clock()), movement }));
    },
  );

  app.post(
    '/inventory/counts',
    {
      config: { access },
      schema: {
        tags,
        body: stockCountBodySchema,
        response: { 201: successSchema(stockCountResponseSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await recordCount(db, request.body, requireUser(request)))),
  );

  app.post(
    '/inventory/:id/payments',
    {
      config: { access },
      schema: {
        tags,
        params: idParamsSchema,
        body: paymentBodySchema,
        response: { 201: successSchema(movementResponseSchema) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const movement = await paySupplier(db, request.params.id, request.body, user);
      return reply.status(201).send(ok({ item: await loadItem(db, request.params.id, clock()), movement }));
    },
  );
};
