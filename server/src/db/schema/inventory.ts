import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { INVENTORY_CATEGORIES, INVENTORY_UNITS } from '@dastarkhan/contract/inventory';
import { createdAt, money, oneOf, primaryId } from './columns';
import { users } from './users';

const quantity = (name: string) => money(name);

export const inventoryItems = pgTable(
  'inventory_items',
  {
    id: primaryId(),
    name: text('name').notNull(),
    category: text('category', { enum: INVENTORY_CATEGORIES }).notNull(),
    quantity: quantity('quantity').notNull(),
    unit: text('unit', { enum: INVENTORY_UNITS }).notNull().default('kg'),
    /** Unit price of the latest intake. */
    price: money('price').notNull(),
    /** Total spent on this item over all intakes. */
    totalTk: money('total_tk').notNull(),
    threshold: quantity('threshold').notNull().default('10'),
    supplierName: text('supplier_name').notNull().default('Not specified'),
    dueTk: money('due_tk').notNull().default('0'),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    addedByName: text('added_by_name').notNull().default(''),
    createdAt: createdAt(),
    lastUpdatedAt: timestamp('last_updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('inventory_items_identity_unique').on(sql`lower(${t.name})`, t.category, t.unit),
    index('inventory_items_created_at_idx').on(t.createdAt),
    index('inventory_items_category_idx').on(t.category),
    check(
      'inventory_items_amounts_check',
      sql`${t.quantity} >= 0 and ${t.price} >= 0 and ${t.totalTk} >= 0 and ${t.threshold} >= 0 and ${t.dueTk} >= 0`,
    ),
    check('inventory_items_category_check', oneOf(t.category, INVENTORY_CATEGORIES)),
    check('inventory_items_unit_check', oneOf(t.unit, INVENTORY_UNITS)),
  ],
);

export const inventoryAdditions = pgTable(
  'inventory_additions',
  {
    id: primaryId(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => inventoryItems.id, { onDelete: 'cascade' }),
    quantity: quantity('quantity').notNull(),
    totalTk: money('total_tk').notNull(),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    addedByName: text('added_by_name').notNull().default(''),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inventory_additions_item_idx').on(t.itemId, t.addedAt),
    index('inventory_additions_added_at_idx').on(t.addedAt),
    check('inventory_additions_amounts_check', sql`${t.quantity} >= 0 and ${t.totalTk} >= 0`),
  ],
);
