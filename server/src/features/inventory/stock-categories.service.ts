import type {
  CreateStockCategoryBody,
  StockCategory,
  UpdateStockCategoryBody,
} from '@dastarkhan/contract/inventory';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { inventoryItems, stockCategories } from '../../db/schema';
import {
  afterLastCategory,
  assertCategoryNameFree,
  assertCategoryUnused,
  categoryKeyOf,
  lockedCategory,
  oneCategoryWriterAtATime,
  type CategoryList,
} from '../../lib/category-lists';

/**
 * The stock categories the admin keeps (ADR 0132). An item keeps the category it was received under: a rename
 * follows to it, and a category any item names, even a deleted one, stays.
 */
const stockCategoryList: CategoryList = {
  table: stockCategories,
  name: stockCategories.name,
  sortOrder: stockCategories.sortOrder,
  usedBy: { table: inventoryItems, column: inventoryItems.category },
  stillUsed: (name, uses) =>
    `The category "${name}" is used by ${uses} stock item${uses === 1 ? '' : 's'} and stays. Rename it instead.`,
};

const toJson = (row: typeof stockCategories.$inferSelect): StockCategory => ({
  name: row.name,
  nameBn: row.nameBn,
  sortOrder: row.sortOrder,
});

/** The category as the API shows it, locked for the rest of the transaction (404 when there is none). */
export async function lockedStockCategory(tx: Executor, name: string): Promise<StockCategory> {
  const stored = await lockedCategory(tx, stockCategoryList, name);
  const [row] = await tx.select().from(stockCategories).where(eq(stockCategories.name, stored));
  return toJson(row!);
}

export async function listStockCategories(db: Executor): Promise<StockCategory[]> {
  const rows = await db
    .select()
    .from(stockCategories)
    .orderBy(asc(stockCategories.sortOrder), asc(stockCategories.name));
  return rows.map(toJson);
}

/**
 * The stored spelling of each category named in `names`, by the name as sent ("meat" → "Meat"); a name that
 * matches no listed category is left out.
 */
export async function storedStockCategories(db: Executor, names: string[]): Promise<Map<string, string>> {
  const sent = [...new Set(names)].map((name) => sql`${name}`);
  const result = await db.execute<{ sent: string; name: string }>(sql`
    select sent, ${stockCategories.name} as name
    from unnest(array[${sql.join(sent, sql`, `)}]::text[]) as sent
    join ${stockCategories} on ${categoryKeyOf(stockCategories.name)} = ${categoryKeyOf(sql`sent`)}`);
  return new Map(result.rows.map((row) => [row.sent, row.name]));
}

export async function createStockCategory(
  db: Executor,
  body: CreateStockCategoryBody,
): Promise<StockCategory> {
  return db.transaction(async (tx) => {
    await oneCategoryWriterAtATime(tx, stockCategoryList);
    await assertCategoryNameFree(tx, stockCategoryList, body.name);
    const [row] = await tx
      .insert(stockCategories)
      .values({
        name: body.name,
        nameBn: body.nameBn ?? null,
        sortOrder: body.sortOrder ?? afterLastCategory(stockCategoryList),
      })
      .returning();
    return toJson(row!);
  });
}

/**
 * A rename cascades to every item of the category through the foreign key (ON UPDATE CASCADE); a Bangla name
 * alone changes only the category's row.
 */
export async function updateStockCategory(
  db: Executor,
  name: string,
  body: UpdateStockCategoryBody,
): Promise<StockCategory> {
  return db.transaction(async (tx) => {
    const stored = await lockedCategory(tx, stockCategoryList, name);
    if (body.name !== undefined) await assertCategoryNameFree(tx, stockCategoryList, body.name, stored);
    const [row] = await tx
      .update(stockCategories)
      .set(body)
      .where(eq(stockCategories.name, stored))
      .returning();
    return toJson(row!);
  });
}

export async function deleteStockCategory(db: Executor, name: string): Promise<void> {
  await db.transaction(async (tx) => {
    const stored = await lockedCategory(tx, stockCategoryList, name);
    await assertCategoryUnused(tx, stockCategoryList, stored);
    await tx.delete(stockCategories).where(eq(stockCategories.name, stored));
  });
}
