import type {
  CreateRecipeBody,
  ParsedRecipesQuery,
  Recipe,
  RecipesPage,
  UpdateRecipeBody,
} from '@dastarkhan/contract/recipes';
import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { recipes } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { toIso, toMoney } from '../../lib/reply';
import { likeContains, readPage } from '../../lib/sql';
import { canonicalCategory, categoryFilterName } from './categories.service';

type RecipeRow = typeof recipes.$inferSelect;

function toRecipeJson(row: RecipeRow): Recipe {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    price: toMoney(row.price),
    image: row.image,
    isAvailable: row.isAvailable,
    createdAt: toIso(row.createdAt) ?? '',
    updatedAt: toIso(row.updatedAt) ?? '',
  };
}

/** Prices travel as numbers with at most 2 decimals; the numeric column gets exact text. */
const priceText = (price: number) => price.toFixed(2);

async function filtersOf(db: Executor, query: ParsedRecipesQuery): Promise<SQL | undefined> {
  const pattern = query.search ? likeContains(query.search) : undefined;
  return and(
    pattern ? or(ilike(recipes.name, pattern), ilike(recipes.description, pattern)) : undefined,
    query.category ? eq(recipes.category, await categoryFilterName(db, query.category)) : undefined,
    query.available === undefined ? undefined : eq(recipes.isAvailable, query.available),
  );
}

/** Alphabetical (case-insensitive), so the admin listing and the receipt menu grid read the same way. */
export async function listRecipes(db: Executor, query: ParsedRecipesQuery): Promise<RecipesPage> {
  const where = await filtersOf(db, query);
  const order = [sql`lower(${recipes.name})`, asc(recipes.id)];
  const { rows, total } = await readPage(
    query,
    async () => ({ total: await db.$count(recipes, where) }),
    ({ limit, offset }) =>
      db
        .select()
        .from(recipes)
        .where(
          inArray(
            recipes.id,
            db
              .select({ id: recipes.id })
              .from(recipes)
              .where(where)
              .orderBy(...order)
              .limit(limit)
              .offset(offset),
          ),
        )
        .orderBy(...order),
  );
  return { recipes: rows.map(toRecipeJson), page: query.page, limit: query.limit, total };
}

export async function createRecipe(db: Executor, body: CreateRecipeBody): Promise<Recipe> {
  const category = await canonicalCategory(db, body.category);
  const [row] = await db
    .insert(recipes)
    .values({
      name: body.name,
      description: body.description,
      category,
      price: priceText(body.price),
      image: body.image,
      isAvailable: body.isAvailable,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return toRecipeJson(row);
}

export async function updateRecipe(db: Executor, id: string, body: UpdateRecipeBody): Promise<Recipe> {
  const { price, category, ...rest } = body;
  const [row] = await db
    .update(recipes)
    .set({
      ...rest,
      ...(price === undefined ? {} : { price: priceText(price) }),
      ...(category === undefined ? {} : { category: await canonicalCategory(db, category) }),
      updatedAt: sql`now()`,
    })
    .where(eq(recipes.id, id))
    .returning();
  if (!row) throw notFound('Recipe');
  return toRecipeJson(row);
}

/** Past receipts keep their own copy of each line (name, price), so deleting a menu item loses no history. */
export async function deleteRecipe(db: Executor, id: string): Promise<void> {
  const [row] = await db.delete(recipes).where(eq(recipes.id, id)).returning({ id: recipes.id });
  if (!row) throw notFound('Recipe');
}
