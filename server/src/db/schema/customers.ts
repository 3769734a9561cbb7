import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  numeric,
  pgTable,
  type AnyPgColumn,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, primaryId, updatedAt } from './columns';
import { users } from './users';

/**
 * A customer's name, phone and email as one text, indexed by trigrams: a search matching any one of them also
 * matches this, so one index scan finds every candidate. The search must use this expression as it is here for
 * PostgreSQL to use the index.
 */
export const customerSearchText = (t: { name: AnyPgColumn; phone: AnyPgColumn; email: AnyPgColumn }) =>
  sql`${t.name} || ' ' || ${t.phone} || ' ' || coalesce(${t.email}, '')`;

/** A customer's phone backwards: a phone ending with some digits is a range of this, which a b-tree answers. */
export const customerPhoneReversed = (t: { phone: AnyPgColumn }) => sql`reverse(${t.phone})`;

export const customers = pgTable(
  'customers',
  {
    id: primaryId(),
    name: text('name').notNull(),
    /** Normalised Bangladeshi form 01XXXXXXXXX. */
    phone: text('phone').notNull(),
    email: text('email'),
    street: text('street').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    zipCode: text('zip_code').notNull().default(''),
    country: text('country').notNull().default('Bangladesh'),
    notes: text('notes').notNull().default(''),
    /** The most they may owe on credit without an admin's approval (issue 35); null: no limit. */
    creditLimit: numeric('credit_limit', { precision: 14, scale: 2 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Set when the customer is deleted: it leaves every list and picker, and stays in the books (ADR 0157). */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    archivedBy: uuid('archived_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('customers_phone_unique').on(t.phone),
    index('customers_name_lower_idx').on(sql`lower(${t.name}) text_pattern_ops`),
    // The list's order, ties included: customers imported together share a created_at, and without the id
    // PostgreSQL sorted every one of them to find a page. Live customers only, as the list shows them, so a deep
    // page skips index keys without visiting each skipped customer to see it is not archived (issue 33).
    index('customers_live_created_at_id_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.archivedAt} is null`),
    // A text search matches any part of a name, phone or email (ILIKE '%…%'): one trigram index over the three
    // answers it for 3 characters or more, at every size of the book (ADR 0097, ADR 0171).
    index('customers_search_trgm_idx').using('gin', sql`(${customerSearchText(t)}) gin_trgm_ops`),
    // A phone-like search matches a phone's start or its end: a range of each of these (ADR 0176), live
    // customers only, as the search shows them. text_pattern_ops lets LIKE 'digits%' use them in any collation.
    // Migration 0038 also keeps statistics on reverse(phone) (CREATE STATISTICS, which Drizzle cannot declare):
    // PostgreSQL ignores a partial index's own when it estimates how many phones end with the digits.
    index('customers_live_phone_prefix_idx')
      .on(sql`${t.phone} text_pattern_ops`)
      .where(sql`${t.archivedAt} is null`),
    index('customers_live_phone_suffix_idx')
      .on(sql`${customerPhoneReversed(t)} text_pattern_ops`)
      .where(sql`${t.archivedAt} is null`),
  ],
);

/**
 * How many customers there are, kept by triggers on `customers` in the same statement as each insert, delete
 * or truncate (migration 0013), as a sum of stripes: each session adds to its own stripe, so two receipts
 * making customers at once do not wait for one row. The dashboard reads the sum instead of counting every
 * customer (ADR 0098); a test holds it equal to count(*).
 */
export const customerCountStripes = pgTable('customer_count_stripes', {
  stripe: smallint('stripe').primaryKey(),
  customers: bigint('customers', { mode: 'number' }).notNull(),
});
