import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, updatedAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: primaryId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['admin', 'manager', 'staff'] })
      .notNull()
      .default('staff'),
    status: text('status', { enum: ['Active', 'Inactive'] })
      .notNull()
      .default('Active'),
    avatar: text('avatar'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    index('users_created_at_idx').on(t.createdAt),
    check('users_role_check', sql`${t.role} in ('admin', 'manager', 'staff')`),
    check('users_status_check', sql`${t.status} in ('Active', 'Inactive')`),
  ],
);
