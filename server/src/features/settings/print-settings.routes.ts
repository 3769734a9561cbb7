import { ENDPOINT_ACCESS } from '@dastarkhan/contract/access';
import { successSchema } from '@dastarkhan/contract/common';
import {
  DEFAULT_PRINT_SETTINGS,
  printSettingsResponseSchema,
  printSettingsSchema,
  type PrintSettings,
} from '@dastarkhan/contract/print-language';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Executor } from '../../db/client';
import { settings } from '../../db/schema';
import { audited, lockRow } from '../../lib/audit';
import type { FeatureOptions } from '../../lib/feature-options';
import { ok } from '../../lib/reply';

/** The settings key of how the business's slips read (issue 36). */
const PRINT_SETTINGS_KEY = 'print';

/** The admin's choice, or English with Latin digits until one is saved. */
async function readPrintSettings(db: Executor): Promise<PrintSettings> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, PRINT_SETTINGS_KEY));
  const saved = printSettingsSchema.safeParse(row?.value);
  return saved.success ? saved.data : DEFAULT_PRINT_SETTINGS;
}

/** Saves the choice whole, in one statement. */
async function savePrintSettings(db: Executor, print: PrintSettings): Promise<PrintSettings> {
  await db
    .insert(settings)
    .values({ key: PRINT_SETTINGS_KEY, value: sql`${JSON.stringify(print)}::jsonb` })
    .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value`, updatedAt: new Date() } });
  return print;
}

/**
 * The language of the receipt and its digits, and the names on the kitchen ticket (issue 36): whoever works the
 * counter prints by them, so every counter role reads them; only the admin chooses.
 */
export const printSettingsRoutes: FastifyPluginAsyncZod<Pick<FeatureOptions, 'db'>> = async (app, { db }) => {
  const response = { 200: successSchema(printSettingsResponseSchema) };

  app.get(
    '/settings/print',
    {
      config: { access: ENDPOINT_ACCESS.printSettings.read },
      schema: {
        tags: ['settings'],
        summary: "The receipt's language and digits, and the kitchen ticket's names",
        response,
      },
    },
    async () => ok({ print: await readPrintSettings(db) }),
  );

  app.put(
    '/settings/print',
    {
      config: { access: ENDPOINT_ACCESS.printSettings.write },
      schema: { tags: ['settings'], body: printSettingsSchema, response },
    },
    async (request) => {
      const print = await audited(db, request, (tx) => savePrintSettings(tx, request.body), {
        kind: 'setting',
        action: 'update',
        entityId: PRINT_SETTINGS_KEY,
        before: async (tx) => {
          await lockRow(tx, settings.key, PRINT_SETTINGS_KEY);
          return readPrintSettings(tx);
        },
        after: (saved) => saved,
      });
      return ok({ print });
    },
  );
};
