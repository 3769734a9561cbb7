import type { SentFailure } from '@dastarkhan/contract/failures/envelope';
import { failureCodeOf, failureText, type FailureLanguage } from '@dastarkhan/contract/failures/match';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { failureLanguage } from '../lib/accept-language';
import { AppError, DATABASE_UNAVAILABLE } from '../lib/errors';
import { closedDayMessage, isDatabaseUnavailable, sqlStateOf } from '../lib/pg-errors';

type FieldError = { path: string; message: string };

const PG_ERRORS: Record<string, { status: number; message: string }> = {
  '23505': { status: 409, message: 'This record already exists.' },
  '23503': { status: 409, message: 'This record is still referenced by other records.' },
  '23514': { status: 400, message: 'A value is out of the allowed range.' },
  '22P02': { status: 400, message: 'A value has the wrong format.' },
  '22003': { status: 400, message: 'A number is too large.' },
  '22008': { status: 400, message: 'A date is out of range.' },
  '22007': { status: 400, message: 'A date has the wrong format.' },
  // PostgreSQL text cannot hold a NUL character (U+0000); a client sending one gets a 400, not a 500.
  '22021': { status: 400, message: 'Text contains a character that cannot be stored.' },
  '22P05': { status: 400, message: 'Text contains a character that cannot be stored.' },
  '40001': { status: 409, message: 'The record changed while saving. Please try again.' },
  '40P01': { status: 409, message: 'The record changed while saving. Please try again.' },
};

function validationFailure(error: FastifyError): { message: string; errors: FieldError[] } {
  const errors: FieldError[] = hasZodFastifySchemaValidationErrors(error)
    ? error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? 'Invalid value',
      }))
    : [{ path: '', message: error.message }];
  const messages = [...new Set(errors.map((issue) => issue.message))];
  return { message: messages.join('; '), errors };
}

const isFailure = (payload: unknown): payload is SentFailure =>
  typeof payload === 'object' &&
  payload !== null &&
  'status' in payload &&
  (payload.status === 'fail' || payload.status === 'error') &&
  'message' in payload &&
  typeof payload.message === 'string';

/** A message's code and params (when its template has any), and its words in `language`. */
function coded(message: string, language: FailureLanguage) {
  const failure = failureCodeOf(message);
  if (!failure) return { message };
  return { message: failureText(failure, language), ...failure };
}

/**
 * A failure as sent (issue 36): each message, the body's and each field's, with the stable code of its template
 * and its params, worded in the language the request's Accept-Language prefers (the spec's English without one).
 */
function localized(failure: SentFailure, language: FailureLanguage): SentFailure {
  return {
    ...failure,
    ...coded(failure.message, language),
    ...(failure.errors
      ? { errors: failure.errors.map((error) => ({ ...error, ...coded(error.message, language) })) }
      : {}),
  };
}

/** `Vary: Accept-Language` added to what the reply varies on already (Accept-Encoding, say). */
function varyOnLanguage(reply: FastifyReply): void {
  const vary = [reply.getHeader('vary') ?? []].flat().join(', ');
  if (!/\baccept-language\b/i.test(vary))
    reply.header('vary', vary ? `${vary}, Accept-Language` : 'Accept-Language');
}

/**
 * Errors Fastify raises before routing (a URL with a malformed %-escape) bypass the error handler; this answers
 * them in the envelope too. Wired as the `frameworkErrors` server option in buildApp.
 */
export function frameworkErrorReply(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  // Sent before any route's hooks, so worded here as the envelope's hook words the rest.
  varyOnLanguage(reply);
  const failure = { status: 'fail' as const, message: 'The address of this request is not valid.' };
  void reply
    .status(error.statusCode && error.statusCode < 500 ? error.statusCode : 400)
    .send(localized(failure, failureLanguage(request.headers['accept-language'])));
}

/** A path no route takes, in the envelope. */
export function noRouteReply(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply
    .status(404)
    .send({ status: 'fail', message: `No route ${request.method} ${request.url.split('?')[0]}` });
}

/** Every answer, success or failure, is a JSend envelope; 5xx bodies carry a request id, never internals. */
export const errorEnvelope = fp(async (app: FastifyInstance) => {
  // Every failure, whoever sends it (this handler, a plugin, a stored idempotent answer), passes here.
  app.addHook('preSerialization', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (!isFailure(payload)) return payload;
    varyOnLanguage(reply);
    return localized(payload, failureLanguage(request.headers['accept-language']));
  });
  app.setErrorHandler((error: FastifyError & { code?: string }, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({ status: 'fail', ...validationFailure(error) });
    }
    if (error instanceof AppError) {
      const body = {
        status: 'fail',
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
      };
      return reply.status(error.statusCode).send(body);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'the database is unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_UNAVAILABLE.retryAfterSeconds))
        .send({ status: 'error', message: DATABASE_UNAVAILABLE.message });
    }
    // A write dated in a closed day, refused by the database's freeze triggers: its message names the Z report.
    const closedDay = closedDayMessage(error);
    if (closedDay) return reply.status(409).send({ status: 'fail', message: closedDay });
    const sqlState = sqlStateOf(error);
    const pgError = sqlState ? PG_ERRORS[sqlState] : undefined;
    if (pgError) {
      request.log.warn({ err: error }, 'database rejected a write');
      return reply.status(pgError.status).send({ status: 'fail', message: pgError.message });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'The request body is not valid JSON.'
          : error.message;
      return reply.status(status).send({ status: 'fail', message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({
      status: 'error',
      message: `Something went wrong on our side. Please try again; if it keeps happening, quote reference ${request.id}.`,
      requestId: request.id,
    });
  });
});
