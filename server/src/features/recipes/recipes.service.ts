import type {
  CreateRecipeBody,
  ParsedRecipesQuery,
  Recipe,
  RecipesPage,
  UpdateRecipeBody,
} from '@dastarkhan/contract/recipes';
import { rateNames, TAX_RATE_UNKNOWN } from '@dastarkhan/contract/vat';
import { and, asc, eq, getTableColumns, ilike, inArray, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { PLATE_USAGE } from '../../db/plate-usage';
import { onHandOf } from '../../db/stock-on-hand';
import { recipes } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { readVatSettings } from '../../lib/vat-settings';
import { isUniqueViolation } from '../../lib/pg-errors';
import { toIso, toMoney } from '../../lib/reply';
import { likeContains, likePrefix, readPage } from '../../lib/sql';
import { canonicalCategory, categoryFilterName } from './categories.service';

type RecipeRow = typeof recipes.$inferSelect & { ranOutOf: string | null };

/**
 * For a dish that stops selling when an ingredient runs out: the first ingredient (by name) with less in stock
 * than one plate takes, else null.
 */
const ranOutOf = sql<string | null>`case when ${recipes.stopWhenOut} then (
  select stock.name from ${sql.raw(PLATE_USAGE)} usage join inventory_items stock on stock.id = usage.item_id
  where usage.recipe_id = ${recipes}.id and ${sql.raw(onHandOf('stock'))} < usage.per_plate
  order by lower(stock.name) limit 1) end`;
const RECIPE_COLUMNS = { ...getTableColumns(recipes), ranOutOf };

function toRecipeJson(row: RecipeRow): Recipe {
  return {
    _id: row.id,
    name: row.name,
    nameBn: row.nameBn,
    description: row.description,
    category: row.category,
    price: toMoney(row.price),
    image: row.image,
    isAvailable: row.isAvailable,
    ...(row.code === null ? {} : { code: row.code }),
    stopWhenOut: row.stopWhenOut,
    taxRate: row.taxRate,
    ranOutOf: row.ranOutOf,
    createdAt: toIso(row.createdAt) ?? '',
    updatedAt: toIso(row.updatedAt) ?? '',
  };
}

/** Prices travel as numbers with at most 2 decimals; the numeric column gets exact text. */
const priceText = (price: number) => price.toFixed(2);

/** The contract upper-cases a code and sends '' for none, which the column stores as null. */
const storedCode = (code: string) => (code === '' ? null : code);

/**
 * The search text matches within the name (English or Bangla) or description, or the start of the short code
 * (`k` finds K1, K2).
 */
function searchFilter(search: string): SQL | undefined {
  const pattern = likeContains(search);
  return or(
    ilike(recipes.name, pattern),
    ilike(recipes.nameBn, likeContains(search.normalize('NFC'))),
    ilike(recipes.description, pattern),
    like(recipes.code, likePrefix(search.toUpperCase())),
  );
}

/** A deleted dish is archived: off the menu and every list, still on its receipts and reports (ADR 0157). */
const live = isNull(recipes.archivedAt);

async function filtersOf(db: Executor, query: ParsedRecipesQuery): Promise<SQL | undefined> {
  return and(
    live,
    query.search ? searchFilter(query.search) : undefined,
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
        .select(RECIPE_COLUMNS)
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

/**
 * Runs a write that may give a dish a code another dish has. The unique index is the judge, so two requests
 * racing for one code cannot both pass; the 409 names the dish that holds it.
 */
async function withUniqueCode<T>(
  db: Executor,
  code: string | null | undefined,
  write: (on: Executor) => Promise<T>,
) {
  try {
    // In a savepoint of the caller's transaction, so the look-up below still runs after a refusal.
    return await db.transaction((savepoint) => write(savepoint));
  } catch (error) {
    if (!code || !isUniqueViolation(error, 'recipes_code_unique')) throw error;
    const [holder] = await db.select({ name: recipes.name }).from(recipes).where(eq(recipes.code, code));
    throw conflict(`Code ${code} is already used by ${holder?.name ?? 'another dish'}.`);
  }
}

/** The dish as the API shows it, locked for the rest of the transaction; null when there is none. */
export async function lockedRecipe(db: Executor, id: string): Promise<Recipe | null> {
  const [row] = await db.select(RECIPE_COLUMNS).from(recipes).where(eq(recipes.id, id)).for('update');
  return row ? toRecipeJson(row) : null;
}

/** A dish pays a rate the VAT settings name (issue 34); null or empty is the standard rate. */
async function assertKnownRate(db: Executor, taxRate: string | null | undefined): Promise<void> {
  if (!taxRate) return;
  if (!rateNames(await readVatSettings(db)).includes(taxRate)) throw badRequest(TAX_RATE_UNKNOWN);
}

export async function createRecipe(db: Executor, body: CreateRecipeBody): Promise<Recipe> {
  await assertKnownRate(db, body.taxRate);
  const category = await canonicalCategory(db, body.category);
  const code = storedCode(body.code ?? '');
  const [row] = await withUniqueCode(db, code, (on) =>
    on
      .insert(recipes)
      .values({
        name: body.name,
        nameBn: body.nameBn ?? null,
        description: body.description,
        category,
        price: priceText(body.price),
        image: body.image,
        isAvailable: body.isAvailable,
        code,
        stopWhenOut: body.stopWhenOut,
        taxRate: body.taxRate || null,
      })
      .returning(RECIPE_COLUMNS),
  );
  if (!row) throw new Error('insert returned no row');
  return toRecipeJson(row);
}

export async function updateRecipe(db: Executor, id: string, body: UpdateRecipeBody): Promise<Recipe> {
  const { price, category, code: sentCode, taxRate, ...rest } = body;
  await assertKnownRate(db, taxRate);
  const code = sentCode === undefined ? undefined : storedCode(sentCode);
  const values = {
    ...rest,
    ...(price === undefined ? {} : { price: priceText(price) }),
    ...(category === undefined ? {} : { category: await canonicalCategory(db, category) }),
    ...(code === undefined ? {} : { code }),
    ...(taxRate === undefined ? {} : { taxRate: taxRate || null }),
    updatedAt: sql`now()`,
  };
  const [row] = await withUniqueCode(db, code, (on) =>
    on
      .update(recipes)
      .set(values)
      .where(and(eq(recipes.id, id), live))
      .returning(RECIPE_COLUMNS),
  );
  if (!row) throw notFound('Recipe');
  return toRecipeJson(row);
}

/**
 * Deleting a dish archives it (ADR 0157): it leaves the menu, the counter and every picker, and its past
 * sales keep the name they printed, their link to it and their place in past food-cost reports. Its code is
 * free for a new dish.
 */
export async function archiveRecipe(db: Executor, id: string, actorId: string): Promise<void> {
  const [row] = await db
    .update(recipes)
    .set({ archivedAt: sql`clock_timestamp()`, archivedBy: actorId })
    .where(and(eq(recipes.id, id), live))
    .returning({ id: recipes.id });
  if (!row) throw notFound('Recipe');
}
