import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { settings } from '../../db/schema';

export async function readSetting<T>(db: Executor, key: string): Promise<T | undefined> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row?.value as T | undefined;
}

/** Inserts the value unless another node got there first; returns whichever value won. */
export async function readOrInitSetting<T>(db: Executor, key: string, initial: () => T): Promise<T> {
  await db
    .insert(settings)
    .values({ key, value: sql`${JSON.stringify(initial())}::jsonb` })
    .onConflictDoNothing();
  return (await readSetting<T>(db, key)) as T;
}

/** JWT_SECRET from the environment, else one generated on first start and shared by every app node. */
export function resolveJwtSecret(db: Executor, fromEnv: string | undefined): Promise<string> {
  if (fromEnv) return Promise.resolve(fromEnv);
  return readOrInitSetting(db, 'jwt_secret', () => crypto.randomBytes(48).toString('base64url'));
}
