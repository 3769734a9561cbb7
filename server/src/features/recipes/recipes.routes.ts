import { ENDPOINT_ACCESS } from '@dastarkhan/contract/access';
import { idParamsSchema, successSchema } from '@dastarkhan/contract/common';
import {
  createRecipeBodySchema,
  recipeResponseSchema,
  recipesPageSchema,
  recipesQuerySchema,
  updateRecipeBodySchema,
} from '@dastarkhan/contract/recipes';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureOptions } from '../../lib/feature-options';
import { ok } from '../../lib/reply';
import { requireUser } from '../../plugins/auth';
import { categoriesRoutes } from './categories.routes';
import { recipeCostsRoutes } from './recipe-costs.routes';
import { audited } from '../../lib/audit';
import { archiveRecipe, createRecipe, listRecipes, lockedRecipe, updateRecipe } from './recipes.service';

/** The menu: managers read it (the receipt screen's grid), only admins change it. */
export const recipesRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, options) => {
  const { db } = options;
  const tags = ['recipes'];
  await app.register(categoriesRoutes, options);
  await app.register(recipeCostsRoutes, options);

  app.get(
    '/recipes',
    {
      config: { access: ENDPOINT_ACCESS.menu.read },
      schema: { tags, querystring: recipesQuerySchema, response: { 200: successSchema(recipesPageSchema) } },
    },
    async (request) => ok(await listRecipes(db, request.query)),
  );

  app.post(
    '/recipes',
    {
      config: { access: ENDPOINT_ACCESS.menu.write },
      schema: { tags, body: createRecipeBodySchema, response: { 201: successSchema(recipeResponseSchema) } },
    },
    async (request, reply) => {
      const recipe = await audited(db, request, (tx) => createRecipe(tx, request.body), {
        kind: 'dish',
        action: 'create',
        entityId: (created) => created._id,
        after: (created) => created,
      });
      return reply.status(201).send(ok({ recipe }));
    },
  );

  app.patch(
    '/recipes/:id',
    {
      config: { access: ENDPOINT_ACCESS.menu.write },
      schema: {
        tags,
        params: idParamsSchema,
        body: updateRecipeBodySchema,
        response: { 200: successSchema(recipeResponseSchema) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const recipe = await audited(db, request, (tx) => updateRecipe(tx, id, request.body), {
        kind: 'dish',
        action: 'update',
        entityId: id,
        before: (tx) => lockedRecipe(tx, id),
        after: (updated) => updated,
      });
      return ok({ recipe });
    },
  );

  app.delete(
    '/recipes/:id',
    {
      config: { access: ENDPOINT_ACCESS.menu.write },
      schema: { tags, params: idParamsSchema, response: { 200: successSchema(z.null()) } },
    },
    async (request) => {
      const { id } = request.params;
      const actorId = requireUser(request).id;
      await audited(db, request, (tx) => archiveRecipe(tx, id, actorId), {
        kind: 'dish',
        action: 'archive',
        entityId: id,
        before: (tx) => lockedRecipe(tx, id),
      });
      return ok(null);
    },
  );
};
