import { ENDPOINT_ACCESS } from '@dastarkhan/contract/access';
import { successSchema } from '@dastarkhan/contract/common';
import {
  businessDetailsPatchSchema,
  businessDetailsResponseSchema,
  foodCostSettingResponseSchema,
  foodCostSettingSchema,
} from '@dastarkhan/contract/settings';
import {
  approvalPinBodySchema,
  approvalPinResponseSchema,
  counterLimitsResponseSchema,
  counterLimitsSchema,
} from '@dastarkhan/contract/counter-rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureOptions } from '../../lib/feature-options';
import { ok } from '../../lib/reply';
import { forgetBusinessDetails, readBusinessDetails } from '../../lib/business-details';
import { updateBusinessDetails } from './business.service';
import { readCounterLimits, saveCounterLimits } from '../../lib/counter-limits';
import { requireUser } from '../../plugins/auth';
import { hasApprovalPin, setApprovalPin } from './approval-pin.service';
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

  // The counter's limits: every counter role reads them (the counter shows the limit), only the admin sets them.
  const limits = { 200: successSchema(counterLimitsResponseSchema) };

  app.get(
    '/settings/counter-limits',
    {
      config: { access: ENDPOINT_ACCESS.counterLimits.read },
      schema: {
        tags: ['settings'],
        summary: 'The discount limits for non-admins, and the void rule',
        response: limits,
      },
    },
    async () => ok({ limits: await readCounterLimits(db) }),
  );

  app.put(
    '/settings/counter-limits',
    {
      config: { access: ENDPOINT_ACCESS.counterLimits.write },
      schema: { tags: ['settings'], body: counterLimitsSchema, response: limits },
    },
    async (request) => ok({ limits: await saveCounterLimits(db, request.body) }),
  );

  const pin = { 200: successSchema(approvalPinResponseSchema) };

  app.get(
    '/settings/approval-pin',
    {
      config: { access: ENDPOINT_ACCESS.approvalPin },
      schema: {
        tags: ['settings'],
        summary: 'Whether the signed-in admin has an approval PIN',
        response: pin,
      },
    },
    async (request) => ok({ pinSet: await hasApprovalPin(db, requireUser(request).id) }),
  );

  app.put(
    '/settings/approval-pin',
    {
      config: { access: ENDPOINT_ACCESS.approvalPin },
      schema: {
        tags: ['settings'],
        summary: "Set the signed-in admin's own approval PIN (their password proves it is them)",
        body: approvalPinBodySchema,
        response: pin,
      },
    },
    async (request) => {
      await setApprovalPin(db, requireUser(request).id, request.body);
      return ok({ pinSet: true });
    },
  );
};
