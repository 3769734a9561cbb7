import { and, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import { conflict, notFound } from './errors';

/**
 * A list of categories an admin keeps, the menu's or the stock's (ADRs 0006, 0061, 0132): its table, its name and
 * place columns, and the rows that name a category (a foreign key with ON UPDATE CASCADE, ON DELETE RESTRICT).
 */
export type CategoryList = {
  table: PgTable;
  name: PgColumn;
  sortOrder: PgColumn;
  usedBy: { table: PgTable; column: PgColumn };
  /** Why a category still in use cannot be deleted, for the admin. */
  stillUsed: (name: string, uses: number) => string;
};

/** A name compared as `categoryKey` does, in SQL: trimmed, spaces collapsed, lower-cased. */
export const categoryKeyOf = (name: SQL | PgColumn) =>
  sql`lower(btrim(regexp_replace(${name}, '[[:space:]]+', ' ', 'g')))`;

/** Whether a list's name column names `name` in any letter case or spacing. */
export const sameCategory = (column: PgColumn, name: string) =>
  sql`${categoryKeyOf(column)} = ${categoryKeyOf(sql`${name}`)}`;

/** Category writes take turns, so two names differing only in case or spacing cannot both be added. */
export const oneCategoryWriterAtATime = (tx: Executor, list: CategoryList) =>
  tx.execute(sql`lock table ${list.table} in share row exclusive mode`);

/** The stored name `name` means in any letter case or spacing, with the list locked for a write; 404 if none. */
export async function lockedCategory(tx: Executor, list: CategoryList, name: string): Promise<string> {
  await oneCategoryWriterAtATime(tx, list);
  const [row] = await tx
    .select({ name: list.name })
    .from(list.table)
    .where(sameCategory(list.name, name))
    .orderBy(sql`${list.name} = ${name} desc`)
    .limit(1);
  if (!row) throw notFound('Category');
  return String(row.name);
}

/** 409 when another category already has this name in any letter case or spacing (`except` may: a re-casing). */
export async function assertCategoryNameFree(
  tx: Executor,
  list: CategoryList,
  name: string,
  except?: string,
): Promise<void> {
  const [taken] = await tx
    .select({ name: list.name })
    .from(list.table)
    .where(and(sameCategory(list.name, name), except === undefined ? undefined : ne(list.name, except)));
  if (taken) throw conflict(`A category named "${String(taken.name)}" already exists.`);
}

/** The place after the last category: where a new one goes unless it is given one. */
export const afterLastCategory = (list: CategoryList) =>
  sql<number>`(select coalesce(max(${list.sortOrder}), 0) + 1 from ${list.table})`;

/** 409 while any row still names the category: the foreign key would refuse, this says why. */
export async function assertCategoryUnused(tx: Executor, list: CategoryList, name: string): Promise<void> {
  const [used] = await tx
    .select({ total: count() })
    .from(list.usedBy.table)
    .where(eq(list.usedBy.column, name));
  const uses = used?.total ?? 0;
  if (uses > 0) throw conflict(list.stillUsed(name, uses));
}
