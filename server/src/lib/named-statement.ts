import { fillPlaceholders, is, SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

/**
 * A query built once by Drizzle, as text and parameters (with placeholders), run under its own name straight
 * through the `pg` pool so PostgreSQL plans it once per connection: on hot paths, building a query with Drizzle
 * and running it through Drizzle cost more CPU than running it (docs/decisions/0042-hot-path-statements.md).
 */
export type NamedStatement = { name: string; text: string; params: unknown[] };

const dialect = new PgDialect();

export function namedStatement(
  name: string,
  query: SQL | { toSQL(): { sql: string; params: unknown[] } },
): NamedStatement {
  const { sql: text, params } = is(query, SQL) ? dialect.sqlToQuery(query) : query.toSQL();
  return { name, text, params };
}

/** The statement as `pg` runs it: named, with its placeholders filled, each row an array of its columns. */
export function boundStatement({ name, text, params }: NamedStatement, values: Record<string, unknown>) {
  return { name, text, values: fillPlaceholders(params, values), rowMode: 'array' as const };
}
