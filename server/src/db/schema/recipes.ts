import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { MENU_COLUMNS } from '@dastarkhan/contract/recipes';
import { createdAt, money, oneOf, primaryId, updatedAt } from './columns';

/** The one menu category list (see docs/decisions/0006-menu-categories.md). */
export const recipeCategories = pgTable(
  'recipe_categories',
  {
    name: text('name').primaryKey(),
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
    description: text('description').notNull().default(''),
    category: text('category')
      .notNull()
      .references(() => recipeCategories.name, { onUpdate: 'cascade', onDelete: 'restrict' }),
    price: money('price').notNull(),
    image: text('image').notNull().default(''),
    isAvailable: boolean('is_available').notNull().default(true),
    /** The counter's short code (`K1`), stored upper-cased so the plain unique index is case-insensitive (ADR 0080). */
    code: text('code'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('recipes_price_check', sql`${t.price} >= 0`),
    check('recipes_code_check', sql`${t.code} ~ '^[A-Z0-9]{1,6}$'`),
    uniqueIndex('recipes_code_unique').on(t.code),
    index('recipes_category_idx').on(t.category),
    index('recipes_name_lower_idx').on(sql`lower(${t.name})`),
  ],
);
