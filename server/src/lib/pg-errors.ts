const SQLSTATE = /^[0-9A-Z]{5}$/;

type PgErrorFields = { code?: unknown; constraint?: unknown; cause?: unknown };

/** The PostgreSQL error behind a failed query; Drizzle wraps driver errors in DrizzleQueryError.cause. */
function pgErrorOf(error: unknown): PgErrorFields | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && typeof current === 'object' && current !== null; depth += 1) {
    const fields = current as PgErrorFields;
    if (typeof fields.code === 'string' && SQLSTATE.test(fields.code)) return fields;
    current = fields.cause;
  }
  return undefined;
}

/** True when the error is a unique-constraint violation (optionally of the named constraint or index). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pg = pgErrorOf(error);
  return pg?.code === '23505' && (constraint === undefined || pg.constraint === constraint);
}

/** The SQLSTATE of a database error (through Drizzle's wrapper), or undefined for any other error. */
export function sqlStateOf(error: unknown): string | undefined {
  return pgErrorOf(error)?.code as string | undefined;
}
