import { ENDPOINT_ACCESS } from '@dastarkhan/contract/access';
import { successSchema } from '@dastarkhan/contract/common';
import { businessDetailsPatchSchema, businessDetailsResponseSchema } from '@dastarkhan/contract/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureOptions } from '../../lib/feature-options';
import { ok } from '../../lib/reply';
import { forgetBusinessDetails, readBusinessDetails } from '../../lib/business-details';
import { updateBusinessDetails } from './business.service';

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
};
