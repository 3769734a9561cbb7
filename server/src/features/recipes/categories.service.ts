import type { CreateCategoryBody, RecipeCategory, UpdateCategoryBody } from '@dastarkhan/contract/recipes';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { recipeCategories, recipes } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';

type CategoryRow = typeof recipeCategories.$inferSelect;

const toCategoryJson = (row: CategoryRow): RecipeCategory => ({
  name: row.name,
  menuColumn: row.menuColumn,
  sortOrder: row.sortOrder,
});

const duplicate = (name: string) => conflict(`A category named "${name}" already exists.`);

export async function listCategories(db: Executor): Promise<RecipeCategory[]> {
  const rows = await db
    .select()
    .from(recipeCategories)
    .orderBy(asc(recipeCategories.sortOrder), asc(recipeCategories.name));
  return rows.map(toCategoryJson);
}

/** Throws 400 (a form field error, not a missing URL) when a recipe names a category that does not exist. */
export async function assertCategoryExists(db: Executor, name: string): Promise<void> {
  const [row] = await db
    .select({ name: recipeCategories.name })
    .from(recipeCategories)
    .where(eq(recipeCategories.name, name));
  if (!row) {
    const message = `Unknown category "${name}". Choose one of the menu categories.`;
    throw badRequest(message, [{ path: 'category', message }]);
  }
}

export async function createCategory(db: Executor, body: CreateCategoryBody): Promise<RecipeCategory> {
  // New categories go to the end unless a position is given.
  const sortOrder =
    body.sortOrder ??
    sql<number>`(select coalesce(max(${recipeCategories.sortOrder}), 0) + 1 from ${recipeCategories})`;
  const [row] = await db
    .insert(recipeCategories)
    .values({ name: body.name, menuColumn: body.menuColumn, sortOrder })
    .onConflictDoNothing()
    .returning();
  if (!row) throw duplicate(body.name);
  return toCategoryJson(row);
}

/** A rename cascades to every recipe of the category through the foreign key (ON UPDATE CASCADE). */
export async function updateCategory(
  db: Executor,
  name: string,
  body: UpdateCategoryBody,
): Promise<RecipeCategory> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(recipeCategories)
      .where(eq(recipeCategories.name, name))
      .for('update');
    if (!current) throw notFound('Category');
    if (body.name !== undefined && body.name !== name) {
      const [taken] = await tx
        .select({ name: recipeCategories.name })
        .from(recipeCategories)
        .where(eq(recipeCategories.name, body.name));
      if (taken) throw duplicate(body.name);
    }
    const [row] = await tx
      .update(recipeCategories)
      .set(body)
      .where(eq(recipeCategories.name, name))
      .returning();
    return toCategoryJson(row ?? current);
  });
}

export async function deleteCategory(db: Executor, name: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(recipeCategories)
      .where(eq(recipeCategories.name, name))
      .for('update');
    if (!current) throw notFound('Category');
    const [used] = await tx.select({ total: count() }).from(recipes).where(eq(recipes.category, name));
    const total = used?.total ?? 0;
    if (total > 0) {
      throw conflict(
        `The category "${name}" is still used by ${total} recipe${total === 1 ? '' : 's'}. Move or delete them first.`,
      );
    }
    await tx.delete(recipeCategories).where(eq(recipeCategories.name, name));
  });
}
