import { ENDPOINT_ACCESS } from '@dastarkhan/contract/access';
import { successSchema } from '@dastarkhan/contract/common';
import {
  foodCostQuerySchema,
  foodCostReportSchema,
  kitchenQuerySchema,
  kitchenSummarySchema,
} from '@dastarkhan/contract/food-cost';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureOptions } from '../../lib/feature-options';
import { ok } from '../../lib/reply';
import { foodCostReport } from './food-cost-report';
import { kitchenSummary } from './kitchen-summary';

const access = ENDPOINT_ACCESS.foodCost;
const tags = ['food cost'];

/** Where the food money goes (issue 16): the period report and the dashboard's kitchen figures, admins only. */
export const foodCostRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { db, timeZone, now }) => {
  app.get(
    '/food-cost/report',
    {
      config: { access },
      schema: {
        tags,
        querystring: foodCostQuerySchema,
        response: { 200: successSchema(foodCostReportSchema) },
      },
    },
    async (request) => ok(await foodCostReport(db, request.query)),
  );

  app.get(
    '/food-cost/kitchen',
    {
      config: { access },
      schema: {
        tags,
        querystring: kitchenQuerySchema,
        response: { 200: successSchema(kitchenSummarySchema) },
      },
    },
    async (request) => ok(await kitchenSummary(db, request.query.range, timeZone, now())),
  );
};
