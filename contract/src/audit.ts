import { z } from 'zod';
import { idSchema, isoDateTimeSchema, pageMetaSchema, pageQuerySchema } from './common';

/**
 * What the audit trail records changes of (issue 32). A kind names a thing a person changes, not a table: a
 * receipt's payments are their own kind because a later payment is its own event, while a dish's recipe (what
 * it is made of) is `recipe` beside the dish itself.
 */
export const AUDIT_KINDS = [
  'receipt',
  'payment',
  'order',
  'stock-item',
  'stock-movement',
  'stock-category',
  'cost',
  'customer',
  'dish',
  'dish-category',
  'recipe',
  'user',
  'role',
  'setting',
  'approval',
  'attendance',
  /** A business day: its close (a Z report) and an admin's reopening (issue 34). */
  'day',
  /** A pay-in or pay-out of the drawer. */
  'drawer',
  /** A supplier's record, and a payment to a supplier (issue 35). */
  'supplier',
  'supplier-payment',
] as const;
export const auditKindSchema = z.enum(AUDIT_KINDS);
export type AuditKind = z.infer<typeof auditKindSchema>;

/** What was done. A held order's steps (hold, send, charge, void) are actions of its own. */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'void',
  'archive',
  'hold',
  'send',
  'charge',
  'approve',
  'register',
  /** Stock received into an item, new or existing. */
  'receive',
  /** A business day closed with its drawer counted, or reopened by an admin. */
  'close',
  'reopen',
] as const;
export const auditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditActionSchema>;

/** The changed fields' values, by field name as the API spells them; null before a create or after a delete. */
export const auditValuesSchema = z.record(z.string(), z.unknown()).nullable();
export type AuditValues = z.infer<typeof auditValuesSchema>;

export const auditEntrySchema = z.object({
  /** Its place in the trail: later entries have larger numbers. */
  _id: z.string(),
  at: z.string(),
  /** Who did it (null: nobody signed in, as a self-registration), named as they were called then. */
  actor: z.object({ _id: idSchema.nullable(), name: z.string() }),
  /** The client address the request came from. */
  address: z.string().nullable(),
  kind: auditKindSchema,
  entityId: z.string(),
  /**
   * What the entity was called when the entry was written: a receipt's number, a thing's name (a cost's reason,
   * a held order's table or token). Null for a kind without one (a setting, an approval).
   */
  label: z.string().nullable(),
  action: auditActionSchema,
  reason: z.string().nullable(),
  before: auditValuesSchema,
  after: auditValuesSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** The trail's filters: who, what kind, what action, and the period `[startDate, endDate]` (instants). */
export const auditQuerySchema = pageQuerySchema.extend({
  userId: idSchema.optional(),
  kind: auditKindSchema.optional(),
  action: auditActionSchema.optional(),
  startDate: isoDateTimeSchema.optional(),
  endDate: isoDateTimeSchema.optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditPageSchema = pageMetaSchema.extend({ entries: z.array(auditEntrySchema) });
export type AuditPage = z.infer<typeof auditPageSchema>;

/** One entity's whole history: a dish category is named by its name, everything else by its id. */
export const auditHistoryParamsSchema = z.object({
  kind: auditKindSchema,
  id: z.string().trim().min(1, 'Id is required').max(200, 'Id is too long'),
});

export const auditHistorySchema = z.object({ entries: z.array(auditEntrySchema) });
export type AuditHistory = z.infer<typeof auditHistorySchema>;

/**
 * The kinds one entity's history shows: a receipt's payments are filed under the receipt, a stock item's
 * movements under the item and a dish's recipe under the dish, so each History button shows the whole story.
 */
export function historyKinds(kind: AuditKind): AuditKind[] {
  if (kind === 'receipt') return ['receipt', 'payment'];
  if (kind === 'stock-item') return ['stock-item', 'stock-movement'];
  if (kind === 'dish') return ['dish', 'recipe'];
  return [kind];
}

/** The most entries one history answers: an entity edited more often than this shows its latest ones. */
export const MAX_HISTORY_ENTRIES = 500;
