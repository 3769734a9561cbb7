import type { CreateCategoryBody, RecipeCategory, UpdateCategoryBody } from '@dastarkhan/contract/recipes';
import { categoryKey } from '@dastarkhan/contract/common';
import { and, asc, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
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

/** A name compared as `categoryKey` does, in SQL: trimmed, spaces collapsed, lower-cased. */
const keyOf = (name: SQL | typeof recipeCategories.name) =>
  sql`lower(btrim(regexp_replace(${name}, '[[:space:]]+', ' ', 'g')))`;
const sameKey = (name: string) => sql`${keyOf(recipeCategories.name)} = ${keyOf(sql`${name}`)}`;

/**
 * The stored category a client's spelling names: the exact name first, then the same name in any case or
 * spacing, then (with `families`) the family a spec spelling stands for. One row, or none.
 */
function categoryNamed(db: Executor, name: string, { families }: { families: boolean }) {
  const family = families ? SPEC_FAMILIES.get(categoryKey(name)) : undefined;
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
  const [row] = await categoryNamed(db, name, { families: true });
  if (!row) {
    const message = `Unknown category "${name}". Choose one of the menu categories.`;
    throw badRequest(message, [{ path: 'category', message }]);
  }
  return row.name;
}

/** For the recipe list's filter: the stored category a spelling names, or the spelling itself (matching none). */
export async function categoryFilterName(db: Executor, name: string): Promise<string> {
  const [row] = await categoryNamed(db, name, { families: true });
  return row?.name ?? name;
}

/** Category writes take turns, so two names differing only in case or spacing cannot both be added. */
const oneWriterAtATime = (tx: Executor) =>
  tx.execute(sql`lock table ${recipeCategories} in share row exclusive mode`);

/** An admin route's category, named in any case or spacing but never through a spec family. */
async function lockedCategory(tx: Executor, name: string): Promise<CategoryRow> {
  await oneWriterAtATime(tx);
  const [row] = await categoryNamed(tx, name, { families: false });
  if (!row) throw notFound('Category');
  return row;
}

async function assertNameFree(tx: Executor, name: string, except?: string): Promise<void> {
  const [taken] = await tx
    .select({ name: recipeCategories.name })
    .from(recipeCategories)
    .where(and(sameKey(name), except === undefined ? undefined : ne(recipeCategories.name, except)));
  if (taken) throw duplicate(taken.name);
}

export async function createCategory(db: Executor, body: CreateCategoryBody): Promise<RecipeCategory> {
  return db.transaction(async (tx) => {
    await oneWriterAtATime(tx);
    await assertNameFree(tx, body.name);
    // New categories go to the end unless a position is given.
    const sortOrder =
      body.sortOrder ??
      sql<number>`(select coalesce(max(${recipeCategories.sortOrder}), 0) + 1 from ${recipeCategories})`;
    const [row] = await tx
      .insert(recipeCategories)
      .values({ name: body.name, menuColumn: body.menuColumn, sortOrder })
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
    const current = await lockedCategory(tx, name);
    // A rename may change the letter case of the category itself, never reach another's name.
    if (body.name !== undefined) await assertNameFree(tx, body.name, current.name);
    const [row] = await tx
      .update(recipeCategories)
      .set(body)
      .where(eq(recipeCategories.name, current.name))
      .returning();
    return toCategoryJson(row ?? current);
  });
}

export async function deleteCategory(db: Executor, name: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { name: stored } = await lockedCategory(tx, name);
    const [used] = await tx.select({ total: count() }).from(recipes).where(eq(recipes.category, stored));
    const total = used?.total ?? 0;
    if (total > 0) {
      throw conflict(
        `The category "${stored}" is still used by ${total} recipe${total === 1 ? '' : 's'}. Move or delete them first.`,
      );
    }
    await tx.delete(recipeCategories).where(eq(recipeCategories.name, stored));
  });
}
