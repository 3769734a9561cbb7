import type { AuditAction, AuditKind } from '@dastarkhan/contract/audit';
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  inet,
  jsonb,
  pgTable,
  pgView,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The audit trail (issue 32): one row per change, written in the change's own transaction and never changed
 * after. Migration 0028 adds the trigger that refuses UPDATE, DELETE and TRUNCATE (ADR 0165). No foreign keys:
 * an entry outlives what it describes and names its actor as they were called then. No CHECK of the kinds and
 * actions either: the contract's lists are typed into the writer, so a new action needs no migration.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    /** The trail's order: an identity, so entries of one transaction keep the order they were written in. */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id'),
    actorName: text('actor_name').notNull(),
    address: inet('address'),
    kind: text('kind').$type<AuditKind>().notNull(),
    entityId: text('entity_id').notNull(),
    /**
     * What the entity was called when the entry was written (a receipt's number, a thing's name), written by the
     * entry's own statement: an edit keeps only the fields it changed, so its values may not name the entity.
     * Null for a kind without a name (a setting, an approval), and on the entries written before migration 0040,
     * which the trail reads with `audit_label_of` (never rewritten, ADR 0165).
     */
    label: text('label'),
    action: text('action').$type<AuditAction>().notNull(),
    reason: text('reason'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    // One entity's history, and the filters of the trail's screen, each read newest first by id (ADR 0166).
    index('audit_entries_entity_idx').on(t.kind, t.entityId, t.id),
    index('audit_entries_actor_idx').on(t.actorId, t.id),
    index('audit_entries_kind_action_idx').on(t.kind, t.action, t.id),
    index('audit_entries_action_idx').on(t.action, t.id),
    index('audit_entries_at_idx').on(t.at),
  ],
);

/**
 * How many entries the trail holds per kind, action and actor, so the trail's total without a period is a sum of
 * a few hundred rows at any age of the shop, not a count of every entry (ADR 0172). A statement trigger on
 * `audit_entries` appends each insert's counts to `audit_count_deltas` in the same transaction (appends only, so
 * writers never wait on a counter row), and the sales fold moves them here. Readers use `audit_entry_counts`.
 */
export const auditCounts = pgTable(
  'audit_counts',
  {
    kind: text('kind').$type<AuditKind>().notNull(),
    action: text('action').$type<AuditAction>().notNull(),
    actorId: uuid('actor_id'),
    entries: bigint('entries', { mode: 'number' }).notNull(),
  },
  (t) => [unique('audit_counts_kind_action_actor_key').on(t.kind, t.action, t.actorId).nullsNotDistinct()],
);

/** Entries written and not yet folded into `audit_counts`. */
export const auditCountDeltas = pgTable('audit_count_deltas', {
  kind: text('kind').$type<AuditKind>().notNull(),
  action: text('action').$type<AuditAction>().notNull(),
  actorId: uuid('actor_id'),
  entries: bigint('entries', { mode: 'number' }).notNull(),
});

/** What readers sum: the folded counts and the deltas still waiting to be folded. */
export const auditEntryCounts = pgView('audit_entry_counts', {
  kind: text('kind').$type<AuditKind>().notNull(),
  action: text('action').$type<AuditAction>().notNull(),
  actorId: uuid('actor_id'),
  entries: bigint('entries', { mode: 'number' }).notNull(),
}).as(
  sql`select kind, action, actor_id, entries from audit_counts union all select kind, action, actor_id, entries from audit_count_deltas`,
);
