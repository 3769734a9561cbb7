import { ENDPOINT_ACCESS } from '@dastarkhan/contract/access';
import { idParamsSchema, successSchema } from '@dastarkhan/contract/common';
import {
  recipeBillBodySchema,
  recipeCostResponseSchema,
  recipeCostsResponseSchema,
} from '@dastarkhan/contract/recipe-costs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureOptions } from '../../lib/feature-options';
import { ok } from '../../lib/reply';
import { recipes } from '../../db/schema';
import { audited, lockRow } from '../../lib/audit';
import { listRecipeCosts, readRecipeCost, saveRecipeBill } from './recipe-costs.service';

/** What each dish is made of and what a plate costs (issue 16): the owner's figures, admins only. */
export const recipeCostsRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { db }) => {
  const tags = ['recipes'];
  const response = { 200: successSchema(recipeCostResponseSchema) };

  // A static segment: Fastify's router matches /recipes/costs before any /recipes/:id, whatever the order.
  app.get(
    '/recipes/costs',
    {
      config: { access: ENDPOINT_ACCESS.recipeCosts },
      schema: { tags, response: { 200: successSchema(recipeCostsResponseSchema) } },
    },
    async () => ok(await listRecipeCosts(db)),
  );

  app.get(
    '/recipes/:id/cost',
    { config: { access: ENDPOINT_ACCESS.recipeCosts }, schema: { tags, params: idParamsSchema, response } },
    async (request) => ok({ cost: await readRecipeCost(db, request.params.id) }),
  );

  app.put(
    '/recipes/:id/bill',
    {
      config: { access: ENDPOINT_ACCESS.recipeCosts },
      schema: { tags, params: idParamsSchema, body: recipeBillBodySchema, response },
    },
    async (request) => {
      const { id } = request.params;
      const cost = await audited(db, request, (tx) => saveRecipeBill(tx, id, request.body), {
        kind: 'recipe',
        action: 'update',
        entityId: id,
        before: async (tx) => {
          await lockRow(tx, recipes.id, id);
          return readRecipeCost(tx, id);
        },
        after: (saved) => saved,
      });
      return ok({ cost });
    },
  );
};
