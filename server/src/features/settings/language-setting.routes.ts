import { ENDPOINT_ACCESS } from '@dastarkhan/contract/access';
import { successSchema } from '@dastarkhan/contract/common';
import { languageSettingResponseSchema, languageSettingSchema } from '@dastarkhan/contract/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { settings } from '../../db/schema';
import { audited, lockRow } from '../../lib/audit';
import type { FeatureOptions } from '../../lib/feature-options';
import {
  forgetLanguageSetting,
  LANGUAGE_SETTING_KEY,
  readLanguageSetting,
  saveLanguageSetting,
} from '../../lib/language-setting';
import { ok } from '../../lib/reply';

/**
 * The business's default language (issue 36): the admin reads and sets it here; everyone else learns it with who
 * they are (/auth/me), which is all a screen needs.
 */
export const languageSettingRoutes: FastifyPluginAsyncZod<Pick<FeatureOptions, 'db'>> = async (
  app,
  { db },
) => {
  const response = { 200: successSchema(languageSettingResponseSchema) };

  app.get(
    '/settings/language',
    {
      config: { access: ENDPOINT_ACCESS.languageSetting },
      schema: { tags: ['settings'], summary: "The business's default language", response },
    },
    async () => ok({ language: await readLanguageSetting(db) }),
  );

  app.put(
    '/settings/language',
    {
      config: { access: ENDPOINT_ACCESS.languageSetting },
      schema: { tags: ['settings'], body: languageSettingSchema, response },
    },
    async (request) => {
      const language = await audited(db, request, (tx) => saveLanguageSetting(tx, request.body), {
        kind: 'setting',
        action: 'update',
        entityId: LANGUAGE_SETTING_KEY,
        before: async (tx) => {
          await lockRow(tx, settings.key, LANGUAGE_SETTING_KEY);
          return readLanguageSetting(tx);
        },
        after: (saved) => saved,
      });
      forgetLanguageSetting(db);
      return ok({ language });
    },
  );
};
