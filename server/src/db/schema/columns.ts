import { sql, type SQL } from 'drizzle-orm';
import { numeric, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Money is numeric(14,2) and stays a decimal string in Node; sums happen in PostgreSQL or in poisha. */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
/**
 * A running total of many money amounts (a day's sales): wide enough for any number of receipts at the largest
 * total the contract allows, so a busy day can never overflow the roll-up.
 */
export const moneyTotal = (name: string) => numeric(name, { precision: 20, scale: 2 });
export const primaryId = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A CHECK that the column holds one of the contract's allowed values (one list for zod and the database). */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '))})`;
}
