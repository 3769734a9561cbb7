import type { LoginBody, RegisterBody, User, UserPreferences } from '@dastarkhan/contract/auth';
import type { Role } from '@dastarkhan/contract/common';
import { eq, sql } from 'drizzle-orm';
import { ADVISORY_LOCKS } from '../../db/advisory-locks';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { conflict, unauthorized } from '../../lib/errors';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords';
import type { AuthUser } from '../../plugins/auth';
import { toUserJson } from '../../lib/user-json';

const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.toLowerCase());

export const EMAIL_TAKEN = 'An account with this email already exists.';
export const BAD_CREDENTIALS = 'Incorrect email or password.';

/** The first account on an empty database becomes admin; every later one is staff. */
export async function registerUser(db: Executor, body: RegisterBody): Promise<User> {
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    // Serialise registrations so two people signing up at once cannot both become the first admin.
    await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.firstAdminRegistration})`);
    const [existing] = await tx.select({ id: users.id }).from(users).where(byEmail(body.email));
    if (existing) throw conflict(EMAIL_TAKEN);
    const [{ count }] = (await tx.select({ count: sql<number>`count(*)::int` }).from(users)) as [
      { count: number },
    ];
    const [row] = await tx
      .insert(users)
      .values({
        name: body.name,
        email: body.email.toLowerCase(),
        passwordHash,
        role: count === 0 ? 'admin' : 'staff',
      })
      .returning();
    return toUserJson(row!);
  });
}

export async function authenticate(db: Executor, body: LoginBody): Promise<User> {
  const [row] = await db.select().from(users).where(byEmail(body.email));
  const valid = await verifyPassword(row?.passwordHash ?? (await dummyPasswordHash), body.password);
  if (!row || !valid) throw unauthorized(BAD_CREDENTIALS);
  return toUserJson(row);
}

export async function findAuthUser(db: Executor, id: string): Promise<AuthUser | undefined> {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role, status: users.status })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

export async function findUser(db: Executor, id: string): Promise<User | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row && toUserJson(row);
}

/** Creates the account, or resets its password, name and role when the email exists (shell recovery). */
export async function upsertUser(
  db: Executor,
  input: { name: string; email: string; password: string; role: Role },
): Promise<{ user: User; created: boolean }> {
  const passwordHash = await hashPassword(input.password);
  const [existing] = await db.select({ id: users.id }).from(users).where(byEmail(input.email));
  if (existing) {
    const [row] = await db
      .update(users)
      .set({ name: input.name, passwordHash, role: input.role, status: 'Active', updatedAt: new Date() })
      .where(eq(users.id, existing.id))
      .returning();
    return { user: toUserJson(row!), created: false };
  }
  const [row] = await db
    .insert(users)
    .values({ name: input.name, email: input.email.toLowerCase(), passwordHash, role: input.role })
    .returning();
  return { user: toUserJson(row!), created: true };
}

/** Saves a user's own language and digits; what the change leaves out stays as it was. */
export async function updatePreferences(db: Executor, id: string, change: UserPreferences): Promise<User> {
  const [row] = await db
    .update(users)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw unauthorized();
  return toUserJson(row);
}
