import type { AuditAction, AuditKind, AuditValues } from '@dastarkhan/contract/audit';
import { isDeepStrictEqual } from 'node:util';
import type { FastifyRequest } from 'fastify';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../db/client';
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
  /** What the entity is called, where its before and after do not say it (`labelOf`); null: nothing names it. */
  label?: string | null;
};

type LabelOf = (fields: Fields) => unknown;

/** A held order's label: its table, or its takeaway token (a receipt charged from it keeps both). */
export const placeLabel = (place: { table?: unknown; token?: unknown }): string | null =>
  typeof place.table === 'string'
    ? place.table
    : typeof place.token === 'number'
      ? String(place.token)
      : null;

const byName: LabelOf = (fields) => fields.name;
const byNumber: LabelOf = (fields) => fields.invoiceNumber;

/**
 * What names an entity of each kind in its state as the API shows it: a receipt (and a later payment, whose state
 * is the receipt) by its number, a cost by its reason, a held order by its table or token, a day's attendance by
 * whose it is, the rest by name. A stock movement's state does not name its item, so its writer gives the label;
 * a setting and an approval have none.
 */
const LABELS: Record<AuditKind, LabelOf | null> = {
  receipt: byNumber,
  payment: byNumber,
  order: placeLabel,
  'stock-item': byName,
  'stock-movement': null,
  'stock-category': byName,
  cost: (fields) => fields.reason,
  customer: byName,
  dish: byName,
  'dish-category': byName,
  recipe: byName,
  user: byName,
  role: byName,
  setting: null,
  approval: null,
  attendance: (fields) => (fields.user as Fields | undefined)?.name,
  day: (fields) => fields.day,
  drawer: (fields) => fields.reason,
  supplier: byName,
  'supplier-payment': (fields) => fields.number,
};

/**
 * The entry's label: the one given, else what names the entity in its full state (after, or before for an
 * archive), so an edit that changed only a price is still "Receipt 20261127184230", not its id.
 */
export function labelOf(change: AuditChange): string | null {
  if (change.label !== undefined) return change.label;
  const state = change.after ?? change.before;
  const label = state ? LABELS[change.kind]?.(state) : null;
  return typeof label === 'string' && label !== '' ? label : null;
}

/** Who acted: the signed-in user, or for a self-registration the account it made. */
export type AuditActor = { id: string | null; name: string };

/** The client address a request came from, as every entry records it (null when unknown). */
export const addressOf = (request: FastifyRequest): string | null => request.ip || null;

function actorOf(request: FastifyRequest): AuditActor {
  const user = request.authUser;
  return user ? { id: user.id, name: user.name } : { id: null, name: 'Nobody signed in' };
}

/** Who writes an entry and from which address. */
export type EntryAuthor = { actor: AuditActor; address: string | null };

/**
 * The request's author of an entry, for a write that appends its entry in its own statement (the receipt save,
 * ADR 0168) instead of through `appendEntries`.
 */
export const entryAuthorOf = (request: FastifyRequest): EntryAuthor => ({
  actor: actorOf(request),
  address: request.ip || null,
});

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
  await appendEntries(tx, actor, addressOf(request), changes);
}

/**
 * Appends entries made by `actor` from `address` (null: not known where the write is made): the one place
 * entries are written.
 */
export async function appendEntries(
  tx: Executor,
  actor: AuditActor,
  address: string | null,
  changes: readonly AuditChange[],
): Promise<void> {
  if (changes.length === 0) return;
  await tx.insert(auditEntries).values(
    changes.map((change) => ({
      actorId: actor.id,
      actorName: actor.name,
      address,
      kind: change.kind,
      entityId: change.entityId,
      label: labelOf(change),
      action: change.action,
      reason: change.reason ?? null,
      ...changedFields(change.before, change.after),
    })),
  );
}

/** The latest update of an entity, by whom and when: the receipt view's "Edited" (null if never edited). */
export async function lastEdit(
  db: Executor,
  kind: AuditKind,
  entityId: string,
): Promise<{ by: string; at: string } | null> {
  const [row] = await db
    .select({ by: auditEntries.actorName, at: auditEntries.at })
    .from(auditEntries)
    .where(
      and(
        eq(auditEntries.kind, kind),
        eq(auditEntries.entityId, entityId),
        eq(auditEntries.action, 'update'),
      ),
    )
    .orderBy(desc(auditEntries.id))
    .limit(1);
  return row ? { by: row.by, at: row.at.toISOString() } : null;
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** How one write route's change is recorded: what it changes, and how to read that thing as the API shows it. */
export type AuditedWrite<T> = {
  kind: AuditKind;
  action: AuditAction;
  reason?: string | null;
  /** The entity's id; for a create, taken from what the write returns. */
  entityId: string | ((result: T) => string);
  /** The entity before the write (locked, so nobody changes it in between); omitted for a create. */
  before?: (tx: Transaction) => Promise<Fields | null>;
  /** The entity after the write, from what the write returned; omitted (null) for a delete. */
  after?: (result: T, tx: Transaction) => Fields | null | Promise<Fields | null>;
  /** Who acted, when not the signed-in user (a self-registration is made by the account it creates). */
  actor?: (result: T) => AuditActor;
  /** What the entity is called, where its states do not say it (see `AuditChange.label`). */
  label?: (result: T, tx: Transaction) => string | null | Promise<string | null>;
};

/**
 * Runs a write route's change and its audit entry in one transaction (issue 32): the before state, the write,
 * the after state, and the entry of the fields that changed. A write that fails records nothing.
 */
export async function audited<T>(
  db: Database,
  request: FastifyRequest,
  write: (tx: Transaction) => Promise<T>,
  spec: AuditedWrite<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const before = spec.before ? await spec.before(tx) : null;
    const result = await write(tx);
    const after = spec.after ? await spec.after(result, tx) : null;
    const entityId = typeof spec.entityId === 'string' ? spec.entityId : spec.entityId(result);
    const actor = spec.actor ? spec.actor(result) : actorOf(request);
    const label = spec.label ? await spec.label(result, tx) : undefined;
    await recordAudit(tx, request, { ...spec, entityId, before, after, label }, actor);
    return result;
  });
}

/**
 * Locks the row whose `column` holds `value` for the rest of the transaction, so the state read next is the one
 * the write changes. Does nothing when there is no such row: the write answers 404 as it always did.
 */
export async function lockRow(tx: Executor, column: AnyPgColumn, value: string): Promise<void> {
  await tx
    .select({ one: sql`1` })
    .from(column.table)
    .where(eq(column, value))
    .for('update');
}
