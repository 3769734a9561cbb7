import { idParamsSchema, successSchema } from '@dastarkhan/contract/common';
import {
  inventoryDeleteResponseSchema,
  inventoryIntakeBodySchema,
  inventoryIntakeResponseSchema,
  inventoryItemResponseSchema,
  inventoryPageSchema,
  inventoryPatchSchema,
  inventoryQuerySchema,
} from '@dastarkhan/contract/inventory';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors';
import type { FeatureOptions } from '../../lib/feature-options';
import { ok } from '../../lib/reply';
import { requireUser } from '../../plugins/auth';
import { listInventory, loadItems } from './inventory.service';
import { addIntakes, deleteItem, updateItem } from './inventory-write.service';

export const inventoryRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { db, timeZone, now }) => {
  const tags = ['inventory'];
  const access = ['admin'] as const;

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
      return reply.status(201).send(ok({ items: await loadItems(db, ids) }));
    },
  );

  app.patch(
    '/inventory/:id',
    {
      config: { access },
      schema: {
        tags,
        params: idParamsSchema,
        body: inventoryPatchSchema,
        response: { 200: successSchema(inventoryItemResponseSchema) },
      },
    },
    async (request) => {
      await updateItem(db, request.params.id, request.body);
      const [item] = await loadItems(db, [request.params.id]);
      if (!item) throw notFound('Inventory item');
      return ok({ item });
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
      await deleteItem(db, request.params.id);
      return ok({ _id: request.params.id });
    },
  );
};
