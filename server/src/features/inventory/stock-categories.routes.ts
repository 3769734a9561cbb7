import { ENDPOINT_ACCESS } from '@dastarkhan/contract/access';
import { categoryParamsSchema } from '@dastarkhan/contract/categories';
import { successSchema } from '@dastarkhan/contract/common';
import {
  createStockCategoryBodySchema,
  stockCategoriesResponseSchema,
  stockCategoryResponseSchema,
  updateStockCategoryBodySchema,
} from '@dastarkhan/contract/inventory';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categoryKey } from '@dastarkhan/contract/common';
import { audited } from '../../lib/audit';
import type { FeatureOptions } from '../../lib/feature-options';
import { ok } from '../../lib/reply';
import {
  createStockCategory,
  deleteStockCategory,
  listStockCategories,
  lockedStockCategory,
  updateStockCategory,
} from './stock-categories.service';

/** A category's entries are filed under its name's key, so any spelling of the name finds its history. */
const kind = 'stock-category' as const;

/** The stock category list the admin keeps (docs/decisions/0132-stock-categories.md). */
export const stockCategoriesRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { db }) => {
  const tags = ['inventory'];
  const access = ENDPOINT_ACCESS.inventory;

  app.get(
    '/stock-categories',
    { config: { access }, schema: { tags, response: { 200: successSchema(stockCategoriesResponseSchema) } } },
    async () => ok({ categories: await listStockCategories(db) }),
  );

  app.post(
    '/stock-categories',
    {
      config: { access },
      schema: {
        tags,
        body: createStockCategoryBodySchema,
        response: { 201: successSchema(stockCategoryResponseSchema) },
      },
    },
    async (request, reply) => {
      const category = await audited(db, request, (tx) => createStockCategory(tx, request.body), {
        kind,
        action: 'create',
        entityId: (created) => categoryKey(created.name),
        after: (created) => created,
      });
      return reply.status(201).send(ok({ category }));
    },
  );

  app.patch(
    '/stock-categories/:name',
    {
      config: { access },
      schema: {
        tags,
        params: categoryParamsSchema,
        body: updateStockCategoryBodySchema,
        response: { 200: successSchema(stockCategoryResponseSchema) },
      },
    },
    async (request) => {
      const { name } = request.params;
      const category = await audited(db, request, (tx) => updateStockCategory(tx, name, request.body), {
        kind,
        action: 'update',
        entityId: categoryKey(name),
        before: (tx) => lockedStockCategory(tx, name),
        after: (updated) => updated,
      });
      return ok({ category });
    },
  );

  app.delete(
    '/stock-categories/:name',
    {
      config: { access },
      schema: { tags, params: categoryParamsSchema, response: { 200: successSchema(z.null()) } },
    },
    async (request) => {
      const { name } = request.params;
      await audited(db, request, (tx) => deleteStockCategory(tx, name), {
        kind,
        action: 'delete',
        entityId: categoryKey(name),
        before: (tx) => lockedStockCategory(tx, name),
      });
      return ok(null);
    },
  );
};
