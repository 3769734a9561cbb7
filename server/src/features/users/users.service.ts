import type { UsersPage, UsersQuery } from '@dastarkhan/contract/users';
import { desc, ilike, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { likeContains, offsetOf } from '../../lib/sql';
import { toUserJson } from '../../lib/user-json';

export async function listUsers(db: Executor, query: UsersQuery): Promise<UsersPage> {
  const pattern = query.search ? likeContains(query.search) : undefined;
  const where = pattern
    ? or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.role, pattern))
    : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.limit)
      .offset(offsetOf(query.page, query.limit)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(users)
      .where(where),
  ]);
  return { users: rows.map(toUserJson), page: query.page, limit: query.limit, total: counted?.total ?? 0 };
}
