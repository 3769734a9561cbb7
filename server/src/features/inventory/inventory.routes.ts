import { ENDPOINT_ACCESS } from '@dastarkhan/contract/access';
import { idParamsSchema, pageQuerySchema, successSchema } from '@dastarkhan/contract/common';
import {
  inventoryDeleteResponseSchema,
  inventoryIntakeBodySchema,
  inventoryIntakeResponseSchema,
  inventoryItemResponseSchema,
  inventoryPageSchema,
  inventoryPatchSchema,
  inventoryQuerySchema,
  movementResponseSchema,
  movementsPageSchema,
  paymentBodySchema,
  reductionBodySchema,
  stockCountBodySchema,
  stockCountResponseSchema,
  wasteBodySchema,
} from '@dastarkhan/contract/inventory';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors';
import type { FeatureOptions } from '../../lib/feature-options';
import { ok } from '../../lib/reply';
import { requireUser } from '../../plugins/auth';
import type { Database } from '../../db/client';
import { listInventory, loadItems, type Clock } from './inventory.service';
import { editItem, listMovements, paySupplier, recordCount, takeStock } from './inventory-movements.service';
import { addIntakes, archiveItem } from './inventory-write.service';

const tags = ['inventory'];
const access = ENDPOINT_ACCESS.inventory;

async function loadItem(db: Database, id: string, clock: Clock) {
  const [item] = await loadItems(db, [id], clock);
  if (!item) throw notFound('Inventory item');
  return item;
}

/** The version an If-Match header names: `"3"`, `W/"3"` or a bare 3. */
const ifMatchSchema = z
  .string()
  .regex(/^\s*(W\/)?"?\d{1,9}"?\s*$/, 'If-Match must carry the item version, e.g. "3"')
  .transform((value) => Number(value.replace(/\D/g, '')))
  .optional();

export const inventoryRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { db, timeZone, now }) => {
  const clock = (): Clock => ({ now: now(), timeZone });
  app.get(
    '/inventory',
    {
      config: { access },
      schema: {
        tags,
        querystring: inventoryQuerySchema,
        response: { 200: successSchema(inventoryPageSchema) },
      },
    },
    async (request) => ok(await listInventory(db, request.query, timeZone, now())),
  );

  app.post(
    '/inventory',
    {
      config: { access },
      schema: {
        tags,
        body: inventoryIntakeBodySchema,
        response: { 201: successSchema(inventoryIntakeResponseSchema) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const ids = await addIntakes(db, request.body, { id: user.id, name: user.name });
      return reply.status(201).send(ok({ items: await loadItems(db, ids, clock()) }));
    },
  );

  app.get(
    '/inventory/:id',
    {
      config: { access },
      schema: { tags, params: idParamsSchema, response: { 200: successSchema(inventoryItemResponseSchema) } },
    },
    async (request, reply) => {
      const item = await loadItem(db, request.params.id, clock());
      return reply.header('etag', `"${item.version}"`).send(ok({ item }));
    },
  );

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

  app.patch(
    '/inventory/:id',
    {
      config: { access },
      schema: {
        tags,
        params: idParamsSchema,
        headers: z.object({ 'if-match': ifMatchSchema }),
        body: inventoryPatchSchema,
        response: { 200: successSchema(inventoryItemResponseSchema) },
      },
    },
    async (request) => {
      const version = request.body.version ?? request.headers['if-match'];
      await editItem(db, request.params.id, request.body, version, requireUser(request));
      return ok({ item: await loadItem(db, request.params.id, clock()) });
    },
  );

  app.delete(
    '/inventory/:id',
    {
      config: { access },
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: successSchema(inventoryDeleteResponseSchema) },
      },
    },
    async (request) => {
      await archiveItem(db, request.params.id);
      return ok({ _id: request.params.id });
    },
  );
};
