import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';

/** Key/value settings shared by every app node, such as the business details printed on receipts. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});
