import type { User } from '@dastarkhan/contract/auth';
import {
  LAST_ADMIN_MESSAGE,
  SELF_DELETE_MESSAGE,
  type UserPatch,
  type UsersPage,
  type UsersQuery,
} from '@dastarkhan/contract/users';
import { and, asc, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { likeContains, readPage } from '../../lib/sql';
import { toUserJson } from '../../lib/user-json';

export async function listUsers(db: Executor, query: UsersQuery): Promise<UsersPage> {
  const pattern = query.search ? likeContains(query.search) : undefined;
  const where = pattern
    ? or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.role, pattern))
    : undefined;
  const order = [desc(users.createdAt), desc(users.id)];
  const { rows, total } = await readPage(
    query,
    async () => ({ total: await db.$count(users, where) }),
    ({ limit, offset }) =>
      db
        .select()
        .from(users)
        .where(
          inArray(
            users.id,
            db
              .select({ id: users.id })
              .from(users)
              .where(where)
              .orderBy(...order)
              .limit(limit)
              .offset(offset),
          ),
        )
        .orderBy(...order),
  );
  return { users: rows.map(toUserJson), page: query.page, limit: query.limit, total };
}

/**
 * Locks every active admin row (in id order, so concurrent callers queue instead of deadlocking) and returns
 * their ids. Two admins demoting each other at once both lock these rows first: the second waits, re-reads,
 * no longer sees the first as an admin, and is refused — so the last active admin can never disappear.
 */
async function lockActiveAdmins(tx: Executor): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.status, 'Active')))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((row) => row.id);
}

/**
 * The user as the API shows it, locked after the active admins (the order every user write locks in, so two
 * never deadlock); null when there is none.
 */
export async function lockedUser(tx: Executor, id: string): Promise<User | null> {
  await lockActiveAdmins(tx);
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return row ? toUserJson(row) : null;
}

export async function changeUser(db: Executor, id: string, patch: UserPatch): Promise<User> {
  return db.transaction(async (tx) => {
    const admins = await lockActiveAdmins(tx);
    const [target] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!target) throw notFound('User');
    const staysActiveAdmin =
      (patch.role ?? target.role) === 'admin' && (patch.status ?? target.status) === 'Active';
    if (admins.includes(id) && !staysActiveAdmin && admins.length <= 1) throw conflict(LAST_ADMIN_MESSAGE);
    const [row] = await tx
      .update(users)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    return toUserJson(row!);
  });
}

/** Their attendance goes with them (FK cascade); receipts, costs and stock entries keep a null author. */
export async function deleteUser(db: Executor, actorId: string, id: string): Promise<void> {
  if (actorId === id) throw conflict(SELF_DELETE_MESSAGE);
  await db.transaction(async (tx) => {
    const admins = await lockActiveAdmins(tx);
    if (admins.includes(id) && admins.length <= 1) throw conflict(LAST_ADMIN_MESSAGE);
    const [row] = await tx.delete(users).where(eq(users.id, id)).returning({ id: users.id });
    if (!row) throw notFound('User');
  });
}
