import { ENDPOINT_ACCESS } from '@dastarkhan/contract/access';
import { successSchema } from '@dastarkhan/contract/common';
import {
  businessDetailsPatchSchema,
  businessDetailsResponseSchema,
  foodCostSettingResponseSchema,
  foodCostSettingSchema,
} from '@dastarkhan/contract/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureOptions } from '../../lib/feature-options';
import { ok } from '../../lib/reply';
import { forgetBusinessDetails, readBusinessDetails } from '../../lib/business-details';
import { updateBusinessDetails } from './business.service';
import { readFoodCostSetting, updateFoodCostSetting } from './food-cost.service';

export const settingsRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { db }) => {
  const response = { 200: successSchema(businessDetailsResponseSchema) };

  app.get(
    '/settings/business',
    { config: { access: ENDPOINT_ACCESS.businessDetails.read }, schema: { tags: ['settings'], response } },
    async () => ok({ business: await readBusinessDetails(db) }),
  );

  app.patch(
    '/settings/business',
    {
      config: { access: ENDPOINT_ACCESS.businessDetails.write },
      schema: { tags: ['settings'], body: businessDetailsPatchSchema, response },
    },
    async (request) => {
      const business = await updateBusinessDetails(db, request.body);
      forgetBusinessDetails(db);
      return ok({ business });
    },
  );

  // The food-cost threshold is one of the owner's figures, like the costs it is held against (issue 16).
  const foodCost = { 200: successSchema(foodCostSettingResponseSchema) };

  app.get(
    '/settings/food-cost',
    {
      config: { access: ENDPOINT_ACCESS.recipeCosts },
      schema: { tags: ['settings'], response: foodCost },
    },
    async () => ok({ foodCost: await readFoodCostSetting(db) }),
  );

  app.put(
    '/settings/food-cost',
    {
      config: { access: ENDPOINT_ACCESS.recipeCosts },
      schema: { tags: ['settings'], body: foodCostSettingSchema, response: foodCost },
    },
    async (request) => ok({ foodCost: await updateFoodCostSetting(db, request.body) }),
  );
};
