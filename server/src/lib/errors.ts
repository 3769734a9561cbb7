import type { FailureTerm } from '@dastarkhan/contract/failures/en';

/**
 * An error a service throws on purpose: its message is safe to show to the user. The envelope gives it the code
 * of its message's template (contract/src/failures, ADR 0190), so a message is worded in FAILURES_EN first.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: { path: string; message: string }[],
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: { path: string; message: string }[]) =>
  new AppError(400, message, errors);
export const unauthorized = (message = 'Please sign in to continue.') => new AppError(401, message);
export const forbidden = (message = 'You do not have permission to do this.') => new AppError(403, message);
export const notFound = (what: FailureTerm) => new AppError(404, `${what} not found`);
export const conflict = (message: string) => new AppError(409, message);

/** The answer (503, with Retry-After) to a request that found the database down, restarting or unreachable. */
export const DATABASE_UNAVAILABLE = {
  message:
    'The database is not answering right now; it is usually back within seconds. Please wait a moment and try again.',
  retryAfterSeconds: 5,
};
