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
import { settings } from '../../db/schema';
import { audited, lockRow } from '../../lib/audit';
import { BUSINESS_DETAILS_KEY, forgetBusinessDetails, readBusinessDetails } from '../../lib/business-details';
import { FOOD_COST_KEY } from '../../lib/food-cost';
import { updateBusinessDetails } from './business.service';
import { counterSettingsRoutes } from './counter-settings.routes';
import { languageSettingRoutes } from './language-setting.routes';
import { printSettingsRoutes } from './print-settings.routes';
import { vatSettingsRoutes } from './vat-settings.routes';
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
      const business = await audited(db, request, (tx) => updateBusinessDetails(tx, request.body), {
        kind: 'setting',
        action: 'update',
        entityId: BUSINESS_DETAILS_KEY,
        before: async (tx) => {
          await lockRow(tx, settings.key, BUSINESS_DETAILS_KEY);
          return readBusinessDetails(tx);
        },
        after: (saved) => saved,
      });
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
    async (request) => {
      const foodCost = await audited(db, request, (tx) => updateFoodCostSetting(tx, request.body), {
        kind: 'setting',
        action: 'update',
        entityId: FOOD_COST_KEY,
        before: async (tx) => {
          await lockRow(tx, settings.key, FOOD_COST_KEY);
          return readFoodCostSetting(tx);
        },
        after: (saved) => saved,
      });
      return ok({ foodCost });
    },
  );

  await app.register(counterSettingsRoutes, { db });
  await app.register(vatSettingsRoutes, { db });
  await app.register(languageSettingRoutes, { db });
  await app.register(printSettingsRoutes, { db });
};
