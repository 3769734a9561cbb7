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
import { categoryKey } from '@dastarkhan/contract/common';
import { audited } from '../../lib/audit';
import {
  createCategory,
  deleteCategory,
  listCategories,
  lockedCategoryJson,
  updateCategory,
} from './categories.service';

/** A category's entries are filed under its name's key, so any spelling of the name finds its history. */
const kind = 'dish-category' as const;

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
    async (request, reply) => {
      const category = await audited(db, request, (tx) => createCategory(tx, request.body), {
        kind,
        action: 'create',
        entityId: (created) => categoryKey(created.name),
        after: (created) => created,
      });
      return reply.status(201).send(ok({ category }));
    },
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
    async (request) => {
      const { name } = request.params;
      const category = await audited(db, request, (tx) => updateCategory(tx, name, request.body), {
        kind,
        action: 'update',
        entityId: categoryKey(name),
        before: (tx) => lockedCategoryJson(tx, name),
        after: (updated) => updated,
      });
      return ok({ category });
    },
  );

  app.delete(
    '/recipe-categories/:name',
    {
      config: { access: ENDPOINT_ACCESS.menu.write },
      schema: { tags, params: categoryParamsSchema, response: { 200: successSchema(z.null()) } },
    },
    async (request) => {
      const { name } = request.params;
      await audited(db, request, (tx) => deleteCategory(tx, name), {
        kind,
        action: 'delete',
        entityId: categoryKey(name),
        before: (tx) => lockedCategoryJson(tx, name),
      });
      return ok(null);
    },
  );
};
