import { ENDPOINT_ACCESS } from '@dastarkhan/contract/access';
import { categoryParamsSchema } from '@dastarkhan/contract/categories';
import { successSchema } from '@dastarkhan/contract/common';
import {
  categoriesResponseSchema,
  categoryResponseSchema,
  createCategoryBodySchema,
  updateCategoryBodySchema,
} from '@dastarkhan/contract/recipes';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureOptions } from '../../lib/feature-options';
import { ok } from '../../lib/reply';
import { createCategory, deleteCategory, listCategories, updateCategory } from './categories.service';

/** The one menu category list (docs/decisions/0006-menu-categories.md). */
export const categoriesRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { db }) => {
  const tags = ['recipes'];

  app.get(
    '/recipe-categories',
    {
      config: { access: ENDPOINT_ACCESS.menu.read },
      schema: { tags, response: { 200: successSchema(categoriesResponseSchema) } },
    },
    async () => ok({ categories: await listCategories(db) }),
  );

  app.post(
    '/recipe-categories',
    {
      config: { access: ENDPOINT_ACCESS.menu.write },
      schema: {
        tags,
        body: createCategoryBodySchema,
        response: { 201: successSchema(categoryResponseSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok({ category: await createCategory(db, request.body) })),
  );

  app.patch(
    '/recipe-categories/:name',
    {
      config: { access: ENDPOINT_ACCESS.menu.write },
      schema: {
        tags,
        params: categoryParamsSchema,
        body: updateCategoryBodySchema,
        response: { 200: successSchema(categoryResponseSchema) },
      },
    },
    async (request) => ok({ category: await updateCategory(db, request.params.name, request.body) }),
  );

  app.delete(
    '/recipe-categories/:name',
    {
      config: { access: ENDPOINT_ACCESS.menu.write },
      schema: { tags, params: categoryParamsSchema, response: { 200: successSchema(z.null()) } },
    },
    async (request) => {
      await deleteCategory(db, request.params.name);
      return ok(null);
    },
  );
};
