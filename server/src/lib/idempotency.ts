import crypto from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { clientTransaction, type ClientDatabase, type Database } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { AppError, badRequest } from './errors';

/** The header a client sends so a retried request is answered once (IETF draft "The Idempotency-Key HTTP Header Field"). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** How long a key's first answer is kept and replayed. */
const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
const KEY_SHAPE = /^[\x21-\x7e]{1,255}$/;

/** The header as a route's schema declares it, so the API document shows it. */
export const idempotencyKeyHeaders = z.looseObject({
  [IDEMPOTENCY_HEADER]: z
    .string()
    .optional()
    .describe('Any unique value (a UUID) per new request; a repeat within 24 hours gets the first answer.'),
});

export const KEY_REUSED =
  'This Idempotency-Key was already used for a different request: send a new key for a new request.';

export type Answer = { statusCode: number; body: unknown };

export type IdempotentRequest = {
  userId: string;
  /** The header's value, if the client sent one. */
  key: string | string[] | undefined;
  /** What makes two requests the same one: method, route and body. */
  method: string;
  route: string;
  body: unknown;
  now: Date;
};

/** The key as sent: printable ASCII, at most 255 characters (a UUID is the usual choice). */
function keyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined || !KEY_SHAPE.test(key))
    throw badRequest('Idempotency-Key must be 1 to 255 printable characters, such as a UUID.');
  return key;
}

const fingerprintOf = ({ method, route, body }: IdempotentRequest) =>
  crypto
    .createHash('sha256')
    .update(JSON.stringify([method, route, body]))
    .digest('base64url');

/** How to answer: `prepare` runs on the pool first (unless a stored answer is found), `run` makes the answer. */
export type AnswerSteps<Prepared> = {
  prepare: () => Promise<Prepared>;
  run: (tx: Database | ClientDatabase, prepared: Prepared) => Promise<Answer>;
};

/**
 * Answers a request that may carry an Idempotency-Key (ADR 0076). With a key, a first answer stored within
 * 24 hours is replayed, status and body, and nothing runs; the same key with another request is a 422, as the
 * draft says. Otherwise `prepare` runs on the pool, then `run` in a transaction that also stores its answer
 * under (user, key). The transaction holds one connection only (so keyed requests can never wait on each
 * other for the pool), and a transaction-scoped lock on (user, key) makes a concurrent repeat wait for the
 * first and then replay its answer. A refusal (an error) is not stored: a corrected retry may run. Without a
 * key, `run` works as it would anyway: on the pool, or in a transaction of its own when `transaction` is set.
 */
export async function answerOnce<Prepared>(
  db: Database,
  request: IdempotentRequest,
  steps: AnswerSteps<Prepared>,
  options: { transaction?: boolean } = {},
): Promise<Answer> {
  const key = keyOf(request.key);
  if (key === undefined) {
    const prepared = await steps.prepare();
    return options.transaction
      ? clientTransaction(db, (tx) => steps.run(tx, prepared))
      : steps.run(db, prepared);
  }
  const fingerprint = fingerprintOf(request);
  const oldest = new Date(request.now.getTime() - KEY_LIFETIME_MS);
  const stored = await storedAnswer(db, request.userId, key, fingerprint, oldest);
  if (stored) return stored;
  let prepared: Prepared;
  try {
    prepared = await steps.prepare();
  } catch (error) {
    // A concurrent first request may have finished between the look-up and `prepare` (a charged order
    // is no longer open): its stored answer is this repeat's answer, not the refusal.
    const first = await storedAnswer(db, request.userId, key, fingerprint, oldest);
    if (first) return first;
    throw error;
  }
  return clientTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${request.userId} ${key}`}, 0))`);
    const first = await storedAnswer(tx, request.userId, key, fingerprint, oldest);
    if (first) return first;
    const answer = await steps.run(tx, prepared);
    const values = { fingerprint, statusCode: answer.statusCode, body: answer.body, createdAt: request.now };
    await tx
      .insert(idempotencyKeys)
      .values({ userId: request.userId, key, ...values })
      .onConflictDoUpdate({ target: [idempotencyKeys.userId, idempotencyKeys.key], set: values });
    // Keys past their day are pruned by whoever stores the next one.
    await tx.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, oldest));
    return answer;
  });
}

/** The first answer stored under (user, key) within its lifetime; a 422 if it answered another request. */
async function storedAnswer(
  db: Database | ClientDatabase,
  userId: string,
  key: string,
  fingerprint: string,
  oldest: Date,
): Promise<Answer | undefined> {
  const [first] = await db
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, userId),
        eq(idempotencyKeys.key, key),
        gt(idempotencyKeys.createdAt, oldest),
      ),
    );
  if (!first) return undefined;
  if (first.fingerprint !== fingerprint) throw new AppError(422, KEY_REUSED);
  return { statusCode: first.statusCode, body: first.body };
}

/**
 * Answers a POST that may carry an Idempotency-Key through `answerOnce` and sends the answer: the first one,
 * for a repeat. The method, URL and validated body make two requests with one key the same request.
 */
export async function replyOnce<Prepared>(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  caller: { userId: string; now: Date },
  steps: AnswerSteps<Prepared>,
  options?: { transaction?: boolean },
): Promise<FastifyReply> {
  const answer = await answerOnce(
    db,
    {
      key: request.headers[IDEMPOTENCY_HEADER],
      method: request.method,
      route: request.url,
      body: request.body,
      ...caller,
    },
    steps,
    options,
  );
  return reply.status(answer.statusCode).send(answer.body);
}
