import { ENDPOINT_ACCESS } from '@dastarkhan/contract/access';
import { successSchema } from '@dastarkhan/contract/common';
import {
  dashboardQuerySchema,
  dashboardSummarySchema,
  salesSeriesSchema,
} from '@dastarkhan/contract/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureOptions } from '../../lib/feature-options';
import { ok } from '../../lib/reply';
import { dashboardSummary, salesSeries } from './dashboard.service';

const access = ENDPOINT_ACCESS.dashboard;
const tags = ['dashboard'];

export const dashboardRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { db, timeZone, now }) => {
  app.get(
    '/dashboard/summary',
    {
      config: { access },
      schema: {
        tags,
        querystring: dashboardQuerySchema,
        response: { 200: successSchema(dashboardSummarySchema) },
      },
    },
    async (request) => ok(await dashboardSummary(db, request.query.range, timeZone, now())),
  );

  app.get(
    '/dashboard/sales-series',
    {
      config: { access },
      schema: {
        tags,
        querystring: dashboardQuerySchema,
        response: { 200: successSchema(salesSeriesSchema) },
      },
    },
    async (request) => ok(await salesSeries(db, request.query.range, timeZone, now())),
  );
};
