import { DEFAULT_LANGUAGE } from '@dastarkhan/contract/language';
import type { LanguageSetting } from '@dastarkhan/contract/settings';
import { eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { settings } from '../db/schema';
import { settingCache } from './setting-cache';

/** The settings key holding the business's default language (issue 36). */
export const LANGUAGE_SETTING_KEY = 'language';

/** The saved default language; never set: English, the spec's. */
export async function readLanguageSetting(db: Executor): Promise<LanguageSetting> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, LANGUAGE_SETTING_KEY));
  return { defaultLanguage: DEFAULT_LANGUAGE, ...(row?.value as Partial<LanguageSetting> | undefined) };
}

export async function saveLanguageSetting(db: Executor, setting: LanguageSetting): Promise<LanguageSetting> {
  await db
    .insert(settings)
    .values({ key: LANGUAGE_SETTING_KEY, value: sql`${JSON.stringify(setting)}::jsonb` })
    .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value`, updatedAt: new Date() } });
  return setting;
}

const cache = settingCache(readLanguageSetting);

/** The default language told with who is signed in (/auth/me on every load), read at most once per few seconds. */
export const currentDefaultLanguage = async (db: Database) => (await cache.current(db)).defaultLanguage;

/** Drops this node's copy after the setting changed. */
export const forgetLanguageSetting = (db: Database): void => cache.forget(db);
