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
import type { FeatureOptions } from '../../lib/feature-options';
import { ok } from '../../lib/reply';
import {
  createStockCategory,
  deleteStockCategory,
  listStockCategories,
  updateStockCategory,
} from './stock-categories.service';

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
    async (request, reply) =>
      reply.status(201).send(ok({ category: await createStockCategory(db, request.body) })),
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
    async (request) => ok({ category: await updateStockCategory(db, request.params.name, request.body) }),
  );

  app.delete(
    '/stock-categories/:name',
    {
      config: { access },
      schema: { tags, params: categoryParamsSchema, response: { 200: successSchema(z.null()) } },
    },
    async (request) => {
      await deleteStockCategory(db, request.params.name);
      return ok(null);
    },
  );
};
