import type { AuditAction, AuditKind, AuditValues } from '@dastarkhan/contract/audit';
import { isDeepStrictEqual } from 'node:util';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../db/client';
import { auditEntries } from '../db/schema';

/** Fields that change on every write without saying anything about it: left out of the diff. */
const BOOKKEEPING_FIELDS = new Set(['version', 'updatedAt']);

type Fields = Record<string, unknown>;

/**
 * The fields that differ between two states of an entity, each side holding only those fields: a create has no
 * before, a delete no after, and both keep every field. Compared deeply, so a receipt's lines count as one field.
 */
export function changedFields(
  before: Fields | null | undefined,
  after: Fields | null | undefined,
): { before: AuditValues; after: AuditValues } {
  const keep = (fields: Fields) =>
    Object.fromEntries(Object.entries(fields).filter(([key]) => !BOOKKEEPING_FIELDS.has(key)));
  if (!before || !after) return { before: before ? keep(before) : null, after: after ? keep(after) : null };
  const changed = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => !BOOKKEEPING_FIELDS.has(key) && !isDeepStrictEqual(before[key], after[key]),
  );
  const pick = (fields: Fields) => Object.fromEntries(changed.map((key) => [key, fields[key] ?? null]));
  return { before: pick(before), after: pick(after) };
}

export type AuditChange = {
  kind: AuditKind;
  entityId: string;
  action: AuditAction;
  /** Why, where the action asks for one (a void, a re-price); null otherwise. */
  reason?: string | null;
  /** The entity as the API shows it before and after: the entry keeps only the fields that changed. */
  before?: Fields | null;
  after?: Fields | null;
};

/** Who acted: the signed-in user, or for a self-registration the account it made. */
export type AuditActor = { id: string | null; name: string };

function actorOf(request: FastifyRequest): AuditActor {
  const user = request.authUser;
  return user ? { id: user.id, name: user.name } : { id: null, name: 'Nobody signed in' };
}

/**
 * Appends one entry to the audit trail in the caller's transaction, so the change and its entry are saved
 * together or not at all (issue 32, ADR 0165). The actor is the request's signed-in user unless given.
 */
export async function recordAudit(
  tx: Executor,
  request: FastifyRequest,
  change: AuditChange,
  actor: AuditActor = actorOf(request),
): Promise<void> {
  await recordAuditEntries(tx, request, [change], actor);
}

/** The same for several changes of one request (a batch of costs), in one statement. */
export async function recordAuditEntries(
  tx: Executor,
  request: FastifyRequest,
  changes: readonly AuditChange[],
  actor: AuditActor = actorOf(request),
): Promise<void> {
  if (changes.length === 0) return;
  await tx.insert(auditEntries).values(
    changes.map((change) => ({
      actorId: actor.id,
      actorName: actor.name,
      address: request.ip || null,
      kind: change.kind,
      entityId: change.entityId,
      action: change.action,
      reason: change.reason ?? null,
      ...changedFields(change.before, change.after),
    })),
  );
}
