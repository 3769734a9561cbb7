import type { User } from '@dastarkhan/contract/auth';
import type { users } from '../db/schema';

/** The API shape of a user row: never the password hash. */
export function toUserJson(row: typeof users.$inferSelect): User {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    status: row.status,
    avatar: row.avatar,
    createdAt: row.createdAt.toISOString(),
    language: row.language,
    digits: row.digits,
  };
}
