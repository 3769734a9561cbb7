import { sql } from 'drizzle-orm';
import { customerCountStripes } from './schema';

/**
 * How many customers there are, as a subquery: the sum of the stripes the triggers on `customers` keep in the
 * same statement as each write (migration 0013, ADR 0098), so no reader counts every customer.
 */
export const customerTotal = sql<number>`(select coalesce(sum(${customerCountStripes.customers}), 0)::int from ${customerCountStripes})`;
