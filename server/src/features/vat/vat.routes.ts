import { ENDPOINT_ACCESS } from '@dastarkhan/contract/access';
import { successSchema } from '@dastarkhan/contract/common';
import { vatRegisterQuerySchema, vatRegisterSchema } from '@dastarkhan/contract/vat';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failureLanguage } from '../../lib/accept-language';
import type { FeatureOptions } from '../../lib/feature-options';
import { ok } from '../../lib/reply';
import { vatRegister, vatRegisterCsv } from './vat-register';

const access = ENDPOINT_ACCESS.vatRegister;
const tags = ['vat'];

/** The monthly VAT register (issue 34), on screen and as the CSV file for the return; read from roll-ups. */
export const vatRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { db }) => {
  app.get(
    '/vat/register',
    {
      config: { access },
      schema: {
        tags,
        querystring: vatRegisterQuerySchema,
        response: { 200: successSchema(vatRegisterSchema) },
      },
    },
    async (request) => ok({ register: await vatRegister(db, request.query.month, request.query.day) }),
  );

  app.get(
    '/vat/register.csv',
    {
      config: { access },
      schema: {
        tags,
        summary: 'The month’s VAT register as CSV (UTF-8 with BOM)',
        querystring: vatRegisterQuerySchema,
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const { month, day } = request.query;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="vat-register-${day ?? month}.csv"`)
        .header('vary', 'Accept-Language')
        .send(
          vatRegisterCsv(
            await vatRegister(db, month, day),
            failureLanguage(request.headers['accept-language']),
          ),
        );
    },
  );
};
