import { ENDPOINT_ACCESS } from '@dastarkhan/contract/access';
import { successSchema } from '@dastarkhan/contract/common';
import { vatSettingsResponseSchema, vatSettingsSchema, type VatSettings } from '@dastarkhan/contract/vat';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { settings } from '../../db/schema';
import { audited, lockRow } from '../../lib/audit';
import type { FeatureOptions } from '../../lib/feature-options';
import { ok } from '../../lib/reply';
import { forgetVatSettings, readVatSettings, VAT_SETTINGS_KEY } from '../../lib/vat-settings';

/** Replaces the VAT settings: the table of rates is edited as a whole, like a form's rows. */
async function saveVatSettings(db: Executor, vat: VatSettings): Promise<VatSettings> {
  await db
    .insert(settings)
    .values({ key: VAT_SETTINGS_KEY, value: sql`${JSON.stringify(vat)}::jsonb` })
    .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value`, updatedAt: new Date() } });
  return vat;
}

/**
 * The BIN, the tax rates and the service charge (issue 34): every counter role reads them (the counter shows
 * the VAT it will charge), only the admin sets them. A receipt keeps the VAT it was made with, so a change here
 * never alters one already saved.
 */
export const vatSettingsRoutes: FastifyPluginAsyncZod<Pick<FeatureOptions, 'db'>> = async (app, { db }) => {
  const response = { 200: successSchema(vatSettingsResponseSchema) };

  app.get(
    '/settings/vat',
    {
      config: { access: ENDPOINT_ACCESS.vatSettings.read },
      schema: { tags: ['settings'], summary: 'The BIN, the tax rates and the service charge', response },
    },
    async () => ok({ vat: await readVatSettings(db) }),
  );

  app.put(
    '/settings/vat',
    {
      config: { access: ENDPOINT_ACCESS.vatSettings.write },
      schema: { tags: ['settings'], body: vatSettingsSchema, response },
    },
    async (request) => {
      const vat = await audited(db, request, (tx) => saveVatSettings(tx, request.body), {
        kind: 'setting',
        action: 'update',
        entityId: VAT_SETTINGS_KEY,
        before: async (tx) => {
          await lockRow(tx, settings.key, VAT_SETTINGS_KEY);
          return readVatSettings(tx);
        },
        after: (saved) => saved,
      });
      forgetVatSettings(db);
      return ok({ vat });
    },
  );
};
