import { allows, ENDPOINT_ACCESS, type Access } from '@dastarkhan/contract/access';
import { sentFailureSchema } from '@dastarkhan/contract/failures/envelope';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { describe } from 'zod/mini';

/**
 * Every route may answer with the failure envelope (plugins/error-envelope.ts): the document says so, so a
 * client generated from it knows the shape of a refusal as well as of a success.
 */
const FAILURES = {
  '4XX': sentFailureSchema.check(describe('Refused: the request cannot be served as sent (status fail)')),
  '5XX': sentFailureSchema.check(describe('Failed on the server, or the database is away (status error)')),
};

/**
 * What an operation asks of its caller, from the access its route declares (ADR 0066): a token, or nothing for
 * one anyone may call (health, sign-in, registration). A validating client such as Stoplight Prism refuses an
 * operation whose document asks for a token the caller has no way to have yet.
 */
const securityOf = (access: Access | undefined) =>
  allows(access ?? 'public', undefined) ? [] : [{ bearer: [] }];

/** OpenAPI generated from the same zod schemas that validate requests; the web's API types come from it. */
export const apiDocs = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Dastarkhan API',
        version: '1.0.0',
        description: 'Restaurant back office. JSend envelopes.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: ({ schema, ...input }) =>
      jsonSchemaTransform({
        ...input,
        schema:
          schema && !schema.hide
            ? {
                ...schema,
                security: securityOf(input.route.config?.access),
                response: { ...FAILURES, ...(schema.response ?? {}) },
              }
            : schema,
      }),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get(
    '/api/openapi.json',
    { config: { access: ENDPOINT_ACCESS.open }, schema: { hide: true } },
    async () => app.swagger(),
  );
});
