import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { INVENTORY_UNITS } from '@dastarkhan/contract/inventory';
import { MENU_COLUMNS } from '@dastarkhan/contract/recipes';
import { createdAt, money, oneOf, primaryId, updatedAt } from './columns';
import { inventoryItems } from './inventory';
import { users } from './users';

/** The one menu category list (see docs/decisions/0006-menu-categories.md). */
export const recipeCategories = pgTable(
  'recipe_categories',
  {
    name: text('name').primaryKey(),
    /** The category as Bangla readers call it (issue 36); null: none given, the English name stands. */
    nameBn: text('name_bn'),
    /** Which column of the receipt screen's menu grid shows this category. */
    menuColumn: text('menu_column', { enum: MENU_COLUMNS }).notNull().default('left'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [check('recipe_categories_menu_column_check', oneOf(t.menuColumn, MENU_COLUMNS))],
);

export const recipes = pgTable(
  'recipes',
  {
    id: primaryId(),
    name: text('name').notNull(),
    /** The dish as Bangla readers call it (issue 36): the counter finds it by either name; null: none given. */
    nameBn: text('name_bn'),
    description: text('description').notNull().default(''),
    category: text('category')
      .notNull()
      .references(() => recipeCategories.name, { onUpdate: 'cascade', onDelete: 'restrict' }),
    price: money('price').notNull(),
    image: text('image').notNull().default(''),
    isAvailable: boolean('is_available').notNull().default(true),
    /** The counter's short code (`K1`), stored upper-cased so the plain unique index is case-insensitive (ADR 0080). */
    code: text('code'),
    /** How many full plates one batch of the ingredients makes (issue 16: "one degh makes 40 plates"). */
    batchPlates: numeric('batch_plates', { precision: 10, scale: 2 }).notNull().default('1'),
    /** A dish served as a share of another (a half plate): it takes `portion` of that dish's plate. */
    portionOf: uuid('portion_of').references((): AnyPgColumn => recipes.id, { onDelete: 'set null' }),
    portion: numeric('portion', { precision: 6, scale: 3 }).notNull().default('1'),
    /**
     * Refuse a sale that would take one of the dish's ingredients below 0 (issue 16); otherwise stock may go
     * below 0 and the missing intake is flagged.
     */
    stopWhenOut: boolean('stop_when_out').notNull().default(false),
    /** The tax rate's name the dish pays (issue 34); null: the standard rate of the VAT settings. */
    taxRate: text('tax_rate'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Set when the dish is deleted: it leaves every list and picker, and stays in the books (ADR 0157). */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    archivedBy: uuid('archived_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('recipes_price_check', sql`${t.price} >= 0`),
    check(
      'recipes_batch_check',
      sql`${t.batchPlates} > 0 and ${t.portion} > 0 and ${t.portionOf} is distinct from ${t.id}`,
    ),
    check('recipes_code_check', sql`${t.code} ~ '^[A-Z0-9]{1,6}$'`),
    // A deleted dish's code is free again for a new dish.
    uniqueIndex('recipes_code_unique')
      .on(t.code)
      .where(sql`${t.archivedAt} is null`),
    index('recipes_category_idx').on(t.category),
    index('recipes_name_lower_idx').on(sql`lower(${t.name})`),
  ],
);

/**
 * A dish's bill of materials, per batch, in the unit the cook entered (any unit of the item's family); the
 * per-plate amount is derived when it is read or sold (issue 16).
 */
export const recipeIngredients = pgTable(
  'recipe_ingredients',
  {
    recipeId: uuid('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => inventoryItems.id, { onDelete: 'restrict' }),
    quantity: numeric('quantity', { precision: 14, scale: 3 }).notNull(),
    unit: text('unit', { enum: INVENTORY_UNITS }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.recipeId, t.position] }),
    index('recipe_ingredients_item_idx').on(t.itemId),
    check('recipe_ingredients_quantity_check', sql`${t.quantity} > 0`),
    check('recipe_ingredients_unit_check', oneOf(t.unit, INVENTORY_UNITS)),
  ],
);
