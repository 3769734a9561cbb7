const SQLSTATE = /^[0-9A-Z]{5}$/;

type PgErrorFields = { code?: unknown; constraint?: unknown; cause?: unknown; message?: unknown };

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

/** The SQLSTATE the database raises for a write dated in a closed business day (issue 34, migration 0041). */
export const CLOSED_DAY_SQLSTATE = 'DKZ01';

/** The database's own words for a write refused in a closed day (they name the Z report), else undefined. */
export function closedDayMessage(error: unknown): string | undefined {
  const pg = pgErrorOf(error);
  return pg?.code === CLOSED_DAY_SQLSTATE && typeof pg.message === 'string' ? pg.message : undefined;
}

/** Node's codes for a server that refuses, drops or never answers a connection. */
const NETWORK_FAILURES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
/** The server is shutting down, crashed or still starting (recovering): admin_shutdown, crash_shutdown, cannot_connect_now. */
const SERVER_GOING_OR_COMING = new Set(['57P01', '57P02', '57P03']);
/** pg's own errors for a connection lost or never made (it gives them no code). */
const LOST_CONNECTION =
  /^(Connection terminated|Client has encountered a connection error|Client was closed and is not queryable|timeout exceeded when trying to connect)/;

/**
 * True when a query failed because the database could not be reached, not because of what it asked: the
 * server is down, restarting or recovering, or the connection was refused, lost or timed out (through
 * Drizzle's wrapper, and the AggregateError of a host with several addresses). Such a request may succeed
 * once the database is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current instanceof Error; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (NETWORK_FAILURES.has(code) || SERVER_GOING_OR_COMING.has(code)) return true;
      // Class 08: connection exceptions.
      if (SQLSTATE.test(code) && code.startsWith('08')) return true;
    }
    if (LOST_CONNECTION.test(current.message)) return true;
    current = current.cause ?? (current instanceof AggregateError ? current.errors[0] : undefined);
  }
  return false;
}
