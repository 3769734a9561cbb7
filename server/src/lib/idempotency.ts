import crypto from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { clientTransaction, type ClientDatabase, type Database } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { AppError, badRequest } from './errors';

/** The header a client sends so a retried request is answered once (IETF draft "The Idempotency-Key HTTP Header Field"). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** How long a key's first answer is kept and replayed. */
const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;
const KEY_SHAPE = /^[\x21-\x7e]{1,255}$/;

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

/**
 * Answers a request that may carry an Idempotency-Key (ADR 0076). With a key, `work` runs in a transaction
 * that also stores its answer under (user, key), so a repeat within 24 hours gets that first answer, status
 * and body, and creates nothing; a concurrent repeat waits for the first on a transaction-scoped lock. The
 * same key with another request is a 422, as the draft says. A refusal (an error) is not stored: the
 * transaction rolls back and a corrected retry may run. Without a key, `work` runs as it would anyway:
 * on the pool, or in a transaction of its own when `transaction` is set.
 */
export async function answerOnce(
  db: Database,
  request: IdempotentRequest,
  work: (tx: Database | ClientDatabase) => Promise<Answer>,
  options: { transaction?: boolean } = {},
): Promise<Answer> {
  const key = keyOf(request.key);
  if (key === undefined) return options.transaction ? clientTransaction(db, work) : work(db);
  const fingerprint = fingerprintOf(request);
  const oldest = new Date(request.now.getTime() - KEY_LIFETIME_MS);
  return clientTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${request.userId} ${key}`}, 0))`);
    const [first] = await tx
      .select()
      .from(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.userId, request.userId),
          eq(idempotencyKeys.key, key),
          gt(idempotencyKeys.createdAt, oldest),
        ),
      );
    if (first) {
      if (first.fingerprint !== fingerprint) throw new AppError(422, KEY_REUSED);
      return { statusCode: first.statusCode, body: first.body };
    }
    const answer = await work(tx);
    const stored = { fingerprint, statusCode: answer.statusCode, body: answer.body, createdAt: request.now };
    await tx
      .insert(idempotencyKeys)
      .values({ userId: request.userId, key, ...stored })
      .onConflictDoUpdate({ target: [idempotencyKeys.userId, idempotencyKeys.key], set: stored });
    // Keys past their day are pruned by whoever stores the next one.
    await tx.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, oldest));
    return answer;
  });
}
