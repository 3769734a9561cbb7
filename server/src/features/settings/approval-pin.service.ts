import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';

export const WRONG_PASSWORD = 'That is not your password: the PIN was not changed.';

/** Whether the admin has an approval PIN. */
export async function hasApprovalPin(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db.select({ pinHash: users.pinHash }).from(users).where(eq(users.id, userId));
  return Boolean(row?.pinHash);
}

/**
 * Sets the admin's own approval PIN, hashed like a password (argon2id), once their password proves it is them:
 * a session left open at the counter must not be enough to set the PIN that approves discounts (ADR 0142).
 */
export async function setApprovalPin(
  db: Executor,
  userId: string,
  body: { pin: string; password: string },
): Promise<void> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!row || !(await verifyPassword(row.passwordHash, body.password)))
    throw new AppError(422, WRONG_PASSWORD);
  await db
    .update(users)
    .set({ pinHash: await hashPassword(body.pin), updatedAt: new Date() })
    .where(eq(users.id, userId));
}
