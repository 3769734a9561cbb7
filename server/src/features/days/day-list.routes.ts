import { ENDPOINT_ACCESS } from '@dastarkhan/contract/access';
import { successSchema } from '@dastarkhan/contract/common';
import {
  dayListQuerySchema,
  dayParamsSchema,
  dayStatusSchema,
  zReportSchema,
} from '@dastarkhan/contract/days';
import { rangeProblem } from '@dastarkhan/contract/periods';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../lib/errors';
import type { FeatureOptions } from '../../lib/feature-options';
import { ok } from '../../lib/reply';
import { dayHistory, dayStatuses } from './close.service';

const tags = ['days'];
const MAX_LISTED_DAYS = 366;

/** Which days are closed (the dashboard), and a day's closes and reopenings (its history). */
export const dayListRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { db }) => {
  const read = { access: ENDPOINT_ACCESS.days };

  app.get(
    '/days',
    {
      config: read,
      schema: {
        tags,
        querystring: dayListQuerySchema,
        response: { 200: successSchema(z.object({ days: z.array(dayStatusSchema) })) },
      },
    },
    async (request) => {
      const { from, to } = request.query;
      const problem = rangeProblem(from, to, MAX_LISTED_DAYS);
      if (problem)
        throw badRequest(problem === 'endBeforeStart' ? 'The end is before the start' : 'At most 366 days');
      return ok({ days: await dayStatuses(db, from, to) });
    },
  );

  app.get(
    '/days/:day/history',
    {
      config: read,
      schema: {
        tags,
        params: dayParamsSchema,
        response: { 200: successSchema(z.object({ closes: z.array(zReportSchema) })) },
      },
    },
    async (request) => ok({ closes: await dayHistory(db, request.params.day) }),
  );
};
