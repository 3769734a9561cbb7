type PgErrorFields = { code?: unknown; constraint?: unknown; cause?: unknown };

/** The PostgreSQL error behind a failed query; Drizzle wraps driver errors in DrizzleQueryError.cause. */
function pgErrorOf(error: unknown): PgErrorFields | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && typeof current === 'object' && current !== null; depth += 1) {
    const fields = current as PgErrorFields;
    if (typeof fields.code === 'string') return fields;
    current = fields.cause;
  }
  return undefined;
}

/** True when the error is a unique-constraint violation (optionally of the named constraint or index). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pg = pgErrorOf(error);
  return pg?.code === '23505' && (constraint === undefined || pg.constraint === constraint);
}
