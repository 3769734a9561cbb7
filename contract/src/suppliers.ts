import { z } from 'zod';
import {
  idSchema,
  isoDateSchema,
  optionalText,
  pageMetaSchema,
  pageQuerySchema,
  requiredText,
} from './common';
import { moneyField } from './rows';

/**
 * Suppliers and what they are owed (issue 35; docs/decisions/0187-supplier-payables.md). A supplier's payable
 * is the sum of its intakes' (and corrections') outstanding dues; a payment is applied to the oldest first.
 */

/** The spec's "Not specified" (DEFAULT_SUPPLIER) names no supplier record. */
export const SUPPLIER_NAME_MAX = 100;

/**
 * The key two spellings of one supplier share: trimmed, inner spaces collapsed, lower case (" Karim  Traders",
 * "KARIM TRADERS" → "karim traders"). The migration merges by it and a new name finds its record by it.
 */
export function supplierKey(name: string): string {
  return cleanSupplierName(name).toLowerCase();
}

/** A name as stored: trimmed, inner spaces collapsed. */
export function cleanSupplierName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

export const SUPPLIER_TENDERS = ['Cash', 'Card', 'bKash', 'Nagad'] as const;
export const supplierTenderSchema = z.enum(SUPPLIER_TENDERS, {
  message: 'Choose how it was paid: Cash, Card, bKash or Nagad',
});
export type SupplierTender = z.infer<typeof supplierTenderSchema>;
export const SUPPLIER_WALLET_REFERENCE = 'A bKash or Nagad payment needs its transaction ID';

const supplierFields = {
  name: requiredText('Name', SUPPLIER_NAME_MAX).transform(cleanSupplierName),
  phone: optionalText(30).optional(),
  address: optionalText(200).optional(),
  notes: optionalText(1000).optional(),
};
export const supplierBodySchema = z.strictObject(supplierFields);
export type SupplierBody = z.input<typeof supplierBodySchema>;
export type SupplierInput = z.output<typeof supplierBodySchema>;

/** Each field optional; `archived: true` archives the supplier (never deleted: its books stay), false restores. */
export const supplierPatchSchema = z
  .strictObject({ ...supplierFields, archived: z.boolean().optional() })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Send at least one field to change');
export type SupplierPatch = z.output<typeof supplierPatchSchema>;

/** How old the unpaid part of a payable is, by business days since each intake (restaurant time zone). */
export const ageingSchema = z.object({
  days0to30: z.number(),
  days31to60: z.number(),
  days61to90: z.number(),
  over90: z.number(),
});
export type Ageing = z.infer<typeof ageingSchema>;

export const supplierSchema = z.object({
  _id: idSchema,
  name: z.string(),
  phone: z.string(),
  address: z.string(),
  notes: z.string(),
  /** What the restaurant owes this supplier now. */
  payable: z.number(),
  /** Business day of the last payment not voided since, or null. */
  lastPaymentDay: z.string().nullable(),
  archived: z.boolean(),
  createdAt: z.string(),
});
export type Supplier = z.infer<typeof supplierSchema>;

export const supplierDetailSchema = z.object({ supplier: supplierSchema.extend({ ageing: ageingSchema }) });
export type SupplierDetail = z.infer<typeof supplierDetailSchema>['supplier'];

export const suppliersQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  archived: z.stringbool({ message: 'archived must be true or false' }).optional(),
});
export type SuppliersQuery = z.infer<typeof suppliersQuerySchema>;
export const suppliersPageSchema = pageMetaSchema.extend({ suppliers: z.array(supplierSchema) });
export type SuppliersPage = z.infer<typeof suppliersPageSchema>;

/** Pay a supplier's fields: applied to their oldest unpaid intakes first; never more than is owed. */
export const supplierPaymentShape = z.strictObject({
  amount: moneyField('Amount').refine((value) => value > 0, 'Amount must be more than 0'),
  method: supplierTenderSchema,
  reference: optionalText(40).optional(),
  note: optionalText(200).optional(),
});

/** A bKash or Nagad payment names its transaction ID. */
export function needsWalletReference(
  body: { method: SupplierTender; reference?: string },
  ctx: z.RefinementCtx,
): void {
  if ((body.method === 'bKash' || body.method === 'Nagad') && !body.reference)
    ctx.addIssue({ code: 'custom', path: ['reference'], message: SUPPLIER_WALLET_REFERENCE });
}

export const supplierPaymentBodySchema = supplierPaymentShape.superRefine(needsWalletReference);
export type SupplierPaymentBody = z.input<typeof supplierPaymentBodySchema>;
export type SupplierPaymentInput = z.output<typeof supplierPaymentBodySchema>;

export const supplierVoidBodySchema = z.strictObject({ reason: requiredText('Reason', 200) });

export const supplierPaymentSchema = z.object({
  _id: idSchema,
  /** SP-000123. */
  number: z.string(),
  supplierId: z.string().nullable(),
  supplierName: z.string(),
  amount: z.number(),
  /** null: a payment recorded on a stock item before tenders were asked (its due lowered). */
  method: supplierTenderSchema.nullable(),
  reference: z.string(),
  note: z.string(),
  allocations: z.array(
    z.object({ itemId: z.string(), item: z.string(), intakeDay: z.string(), amount: z.number() }),
  ),
  businessDay: z.string(),
  createdAt: z.string(),
  createdByName: z.string(),
  voided: z.object({ reason: z.string(), byName: z.string(), at: z.string() }).nullable(),
});
export type SupplierPayment = z.infer<typeof supplierPaymentSchema>;

export const LEDGER_KINDS = ['intake', 'correction', 'payment', 'payment-void'] as const;
export const statementQuerySchema = pageQuerySchema.extend({
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
});
export type StatementQuery = z.infer<typeof statementQuerySchema>;

export const statementEntrySchema = z.object({
  seq: z.number().int(),
  at: z.string(),
  businessDay: z.string(),
  kind: z.enum(LEDGER_KINDS),
  /** + raises what is owed (an intake on credit), − lowers it (a payment). */
  amount: z.number(),
  balance: z.number(),
  itemId: z.string().nullable(),
  item: z.string().nullable(),
  paymentId: z.string().nullable(),
  paymentNumber: z.string().nullable(),
  /** Whether the row's payment has been voided since (its void is a later row). */
  paymentVoided: z.boolean(),
  note: z.string(),
});
export type StatementEntry = z.infer<typeof statementEntrySchema>;

export const statementSchema = pageMetaSchema.extend({
  supplier: z.object({ _id: z.string(), name: z.string() }),
  from: z.string().nullable(),
  to: z.string().nullable(),
  openingBalance: z.number(),
  closingBalance: z.number(),
  entries: z.array(statementEntrySchema),
});
export type Statement = z.infer<typeof statementSchema>;

export const payablesQuerySchema = pageQuerySchema.extend({ search: z.string().trim().max(100).optional() });
export const payableSchema = z.object({
  supplierId: z.string(),
  name: z.string(),
  phone: z.string(),
  payable: z.number(),
  ageing: ageingSchema,
  lastPaymentDay: z.string().nullable(),
});
export type Payable = z.infer<typeof payableSchema>;
export const payablesPageSchema = pageMetaSchema.extend({
  payables: z.array(payableSchema),
  totalPayable: z.number(),
});
export type PayablesPage = z.infer<typeof payablesPageSchema>;
