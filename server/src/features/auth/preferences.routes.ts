import { ENDPOINT_ACCESS } from '@dastarkhan/contract/access';
import { meResponseSchema, userPreferencesSchema } from '@dastarkhan/contract/auth';
import { successSchema } from '@dastarkhan/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audited } from '../../lib/audit';
import type { FeatureOptions } from '../../lib/feature-options';
import { currentDefaultLanguage } from '../../lib/language-setting';
import { ok } from '../../lib/reply';
import { requireUser } from '../../plugins/auth';
import { findUser, updatePreferences } from './auth.service';

/**
 * Every user sets their own language and digits (issue 36), whatever their role: staff waiting for approval
 * read the staff page in it too. The answer is /auth/me's, so the web keeps one reading of who is signed in.
 */
export const preferencesRoutes: FastifyPluginAsyncZod<Pick<FeatureOptions, 'db'>> = async (app, { db }) => {
  app.patch(
    '/auth/me/preferences',
    {
      config: { access: ENDPOINT_ACCESS.self },
      schema: {
        tags: ['auth'],
        summary: 'Set the language and digits the signed-in user reads the app in',
        body: userPreferencesSchema,
        response: { 200: successSchema(meResponseSchema) },
      },
    },
    async (request) => {
      const { id, name } = requireUser(request);
      const user = await audited(db, request, (tx) => updatePreferences(tx, id, request.body), {
        kind: 'user',
        action: 'update',
        entityId: id,
        label: () => name,
        before: async (tx) => {
          const before = await findUser(tx, id);
          return { language: before?.language ?? null, digits: before?.digits ?? null };
        },
        after: (saved) => ({ language: saved.language, digits: saved.digits }),
      });
      return ok({ user, defaultLanguage: await currentDefaultLanguage(db) });
    },
  );
};
