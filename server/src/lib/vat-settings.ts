import { NO_VAT, type VatSettings } from '@dastarkhan/contract/vat';
import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { settings } from '../db/schema';
import { settingCache } from './setting-cache';

/** The settings key holding the BIN, the tax rates and the service charge (issue 34; seeded by migration 0042). */
export const VAT_SETTINGS_KEY = 'vat';

/** The saved VAT settings; none saved (the seed's row removed): no VAT, as before issue 34. */
export async function readVatSettings(db: Executor): Promise<VatSettings> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, VAT_SETTINGS_KEY));
  return { ...NO_VAT, ...(row?.value as Partial<VatSettings> | undefined) };
}

const cache = settingCache(readVatSettings);

/** The VAT settings for a new receipt, read at most once per few seconds on the receipt hot path. */
export const currentVatSettings = (db: Database): Promise<VatSettings> => cache.current(db);

/** Drops this node's copy after the settings changed. */
export const forgetVatSettings = (db: Database): void => cache.forget(db);
