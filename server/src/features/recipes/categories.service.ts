import type { CreateCategoryBody, RecipeCategory, UpdateCategoryBody } from '@dastarkhan/contract/recipes';
import { categoryKey } from '@dastarkhan/contract/common';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { recipeCategories, recipes } from '../../db/schema';
import {
  afterLastCategory,
  assertCategoryNameFree,
  assertCategoryUnused,
  lockedCategory,
  oneCategoryWriterAtATime,
  sameCategory,
  type CategoryList,
} from '../../lib/category-lists';
import { badRequest } from '../../lib/errors';

type CategoryRow = typeof recipeCategories.$inferSelect;

const toCategoryJson = (row: CategoryRow): RecipeCategory => ({
  name: row.name,
  nameBn: row.nameBn,
  menuColumn: row.menuColumn,
  sortOrder: row.sortOrder,
});

const menuCategories: CategoryList = {
  table: recipeCategories,
  name: recipeCategories.name,
  sortOrder: recipeCategories.sortOrder,
  usedBy: { table: recipes, column: recipes.category },
  stillUsed: (name, uses) =>
    `The category "${name}" is still used by ${uses} recipe${uses === 1 ? '' : 's'}. Move or delete them first.`,
};

/**
 * The spec's readings name some categories that are families of the stored list (ADR 0006): each such spelling
 * stands for its family when a recipe names its category (ADR 0061).
 */
const SPEC_FAMILIES = new Map([
  ['dessert', 'Desert & Drinks'],
  ['beverage', 'Desert & Drinks'],
  ['basmoti kacchi', 'Kacchi'],
  ['cinigura kacchi', 'Kacchi'],
  ['chicken dom biriyani', 'Biriyani'],
]);

const sameKey = (name: string) => sameCategory(recipeCategories.name, name);

/**
 * The stored category a recipe's spelling names: the exact name first, then the same name in any case or
 * spacing, then the family a spec spelling stands for. One row, or none. (The admin's routes name a category in
 * any case or spacing too, but never through a family: `lockedCategory`.)
 */
function categoryNamed(db: Executor, name: string) {
  const family = SPEC_FAMILIES.get(categoryKey(name));
  return db
    .select()
    .from(recipeCategories)
    .where(family ? sql`(${sameKey(name)} or ${sameKey(family)})` : sameKey(name))
    .orderBy(
      desc(sql`${recipeCategories.name} = ${name}`),
      desc(sameKey(name)),
      asc(recipeCategories.sortOrder),
    )
    .limit(1);
}

export async function listCategories(db: Executor): Promise<RecipeCategory[]> {
  const rows = await db
    .select()
    .from(recipeCategories)
    .orderBy(asc(recipeCategories.sortOrder), asc(recipeCategories.name));
  return rows.map(toCategoryJson);
}

/**
 * The stored spelling of the category a recipe names ("other" → "Other", "dessert" → "Desert & Drinks"); 400
 * (a form field error, not a missing URL) when it names none.
 */
export async function canonicalCategory(db: Executor, name: string): Promise<string> {
  const [row] = await categoryNamed(db, name);
  if (!row) {
    const message = `Unknown category "${name}". Choose one of the menu categories.`;
    throw badRequest(message, [{ path: 'category', message }]);
  }
  return row.name;
}

/** For the recipe list's filter: the stored category a spelling names, or the spelling itself (matching none). */
export async function categoryFilterName(db: Executor, name: string): Promise<string> {
  const [row] = await categoryNamed(db, name);
  return row?.name ?? name;
}

/** The category as the API shows it, locked for the rest of the transaction (404 when there is none). */
export async function lockedCategoryJson(tx: Executor, name: string): Promise<RecipeCategory> {
  const stored = await lockedCategory(tx, menuCategories, name);
  const [row] = await tx.select().from(recipeCategories).where(eq(recipeCategories.name, stored));
  return toCategoryJson(row!);
}

export async function createCategory(db: Executor, body: CreateCategoryBody): Promise<RecipeCategory> {
  return db.transaction(async (tx) => {
    await oneCategoryWriterAtATime(tx, menuCategories);
    await assertCategoryNameFree(tx, menuCategories, body.name);
    const sortOrder = body.sortOrder ?? afterLastCategory(menuCategories);
    const [row] = await tx
      .insert(recipeCategories)
      .values({ name: body.name, nameBn: body.nameBn ?? null, menuColumn: body.menuColumn, sortOrder })
      .returning();
    return toCategoryJson(row!);
  });
}

/** A rename cascades to every recipe of the category through the foreign key (ON UPDATE CASCADE). */
export async function updateCategory(
  db: Executor,
  name: string,
  body: UpdateCategoryBody,
): Promise<RecipeCategory> {
  return db.transaction(async (tx) => {
    const stored = await lockedCategory(tx, menuCategories, name);
    // A rename may change the letter case of the category itself, never reach another's name.
    if (body.name !== undefined) await assertCategoryNameFree(tx, menuCategories, body.name, stored);
    const [row] = await tx
      .update(recipeCategories)
      .set(body)
      .where(eq(recipeCategories.name, stored))
      .returning();
    return toCategoryJson(row!);
  });
}

export async function deleteCategory(db: Executor, name: string): Promise<void> {
  await db.transaction(async (tx) => {
    const stored = await lockedCategory(tx, menuCategories, name);
    await assertCategoryUnused(tx, menuCategories, stored);
    await tx.delete(recipeCategories).where(eq(recipeCategories.name, stored));
  });
}
