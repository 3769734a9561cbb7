import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ROLES } from '@dastarkhan/contract/common';
import { USER_STATUSES } from '@dastarkhan/contract/auth';
import { DIGIT_SETS, LANGUAGE_CODES } from '@dastarkhan/contract/language';
import { createdAt, oneOf, primaryId, updatedAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: primaryId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ROLES }).notNull().default('staff'),
    status: text('status', { enum: USER_STATUSES }).notNull().default('Active'),
    avatar: text('avatar'),
    /** An admin's approval PIN, hashed like a password (argon2id); null until they set one (ADR 0142). */
    pinHash: text('pin_hash'),
    /** The language and digits the user reads the app in; null follows the business's and the language's (issue 36). */
    language: text('language', { enum: LANGUAGE_CODES }),
    digits: text('digits', { enum: DIGIT_SETS }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    index('users_created_at_idx').on(t.createdAt),
    check('users_role_check', oneOf(t.role, ROLES)),
    check('users_status_check', oneOf(t.status, USER_STATUSES)),
    check('users_language_check', oneOf(t.language, LANGUAGE_CODES)),
    check('users_digits_check', oneOf(t.digits, DIGIT_SETS)),
  ],
);
